// Findings read off what the engine did: a crash it raised, a decision it emitted, a
// console line it printed, who it says decides. No rule is worked out again here, so a
// change to the engine's rules changes what lint finds. Each rule is its own type
// (Rules/); this runs the registered ones.

import OrientationEngine

/// An engine several steps read: a copy of an engine costs a retain and a release of each
/// of its parts, a reference one.
final class EngineBox {
    let engine: Engine

    init(_ engine: Engine) { self.engine = engine }
}

/// One step of the exploration as the rules see it: a class, so every rule reads the same
/// one, and the state it left shared by every step from that state.
final class Transition {
    /// The state the step left; nil for a launch.
    let before: EngineBox?
    let probe: Probe
    let after: Engine
    let emitted: [Emitted]

    init(before: EngineBox?, probe: Probe, after: Engine, emitted: [Emitted]) {
        self.before = before
        self.probe = probe
        self.after = after
        self.emitted = emitted
    }

    var decisions: [Decision] {
        emitted.compactMap { if case .decision(let decision) = $0 { decision } else { nil } }
    }

    /// What the step's output says of forcing, read once for the rules that ask.
    private(set) lazy var forcing = ForcingSummary(emitted)
    /// The forcing action lists that ran, looked up once (`ModelFacts.forcingLists`).
    private var ranForcing: [ActionSite]?

    func ranForcingSites(_ facts: ModelFacts) -> [ActionSite] {
        if let known = ranForcing { return known }
        let sites = ActionSite.ran(in: self, among: facts.forcingLists, titles: facts.forcingTitles, calls: facts.forcingCalls)
        ranForcing = sites
        return sites
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
    /// The button titles, hooks and method selectors of one controller whose actions force
    /// a rotation: a step that ran none of them needs no site looked up.
    struct Lists: Sendable {
        var buttons = Set<String>()
        var hooks = Set<Hook>()
        var methods = Set<String>()
        /// A call into the controller (a hook, a method) can run one of them.
        var called: Bool { !hooks.isEmpty || !methods.isEmpty }
    }
    /// By controller name.
    var forcingLists: [String: Lists] = [:]
    /// The titles of the buttons among them, whatever their controller.
    var forcingTitles = Set<String>()
    /// Some controller's hook or method forces: only then is a step's trace read for calls.
    var forcingCalls = false

    init(_ model: AppModel) {
        let kinds: [ActionKind] = [.requestGeometry, .attemptRotation, .forceDevice]
        var found = Set<ActionKind>()
        func forces(_ actions: [Action]) -> Bool {
            let forcing = kinds.filter { kind in actions.contains { kind.matches($0) } }
            found.formUnion(forcing)
            return !forcing.isEmpty
        }
        for index in model.controllers.indices {
            var lists = Lists()
            for button in model.controllers[index].buttons where forces(button.actions) {
                lists.buttons.insert(button.title)
                forcingTitles.insert(button.title)
            }
            for (hook, actions) in model.controllers[index].hooks where forces(actions) { lists.hooks.insert(hook) }
            for (selector, actions) in model.controllers[index].methods where forces(actions) { lists.methods.insert(selector) }
            if !lists.buttons.isEmpty || lists.called { forcingLists[model.controllers[index].name] = lists }
            forcingCalls = forcingCalls || lists.called
        }
        requestsGeometry = found.contains(.requestGeometry)
        attemptsRotation = found.contains(.attemptRotation)
        forcesDevice = found.contains(.forceDevice)
    }
}
