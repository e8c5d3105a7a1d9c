// The headless step interpreter (`check`, `trace`, `record`): the ledger's steps
// replayed on the engine with a virtual clock; every action is the sandbox's own.

import OrientationEngine

public final class ScenarioRunner {
    public let scenario: ScenarioFile
    public private(set) var engine: Engine
    /// The virtual clock, seconds.
    public private(set) var time: Double = 0
    public let observer: ScenarioObserver?
    private var ledger: StepLedger

    /// Every trace event so far.
    public var trace: [TraceEvent] { ledger.trace }
    /// The report so far.
    public var report: RunReport { ledger.report }

    private var nextFrame = 0

    /// Runaway guard for an engine that keeps scheduling work at the same instant.
    private static let maxTicksPerSettle = 100_000

    /// `record --hold`: seconds the picture stays after each step settles (and after the
    /// implied launch), so a person watching can follow. The virtual clock runs on meanwhile
    /// — a playing video plays, the trace's times include the holds — as if a `wait`
    /// followed each step; a `wait` step holds only what its own length lacks.
    public let hold: Double

    /// `keepsDecisions`: the report lists every decision (`record`'s report.md does).
    public init(scenario: ScenarioFile, observer: ScenarioObserver? = nil, keepsDecisions: Bool = false, hold: Double = 0) {
        self.scenario = scenario
        self.observer = observer
        self.hold = hold.isFinite ? max(0, hold) : 0
        engine = scenario.engine
        ledger = StepLedger(scenario: scenario, runner: .headless, keepsDecisions: keepsDecisions)
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
    /// The step a crash stopped the run at.
    private var stoppedByCrash: Int?
    /// 1-based step being run, nil between steps.
    private var runningStep: Int?

    public var isFinished: Bool { stoppedByCrash != nil || halted || nextStepIndex >= scenario.steps.count }

    /// The observer stopped the run (Ctrl+C, a length cap): nothing more is sent or drawn.
    private var halted: Bool { ledger.report.interruption != nil }

    /// Launches the app unless the first step is an explicit `launch`.
    public func start() throws(ScenarioError) {
        guard !started else { return }
        started = true
        guard scenario.steps.first?.event != .launch else { return }
        try perform(.launch, for: nil)
        try settle(for: nil)
        ledger.noteCrash(engine, causedBy: 0)
        if !halted { observer?.settled(nil, engine, at: time) }
        try holdPicture(after: nil)
    }

    /// Runs one step and returns it; nil when there is nothing left to run.
    @discardableResult
    public func runNextStep() throws(ScenarioError) -> Step? {
        try start()
        guard !isFinished, !shouldStop(at: time) else { return nil }
        let step = scenario.steps[nextStepIndex]
        if engine.state.crash != nil, !StepLedger.runsAfterCrash(step) {
            stoppedByCrash = step.index
            return nil
        }
        nextStepIndex += 1
        observer?.willRun(step, engine, at: time)
        ledger.begin(step.index, at: time)
        runningStep = step.index + 1
        let outcome = try run(step)
        runningStep = nil
        if halted { return step }
        ledger.complete(step.index, outcome, at: time)
        ledger.noteCrash(engine, causedBy: step.index + 1)
        observer?.settled(ledger.results[step.index], engine, at: time)
        try holdPicture(after: step)
        if !halted, let file = observer?.thumbnail(after: ledger.results[step.index], engine, at: time) {
            ledger.setFiles(step: step.index, thumbnail: file)
        }
        return step
    }

    /// The pause after a step (`hold`), on the virtual clock.
    private func holdPicture(after step: Step?) throws(ScenarioError) {
        guard hold > 0, observer != nil, !halted else { return }
        var seconds = hold
        if case .wait(let waited)? = step?.kind { seconds -= waited }
        guard seconds > 1e-9 else { return }
        try advance(to: time + seconds, for: step)
    }

    /// Offers the last frames and closes the report.
    public func finish() -> RunReport {
        if !halted { renderFrames(through: time) }
        let ending: RunReport.Ending = if let stop = ledger.report.interruption {
            .endedEarly(at: stop.step - 1)
        } else {
            stoppedByCrash.map { .stoppedByCrash(at: $0) } ?? .completed
        }
        ledger.finish(ending, at: time)
        observer?.finished(ledger.report, engine)
        return ledger.report
    }

    private func run(_ step: Step) throws(ScenarioError) -> StepResult.Outcome {
        switch step.kind {
        case .event(.launch) where engine.state.launched:
            ledger.relaunching()
            try perform(.relaunch, for: step)
            try settle(for: step)
        case .event(let event):
            try perform(event, for: step)
            try settle(for: step)
        case .wait(let seconds):
            try advance(to: time + seconds, for: step)
        case .snapshot(let name):
            renderFrames(through: time)
            if !halted, let file = observer?.snapshot(named: name, engine, at: time) {
                ledger.setFiles(step: step.index, snapshot: file)
            }
        case .expect(let expectation):
            ledger.record(engine, into: step.index)
            return ledger.check(expectation, step: step, engine: engine)
        case .ask:
            ledger.record(engine, into: step.index)
            return .notAsked
        }
        return .done(.sandbox)
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
            var message = error.message
            // A title a typo away from a button on screen: say which one it meant.
            if case .tap(let title) = event, let meant = Suggest.closest(title, among: engine.visibleButtons) {
                message = "no button '\(title)' on screen (did you mean '\(meant)'?)"
            }
            throw scenario.error(at: keyPath, message, line: step?.line)
        }
        ledger.absorb(output)
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
    private func advance(to target: Double, for step: Step?) throws(ScenarioError) {
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
        ledger.interrupt(RunInterruption(step: step, time: max(time, moment), reason: reason))
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
