// The run report as text: `check`'s table (one aligned line per file, details
// indented) and the one-line verdict `accept` prints and the other renderings quote.

import OrientationEngine

/// One file of a `check`: its report, or why it could not run.
public struct FileOutcome: Sendable {
    public var file: String
    public var result: Result<RunReport, ScenarioError>

    public init(file: String, result: Result<RunReport, ScenarioError>) {
        self.file = file
        self.result = result
    }

    public init(_ report: RunReport) { self.init(file: report.file, result: .success(report)) }

    public var status: CheckStatus {
        switch result {
        case .success(let report): report.status
        case .failure: .invalidFile
        }
    }
}

public enum TextReport {
    /// `check FILE…`: a line per file with details under it, totals when there are
    /// several. An invalid file is listed; its error goes to stderr.
    public static func check(_ outcomes: [FileOutcome]) -> String {
        let width = outcomes.map(\.file.count).max() ?? 0
        var out = ""
        for outcome in outcomes {
            switch outcome.result {
            case .failure:
                out += "\(tag(.invalidFile)) \(pad(outcome.file, width))  invalid file\n"
            case .success(let report):
                out += summaryLine(report, file: outcome.file, width: width)
                out += details(report)
            }
        }
        if outcomes.count > 1 { out += totals(outcomes) }
        return out
    }

    /// The `check` text of one run (what `trace` prints on stderr when it did not pass).
    public static func summary(of report: RunReport) -> String {
        check([FileOutcome(report)])
    }

    /// The verdict in a line, in the words every report uses: "PASSED: 7 of 7 steps run ·
    /// 5 of 5 expectations held (14 checks) · 3 of 3 questions answered yes". A run that
    /// stopped early, nothing failing, says STOP — never a pass.
    public static func verdict(_ report: RunReport) -> String {
        let t = report.tally
        var parts = [counts(report)]
        if t.yes + t.no > 0 || (t.questions > 0 && report.runner == .tester) {
            parts.append("\(t.yes) of \(t.questions) question\(t.questions == 1 ? "" : "s") answered yes"
                         + (t.no > 0 ? ", \(t.no) no" : ""))
        }
        var extra: [String] = []
        if t.notAsked > 0 { extra.append("\(t.notAsked) question\(t.notAsked == 1 ? "" : "s") not asked (headless)") }
        if t.deviations > 0 { extra.append("\(t.deviations) deviation\(t.deviations == 1 ? "" : "s")") }
        var line = "\(word(report)): " + parts.joined(separator: " · ")
        if !extra.isEmpty { line += ", " + extra.joined(separator: ", ") }
        if let ending = endingText(report) { line += "; \(ending)" }
        return line
    }

    /// PASSED, FAILED, CRASHED, or STOP: the run ended before its last step with nothing failed.
    public static func word(_ report: RunReport) -> String {
        switch report.status {
        case .ok: report.stoppedEarly ? "STOP" : "PASSED"
        case .expectationFailed: report.hasFailures ? "FAILED" : "STOP"
        case .crashed: "CRASHED"
        case .invalidFile: "INVALID"
        }
    }

    static func endingText(_ report: RunReport) -> String? {
        var texts: [String] = []
        switch report.ending {
        case .endedEarly(let at)?:
            if let stop = report.interruption {
                texts.append(stop.summary(of: report.stepsTotal))
            } else {
                texts.append(report.endReason.map { "stopped at step \(at + 1) of \(report.stepsTotal): \($0)" }
                    ?? "ended early at step \(at + 1) of \(report.stepsTotal)")
            }
        case .stoppedByCrash(let at)?: texts.append("stopped at step \(at + 1): the app had crashed")
        case .completed?, nil: break
        }
        if report.unexpectedCrash, let crash = report.crash {
            texts.append("the app crashed \(crashWhen(report)) (\(crash.reason))")
        }
        return texts.isEmpty ? nil : texts.joined(separator: "; ")
    }

    /// "at launch" or "at step 3".
    static func crashWhen(_ report: RunReport) -> String {
        guard let step = report.crashStep else { return "" }
        return step == 0 ? "at launch" : "at step \(step)"
    }

    /// One step's result in a few words, with its mark (✓ ✗ ⚠ –).
    public static func result(_ result: StepResult) -> String {
        var text = switch result.outcome {
        case .pending: "… in progress"
        case .done(.tester): "✓ done"
        case .done(.sandbox): "✓ done by the sandbox"
        case .deviated(let what): "⚠ deviation: the tester \(what)"
        case .couldNotRun(let why): "⚠ could not be done: \(why)"
        case .held(let count): "✓ held (\(count) check\(count == 1 ? "" : "s"))"
        case .failed(_, let failures): "✗ " + failures.map(failureText).joined(separator: "; ")
        case .answered(let yes): yes ? "✓ yes" : "✗ no"
        case .notAsked: "– not asked (headless)"
        case .skipped: "– skipped"
        case .notRun: "– not run"
        }
        for deviation in result.deviations { text += "; ⚠ \(deviation)" }
        return text
    }

