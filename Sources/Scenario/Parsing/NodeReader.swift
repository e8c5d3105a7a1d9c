// Walking Yams nodes with a key path, recording where every key lives so that errors
// found later (by the engine's validator, by a step) can name a line.

import Yams

/// Key path → line, for every key and list item read.
public struct LineTable: Sendable, Equatable {
    public private(set) var lines: [String: Int] = [:]

    public init() {}

    mutating func record(_ keyPath: String, _ line: Int) {
        if lines[keyPath] == nil { lines[keyPath] = line }
    }

    /// The line of `keyPath`, else of its nearest recorded ancestor (the engine may
    /// name a key path deeper than anything the file spelled out).
    public func line(for keyPath: String) -> Int? {
        var path = Substring(keyPath)
        while !path.isEmpty {
            if let line = lines[String(path)] { return line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = path[..<cut]
        }
        return nil
    }
}

/// Shared by every cursor of one file: its name, the line table, a node budget, and
/// the errors found so far.
final class ParseContext {
    let file: String
    var table = LineTable()
    /// Nodes visited; a second line of defence behind the alias pre-check.
    private var visited = 0
    private let budget: Int
    /// Errors noted so far: the walk goes on past an error to report every one.
    private(set) var errors: [ScenarioError] = []
    /// The budget ran out: going on would only repeat that.
    private var exhausted = false

    init(file: String, budget: Int = 4_000_000) {
        self.file = file
        self.budget = budget
    }

    func visit(_ cursor: Cursor) throws(ScenarioError) {
        visited += 1
        if visited > budget {
            exhausted = true
            throw cursor.error("file too complex (more than \(budget) values)")
        }
        if let tag = Self.unknownTag(of: cursor.node) { throw cursor.error("unknown YAML tag '\(tag)'") }
    }

    func note(_ error: ScenarioError) { errors.append(error) }

    /// `recover` when `recovering`, else the body as it is (its error thrown).
    func recover<T>(onlyIf recovering: Bool, _ body: () throws(ScenarioError) -> T) throws(ScenarioError) -> T? {
        recovering ? try recover(body) : try body()
    }

    /// Runs one part of the walk (a key, a list item); its error is noted and nil
    /// returned, so the walk goes on with the next part. An exhausted budget still ends it.
    func recover<T>(_ body: () throws(ScenarioError) -> T) throws(ScenarioError) -> T? {
        do {
            return try body()
        } catch {
            if exhausted { throw error }
            errors.append(error)
            return nil
        }
    }

    /// YAML's own types are fine (`!!str 5` is text); any other tag (`!!python/object`,
    /// `!custom`) asks for a type this format does not have, and is never silently dropped.
    static func unknownTag(of node: Node) -> String? {
        let known: Set<String> = [
            Tag.Name.str, .int, .float, .bool, .null, .map, .seq, .timestamp, .merge, .value,
        ].reduce(into: []) { $0.insert($1.rawValue) }
        let name = node.tag.description
        guard !known.contains(name) else { return nil }
        let core = "tag:yaml.org,2002:"
        return name.hasPrefix(core) ? "!!" + name.dropFirst(core.count) : name
    }
}

/// One node with the key path that leads to it.
struct Cursor {
    let node: Node
    let path: String
    let context: ParseContext

    var line: Int { node.mark?.line ?? 0 }

    func error(_ message: String) -> ScenarioError {
        ScenarioError(file: context.file, line: line, keyPath: path, message: message)
    }

    func child(_ key: String, _ node: Node, keyLine: Int) -> Cursor {
        let path = path.isEmpty ? key : "\(path).\(key)"
        context.table.record(path, keyLine)
        return Cursor(node: node, path: path, context: context)
    }

    func item(_ index: Int, _ node: Node) -> Cursor {
        let path = "\(path)[\(index)]"
        let cursor = Cursor(node: node, path: path, context: context)
        context.table.record(path, cursor.line)
        return cursor
    }

    // MARK: shapes

    var isScalar: Bool { node.scalar != nil }
    var isMapping: Bool { node.mapping != nil }
    var isSequence: Bool { node.sequence != nil }

