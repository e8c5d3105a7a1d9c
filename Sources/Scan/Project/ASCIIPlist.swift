// Old-style (OpenStep) ASCII property lists, the format of `project.pbxproj`: `{ key =
// value; }`, `( a, b, )`, quoted or bare strings, `/* */` and `//` comments. A small
// reader of its own: it names the line of the first thing it cannot read.

import Foundation

indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case array([PlistValue])
    case dict([String: PlistValue])

    var string: String? { if case .string(let s) = self { s } else { nil } }
    var dict: [String: PlistValue]? { if case .dict(let d) = self { d } else { nil } }
    var array: [PlistValue]? { if case .array(let a) = self { a } else { nil } }

    subscript(key: String) -> PlistValue? { dict?[key] }
}

struct ASCIIPlistError: Error, Sendable {
    var line: Int
    var message: String
}

struct ASCIIPlist {
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1

    static func parse(_ text: String) throws(ASCIIPlistError) -> PlistValue {
        var reader = ASCIIPlist(bytes: Array(text.utf8))
        if reader.bytes.starts(with: Array("// !$*UTF8*$!".utf8)) { reader.skipLine() }
        let value = try reader.value()
        reader.skipSpace()
        if reader.i < reader.bytes.count { throw reader.fail("text after the end of the property list") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func fail(_ message: String) -> ASCIIPlistError { ASCIIPlistError(line: line, message: message) }

    private mutating func skipLine() {
        while i < bytes.count, bytes[i] != 10 { i += 1 }
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            let c = bytes[i]
            if c == 10 { line += 1; i += 1 }
            else if c == 32 || c == 9 || c == 13 { i += 1 }
            else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") { skipLine() }
            else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) {
                    if bytes[i] == 10 { line += 1 }
                    i += 1
                }
                i += 2
            } else { return }
        }
    }

    private mutating func value(depth: Int = 0) throws(ASCIIPlistError) -> PlistValue {
        guard depth < 64 else { throw fail("nested too deeply") }
        skipSpace()
        guard i < bytes.count else { throw fail("the file ends where a value belongs") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var dict: [String: PlistValue] = [:]
            while true {
                skipSpace()
                guard i < bytes.count else { throw fail("a '{' is never closed") }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .dict(dict) }
                guard case .string(let key) = try value(depth: depth + 1) else { throw fail("a key must be a string") }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw fail("'=' expected after the key '\(key)'") }
                i += 1
                dict[key] = try value(depth: depth + 1)
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else { throw fail("';' expected after the value of '\(key)'") }
                i += 1
            }
        case UInt8(ascii: "("):
            i += 1
            var array: [PlistValue] = []
            while true {
                skipSpace()
                guard i < bytes.count else { throw fail("a '(' is never closed") }
                if bytes[i] == UInt8(ascii: ")") { i += 1; return .array(array) }
                array.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw fail("a '(' is never closed") }
                if bytes[i] == UInt8(ascii: ",") { i += 1 }
                else if bytes[i] != UInt8(ascii: ")") { throw fail("',' or ')' expected in a list") }
            }
        case UInt8(ascii: "\""):
            i += 1
            var out: [UInt8] = []
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                    i += 1
                    switch bytes[i] {
                    case UInt8(ascii: "n"): out.append(10)
                    case UInt8(ascii: "t"): out.append(9)
                    default: out.append(bytes[i])
                    }
                } else {
                    if bytes[i] == 10 { line += 1 }
                    out.append(bytes[i])
                }
                i += 1
            }
            guard i < bytes.count else { throw fail("a quoted string is never closed") }
            i += 1
            return .string(String(decoding: out, as: UTF8.self))
        default:
            let start = i
            while i < bytes.count, Self.isBare(bytes[i]) { i += 1 }
            guard i > start else { throw fail("unexpected '\(Character(Unicode.Scalar(bytes[i])))'") }
            return .string(String(decoding: bytes[start..<i], as: UTF8.self))
        }
    }

    private static func isBare(_ c: UInt8) -> Bool {
        ObjCText.isIdent(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "/") || c == UInt8(ascii: "$")
            || c == UInt8(ascii: "-") || c == UInt8(ascii: ":") || c == UInt8(ascii: "+") || c == UInt8(ascii: "~") || c >= 0x80
    }
}
