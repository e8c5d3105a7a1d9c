import OrientationEngine
import Testing

@testable import Sandbox

/// Every texture the scene makes is owned by one `Texture`: closing the scene destroys them all.
extension RenderTests {
    @Test("Closing a scene that played a video and turned leaves none of its textures alive")
    func texturesGoWithTheScene() throws {
        var engine = try launched(playerModel())
        _ = try engine.send(.tap("play"), at: engine.state.time)
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let start = engine.state.time + 1
        _ = renderer.render(engine: engine, at: start)
        let emitted = try engine.send(.turn(.landscapeLeft), at: start)
        _ = renderer.render(engine: engine, at: start + 0.1, emitted: emitted)
        _ = renderer.render(engine: engine, at: try #require(engine.state.rotation).end + 0.1)
        let sdl = renderer.context.renderer
        #expect(Texture.alive(of: sdl) > 5, "the screen, the turn's picture, the video, text, shapes")
        renderer.scene.close()
        #expect(Texture.alive(of: sdl) == 1, "only the offscreen renderer's own target, which is not the scene's")
    }
}
