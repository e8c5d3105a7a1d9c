// `--json`: the summary (screens that can show landscape, coverage), every finding with
// its location, path, combinations and related sites, the rotation map, and each
// controller's verdicts (how it was reached; at each site, whether each override is asked).

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
            "summary": summary(result),
            "findings": result.findings.map(finding),
            "rotationMap": rotationMap(result),
            "controllers": result.controllers.map(controller),
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

    static func summary(_ result: LintResult) -> [String: Any] {
        var counts: [String: Int] = [:]
        for severity in Severity.allCases { counts[severity.rawValue] = result.findings.filter { $0.severity == severity }.count }
        return [
            "landscape": result.landscape.map { device, screens in
                ["device": device.rawValue, "screens": screens,
                 "shownOver": LintText.overThem([device], screens, in: result)] as [String: Any]
            },
            "coverage": coverage(result.coverage),
            "findings": counts,
            "unresolved": result.unresolved,
        ]
    }

    static func coverage(_ reach: ReachSummary) -> [String: Any] {
        [
            "controllers": reach.total,
            "fromRoot": reach.fromRoot,
            "locally": reach.locally.map { ["controller": $0.0, "from": $0.1] },
            "never": reach.never,
            "unshown": reach.unshown,
            "sentence": reach.sentence,
        ]
    }

    static func finding(_ finding: Finding) -> [String: Any] {
        [
            "rule": finding.rule,
            "severity": finding.severity.rawValue,
            "message": finding.message,
            "location": location(finding.location),
            "scenarioLocation": finding.scenarioLocation.map(location) ?? NSNull(),
            "keyPath": finding.keyPath,
            "path": finding.path.map(\.description),
            "startedFrom": finding.startedFrom as Any? ?? NSNull(),
            "shownOn": combination(finding.shownOn),
            "happensOn": finding.hits.sorted().map(combination),
            "versions": finding.versions,
            "related": finding.related.map { related in
                ["what": related.what, "location": related.location.map(location) as Any? ?? NSNull()] as [String: Any]
            },
        ]
    }

    static func rotationMap(_ result: LintResult) -> [[String: Any]] {
        result.screens.map { screen in
            [
                "screen": screen,
                "cells": result.explored.map { combination -> [String: Any] in
                    let shown = result.shown[screen]?[combination] ?? []
                    let outside = result.outside[screen]?[combination] ?? []
                    return ["device": combination.device.rawValue, "ios": combination.ios,
                            "shown": names(shown), "outsideOwnAnswer": names(outside)]
                },
            ]
        }
    }

    static func names(_ orientations: Set<InterfaceOrientation>) -> [String] {
        [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
            .filter(orientations.contains).map(\.name)
    }

    static func controller(_ verdict: ControllerVerdict) -> [String: Any] {
        let reach: String
        var from: Any = NSNull()
        switch verdict.reach {
        case .root: reach = "root"
        case .locally(let start): reach = "locally"; from = start
        case .never: reach = verdict.sites.isEmpty ? "dead" : "never"
        }
        return [
            "name": verdict.name,
            "reached": reach,
            "reachedFrom": from,
            "overrides": verdict.overrides.map { override -> [String: Any] in
                [
                    "override": override.rawValue,
                    "sites": verdict.sites.map { site -> [String: Any] in
                        [
                            "way": SiteWords.way(site),
                            "location": site.location.map(location) as Any? ?? NSNull(),
                            "verdicts": verdict.verdicts.filter { $0.site == site && $0.override == override }.map(siteVerdict),
                        ]
                    },
                ]
            },
        ]
    }

    static func siteVerdict(_ verdict: SiteVerdict) -> [String: Any] {
        var out: [String: Any] = ["device": verdict.combination.device.rawValue, "ios": verdict.combination.ios]
        switch verdict.consultation {
        case .decides?: out["asked"] = true; out["how"] = "decides"
        case .forwarded(let by)?: out["asked"] = true; out["how"] = "forwarded by \(by)"
        case .throughPresented(let by)?: out["asked"] = true; out["how"] = "\(by) answers with what it presents"
        case .notAsked(let why)?: out["asked"] = false; out["why"] = SiteWords.reason(why)
        case nil: out["asked"] = NSNull(); out["why"] = "the site could not be set up"
        }
        return out
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
