// `--report DIR`'s report.md: the findings and the rotation map — for each screen, the
// orientations it showed on each device and iOS stretch explored.

import Foundation
import OrientationEngine

/// The contact sheet as report.md describes it: drawn, or why not.
public enum SheetLegend: Sendable {
    /// `columns`: the orientations drawn (an orientation no screen showed has no column).
    case drawn(file: String, combination: Combination, rows: [String], columns: [InterfaceOrientation])
    case notDrawn(String)
}

enum RotationMap {
    /// Screen → combination → orientations it showed outside its own answer
    /// (`supportedInterfaceOrientations`, asked of the state that showed it).
    static func outside(_ pictures: [Picture]) -> [String: [Combination: Set<InterfaceOrientation>]] {
        var result: [String: [Combination: Set<InterfaceOrientation>]] = [:]
        for picture in pictures {
            let engine = picture.engine
            guard let id = engine.id(of: picture.screen), engine.spec(id).supported != nil,
                  !engine.liveSupportedMask(of: id).contains(picture.orientation) else { continue }
            result[picture.screen, default: [:]][picture.combination, default: []].insert(picture.orientation)
        }
        return result
    }
}

public enum LintMarkdown {
    public static func render(_ result: LintResult, sheet: SheetLegend? = nil) -> String {
        var out = "# Lint: \(cell(result.file))\n\n"
        let headline = LintText.headline(result).split(separator: "\n").map { line in
            String(line.dropFirst(result.file.escapedLine.count + 2))
        }
        out += headline.map { "- \(cell($0))" }.joined(separator: "\n") + "\n"
        out += LintText.summary(result).split(separator: "\n").map { "- \(cell(String($0)))" }.joined(separator: "\n") + "\n\n"
        out += "## Findings\n\n"
        if result.findings.isEmpty { out += "None (\(cell(result.coverage.sentence))).\n\n" }
        for (index, finding) in result.findings.enumerated() {
            let shown = finding.path.isEmpty ? "judged on \(cell(finding.versions))"
                : "happens on \(cell(finding.versions)); shown by: \(cell(finding.pathText)) "
                    + "(\(finding.shownOn.device.rawValue), iOS \(finding.shownOn.ios))"
            out += "- <a id=\"finding-\(index + 1)\"></a>**\(finding.severity.rawValue) [\(finding.rule)]** "
                + "`\(cell(finding.location.description))`: \(cell(finding.message))  \n  \(shown)\n"
            for related in finding.related {
                out += "  - site `\(cell(related.location?.description ?? "(no location)"))`: \(cell(related.what))\n"
            }
        }
        out += "\n## Rotation map\n\n"
        out += "The orientations each screen showed (P portrait, U upside down, L landscapeLeft, R landscapeRight); "
            + "· it never showed there; ! after a letter: outside the screen's own supportedInterfaceOrientations "
            + "(linked to a finding about it when there is one). Screens reached only by a local exploration are "
            + "marked (local).\n\n"
        let columns = result.explored
        let versions = { (device: DeviceModel) in columns.filter { $0.device == device }.map(\.ios) }
        out += "| screen | " + columns.map { combination in
            let span = Coverage.text(Coverage.range(of: combination.ios, among: versions(combination.device),
                                                   representative: result.representative))
            return "\(combination.device.rawValue) iOS \(span)"
        }.joined(separator: " | ") + " |\n"
        out += "|---|" + columns.map { _ in "---|" }.joined() + "\n"
        let local = Set(result.coverage.locally.map(\.0))
        for screen in result.screens {
            let finding = result.findings.firstIndex { $0.key.controller == screen }
            let row = columns.map { combination in
                glyphs(result.shown[screen]?[combination] ?? [], outside: result.outside[screen]?[combination] ?? [],
                       link: finding.map { "#finding-\($0 + 1)" })
            }
            out += "| \(cell(screen))\(local.contains(screen) ? " (local)" : "") | " + row.joined(separator: " | ") + " |\n"
        }
        switch sheet {
        case .drawn(let file, let combination, let rows, let drawnColumns)?:
            out += "\n## Contact sheet\n\n"
            out += "Each screen as the exploration first saw it in each orientation, on \(combination.device.rawValue) "
                + "iOS \(combination.ios), drawn by the renderer `record` uses, each row labelled with its screen. Rows: "
                + rows.map(cell).joined(separator: ", ") + "; columns: "
                + drawnColumns.map(\.name).joined(separator: ", ")
                + " (empty where the screen never showed so).\n\n![contact sheet](\(file))\n"
        case .notDrawn(let why)?:
            out += "\n## Contact sheet\n\nNot drawn: \(cell(why)).\n"
        case nil:
            break
        }
        return out
    }

    /// "P L R" in a fixed order; "L!" outside the screen's own answer.
    static func glyphs(_ orientations: Set<InterfaceOrientation>, outside: Set<InterfaceOrientation> = [],
                       link: String? = nil) -> String {
        let order: [(InterfaceOrientation, String)] = [
            (.portrait, "P"), (.portraitUpsideDown, "U"), (.landscapeLeft, "L"), (.landscapeRight, "R"),
        ]
        let shown = order.filter { orientations.contains($0.0) }.map { orientation, letter in
            guard outside.contains(orientation) else { return letter }
            return link.map { "[\(letter)!](\($0))" } ?? "\(letter)!"
        }
        return shown.isEmpty ? "·" : shown.joined(separator: " ")
    }

    /// Text from a file inside a table cell or a line: one line, no table breaks.
    static func cell(_ text: String) -> String {
        text.escapedForOneLine.replacingOccurrences(of: "|", with: "\\|")
    }
}
