// report.md, what a tester or QA engineer attaches to a ticket: the verdict, every step
// with its result, the failures with the state and the engine's decision, deviations,
// snapshots and the decisions. The same for `record` and `accept`.

import Foundation
import OrientationEngine

public enum MarkdownReport {
    /// `started`: when the run began, for people; `files`: the other files written next to it.
    public static func render(_ report: RunReport, started: String? = nil, files: [String] = []) -> String {
        let model = report.model
        // The name and path are the user's text: escaped as on the terminal (OneLine.swift),
        // so `\n`, ESC and bidi controls can neither add a line nor reorder one.
        let name = (model.name ?? fileStem(report.file)).escapedForOneLine
        var md = report.runner == .tester ? "# Acceptance run: \(name)\n\n" : "# \(name)\n\n"
        md += "- file: `\(report.file.escapedForOneLine)`\n"
        md += "- device: \(model.device.displayName) (`\(model.device.rawValue)`), iOS \(model.iosVersion) (\(model.profile.rulesLabel))\n"
        if let started { md += "- started: \(started), \(String(format: "%.0f", report.duration)) s\n" }
        md += "- result: **\(TextReport.verdict(report))**\n"
        if let stop = report.interruption { md += "- \(stop.summary(of: report.stepsTotal).escapedForOneLine)\n" }
        if !files.isEmpty { md += "- files: " + files.map { "[\($0)](\($0))" }.joined(separator: ", ") + "\n" }
        let problems = report.warnings.map(\.inReport) + report.problems.map { $0.escapedForOneLine }
        if !problems.isEmpty {
            md += "\n## Problems\n\n" + problems.map { "- \($0)\n" }.joined()
        }
        md += steps(report)
        md += failed(report)
        let deviations = report.steps.flatMap(TextReport.deviationLines)
        if !deviations.isEmpty {
            md += "\n## Deviations\n\n" + deviations.map { "- \($0)\n" }.joined()
        }
        let snapshots = report.steps.compactMap(\.snapshot)
        if !snapshots.isEmpty {
            md += "\n## Snapshots\n"
            for image in snapshots { md += "\n### \(image)\n\n![\(image)](\(image))\n" }
        }
        if !report.decisions.isEmpty {
            md += "\n## Decisions\n\n| time | trigger | outcome |\n|---|---|---|\n"
            for decision in report.decisions {
                md += "| \(time(decision.time - report.startTime)) | \(cell(decision.trigger)) | \(cell(decision.summary)) |\n"
            }
        }
        return md
    }

    /// Every step: line, when it began, the instruction, the result, and the device after it
    /// when the run took thumbnails.
    private static func steps(_ report: RunReport) -> String {
        let thumbnails = report.steps.contains { $0.thumbnail != nil }
        var md = "\n## Steps\n\n| # | line | time | step | result |" + (thumbnails ? " device after |" : "")
        md += "\n|---|---|---|---|---|" + (thumbnails ? "---|" : "") + "\n"
        for result in report.steps {
            let step = result.step
            let started = result.started.map { time($0 - report.startTime) } ?? "–"
            md += "| \(step.index + 1) | \(step.line) | \(started) | \(cell(TextReport.instruction(step))) | \(cell(TextReport.result(result))) |"
            if thumbnails { md += " \(result.thumbnail.map { "![step \(step.index + 1)](\($0))" } ?? "") |" }
            md += "\n"
        }
        return md
    }

    private static func failed(_ report: RunReport) -> String {
        let failed = report.steps.filter { !$0.failures.isEmpty }
        guard !failed.isEmpty else { return "" }
        var md = "\n## Failed expectations\n"
        for result in failed {
            md += "\n### Step \(result.step.index + 1) (line \(result.step.line))\n\n"
            for failure in result.failures {
                md += "- `\(failure.key.escapedForOneLine)` (line \(failure.line)): expected `\(failure.expected.escapedForOneLine)`, "
                    + "actual `\(failure.actual.escapedForOneLine)`\n"
                if let own = failure.ownDecision { md += "  - \(own.escapedForOneLine)\n" }
            }
            if let state = result.state { md += "- state: \(state.escapedForOneLine)\n" }
            if let decision = result.decision { md += "- decision: \(decision.escapedForOneLine)\n" }
        }
        return md
    }

    private static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    private static func cell(_ text: String) -> String {
        text.escapedForOneLine.replacingOccurrences(of: "|", with: "\\|")
    }

    static func fileStem(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
