// What `record` burns under each frame of recording.mp4 and each thumbnail of report.md:
// the step (N/M, as `accept` words it), how it went, and the decision in one line. Text
// only; Sandbox draws it.

import OrientationEngine

public struct StepCaption: Sendable, Equatable {
    public enum Tone: Sendable, Equatable { case neutral, good, bad, warning }

    /// "Step 3/18 · Turn the device to landscape left (home side on the right)".
    public var title: String
    /// "line 14": where the step is in the file.
    public var place: String
    /// How it went: "✓ held (2 checks)", "✗ interface: expected …", or the state after an
    /// action ("device landscapeLeft · interface landscapeRight · visible NavVC").
    public var detail: String
    public var tone: Tone
    /// "Decision: landscapeRight: rotated from portrait, in effective mask …".
    public var decision: String

    /// Text quoted from the file (a button's title) is escaped: a caption is drawn, and a
    /// control character would draw as a box or break the line.
    public init(title: String, place: String, detail: String, tone: Tone, decision: String) {
        self.title = title.escapedForOneLine
        self.place = place.escapedForOneLine
        self.detail = detail.escapedForOneLine
        self.tone = tone
        self.decision = decision.escapedForOneLine
    }

    /// While the implied launch runs and settles, before step 1.
    public static func launch(total: Int, _ engine: Engine) -> StepCaption {
        StepCaption(title: "Launch · \(total) step\(total == 1 ? "" : "s") to follow", place: "",
                    detail: StepLedger.stateLine(engine), tone: .neutral, decision: decision(engine))
    }

    /// While a step runs (it began at `started`), before it has settled.
    public static func running(_ step: Step, started: Double, total: Int, _ engine: Engine) -> StepCaption {
        StepCaption(title: title(step, total: total), place: "line \(step.line)", detail: "…", tone: .neutral,
                    decision: decision(engine, since: started))
    }

    /// A step that ran and settled: its result, and for a failed check the decision
    /// its first failure cites (a status bar key has its own).
    public static func settled(_ result: StepResult, total: Int, _ engine: Engine) -> StepCaption {
        var caption = running(result.step, started: result.started ?? engine.state.time, total: total, engine)
        switch result.outcome {
        case .held, .answered(true):
            caption.detail = TextReport.result(result).escapedForOneLine
            caption.tone = .good
        case .notAsked:
            caption.detail = TextReport.result(result).escapedForOneLine
        case .failed(_, let failures):
            caption.detail = TextReport.result(result).escapedForOneLine
            caption.tone = .bad
            if let first = failures.first, let why = first.decision {
                let label = first.decisionLabel == "last decision" ? "Decision" : first.decisionLabel.capitalizedFirst
                caption.decision = "\(label): \(why)".escapedForOneLine
            }
        case .answered(false), .couldNotRun, .deviated:
            caption.detail = TextReport.result(result).escapedForOneLine
            caption.tone = .warning
        default:
            caption.detail = StepLedger.stateLine(engine).escapedForOneLine
        }
        return caption
    }

    static func title(_ step: Step, total: Int) -> String {
        "Step \(step.index + 1)/\(total) · " + TextReport.instruction(step)
    }

    /// The engine's last decision; one made before the step began is marked as such (a
    /// tab switch or a check evaluates nothing).
    static func decision(_ engine: Engine, since started: Double? = nil) -> String {
        guard let decision = engine.state.lastDecision else { return "Decision: none yet" }
        if let started, decision.time < started - 1e-9 { return "Last decision (before this step): \(decision.summary)" }
        return "Decision: \(decision.summary)"
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
