// The acceptance state machine without a window: the engine driven as the window
// drives it (the tester's events through willSend/didSend, time passing in ticks).

import Foundation
import OrientationEngine
import Testing

@testable import Scenario

/// A window stand-in: an engine on a clock, the run judging every event.
struct Tester {
    var engine: Engine
    var run: AcceptanceRun
    var time = 0.0
    var requests: [AcceptanceRun.Request] = []

    init(_ text: String) throws {
        try self.init(scenario: try parse(text))
    }

    init(scenario: ScenarioFile) throws {
        engine = scenario.engine
        run = AcceptanceRun(scenario: scenario)
        run.absorb(try engine.send(.launch, at: 0))
        run.begin(engine, at: 0)
        pass(0.5)
    }

    /// The tester (or Space) does something; the app gets a second to settle.
    mutating func act(_ event: Event, sandbox: Bool = false) {
        if sandbox { run.sandboxWillAct() }
        run.willSend(event, engine, at: time)
        do {
            run.absorb(try engine.send(event, at: time))
            run.didSend(engine, at: time)
        } catch {
            run.didSend(engine, at: time, refusal: error.message)
        }
        pass(1)
    }

    /// Space on the current step.
    mutating func space() {
        guard let event = run.sandboxEvent(engine) else { return }
        act(event, sandbox: true)
    }

    /// Time passes in frames of 1/30 s, as the window's loop would see it.
    mutating func pass(_ seconds: Double) {
        let end = time + seconds
        while time < end - 1e-9 {
            time = min(end, time + 1.0 / 30)
            run.absorb((try? engine.send(.tick, at: time)) ?? [])
            requests += run.update(engine, at: time, settled: engine.isSettled(at: time))
        }
    }

    mutating func answer(_ yes: Bool) {
        run.answer(yes, engine, at: time)
        pass(0.1)
    }

    var outcomes: [StepResult.Outcome] { run.results.map(\.outcome) }
}

/// A nav app and a checklist for it, shared with the window's acceptance tests.
let checklistText = (try? String(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/acceptance-checklist.yaml"),
    encoding: .utf8)) ?? ""

/// The checklist's app without its steps, for tests with steps of their own.
let phoneApp = checklistText.components(separatedBy: "steps:\n")[0]

@Suite("Acceptance runs (no window)")
struct AcceptanceRunTests {
    static let checklist = checklistText

