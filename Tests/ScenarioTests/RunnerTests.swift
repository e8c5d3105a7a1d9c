// The runner: virtual clock, settling, expectations, crashes, observer hooks.

import OrientationEngine
import Testing
@testable import Scenario

/// Records what a renderer would see.
final class RecordingObserver: ScenarioObserver {
    var framesPerSecond: Double { 10 }
    var frames: [Double] = []
    var snapshots: [(String, Double, InterfaceOrientation)] = []
    var stepsSeen = 0
    var emittedCount = 0
    var finished = false

    func frame(_ engine: Engine, at time: Double) { frames.append(time) }
    func snapshot(named name: String, _ engine: Engine, at time: Double) -> String? {
        snapshots.append((name, time, engine.state.interface))
        return "\(name).png"
    }
    func willRun(_ step: Step, _ engine: Engine, at time: Double) { stepsSeen += 1 }
    func emitted(_ output: [Emitted], _ engine: Engine) { emittedCount += output.count }
    func finished(_ report: RunReport, _ engine: Engine) { finished = true }
}

func run(_ text: String, observer: ScenarioObserver? = nil) throws -> (RunReport, ScenarioRunner) {
    let runner = ScenarioRunner(scenario: try parse(text), observer: observer)
    return (try runner.run(), runner)
}

struct RunnerTests {
    static let rotating = """
        ios: 13
        device: iphone-home
        app:
          root: VC
        controllers:
          VC: {supported: allButUpsideDown}
        steps:

        """

    @Test("every state expectation holds after a rotation (R2, R12, R23)")
    func stateExpectations() throws {
        let (report, runner) = try run(Self.rotating + """
              - rotate: landscapeLeft
              - expect:
                  device: landscapeLeft
                  physical: landscapeLeft
                  interface: landscapeRight
                  statusBar: {orientation: landscapeRight, hidden: true}
                  visible: VC
                  decider: VC
                  fullScreen: false
                  locked: false
                  transform: {window: identity}
                  crashed: false
            """)
        #expect(report.failures == [])
        #expect(report.held == 11)
        #expect(report.status == .ok)
        #expect(report.stepsRun == 2 && report.stepsTotal == 2)
        // The step settled: the 0.3 s rotation finished before the expectation.
        #expect(runner.time == 0.3)
        #expect((runner.engine.state.rotation?.end ?? 0) <= runner.time)
    }

    @Test("a failing expectation reports step, key, expected, actual and the decision")
    func failure() throws {
        let (report, _) = try run(Self.rotating + """
              - rotate: landscapeLeft
              - expect: {interface: portrait}
            """)
        #expect(report.status == .expectationFailed)
        let failure = try #require(report.failures.first)
        #expect(failure.step == 2 && failure.line == 9 && failure.key == "interface")
        #expect(failure.expected == "portrait" && failure.actual == "landscapeRight")
        #expect(failure.decision?.contains("allButUpsideDown") == true)
    }

    @Test("trace expectations read the window since the previous expect")
    func traceWindow() throws {
        let (report, _) = try run(Self.rotating + """
              - expect: {trace: {has: ["-[VC viewDidAppear:]"]}}
              - rotate: landscapeLeft
              - expect:
                  trace:
                    has: ["-[VC viewWillTransitionToSize:withTransitionCoordinator:]"]
                    lacks: ["-[VC viewDidAppear:]", "-[VC willRotateToInterfaceOrientation:duration:]"]
                    order: ["-[VC supportedInterfaceOrientations]", "-[VC viewWillLayoutSubviews]", "-[VC traitCollectionDidChange:]"]
              - expect: {trace: {has: ["-[VC viewDidAppear:]"]}}
            """)
        #expect(report.held == 4)
        #expect(report.failures.map(\.key) == ["trace.has"])
        #expect(report.failures.first?.step == 4)
    }

    @Test("order is a subsequence check")
    func subsequence() {
        #expect(Expectations.subsequence(["a", "c"], in: ["a", "b", "c"]).0)
        #expect(!Expectations.subsequence(["c", "a"], in: ["a", "b", "c"]).0)
        #expect(Expectations.subsequence(["c", "a"], in: ["a", "b", "c"]).1 == "'a' not found after 'c' (it occurs earlier)")
        #expect(Expectations.subsequence([], in: []).0)
    }

    @Test("console.has matches substrings of console lines (R20a on iOS 16)")
    func console() throws {
        let (report, _) = try run("""
            ios: 16
            app:
              root: VC
            controllers:
              VC:
                buttons: [{title: Force, do: [{forceDevice: landscapeRight}]}]
            steps:
              - tap: Force
              - expect: {interface: portrait, console: {has: ["Setting UIDevice.orientation is not supported"]}}
            """)
        #expect(report.failures == [] && report.held == 2)
    }

    static let crashing = """
        app:
          plist: [portrait]
          root: VC
        controllers:
          VC: {supported: landscape}
        steps:

        """

