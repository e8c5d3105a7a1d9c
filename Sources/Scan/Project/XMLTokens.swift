// A focused XML tokenizer for storyboards and XIBs: start and end tags with their
// attributes and lines. No FoundationXML (the product keeps libxml2 out of its processes);
// entities in attribute values are decoded (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`,
// `&#…;`). Text content, comments, processing instructions and CDATA are skipped.

struct XMLTag: Sendable {
    var name: String
    var attributes: [String: String]
    var line: Int
    var isEnd: Bool
    var selfClosing: Bool
}

struct XMLTokenError: Error, Sendable {
    var line: Int
    var message: String
}

enum XMLTokens {
    static func tags(_ text: String) throws(XMLTokenError) -> [XMLTag] {
        let b = Array(text.utf8)
        var out: [XMLTag] = []
        var i = 0
        var line = 1
        var depth = 0
        func fail(_ m: String) -> XMLTokenError { XMLTokenError(line: line, message: m) }
        while i < b.count {
            if b[i] == 10 { line += 1; i += 1; continue }
            guard b[i] == UInt8(ascii: "<") else { i += 1; continue }
            let startLine = line
            if b[i...].starts(with: Array("<!--".utf8)) || b[i...].starts(with: Array("<?".utf8)) || b[i...].starts(with: Array("<![CDATA[".utf8)) || b[i...].starts(with: Array("<!".utf8)) {
                let close: [UInt8] = b[i...].starts(with: Array("<!--".utf8)) ? Array("-->".utf8) : b[i...].starts(with: Array("<![CDATA[".utf8)) ? Array("]]>".utf8) : Array(">".utf8)
                while i < b.count, !b[i...].starts(with: close) { if b[i] == 10 { line += 1 }; i += 1 }
                guard i < b.count else { throw XMLTokenError(line: startLine, message: "a '<' opened here is never closed") }
                i += close.count
                continue
            }
            i += 1
            let isEnd = i < b.count && b[i] == UInt8(ascii: "/")
            if isEnd { i += 1 }
            let nameStart = i
            while i < b.count, isName(b[i]) { i += 1 }
            guard i > nameStart else { throw fail("a tag with no name") }
            let name = String(decoding: b[nameStart..<i], as: UTF8.self)
            var attributes: [String: String] = [:]
            var selfClosing = false
            while true {
                while i < b.count, b[i] == 32 || b[i] == 9 || b[i] == 10 || b[i] == 13 { if b[i] == 10 { line += 1 }; i += 1 }
                guard i < b.count else { throw XMLTokenError(line: startLine, message: "the tag <\(name)> is never closed") }
                if b[i] == UInt8(ascii: ">") { i += 1; break }
                if b[i] == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: ">") { selfClosing = true; i += 2; break }
                let keyStart = i
                while i < b.count, isName(b[i]) { i += 1 }
                guard i > keyStart else { throw fail("unexpected character in the tag <\(name)>") }
                let key = String(decoding: b[keyStart..<i], as: UTF8.self)
                guard i < b.count, b[i] == UInt8(ascii: "=") else { throw fail("attribute '\(key)' of <\(name)> has no value") }
                i += 1
                guard i < b.count, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") else { throw fail("attribute '\(key)' of <\(name)> is not quoted") }
                let quote = b[i]
                i += 1
                let valueStart = i
                while i < b.count, b[i] != quote { if b[i] == 10 { line += 1 }; i += 1 }
                guard i < b.count else { throw XMLTokenError(line: startLine, message: "a quoted value in <\(name)> is never closed") }
                attributes[key] = decode(String(decoding: b[valueStart..<i], as: UTF8.self))
                i += 1
            }
            if isEnd { depth -= 1 } else if !selfClosing { depth += 1 }
            guard depth >= 0 else { throw XMLTokenError(line: startLine, message: "</\(name)> closes nothing") }
            out.append(XMLTag(name: name, attributes: attributes, line: startLine, isEnd: isEnd, selfClosing: selfClosing))
        }
        guard depth == 0 else { throw XMLTokenError(line: line, message: "the file ends with \(depth) element(s) never closed") }
        return out
    }

    private static func isName(_ c: UInt8) -> Bool {
        ObjCText.isIdent(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: ":") || c == UInt8(ascii: ".")
    }

    static func decode(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { out += rest[amp...]; return out }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                if entity.hasPrefix("#x"), let v = UInt32(entity.dropFirst(2), radix: 16), let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) }
                else if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()), let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) }
                else { out += "&" + entity + ";" }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
