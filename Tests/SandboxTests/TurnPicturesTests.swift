import Foundation
import OrientationEngine
import Testing
import WindowModel

@testable import Sandbox

/// A turning interface is shown from two pictures drawn once each (R21 as the render
/// server does it), and the frames at rest after it are what they always were.
extension RenderTests {
    @Test("R21: a turn copies the screen it starts from once and lays out its end once; at rest the pixels are a fresh frame's")
    func turnFromPictures() throws {
        var engine = try launched(navModel())
        let start = engine.state.time + 1
        let kept = try HeadlessRenderer(width: 1280, height: 800)
        defer { kept.close() }
        let counts = RenderCounts(kept.scene)
        let before = kept.render(engine: engine, at: start)
        let emitted = try engine.send(.turn(.landscapeLeft), at: start)
        let end = try #require(engine.state.rotation).end
        var mids: [RGBAImage] = []
        for (i, time) in stride(from: start + 0.05, to: end, by: 0.05).enumerated() {
            mids.append(kept.render(engine: engine, at: time, emitted: i == 0 ? emitted : []))
        }
        #expect(counts.turn.copied == 1, "the screen as the turn found it, copied once")
        #expect(counts.turn.drawn == 0)
        #expect(counts.turn.frames == mids.count)
        #expect(counts.turnEnd.whole == 1, "the turn's end laid out and drawn once, not at every angle")
        #expect(differingPixels(before, mids[0]) != [], "the screen turns")
        #expect(differingPixels(mids[0], mids[1]) != [])

        let rest = kept.render(engine: engine, at: end + 0.1)
        let fresh = try HeadlessRenderer(width: 1280, height: 800)
        defer { fresh.close() }
        fresh.state = kept.state
        #expect(differingPixels(fresh.render(engine: engine, at: end + 0.1), rest) == [],
                "after the turn the screen is drawn at its final size, as a frame that never turned")
    }

    @Test("R21: a still taken mid-turn with no frame before it draws the turn's first picture from the engine")
    func stillMidTurn() throws {
        var engine = try launched(navModel())
        let start = engine.state.time + 1
        _ = try engine.send(.turn(.landscapeLeft), at: start)
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let counts = RenderCounts(renderer.scene)
        _ = renderer.render(engine: engine, at: start + 0.15)
        #expect(counts.turn == (copied: 0, drawn: 1, frames: 1))
    }
}

extension RenderTests {
    @Test("Full screen with its controls hidden, a new video frame repaints the video alone, and equals a whole redraw")
    func videoAloneEqualsWhole() throws {
        var engine = try launched(playerModel())
        _ = try engine.send(.tap("play"), at: engine.state.time)
        _ = try engine.send(.tap("fullscreen"), at: engine.state.time)
        _ = engine.settle()
        // Past the controls' idle time: nothing is drawn over the video.
        let start = engine.state.time + playerControlsIdleTimeout + 1
        let kept = try HeadlessRenderer(width: 1280, height: 800)
        defer { kept.close() }
        let counts = RenderCounts(kept.scene)
        _ = kept.render(engine: engine, at: start)
        _ = kept.render(engine: engine, at: start + 0.25)
        let later = kept.render(engine: engine, at: start + 0.5)
        #expect(counts.screen.video == 2)
        #expect(counts.screen.partial == 0)

        let fresh = try HeadlessRenderer(width: 1280, height: 800)
        defer { fresh.close() }
        #expect(differingPixels(later, fresh.render(engine: engine, at: start + 0.5)) == [])
    }
}

