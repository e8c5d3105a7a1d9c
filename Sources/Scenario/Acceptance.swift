// Acceptance runs (`accept`): a person does a scenario's steps in the window, one at a
// time. This state machine says what comes next, judges what was done against it,
// checks `expect` steps once the app has settled and keeps what the report needs.
// It is pure: the window feeds it the tester's events and its clock, tests the same.

import OrientationEngine

/// Who did an action step.
public enum AcceptanceActor: String, Sendable {
    case tester, sandbox
}

public struct AcceptanceStepResult: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// Not reached yet, or the current step.
        case pending
        /// Done as instructed (actions; waits and snapshots by the sandbox).
        case done(AcceptanceActor)
        /// An action done differently: what was done instead.
        case deviated(String)
        /// An action the app refused (Space on a button that is not on screen): why.
        case couldNotRun(String)
        /// An `expect` whose keys all held (how many).
        case held(Int)
        case failed(held: Int, failures: [ExpectationFailure])
        /// An `ask` answered yes or no.
        case answered(Bool)
        /// Skipped with Backspace.
        case skipped
        /// The run ended (Esc, the window closed, a crash) before this step.
        case notRun
    }

    public var step: Step
    public var outcome: Outcome = .pending
    /// What was done while this step waited (a check, a question) that it did not ask for.
    public var deviations: [String] = []
    /// When the step became current and when it ended, on the window's clock (seconds).
    public var started: Double?
    public var ended: Double?
    /// The engine's state and last decision once the step's effect settled.
    public var state: String?
    public var decision: String?
    /// Images the window wrote for this step, relative to the output folder.
    public var thumbnail: String?
    public var snapshot: String?

    public init(step: Step) { self.step = step }

    /// A deviation or an action the app refused.
    public var isDeviation: Bool {
        switch outcome {
        case .deviated, .couldNotRun: true
        default: !deviations.isEmpty
        }
    }
}

public struct AcceptanceRun: Sendable {
    public enum Ending: Sendable, Equatable {
        case completed
        /// Esc or the window closed before this 0-based step.
        case endedEarly(at: Int)
        /// The app had crashed and this 0-based step cannot run on a crashed app.
        case stoppedByCrash(at: Int)
    }

    /// What the window must do for the run.
    public enum Request: Sendable, Equatable {
        /// Thumbnails of the device for these steps, from the next frame drawn.
        case thumbnail([Int])
        /// `snapshot: NAME`: the whole window as NAME.png, from the next frame drawn.
        case snapshot(step: Int, name: String)
        /// The run is over: write the report.
        case finished
    }

    public let scenario: Scenario
    public private(set) var results: [AcceptanceStepResult]
    /// The 0-based step the tester is on; `results.count` once every step is done.
    public private(set) var current = 0
    /// Every trace event of the session (what trace.log holds and `expect` reads).
    public private(set) var trace: [TraceEvent] = []
    public private(set) var ending: Ending?
    /// Why the run ended early when the tester did not end it ("interrupted (SIGINT)").
    public private(set) var endReason: String?
    /// The last R17 crash, the 1-based step that caused it, and whether no `crashed`
    /// expectation covered it.
    public private(set) var crash: Crash?
    public private(set) var crashStep: Int?
    public private(set) var unexpectedCrash = false
    /// A passing remark on the current step ("on the way to landscapeRight").
    public private(set) var note: String?

    private var crashCovered = true
    private var crashSeen = false
    /// Start of the trace the next `expect` reads (events since the previous one).
    private var windowStart = 0
    private var awaitingThumbnail: [Int] = []
    private var thumbnailed: Set<Int> = []
    private var waitStarted: Double?
    private var sandboxActing = false
    private var judged: (index: Int, outcome: AcceptanceStepResult.Outcome)?
    private var lastAction: Int?

    public init(scenario: Scenario) {
        self.scenario = scenario
        results = scenario.steps.map { AcceptanceStepResult(step: $0) }
    }

    public var isFinished: Bool { ending != nil }

    public var currentStep: Step? {
        isFinished || current >= results.count ? nil : scenario.steps[current]
    }

    /// The window launched the app: an explicit first `launch` step is that launch.
    public mutating func begin(_ engine: Engine, at time: Double) {
        guard !results.isEmpty else { return }
        results[0].started = time
        if case .launch = scenario.steps[0].kind { complete(.done(.sandbox), at: time, thumbnail: true) }
        noteCrash(engine)
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
        let actor: AcceptanceActor = sandboxActing ? .sandbox : .tester
        sandboxActing = false
        judged = nil
        guard event != .tick, let step = currentStep else { return }
        // The state the earlier steps were waiting to show won't come: keep what there is.
        for index in awaitingThumbnail { record(engine, into: index) }
        awaitingThumbnail.removeAll()
        if event == .relaunch || event == .launch, crashSeen {
            // A relaunch forgets the crash; one no expectation covered stays unexpected.
            if !crashCovered { unexpectedCrash = true }
            crashCovered = true
        }
        guard step.event != nil else {
            results[current].deviations.append("\(Self.describe(event)) while \(Self.waiting(for: step))")
            return
        }
        if Self.matches(event, step) {
            judged = (current, .done(actor))
        } else if case .rotate(let target) = step.kind, case .turn(let to) = event,
                  Self.onTheWay(from: engine.state.physical, to: to, target: target) {
            note = "on the way: \(to.name); keep turning to \(target.name)"
        } else {
            judged = (current, .deviated(Self.describe(event)))
        }
    }

