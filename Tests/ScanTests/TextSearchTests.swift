// Scan's own trimming and searching (Sources/Scan/TextSearch.swift) stand in for
// Foundation's on hot paths: they must give Foundation's answers on every input.

import Foundation
import Testing
@testable import Scan

struct TextSearchTests {
    static let samples = [
        "", " ", "\t", "  a  ", "\tlet x = y \t", "\n value \r\n", "a b", " \u{00A0}nbsp\u{00A0} ", "\u{2003}em\u{3000}",
        "\u{2028}line\u{2029}", "\u{0085}next\u{000B}\u{000C}", " \u{0301}mark ", "é ", " 🇫🇷 ", "((call))", "\"'quoted'\"",
        "] x]", "?!maybe! ", "() defined(X) ", "\u{200B}zero-width\u{200B}",
    ]

    @Test("trimmedSpaces, trimmedLines and trimming(_:) answer as Foundation's trimmingCharacters")
    func trimmingAsFoundation() {
        for text in Self.samples {
            #expect(text.trimmedSpaces == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimmedLines == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
            let sub = ("x" + text + "x").dropFirst().dropLast()
            #expect(sub.trimmedSpaces == sub.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            for set in [" ()\t", "\"'", "?! ", "] "] {
                #expect(text.trimming(set) == text.trimmingCharacters(in: CharacterSet(charactersIn: set)),
                        "\(text.debugDescription) by \(set.debugDescription)")
            }
        }
    }

    @Test("every ASCII character is trimmed or kept as Foundation does")
    func asciiAsFoundation() {
        for value in UInt8(0)..<0x80 {
            let text = String(UnicodeScalar(value)) + "a" + String(UnicodeScalar(value))
            #expect(text.trimmedSpaces == text.trimmingCharacters(in: .whitespaces), "\(value)")
            #expect(text.trimmedLines == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(value)")
        }
    }

    @Test("holds answers as contains, ASCII or not")
    func holdsAsContains() {
        for text in Self.samples + ["respondsToSelector:", "if self != nil", "café au lait"] {
            for needle in ["self", " ", "é", "nil", "a", "lait", "🇫🇷", "\u{0301}"] {
                #expect(text.holds(needle) == text.contains(needle), "\(text.debugDescription) holds \(needle.debugDescription)")
            }
        }
    }
}
