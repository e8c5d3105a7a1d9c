import Foundation
import OrientationEngine
import Testing

@testable import Sandbox

/// The composed window and the screen layer keep their pixels between frames and draw
/// only what changed: the result must be, pixel for pixel, what drawing it all gives.
extension RenderTests {
    @Test("A playing video redraws only its area, and the frame equals a whole redraw")
    func partialEqualsWhole() throws {
        var engine = try launched(playerModel())
        _ = try engine.send(.tap("play"), at: engine.state.time)
        let start = engine.state.time
        let kept = try HeadlessRenderer(width: 1280, height: 800)
        defer { kept.close() }
        let counts = RenderCounts(kept.scene)
        // The first frame is drawn straight (all of it changed), the second composed whole.
        _ = kept.render(engine: engine, at: start + 1)
        _ = kept.render(engine: engine, at: start + 1.25)
        let later = kept.render(engine: engine, at: start + 1.5)
        #expect(counts.composed == (whole: 1, partial: 1, unchanged: 0, direct: 1, screenOnly: 0, inPlace: 0))
        #expect(counts.screen.partial == 2)

        let fresh = try HeadlessRenderer(width: 1280, height: 800)
        defer { fresh.close() }
        let freshCounts = RenderCounts(fresh.scene)
        let whole = fresh.render(engine: engine, at: start + 1.5)
        #expect(freshCounts.composed.direct == 1)
        #expect(differingPixels(later, whole) == [], "a partial redraw must give the whole redraw's pixels")
    }

    @Test("A frame that shows nothing new draws nothing, and shows the same pixels")
    func unchangedFrame() throws {
        let engine = try launched(playerModel())
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let counts = RenderCounts(renderer.scene)
        let first = renderer.render(engine: engine, at: engine.state.time + 1)
        _ = renderer.render(engine: engine, at: engine.state.time + 1)
        let second = renderer.render(engine: engine, at: engine.state.time + 1)
        #expect(counts.composed == (whole: 1, partial: 0, unchanged: 1, direct: 1, screenOnly: 0, inPlace: 0))
        #expect(counts.screen.skipped == 2)
        #expect(differingPixels(first, second) == [])
    }

    @Test("A turn of the device, most of the window, is drawn straight and matches a fresh frame")
    func turnMatchesWhole() throws {
        var engine = try launched(playerModel())
        let start = engine.state.time + 1
        let kept = try HeadlessRenderer(width: 1280, height: 800)
        defer { kept.close() }
        let counts = RenderCounts(kept.scene)
        _ = kept.render(engine: engine, at: start)
        let emitted = try engine.send(.turn(.landscapeLeft), at: start)
        let mid = kept.render(engine: engine, at: start + 0.1, emitted: emitted)
        #expect(counts.composed.direct == 2)

        let fresh = try HeadlessRenderer(width: 1280, height: 800)
        defer { fresh.close() }
        fresh.state = kept.state
        #expect(differingPixels(fresh.render(engine: engine, at: start + 0.1), mid) == [])
    }
}

/// The bounding box of the pixels that differ, as [x0, y0, x1, y1] (empty: none), so a
/// failure says where instead of printing two images.
func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> [Int] {
    let rowBytes = a.width * 4
    guard a.width == b.width, a.height == b.height, a.pixels.count == rowBytes * a.height,
          b.pixels.count == a.pixels.count else { return [-1] }
    // Row by row with memcmp, and a differing row scanned in from both ends only: the same
    // box as comparing every pixel, without a debug build's loop over a million of them.
    let differs = { (y: Int, x: Int) in a.pixel(x, y) != b.pixel(x, y) }
    let rows = a.pixels.withUnsafeBytes { p in
        b.pixels.withUnsafeBytes { q in
            (0..<a.height).filter { y in memcmp(p.baseAddress! + y * rowBytes, q.baseAddress! + y * rowBytes, rowBytes) != 0 }
        }
    }
    guard let top = rows.first, let bottom = rows.last else { return [] }
    var box = [Int.max, top, -1, bottom]
    for y in rows {
        box[0] = min(box[0], (0..<a.width).first { differs(y, $0) } ?? box[0])
        box[2] = max(box[2], (0..<a.width).reversed().first { differs(y, $0) } ?? box[2])
    }
    return box
}
