// `--sarif`: SARIF 2.1.0, the format code-scanning services read — a run of the tool, a
// rule per rule id used, a result per finding with its physical location.

import Foundation
import OrientationEngine

public enum LintSARIF {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ results: [LintResult]) -> String {
        let findings = results.flatMap(\.findings)
        let ruleIds = Array(Set(findings.map(\.rule))).sorted()
        let rules: [[String: Any]] = ruleIds.map { id in
            let rule = RuleBook.rules.first { $0.id == id }
            let lintRule = LintRules.all.first { $0.id == id }
            var descriptor: [String: Any] = [
                "id": id,
                "shortDescription": ["text": rule?.title ?? lintRule?.summary ?? id],
            ]
            if let text = rule?.text ?? lintRule?.summary { descriptor["fullDescription"] = ["text": text] }
            return descriptor
        }
        var run: [String: Any] = [
            "tool": ["driver": [
                "name": "rotation-sandbox lint",
                "informationUri": "https://github.com/rotation-sandbox/rotation-sandbox",
                "rules": rules,
            ] as [String: Any]],
            "results": findings.map { result($0, ruleIndex: ruleIds.firstIndex(of: $0.rule) ?? 0) },
            // Coverage is part of the answer: no finding means little without it.
            "properties": ["coverage": results.map { ["file": $0.file, "sentence": $0.coverage.sentence,
                                                       "controllers": $0.coverage.total,
                                                       "fromRoot": $0.coverage.fromRoot.count,
                                                       "locally": $0.coverage.locally.count,
                                                       "never": $0.coverage.never,
                                                       "unshown": $0.coverage.unshown] as [String: Any] }],
        ]
        // What stopped the exploration early, as the tool's own notifications.
        let notes = results.flatMap { $0.budgetNotes.map { "stopped early on \($0)" } }
        let interruptions = results.compactMap(\.interruption)
        if !notes.isEmpty || !interruptions.isEmpty {
            run["invocations"] = [[
                "executionSuccessful": interruptions.isEmpty,
                "toolExecutionNotifications": (interruptions.map(\.description) + notes).map { note in
                    ["message": ["text": note], "level": "warning"] as [String: Any]
                },
            ] as [String: Any]]
        }
        let log: [String: Any] = ["$schema": schema, "version": "2.1.0", "runs": [run]]
        return LintJSON.serialize(log)
    }

    static func result(_ finding: Finding, ruleIndex: Int) -> [String: Any] {
        var region: [String: Any] = [:]
        if finding.location.line > 0 {
            region = ["startLine": finding.location.line, "startColumn": max(1, finding.location.column)]
        }
        var physical: [String: Any] = ["artifactLocation": ["uri": uri(finding.location.file)]]
        if !region.isEmpty { physical["region"] = region }
        let related: [[String: Any]] = finding.related.enumerated().compactMap { index, site in
            guard let location = site.location else { return nil }
            var place: [String: Any] = ["artifactLocation": ["uri": uri(location.file)]]
            if location.line > 0 { place["region"] = ["startLine": location.line, "startColumn": max(1, location.column)] }
            return ["id": index, "physicalLocation": place, "message": ["text": site.what]]
        }
        var result: [String: Any] = [
            "ruleId": finding.rule,
            "ruleIndex": ruleIndex,
            "level": finding.severity.rawValue,
            "message": ["text": finding.path.isEmpty ? "\(finding.message) Judged on \(finding.versions)."
                : "\(finding.message) Happens on \(finding.versions). Shown by: \(finding.pathText)."],
            "locations": [["physicalLocation": physical]],
            "properties": [
                "path": finding.path.map(\.description),
                "happensOn": finding.hits.sorted().map { "\($0.device.rawValue) iOS \($0.ios)" },
                "keyPath": finding.keyPath,
            ] as [String: Any],
        ]
        if !related.isEmpty { result["relatedLocations"] = related }
        return result
    }

    /// A relative path as a relative URI reference; an absolute one as a file URI.
    static func uri(_ path: String) -> String {
        let allowed = CharacterSet.urlPathAllowed
        let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + escaped : escaped
    }
}
