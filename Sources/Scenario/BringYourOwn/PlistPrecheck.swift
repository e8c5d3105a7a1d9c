// Checks an Info.plist's nesting BEFORE Foundation parses it. Foundation's XML and binary
// plist parsers recurse once per nested array or dict, so a file 10,000 levels deep
// (150 KB of `<array>`) overflows the stack: a crash from a user's file. Like the YAML
// precheck (Parsing/Precheck.swift) these scans are linear and err on rejecting; a
// real Info.plist nests about five levels.

import Foundation

enum PlistPrecheck {
    /// Elements (XML) or containers (binary) inside each other.
    static let maxDepth = 64

    /// Why the bytes must not reach the parser, or nil. Text that is neither XML nor a
    /// binary plist is left to the decoder, which refuses it without recursing far:
    /// brackets are counted for it too (the OpenStep format nests with `(` and `{`).
    static func problem(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) { return binaryProblem(bytes) }
        return textDepth(bytes) > maxDepth ? tooDeep : nil
    }

    static let tooDeep = "nested more than \(maxDepth) levels deep (arrays or dicts inside each other): not an Info.plist"

    /// The deepest nesting: of XML elements when the text starts with `<` (comments,
    /// `<?…?>`, `<!…>`, CDATA and a self-closing `<array/>` do not nest), else of `(` `{`
    /// `[` outside quoted strings (the OpenStep format, which the decoder parses first).
    static func textDepth(_ bytes: [UInt8]) -> Int {
        let first = bytes.drop(while: { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || (0x09...0x0D).contains($0) }).first
        return first == UInt8(ascii: "<") ? xmlDepth(bytes) : bracketDepth(bytes)
    }

    static func xmlDepth(_ bytes: [UInt8]) -> Int {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        var depth = 0, deepest = 0, i = 0
        while i < bytes.count {
            guard bytes[i] == lt else { i += 1; continue }
            guard i + 1 < bytes.count else { break }
            let next = bytes[i + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                // A comment, declaration or CDATA section ends at its own terminator.
                let terminator: [UInt8] = bytes[i...].starts(with: Array("<!--".utf8)) ? Array("-->".utf8)
                    : bytes[i...].starts(with: Array("<![CDATA[".utf8)) ? Array("]]>".utf8) : [gt]
                i = end(of: terminator, in: bytes, from: i + 2)
                continue
            }
            let close = end(of: [gt], in: bytes, from: i + 1)
            if next == slash {
                depth -= 1
            } else if bytes[close - 2] != slash {
                depth += 1
                deepest = max(deepest, depth)
            }
            i = close
        }
        return deepest
    }

    static func bracketDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0, inQuote = false, escaped = false
        for byte in bytes {
            if inQuote {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inQuote = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inQuote = true
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// The index just past `terminator` (or the end of the bytes).
    private static func end(of terminator: [UInt8], in bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i + terminator.count <= bytes.count {
            if bytes[i] == terminator[0], bytes[i...].starts(with: terminator) { return i + terminator.count }
            i += 1
        }
        return bytes.count
    }

    /// A binary plist's objects refer to each other by index: the longest chain of
    /// arrays, sets and dicts from the top object (memoised, so shared objects cost
    /// once) or a cycle is a problem. A damaged trailer or table is left to the decoder.
    static func binaryProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 40 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), refSize = Int(bytes[trailer + 7])
        let count = integer(bytes, at: trailer + 8, size: 8), top = integer(bytes, at: trailer + 16, size: 8)
        let tableStart = integer(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(refSize), count > 0, count < bytes.count,
              top < count, tableStart >= 8, tableStart + count * offsetSize <= trailer else { return nil }
        func children(_ object: Int) -> [Int] {
            let offset = integer(bytes, at: tableStart + object * offsetSize, size: offsetSize)
            guard offset >= 8, offset < trailer else { return [] }
            let marker = bytes[offset], kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
            var length = Int(marker & 0x0F), start = offset + 1
            if length == 0x0F {
                // The length follows as an integer object: marker 0x1n, 2^n bytes.
                guard start < trailer, bytes[start] >> 4 == 0x1 else { return [] }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8 else { return [] }
                length = integer(bytes, at: start + 1, size: size)
                start += 1 + size
            }
            let refs = kind == 0xD ? length * 2 : length
            guard refs >= 0, refs <= count * 2, start + refs * refSize <= trailer else { return [] }
            return (0..<refs).map { integer(bytes, at: start + $0 * refSize, size: refSize) }.filter { $0 < count }
        }
        // Iterative depth-first search: 0 unseen, -1 on the path (a repeat is a cycle), else depth.
        var depth = [Int](repeating: 0, count: count)
        var stack: [(object: Int, children: [Int], next: Int)] = [(top, children(top), 0)]
        depth[top] = -1
        while !stack.isEmpty {
            let frame = stack[stack.count - 1]
            if frame.next < frame.children.count {
                stack[stack.count - 1].next += 1
                let child = frame.children[frame.next]
                if depth[child] == -1 { return "an array or dict contains itself: not an Info.plist" }
                if depth[child] == 0 {
                    if stack.count >= maxDepth { return tooDeep }
                    depth[child] = -1
                    stack.append((child, children(child), 0))
                }
                continue
            }
            stack.removeLast()
            depth[frame.object] = 1 + (frame.children.map { max(depth[$0], 0) }.max() ?? 0)
            if depth[frame.object] > maxDepth { return tooDeep }
        }
        return nil
    }

    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
        guard offset >= 0, offset + size <= bytes.count else { return Int.max / 4 }
        var value: UInt64 = 0
        for i in 0..<size { value = value << 8 | UInt64(bytes[offset + i]) }
        return value > UInt64(Int.max / 4) ? Int.max / 4 : Int(value)
    }
}