    @Test("A tester who follows every instruction passes: every action done, every check held")
    func followsAll() throws {
        var t = try Tester(Self.checklist)
        t.act(.turn(.landscapeLeft))
        #expect(t.run.current == 2, "the expect after the turn was checked once the app settled")
        #expect(t.run.results[1].outcome == .held(2))
        t.answer(true)
        t.act(.turn(.portrait))
        t.act(.tap("Details"))
        t.pass(1)  // the snapshot, then the half-second wait
        #expect(t.run.currentStep?.event == .pop)
        t.act(.tap("Back"))  // Back is the pop the step asks for
        #expect(t.run.ending == .completed)
        #expect(t.run.status == .ok)
        #expect(t.outcomes == [
            .done(.tester), .held(2), .answered(true), .done(.tester), .done(.tester), .held(2),
            .done(.sandbox), .done(.sandbox), .done(.tester), .held(1),
        ])
        #expect(t.requests.contains(.snapshot(step: 6, name: "details")))
        #expect(t.requests.last == .finished)
        #expect(t.run.results.allSatisfy { $0.state != nil }, "every step knows the state it led to")
        let tally = t.run.report.tally
        #expect((tally.expectations, tally.held, tally.failed) == (3, 3, 0))
        #expect((tally.questions, tally.yes, tally.skipped, tally.deviations) == (1, 1, 0, 0))
    }

    @Test("A turn the wrong way is a deviation; the run goes on from the actual state and the check fails")
    func wrongTurn() throws {
        var t = try Tester(Self.checklist)
        t.act(.turn(.landscapeRight))  // asked landscapeLeft
        #expect(t.outcomes[0] == .deviated("turned the device to landscapeRight"))
        guard case .failed(let held, let failures) = t.outcomes[1] else {
            Issue.record("expected a failed check, got \(t.outcomes[1])")
            return
        }
        #expect(held == 1)  // visible: Home still holds
        #expect(failures.map(\.key) == ["interface"])
        #expect(failures.first?.expected == "landscapeRight" && failures.first?.actual == "landscapeLeft")
        #expect(failures.first?.decision?.contains("landscapeLeft") == true)
        #expect(t.run.status == .expectationFailed)
        #expect(t.run.currentStep?.kind == .ask("Is the status bar along the long edge?"))
    }

    @Test("A half turn as two quarter turns: the first is on the way, not a deviation")
    func halfTurn() throws {
        var t = try Tester(phoneApp + """
            steps:
              - rotate: landscapeLeft
              - rotate: landscapeRight
              - expect: {interface: landscapeLeft}
            """)
        t.act(.turn(.landscapeLeft))
        t.act(.turn(.portrait))
        #expect(t.run.current == 1)
        #expect(t.run.note?.contains("on the way") == true)
        t.act(.turn(.landscapeRight))
        #expect(t.outcomes == [.done(.tester), .done(.tester), .held(1)])
        #expect(AcceptanceRun.onTheWay(from: .landscapeLeft, to: .portraitUpsideDown, target: .landscapeRight))
        #expect(!AcceptanceRun.onTheWay(from: .portrait, to: .landscapeRight, target: .landscapeLeft))
        #expect(!AcceptanceRun.onTheWay(from: .faceUp, to: .portrait, target: .landscapeLeft))
    }

    @Test("Space performs the step as the sandbox; a button not on screen is recorded, not fatal")
    func space() throws {
        var t = try Tester(phoneApp + """
            steps:
              - push: Details
              - tap: Details
              - expect: {visible: Details}
            """)
        t.space()
        #expect(t.outcomes[0] == .done(.sandbox))
        t.space()  // "Details" is Home's button; Home is no longer on screen
        guard case .couldNotRun(let why) = t.outcomes[1] else {
            Issue.record("expected couldNotRun, got \(t.outcomes[1])")
            return
        }
        #expect(why.contains("no button 'Details'"))
        #expect(t.outcomes[2] == .held(1))
    }

    @Test("Backspace skips; Esc ends early and leaves the rest not run; actions during a question are deviations")
    func skipEndAndInterrupt() throws {
        var t = try Tester(Self.checklist)
        t.run.skip(t.engine, at: t.time)
        t.pass(0.1)
        #expect(t.outcomes[0] == .skipped)
        #expect(t.outcomes[1] == .failed(held: 1, failures: t.run.results[1].outcome.failures))
        t.act(.systemLock(true))  // while the question waits
        #expect(t.run.results[2].deviations == ["turned the orientation lock on while step 3's question waited for an answer"])
        t.answer(false)
        t.run.end(at: t.time)
        #expect(t.run.ending == .endedEarly(at: 3))
        #expect(t.outcomes[3...].allSatisfy { $0 == .notRun })
        #expect(t.run.status == .expectationFailed)
        let tally = t.run.report.tally
        #expect((tally.expectations, tally.failed, tally.no, tally.skipped, tally.deviations) == (3, 1, 1, 2, 1))
    }

    @Test("Ending before the checks were reached says STOP and exits 1, not a pass; questions counted apart")
    func incomplete() throws {
        var t = try Tester(Self.checklist)
        t.act(.turn(.landscapeLeft))
        t.run.end(at: t.time)
        #expect(t.run.status == .expectationFailed && !t.run.report.hasFailures)
        #expect(TextReport.verdict(t.run.report).hasPrefix("STOP: 2 of 10 steps run · 1 of 3 expectations held (2 checks) · 0 of 1 question answered yes; ended early at step 3 of 10"),
                "\(TextReport.verdict(t.run.report))")
    }

    @Test("An unexpected crash stops the run with status 3; an expected one passes")
    func crashes() throws {
        let app = """
            device: iphone-home
            ios: 9
            app:
              root: Home
            controllers:
              Home:
                buttons:
                  - {title: Show chart, do: [{present: Chart}]}
              Chart:
                supported: landscapeRight
                preferred: landscapeLeft
            steps:
              - tap: Show chart

            """
        var t = try Tester(app + "  - rotate: landscapeLeft\n")
        t.act(.tap("Show chart"))
        #expect(t.run.ending == .stoppedByCrash(at: 1))
        #expect(t.run.status == .crashed && t.run.report.crashStep == 1)
        var covered = try Tester(app + "  - expect: {crashed: true}\n")
        covered.act(.tap("Show chart"))
        #expect(covered.run.ending == .completed)
        #expect(covered.run.status == .ok)
    }

    @Test("wait counts from when the app settled, on the window's clock")
    func waits() throws {
        var t = try Tester(phoneApp + "steps:\n  - wait: 2\n  - expect: {interface: portrait}\n")
        t.pass(1)  // 1.5 s since launch; the wait began once the launch settled
        #expect(t.run.current == 0)
        #expect((t.run.waitRemaining(at: t.time) ?? 0) > 0.4)
        t.pass(1)
        #expect(t.run.ending == .completed)
    }
}

extension StepResult.Outcome {
    var failures: [ExpectationFailure] {
        if case .failed(_, let failures) = self { return failures }
        return []
    }
}
