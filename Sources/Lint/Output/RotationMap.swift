// `--report DIR`'s report.md: the findings and the rotation map — for each screen, the
// orientations it showed on each device and iOS stretch explored.

import Foundation
import OrientationEngine

/// The contact sheet as report.md describes it: drawn, or why not.
public enum SheetLegend: Sendable {
    case drawn(file: String, combination: Combination, rows: [String])
    case notDrawn(String)
}

public enum LintMarkdown {
    public static func render(_ result: LintResult, sheet: SheetLegend? = nil) -> String {
        var out = "# Lint: \(cell(result.file))\n\n"
        out += LintText.summary(result).split(separator: "\n").map { "- \(cell(String($0)))" }.joined(separator: "\n") + "\n\n"
        out += "## Findings\n\n"
        if result.findings.isEmpty { out += "None.\n\n" }
        for finding in result.findings {
            out += "- **\(finding.severity.rawValue) [\(finding.rule)]** `\(cell(finding.location.description))`: "
                + "\(cell(finding.message))  \n  happens on \(cell(finding.versions)); shown by: "
                + "\(cell(finding.pathText)) (\(finding.shownOn.device.rawValue), iOS \(finding.shownOn.ios))\n"
        }
        out += "\n## Rotation map\n\n"
        out += "The orientations each screen showed (P portrait, U upside down, L landscapeLeft, R landscapeRight); "
            + "· it never showed there.\n\n"
        let columns = result.explored
        let versions = { (device: DeviceModel) in columns.filter { $0.device == device }.map(\.ios) }
        out += "| screen | " + columns.map { combination in
            let span = Coverage.text(Coverage.range(of: combination.ios, among: versions(combination.device),
                                                   representative: result.representative))
            return "\(combination.device.rawValue) iOS \(span)"
        }.joined(separator: " | ") + " |\n"
        out += "|---|" + columns.map { _ in "---|" }.joined() + "\n"
        for screen in result.screens {
            let row = columns.map { glyphs(result.shown[screen]?[$0] ?? []) }
            out += "| \(cell(screen)) | " + row.joined(separator: " | ") + " |\n"
        }
        switch sheet {
        case .drawn(let file, let combination, let rows)?:
            out += "\n## Contact sheet\n\n"
            out += "Each screen as the exploration first saw it in each orientation, on \(combination.device.rawValue) "
                + "iOS \(combination.ios), drawn by the renderer `record` uses. Rows: "
                + rows.map(cell).joined(separator: ", ") + "; columns: portrait, upside down, landscapeLeft, "
                + "landscapeRight (empty where the screen never showed so).\n\n![contact sheet](\(file))\n"
        case .notDrawn(let why)?:
            out += "\n## Contact sheet\n\nNot drawn: \(cell(why)).\n"
        case nil:
            break
        }
        return out
    }

    /// "P L R" in a fixed order.
    static func glyphs(_ orientations: Set<InterfaceOrientation>) -> String {
        let order: [(InterfaceOrientation, String)] = [
            (.portrait, "P"), (.portraitUpsideDown, "U"), (.landscapeLeft, "L"), (.landscapeRight, "R"),
        ]
        let shown = order.filter { orientations.contains($0.0) }.map(\.1)
        return shown.isEmpty ? "·" : shown.joined(separator: " ")
    }

    /// Text from a file inside a table cell or a line: one line, no table breaks.
    static func cell(_ text: String) -> String {
        text.escapedForOneLine.replacingOccurrences(of: "|", with: "\\|")
    }
}
