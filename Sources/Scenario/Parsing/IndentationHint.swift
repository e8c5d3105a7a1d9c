// Where an indentation mistake broke a file's structure, in the author's terms: YAML and
// the key paths only see the consequence (a key under the wrong parent, a syntax error a
// line later), so the line that broke it is found from the columns of `controllers:`.

enum IndentationHint {
    struct Hint: Equatable {
        var line: Int
        var keyPath: String
        var message: String
    }

    private struct KeyLine {
        var line: Int
        var column: Int
        var key: String
        /// Something follows the colon on the same line (`supported: landscape`).
        var inlineValue: Bool
    }

    /// The misindented controller key at or above `line` (up to a few lines up: a YAML
    /// error is often reported on the line after the one that broke the structure).
    static func diagnose(_ text: String, near line: Int) -> Hint? {
        let keys = keyLines(text)
        // "Near": among the last three key lines up to `line` (comments between them do not count).
        let near = Set(keys.filter { $0.line <= line }.suffix(3).map(\.line))
        if let hint = appKey(keys, near: near) { return hint }
        guard let section = keys.firstIndex(where: { $0.column == 0 && $0.key == "controllers" }) else { return nil }
        let end = keys[(section + 1)...].firstIndex { $0.column == 0 } ?? keys.endIndex
        let entries = keys[(section + 1)..<end]
        // Controller names sit at the first key's column; their keys at the first deeper one.
        guard let nameColumn = entries.first?.column,
              let keyColumn = entries.first(where: { $0.column > nameColumn })?.column else { return nil }
        var controller: String?
        for entry in entries {
            guard entry.line <= line else { break }
            if entry.column == nameColumn {
                let looksLikeKey = ModelParser.controllerKeys.contains(entry.key) && entry.inlineValue
                if looksLikeKey, near.contains(entry.line), let controller {
                    return Hint(line: entry.line, keyPath: "controllers.\(controller).\(entry.key)", message:
                        "'\(entry.key)' is indented like a controller name (\(nameColumn) spaces); a controller's "
                        + "keys go \(keyColumn - nameColumn) spaces deeper (\(keyColumn)), under '\(controller)'")
                }
                controller = entry.key
            } else if entry.column > nameColumn, entry.column < keyColumn, let controller,
                      ModelParser.controllerKeys.contains(entry.key), near.contains(entry.line) {
                return Hint(line: entry.line, keyPath: "controllers.\(controller).\(entry.key)", message:
                    "'\(entry.key)' is indented \(entry.column) spaces; the other keys of '\(controller)' use "
                    + "\(keyColumn) (controller names \(nameColumn))")
            }
        }
        return nil
    }

    /// A key of `app:` indented unlike the others there (`root` one space in, the rest two).
    private static func appKey(_ keys: [KeyLine], near: Set<Int>) -> Hint? {
        guard let section = keys.firstIndex(where: { $0.column == 0 && $0.key == "app" }) else { return nil }
        let end = keys[(section + 1)...].firstIndex { $0.column == 0 } ?? keys.endIndex
        let entries = keys[(section + 1)..<end]
        // The column most of its keys use is the right one.
        let columns = Dictionary(grouping: entries.map(\.column), by: { $0 }).mapValues(\.count)
        guard let column = columns.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key else { return nil }
        guard let odd = entries.first(where: { $0.column != column && $0.column < column && near.contains($0.line) })
        else { return nil }
        return Hint(line: odd.line, keyPath: "app.\(odd.key)", message:
            "'\(odd.key)' is indented \(odd.column) space\(odd.column == 1 ? "" : "s"); the other keys of 'app' use \(column)")
    }

    /// Lines that start (after spaces) with `key:`; flow and list lines are left out.
    private static func keyLines(_ text: String) -> [KeyLine] {
        var result: [KeyLine] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let column = raw.prefix { $0 == " " }.count
            let rest = raw.dropFirst(column)
            guard let first = rest.first, first != "#", first != "-", first != "{", first != "[",
                  let colon = rest.firstIndex(of: ":") else { continue }
            let key = rest[..<colon]
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let after = rest[rest.index(after: colon)...].drop { $0 == " " }
            result.append(KeyLine(line: index + 1, column: column, key: String(key),
                                  inlineValue: !(after.isEmpty || after.first == "#")))
        }
        return result
    }
}
