// The engine's side of `compare`: the scenario replayed by the same runner `trace`
// uses, kept to the calls the real app would log, with each step's start and the
// decisions on the way.

import OrientationEngine

/// A call of the engine's trace.
struct EngineCall: Equatable {
    var call: Call
    var isQuery: Bool
    /// False for a query the system answers by default (the app has no method to log).
    var overridden: Bool
    var time: Double
    /// 0 for the implied launch, else the 1-based step that caused it.
    var step: Int
    /// Index in the whole trace.
    var traceIndex: Int
}

struct EngineRun {
    /// Every `-[Receiver selector]` event (queries, callbacks, lifecycle, methods).
    var calls: [EngineCall] = []
    /// Each decision with the number of trace events before it.
    var decisions: [(index: Int, decision: Decision)] = []
    /// 1-based step → index of its first trace event.
    var stepStarts: [Int: Int] = [:]
    var steps: [Step] = []
    var model: AppModel
    var report: RunReport?

    /// The messages UIKit sends to ask for masks and flags (the engine's `query` events).
    static let querySelectors: Set<String> = [
        "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
        "prefersStatusBarHidden", "shouldAutorotateToInterfaceOrientation:",
        "application:supportedInterfaceOrientationsForWindow:",
    ]

    /// Rotation callbacks (R22): a file cannot hook them, so they are compared when the
    /// log shows the app logging them.
    static let rotationCallbacks: Set<String> = [
        "willRotateToInterfaceOrientation:duration:", "viewWillLayoutSubviews",
        "willAnimateRotationToInterfaceOrientation:duration:", "didRotateFromInterfaceOrientation:",
        "willTransitionToTraitCollection:withTransitionCoordinator:",
        "viewWillTransitionToSize:withTransitionCoordinator:", "traitCollectionDidChange:",
    ]

    /// Hooks a file can define that the engine traces, by selector.
    static let hookSelectors: [String: Hook] = Dictionary(uniqueKeysWithValues: [
        Hook.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deviceOrientationDidChange,
    ].map { ($0.rawValue + ":", $0) } + [Hook.willEnterFullScreen, .didExitFullScreen].map { ($0.rawValue, $0) })

    /// Replays the scenario; `prepare` as `trace` applies it (player videos probed).
    static func replay(_ scenario: ScenarioFile) throws(ScenarioError) -> EngineRun {
        let watcher = Watcher()
        let runner = ScenarioRunner(scenario: scenario, observer: watcher)
        let report = try runner.run()
        var run = EngineRun(model: scenario.model)
        run.report = report
        run.steps = scenario.steps
        run.decisions = watcher.decisions
        for (step, index) in watcher.stepStarts { run.stepStarts[step] = index }
        let starts = watcher.stepStarts
        var stepCursor = 0
        var step = 0
        for (index, event) in runner.trace.enumerated() {
            while stepCursor < starts.count, starts[stepCursor].index <= index {
                step = starts[stepCursor].step
                stepCursor += 1
            }
            switch event.kind {
            case .query, .callback, .lifecycle, .method:
                run.calls.append(EngineCall(
                    call: Call(event.receiver, event.selector), isQuery: event.kind == .query,
                    overridden: event.kind != .query || event.overridden, time: event.time, step: step,
                    traceIndex: index))
            case .console where Call.isGeometryError(event.selector):
                // R20b: the app's error handler line, which a real app's log shows too.
                run.calls.append(EngineCall(call: Call.geometryError, isQuery: false, overridden: true,
                                            time: event.time, step: step, traceIndex: index))
            default: break
            }
        }
        return run
    }

    /// Whether the real app would log this call: queries of keys the file overrides,
    /// lifecycle calls and callbacks the file hooks, methods; rotation callbacks when
    /// the log shows the app logging them.
    func wouldLog(_ index: Int, loggedRotationCallbacks: Set<Call>) -> Bool {
        let entry = calls[index]
        if entry.isQuery { return entry.overridden }
        if let hook = Self.hookSelectors[entry.call.selector] {
            return model.controller(named: entry.call.receiver)?.hooks[hook] != nil
        }
        if Self.rotationCallbacks.contains(entry.call.selector) { return loggedRotationCallbacks.contains(entry.call) }
        return true
    }

    /// Whether the sandbox models a logged call at all (else `compare` lists it as not compared).
    func models(_ call: Call) -> Bool {
        if call == Call.geometryError { return true }
        if Self.querySelectors.contains(call.selector) { return true }
        if call.receiver == model.delegate { return false }
        if Self.hookSelectors[call.selector] != nil || Self.rotationCallbacks.contains(call.selector) { return true }
        return model.controller(named: call.receiver)?.methods[call.selector] != nil
    }

    /// The decision of the evaluation a trace index is part of: the first one made at the
    /// same moment after it, else the last one before it.
    func decision(at traceIndex: Int, time: Double) -> Decision? {
        if let next = decisions.first(where: { $0.index > traceIndex }), next.decision.time == time {
            return next.decision
        }
        return decisions.last { $0.index <= traceIndex }?.decision
    }
}

/// Counts trace events as the runner emits them, to place step starts and decisions.
private final class Watcher: ScenarioObserver {
    var framesPerSecond: Double { 0 }
    var count = 0
    var decisions: [(index: Int, decision: Decision)] = []
    var stepStarts: [(step: Int, index: Int)] = []

    func willRun(_ step: Step, _ engine: Engine, at time: Double) {
        stepStarts.append((step.index + 1, count))
    }

    func emitted(_ output: [Emitted], _ engine: Engine) {
        for item in output {
            switch item {
            case .trace: count += 1
            case .decision(let decision): decisions.append((count, decision))
            case .rotation: break
            }
        }
    }
}
