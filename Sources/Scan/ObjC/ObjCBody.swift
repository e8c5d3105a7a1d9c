// One Objective-C method body: its statements (split at `;`, `{` and `}`), the answer a
// rotation selector returns, and the call sites of any other method.

import Foundation
import OrientationEngine

struct ObjCStatement {
    var text: String
    var offset: Int
}

struct ObjCBody {
    let text: ObjCText
    let start: Int
    let end: Int
    let path: String

    var source: String { text.string(start, end) }

    func location(_ offset: Int) -> SourceLocation { SourceLocation(path: path, line: text.line(of: offset)) }

    /// Statements with the offset of their first character; `if (…)` heads stand alone.
    var statements: [ObjCStatement] {
        var out: [ObjCStatement] = []
        var current = ""
        var currentStart = start
        var depth = 0
        var i = start
        func flush() {
            let t = current.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
                .trimmedSpaces
            if !t.isEmpty { out.append(ObjCStatement(text: t, offset: currentStart)) }
            current = ""
        }
        let code = text.code
        while i < end {
            let c = code[i]
            if current.isEmpty, c == 32 || c == 10 || c == 9 { i += 1; currentStart = i; continue }
            if c == UInt8(ascii: "(") { depth += 1 }
            if c == UInt8(ascii: ")") {
                depth -= 1
                current.append(")")
                // `if (cond) return X;`: the head is its own statement.
                if depth == 0, current.hasPrefix("if") || current.hasPrefix("else if") {
                    flush(); i += 1; currentStart = i; continue
                }
                i += 1
                continue
            }
            if depth == 0, c == UInt8(ascii: ";") || c == UInt8(ascii: "{") || c == UInt8(ascii: "}") {
                flush()
                // Braces stay as markers: the call-site reader follows the arms of `if`/`else` by them.
                if c == UInt8(ascii: "}") || c == UInt8(ascii: "{") { out.append(ObjCStatement(text: Character(Unicode.Scalar(c)).description, offset: i)) }
                i += 1
                currentStart = i
                continue
            }
            current.unicodeScalars.append(Unicode.Scalar(c))
            i += 1
        }
        flush()
        return out
    }

    // MARK: the answer

    /// `return X;`, `if (C) return A; return B;`, `if (C) {return A;} else {return B;}`, `C ? A : B`.
    func answer(kind: AnswerKind) -> Answer {
        let list = statements.filter { $0.text != "}" && $0.text != "{" && $0.text != "else" }
        return answer(list[...], kind: kind) ?? .unknown(text: String(source.split(whereSeparator: \.isNewline).joined(separator: " ").prefix(120))
            .trimmedSpaces)
    }

    private func answer(_ list: ArraySlice<ObjCStatement>, kind: AnswerKind) -> Answer? {
        guard let first = list.first else { return nil }
        if first.text.hasPrefix("return ") {
            return ObjCExpr(kind: kind).answer(String(first.text.dropFirst(7)))
        }
        // A local declared first (`Mask m = [Manager maskFor:window];`) is what a condition
        // after it tests: the answer is in the returns that follow.
        if Self.isLocalDeclaration(first.text) { return answer(list.dropFirst(), kind: kind) }
        if first.text.hasPrefix("if"), first.text.hasSuffix(")"), let open = first.text.firstIndex(of: "(") {
            let condition = String(first.text[first.text.index(after: open)..<first.text.index(before: first.text.endIndex)])
            guard let thenStatement = list.dropFirst().first, thenStatement.text.hasPrefix("return "),
                  let then = ObjCExpr(kind: kind).answer(String(thenStatement.text.dropFirst(7))),
                  let otherwise = answer(list.dropFirst(2), kind: kind) else { return nil }
            return ObjCExpr(kind: kind).condition(condition, then: then, else: otherwise)
        }
        return nil
    }
}

extension ObjCBody {
    /// `Type name = value` or `Type *name = value`: a local, not a statement that decides.
    static func isLocalDeclaration(_ text: String) -> Bool {
        let words = text.split(maxSplits: 2, whereSeparator: { $0 == " " || $0 == "*" })
        guard words.count == 3, let type = words.first, let name = words.dropFirst().first,
              !["return", "if", "else", "switch", "case", "for", "while", "do"].contains(String(type)),
              [type, name].allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && $0.first?.isNumber == false })
        else { return false }
        let rest = words[2].drop { $0 == " " }
        return rest.hasPrefix("=") && !rest.hasPrefix("==")
    }
}

