// The key path of a line, guessed from indentation: for errors Yams reports by line
// only (duplicate keys, syntax errors), before any node exists to walk.

enum Outline {
    private enum Entry: Equatable {
        case dash(column: Int)
        case key(column: Int, name: String)

        var column: Int {
            switch self {
            case .dash(let column), .key(let column, _): column
            }
        }
    }

    /// `controllers.NavVC.supported`, `steps[3].tap`; empty when the line is not
    /// block-style YAML.
    static func keyPath(in text: String, line: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return "" }
        let parsed = lines.map(entries)
        var row = line - 1
        guard var index = parsed[row].indices.last else { return "" }
        var path: [String] = []
        while true {
            let entry = parsed[row][index]
            switch entry {
            case .key(_, let name): path.insert(name, at: 0)
            case .dash(let column): path.insert("[\(siblingsAbove(parsed, row: row, column: column))]", at: 0)
            }
            if index > 0 {
                index -= 1
                continue
            }
            guard let (parentRow, parentIndex) = parent(of: entry, in: parsed, above: row) else { break }
            row = parentRow
            index = parentIndex
        }
        var result = ""
        for part in path {
            if part.hasPrefix("[") || result.isEmpty { result += part } else { result += ".\(part)" }
        }
        return result
    }

    private static func siblingsAbove(_ parsed: [[Entry]], row: Int, column: Int) -> Int {
        var count = 0
        for above in stride(from: row - 1, through: 0, by: -1) {
            guard let first = parsed[above].first, first.column <= column else { continue }
            if first.column < column { break }
            guard case .dash = first else { break }
            count += 1
        }
        return count
    }

    private static func parent(of entry: Entry, in parsed: [[Entry]], above row: Int) -> (Int, Int)? {
        for above in stride(from: row - 1, through: 0, by: -1) {
            let line = parsed[above]
            if let index = line.lastIndex(where: { $0.column < entry.column }) { return (above, index) }
            // `steps:` followed by `- a` at the same column.
            if case .dash = entry, let index = line.lastIndex(where: {
                if case .key(let column, _) = $0 { return column == entry.column }
                return false
            }) {
                return (above, index)
            }
        }
        return nil
    }

    /// Dashes and a key at the start of a line; none for blank and comment lines.
    private static func entries(_ line: Substring) -> [Entry] {
        // Tabs cannot indent YAML; such a line is the error itself, not a key.
        if line.first == "\t" { return [] }
        var column = 0
        var rest = line[...]
        var found: [Entry] = []
        func skipSpaces() {
            while rest.first == " " {
                rest = rest.dropFirst()
                column += 1
            }
        }
        skipSpaces()
        while rest.first == "-", rest.dropFirst().first.map({ $0 == " " }) ?? true {
            found.append(.dash(column: column))
            rest = rest.dropFirst()
            column += 1
            skipSpaces()
        }
        if let key = leadingKey(rest) { found.append(.key(column: column, name: key)) }
        return found
    }

    private static func leadingKey(_ text: Substring) -> String? {
        guard let first = text.first, first != "#", first != "[", first != "{" else { return nil }
        var key: Substring
        if first == "\"" || first == "'" {
            guard let close = text.dropFirst().firstIndex(of: first) else { return nil }
            key = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            guard after.hasPrefix(":") else { return nil }
        } else {
            guard let colon = text.firstRange(of: ": ")?.lowerBound ?? (text.hasSuffix(":") ? text.index(before: text.endIndex) : nil)
            else { return nil }
            key = text[..<colon]
        }
        key = key.drop { $0 == " " }
        return key.isEmpty ? nil : String(key)
    }
}
