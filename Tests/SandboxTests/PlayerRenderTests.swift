import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// P2–P4, P7 and R4 in pixels: where the sample video's coloured corners land on screen.
/// The sample has solid red (top-left), green (top-right), blue (bottom-left) and yellow
/// (bottom-right) patches, 16% of its width.
extension RenderTests {
    static let videos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/videos")

    /// A player on a 16:9 home-button iPhone, so a landscape video fills the screen exactly.
    func playerModel(plist: [InterfaceOrientation]? = nil, video: String = "sample-landscape.mp4") -> AppModel {
        let path = Self.videos.appendingPathComponent(video).path
        let aspect = (try? VideoProbe.probe(path: path).get()) ?? 16.0 / 9.0
        return AppModel(
            device: .iphoneHome, iosVersion: 13, plist: plist, root: "Player",
            controllers: [ControllerSpec(name: "Player", kind: .player,
                                         player: PlayerOptions(video: path, videoAspect: aspect))])
    }

    enum Patch: String { case red, green, blue, yellow }

    func patch(_ c: Color) -> Patch? {
        let (r, g, b) = (Int(c.r), Int(c.g), Int(c.b))
        if r > 170, g < 90, b < 90 { return .red }
        if g > 170, r < 90, b < 90 { return .green }
        if b > 170, r < 90, g < 110 { return .blue }
        if r > 170, g > 170, b < 90 { return .yellow }
        return nil
    }

    /// The patches seen near the four corners of the device screen, clockwise from top-left
    /// as the viewer sees the window.
    /// `inset`: where a patch's centre lies, as fractions of the screen's width and height;
    /// by default that of a landscape video filling the screen either way round.
    /// The video plays for 4 s first: its controls (time, progress bar, the shade behind
    /// them) hide, so the corners show the picture alone.
    func cornerPatches(_ engine: Engine, physical: DeviceOrientation, name: String,
                       inset: (Double, Double)? = nil) throws -> [Patch?] {
        let renderer = try HeadlessRenderer(width: 1280, height: 800, physical: physical)
        defer { renderer.close() }
        var engine = engine
        _ = try engine.send(.tap("play"), at: engine.state.time)
        renderer.apply(.stepBegins, at: engine.state.time, engine: engine)
        let time = engine.state.time + playerControlsIdleTimeout + 1
        #expect(renderer.frame(engine: engine, at: time).layout.items.allSatisfy { $0.tap == nil })
        let image = renderer.render(engine: engine, at: time)
        saveForViewing(image, name)
        let g = renderer.frame(engine: engine, at: time)
        let s = g.device.deviceToWindow.boundingBox(of: g.layout.spec.screenRect)
        // The centre of a patch: 8% of the video's width in from its side, 14% of its height down.
        let (dx, dy) = inset ?? (s.width > s.height ? (0.08, 0.14) : (0.14, 0.08))
        let points = [(dx, dy), (1 - dx, dy), (1 - dx, 1 - dy), (dx, 1 - dy)]
        return points.map { px, py in
            patch(image.pixel(Int(s.minX + s.width * px), Int(s.minY + s.height * py)))
        }
    }

    @Test("P2 P3 R4: full screen landscapeRight with the device upright turns the video +90°")
    func fullScreenLandscapeRight() throws {
        var engine = try launched(playerModel())
        _ = try engine.send(.tap("fullscreen"), at: engine.state.time)
        _ = engine.settle()
        #expect(engine.state.interface == .landscapeRight)
        // Clockwise from the screen's top-left: blue, red, green, yellow.
        #expect(try cornerPatches(engine, physical: .portrait, name: "player-landscapeRight") == [.blue, .red, .green, .yellow])
    }

    @Test("P2 P3 R4: full screen on the device's side (landscapeLeft) shows the video upright")
    func fullScreenLandscapeLeft() throws {
        var engine = try launched(playerModel(), turns: [.landscapeRight])
        _ = try engine.send(.tap("fullscreen"), at: engine.state.time + 1)
        _ = engine.settle()
        #expect(engine.state.interface == .landscapeLeft)
        #expect(try cornerPatches(engine, physical: .landscapeRight, name: "player-landscapeLeft") == [.red, .green, .yellow, .blue])
    }

