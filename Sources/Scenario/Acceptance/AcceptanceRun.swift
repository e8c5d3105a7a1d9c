// Acceptance runs (`accept`): a person does a scenario's steps in the window, one at a
// time. This is the step interpreter for a tester: the ledger (shared with the headless
// runner) keeps the trace, crashes and results; this state machine says what comes
// next, judges what was done against it and checks `expect` steps once the app has
// settled. It is pure: the window feeds it the tester's events and its clock, tests the same.

import OrientationEngine

public struct AcceptanceRun: Sendable {
    /// What the window must do for the run.
    public enum Request: Sendable, Equatable {
        /// Thumbnails of the device for these steps, from the next frame drawn.
        case thumbnail([Int])
        /// `snapshot: NAME`: the whole window as NAME.png, from the next frame drawn.
        case snapshot(step: Int, name: String)
        /// The run is over: write the report.
        case finished
    }

    public let scenario: ScenarioFile
    public private(set) var ledger: StepLedger
    /// The 0-based step the tester is on; `results.count` once every step is done.
    public private(set) var current = 0
    /// A passing remark on the current step ("on the way to landscapeRight").
    public private(set) var note: String?

    private var awaitingThumbnail: [Int] = []
    private var thumbnailed: Set<Int> = []
    private var waitStarted: Double?
    private var sandboxActing = false
    private var judged: (index: Int, outcome: StepResult.Outcome)?
    private var lastAction: Int?

    public init(scenario: ScenarioFile) {
        self.scenario = scenario
        ledger = StepLedger(scenario: scenario, runner: .tester, keepsDecisions: true)
    }

    public var report: RunReport { ledger.report }
    public var results: [StepResult] { ledger.report.steps }
    /// Every trace event of the session (what trace.log holds and `expect` reads).
    public var trace: [TraceEvent] { ledger.trace }
    public var ending: RunReport.Ending? { ledger.report.ending }
    public var status: CheckStatus { ledger.report.status }
    public var isFinished: Bool { ending != nil }

    public var currentStep: Step? {
        isFinished || current >= scenario.steps.count ? nil : scenario.steps[current]
    }

    /// The window launched the app: an explicit first `launch` step is that launch.
    public mutating func begin(_ engine: Engine, at time: Double) {
        ledger.start(at: time)
        guard !scenario.steps.isEmpty else { return }
        ledger.begin(0, at: time)
        if scenario.steps[0].event == .launch {
            complete(.done(.sandbox), at: time, thumbnail: true)
            ledger.noteCrash(engine, causedBy: 1)
        } else {
            ledger.noteCrash(engine, causedBy: 0)
        }
    }

    // MARK: the tester's actions

    /// The event Space sends for the current step; nil when it is not an action.
    public func sandboxEvent(_ engine: Engine) -> Event? {
        guard let event = currentStep?.event else { return nil }
        return event == .launch && engine.state.launched ? .relaunch : event
    }

    /// The next event `willSend` sees is the sandbox's own (Space).
    public mutating func sandboxWillAct() { sandboxActing = true }

    /// Before the engine receives an event from the tester (or Space): judges it
    /// against the current step; `didSend` applies the verdict.
    public mutating func willSend(_ event: Event, _ engine: Engine, at time: Double) {
        let actor: StepActor = sandboxActing ? .sandbox : .tester
        sandboxActing = false
        judged = nil
        guard event != .tick, let step = currentStep else { return }
        // The state the earlier steps were waiting to show won't come: keep what there is.
        for index in awaitingThumbnail { ledger.record(engine, into: index) }
        awaitingThumbnail.removeAll()
        if event == .relaunch || event == .launch { ledger.relaunching() }
        guard step.event != nil else {
            ledger.deviation("\(Self.describe(event)) while \(Self.waiting(for: step))", at: current)
            return
        }
        if Self.matches(event, step) {
            judged = (current, .done(actor))
        } else if case .event(.turn(let target)) = step.kind, case .turn(let to) = event,
                  Self.onTheWay(from: engine.state.physical, to: to, target: target) {
            note = "on the way: \(to.name); keep turning to \(target.name)"
        } else {
            judged = (current, .deviated(Self.describe(event)))
        }
    }

    /// After the engine handled the event `willSend` judged; `refusal` is its error.
    public mutating func didSend(_ engine: Engine, at time: Double, refusal: String? = nil) {
        defer { judged = nil }
        if let refusal, currentStep?.event == nil, current < results.count {
            ledger.amendDeviation(" (refused: \(refusal))", at: current)
        }
        guard let (index, outcome) = judged, index == current else { return }
        lastAction = index
        if let refusal {
            if case .deviated(let what) = outcome {
                complete(.deviated("\(what) (refused: \(refusal))"), at: time, thumbnail: true)
            } else {
                complete(.couldNotRun(refusal), at: time, thumbnail: true)
            }
        } else {
            complete(outcome, at: time, thumbnail: true)
        }
        noteCrash(engine)
    }