    /// The step as a tester is told it (and as headless reports describe it).
    public static func instruction(_ step: Step) -> String {
        if case .ask(let question) = step.kind { return "Ask: \(question)" }
        return AcceptanceRun.instruction(for: step)
    }

    static func failureText(_ failure: ExpectationFailure) -> String {
        "\(failure.key): expected \(failure.expected), actual \(failure.actual)"
    }

    /// What was done differently, one line each ("step 1 (line 15): asked …").
    static func deviationLines(_ result: StepResult) -> [String] {
        let place = "step \(result.step.index + 1) (line \(result.step.line))"
        var lines: [String] = []
        switch result.outcome {
        case .deviated(let what):
            lines.append("\(place): asked “\(instruction(result.step))”; the tester \(what)")
        case .couldNotRun(let why):
            lines.append("\(place): “\(instruction(result.step))” could not be done: \(why)")
        default: break
        }
        lines += result.deviations.map { "\(place): the tester \($0)" }
        return lines
    }

    // MARK: check's table

    private static func tag(_ status: CheckStatus) -> String {
        switch status {
        case .ok: "ok   "
        case .expectationFailed: "FAIL "
        case .crashed: "CRASH"
        case .invalidFile: "ERROR"
        }
    }

    /// A run stopped before its last step never reads "ok", whatever held until then.
    private static func tag(_ report: RunReport) -> String {
        word(report) == "STOP" ? "STOP " : tag(report.status)
    }

    /// The counts in the words every report uses: "7 of 7 steps run · 5 of 5 expectations
    /// held (14 checks)" — steps, expectations (`expect` steps), checks (their keys).
    public static func counts(_ report: RunReport) -> String {
        let t = report.tally
        var text = "\(report.stepsRun) of \(report.stepsTotal) steps run"
        guard t.expectations > 0 else { return text }
        text += " · \(t.held) of \(t.expectations) expectation\(t.expectations == 1 ? "" : "s") held"
        if t.failed > 0 { text += ", \(t.failed) failed" }
        let checks = report.held + report.failures.count
        text += " (\(checks) check\(checks == 1 ? "" : "s")"
        text += report.failures.isEmpty ? ")" : ", \(report.failures.count) failed)"
        return text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func summaryLine(_ report: RunReport, file: String, width: Int) -> String {
        "\(tag(report)) \(pad(file.escapedForOneLine, width))  \(counts(report))\n"
    }

    private static func details(_ report: RunReport) -> String {
        var out = ""
        let indent = "      "
        let failures = report.failures
        for (position, failure) in failures.enumerated() {
            // Expected values and the app's output quote the file: one line each.
            out += "\(indent)step \(failure.step), line \(failure.line): \(failureText(failure).escapedForOneLine)\n"
            // The decision once per expect step, after its last failure it explains (a
            // status bar key has its own).
            let next = failures.indices.contains(position + 1) ? failures[position + 1] : nil
            if let decision = failure.decision,
               next?.step != failure.step || next?.decision != decision || next?.decisionLabel != failure.decisionLabel {
                out += "\(indent)  \(failure.decisionLabel): \(decision.escapedForOneLine)\n"
            }
            if let hint = failure.hint, next?.step != failure.step || next?.hint != hint {
                out += "\(indent)  hint: \(hint.escapedForOneLine)\n"
            }
        }
        if let crash = report.crash {
            let expected = report.unexpectedCrash ? "unexpected" : "expected"
            out += "\(indent)app crashed \(crashWhen(report)) (\(expected)): \(crash.reason.escapedForOneLine)\n"
        }
        if let stop = report.interruption {
            out += "\(indent)\(stop.summary(of: report.stepsTotal))\n"
        }
        if let stopped = report.stoppedAt {
            out += "\(indent)steps \(stopped)…\(report.stepsTotal) not run: the app had crashed\n"
        }
        // Only the questions the run reached: the ones after a stop were not run at all.
        for question in report.questions where report.runner == .headless
            && report.steps[question.step - 1].outcome == .notAsked {
            out += "\(indent)step \(question.step), line \(question.line): ask \"\(question.text.escapedForOneLine)\": not asked (headless)\n"
        }
        return out
    }

    private static func totals(_ outcomes: [FileOutcome]) -> String {
        var counts: [CheckStatus: Int] = [:]
        for outcome in outcomes { counts[outcome.status, default: 0] += 1 }
        let parts: [(CheckStatus, String)] = [
            (.ok, "passed"), (.expectationFailed, "failed"), (.crashed, "crashed"), (.invalidFile, "invalid"),
        ]
        let text = parts.compactMap { status, word in counts[status].map { "\($0) \(word)" } }
        return "\(outcomes.count) files: \(text.joined(separator: ", "))\n"
    }
}