    @Test("P2 R20d: the transform fallback turns the player view like landscapeRight, interface portrait")
    func fullScreenTransform() throws {
        var engine = try launched(playerModel(plist: [.portrait]))
        _ = try engine.send(.tap("fullscreen"), at: engine.state.time)
        _ = engine.settle()
        #expect(engine.state.interface == .portrait)
        #expect(engine.state.transforms[.player]?.toAngle == 90)
        #expect(try cornerPatches(engine, physical: .portrait, name: "player-transform") == [.blue, .red, .green, .yellow])
    }

    @Test("P7: a portrait video fills the portrait screen in full screen")
    func portraitVideoFullScreen() throws {
        var engine = try launched(playerModel(video: "sample-portrait.mp4"))
        _ = try engine.send(.tap("fullscreen"), at: engine.state.time)
        _ = engine.settle()
        #expect(engine.state.interface == .portrait)
        #expect(engine.state.transforms[.player] == nil)
        // Upright and filling the 9:16 screen: a patch is 16% of the width and 9% of the height
        // (sampled off its centre, which the back button covers).
        let seen = try cornerPatches(engine, physical: .portrait, name: "player-portrait-video", inset: (0.125, 0.065))
        #expect(seen == [.red, .green, .yellow, .blue])
    }

    @Test("P1 record: the video visibly plays and turns in recording.mp4")
    func recordedPlayback() throws {
        let dir = NSTemporaryDirectory() + "sandbox-player-record-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = """
            device: iphone-home
            ios: 13
            app: {root: Player}
            controllers:
              Player: {kind: player, player: {video: \(Self.videos.appendingPathComponent("sample-landscape.mp4").path)}}
            steps:
              - tap: play
              - wait: 1
              - tap: fullscreen
              - wait: 1
            """
        let scenario = try ScenarioLoader.parse(text: text, file: "player.yaml", options: .probingVideos)
        let recorder = try ScenarioRecorder(directory: dir, width: 640, height: 400, physical: .portrait)
        defer { recorder.close() }
        let report = try ScenarioRunner(scenario: scenario, observer: recorder).run()
        #expect(report.status == .ok && recorder.problems.isEmpty, "\(recorder.problems)")
        let source = try VideoSource(path: dir + "/recording.mp4", loop: false)
        defer { source.close() }
        var frames: [[UInt8]] = []
        while let frame = source.nextFrameBlocking() { frames.append(frame.lumaBytes()) }
        #expect(frames.count >= 55)  // ≥ 2 s at 30 fps
        // While playing inline (0.2 s → 0.8 s) successive frames differ: the clock runs.
        #expect(frames[6] != frames[12] && frames[12] != frames[18])
        // Inline (0.8 s) and full screen (1.8 s) differ far more than two inline frames do.
        // Summed over raw bytes (a closure per byte is most of a debug build's time here).
        func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
            a.withUnsafeBufferPointer { p in
                b.withUnsafeBufferPointer { q in
                    let (x, y, n) = (p.baseAddress!, q.baseAddress!, min(p.count, q.count))
                    var total = 0, i = 0
                    while i < n {
                        let d = Int(x[i]) - Int(y[i])
                        total += d < 0 ? -d : d
                        i += 1
                    }
                    return total
                }
            }
        }
        #expect(distance(frames[24], frames[54]) > 4 * distance(frames[18], frames[24]))
    }
}

extension RenderTests {
    @Test("P1 P3: a playing video's controls hide after 3 s without input; a click only shows them")
    func controlsHide() throws {
        var engine = try launched(playerModel())
        _ = try engine.send(.tap("play"), at: engine.state.time)
        var chrome = WindowChrome(physical: .portrait)
        chrome.lastInput = engine.state.time
        func targets(at time: Double) -> [TapTarget] {
            let g = FrameModel.make(engine: engine, chrome: chrome, time: time, width: 1280, height: 800, masks: [])
            return ["play", "fullscreen"].compactMap { name in
                g.device.windowCenter(of: .button(name), in: g.layout).flatMap { g.device.tapTarget(at: $0, in: g.layout) }
            }
        }
        let start = engine.state.time
        #expect(targets(at: start + 2.9) == [.button("play"), .button("fullscreen")])
        #expect(targets(at: start + 3.1).isEmpty)
        chrome.lastInput = start + 3.1  // the click that shows them
        #expect(targets(at: start + 3.2).count == 2)
        // Paused, they stay.
        _ = try engine.send(.tap("play"), at: start + 4)
        #expect(targets(at: start + 10).count == 2)
    }
}
