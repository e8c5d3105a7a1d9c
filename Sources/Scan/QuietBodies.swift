// Most of an app's Swift is method bodies that neither present, push, force nor answer a
// rotation question: the reader only notes where they are (SwiftFileReader+Deferred) and
// reads one later if it calls a function that acts. Parsing them is most of a scan's
// work, so such a body's text is blanked before the parse (spaces, newlines kept: every
// other token keeps its line and column) and the original bytes stay with the facts for
// the later reads. A body is blanked only when a lexical pass is sure what it is: the
// body of a plain `func` declared directly in a UIKit-side type, holding none of the
// words any reader acts on. Anything the pass is unsure of (`#if`, a raw or unclosed
// string, unbalanced brackets) leaves the file as it is.

/// Which method bodies of a file can be parsed as empty.
enum QuietBodies {
    /// The file's bytes with its quiet bodies blanked, or nil when none is (or the pass
    /// could not read the file with certainty).
    static func blanked(_ bytes: [UInt8]) -> [UInt8]? {
        let found = ranges(bytes)
        return found.isEmpty ? nil : blanking(found, in: bytes)
    }

    static func blanking(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        for range in ranges {
            for i in range where out[i] != 0x0A && out[i] != 0x0D { out[i] = 0x20 }
        }
        return out
    }

    /// The byte ranges (inside the braces) of the bodies that can be blanked: quiet, and
    /// calling no function of the file that acts or calls one that does (the reader reads
    /// those bodies at once).
    static func ranges(_ bytes: [UInt8]) -> [Range<Int>] {
        var lexer = Lexer(bytes: bytes)
        guard let bodies = lexer.run() else { return [] }
        var quiet = bodies.map { isQuiet(bytes, $0) }
        var acting = Set(bodies.indices.filter { !quiet[$0] }.map { bodies[$0].name })
        var changed = true
        while changed {
            changed = false
            let calls = WordSet(acting.map { $0 + "(" })
            for k in bodies.indices where quiet[k] && calls.occurs(in: bytes, from: bodies[k].inside.lowerBound, to: bodies[k].inside.upperBound) {
                quiet[k] = false
                changed = acting.insert(bodies[k].name).inserted || changed
            }
        }
        return bodies.indices.filter { quiet[$0] }.map { bodies[$0].inside }
    }

    /// A reader acts on these in a body; with one of them the body is parsed.
    static let bodyWords = WordSet(Prefilter.swiftActionWords + Prefilter.swiftUIShowWords + [
        "Controller", "rientation", "utorotate", "func", "override", "class", "struct", "enum", "extension", "protocol",
        "@", "#", "`",
    ])

    /// A signature naming one of these is read with its body (a factory, a SwiftUI builder,
    /// a route, a rotation answer, the app delegate's window method).
    static let signatureWords = WordSet([
        "Controller", "View", "Body", "Route", "Self", "rientation", "utorotate", "application", "#", "`",
    ])

    private static func isQuiet(_ bytes: [UInt8], _ body: Lexer.Body) -> Bool {
        !body.isStatic
            && !signatureWords.occurs(in: bytes, from: body.signature.lowerBound, to: body.signature.upperBound)
            && !bodyWords.occurs(in: bytes, from: body.inside.lowerBound, to: body.inside.upperBound)
    }
}

extension QuietBodies {
    /// Swift's tokens as far as braces go: comments, strings (with interpolation), and
    /// declaration keywords at the level of a type's members.
    struct Lexer {
        struct Body {
            var name: String
            /// From `func` to the body's `{`.
            var signature: Range<Int>
            /// Between the body's braces.
            var inside: Range<Int>
            var isStatic: Bool
        }

        private enum Brace {
            /// A type's member block; `swiftUI` when the header conforms to a SwiftUI kind
            /// or extends `View` (its members' tokens are all read).
            case type(swiftUI: Bool)
            case function(name: String, signature: Range<Int>, open: Int, isStatic: Bool)
            case other
        }

