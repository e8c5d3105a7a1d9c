// The headless commands as library functions, so tests need no processes:
// `check FILE…` and `trace FILE [--all] [--json]`.

import OrientationEngine

public enum Headless {
    /// Applied to each loaded scenario before it runs (the CLI probes player videos here,
    /// a library Scenario can't link).
    public typealias Prepare = @Sendable (Scenario) -> Scenario

    /// Loads and replays one file with no observer.
    public static func replay(path: String, prepare: Prepare? = nil) -> Result<(RunReport, ScenarioRunner), ScenarioError> {
        do {
            var scenario = try ScenarioLoader.load(path: path)
            if let prepare { scenario = prepare(scenario) }
            let runner = try ScenarioRunner(scenario: scenario)
            let report = try runner.run()
            return .success((report, runner))
        } catch {
            return .failure(error)
        }
    }

    /// `check FILE…`: a block per file, a summary when there are several.
    public static func check(files: [String], prepare: Prepare? = nil) -> (status: CheckStatus, output: String) {
        let outcomes = files.map { file in (file, replay(path: file, prepare: prepare).map(\.0)) }
        let text = CheckReport.render(outcomes)
        let status = CheckStatus.combined(outcomes.map { $0.1.status })
        return (status, text)
    }

    /// The `check` text for one run (what `record` writes into its report).
    public static func summary(of report: RunReport) -> String {
        CheckReport.render([(report.file, .success(report))])
    }

    /// `trace FILE`: the trace on stdout; problems on stderr.
    public static func trace(file: String, all: Bool, json: Bool, prepare: Prepare? = nil)
        -> (status: CheckStatus, stdout: String, stderr: String)
    {
        switch replay(path: file, prepare: prepare) {
        case .failure(let error):
            return (.invalidFile, "", "\(error)\n")
        case .success(let (report, runner)):
            let out = json ? TraceFormatter.jsonLines(runner.trace) : TraceFormatter.text(runner.trace, all: all)
            let status = report.status
            let err = status == .ok ? "" : summary(of: report)
            return (status, out, err)
        }
    }
}

extension Result where Success == RunReport, Failure == ScenarioError {
    var status: CheckStatus {
        switch self {
        case .success(let report): report.status
        case .failure: .invalidFile
        }
    }
}

/// The human-readable `check` report: one aligned line per file, details indented.
enum CheckReport {
    static func render(_ outcomes: [(String, Result<RunReport, ScenarioError>)]) -> String {
        let width = outcomes.map { $0.0.count }.max() ?? 0
        var out = ""
        for (file, outcome) in outcomes {
            switch outcome {
            case .failure(let error):
                out += "ERROR \(error)\n"
            case .success(let report):
                out += summaryLine(report, file: file, width: width)
                out += details(report)
            }
        }
        if outcomes.count > 1 { out += totals(outcomes) }
        return out
    }

    private static func tag(_ status: CheckStatus) -> String {
        switch status {
        case .ok: "ok   "
        case .expectationFailed: "FAIL "
        case .crashed: "CRASH"
        case .invalidFile: "ERROR"
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func summaryLine(_ report: RunReport, file: String, width: Int) -> String {
        let steps = "\(report.stepsRun)/\(report.stepsTotal) steps"
        var counts = "\(report.held) held"
        if !report.failures.isEmpty { counts += ", \(report.failures.count) failed" }
        let stepsColumn = String(repeating: " ", count: max(0, 13 - steps.count)) + steps
        return "\(tag(report.status)) \(pad(file.escapedForOneLine, width))  \(stepsColumn)  \(counts)\n"
    }

    private static func details(_ report: RunReport) -> String {
        var out = ""
        let indent = "      "
        for (position, failure) in report.failures.enumerated() {
            let location = "step \(failure.step), line \(failure.line)"
            // Expected values and the app's output quote the file: one line each (OneLine.swift).
            let expected = failure.expected.escapedForOneLine, actual = failure.actual.escapedForOneLine
            out += "\(indent)\(location): \(failure.key): expected \(expected), actual \(actual)\n"
            // The decision once per expect step, after its last failure.
            let next = report.failures.indices.contains(position + 1) ? report.failures[position + 1] : nil
            if let decision = failure.decision, next?.step != failure.step {
                out += "\(indent)  last decision: \(decision.escapedForOneLine)\n"
            }
        }
        if let crash = report.crash {
            let when = report.crashStep.map { $0 == 0 ? "at launch" : "at step \($0)" } ?? ""
            let expected = report.unexpectedCrash ? "unexpected" : "expected"
            out += "\(indent)app crashed \(when) (\(expected)): \(crash.reason.escapedForOneLine)\n"
        }
        if let stopped = report.stoppedAt {
            out += "\(indent)steps \(stopped)…\(report.stepsTotal) not run: the app had crashed\n"
        }
        if let stop = report.interruption {
            out += "\(indent)\(stop.summary(of: report.stepsTotal))\n"
        }
        for question in report.questions {
            out += "\(indent)step \(question.step), line \(question.line): ask \"\(question.text.escapedForOneLine)\": not asked (headless)\n"
        }
        return out
    }

    private static func totals(_ outcomes: [(String, Result<RunReport, ScenarioError>)]) -> String {
        var counts: [CheckStatus: Int] = [:]
        for (_, outcome) in outcomes { counts[outcome.status, default: 0] += 1 }
        let parts: [(CheckStatus, String)] = [
            (.ok, "passed"), (.expectationFailed, "failed"), (.crashed, "crashed"), (.invalidFile, "invalid"),
        ]
        let text = parts.compactMap { status, word in counts[status].map { "\($0) \(word)" } }
        return "\(outcomes.count) files: \(text.joined(separator: ", "))\n"
    }
}
