// Messages quote text from a user's file (a button title, a key, a path). A line break
// in it would start a second line that reads like another result ("ok  all.yaml"), and
// a bidi control (U+202E) would reorder the rest of the terminal line: one problem must
// stay one line, readable in order.

extension String {
    /// The text with control characters, line and paragraph separators and bidi controls
    /// written as escapes: `\n`, `\r`, `\t`, else `\u{202E}` (Swift's spelling).
    /// Backslashes are left as they are, so escaping twice changes nothing.
    public var escapedForOneLine: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var out = ""
        out.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            guard Self.needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isBidiControl
        }
    }
}
