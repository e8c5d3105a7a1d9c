// Where a finding's key lives: the project source a scanned value came from (the
// project model's typed map), the scenario file's line, or — for a scanned file the user
// edited and passes as a file — the project source its trailing `# path:line` comment
// names, resolved against the `# scanned: FOLDER` header.

import Foundation
import OrientationEngine
import Scenario

struct SourceMap: Sendable {
    let file: String
    let lines: LineTable
    /// The file's text, a line per entry.
    let text: [Substring]
    /// The project folder of a scanned file (`# scanned: /path`).
    let scannedFolder: String?
    /// A scanned project's own map, when lint was given the project.
    let project: ProjectModel?

    init(scenario: ScenarioFile, text: String?, project: ProjectModel? = nil) {
        self.project = project
        file = scenario.file
        lines = scenario.lines
        let allLines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        self.text = allLines
        scannedFolder = allLines.lazy.compactMap { Self.scannedHeader($0) }.first
    }

    static func scannedHeader(_ line: Substring) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("#") else { return nil }
        let body = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix("scanned:") else { return nil }
        let folder = body.dropFirst("scanned:".count).trimmingCharacters(in: .whitespaces)
        return folder.isEmpty ? nil : folder
    }

    /// The scenario's own line for `keyPath` (0 when unknown: the file alone).
    func scenarioLocation(_ key: ModelKey) -> SourceLocation {
        var current: ModelKey? = key
        var line = 0
        while let k = current, line == 0 {
            line = lines.line(for: k.keyPath) ?? 0
            current = k.parent
        }
        var column = 1
        if line > 0, line <= text.count {
            column = (text[line - 1].prefix { $0 == " " || $0 == "-" }.count) + 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The scenario's own line, when the scenario is a file (not a project lint scanned).
    func fileLocation(_ key: ModelKey) -> SourceLocation? {
        project == nil ? scenarioLocation(key) : nil
    }

    /// The project source when the key's line carries a `# path:line` reference, else the
    /// nearest enclosing key's that does (an action inside a button written over several
    /// lines: the button's line; the controller's as the last resort); else the scenario's.
    func location(_ key: ModelKey) -> SourceLocation {
        if let project {
            // A value scan made up (a stand-in) has no line: the project's folder, never the
            // model's own name.
            return project.source(of: key).map(resolved) ?? SourceLocation(file: project.folder, line: 0)
        }
        let own = scenarioLocation(key)
        // The file's own text: each enclosing key as the file spells it (a button's line
        // holds the reference of the actions written under it).
        var path = Substring(key.keyPath)
        while !path.isEmpty {
            let line = lines.line(for: String(path)) ?? 0
            if line > 0, line <= text.count, let reference = Self.reference(in: text[line - 1]) {
                guard let folder = scannedFolder, !reference.path.hasPrefix("/") else {
                    return SourceLocation(file: reference.path, line: reference.line)
                }
                return SourceLocation(file: (folder as NSString).appendingPathComponent(reference.path),
                                      line: reference.line)
            }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = path[..<cut]
            // Not past the controller (`controllers.X`) or the app: `controllers` alone is no key of the app's.
            if !path.contains(".") { break }
        }
        return own
    }

    /// A project location as a path a reader can open: relative paths joined to the folder.
    func resolved(_ location: SourceLocation) -> SourceLocation {
        guard let project, !location.file.hasPrefix("/") else { return location }
        var joined = location
        joined.file = (project.folder as NSString).appendingPathComponent(location.file)
        return joined
    }

    /// A trailing `# Sources/Player.swift:42` comment: a path, a colon, a line number, nothing after.
    static func reference(in line: Substring) -> (path: String, line: Int)? {
        guard let hash = commentStart(line) else { return nil }
        let comment = line[line.index(after: hash)...].trimmingCharacters(in: .whitespaces)
        guard let colon = comment.lastIndex(of: ":"), let number = Int(comment[comment.index(after: colon)...]),
              number > 0 else { return nil }
        let path = String(comment[..<colon])
        guard !path.isEmpty, !path.contains(" ") else { return nil }
        return (path, number)
    }

    /// The `#` starting a comment: at the line's start or after a space, outside quotes.
    static func commentStart(_ line: Substring) -> Substring.Index? {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let char = line[index]
            if let open = quote {
                if char == open { quote = nil }
            } else if char == "\"" || char == "'", " \t:[{,-".contains(previous) {
                quote = char
            } else if char == "#", previous == " " || previous == "\t" {
                return index
            }
            previous = char
        }
        return nil
    }
}
