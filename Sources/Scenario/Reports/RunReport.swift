import Foundation
// The one result model of a run, whoever ran it: `check` and `record` (headless, on the
// virtual clock) and `accept` (a person in the window). The text, Markdown and JUnit
// renderings all read this.

import OrientationEngine

/// Who did an action step.
public enum StepActor: String, Sendable {
    case tester, sandbox
}

/// One expectation key that did not hold.
public struct ExpectationFailure: Sendable, Equatable {
    /// 1-based, as a person counts the file's steps.
    public var step: Int
    public var line: Int
    /// `interface`, `statusBar.hidden`, `transform.window`, `trace.has`, …
    public var key: String
    public var expected: String
    public var actual: String
    /// The decision that explains the actual value: the engine's last decision, or
    /// for `statusBar` keys the status bar's own (R20c, R23).
    public var decision: String?
    /// What `decision` is, as reports label it.
    public var decisionLabel = "last decision"
    /// What to change when a container's answer hid a child's (R9).
    public var hint: String?

    /// "status bar decision: …" when the failure has a decision of its own, which the
    /// step's last decision (reported once per step) does not cover.
    public var ownDecision: String? {
        guard decisionLabel != "last decision", let decision else { return nil }
        return "\(decisionLabel): \(decision)"
    }
}

/// A yes/no question for a person (`ask:`).
public struct Question: Sendable, Equatable {
    public var step: Int
    public var line: Int
    public var text: String
}

/// What became of one step of the file.
public struct StepResult: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// Not reached yet, or the current step.
        case pending
        /// Done as instructed (actions; waits and snapshots by the sandbox).
        case done(StepActor)
        /// An action done differently: what was done instead.
        case deviated(String)
        /// An action the app refused (Space on a button that is not on screen): why.
        case couldNotRun(String)
        /// An `expect` whose keys all held (how many).
        case held(Int)
        case failed(held: Int, failures: [ExpectationFailure])
        /// An `ask` answered yes or no.
        case answered(Bool)
        /// An `ask` in a headless run: nobody to ask, never a failure.
        case notAsked
        /// Skipped with Backspace.
        case skipped
        /// The run ended (Esc, the window closed, a crash) before this step.
        case notRun
    }

    public var step: Step
    public var outcome: Outcome = .pending
    /// What was done while this step waited (a check, a question) that it did not ask for.
    public var deviations: [String] = []
    /// When the step began and ended on the run's clock (seconds): virtual for headless
    /// runs, the window's for `accept`.
    public var started: Double?
    public var ended: Double?
    /// The engine's state and last decision once the step's effect settled.
    public var state: String?
    public var decision: String?
    /// Images written for this step, relative to the output folder.
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

    /// The expectation keys that failed.
    public var failures: [ExpectationFailure] {
        if case .failed(_, let failures) = outcome { failures } else { [] }
    }

    /// Keys checked and held.
    public var held: Int {
        switch outcome {
        case .held(let count), .failed(let count, _): count
        default: 0
        }
    }
}

public struct RunReport: Sendable {
    /// Who ran the steps.
    public enum Runner: Sendable, Equatable {
        /// `check`, `trace`, `record`: the sandbox, on the virtual clock.
        case headless
        /// `accept`: a tester in the window.
        case tester
    }

    public enum Ending: Sendable, Equatable {
        case completed
        /// Esc or the window closed before this 0-based step.
        case endedEarly(at: Int)
        /// The app had crashed and this 0-based step cannot run on a crashed app.
        case stoppedByCrash(at: Int)
    }

    public var file: String
    public var model: AppModel
    public var runner: Runner
    public var steps: [StepResult]
    /// nil while the run goes on.
    public var ending: Ending?
    /// The last R17 crash, and the 1-based step that caused it (0: the launch).
    public var crash: Crash?
    public var crashStep: Int?
    /// A crash no `crashed` expectation covered.
    public var unexpectedCrash = false
    /// Every decision the engine made, in order.
    public var decisions: [Decision] = []
    /// The run's clock when it began and ended.
    public var startTime = 0.0
    public var endTime = 0.0
    /// Set when something outside stopped the run before the end (Ctrl+C, a length cap).
    public var interruption: RunInterruption?
    /// Why an acceptance run ended early when the tester did not end it ("interrupted (SIGINT)").
    public var endReason: String?
    /// What the file refers to that is wrong (a player video that cannot play), as it loaded.
    public var warnings: [ScenarioWarning]
    /// Problems met while running, one line each ("clip.mp4: 12 damaged frames skipped").
    public var problems: [String] = []

