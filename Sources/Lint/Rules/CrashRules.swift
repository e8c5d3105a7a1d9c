// R17a and R17b: the app crashes (UIApplicationInvalidInterfaceOrientation). The only
// errors lint reports: the engine raised them.

import OrientationEngine

/// When the step that crashed happened, read off the step itself: "at launch", "when
/// Player is presented", "when Player is dismissed", "on turn landscapeLeft".
enum CrashContext {
    static func of(_ step: Transition) -> String {
        guard let before = step.before?.engine else { return "at launch" }
        let after = step.after
        let was = before.state.presented, now = after.state.presented
        if now.count > was.count, let shown = now.last { return "when \(after.name(of: shown)) is presented" }
        if now.count < was.count, let gone = was.last { return "when \(before.name(of: gone)) is dismissed" }
        return "on \(step.probe.description)"
    }

    /// The controller whose answer failed: the one deciding when the app crashed.
    static func decider(_ step: Transition) -> ControllerID {
        let engine = step.after
        let decision = step.decisions.last { $0.outcome == .crashed } ?? engine.state.lastDecision
        return decision?.decider.flatMap { engine.id(of: $0) } ?? engine.decider
    }
}

struct NoCommonOrientationRule: StepRule {
    static let description = RuleDescription(
        id: "R17a", spec: ["R17a"], severity: .error,
        summary: "the app crashes: the app's and the deciding controller's masks share no orientation while shouldAutorotate is YES (at launch, on a presentation, a dismissal or a turn)",
        examples: [RuleExample("crash-launch", fixed: "crash-launch-fixed", ios: 14),
                   RuleExample("crash-present", fixed: "crash-present-fixed", ios: 14),
                   RuleExample("crash-dismiss", fixed: "crash-dismiss-fixed", ios: 14)])

    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        guard step.before?.engine.state.crash == nil, let crash = step.after.state.crash,
              crash.rule == .noCommonOrientation else { return [] }
        let engine = step.after
        let owner = Keys.answering(engine, from: CrashContext.decider(step), \.supported)
        let rows = (step.decisions.last { $0.outcome == .crashed } ?? engine.state.lastDecision)?.rows ?? []
        let masks = rows.map { "\($0.label) \($0.mask)" }.joined(separator: " ∩ ")
        let key = engine.spec(owner).supported != nil ? Keys.of(engine, owner, .supported) : Keys.appMask(engine)
        let name = engine.name(of: owner)
        return [observation(at: key, subject: name,
                            "The app crashes \(CrashContext.of(step)): \(masks.isEmpty ? "the masks" : masks) have no "
                                + "orientation in common while shouldAutorotate is YES ('\(crash.reason.escapedForOneLine)'); "
                                + "make \(name)'s supportedInterfaceOrientations include an orientation the app allows "
                                + "(plist or window method).")]
    }
}

struct PreferredNotSupportedRule: StepRule {
    static let description = RuleDescription(
        id: "R17b", spec: ["R17b"], severity: .error,
        summary: "the app crashes: preferredInterfaceOrientationForPresentation returns an orientation the masks do not allow (on a presentation or a dismissal)",
        examples: [RuleExample("crash-preferred", fixed: "crash-preferred-fixed", ios: 14),
                   RuleExample("crash-dismiss-preferred", fixed: "crash-dismiss-preferred-fixed", ios: 15)])

    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        guard step.before?.engine.state.crash == nil, let crash = step.after.state.crash,
              crash.rule == .preferredNotSupported else { return [] }
        let engine = step.after
        let owner = Keys.answering(engine, from: CrashContext.decider(step), \.preferred)
        let name = engine.name(of: owner)
        return [observation(at: Keys.written(engine, owner, .preferred), subject: name,
                            "The app crashes \(CrashContext.of(step)) ('\(crash.reason.escapedForOneLine)'): make "
                                + "\(name)'s preferredInterfaceOrientationForPresentation return one of the orientations "
                                + "its supportedInterfaceOrientations and the app allow.")]
    }
}
