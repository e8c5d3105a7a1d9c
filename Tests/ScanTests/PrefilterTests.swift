// The pre-filter (Sources/Scan/Prefilter.swift) must let through every body the
// call-site reader could act on: a word missing there would skip an idiom silently.

import Foundation
import Testing
@testable import Scan

struct PrefilterTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Scan/Swift")

    /// Every `case "name"` the Swift call-site readers switch on: calls and assigned properties.
    static func actedOn() throws -> [String] {
        var names: [String] = []
        for file in ["SwiftCallSites.swift", "SwiftCallSites+Calls.swift", "SwiftValues.swift"] {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let pattern = try NSRegularExpression(pattern: #"case "([A-Za-z_][A-Za-z0-9_]*)""#)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let r = Range(match.range(at: 1), in: text) { names.append(String(text[r])) }
            }
        }
        return names
    }

    @Test("every call and property name the Swift reader acts on passes the pre-filter")
    func everyActionWord() throws {
        let names = try Self.actedOn()
        #expect(names.count >= 12, "the reader's cases were not found: \(names)")
        // Read only beside a word the filter already needs: a window's screen matters only in
        // the body that sets its root (rootViewController).
        let besideAnother: Set<String> = ["screen"]
        for name in names where !besideAnother.contains(name) {
            let bytes = Array("x.\(name)(y)".utf8)
            #expect(Prefilter.swiftActions.occurs(in: bytes, from: 0, to: bytes.count), "'\(name)' is acted on but not in Prefilter.swiftActionWords")
        }
        // Flags flipped by assignment: the reader's default case.
        for statement in ["isLocked = true", "isLocked = false", "isLocked = !isLocked"] {
            let bytes = Array(statement.utf8)
            #expect(Prefilter.swiftActions.occurs(in: bytes, from: 0, to: bytes.count), "\(statement)")
        }
    }

    @Test("a body the pre-filter lets through and one it skips: the skipped one is still read when an acting function of its type is called")
    func deferred() throws {
        let facts = SwiftFileReader.read(source: """
            final class Home: UIViewController {
                @objc func tap() { openIt() }
                func openIt() { present(Other(), animated: true) }
                func unrelated() { print(1) }
            }
            """, path: "Home.swift")
        let functions = facts.types.first?.functions.map(\.name) ?? []
        #expect(functions.contains("openIt") && functions.contains("tap") && !functions.contains("unrelated"))
    }
}

/// The byte search the readers' hot loops use answers as Foundation's search does.
struct ByteSearchTests {
    @Test("find and holds give range(of:) and contains's answers, ASCII or not")
    func sameAsFoundation() {
        let texts = ["[self presentViewController:vc animated:YES completion:nil];", "", "a", "aaab",
                     "[nav pushViewController:détail animated:YES]", "x == y", "ends with presentViewController:"]
        let words = ["presentViewController:", "pushViewController:", "==", "a", "aab", "détail", "missing", "b"]
        for text in texts {
            for word in words {
                #expect(text.find(word) == text.range(of: word), "\(text) / \(word)")
                #expect(text.holds(word) == text.contains(word), "\(text) / \(word)")
            }
        }
    }
}