        let bytes: [UInt8]
        private var i = 0
        private var braces: [Brace] = []
        /// Open parentheses and brackets of each string interpolation being lexed (the
        /// outermost code is the first).
        private var parens: [Int] = [0]
        private var pendingFunc: (start: Int, isStatic: Bool, name: String?)?
        private var pendingType: Int?
        private var sawStatic = false
        private var bodies: [Body] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The plain functions' bodies directly inside UIKit-side types, or nil when the
        /// file is not lexed with certainty.
        mutating func run() -> [Body]? {
            guard code(untilInterpolationEnds: false) else { return nil }
            guard braces.isEmpty, parens == [0] else { return nil }
            return bodies
        }

        private func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

        private static func isIdentifierByte(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
        }

        /// Code until the end of the file, or (inside a string) the `)` closing an
        /// interpolation. False when the text is not what this pass can be sure of.
        private mutating func code(untilInterpolationEnds: Bool) -> Bool {
            while i < bytes.count {
                let b = bytes[i]
                switch b {
                case UInt8(ascii: "/"):
                    if at(i + 1) == UInt8(ascii: "/") {
                        while i < bytes.count && bytes[i] != 0x0A { i += 1 }
                        continue
                    }
                    if at(i + 1) == UInt8(ascii: "*") {
                        guard blockComment() else { return false }
                        continue
                    }
                    i += 1
                case UInt8(ascii: "\""):
                    guard string() else { return false }
                case UInt8(ascii: "#"):
                    // `#if` arms, raw strings and regex literals are left to the parser.
                    let next = at(i + 1)
                    if next == UInt8(ascii: "\"") || next == UInt8(ascii: "#") || next == UInt8(ascii: "/") { return false }
                    if next == UInt8(ascii: "i") && at(i + 2) == UInt8(ascii: "f") { return false }
                    i += 1
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    parens[parens.count - 1] += 1
                    i += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    if parens[parens.count - 1] == 0 {
                        guard untilInterpolationEnds, b == UInt8(ascii: ")") else { return false }
                        i += 1
                        return true
                    }
                    parens[parens.count - 1] -= 1
                    i += 1
                case UInt8(ascii: "{"):
                    open()
                    i += 1
                case UInt8(ascii: "}"):
                    guard close() else { return false }
                    i += 1
                case UInt8(ascii: ";"):
                    forgetPending()
                    i += 1
                case UInt8(ascii: "`"):
                    // A quoted identifier (`` `class` ``) is no keyword.
                    i += 1
                    while i < bytes.count && bytes[i] != UInt8(ascii: "`") && bytes[i] != 0x0A { i += 1 }
                    guard at(i) == UInt8(ascii: "`") else { return false }
                    i += 1
                default:
                    if Self.isIdentifierByte(b) {
                        let start = i
                        while i < bytes.count && Self.isIdentifierByte(bytes[i]) { i += 1 }
                        if start == 0 || bytes[start - 1] != UInt8(ascii: ".") { keyword(start..<i) }
                    } else {
                        i += 1
                    }
                }
            }
            return !untilInterpolationEnds
        }

