// `--json`: every finding with its location, path and combinations, and what was explored.

import Foundation
import OrientationEngine
import Scenario

public enum LintJSON {
    public static func render(_ results: [LintResult]) -> String {
        let document: [String: Any] = ["files": results.map(file)]
        return serialize(document)
    }

    static func file(_ result: LintResult) -> [String: Any] {
        var file: [String: Any] = [
            "file": result.file,
            "findings": result.findings.map(finding),
            "explored": result.explored.map(combination),
            "notExplored": result.notApplicable.map { ["device": $0.0.device.rawValue, "ios": $0.0.ios, "reason": $0.1] },
            "states": result.states,
            "steps": result.transitions,
            "seconds": (result.seconds * 1000).rounded() / 1000,
            "budgetReached": result.budgetNotes,
        ]
        if let interruption = result.interruption {
            file["interrupted"] = ["signal": interruption.signal, "finishedCombinations": interruption.finished,
                                   "combinations": interruption.combinations] as [String: Any]
        }
        return file
    }

    static func finding(_ finding: Finding) -> [String: Any] {
        [
            "rule": finding.rule,
            "severity": finding.severity.rawValue,
            "message": finding.message,
            "location": location(finding.location),
            "scenarioLocation": location(finding.scenarioLocation),
            "keyPath": finding.keyPath,
            "path": finding.path.map(\.description),
            "shownOn": combination(finding.shownOn),
            "happensOn": finding.hits.sorted().map(combination),
            "versions": finding.versions,
        ]
    }

    static func location(_ location: SourceLocation) -> [String: Any] {
        ["file": location.file, "line": location.line, "column": location.column]
    }

    static func combination(_ combination: Combination) -> [String: Any] {
        ["device": combination.device.rawValue, "ios": combination.ios]
    }

    static func serialize(_ object: Any) -> String {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options),
              let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}