    /// After the engine handled the event `willSend` judged; `refusal` is its error.
    public mutating func didSend(_ engine: Engine, at time: Double, refusal: String? = nil) {
        defer { judged = nil }
        if let refusal, currentStep?.event == nil, !results.isEmpty, current < results.count,
           let last = results[current].deviations.indices.last {
            results[current].deviations[last] += " (refused: \(refusal))"
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
        for case .trace(let event) in output { trace.append(event) }
    }

    /// Y / N on an `ask` step.
    public mutating func answer(_ yes: Bool, _ engine: Engine, at time: Double) {
        guard case .ask = currentStep?.kind else { return }
        record(engine, into: current)
        complete(.answered(yes), at: time)
    }

    /// Backspace: the current step is not done, and the run goes on.
    public mutating func skip(_ engine: Engine, at time: Double) {
        guard currentStep != nil else { return }
        record(engine, into: current)
        complete(.skipped, at: time, thumbnail: true)
    }

    /// Esc, or the window closing: the steps left are not run. `reason`: why, when it
    /// was not the tester (Ctrl+C in the terminal).
    public mutating func end(at time: Double, reason: String? = nil) {
        guard !isFinished else { return }
        endReason = reason
        for index in current..<results.count where results[index].outcome == .pending {
            results[index].outcome = .notRun
        }
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
            for index in awaitingThumbnail { record(engine, into: index) }
            requests.append(.thumbnail(awaitingThumbnail))
            thumbnailed.formUnion(awaitingThumbnail)
            awaitingThumbnail.removeAll()
        }
        while let step = currentStep {
            if engine.state.crash != nil, !Self.runsAfterCrash(step) {
                for index in current..<results.count { results[index].outcome = .notRun }
                finish(.stoppedByCrash(at: current), at: time)
                return requests + [.finished]
            }
            let index = current
            switch step.kind {
            case .expect(let expectation):
                guard settled else { return requests }
                let checked = Expectations.check(expectation, step: step, engine: engine, window: trace[windowStart...])
                windowStart = trace.count
                if checked.coversCrash { crashCovered = true }
                record(engine, into: index)
                complete(checked.failures.isEmpty ? .held(checked.held)
                         : .failed(held: checked.held, failures: checked.failures), at: time)
                requests.append(.thumbnail([index]))
                thumbnailed.insert(index)
            case .ask:
                // The question waits for Y / N; the device as it is when asked goes with it.
                if settled, !thumbnailed.contains(index) {
                    record(engine, into: index)
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
                record(engine, into: index)
                requests.append(.thumbnail([index]))
                complete(.done(.sandbox), at: time)
            case .snapshot(let name):
                guard settled else { return requests }
                record(engine, into: index)
                requests += [.snapshot(step: index, name: name), .thumbnail([index])]
                complete(.done(.sandbox), at: time)
            default:
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
        guard results.indices.contains(index) else { return }
        if let thumbnail { results[index].thumbnail = thumbnail }
        if let snapshot { results[index].snapshot = snapshot }
    }

    // MARK: private

    private mutating func complete(_ outcome: AcceptanceStepResult.Outcome, at time: Double, thumbnail: Bool = false) {
        results[current].outcome = outcome
        results[current].ended = time
        if thumbnail { awaitingThumbnail.append(current) }
        current += 1
        note = nil
        waitStarted = nil
        if current < results.count { results[current].started = time }
    }

    private mutating func finish(_ ending: Ending, at time: Double) {
        self.ending = ending
        awaitingThumbnail.removeAll()
        if !crashCovered { unexpectedCrash = true }
        if current < results.count, results[current].started != nil, results[current].ended == nil,
           results[current].outcome == .notRun {
            results[current].ended = time
        }
    }

    private mutating func noteCrash(_ engine: Engine) {
        let crashed = engine.state.crash
        defer { crashSeen = crashed != nil }
        guard let crashed, !crashSeen else { return }
        crash = crashed
        crashStep = (lastAction ?? max(0, current - 1)) + 1
        crashCovered = false
    }

    private mutating func record(_ engine: Engine, into index: Int) {
        guard results.indices.contains(index), results[index].state == nil else { return }
        results[index].state = Self.stateLine(engine)
        results[index].decision = engine.state.lastDecision?.summary
    }

    private static func runsAfterCrash(_ step: Step) -> Bool {
        switch step.kind {
        case .launch, .wait, .snapshot, .expect, .ask: true
        default: false
        }
    }
}
