// Searching and trimming source text without Foundation's NSString bridge, which on
// Linux costs more than the work asked of it: the resolution's hot paths trim and search
// short texts thousands of times.

import Foundation

extension String {
    /// `contains(needle)`, by bytes when both are ASCII (there it is the same answer):
    /// Foundation's `contains` goes through NSString, and answers ask it often.
    func holds(_ needle: String) -> Bool {
        asciiFind(needle) ?? contains(needle)
    }

    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return self }
        // Most texts hold no target; `split` sets up a searcher even then. In ASCII text a
        // Character match is a byte match, so no byte match means nothing to replace.
        if asciiFind(target) == false { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// Whether `needle`'s bytes occur in the text's, when both are ASCII; else nil.
    func asciiFind(_ needle: String) -> Bool? {
        asciiOffset(needle).map { $0 != nil }
    }

    /// `range(of: needle)`, by bytes when both are ASCII (the same answer there).
    func find(_ needle: String) -> Range<String.Index>? {
        guard let found = asciiOffset(needle) else { return range(of: needle) }
        guard let offset = found else { return nil }
        let start = utf8.index(startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }

    /// The byte offset of `needle`'s first occurrence (nil inside: none), when both are ASCII; else nil.
    private func asciiOffset(_ needle: String) -> Int?? {
        utf8.withContiguousStorageIfAvailable { text -> Int?? in
            needle.utf8.withContiguousStorageIfAvailable { word -> Int?? in
                guard let first = word.first, !text.contains(where: { $0 >= 0x80 }), !word.contains(where: { $0 >= 0x80 }) else { return nil }
                guard text.count >= word.count else { return .some(nil) }
                for i in 0...(text.count - word.count) where text[i] == first {
                    var k = 1
                    while k < word.count, text[i + k] == word[k] { k += 1 }
                    if k == word.count { return .some(i) }
                }
                return .some(nil)
            } ?? nil
        } ?? nil
    }
}

extension String {
    /// `trimmingCharacters(in: .whitespaces)`: the same scalars (Unicode spaces and tab).
    var trimmedSpaces: String { self[...].trimmedSpaces }
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`: spaces, tab and line breaks.
    var trimmedLines: String { self[...].trimmedLines }
    /// `trimmingCharacters(in: CharacterSet(charactersIn: characters))`.
    func trimming(_ characters: String) -> String { self[...].trimming(characters) }
}

extension Substring {
    var trimmedSpaces: String { trimming(where: Self.isSpace) }
    var trimmedLines: String { trimming(where: Self.isSpaceOrNewline) }

    func trimming(_ characters: String) -> String {
        let set = Set(characters.unicodeScalars)
        return trimming { set.contains($0) }
    }

    private func trimming(where drop: (Unicode.Scalar) -> Bool) -> String {
        var scalars = unicodeScalars
        while let first = scalars.first, drop(first) { scalars.removeFirst() }
        while let last = scalars.last, drop(last) { scalars.removeLast() }
        return String(Substring(scalars))
    }

    // ASCII decided here; the rare other scalar asked of Foundation's own sets (they hold
    // more than Unicode's space category: U+200B, for one).
    private static func isSpace(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? s == " " || s == "\t" : CharacterSet.whitespaces.contains(s)
    }

    private static func isSpaceOrNewline(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? s == " " || (0x09...0x0D).contains(s.value) : CharacterSet.whitespacesAndNewlines.contains(s)
    }
}
