import Foundation
// Objective-C source as bytes with comments blanked (strings kept: `@"orientation"`
// matters) and a line table: what the focused reader scans.

struct ObjCText: Sendable {
    /// The source with comments replaced by spaces (newlines kept, so offsets keep lines).
    let code: [UInt8]
    private let lineStarts: LineStarts

    init(_ source: String) {
        var bytes = Array(source.utf8)
        var i = 0
        var starts = [0]
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") { starts.append(i + 1); i += 1; continue }
            if c == UInt8(ascii: "\""), i == 0 || bytes[i - 1] != UInt8(ascii: "'") {
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\n") {
                    if bytes[i] == UInt8(ascii: "\\") { i += 1 }
                    i += 1
                }
                i += 1
                continue
            }
            if c == UInt8(ascii: "/"), i + 1 < bytes.count {
                if bytes[i + 1] == UInt8(ascii: "/") {
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { bytes[i] = 32; i += 1 }
                    continue
                }
                if bytes[i + 1] == UInt8(ascii: "*") {
                    while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/")) {
                        if bytes[i] == UInt8(ascii: "\n") { starts.append(i + 1) } else { bytes[i] = 32 }
                        i += 1
                    }
                    if i + 1 < bytes.count { bytes[i] = 32; bytes[i + 1] = 32 }
                    i += 2
                    continue
                }
            }
            i += 1
        }
        code = bytes
        lineStarts = LineStarts(starts: starts)
    }

    /// 1-based line of a byte offset.
    func line(of offset: Int) -> Int { lineStarts.line(of: offset) }

    func string(_ from: Int, _ to: Int) -> String {
        String(decoding: code[max(0, from)..<min(to, code.count)], as: UTF8.self)
    }

    /// The identifier starting at `offset`.
    func word(at offset: Int) -> String {
        var end = offset
        while end < code.count, Self.isIdent(code[end]) { end += 1 }
        return string(offset, end)
    }

    /// The rest of the line from `offset`.
    func lineText(from offset: Int) -> String {
        var end = offset
        while end < code.count, code[end] != UInt8(ascii: "\n") { end += 1 }
        return string(offset, end).trimmedSpaces
    }

    func isLineStart(_ offset: Int) -> Bool {
        var i = offset - 1
        while i >= 0, code[i] == 32 || code[i] == 9 { i -= 1 }
        return i < 0 || code[i] == UInt8(ascii: "\n") || code[i] == UInt8(ascii: "}")
    }

    func next(_ byte: UInt8, from: Int) -> Int? {
        var i = from
        while i < code.count {
            if code[i] == byte { return i }
            if code[i] == UInt8(ascii: ";") && byte == UInt8(ascii: "{") { return nil }
            i += 1
        }
        return nil
    }

    /// The `}` closing the `{` at `open` (strings skipped).
    func matching(_ open: Int) -> Int? {
        var depth = 0
        var i = open
        while i < code.count {
            let c = code[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                while i < code.count, code[i] != UInt8(ascii: "\""), code[i] != UInt8(ascii: "\n") {
                    if code[i] == UInt8(ascii: "\\") { i += 1 }
                    i += 1
                }
            } else if c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    static func isIdent(_ c: UInt8) -> Bool {
        (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
    }

    /// `- (UIInterfaceOrientationMask)supportedInterfaceOrientations` → its selector;
    /// `- (void)application:(UIApplication *)a supportedInterfaceOrientationsForWindow:(UIWindow *)w`
    /// → `application:supportedInterfaceOrientationsForWindow:`.
    static func selector(of signature: String) -> String {
        var flat = ""
        var depth = 0
        for ch in signature.dropFirst() {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1; flat.append(" ") } else if depth == 0 { flat.append(ch) }
        }
        let words = flat.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        let keywords = words.filter { $0.hasSuffix(":") }.map { String($0.split(separator: ":").first ?? "") + ":" }
        if keywords.isEmpty { return words.first.map(String.init) ?? "" }
        return keywords.joined()
    }

    /// The `@property (attributes) Type *name;` declared at `at` (the `@`): its name and its
    /// type (a class name); nil for another `@` word or a type that is no class.
    func property(at: Int) -> (name: String, type: String)? {
        guard at + 9 < code.count, word(at: at + 1) == "property" else { return nil }
        var line = Substring(lineText(from: at + 9))
        if line.first == "(", let close = line.firstIndex(of: ")") { line = line[line.index(after: close)...] }
        let parts = line.split(separator: "*", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let type = parts[0].trimmedSpaces
        let name = parts[1].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty else { return nil }
        return (String(name), type)
    }

    /// `- (UIInterfaceOrientationMask)portraitOnPhoneMask` → `UIInterfaceOrientationMask`.
    static func returnType(of signature: String) -> String? {
        let rest = signature.dropFirst().drop { $0 == " " }
        guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
        return rest[rest.index(after: rest.startIndex)..<close].trimmedSpaces
    }

    /// `self.main` or `_main`: the property's name; nil for anything else.
    static func ownProperty(_ text: some StringProtocol) -> String? {
        guard text.hasPrefix("self.") || text.hasPrefix("_") else { return nil }
        let name = text.dropFirst(text.hasPrefix("_") ? 1 : 5)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// `- (instancetype)initWithMain:(UIViewController *)main side:(UIViewController *)side`:
    /// each selector part (`initWithMain`, `side`) with its parameter's name.
    static func labelledParameters(of signature: String) -> [(label: String, name: String)] {
        var out: [(label: String, name: String)] = []
        var rest = Substring(signature)
        if let close = rest.firstIndex(of: ")"), rest.hasPrefix("-") || rest.hasPrefix("+") { rest = rest[rest.index(after: close)...] }
        while let colon = rest.firstIndex(of: ":") {
            let label = rest[..<colon].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest[rest.index(after: colon)...].drop { $0 == " " }
            if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...].drop { $0 == " " } }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !label.isEmpty, !name.isEmpty { out.append((String(label.reversed()), String(name))) }
            rest = rest.dropFirst(name.count)
        }
        return out
    }

    /// `- (void)setTabs:(TabsController *)tabs animated:(BOOL)a` → `["tabs": "TabsController"]`.
    static func parameterTypes(of signature: String) -> [String: String] {
        var out: [String: String] = [:]
        var rest = Substring(signature)
        while let colon = rest.firstIndex(of: ":") {
            rest = rest[rest.index(after: colon)...].drop { $0 == " " }
            guard rest.first == "(", let close = rest.firstIndex(of: ")") else { continue }
            let type = rest[rest.index(after: rest.startIndex)..<close].replacingOccurrences(of: "*", with: "").trimmedSpaces
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { out[String(name)] = type }
        }
        return out
    }
}
