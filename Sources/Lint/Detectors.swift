// Findings read off what the engine did: a crash it raised, a decision it emitted, a
// console line it printed, who it says decides. No rule is worked out again here, so a
// change to the engine's rules changes what lint finds. Each rule is its own type
// (Rules/); this runs the registered ones.

import OrientationEngine

/// One step of the exploration as the rules see it.
struct Transition {
    /// nil for a launch.
    var before: Engine?
    var probe: Probe
    var after: Engine
    var emitted: [Emitted]

    var decisions: [Decision] {
        emitted.compactMap { if case .decision(let decision) = $0 { decision } else { nil } }
    }

    var traceLines: [TraceEvent] {
        emitted.compactMap { if case .trace(let event) = $0 { event } else { nil } }
    }
}

enum Detectors {
    /// Everything a launch or a probe shows at once.
    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        LintRules.step.flatMap { $0.observe(step, facts: facts) }
    }

    /// Everything a settled state shows.
    static func observe(state engine: Engine) -> [Observation] {
        guard engine.state.crash == nil else { return [] }
        return LintRules.state.flatMap { $0.observe(state: engine) }
    }
}

/// What the app's actions can do at all, looked up once per exploration.
struct ModelFacts: Sendable {
    var requestsGeometry = false
    var attemptsRotation = false
    var forcesDevice = false

    init(_ model: AppModel) {
        var actions: [Action] = []
        for spec in model.controllers {
            actions += spec.buttons.flatMap(\.actions) + spec.hooks.values.flatMap { $0 } + spec.methods.values.flatMap { $0 }
        }
        requestsGeometry = actions.contains { ActionKind.requestGeometry.matches($0) }
        attemptsRotation = actions.contains { ActionKind.attemptRotation.matches($0) }
        forcesDevice = actions.contains { ActionKind.forceDevice.matches($0) }
    }
}
