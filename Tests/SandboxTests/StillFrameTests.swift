import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// `record` holds a frame that would repeat the last one instead of drawing and encoding
/// it again; it stops past its length limit.
extension RenderTests {
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenarios")

    /// Records `scenario` into a fresh folder; returns the report and the recorder.
    func record(_ scenario: ScenarioFile, size: (Int, Int) = (320, 200), fps: Double = 30, maxSeconds: Double? = nil,
                verify: Bool = false) throws -> (RunReport, ScenarioRecorder, String) {
        let dir = try tempFolder("still")
        let recorder = try ScenarioRecorder(directory: dir, width: size.0, height: size.1, framesPerSecond: fps,
                                           physical: scenario.model.orientation, maxSeconds: maxSeconds)
        defer { recorder.close() }
        recorder.verifyHeldFrames = verify
        let report = try ScenarioRunner(scenario: scenario, observer: recorder).run()
        return (report, recorder, dir)
    }

    @Test("record: every held frame of the bundled scenarios is pixel for pixel the frame before it")
    func heldFramesAreIdentical() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.bundled.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count >= 20)
        // The quick lane checks a few that move a lot; ROTATION_SANDBOX_FULL_TESTS=1 all of them.
        let quick: Set = ["demo.yaml", "player-fullscreen.yaml", "player-transform-fallback.yaml",
                          "ios13-sheet-does-not-rotate.yaml"]
        var held = 0, drawn = 0
        for file in files where TestLane.full || quick.contains(file) {
            var scenario = try ScenarioLoader.load(path: Self.bundled.appendingPathComponent(file).path, options: .probingVideos)
            // A second of rest after every step: animations end, controls hide, frames hold.
            scenario.steps = scenario.steps.flatMap { step in
                [step, Step(.wait(1), index: step.index, line: step.line, keyPath: step.keyPath)]
            }
            let (_, recorder, dir) = try record(scenario, size: (256, 160), fps: 5, verify: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            #expect(recorder.heldFramesThatChanged.isEmpty, "\(file): held frames that changed at \(recorder.heldFramesThatChanged.prefix(5))")
            #expect(recorder.problems.isEmpty, "\(file): \(recorder.problems)")
            held += recorder.framesHeld
            drawn += recorder.framesDrawn
        }
        // Most of a scenario's time is the app at rest.
        #expect(held > drawn, "held \(held), drawn \(drawn)")
    }

    @Test("record: a long wait with nothing moving is a few drawn frames and a recording of the full length")
    func longWaitIsCheap() throws {
        let scenario = try ScenarioLoader.parse(text: """
            app: {root: VC}
            controllers: {VC: {}}
            steps:
              - wait: 120
              - rotate: landscapeLeft
              - wait: 60
            """, file: "wait.yaml")
        let (report, recorder, dir) = try record(scenario)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(report.interruption == nil)
        #expect(recorder.framesDrawn < 60, "drew \(recorder.framesDrawn)")
        #expect(report.endTime > 180 && report.endTime < 181)
        #expect(recorder.framesDrawn + recorder.framesHeld == Int(report.endTime * 30) + 1)
        let video = try VideoSource(path: dir + "/recording.mp4", loop: false)
        defer { video.close() }
        #expect(abs(video.duration - report.endTime) < 0.1, "\(video.duration) s")
        // The turn at 120 s is there: the frame at 150 s differs from the one at 60 s.
        let early = try #require(video.frameBlocking(at: 60)), late = try #require(video.frameBlocking(at: 150))
        #expect(early.pts < 120 && late.pts > 120)
    }

    @Test("record: past its length limit the run stops, the recording ends there, the report says where")
    func lengthLimit() throws {
        let scenario = try ScenarioLoader.parse(text: """
            app: {root: VC}
            controllers: {VC: {}}
            steps:
              - rotate: landscapeLeft
              - wait: 10
              - rotate: portrait
            """, file: "long.yaml")
        let (report, recorder, dir) = try record(scenario, maxSeconds: 2)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let stop = try #require(report.interruption)
        #expect(stop.step == 2)
        #expect(stop.reason == "the recording reached its length limit of 2 s")
        #expect(report.stepsRun == 1)
        #expect(TextReport.summary(of: report).contains("stopped at step 2 of 3 (virtual time 2.033 s): the recording"))
        #expect(recorder.written.contains { $0.hasSuffix("recording.mp4") })
        let video = try VideoSource(path: dir + "/recording.mp4", loop: false)
        defer { video.close() }
        #expect(abs(video.duration - 2.03) < 0.1, "\(video.duration) s")
    }
}
