import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// A video that opens but decodes nothing is as unavailable as one that does not open:
/// "Video unavailable: <reason>" on the player, the console line, a play icon.
extension RenderTests {
    /// The landscape sample cut right after its moov box: it opens, holds no frame.
    static func videoWithoutPictures(in dir: String) throws -> String {
        let bytes = [UInt8](try #require(FileManager.default.contents(
            atPath: videos.appendingPathComponent("sample-landscape.mp4").path)))
        var at = 0, end = 0
        while at + 8 <= bytes.count {
            let size = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            if type == "moov" { end = at + size }
            guard size >= 8 else { break }
            at += size
        }
        try #require(end > 0)
        let path = dir + "/no-pictures.mp4"
        try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes.prefix(end))))
        return path
    }

    func tempFolder(_ name: String) throws -> String {
        let dir = NSTemporaryDirectory() + "sandbox-\(name)-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("P1: a video cut after its index is unavailable with a true reason, in the console and on the player")
    func probedUnplayable() throws {
        let dir = try tempFolder("unplayable")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try Self.videoWithoutPictures(in: dir)
        let text = """
            app: {root: Player}
            controllers:
              Player: {kind: player, player: {video: \(path)}}
            steps:
              - tap: play
              - wait: 4
              - expect: {console: {has: ["[Player] Video unavailable: cannot play"]}}
            """
        let scenario = try ScenarioLoader.parse(text: text, file: "p.yaml", options: .probingVideos)
        let error = try #require(scenario.model.controllers[0].player?.videoError)
        #expect(error.contains("it holds no picture data"), "\(error)")
        let (report, runner) = try {
            let runner = ScenarioRunner(scenario: scenario)
            return (try runner.run(), runner)
        }()
        #expect(report.failures.isEmpty, "\(report.failures)")
        // The app asked to play; nothing plays: the controls stay, as over a paused video.
        #expect(ScreenModel(engine: runner.engine, at: runner.time).visible?.player?.playing == true)
        let renderer = try HeadlessRenderer(width: 640, height: 400)
        defer { renderer.close() }
        let g = renderer.frame(engine: runner.engine, at: runner.time + 10)
        #expect(g.layout.items.contains { $0.kind == .playerControl("play") })
        let image = renderer.render(engine: runner.engine, at: runner.time + 10)
        saveForViewing(image, "player-unavailable")
        // The renderer did not open the file a second time to find the same thing out.
        #expect(renderer.scene.takeVideoNotices(final: true).isEmpty)
    }

    @Test("P1: a playing video hides its controls when idle; the same player with a broken video does not")
    func playIconFollowsPlayback() throws {
        let good = playerModel()
        var engine = try launched(good)
        _ = try engine.send(.tap("play"), at: engine.state.time)
        let state = ScreenModel(engine: engine, at: engine.state.time + 10)
        #expect(state.visible?.player?.playing == true)
        #expect(state.pausingUnplayableVideo().visible?.player?.playing == true)
        #expect(state.pausingUnplayableVideo(error: "cannot play x").visible?.player?.playing == false)
        var broken = good
        broken.controllers[0].player?.videoError = "cannot play x: it holds no picture data"
        var brokenEngine = try launched(broken)
        _ = try brokenEngine.send(.tap("play"), at: brokenEngine.state.time)
        let renderer = try HeadlessRenderer(width: 640, height: 400)
        defer { renderer.close() }
        let idle = engine.state.time + playerControlsIdleTimeout + 1
        #expect(!renderer.frame(engine: engine, at: idle).layout.items.contains { $0.kind == .playerControl("play") })
        #expect(renderer.frame(engine: brokenEngine, at: idle).layout.items.contains { $0.kind == .playerControl("play") })
        // Nothing plays, so no time passes on its controls.
        #expect(renderer.frame(engine: brokenEngine, at: idle).layout.items.contains { $0.kind == .playerTime("0:00") })
    }

    @Test("P1: a video found unplayable only while playing (not probed) says so once, like an open failure")
    func unprobedUnplayable() throws {
        let dir = try tempFolder("unprobed")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var model = playerModel()
        model.controllers[0].player?.video = try Self.videoWithoutPictures(in: dir)
        let engine = try launched(model)
        let renderer = try HeadlessRenderer(width: 640, height: 400)
        defer { renderer.close() }
        _ = renderer.render(engine: engine, at: engine.state.time)
        _ = renderer.render(engine: engine, at: engine.state.time + 1)
        let notices = renderer.scene.takeVideoNotices(final: true)
        #expect(notices.count == 1, "\(notices)")
        #expect(notices.first?.hasPrefix("Video unavailable: cannot play ") == true)
        #expect(notices.first?.contains("it holds no picture data") == true)
        #expect(renderer.scene.video.error?.contains("it holds no picture data") == true)
    }

    @Test("P1: the window (never waiting for the decoder) finds the same video unavailable, once")
    func windowFindsUnplayable() throws {
        let dir = try tempFolder("window-unplayable")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try Self.videoWithoutPictures(in: dir)
        let context = try SDLContext(.headless)
        defer { context.close() }
        let layer = VideoLayer(renderer: context.renderer, blocking: false)
        defer { layer.close() }
        // The decoder reaches the end of the file at once; the window learns it on a later frame.
        let deadline = Date(timeIntervalSinceNow: VideoSource.firstFrameTimeout + 5)
        var frames = 0
        while layer.error == nil, Date() < deadline {
            layer.update(path: path, position: Double(frames) / 60)
            frames += 1
            usleep(2_000)
        }
        #expect(layer.error?.contains("it holds no picture data") == true, "\(layer.error ?? "no error after \(frames) frames")")
        layer.update(path: path, position: 1)
        #expect(layer.takeNotices(final: true).count == 1)
    }

    @Test("P1: damaged frames in the middle of a video are counted and reported once")
    func damagedFramesReported() throws {
        let dir = try tempFolder("damaged")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var bytes = [UInt8](try #require(FileManager.default.contents(
            atPath: Self.videos.appendingPathComponent("sample-landscape.mp4").path)))
        var state: UInt64 = 7
        for place in 0..<12 {
            let start = 30_000 + place * 18_000
            for i in start..<start + 400 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes[i] = UInt8(truncatingIfNeeded: state >> 56)
            }
        }
        let path = dir + "/damaged.mp4"
        try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        var model = playerModel()
        model.controllers[0].player?.video = path
        var engine = try launched(model)
        _ = try engine.send(.tap("play"), at: engine.state.time)
        let renderer = try HeadlessRenderer(width: 320, height: 200)
        defer { renderer.close() }
        var notices: [String] = []
        // Through the whole file (10 s) and into the second pass.
        for frame in stride(from: 0.0, through: 10.5, by: 0.25) {
            _ = renderer.render(engine: engine, at: engine.state.time + frame)
            notices += renderer.scene.takeVideoNotices()
        }
        notices += renderer.scene.takeVideoNotices(final: true)
        #expect(notices.count == 1, "\(notices)")
        let notice = try #require(notices.first)
        #expect(notice.hasPrefix("damaged.mp4: ") && notice.hasSuffix("damaged frames skipped")
                || notice == "damaged.mp4: 1 damaged frame skipped", "\(notice)")
    }
}
