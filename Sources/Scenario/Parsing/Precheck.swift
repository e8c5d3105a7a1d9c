// Checks run on the raw text BEFORE Yams sees it. libyaml and Yams' composer recurse
// once per nesting level and expand aliases by reference, so a hostile file (20,000
// levels of `[`, a billion-laughs alias chain) could exhaust the stack or CPU inside
// them. These scans are linear, allocate nothing per byte, and err on rejecting.

struct PrecheckLimits: Sendable {
    /// Bytes; a scenario of 50,000 steps is about 1.5 MB.
    var maxBytes = 4 * 1024 * 1024
    /// Separators (`,` `:` line breaks), a cheap upper bound on the values Yams will
    /// build in memory (about 150 bytes each).
    var maxSeparators = 1_000_000
    /// Nesting of mappings, sequences and flow brackets; real files use about 10.
    var maxDepth = 64
    /// `*name` look-alikes tolerated where the precise scan saw none (quoted text,
    /// comments): few enough that even a hidden alias chain stays tiny (2^8).
    var maxAliasLookalikes = 16
}

/// A problem found by a scan: 1-based line and message.
struct PrecheckProblem: Error, Equatable {
    var line: Int
    var message: String
}

enum Precheck {
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

    /// Decodes bytes as UTF-8 text and runs every scan.
    static func text(from bytes: [UInt8], limits: PrecheckLimits = .init()) throws(PrecheckProblem) -> String {
        if bytes.count > limits.maxBytes {
            throw PrecheckProblem(
                line: 0, message: "file too large (more than \(limits.maxBytes / 1024 / 1024) MB)")
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let nul = body.firstIndex(of: 0) {
            throw PrecheckProblem(line: lineNumber(body, at: nul), message: "not a text file (binary data)")
        }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw PrecheckProblem(line: firstInvalidUTF8Line(body), message: "not a text file (invalid UTF-8)")
        }
        if body.allSatisfy({ $0 == space || $0 == tab || $0 == newline || $0 == cr }) {
            throw PrecheckProblem(line: 0, message: "empty file")
        }
        try structure(Array(body), limits: limits)
        return text
    }

    private static func lineNumber(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        1 + bytes[bytes.startIndex..<index].reduce(0) { $0 + ($1 == newline ? 1 : 0) }
    }

    private static func firstInvalidUTF8Line(_ bytes: ArraySlice<UInt8>) -> Int {
        var line = 1
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.endIndex
            if String(validating: bytes[start..<end], as: UTF8.self) == nil { return line }
            line += 1
            start = end + 1
        }
        return line
    }

    /// Nesting depth, anchors and aliases, by a small YAML-aware lexer (quotes,
    /// comments, plain scalars, block scalars) cross-checked by a naive byte count
    /// that a crafted file cannot fool the same way.
    static func structure(_ bytes: [UInt8], limits: PrecheckLimits) throws(PrecheckProblem) {
        var lexer = Lexer(limits: limits)
        try lexer.scan(bytes)
        try naive(bytes, limits: limits)
    }

    /// Ignores comments: brackets and `*` look-alikes, counted blindly. Brackets inside a
    /// double-quoted scalar count while it is open and are forgotten when it closes on the
    /// same line, so quoted text (`"data[key…"`) on many lines does not add up.
    private static func naive(_ bytes: [UInt8], limits: PrecheckLimits) throws(PrecheckProblem) {
        var depth = 0, line = 1, lookalikes = 0, separators = 0
        var quotedFrom: Int?
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let previous = index > 0 ? bytes[index - 1] : newline
                if let outer = quotedFrom {
                    if previous != UInt8(ascii: "\\") { depth = outer; quotedFrom = nil }
                } else if Lexer.startsToken(after: previous) {
                    quotedFrom = depth
                }
            case newline, UInt8(ascii: ","), UInt8(ascii: ":"):
                if bytes[index] == newline { line += 1; quotedFrom = nil }
                separators += 1
                if separators > limits.maxSeparators {
                    throw PrecheckProblem(
                        line: line, message: "too many values (more than \(limits.maxSeparators) separators)")
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limits.maxDepth {
                    throw PrecheckProblem(line: line, message: "nested too deeply (more than \(limits.maxDepth) levels)")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: "*"):
                let previous = index > 0 ? bytes[index - 1] : newline
                let next = index + 1 < bytes.count ? bytes[index + 1] : newline
                guard Lexer.startsToken(after: previous), Lexer.isAnchorByte(next) else { break }
                lookalikes += 1
                if lookalikes > limits.maxAliasLookalikes {
                    throw PrecheckProblem(
                        line: line, message: "too many '*' at the start of words (YAML aliases are not supported)")
                }
            default: break
            }
        }
    }
}
