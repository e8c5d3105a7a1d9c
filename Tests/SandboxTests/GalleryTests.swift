import Foundation
import Media
import OrientationEngine
import Testing

@testable import Sandbox

/// Renders the screens a person should look at (PNGs with ROTATION_SANDBOX_SHOTS=DIR) and checks
/// the facts that must hold in each.
extension RenderTests {
    func shoot(_ engine: Engine, at time: Double, _ name: String, renderer: HeadlessRenderer) -> RGBAImage {
        let image = renderer.render(engine: engine, at: time)
        saveForViewing(image, name)
        return image
    }

    @Test("Gallery: demo screens in several states render and keep their buttons hittable")
    func gallery() throws {
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let video = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/videos/sample-landscape.mp4").path
        var engine = try launched(DemoApp.model(video: video))
        var t = engine.state.time + 1
        _ = shoot(engine, at: t, "demo-portrait", renderer: renderer)

        // R20d: the window turned by a transform while the interface stays portrait.
        _ = try engine.send(.tap("Transform window →"), at: t)
        _ = shoot(engine, at: t + 0.15, "demo-transform-mid", renderer: renderer)
        _ = engine.settle()
        t = engine.state.time + 1
        let g = renderer.frame(engine: engine, at: t)
        _ = shoot(engine, at: t, "demo-transform", renderer: renderer)
        #expect(engine.state.interface == .portrait)  // R20d: the interface does not change
        let identity = TapTarget.button("Transform identity")
        let p = try #require(g.device.windowCenter(of: identity, in: g.layout))
        #expect(g.device.tapTarget(at: p, in: g.layout) == identity)
        _ = try engine.send(.tap("Transform identity"), at: t)
        _ = engine.settle()
        t = engine.state.time + 1

        // Push (animated slide), then back.
        _ = try engine.send(.tap("Push portrait-only"), at: t)
        _ = shoot(engine, at: t + 0.17, "demo-pushing", renderer: renderer)
        _ = engine.settle()
        t = engine.state.time + 1
        _ = shoot(engine, at: t, "demo-pushed", renderer: renderer)
        _ = try engine.send(.tap("Back"), at: t)
        _ = engine.settle()
        t = engine.state.time + 1

        // Present the landscape controller (layout insets, R15).
        _ = try engine.send(.tap("Present landscape"), at: t)
        _ = shoot(engine, at: t + 0.15, "demo-presenting", renderer: renderer)
        _ = engine.settle()
        t = engine.state.time + 1
        _ = shoot(engine, at: t, "demo-presented-landscape", renderer: renderer)
        _ = try engine.send(.tap("Dismiss"), at: t)
        _ = engine.settle()
        t = engine.state.time + 1

        // The player tab, inline then full screen.
        _ = try engine.send(.selectTab(1), at: t)
        _ = engine.settle()
        t = engine.state.time + 1
        _ = try engine.send(.tap("play"), at: t)
        t += 1.5
        _ = shoot(engine, at: t, "demo-player-inline", renderer: renderer)
        _ = try engine.send(.turn(.landscapeLeft), at: t)  // P5: a turn to landscape while playing
        _ = shoot(engine, at: t + 0.15, "demo-player-turning", renderer: renderer)
        _ = engine.settle()
        t = engine.state.time + 1
        _ = shoot(engine, at: t, "demo-player-autofullscreen", renderer: renderer)
        _ = try engine.send(.tap("back"), at: t)
        _ = engine.settle()
        t = engine.state.time + 1
        _ = try engine.send(.tap("fullscreen"), at: t)
        _ = engine.settle()
        t = engine.state.time + 1
        _ = shoot(engine, at: t, "demo-player-fullscreen", renderer: renderer)
    }

    @Test("Gallery: iPad and iOS 6 skins")
    func galleryDevices() throws {
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let ipad = try launched(DemoApp.model(device: .ipad), turns: [.landscapeRight])
        renderer.restart(physical: .landscapeRight)
        _ = shoot(ipad, at: ipad.state.time + 1, "ipad-landscapeRight", renderer: renderer)
        let old = try launched(navModel(ios: 6), turns: [])
        renderer.restart(physical: .portrait)
        _ = shoot(old, at: old.state.time + 1, "ios6-portrait", renderer: renderer)
        var flat = try launched(navModel(device: .iphoneFaceID), turns: [.landscapeLeft])
        _ = try flat.send(.systemLock(true), at: flat.state.time + 1)
        _ = try flat.send(.turn(.faceUp), at: flat.state.time + 1)
        renderer.restart(physical: .landscapeLeft)
        _ = shoot(flat, at: flat.state.time + 1, "faceup-locked", renderer: renderer)
        renderer.apply(.key(.f1), at: old.state.time + 1, engine: old)
        _ = shoot(old, at: old.state.time + 1, "help", renderer: renderer)
        let small = try HeadlessRenderer(width: 800, height: 600)
        defer { small.close() }
        _ = shoot(old, at: old.state.time + 1, "small-window", renderer: small)
        // A window shrunk to almost nothing still draws (no crash, no empty textures).
        let tiny = try HeadlessRenderer(width: 64, height: 64)
        defer { tiny.close() }
        let image = tiny.render(engine: old, at: old.state.time + 1)
        #expect(image.width == 64 && image.height == 64)
    }
}
