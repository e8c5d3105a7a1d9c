// The little XML that junit.xml needs, written without FoundationXML: importing it linked
// libxml2 and ICU into every process, 7 ms before `main` for a report few runs write.
// The layout is libxml2's pretty print (two-space indent, empty elements closed with
// "/>", text kept on its element's line), so reports read as they did.

/// An element with attributes in order, and either child elements or text.
struct XMLTextElement {
    let name: String
    var attributes: [(name: String, value: String)] = []
    var children: [XMLTextElement] = []
    var text = ""

    init(_ name: String, text: String = "") {
        self.name = name
        self.text = text
    }

    mutating func set(_ name: String, _ value: String) { attributes.append((name, value)) }

    func value(of name: String) -> String? { attributes.last { $0.name == name }?.value }

    /// The whole document: declaration, this element as its root, a final line feed.
    func document() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n"
        write(to: &out, depth: 0)
        return out
    }

    private func write(to out: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        out += indent + "<" + name
        for attribute in attributes {
            out += " \(attribute.name)=\"\(Self.escaped(attribute.value, inAttribute: true))\""
        }
        if children.isEmpty, text.isEmpty {
            out += "/>\n"
        } else if children.isEmpty {
            out += ">" + Self.escaped(text, inAttribute: false) + "</\(name)>\n"
        } else {
            out += ">\n"
            for child in children { child.write(to: &out, depth: depth + 1) }
            out += indent + "</\(name)>\n"
        }
    }

    /// XML 1.0 allows no control characters but tab, line feed and carriage return, nor
    /// U+FFFE and U+FFFF: they are dropped. Markup characters become references; in an
    /// attribute, so do the white space characters a parser would otherwise normalise.
    static func escaped(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\r": out += "&#13;"
            case "\"" where inAttribute: out += "&quot;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
