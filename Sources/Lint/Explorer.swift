// One exploration: the app on one device and iOS version, launched in each upright
// orientation and walked (Walk.swift) until no new state is left or a budget stops it.

import Foundation
import OrientationEngine
import Scenario

/// Limits of one exploration; reaching one is reported, not an error.
public struct Budget: Sendable {
    /// Distinct states per device and iOS version.
    public var states: Int
    /// Wall-clock seconds for the whole lint.
    public var seconds: Double
    /// Asked between states: the name of a signal that asks the walk to stop now
    /// ("SIGINT"), or nil to go on. The walk then ends with what it found so far.
    public var interruption: @Sendable () -> String?

    /// Controllers pushed or presented over the launch hierarchy (`Engine.shownDepth`): a
    /// step going deeper is looked at but not walked on. A screen only shown deeper is
    /// explored from its presenter (a local exploration), where it is shallow again.
    public var depth: Int

    public init(states: Int = 20_000, seconds: Double = 60, depth: Int = 12,
                interruption: @escaping @Sendable () -> String? = { nil }) {
        self.states = states
        self.depth = depth
        self.seconds = seconds
        self.interruption = interruption
    }
}

/// What one combination gave.
struct Exploration: Sendable {
    var combination: Combination
    /// Finding identity → the observation and the shortest path that showed it.
    var findings: [String: (Observation, [Probe])] = [:]
    /// Screen (visible controller) → interface orientations it was seen in.
    var screens: [String: Set<InterfaceOrientation>] = [:]
    var screenOrder: [String] = []
    /// The controller that decided (R9, R15a, R28: the root, a full-screen presentation, an
    /// extra window's root) → the orientations it held the interface in.
    var deciders: [String: Set<InterfaceOrientation>] = [:]
    var deciderOrder: [String] = []
    /// The root it launched (a local exploration's stand-in).
    var root = ""
    /// The first state showing each screen in each orientation, for pictures.
    var pictures: [Picture] = []
    var states = 0
    var transitions = 0
    /// Which budget stopped it, when one did.
    var stopped: String?
    /// The signal that stopped it before it ended, when one did ("SIGINT").
    var interrupted: String?
    /// The most engines held at once (launches and one path): the walk's memory beyond
    /// its 8-byte nodes and 16-byte fingerprints.
    var enginesHeld = 0

    /// Only what it showed and found of the controllers `keep` accepts.
    func keeping(_ keep: (String) -> Bool) -> Exploration {
        var kept = self
        kept.screens = screens.filter { keep($0.key) }
        kept.screenOrder = screenOrder.filter(keep)
        kept.pictures = pictures.filter { keep($0.screen) }
        kept.deciders = deciders.filter { keep($0.key) && $0.key != root }
        kept.deciderOrder = deciderOrder.filter { kept.deciders[$0] != nil }
        kept.findings = findings.filter { $0.value.0.key.controller.map(keep) ?? false }
        return kept
    }
}

struct Explorer {
    let scenario: ScenarioFile
    let combination: Combination
    let budget: Budget
    let deadline: Date
    /// What the app's actions can do; an edit of the app (a local exploration's root) can
    /// do what the app does.
    var facts: ModelFacts?
    /// Launched only as the file holds the device: a local exploration's root is a
    /// stand-in, whose launch is not the app's; turning the device reaches the rest.
    var launchesOnce = false

    /// Launches the app in each upright orientation, then expands the walk's states breadth
    /// first until none is left or a budget stops it.
    func run() -> Exploration {
        var walk = Walk(combination: combination, facts: facts ?? ModelFacts(scenario.model), depth: budget.depth)
        walk.result.root = scenario.model.root
        for orientation in launchOrientations {
            if let signal = budget.interruption() {
                walk.result.interrupted = signal
                break
            }
            // The scenario's engine is validated; held another way it stays valid.
            walk.launch(scenario.engine.unlaunched(held: orientation), in: orientation)
        }
        while walk.result.interrupted == nil, let index = walk.nextToExpand() {
            if let signal = budget.interruption() {
                walk.result.interrupted = signal
                break
            }
            if let reason = stopReason(walk.result) {
                walk.result.stopped = reason
                break
            }
            walk.expand(index)
        }
        return walk.finished()
    }

    /// Why the walk stops before its next state, when a budget or a signal says so.
    private func stopReason(_ result: Exploration) -> String? {
        if result.states >= budget.states { return "the state budget (\(budget.states) states) was reached" }
        if Date() >= deadline { return "the time budget (\(Self.seconds(budget.seconds))) was reached" }
        return nil
    }

    /// The file's own orientation first (the usual launch), then the other upright ones.
    private var launchOrientations: [DeviceOrientation] {
        var list = [scenario.model.orientation]
        if launchesOnce { return list }
        for orientation in [DeviceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
        where !list.contains(orientation) {
            list.append(orientation)
        }
        return list
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// A lint stopped from outside (SIGINT, SIGTERM) before it ended: how far it got. Its
/// findings are those found until then.
public struct LintInterruption: Sendable, Equatable, CustomStringConvertible {
    /// "SIGINT", "SIGTERM".
    public var signal: String
    /// Device/iOS combinations explored to their end (or to a budget) before the signal.
    public var finished: Int
    public var combinations: Int

    /// "stopped by a signal (SIGINT): 3 of 9 device/iOS combinations explored to the end, findings so far".
    public var description: String {
        "stopped by a signal (\(signal)): \(finished) of \(combinations) device/iOS combination"
            + "\(combinations == 1 ? "" : "s") explored to the end, findings so far"
    }

    /// `explorations`: one per combination, from the app's launch; `local`: those started
    /// elsewhere (stopped by the same signal, counted in no combination).
    init?(_ explorations: [Exploration], local: [Exploration] = []) {
        guard let signal = (explorations + local).lazy.compactMap(\.interrupted).first else { return nil }
        self.signal = signal
        finished = explorations.filter { $0.interrupted == nil }.count
        combinations = explorations.count
    }
}
