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
        let before = kept.render(engine: engine, at: start)
        let emitted = try engine.send(.turn(.landscapeLeft), at: start)
        let end = try #require(engine.state.rotation).end
        var mids: [RGBAImage] = []
        for (i, time) in stride(from: start + 0.05, to: end, by: 0.05).enumerated() {
            mids.append(kept.render(engine: engine, at: time, emitted: i == 0 ? emitted : []))
        }
        let pictures = kept.scene.turnPictures
        #expect(pictures.counts.copied == 1, "the screen as the turn found it, copied once")
        #expect(pictures.counts.drawn == 0)
        #expect(pictures.counts.frames == mids.count)
        #expect(pictures.incomingCounts.whole == 1, "the turn's end laid out and drawn once, not at every angle")
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
        _ = renderer.render(engine: engine, at: start + 0.15)
        #expect(renderer.scene.turnPictures.counts == (copied: 0, drawn: 1, frames: 1))
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
        _ = kept.render(engine: engine, at: start)
        _ = kept.render(engine: engine, at: start + 0.25)
        let later = kept.render(engine: engine, at: start + 0.5)
        #expect(kept.scene.screenLayer.counts.video == 2)
        #expect(kept.scene.screenLayer.counts.partial == 0)

        let fresh = try HeadlessRenderer(width: 1280, height: 800)
        defer { fresh.close() }
        #expect(differingPixels(later, fresh.render(engine: engine, at: start + 0.5)) == [])
    }
}
