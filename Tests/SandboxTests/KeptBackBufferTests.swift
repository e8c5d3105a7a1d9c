import CSDL
import Foundation
import OrientationEngine
import Testing

@testable import Sandbox

/// Drawing only the damage straight into a target that kept the last frame: trusted only
/// while a check says the target still holds it.
extension RenderTests {
    @Test("The software renderer's targets are never trusted to keep a frame (only llvmpipe's window is)")
    func headlessNotTrusted() throws {
        let renderer = try HeadlessRenderer(width: 320, height: 200)
        defer { renderer.close() }
        #expect(!renderer.scene.backBuffer.trusted)
    }

    @Test("A kept frame is trusted while the target holds it, and given up for good once it does not")
    func keptFrameChecked() throws {
        let renderer = try HeadlessRenderer(width: 320, height: 200)
        defer { renderer.close() }
        let sdl = renderer.context.renderer
        let target = try #require(Texture(sdl, .target, width: 320, height: 200))
        let kept = KeptBackBuffer(context: renderer.context, trusting: true)
        let canvas = renderer.scene.canvas
        canvas.drawing(into: target) {
            canvas.clear(Color(10, 20, 30))
            #expect(!kept.holdsLastFrame(width: 320, height: 200), "nothing remembered yet")
            kept.remember(width: 320, height: 200)
            #expect(kept.holdsLastFrame(width: 320, height: 200))
            #expect(!kept.holdsLastFrame(width: 640, height: 200), "another size is another frame")
            kept.remember(width: 320, height: 200)
            canvas.clear(Color(200, 20, 30))  // what an undefined back buffer may hold
            #expect(!kept.holdsLastFrame(width: 320, height: 200))
            #expect(!kept.trusted)
            kept.remember(width: 320, height: 200)
            #expect(!kept.holdsLastFrame(width: 320, height: 200), "trust once withdrawn stays withdrawn")
        }
    }

    @Test("Drawn in place into a target that kept the last frame, a playing video's frame equals a whole redraw")
    func inPlaceEqualsWhole() throws {
        var engine = try launched(playerModel())
        _ = try engine.send(.tap("play"), at: engine.state.time)
        let start = engine.state.time
        let kept = try HeadlessRenderer(width: 1280, height: 800)
        defer { kept.close() }
        let counts = RenderCounts(kept.scene)
        kept.scene.backBuffer = KeptBackBuffer(context: kept.context, trusting: true)
        _ = kept.render(engine: engine, at: start + 1)
        _ = kept.render(engine: engine, at: start + 1.25)
        let later = kept.render(engine: engine, at: start + 1.5)
        #expect(counts.composed.inPlace == 2)
        #expect(counts.composed.whole == 0, "no composed copy of the window is made")

        let fresh = try HeadlessRenderer(width: 1280, height: 800)
        defer { fresh.close() }
        #expect(differingPixels(later, fresh.render(engine: engine, at: start + 1.5)) == [])
    }
}
