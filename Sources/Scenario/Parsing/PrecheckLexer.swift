// The YAML-aware half of the pre-check: just enough lexing to tell structure from
// text (quoted scalars, comments, plain scalars, block scalars) line by line.

struct Lexer {
    let limits: PrecheckLimits
    private var line = 0
    private var flowDepth = 0
    /// Indentations of the open block collections.
    private var indents: [Int] = []
    /// Inside a quoted scalar that spans lines: its quote byte.
    private var quote: UInt8?
    /// Inside a block scalar (`|`, `>`): lines indented more than this are its text.
    private var blockScalarIndent: Int?

    init(limits: PrecheckLimits) { self.limits = limits }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

    static func startsToken(after byte: UInt8) -> Bool {
        switch byte {
        case space, tab, newline, cr, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
            UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// A byte that can follow `&` or `*` in an anchor name.
    static func isAnchorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case space, tab, newline, cr, UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"):
            false
        default: true
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == cr
    }

    mutating func scan(_ bytes: [UInt8]) throws(PrecheckProblem) {
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: Self.newline) ?? bytes.count
            var stop = end
            if stop > start, bytes[stop - 1] == Self.cr { stop -= 1 }
            try scanLine(bytes[start..<stop])
            start = end + 1
        }
    }

    private func depthError() -> PrecheckProblem {
        PrecheckProblem(line: line, message: "nested too deeply (more than \(limits.maxDepth) levels)")
    }

    private mutating func scanLine(_ text: ArraySlice<UInt8>) throws(PrecheckProblem) {
        line += 1
        let indent = text.prefix { $0 == Self.space }.count
        let content = text.dropFirst(indent)
        let blank = content.allSatisfy { $0 == Self.space || $0 == Self.tab }
        if quote == nil, let scalarIndent = blockScalarIndent {
            if blank || indent > scalarIndent { return }
            blockScalarIndent = nil
        }
        if quote == nil, flowDepth == 0 {
            if blank || content.first == UInt8(ascii: "#") { return }
            while let last = indents.last, last >= indent { indents.removeLast() }
            indents.append(indent)
            // `- - x` nests a sequence per dash; each item may hold a mapping too.
            var dashes = 0
            var rest = content
            while rest.count >= 2, rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "?"),
                Self.isBlank(rest[rest.startIndex + 1])
            {
                dashes += 1
                rest = rest.dropFirst(2).drop { $0 == Self.space }
            }
            if indents.count + 2 * dashes > limits.maxDepth { throw depthError() }
        }
        try scanTokens(text, lineIndent: indent)
    }

    private mutating func scanTokens(_ text: ArraySlice<UInt8>, lineIndent: Int) throws(PrecheckProblem) {
        var inPlain = false
        var previous = Self.newline
        var i = text.startIndex
        func at(_ index: Int) -> UInt8 { index < text.endIndex ? text[index] : Self.newline }
        while i < text.endIndex {
            let c = text[i]
            if let open = quote {
                if open == UInt8(ascii: "\"") && c == UInt8(ascii: "\\") { i += 2; continue }
                if c == open {
                    if open == UInt8(ascii: "'") && at(i + 1) == open { i += 2; continue }
                    quote = nil
                }
                previous = c
                i += 1
                continue
            }
            if c == UInt8(ascii: "#") && Self.isBlank(previous) { return }
            if inPlain {
                let flowStop = flowDepth > 0 && "[]{},".utf8.contains(c)
                if c == UInt8(ascii: ":") && Self.isBlank(at(i + 1)) {
                    inPlain = false
                } else if !flowStop {
                    previous = c
                    i += 1
                    continue
                }
                inPlain = false
            }
            switch c {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                if indents.count + flowDepth > limits.maxDepth { throw depthError() }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(0, flowDepth - 1)
            case Self.space, Self.tab, UInt8(ascii: ","), UInt8(ascii: ":"):
                break
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if Self.startsToken(after: previous) { quote = c } else { inPlain = true }
            case UInt8(ascii: "*"), UInt8(ascii: "&"):
                if Self.startsToken(after: previous) && Self.isAnchorByte(at(i + 1)) {
                    let what = c == UInt8(ascii: "*") ? "aliases (*name)" : "anchors (&name)"
                    throw PrecheckProblem(
                        line: line, message: "YAML \(what) are not supported; quote the text if it is not one")
                }
                inPlain = true
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                if Self.startsToken(after: previous) && flowDepth == 0 {
                    blockScalarIndent = lineIndent
                    return
                }
                inPlain = true
            case UInt8(ascii: "-"), UInt8(ascii: "?"):
                if !Self.isBlank(at(i + 1)) { inPlain = true }
            case UInt8(ascii: "!"):
                // A tag runs to the next blank.
                while i + 1 < text.endIndex && !Self.isBlank(text[i + 1]) { i += 1 }
            default:
                inPlain = true
            }
            previous = c
            i += 1
        }
    }
}
