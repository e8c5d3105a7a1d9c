import Foundation
import OrientationEngine
import Testing
import WindowModel

@testable import Sandbox

/// A turning device leaves out what it covers opaquely (the desktop under it, its shadow
/// under the body, the body under the screen): mid-turn pixels may differ by a rounding,
/// and once the device is at rest every pixel is a whole redraw's again.
extension RenderTests {
    /// Frames of a device turned to landscape from rest, drawn in place into a target that
    /// keeps them, with or without the shortcuts; the last frame is at rest.
    private func bodyTurnFrames(shortcuts: Bool, engine: inout Engine) throws -> (renderer: HeadlessRenderer, counts: RenderCounts, frames: [RGBAImage], rest: Double) {
        let start = engine.state.time + 1
        let renderer = try HeadlessRenderer(width: 640, height: 400)
        renderer.scene.backBuffer = KeptBackBuffer(context: renderer.context, trusting: true)
        renderer.scene.turnShortcuts = shortcuts
        let counts = RenderCounts(renderer.scene)
        var frames = [renderer.render(engine: engine, at: start)]
        let emitted = try engine.send(.turn(.landscapeLeft), at: start)
        var time = start + 1.0 / 30
        frames.append(renderer.render(engine: engine, at: time, emitted: emitted))
        while renderer.state!.chrome.body.isAnimating(at: time) {
            time += 1.0 / 30
            frames.append(renderer.render(engine: engine, at: time))
        }
        return (renderer, counts, frames, time)
    }

    @Test("A turning device's shortcuts: mid-turn frames within a rounding of the full drawing; at rest a whole redraw's pixels")
    func turnShortcutsExactAtRest() throws {
        var plain = try launched(navModel())
        var fast = plain
        let full = try bodyTurnFrames(shortcuts: false, engine: &plain)
        defer { full.renderer.close() }
        let cut = try bodyTurnFrames(shortcuts: true, engine: &fast)
        defer { cut.renderer.close() }
        #expect(cut.frames.count == full.frames.count && cut.frames.count > 5)
        #expect(cut.counts.composed.inPlace > 3, "the turn is drawn in place, where the shortcuts apply")

        // Mid-turn: the desktop's gradient within a level or two (interpolated per vertex),
        // and a turned texture's edges may land a pixel off (the software rasteriser rounds
        // each triangle's mapping on its own); nothing missing, nothing left behind.
        for (a, b) in zip(full.frames.dropLast(), cut.frames.dropLast()) {
            #expect(pixelDifference(a, b, over: 2) < a.width * a.height / 40)
            #expect(pixelDifference(a, b, over: 24) < a.width * a.height / 400)
        }
        // At rest: exactly a fresh frame, though the desktop the device swept was drawn in bands.
        let fresh = try HeadlessRenderer(width: 640, height: 400)
        defer { fresh.close() }
        fresh.state = cut.renderer.state
        #expect(differingPixels(fresh.render(engine: fast, at: cut.rest), cut.frames.last!) == [])
    }
}

/// How many pixels differ by more than `levels` in a colour channel (rows that memcmp
/// equal skipped: a debug build's loop only where something differs).
func pixelDifference(_ a: RGBAImage, _ b: RGBAImage, over levels: Int) -> Int {
    a.pixels.withUnsafeBufferPointer { p in
        b.pixels.withUnsafeBufferPointer { q in
            let end = min(p.count, q.count), rowBytes = max(a.width * 4, 4)
            var count = 0
            for row in stride(from: 0, to: end, by: rowBytes) {
                let rowEnd = min(row + rowBytes, end)
                if memcmp(p.baseAddress! + row, q.baseAddress! + row, rowEnd - row) == 0 { continue }
                // Raw pointers and plain comparisons: no bounds check, no generic abs or
                // variadic max (an array per pixel) in a debug build.
                let (a, b) = (p.baseAddress!, q.baseAddress!)
                var i = row
                while i + 3 < rowEnd {
                    let dr = Int(a[i]) - Int(b[i]), dg = Int(a[i + 1]) - Int(b[i + 1]), db = Int(a[i + 2]) - Int(b[i + 2])
                    if dr > levels || -dr > levels || dg > levels || -dg > levels || db > levels || -db > levels { count += 1 }
                    i += 4
                }
            }
            return count
        }
    }
}
