import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

extension RenderTests {
    static let recordedScenario = """
        name: record me
        device: iphone-faceid
        ios: 17
        app:
          plist: [portrait, landscapeLeft, landscapeRight]
          root: NavVC
        controllers:
          NavVC:
            kind: nav
            stack: [ViewController]
            supported: top
          ViewController:
            supported: allButUpsideDown
            buttons:
              - {title: Present landscape, do: [{present: LandscapeVC}]}
          LandscapeVC:
            supported: landscape
        steps:
          - rotate: landscapeLeft
          - snapshot: turned
          - tap: Present landscape
          - wait: 1
          - snapshot: presented
        """

    @Test("record: the runner's frames become recording.mp4, snapshots become PNGs")
    func recorder() throws {
        let dir = NSTemporaryDirectory() + "sandbox-record-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = try ScenarioLoader.parse(text: Self.recordedScenario, file: "record.yaml")
        let recorder = try ScenarioRecorder(directory: dir, width: 640, height: 400,
                                           physical: scenario.model.orientation)
        defer { recorder.close() }
        let runner = ScenarioRunner(scenario: scenario, observer: recorder)
        let report = try runner.run()
        #expect(report.failures.isEmpty)
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
        for name in ["turned.png", "presented.png", "recording.mp4"] {
            #expect(FileManager.default.fileExists(atPath: dir + "/" + name), "\(name)")
        }
        let png = try PNGFile.read(path: dir + "/presented.png")
        #expect(png.width == 640 && png.height == 400)
        #expect(report.steps.compactMap(\.snapshot) == ["turned.png", "presented.png"])
        if let shots = TestLane.shotsFolder {
            try? FileManager.default.copyItem(atPath: dir + "/presented.png", toPath: shots + "/record-presented.png")
        }
    }

    @Test("a recording that cannot be created says so once, as an output problem, not an SDL error")
    func unwritableRecording() throws {
        let dir = "/proc/no-such-folder-\(getpid())"
        do {
            let recorder = try ScenarioRecorder(directory: dir, width: 320, height: 200)
            recorder.close()
            Issue.record("a recorder opened in \(dir)")
        } catch {
            let text = "\(error)"
            #expect(!text.contains("SDL"), "\(text)")
            #expect(text.hasPrefix("cannot write \(dir)/recording.mp4: "), "\(text)")
            #expect(text.components(separatedBy: "cannot write").count == 2, "\(text)")
        }
    }

    @Test("record onto a full disk: the writer's error is one line, the run goes on to its report, nothing hangs",
          .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
    func recordOntoFullDisk() throws {
        let dir = try tempFolder("full")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/recording.mp4", withDestinationPath: "/dev/full")
        // A player with sound: its track and the picture both meet the full disk.
        let scenario = try ScenarioLoader.load(path: Self.bundled.appendingPathComponent("player-fullscreen.yaml").path,
                                               options: .probingVideos)
        let recorder = try ScenarioRecorder(directory: dir, width: 320, height: 200, physical: scenario.model.orientation)
        defer { recorder.close() }
        let report = try ScenarioRunner(scenario: scenario, observer: recorder).run()
        #expect(report.status == .ok)
        #expect(recorder.problems == ["recording.mp4: cannot write \(dir)/recording.mp4: No space left on device"],
                "\(recorder.problems)")
        #expect(!recorder.written.contains { $0.hasSuffix("recording.mp4") })
        #expect(recorder.framesDrawn > 10)
    }
}
