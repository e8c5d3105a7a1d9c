// Compiler-style lines, so editors and CI annotate the line to change:
// `Sources/App/Player.swift:42:5: warning: … [R15a]`, then where and how it shows. The
// summary comes first — the screens that can show landscape, how much was reached —,
// and the closing line never says "no findings" without saying how much was reached.

import Foundation
import OrientationEngine

public enum LintText {
    public static func render(_ results: [LintResult]) -> String {
        var out = ""
        for result in results {
            out += headline(result)
            for finding in result.findings {
                out += "\(finding.location.description.escapedLine): \(finding.severity.rawValue): \(finding.message.escapedLine) [\(finding.rule)]\n"
                if finding.path.isEmpty {
                    out += "    judged on \(finding.versions)\n"
                } else {
                    out += "    happens on \(finding.versions)\n"
                    out += "    shown by: \(finding.pathText.escapedLine) (\(finding.shownOn.device.rawValue), iOS \(finding.shownOn.ios))\n"
                }
                for related in finding.related {
                    out += "    site: \(related.location?.description.escapedLine ?? "(no location)"): \(related.what.escapedLine)\n"
                }
                if let scenario = finding.scenarioLocation, finding.location != scenario, scenario.line > 0 {
                    out += "    scenario: \(scenario.description.escapedLine) (\(finding.keyPath.escapedLine))\n"
                }
            }
            out += summary(result) + "\n"
        }
        return out
    }

    /// The first lines: the screens that can show landscape on each device, and how much
    /// of the app the exploration reached.
    public static func headline(_ result: LintResult) -> String {
        let file = result.file.escapedLine
        var out = ""
        for (devices, screens) in landscapeGroups(result) {
            let on = devices.map(\.rawValue).joined(separator: ", ")
            if screens.isEmpty {
                let cut = result.stoppedEarly.filter { devices.contains($0.device) }
                out += cut.isEmpty ? "\(file): no screen can show landscape on \(on)\n"
                    : "\(file): no screen was seen showing landscape on \(on) before the exploration stopped at its budget (on "
                        + cut.map { "\($0.device.rawValue) iOS \($0.ios)" }.joined(separator: ", ") + "): not a proof that none can\n"
                continue
            }
            let count = screens.count == 1 ? "1 screen can" : "\(screens.count) screens can"
            // A line a person reads: a large app's list is in --json whole.
            let listed = 12
            out += "\(file): \(count) show landscape on \(on): "
                + screens.prefix(listed).map { screen($0, in: result) }.joined(separator: "; ")
                + (screens.count > listed ? "; and \(screens.count - listed) more (--json lists every one)" : "")
            let over = overThem(devices, screens, in: result)
            if !over.isEmpty {
                out += "; shown over \(screens.count == 1 ? "it" : "them"), in landscape: "
                    + (over.prefix(8).joined(separator: ", ") + (over.count > 8 ? " and \(over.count - 8) more" : "")).escapedLine
            }
            out += "\n"
        }
        out += "\(file): \(result.coverage.sentence.escapedLine)\n"
        return out
    }

    /// "Player (presented as fullScreen by Feed at Feed.swift:40)".
    static func screen(_ name: String, in result: LintResult) -> String {
        guard let (site, location) = result.firstSite(of: name) else { return name.escapedLine }
        let at = location.map { " at \($0.description)" } ?? ""
        return "\(name) (\(SiteWords.way(site))\(at))".escapedLine
    }

    /// What turned with the screens that decided landscape on `devices`.
    static func overThem(_ devices: [DeviceModel], _ deciders: [String], in result: LintResult) -> [String] {
        let seen = result.landscapeScreens.filter { devices.contains($0.0) }.flatMap(\.1)
        var names: [String] = []
        for name in seen where !deciders.contains(name) && !names.contains(name) { names.append(name) }
        return names
    }

    /// Devices with the same landscape screens, together.
    static func landscapeGroups(_ result: LintResult) -> [([DeviceModel], [String])] {
        var groups: [([DeviceModel], [String])] = []
        for (device, screens) in result.landscape {
            if let index = groups.firstIndex(where: { $0.1 == screens }) {
                groups[index].0.append(device)
            } else {
                groups.append(([device], screens))
            }
        }
        return groups
    }

    /// "app.yaml: 2 findings (1 error, 1 warning); reached 3 of 3 controllers from the root;
    /// 812 states, 4,907 steps on 9 device/iOS combinations in 0.21 s".
    public static func summary(_ result: LintResult) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = result.findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let total = result.findings.count
        let found = total == 0 ? "no findings" : "\(total) finding\(total == 1 ? "" : "s") (\(counts.joined(separator: ", ")))"
        var line = "\(result.file.escapedLine): \(found); \(result.coverage.sentence.escapedLine); "
            + "\(result.states) states, \(result.transitions) steps "
            + "on \(result.explored.count) device/iOS combination\(result.explored.count == 1 ? "" : "s") "
            + "in \(String(format: "%.2f", result.seconds)) s"
        if result.unresolved > 0 {
            line += "\n    \(result.unresolved) construct\(result.unresolved == 1 ? "" : "s") of the code could not be read (`scan` lists them)"
        }
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
