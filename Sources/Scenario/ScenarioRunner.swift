// Replays a scenario's steps on the engine with a virtual clock.

import OrientationEngine

public final class ScenarioRunner {
    public let scenario: Scenario
    public private(set) var engine: Engine
    /// The virtual clock, seconds.
    public private(set) var time: Double = 0
    /// Every trace event so far.
    public private(set) var trace: [TraceEvent] = []
    public let observer: ScenarioObserver?

    private var nextFrame = 0
    /// Start of the trace window the next `expect` reads.
    private var windowStart = 0
    private var report: RunReport

    /// Runaway guard for an engine that keeps scheduling work at the same instant.
    private static let maxTicksPerSettle = 100_000

    public init(scenario: Scenario, observer: ScenarioObserver? = nil) throws(ScenarioError) {
        self.scenario = scenario
        self.observer = observer
        do {
            engine = try Engine(model: scenario.model)
        } catch {
            throw scenario.error(at: error.keyPath, error.message)
        }
        report = RunReport(file: scenario.file, stepsTotal: scenario.steps.count)
    }

    /// Runs every step. Throws only for an invalid file (a step the app cannot take).
    public func run() throws(ScenarioError) -> RunReport {
        try start()
        while try runNextStep() != nil {}
        return finish()
    }

    // MARK: step by step (the window app plays steps at its own pace)

    /// The next step `runNextStep` runs; `scenario.steps.count` when done.
    public private(set) var nextStepIndex = 0
    private var started = false
    private var stopped = false
    /// No crash is waiting for a `crashed` expectation.
    private var crashCovered = true

    public var isFinished: Bool { stopped || halted || nextStepIndex >= scenario.steps.count }

    /// The observer stopped the run (Ctrl+C, a length cap): nothing more is sent or drawn.
    private var halted: Bool { report.interruption != nil }
    /// 1-based step being run, nil between steps.
    private var runningStep: Int?

    /// Launches the app unless the first step is an explicit `launch`.
    public func start() throws(ScenarioError) {
        guard !started else { return }
        started = true
        guard scenario.steps.first?.kind != .launch else { return }
        try perform(.launch, for: nil)
        try settle(for: nil)
        if let crash = engine.state.crash {
            report.crash = crash
            report.crashStep = 0
            crashCovered = false
        }
    }

    /// Runs one step and returns it; nil when there is nothing left to run.
    @discardableResult
    public func runNextStep() throws(ScenarioError) -> Step? {
        try start()
        guard !isFinished, !shouldStop(at: time) else { return nil }
        let step = scenario.steps[nextStepIndex]
        if engine.state.crash != nil, !Self.runsAfterCrash(step) {
            report.stoppedAt = step.index + 1
            stopped = true
            return nil
        }
        nextStepIndex += 1
        observer?.willRun(step, engine, at: time)
        let crashBefore = engine.state.crash
        runningStep = step.index + 1
        try run(step)
        runningStep = nil
        if halted { return step }
        report.stepsRun += 1
        if let crash = engine.state.crash, crash != crashBefore {
            report.crash = crash
            report.crashStep = step.index + 1
            crashCovered = false
        }
        return step
    }

    /// Offers the last frames and closes the report.
    public func finish() -> RunReport {
        if !crashCovered { report.unexpectedCrash = true }
        if !halted { renderFrames(through: time) }
        report.endTime = time
        observer?.finished(report, engine)
        return report
    }

    /// After a crash only observation and a relaunch make sense.
    private static func runsAfterCrash(_ step: Step) -> Bool {
        switch step.kind {
        case .launch, .wait, .snapshot, .expect, .ask: true
        default: false
        }
    }

    private func run(_ step: Step) throws(ScenarioError) {
        switch step.kind {
        case .launch:
            if engine.state.launched {
                // A relaunch forgets the old crash; an unexpected one stays unexpected.
                if !crashCovered { report.unexpectedCrash = true }
                crashCovered = true
                try perform(.relaunch, for: step)
            } else {
                try perform(.launch, for: step)
            }
            try settle(for: step)
        case .wait(let seconds):
            try advance(to: time + seconds, for: step)
        case .snapshot(let name):
            renderFrames(through: time)
            if !halted { observer?.snapshot(named: name, engine, at: time) }
        case .expect(let expectation):
            let window = trace[windowStart...]
            let results = Expectations.check(expectation, step: step, engine: engine, window: window)
            report.held += results.held
            report.failures += results.failures
            if results.coversCrash { crashCovered = true }
            windowStart = trace.count
        case .ask(let text):
            report.questions.append(Question(step: step.index + 1, line: step.line, text: text))
        default:
            guard let event = step.event else { return }
            try perform(event, for: step)
            try settle(for: step)
        }
    }

