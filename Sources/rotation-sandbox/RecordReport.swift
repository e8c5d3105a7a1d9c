// report.md of `record`: what a QA engineer attaches to a ticket.

import Foundation
import OrientationEngine
import Scenario

enum RecordReport {
    static func markdown(scenario: Scenario, report: RunReport, decisions: [Decision],
                         stepTimes: [Int: Double], snapshots: [String]) -> String {
        let model = scenario.model
        let name = (scenario.file as NSString).lastPathComponent
        var md = "# \(model.name ?? name)\n\n"
        md += "- file: `\(scenario.file)`\n"
        md += "- device: \(model.device.displayName) (`\(model.device.rawValue)`), iOS \(model.iosVersion) (profile \(model.profile))\n"
        md += "- result: \(verdict(report))\n"
        if let stop = report.interruption { md += "- \(stop.summary(of: scenario.steps.count))\n" }
        md += "- files: [recording.mp4](recording.mp4), [trace.log](trace.log), [trace.jsonl](trace.jsonl)\n\n"
        md += "## Check\n\n```\n\(Headless.summary(of: report))```\n\n"
        md += "## Steps\n\n| # | line | time | step |\n|---|---|---|---|\n"
        for step in scenario.steps {
            let time = stepTimes[step.index].map { String(format: "%.3f", $0) } ?? "not run"
            md += "| \(step.index + 1) | \(step.line) | \(time) | \(describe(step)) |\n"
        }
        let images = snapshots.filter { $0.hasSuffix(".png") }.map { ($0 as NSString).lastPathComponent }
        if !images.isEmpty {
            md += "\n## Snapshots\n\n"
            for image in images { md += "### \(image)\n\n![\(image)](\(image))\n\n" }
        }
        if !decisions.isEmpty {
            md += "\n## Decisions\n\n| time | trigger | outcome |\n|---|---|---|\n"
            for decision in decisions {
                md += "| \(String(format: "%.3f", decision.time)) | \(decision.trigger) | \(escape(decision.summary)) |\n"
            }
        }
        return md
    }

    private static func verdict(_ report: RunReport) -> String {
        switch report.status {
        case .ok: "all \(report.held) expectations held"
        case .expectationFailed: "\(report.failures.count) expectation(s) failed, \(report.held) held"
        case .crashed: "the app crashed unexpectedly: \(report.crash?.reason ?? "")"
        case .invalidFile: "invalid file"
        }
    }

    /// A table cell: one line (OneLine.swift), pipes escaped.
    private static func escape(_ text: String) -> String {
        text.escapedForOneLine.replacingOccurrences(of: "|", with: "\\|")
    }

    /// A step in words, as `accept` instructs it.
    static func describe(_ step: Step) -> String {
        if case .ask(let text) = step.kind { return escape("Ask: \(text) (not asked headless)") }
        return escape(AcceptanceRun.instruction(for: step))
    }
}