    public init(scenario: ScenarioFile, runner: Runner) {
        file = scenario.file
        model = scenario.model
        self.runner = runner
        steps = scenario.steps.map(StepResult.init)
        warnings = scenario.warnings
    }

    public var stepsTotal: Int { steps.count }

    /// Steps that ran (a question not asked headless ran too).
    public var stepsRun: Int {
        steps.count { ![.pending, .notRun, .skipped].contains($0.outcome) }
    }

    /// Expectation keys checked and held.
    public var held: Int { steps.reduce(0) { $0 + $1.held } }

    public var failures: [ExpectationFailure] { steps.flatMap(\.failures) }

    public var questions: [Question] {
        steps.compactMap { result in
            guard case .ask(let text) = result.step.kind else { return nil }
            return Question(step: result.step.index + 1, line: result.step.line, text: text)
        }
    }

    /// The 1-based step a crash stopped the run at.
    public var stoppedAt: Int? {
        if case .stoppedByCrash(let at)? = ending { at + 1 } else { nil }
    }

    public var duration: Double { max(0, endTime - startTime) }

    /// 0 all held (and every question answered yes); 1 a failure, a "no", or the run
    /// ended (Esc) before some check or question was reached; 3 an unexpected crash.
    public var status: CheckStatus {
        if unexpectedCrash { return .crashed }
        return hasFailures || endedBeforeChecks ? .expectationFailed : .ok
    }

    /// The run ended before its last step (Esc, a signal, a length limit, a crash).
    public var stoppedEarly: Bool { stepsRun < stepsTotal || interruption != nil || endedBeforeChecks }

    /// A check failed or a question was answered no.
    public var hasFailures: Bool {
        steps.contains {
            switch $0.outcome {
            case .failed, .answered(false): true
            default: false
            }
        }
    }

    /// Esc (or the window closed) before every check and question was reached: not a pass.
    public var endedBeforeChecks: Bool {
        guard case .endedEarly = ending else { return false }
        return steps.contains {
            switch ($0.step.kind, $0.outcome) {
            case (.expect, .notRun), (.ask, .notRun): true
            default: false
            }
        }
    }

    public var tally: Tally { Tally(self) }

    /// The counts a verdict and junit.xml are made of.
    public struct Tally: Sendable, Equatable {
        public var expectations = 0, held = 0, failed = 0
        public var questions = 0, yes = 0, no = 0, notAsked = 0
        /// Expectations and questions skipped with Backspace or never reached.
        public var skipped = 0
        public var deviations = 0

        public init(_ report: RunReport) {
            for result in report.steps {
                if result.isDeviation { deviations += 1 }
                switch result.step.kind {
                case .expect:
                    expectations += 1
                    switch result.outcome {
                    case .held: held += 1
                    case .failed: failed += 1
                    case .skipped, .notRun: skipped += 1
                    default: break
                    }
                case .ask:
                    questions += 1
                    switch result.outcome {
                    case .answered(true): yes += 1
                    case .answered(false): no += 1
                    case .notAsked: notAsked += 1
                    case .skipped, .notRun: skipped += 1
                    default: break
                    }
                default: break
                }
            }
        }
    }
}

/// A run stopped from outside before the end.
public struct RunInterruption: Sendable, Equatable {
    /// 1-based: the step running, or the next one, when the run stopped.
    public var step: Int
    /// Virtual time when it stopped.
    public var time: Double
    /// "interrupted (SIGINT)", "the recording reached its length limit of 600 s".
    public var reason: String

    public init(step: Int, time: Double, reason: String) {
        self.step = step
        self.time = time
        self.reason = reason
    }

    /// `stopped at step 3 of 5 (virtual time 12.300 s): interrupted (SIGINT)`
    public func summary(of stepsTotal: Int) -> String {
        "stopped at step \(step) of \(stepsTotal) (virtual time \(String(format: "%.3f", time)) s): \(reason)"
    }
}