    /// A YAML null (`~`, `null` or nothing) as a plain scalar.
    var isNull: Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    var typeName: String {
        if isNull { return "nothing" }
        if isMapping { return "a mapping" }
        if isSequence { return "a list" }
        if isQuoted { return "the text \(quotedText)" }
        return "'\(node.scalar?.string ?? "")'"
    }

    /// A scalar written in quotes (or as a block) is text, whatever it spells: `'16'` is
    /// not a number and `"true"` is not a bool.
    var isQuoted: Bool {
        guard let scalar = node.scalar else { return false }
        return scalar.style != .plain && scalar.style != .any
    }

    private var quotedText: String {
        let text = node.scalar?.string ?? ""
        return node.scalar?.style == .singleQuoted ? "'\(text)'" : "\"\(text)\""
    }

    /// The text of a plain scalar (true, 16, 0.5), nil for anything else.
    private var plainText: String? { isQuoted ? nil : node.scalar?.string }

    /// "expected X, found Y", with the way out when only the quotes are wrong.
    private func mistyped(_ expected: String, fitsUnquoted: (String) -> Bool) -> ScenarioError {
        var message = "expected \(expected), found \(typeName)"
        if isQuoted, let text = node.scalar?.string, fitsUnquoted(text) { message += " (write \(text) without quotes)" }
        return error(message)
    }

    func string() throws(ScenarioError) -> String {
        try context.visit(self)
        guard let scalar = node.scalar, !isNull else { throw error("expected text, found \(typeName)") }
        return scalar.string
    }

    func bool() throws(ScenarioError) -> Bool {
        try context.visit(self)
        switch plainText {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: throw mistyped("true or false") { ["true", "false"].contains($0.lowercased()) }
        }
    }

