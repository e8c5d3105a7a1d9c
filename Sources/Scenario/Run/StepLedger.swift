// The bookkeeping both step interpreters share — the headless runner (`check`, `trace`,
// `record`, on a virtual clock) and the acceptance run (`accept`, a person in the
// window): the trace and the window of it the next `expect` reads, crash coverage,
// and each step's result. What differs between them (who acts, when a step is over)
// stays in each interpreter.

import OrientationEngine

public struct StepLedger: Sendable {
    public private(set) var report: RunReport
    /// Every trace event of the run (what trace.log holds).
    public private(set) var trace: [TraceEvent] = []
    /// Start of the trace the next `expect` reads: the events since the previous one.
    private var windowStart = 0
    /// No crash is waiting for a `crashed` expectation.
    private var crashCovered = true
    /// The crash the engine showed at the last look (a relaunch clears it).
    private var lastCrash: Crash?
    private let keepsDecisions: Bool
    /// The last `setStatusBarOrientation:` decision (R20c), until a rotation or a
    /// relaunch puts the status bar back with the interface: what a failing
    /// `statusBar` expectation cites.
    private var statusBarDecision: Decision?

    /// `keepsDecisions`: collect every decision for the report (record, accept).
    public init(scenario: ScenarioFile, runner: RunReport.Runner, keepsDecisions: Bool = false) {
        report = RunReport(scenario: scenario, runner: runner)
        self.keepsDecisions = keepsDecisions
    }

    public var results: [StepResult] { report.steps }

    /// After a crash only observation and a relaunch make sense.
    public static func runsAfterCrash(_ step: Step) -> Bool {
        switch step.kind {
        case .event(.launch), .wait, .snapshot, .expect, .ask: true
        case .event: false
        }
    }

    /// Everything the engine emitted, in order.
    mutating func absorb(_ output: [Emitted]) {
        for item in output {
            switch item {
            case .trace(let event): trace.append(event)
            case .decision(let decision):
                if keepsDecisions { report.decisions.append(decision) }
                if decision.trigger.hasPrefix("setStatusBarOrientation") { statusBarDecision = decision }
            case .rotation: statusBarDecision = nil
            }
        }
    }

    /// Checks an `expect` step against the engine and the trace since the previous one.
    mutating func check(_ expectation: Expectation, step: Step, engine: Engine) -> StepResult.Outcome {
        let checked = Expectations.check(expectation, step: step, engine: engine, window: trace[windowStart...],
                                         statusBarDecision: statusBarDecision)
        windowStart = trace.count
        if checked.coversCrash { crashCovered = true }
        return checked.failures.isEmpty ? .held(checked.held) : .failed(held: checked.held, failures: checked.failures)
    }

    /// Looks for a crash the engine did not show before; `step` (1-based, 0 for the
    /// launch) is the step held responsible.
    mutating func noteCrash(_ engine: Engine, causedBy step: @autoclosure () -> Int) {
        let crash = engine.state.crash
        defer { lastCrash = crash }
        guard let crash, crash != lastCrash else { return }
        report.crash = crash
        report.crashStep = step()
        crashCovered = false
    }

    /// A relaunch forgets the crash; one no expectation covered stays unexpected.
    mutating func relaunching() {
        statusBarDecision = nil
        if !crashCovered { report.unexpectedCrash = true }
        crashCovered = true
    }

    // MARK: steps

    mutating func begin(_ index: Int, at time: Double) {
        guard report.steps.indices.contains(index), report.steps[index].started == nil else { return }
        report.steps[index].started = time
    }

    mutating func complete(_ index: Int, _ outcome: StepResult.Outcome, at time: Double) {
        guard report.steps.indices.contains(index) else { return }
        report.steps[index].outcome = outcome
        report.steps[index].ended = time
    }

    /// The engine's state and last decision for a step, kept from the first look.
    mutating func record(_ engine: Engine, into index: Int) {
        guard report.steps.indices.contains(index), report.steps[index].state == nil else { return }
        report.steps[index].state = StepLedger.stateLine(engine)
        report.steps[index].decision = engine.state.lastDecision?.summary
    }

    mutating func deviation(_ text: String, at index: Int) {
        guard report.steps.indices.contains(index) else { return }
        report.steps[index].deviations.append(text)
    }

    /// Adds to the last deviation noted on a step.
    mutating func amendDeviation(_ suffix: String, at index: Int) {
        guard report.steps.indices.contains(index), let last = report.steps[index].deviations.indices.last else { return }
        report.steps[index].deviations[last] += suffix
    }

    mutating func setFiles(step index: Int, thumbnail: String? = nil, snapshot: String? = nil) {
        guard report.steps.indices.contains(index) else { return }
        if let thumbnail { report.steps[index].thumbnail = thumbnail }
        if let snapshot { report.steps[index].snapshot = snapshot }
    }

    mutating func start(at time: Double) { report.startTime = time }

    /// Something outside stopped the run (Ctrl+C, a length cap); `endReason` for an
    /// acceptance run a signal ended.
    mutating func interrupt(_ interruption: RunInterruption) { report.interruption = interruption }
    mutating func noteEndReason(_ reason: String?) { report.endReason = reason }

    /// The run is over: steps not reached are not run; a crash nothing covered is unexpected.
    mutating func finish(_ ending: RunReport.Ending, at time: Double) {
        report.ending = ending
        report.endTime = time
        if !crashCovered { report.unexpectedCrash = true }
        for index in report.steps.indices where report.steps[index].outcome == .pending {
            report.steps[index].outcome = .notRun
            if report.steps[index].started != nil { report.steps[index].ended = time }
        }
    }

    /// The engine's state in one line, for reports.
    public static func stateLine(_ engine: Engine) -> String {
        let state = engine.state
        if let crash = state.crash { return "crashed: \(crash.reason)" }
        var parts = [
            "device \(state.device.name)", "interface \(state.interface.name)",
            "visible \(engine.name(of: engine.visibleController))",
        ]
        if engine.visibleFullScreen { parts.append("full screen") }
        if engine.visibleLock { parts.append("player locked") }
        if state.systemLock { parts.append("orientation lock on") }
        return parts.joined(separator: " · ")
    }
}