extension RenderTests {
    @Test("R21 with the video live: a turn draws no video frame into its end picture, its frames are the pictures' within a resampling, and at rest a fresh frame's")
    func liveVideoOverTurn() throws {
        var engine: Engine
        let start: Double
        (engine, start) = try playingBare()
        let live = try HeadlessRenderer(width: 1280, height: 800)
        let drawn = try HeadlessRenderer(width: 1280, height: 800)
        defer {
            live.close()
            drawn.close()
        }
        live.scene.liveVideoInTurns = true
        let liveCounts = RenderCounts(live.scene), drawnCounts = RenderCounts(drawn.scene)
        _ = live.render(engine: engine, at: start)
        _ = drawn.render(engine: engine, at: start)
        let emitted = try engine.send(.turn(.landscapeLeft), at: start)
        let end = try #require(engine.state.rotation).end
        var frames = 0
        for (i, time) in stride(from: start + 1.0 / 30, to: end, by: 1.0 / 30).enumerated() {
            let a = live.render(engine: engine, at: time, emitted: i == 0 ? emitted : [])
            let b = drawn.render(engine: engine, at: time, emitted: i == 0 ? emitted : [])
            // The video drawn straight from its frame, not from the end picture's copy of
            // it: one resampling less, so its edges (the picture's sharp lines, text) are
            // sharper; nothing else differs.
            #expect(pixelDifference(a, b, over: 24) < a.width * a.height / 80, "\(time - start) s")
            #expect(pixelDifference(a, b, over: 128) < a.width * a.height / 400, "\(time - start) s")
            frames += 1
        }
        #expect(frames > 5)
        #expect(liveCounts.turn.frames == frames && drawnCounts.turn.frames == frames)
        #expect(liveCounts.turnEnd.video == 0, "no video frame drawn into the end picture")
        #expect(drawnCounts.turnEnd.video > 0)

        for time in [end + 0.05, end + 0.2] {
            let rest = live.render(engine: engine, at: time)
            let fresh = try HeadlessRenderer(width: 1280, height: 800)
            defer { fresh.close() }
            fresh.state = live.state
            #expect(differingPixels(fresh.render(engine: engine, at: time), rest) == [], "at rest, \(time - end) s after")
        }
    }
}

extension RenderTests {
    @Test("R21: while a turn's end picture is too faint to change a channel by more than two levels it is left out with its live video; the frame is within two levels of the cross-fade, and the picture is back once it shows")
    func faintEndLeftOut() throws {
        // The video drawn live over the pictures.
        let bare = try playingBare()
        var engine = bare.engine
        let start = bare.start
        let cut = try HeadlessRenderer(width: 1280, height: 800), full = try HeadlessRenderer(width: 1280, height: 800)
        defer { [cut, full].forEach { $0.close() } }
        for renderer in [cut, full] { renderer.scene.liveVideoInTurns = true }
        cut.scene.leavesOutFaintEnds = true
        full.scene.leavesOutFaintEnds = false
        _ = cut.render(engine: engine, at: start)
        _ = full.render(engine: engine, at: start)
        let emitted = try engine.send(.turn(.landscapeLeft), at: start)
        let tween = try #require(engine.state.rotation).tween
        // The end picture's opacity in 255ths at `time`, as the turn eases.
        let alpha = { (time: Double) in Int(((tween.value(at: time) - tween.from) / (tween.to - tween.from) * 255).rounded()) }
        let faint = try #require(stride(from: start + 0.001, to: start + 0.1, by: 0.001).first { alpha($0) == 2 })
        let shown = try #require(stride(from: faint, to: start + 0.2, by: 0.001).first { alpha($0) >= 8 })

        let a = cut.render(engine: engine, at: faint, emitted: emitted)
        let b = full.render(engine: engine, at: faint, emitted: emitted)
        #expect(cut.scene.turning?.pictures.count == 1 && cut.scene.turning?.video == nil)
        #expect(full.scene.turning?.pictures.count == 2 && full.scene.turning?.video != nil)
        #expect(differingPixels(a, b) != [], "the faint picture changes some pixels")
        #expect(pixelDifference(a, b, over: 2) == 0, "by two levels at most")

        let c = cut.render(engine: engine, at: shown)
        let d = full.render(engine: engine, at: shown)
        #expect(cut.scene.turning?.pictures.count == 2 && cut.scene.turning?.video != nil)
        #expect(differingPixels(c, d) == [], "once it shows, the frame is the cross-fade's")
    }
}

extension RenderTests {
    /// The player playing, and a moment past its controls' idle time, from which nothing is
    /// drawn over its video.
    func playingBare() throws -> (engine: Engine, start: Double) {
        var engine = try launched(playerModel())
        _ = try engine.send(.tap("play"), at: engine.state.time)
        _ = engine.settle()
        return (engine, engine.state.time + playerControlsIdleTimeout + 1)
    }
}