    func int(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        try context.visit(self)
        guard let text = plainText, let value = Int(text) else {
            throw mistyped("a whole number") { Int($0) != nil }
        }
        guard range.contains(value) else {
            throw error("\(value) is out of range \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    func number(in range: ClosedRange<Double>) throws(ScenarioError) -> Double {
        try context.visit(self)
        guard let text = plainText, let value = Double(text), value.isFinite else {
            throw mistyped("a number") { Self.isDecimal($0) }
        }
        // Swift reads "0x10" and "0x1p4" too: a file says seconds in decimal.
        guard Self.isDecimal(text) else { throw error("expected a decimal number, found '\(text)'") }
        guard range.contains(value) else {
            throw error("\(text) is out of range \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// `12`, `-0.5`, `.25`, `1e3`: digits, at most one point, an optional exponent.
    static func isDecimal(_ text: String) -> Bool {
        var chars = Substring(text)
        if let sign = chars.first, sign == "+" || sign == "-" { chars = chars.dropFirst() }
        let mantissa = chars.prefix { $0 != "e" && $0 != "E" }
        let exponent = chars.dropFirst(mantissa.count)
        let digits = mantissa.filter { $0 != "." }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), mantissa.count - digits.count <= 1 else { return false }
        guard !exponent.isEmpty else { return true }
        var power = exponent.dropFirst()
        if let sign = power.first, sign == "+" || sign == "-" { power = power.dropFirst() }
        return !power.isEmpty && power.allSatisfy(\.isASCIIDigit)
    }

    /// A list; nothing (`key:` left empty) is an empty list.
    func list() throws(ScenarioError) -> [Cursor] {
        try context.visit(self)
        if isNull { return [] }
        guard let sequence = node.sequence else { throw error("expected a list, found \(typeName)") }
        return sequence.enumerated().map { item($0.offset, $0.element) }
    }

    /// A list, or one value standing for a list of one.
    func listOrOne() throws(ScenarioError) -> [Cursor] {
        isSequence || isNull ? try list() : [self]
    }

    /// The pairs of a mapping in file order; keys must be text and among `allowed`.
    /// Nothing (`key:` left empty) is an empty mapping. A bad key is noted and left out
    /// (`recovering`), so the other keys are still read; else it is thrown.
    func mapping(allowed: [String]? = nil, recovering: Bool = true) throws(ScenarioError) -> [(key: String, value: Cursor)] {
        try context.visit(self)
        if isNull { return [] }
        guard let mapping = node.mapping else { throw error("expected a mapping, found \(typeName)") }
        var pairs: [(key: String, value: Cursor)] = []
        var seen: Set<String> = []
        for (keyNode, valueNode) in mapping {
            let pair = try context.recover(onlyIf: recovering) { () throws(ScenarioError) -> (key: String, value: Cursor) in
                let keyLine = keyNode.mark?.line ?? line
                if let tag = ParseContext.unknownTag(of: keyNode) {
                    throw ScenarioError(file: context.file, line: keyLine, keyPath: path, message: "unknown YAML tag '\(tag)'")
                }
                guard let key = keyNode.scalar?.string, !key.isEmpty else {
                    throw ScenarioError(
                        file: context.file, line: keyLine, keyPath: path, message: "a key must be a name")
                }
                let value = child(key, valueNode, keyLine: keyLine)
                if let allowed, !allowed.contains(key) {
                    throw ScenarioError(
                        file: context.file, line: keyLine, keyPath: value.path,
                        message: "unknown key '\(key)'\(Suggest.hint(key, among: allowed))")
                }
                if !seen.insert(key).inserted {
                    throw ScenarioError(
                        file: context.file, line: keyLine, keyPath: value.path, message: "duplicate key '\(key)'")
                }
                return (key, value)
            }
            if let pair { pairs.append(pair) }
        }
        return pairs
    }

    /// Whether a mapping has `key`, or a key a typo away from it (whose own error, with
    /// its "did you mean", already says what is missing).
    func hasKey(near key: String) -> Bool {
        node.mapping?.contains { pair in
            pair.key.scalar.map { Suggest.distance($0.string.lowercased(), key.lowercased()) <= 2 } ?? false
        } ?? false
    }

    /// A mapping with exactly one key (the form of actions, steps and `call`): a bad
    /// key is its error (thrown, so the caller notes one error, not two).
    func single(allowed: [String]? = nil) throws(ScenarioError) -> (key: String, value: Cursor) {
        let pairs = try mapping(allowed: allowed, recovering: false)
        guard pairs.count == 1, let pair = pairs.first else {
            throw error("expected one key, found \(pairs.count) (\(pairs.map(\.key).joined(separator: ", ")))")
        }
        return pair
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

/// "did you mean" for misspelt names.
enum Suggest {
    static func hint(_ word: String, among candidates: [String]) -> String {
        if let best = closest(word, among: candidates) { return " (did you mean '\(best)'?)" }
        if candidates.count <= 24 { return " (expected one of: \(candidates.joined(separator: ", ")))" }
        return ""
    }

    /// The candidate a typo away from `word`, if one is. Bounded work, whatever the file
    /// holds: names longer than `longestCompared` are not typos worth a guess (a
    /// 200,000-character title against itself took a minute), and at most
    /// `candidatesCompared` candidates near its length are scored.
    static func closest(_ word: String, among candidates: [String]) -> String? {
        let reach = max(2, word.count / 3), lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in compared(word, among: candidates) {
            let distance = Self.distance(lowered, candidate.lowercased())
            if distance <= reach, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The candidates `closest` scores: none for a long word, else the first
    /// `candidatesCompared` whose length is within reach (lengths differing by more than
    /// the edits allowed cannot be close).
    static func compared(_ word: String, among candidates: [String]) -> [String] {
        let length = word.count
        guard length <= longestCompared else { return [] }
        let reach = max(2, length / 3)
        var chosen: [String] = []
        for candidate in candidates where chosen.count < candidatesCompared {
            // A candidate far longer than any name compared is not counted character by character.
            guard candidate.utf8.count <= 4 * longestCompared, abs(candidate.count - length) <= reach else { continue }
            chosen.append(candidate)
        }
        return chosen
    }

    /// Names longer than this get no "did you mean".
    static let longestCompared = 100
    /// Candidates scored per guess, at most.
    static let candidatesCompared = 2_000

    /// Levenshtein distance; names are short.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