    /// Everything the engine emitted, in order (the window's ticks included).
    public mutating func absorb(_ output: [Emitted]) {
        ledger.absorb(output)
    }

    /// Y / N on an `ask` step.
    public mutating func answer(_ yes: Bool, _ engine: Engine, at time: Double) {
        guard case .ask = currentStep?.kind else { return }
        ledger.record(engine, into: current)
        complete(.answered(yes), at: time)
    }

    /// Backspace: the current step is not done, and the run goes on.
    public mutating func skip(_ engine: Engine, at time: Double) {
        guard currentStep != nil else { return }
        ledger.record(engine, into: current)
        complete(.skipped, at: time, thumbnail: true)
    }

    /// Esc, or the window closing: the steps left are not run.
    public mutating func end(at time: Double, reason: String? = nil) {
        guard !isFinished else { return }
        ledger.noteEndReason(reason)
        finish(.endedEarly(at: current), at: time)
    }

    // MARK: the clock

    /// Every frame: checks `expect` steps and takes snapshots once the app has settled,
    /// counts `wait` steps down; returns what the window must do.
    public mutating func update(_ engine: Engine, at time: Double, settled: Bool) -> [Request] {
        guard !isFinished else { return [] }
        var requests: [Request] = []
        noteCrash(engine)
        if settled, !awaitingThumbnail.isEmpty {
            for index in awaitingThumbnail { ledger.record(engine, into: index) }
            requests.append(.thumbnail(awaitingThumbnail))
            thumbnailed.formUnion(awaitingThumbnail)
            awaitingThumbnail.removeAll()
        }
        while let step = currentStep {
            if engine.state.crash != nil, !StepLedger.runsAfterCrash(step) {
                finish(.stoppedByCrash(at: current), at: time)
                return requests + [.finished]
            }
            let index = current
            switch step.kind {
            case .expect(let expectation):
                guard settled else { return requests }
                let outcome = ledger.check(expectation, step: step, engine: engine)
                ledger.record(engine, into: index)
                complete(outcome, at: time)
                requests.append(.thumbnail([index]))
                thumbnailed.insert(index)
            case .ask:
                // The question waits for Y / N; the device as it is when asked goes with it.
                if settled, !thumbnailed.contains(index) {
                    ledger.record(engine, into: index)
                    requests.append(.thumbnail([index]))
                    thumbnailed.insert(index)
                }
                return requests
            case .wait(let seconds):
                // Counted from when the app settled, as `check` counts it.
                guard settled || waitStarted != nil else { return requests }
                let start = waitStarted ?? time
                waitStarted = start
                guard time >= start + seconds else { return requests }
                ledger.record(engine, into: index)
                requests.append(.thumbnail([index]))
                complete(.done(.sandbox), at: time)
            case .snapshot(let name):
                guard settled else { return requests }
                ledger.record(engine, into: index)
                requests += [.snapshot(step: index, name: name), .thumbnail([index])]
                complete(.done(.sandbox), at: time)
            case .event:
                return requests  // an action: the tester's move
            }
        }
        // Every step done: the end waits for the last action's effect to be captured.
        guard awaitingThumbnail.isEmpty else { return requests }
        finish(.completed, at: time)
        return requests + [.finished]
    }

    /// Seconds left of the current `wait` step (nil before it starts counting).
    public func waitRemaining(at time: Double) -> Double? {
        guard case .wait(let seconds) = currentStep?.kind, let start = waitStarted else { return nil }
        return max(0, start + seconds - time)
    }

    /// Where the window writes a step's files (set by the window once written).
    public mutating func setFiles(step index: Int, thumbnail: String? = nil, snapshot: String? = nil) {
        ledger.setFiles(step: index, thumbnail: thumbnail, snapshot: snapshot)
    }

    // MARK: private

    private mutating func complete(_ outcome: StepResult.Outcome, at time: Double, thumbnail: Bool = false) {
        ledger.complete(current, outcome, at: time)
        if thumbnail { awaitingThumbnail.append(current) }
        current += 1
        note = nil
        waitStarted = nil
        ledger.begin(current, at: time)
    }

    private mutating func finish(_ ending: RunReport.Ending, at time: Double) {
        awaitingThumbnail.removeAll()
        ledger.finish(ending, at: time)
    }

    /// A crash is held against the last action done, else the step before the current one.
    private mutating func noteCrash(_ engine: Engine) {
        ledger.noteCrash(engine, causedBy: (lastAction ?? max(0, current - 1)) + 1)
    }
}