    @Test("R17a crash at launch: covered by crashed, else status 3")
    func crash() throws {
        let (covered, _) = try run(Self.crashing + "  - expect: {crashed: no common orientation}\n")
        #expect(covered.status == .ok && covered.crash != nil && covered.crashStep == 0)
        let (uncovered, _) = try run(Self.crashing + "  - expect: {interface: portrait}\n")
        #expect(uncovered.status == .crashed && uncovered.unexpectedCrash)
        let (denied, _) = try run(Self.crashing + "  - expect: {crashed: false}\n")
        #expect(denied.status == .crashed && denied.failures.map(\.key) == ["crashed"])
    }

    @Test("after a crash, steps that need a live app are not run")
    func stopsAfterCrash() throws {
        let (report, _) = try run(Self.crashing + """
              - expect: {crashed: true}
              - rotate: landscapeLeft
              - expect: {interface: landscapeRight}
            """)
        #expect(report.stoppedAt == 2 && report.stepsRun == 1)
        #expect(report.status == .ok)
    }

    @Test("wait moves the virtual clock; ask is never asked headless")
    func waitAndAsk() throws {
        let (report, runner) = try run(Self.rotating + """
              - wait: 1.5
              - ask: Does it look right?
              - rotate: landscapeLeft
              - wait: 0.1
            """)
        #expect(abs(runner.time - 1.9) < 1e-9)
        #expect(report.questions == [Question(step: 2, line: 9, text: "Does it look right?")])
        #expect(report.status == .ok)
    }

    @Test("the observer sees every frame, each step and each snapshot")
    func observer() throws {
        let observer = RecordingObserver()
        let (report, _) = try run(Self.rotating + """
              - snapshot: before
              - rotate: landscapeLeft
              - snapshot: after
              - wait: 0.5
            """, observer: observer)
        #expect(report.endTime == 0.8)
        #expect(observer.frames.count == 9)
        #expect(observer.frames.first == 0 && observer.frames.last == 0.8)
        #expect(observer.snapshots.map(\.0) == ["before", "after"])
        #expect(observer.snapshots.map(\.1) == [0, 0.3])
        #expect(observer.snapshots.map(\.2) == [.portrait, .landscapeRight])
        #expect(report.steps.compactMap(\.snapshot) == ["before.png", "after.png"], "the files the observer wrote")
        #expect(observer.stepsSeen == 4 && observer.emittedCount > 0 && observer.finished)
    }

    @Test("a run that stopped before its last step never reads ok, in check's line or the verdict; one vocabulary")
    func stoppedIsNotOk() throws {
        let runner = ScenarioRunner(scenario: try parse(Self.rotating + """
              - expect: {interface: portrait}
              - rotate: landscapeLeft
              - expect: {interface: landscapeRight}
            """))
        try runner.start()
        #expect(try runner.runNextStep() != nil)
        let report = runner.finish()
        #expect(report.status == .ok, "nothing failed")
        #expect(TextReport.summary(of: report).hasPrefix("STOP  test.yaml  1 of 3 steps run · 1 of 2 expectations held (1 check)\n"))
        #expect(TextReport.verdict(report).hasPrefix("STOP: 1 of 3 steps run · 1 of 2 expectations held (1 check)"))
    }

    @Test("step by step: start, runNextStep until nil, finish")
    func stepByStep() throws {
        let runner = ScenarioRunner(scenario: try parse(Self.rotating + """
              - rotate: landscapeLeft
              - expect: {interface: landscapeRight}
            """))
        try runner.start()
        #expect(runner.engine.state.launched && runner.nextStepIndex == 0 && !runner.isFinished)
        #expect(try runner.runNextStep()?.kind == .event(.turn(.landscapeLeft)))
        #expect(runner.engine.state.interface == .landscapeRight)
        #expect(try runner.runNextStep() != nil)
        #expect(try runner.runNextStep() == nil && runner.isFinished)
        let report = runner.finish()
        #expect(report.held == 1 && report.stepsRun == 2)
        #expect(TextReport.summary(of: report) == "ok    test.yaml  2 of 2 steps run · 1 of 1 expectation held (1 check)\n")
    }

    @Test("a generated file of 50,000 steps runs through (5,000 in the quick lane)")
    func fiftyThousandSteps() throws {
        let count = TestLane.full ? 50_000 : 5_000
        var text = Self.rotating
        let cycle = ["  - rotate: landscapeLeft\n", "  - rotate: portrait\n", "  - rotate: faceUp\n",
                     "  - expect: {physical: faceUp}\n", "  - wait: 0.01\n"]
        for index in 0..<count { text += cycle[index % cycle.count] }
        let path = try TestFiles.write(text, name: "long.yaml")
        let scenario = try ScenarioLoader.load(path: path)
        #expect(scenario.steps.count == count)
        let report = try ScenarioRunner(scenario: scenario).run()
        #expect(report.stepsRun == count)
        #expect(report.held == count / 5 && report.status == .ok)
    }
}
