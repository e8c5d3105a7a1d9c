import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// `record` holds a frame that would repeat the last one instead of drawing and encoding
/// it again — judged as the window judges whether to draw — and stops past its length limit.
extension RenderTests {
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenarios")

    /// Records `scenario` into a fresh folder; returns the report and the recorder.
    func record(_ scenario: ScenarioFile, size: (Int, Int) = (320, 200), fps: Double = 30, maxSeconds: Double? = nil)
        throws -> (RunReport, ScenarioRecorder, String)
    {
        let dir = try tempFolder("still")
        let recorder = try ScenarioRecorder(directory: dir, width: size.0, height: size.1, framesPerSecond: fps,
                                           physical: scenario.model.orientation, maxSeconds: maxSeconds)
        defer { recorder.close() }
        let report = try ScenarioRunner(scenario: scenario, observer: recorder).run()
        return (report, recorder, dir)
    }

    @Test("record's judge (the frame model's damage, as the window's) holds no frame that differs from a whole redraw of it")
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
            let checker = try HeldFrameChecker(width: 256, height: 160, fps: 5, physical: scenario.model.orientation)
            defer { checker.close() }
            _ = try ScenarioRunner(scenario: scenario, observer: checker).run()
            #expect(checker.heldThatDiffer.isEmpty, "\(file): held frames that differ at \(checker.heldThatDiffer.prefix(5))")
            #expect(checker.checked > 0)
            held += checker.held
            drawn += checker.drawn
        }
        // Most of a scenario's time is the app at rest.
        #expect(held > drawn, "held \(held), drawn \(drawn)")
    }

    @Test("record's defaults on scenarios that switch tabs (30 fps, a second held after each step): every held frame is a whole redraw's pixels",
          .enabled(if: TestLane.full), arguments: ["demo.yaml", "each-screen-decides.yaml"])
    func everyHeldFrameAtTheDefaults(_ file: String) throws {
        let scenario = try ScenarioLoader.load(path: Self.bundled.appendingPathComponent(file).path, options: .probingVideos)
        let checker = try HeldFrameChecker(width: 640, height: 400, fps: 30, physical: scenario.model.orientation)
        checker.checksEvery = true
        defer { checker.close() }
        _ = try ScenarioRunner(scenario: scenario, observer: checker, hold: 1).run()
        #expect(checker.heldThatDiffer.isEmpty, "held frames that differ at \(checker.heldThatDiffer.prefix(10))")
        // The tab switch's 0.35 s, in which nothing on screen moves, among them.
        #expect(checker.held > 5 * checker.drawn, "held \(checker.held), drawn \(checker.drawn)")
    }

    @Test("record: a long wait with nothing moving is a few drawn frames and a recording of the full length")
    func longWaitIsCheap() throws {
        let scenario = try ScenarioLoader.parse(text: """
            app: {root: VC}
            controllers: {VC: {}}
            steps:
              - wait: 24
              - rotate: landscapeLeft
              - wait: 12
            """, file: "wait.yaml")
        let (report, recorder, dir) = try record(scenario)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(report.interruption == nil)
        #expect(recorder.framesDrawn < 60, "drew \(recorder.framesDrawn)")
        #expect(report.endTime > 36 && report.endTime < 37)
        #expect(recorder.framesDrawn + recorder.framesHeld == Int(report.endTime * 30) + 1)
        let video = try VideoSource(path: dir + "/recording.mp4", loop: false)
        defer { video.close() }
        #expect(abs(video.duration - report.endTime) < 0.1, "\(video.duration) s")
        // The turn at 24 s is there: the frame at 30 s differs from the one at 12 s.
        let early = try #require(video.frameBlocking(at: 12)), late = try #require(video.frameBlocking(at: 30))
        #expect(early.pts < 24 && late.pts > 24)
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

/// The frames of a run judged as `record` judges them (`HeadlessRenderer.nextRecordedFrame`);
/// the first and the last held frame of each run of them is drawn whole on a fresh
/// renderer and compared with the frame it holds. `@unchecked Sendable`: the runner calls
/// on the main thread, as it does the recorder.
final class HeldFrameChecker: ScenarioObserver, @unchecked Sendable {
    let framesPerSecond: Double
    private let renderer: HeadlessRenderer
    private var pending: [Emitted] = []
    private var last: RGBAImage?
    /// The newest held frame not checked yet: the window as it was, the engine, the time.
    private var unchecked: (window: WindowState, engine: Engine, time: Double)?
    private var firstOfRun = true
    /// Every held frame is checked, not just the first and last of each run.
    var checksEvery = false
    private(set) var held = 0, drawn = 0, checked = 0
    /// Times of held frames whose whole redraw differs from the frame held.
    private(set) var heldThatDiffer: [Double] = []

    @MainActor
    init(width: Int, height: Int, fps: Double, physical: DeviceOrientation) throws {
        framesPerSecond = fps
        renderer = try HeadlessRenderer(width: width, height: height, physical: physical)
    }

    func willRun(_ step: Step, _ engine: Engine, at time: Double) {
        MainActor.assumeIsolated { renderer.apply(.stepBegins, at: time, engine: engine) }
    }

    func emitted(_ output: [Emitted], _ engine: Engine) { pending += output }

    func frame(_ engine: Engine, at time: Double) {
        MainActor.assumeIsolated {
            let next = renderer.nextRecordedFrame(engine: engine, at: time, emitted: pending)
            pending = []
            if let next {
                checkUnchecked()
                last = renderer.drawRecorded(next)
                drawn += 1
                firstOfRun = true
                return
            }
            held += 1
            guard let window = renderer.state else { return }
            if firstOfRun || checksEvery {
                firstOfRun = false
                check(window, engine, at: time)
            } else {
                unchecked = (window, engine, time)
            }
        }
    }

    func finished(_ report: RunReport, _ engine: Engine) {
        MainActor.assumeIsolated { checkUnchecked() }
    }

    @MainActor
    private func checkUnchecked() {
        if let unchecked { check(unchecked.window, unchecked.engine, at: unchecked.time) }
        unchecked = nil
    }

    @MainActor
    private func check(_ window: WindowState, _ engine: Engine, at time: Double) {
        guard let last, let fresh = try? HeadlessRenderer(width: renderer.width, height: renderer.height) else {
            return heldThatDiffer.append(time)
        }
        defer { fresh.close() }
        fresh.state = window
        checked += 1
        if differingPixels(fresh.render(engine: engine, at: time), last) != [] { heldThatDiffer.append(time) }
    }

    @MainActor
    func close() { renderer.close() }
}