    // MARK: the clock

    /// Sends one event at the current time.
    private func perform(_ event: Event, for step: Step?) throws(ScenarioError) {
        try send(event, at: time, for: step)
    }

    private func send(_ event: Event, at moment: Double, for step: Step?) throws(ScenarioError) {
        renderFrames(before: moment)
        guard !halted else { return }
        time = max(time, moment)
        let output: [Emitted]
        do {
            output = try engine.send(event, at: time)
        } catch {
            let keyPath = step?.keyPath ?? "steps"
            throw scenario.error(at: keyPath, error.message, line: step?.line)
        }
        for case .trace(let event) in output { trace.append(event) }
        observer?.emitted(output, engine)
    }

    /// Lets every running transition end: ticks at each deadline, then lets the clock
    /// pass the end of animations that schedule nothing (view transforms).
    private func settle(for step: Step?) throws(ScenarioError) {
        var ticks = 0
        while !halted, let due = engine.nextDeadline, ticks < Self.maxTicksPerSettle {
            ticks += 1
            let before = time
            try send(.tick, at: max(due, time), for: step)
            if time == before, let again = engine.nextDeadline, again <= time { break }
        }
        let end = animationEnd
        if end > time { try send(.tick, at: end, for: step) }
    }

    /// `wait`: the clock moves by the given time, ticking at deadlines on the way.
    private func advance(to target: Double, for step: Step) throws(ScenarioError) {
        var ticks = 0
        while !halted, let due = engine.nextDeadline, due <= target, ticks < Self.maxTicksPerSettle {
            ticks += 1
            let before = time
            try send(.tick, at: max(due, time), for: step)
            if time == before, let again = engine.nextDeadline, again <= time { break }
        }
        try send(.tick, at: target, for: step)
    }

    private var animationEnd: Double { engine.animationEnd }

    // MARK: frames

    private func frameTime(_ index: Int, fps: Double) -> Double { Double(index) / fps }

    /// Asks the observer before each frame and step; its reason stops the run here.
    private func shouldStop(at moment: Double) -> Bool {
        if halted { return true }
        guard let reason = observer?.stopReason(at: moment) else { return false }
        let step = runningStep ?? min(nextStepIndex + 1, scenario.steps.count)
        report.interruption = RunInterruption(step: step, time: max(time, moment), reason: reason)
        return true
    }

    /// Frames strictly before `moment` see the engine as it was before an event then.
    private func renderFrames(before moment: Double) {
        guard let observer, observer.framesPerSecond > 0 else { return }
        let fps = observer.framesPerSecond
        while frameTime(nextFrame, fps: fps) < moment, !shouldStop(at: frameTime(nextFrame, fps: fps)) {
            observer.frame(engine, at: frameTime(nextFrame, fps: fps))
            nextFrame += 1
        }
    }

    private func renderFrames(through moment: Double) {
        guard let observer, observer.framesPerSecond > 0 else { return }
        let fps = observer.framesPerSecond
        while frameTime(nextFrame, fps: fps) <= moment + 1e-9, !shouldStop(at: frameTime(nextFrame, fps: fps)) {
            observer.frame(engine, at: frameTime(nextFrame, fps: fps))
            nextFrame += 1
        }
    }
}

extension Engine {
    /// When the last running animation (rotation, navigation, transform) ends.
    public var animationEnd: Double {
        var end = state.rotation?.end ?? 0
        if let navigation = state.navigation { end = max(end, navigation.start + navigation.duration) }
        for transform in state.transforms.values { end = max(end, transform.start + transform.duration) }
        return end
    }

    /// Nothing pending and nothing moving: what a settled `check` step sees.
    public func isSettled(at time: Double) -> Bool {
        nextDeadline == nil && animationEnd <= time
    }
}
