// The one quoting rule of every file the tool writes (`scan`, `new`): a scalar is written
// plain only when it is a name (letters, digits, `_`, and `-`, `.` or spaces inside), so
// it reads the same in any YAML 1.2 or 1.1 parser; anything else is double-quoted.

public enum YAMLScalar {
    /// Words a YAML 1.1 parser reads as a bool or null when plain.
    static let reserved: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"]

    /// Whether `text` is written plain: it starts with a letter, `_` or `$`, holds only
    /// letters, digits, `_`, `-`, `.` and single inner spaces, and is no reserved word.
    public static func isPlain(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, let last = bytes.last else { return false }
        func letter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
        guard letter(first) || first == 36, last != 32 else { return false }
        for (i, b) in bytes.enumerated().dropFirst() {
            let ok = letter(b) || (b >= 48 && b <= 57) || b == 45 || b == 46 || (b == 32 && bytes[i - 1] != 32)
            if !ok { return false }
        }
        if bytes.count <= 5, reserved.contains(text.lowercased()) { return false }
        return true
    }

    /// `text` as a scalar: plain when `isPlain`, else double-quoted with JSON's escapes.
    public static func text(_ text: String) -> String {
        isPlain(text) ? text : quoted(text)
    }

    /// Always double-quoted: `"`, `\`, control, format and line-separator characters escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029
                    || scalar.value == 0xFEFF || scalar.properties.generalCategory == .format {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    if scalar.value <= 0xFFFF {
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
