// Compiler-style lines, so editors and CI annotate the line to change:
// `Sources/App/Player.swift:42:5: warning: … [R15a]`, then where and how it shows.

import Foundation
import OrientationEngine

public enum LintText {
    public static func render(_ results: [LintResult]) -> String {
        var out = ""
        for result in results {
            for finding in result.findings {
                out += "\(finding.location.description.escapedLine): \(finding.severity.rawValue): \(finding.message.escapedLine) [\(finding.rule)]\n"
                out += "    happens on \(finding.versions)\n"
                out += "    shown by: \(finding.pathText) (\(finding.shownOn.device.rawValue), iOS \(finding.shownOn.ios))\n"
                if finding.location != finding.scenarioLocation {
                    out += "    scenario: \(finding.scenarioLocation.description.escapedLine) (\(finding.keyPath.escapedLine))\n"
                }
            }
            out += summary(result) + "\n"
        }
        return out
    }

    /// "app.yaml: 2 findings (1 error, 1 warning); 812 states, 4,907 steps on 9 device/iOS combinations in 0.21 s".
    public static func summary(_ result: LintResult) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = result.findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let total = result.findings.count
        let found = total == 0 ? "no findings" : "\(total) finding\(total == 1 ? "" : "s") (\(counts.joined(separator: ", ")))"
        var line = "\(result.file.escapedLine): \(found); \(result.states) states, \(result.transitions) steps "
            + "on \(result.explored.count) device/iOS combination\(result.explored.count == 1 ? "" : "s") "
            + "in \(String(format: "%.2f", result.seconds)) s"
        for (combination, reason) in result.notApplicable {
            line += "\n    not explored on \(combination.device.rawValue) iOS \(combination.ios): \(reason.escapedLine)"
        }
        for note in result.budgetNotes { line += "\n    stopped early on \(note)" }
        if let interruption = result.interruption { line += "\n    \(interruption)" }
        return line
    }
}

extension String {
    /// Text from a user's file, kept on one line (OneLine.swift's escapes).
    var escapedLine: String { escapedForOneLine }
}
