// A lint rule is one small type in one file: what it finds, how bad it is, the engine
// rules it rests on, and its example pair (a fixture that triggers it and the fixed twin
// that does not). `LintRules.all` lists them once: the detectors, docs/lint.md's table
// and the tests read that list.

import OrientationEngine

/// A fixture that must trigger a rule, and its twin with the fix the finding recommends.
public struct RuleExample: Sendable {
    /// File names in Tests/LintTests/Fixtures.
    public var fixture: String
    public var fixed: String
    /// The iOS version the pair is linted on.
    public var ios: Int

    public init(_ fixture: String, fixed: String, ios: Int) {
        self.fixture = fixture
        self.fixed = fixed
        self.ios = ios
    }
}

public struct RuleDescription: Sendable {
    /// The finding's rule id: the engine rule it rests on (`R15a`) when one is enough,
    /// else the lint rule's own name (`never-consulted`).
    public var id: String
    /// The engine rules it rests on (ROTATION_SPEC.md ids).
    public var spec: [String]
    public var severity: Severity
    /// One line for the docs table.
    public var summary: String
    public var examples: [RuleExample]
}

protocol LintRule: Sendable {
    static var description: RuleDescription { get }
}

extension LintRule {
    /// An observation of this rule, with its id and severity.
    static func observation(at key: ModelKey, subject: String, _ message: String,
                            related: [RelatedSite] = []) -> Observation {
        Observation(description.id, description.severity, key: key, subject: subject, message, related: related)
    }
}

/// A rule read off one step of the exploration (a launch or a probe).
protocol StepRule: LintRule {
    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation]
}

/// A rule read off one settled state.
protocol StateRule: LintRule {
    static func observe(state engine: Engine) -> [Observation]
}

/// A rule judged over the project: every override at every place the app shows it.
protocol ProjectRule: LintRule {
    static func judge(_ judgement: Judgement) -> [Observation]
}

public enum LintRules {
    static let step: [any StepRule.Type] = [
        NoCommonOrientationRule.self, PreferredNotSupportedRule.self, KVCIgnoredRule.self,
        StaleMaskRequestRule.self, RefusedRequestRule.self, AttemptRotationRule.self,
        SidewaysAfterNavigationRule.self, ShouldAutorotateIgnoredRule.self, UpsideDownNeverShownRule.self,
    ]
    static let state: [any StateRule.Type] = [
        SheetOutsideMaskRule.self, MultitaskingUnaskedRule.self, RequiresFullScreenDeprecatedRule.self,
    ]
    /// Judged over the whole exploration (AnswerUsage): listed for the table.
    static let exploration: [any LintRule.Type] = [ContainerIgnoresChildRule.self]
    static let project: [any ProjectRule.Type] = [
        NeverConsultedRule.self, ForwardedToPresentedRule.self, DeadControllerRule.self,
    ]

    /// Every rule, in the docs table's order.
    public static var all: [RuleDescription] {
        (step.map { $0.description } + state.map { $0.description } + exploration.map { $0.description }
            + project.map { $0.description })
    }
}