        /// `/* … /* … */ … */`, nested as Swift nests them.
        private mutating func blockComment() -> Bool {
            var depth = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                    depth += 1
                    i += 2
                } else if bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    i += 2
                    if depth == 0 { return true }
                } else {
                    i += 1
                }
            }
            return false
        }

        /// A string literal from its opening quote, single-line or `"""`, with `\(…)`.
        private mutating func string() -> Bool {
            let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
            i += multiline ? 3 : 1
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\\") {
                    if at(i + 1) == UInt8(ascii: "(") {
                        i += 2
                        parens.append(0)
                        guard code(untilInterpolationEnds: true) else { return false }
                        parens.removeLast()
                    } else {
                        i += 2
                    }
                    continue
                }
                if b == UInt8(ascii: "\"") {
                    if !multiline {
                        i += 1
                        return true
                    }
                    if at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"") {
                        i += 3
                        return true
                    }
                }
                if b == 0x0A && !multiline { return false }
                i += 1
            }
            return false
        }

        private enum Keyword {
            case function, typeOrModifier, type, isStatic, endsDeclaration
        }

        /// The words that start, qualify or end a declaration at member level, by length.
        private static let keywords: [[([UInt8], Keyword)]] = {
            let list: [(String, Keyword)] = [
                ("func", .function), ("class", .typeOrModifier), ("static", .isStatic),
                ("struct", .type), ("enum", .type), ("extension", .type), ("actor", .type), ("protocol", .type),
            ] + ["var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "case", "import",
                 "get", "set", "willSet", "didSet", "macro", "operator", "precedencegroup"].map { ($0, Keyword.endsDeclaration) }
            var table = [[([UInt8], Keyword)]](repeating: [], count: 16)
            for (word, kind) in list { table[word.utf8.count].append((Array(word.utf8), kind)) }
            return table
        }()

        private func keywordKind(_ word: Range<Int>) -> Keyword? {
            guard word.count < Self.keywords.count else { return nil }
            candidates: for (text, kind) in Self.keywords[word.count] {
                for (k, b) in text.enumerated() where bytes[word.lowerBound + k] != b { continue candidates }
                return kind
            }
            return nil
        }

        private mutating func keyword(_ word: Range<Int>) {
            // Only the outermost code declares members; interpolations hold expressions.
            guard parens.count == 1, parens[0] == 0 else { return }
            switch keywordKind(word) {
            case .function:
                pendingFunc = (word.lowerBound, sawStatic, nil)
                pendingType = nil
            case .typeOrModifier:
                // `class func` / `class var`: a modifier, made a declaration's by what follows.
                sawStatic = true
                pendingType = word.lowerBound
                pendingFunc = nil
            case .type:
                pendingType = word.lowerBound
                pendingFunc = nil
            case .isStatic:
                sawStatic = true
            case .endsDeclaration:
                forgetPending()
            case nil:
                if let pending = pendingFunc, pending.name == nil {
                    pendingFunc?.name = String(decoding: bytes[word], as: UTF8.self)
                }
            }
        }

        private mutating func forgetPending() {
            pendingFunc = nil
            pendingType = nil
            sawStatic = false
        }

        private mutating func open() {
            defer { if parens[parens.count - 1] == 0 && parens.count == 1 { forgetPending() } }
            guard parens.count == 1, parens[0] == 0 else {
                braces.append(.other)
                return
            }
            if let function = pendingFunc, let name = function.name {
                braces.append(.function(name: name, signature: function.start..<i, open: i, isStatic: function.isStatic))
            } else if let start = pendingType {
                braces.append(.type(swiftUI: isSwiftUIHeader(start..<i)))
            } else {
                braces.append(.other)
            }
        }

        private mutating func close() -> Bool {
            guard let brace = braces.popLast() else { return false }
            // A member of a type declared at file level or in other types: the reader
            // walks nothing around it (a function nested in a walked body is read with it).
            if case .function(let name, let signature, let open, let isStatic) = brace, !braces.isEmpty,
               braces.allSatisfy({ if case .type(swiftUI: false) = $0 { true } else { false } }) {
                bodies.append(Body(name: name, signature: signature, inside: (open + 1)..<i, isStatic: isStatic))
            }
            if parens.count == 1 && parens[0] == 0 { forgetPending() }
            return true
        }

        /// Whether a type's header names a SwiftUI kind (the reader then reads every token
        /// of its members): `View`, `App`, `ViewModifier`, a representable, or `extension View`.
        private func isSwiftUIHeader(_ header: Range<Int>) -> Bool {
            var k = header.lowerBound
            while k < header.upperBound {
                guard Self.isIdentifierByte(bytes[k]) else {
                    k += 1
                    continue
                }
                let start = k
                while k < header.upperBound && Self.isIdentifierByte(bytes[k]) { k += 1 }
                let word = String(decoding: bytes[start..<k], as: UTF8.self)
                if word == "View" || word == "App" || word == "ViewModifier" || word.hasSuffix("Representable") { return true }
            }
            return false
        }
    }
}
