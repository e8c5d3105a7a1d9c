// Source text as notes and conditions show it.

enum SwiftText {
    static func clip(_ text: String) -> String { text.count > 80 ? String(text.prefix(80)) + "…" : text }

    /// `let a = f(x, y), a > 0` → `["let a = f(x, y)", " a > 0"]`: split at commas outside brackets.
    static func topLevelParts(_ text: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for i in text.indices {
            switch text[i] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth = max(0, depth - 1)
            case "," where depth == 0:
                parts.append(text[start..<i])
                start = text.index(after: i)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }
}
