// Text quoted from a user's plist or log into a one-line message.

extension String {
    /// Control, format (bidi overrides, zero-width) and separator characters written as
    /// escapes, so quoted text can neither break the line nor reorder it.
    public var escapedForMessage: String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// At most `limit` characters, with an ellipsis when cut (a log line can be huge).
    func clipped(_ limit: Int) -> String {
        count <= limit ? self : String(prefix(limit)) + "…"
    }
}