/// Objective-C expressions of the rotation answers.
struct ObjCExpr {
    var kind: AnswerKind

    func answer(_ raw: String) -> Answer? {
        var t = raw.trimmedSpaces
        // A C cast (`(UIInterfaceOrientationMask)mask`) says nothing of the value.
        if t.hasPrefix("("), let close = t.firstIndex(of: ")"),
           t[t.index(after: t.startIndex)..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " }),
           t.index(after: close) < t.endIndex, t[t.index(after: close)].isLetter || t[t.index(after: close)] == "_" {
            t = String(t[t.index(after: close)...])
        }
        t = t.trimming(" ()\t")
        if let q = t.firstIndex(of: "?"), let colon = t[q...].firstIndex(of: ":") {
            let cond = String(t[..<q])
            guard let a = answer(String(t[t.index(after: q)..<colon])), let b = answer(String(t[t.index(after: colon)...])) else { return nil }
            return condition(cond, then: a, else: b)
        }
        if t.contains("|") {
            let parts = t.split(separator: "|").compactMap { answer(String($0)) }
            return parts.isEmpty ? nil : .union(parts)
        }
        let compact = t.replacingOccurrences(" ", "")
        if compact.hasPrefix("[super") || compact.hasPrefix("super.") { return .inherited }
        for selector in kind.selectors where compact.contains(selector) {
            if compact.contains("presentedViewController") { return .presented(fallback: .unknown(text: "no fallback"), text: t) }
            for child in ["topViewController", "visibleViewController", "selectedViewController", "lastObject", "firstObject", "childViewControllers"]
            where compact.contains(child) { return .top(text: t) }
            return .unknown(text: t)
        }
        switch kind {
        case .bool:
            if ["YES", "true", "TRUE"].contains(compact) { return .bool(true) }
            if ["NO", "false", "FALSE"].contains(compact) { return .bool(false) }
            // `return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad;`: each device's own value.
            if compact.contains("==") || compact.contains("!="), SwiftAnswers.isIdiom(compact) || compact.contains("UIUserInterfaceIdiom") {
                return condition(t, then: .bool(true), else: .bool(false))
            }
        case .mask:
            if compact.hasPrefix("UIInterfaceOrientationMask"), let mask = OrientationMask(name: Self.lowerFirst(String(compact.dropFirst("UIInterfaceOrientationMask".count)))) {
                return .mask(mask)
            }
        case .orientation:
            if compact.hasPrefix("UIInterfaceOrientation"), let o = InterfaceOrientation(name: Self.lowerFirst(String(compact.dropFirst("UIInterfaceOrientation".count)))) {
                return .orientation(o)
            }
        }
        if compact.hasPrefix("[self"), compact.hasSuffix("]"), t.hasPrefix("[self ") {
            // `[self portraitOnPhoneMask]`: a helper of the project's, read where it is declared.
            let helper = t.dropFirst(6).dropLast().trimmedSpaces
            if !helper.isEmpty, helper.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return .constant(helper, text: t) }
        }
        let name = compact.replacingOccurrences("self.", "")
        if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty {
            return .property(name.hasPrefix("_") ? String(name.dropFirst()) : name, text: t)
        }
        return .unknown(text: t)
    }

    func condition(_ raw: String, then: Answer, else otherwise: Answer) -> Answer {
        var t = raw.trimming(" ()\t")
        if SwiftAnswers.isIdiom(t) || t.contains("UIUserInterfaceIdiom") {
            var pad = t.contains("Pad")
            if t.contains("!=") { pad.toggle() }
            return pad ? .idiom(phone: otherwise, pad: then) : .idiom(phone: then, pad: otherwise)
        }
        if t.contains("presentedViewController"), case .presented(_, let text) = then {
            return .presented(fallback: otherwise, text: text)
        }
        var negated = false
        while t.hasPrefix("!") { negated.toggle(); t = String(t.dropFirst()) }
        var flag = SwiftAnswers.flagName(t)
        if flag.hasPrefix("_") { flag = String(flag.dropFirst()) }
        return .condition(flag: flag, negated: negated, then: then, else: otherwise, text: raw.trimmedSpaces)
    }

    static func lowerFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.lowercased() + s.dropFirst()
    }
}
