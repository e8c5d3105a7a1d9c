// One Swift file parsed for its facts: quietly (the bodies no reader acts on blanked first)
// when the lexical pass is sure of the file, else as it is.

import Foundation
import OrientationEngine
import SwiftParser
import SwiftSyntax

enum SwiftFileReader {
    static func read(source: String, path: String, configuration: IOSBuildConfiguration = IOSBuildConfiguration()) -> FileFacts {
        let (visitor, bytes) = readQuietly(source, path: path) ?? readWhole(source, path: path, configuration: configuration)
        var facts = visitor.facts
        // The rest waits for the whole project: a body that calls a coordinator's function.
        // The same text parsed again gives the same visitor, so it is made again only if asked.
        if visitor.hasDeferred {
            let text = bytes
            facts.deferred = DeferredBodies(bytes: text, bodies: visitor.deferredRanges) {
                let again = visit(text.withUnsafeBufferPointer { Parser.parse(source: $0) }, path: path, bytes: text)
                return { words in again.readDeferred(mentioning: words) }
            }
        }
        return facts
    }

    /// The file parsed with its quiet bodies blanked; nil when none is, or when one of them
    /// calls a function of its type that acts (then the facts need its text parsed).
    private static func readQuietly(_ source: String, path: String) -> (SwiftTypeVisitor, [UInt8])? {
        let bytes = Array(source.utf8)
        guard !hasConditional(bytes) else { return nil }
        let quiet = QuietBodies.ranges(bytes)
        guard !quiet.isEmpty else { return nil }
        let visitor = visit(QuietBodies.blanking(quiet, in: bytes).withUnsafeBufferPointer { Parser.parse(source: $0) }, path: path, bytes: bytes,
                            blanked: Set(quiet.map(\.lowerBound)))
        return visitor.needsWholeText ? nil : (visitor, bytes)
    }

    /// The file as the build compiles it: inactive `#if` arms blanked.
    private static func readWhole(_ source: String, path: String, configuration: IOSBuildConfiguration) -> (SwiftTypeVisitor, [UInt8]) {
        var tree = Parser.parse(source: source)
        var bytes = Array(source.utf8)
        if hasConditional(bytes), let active = ActiveCode.blankingInactive(tree, source: source, configuration: configuration) {
            (tree, bytes) = active
        }
        return (visit(tree, path: path, bytes: bytes), bytes)
    }

    private static func visit(_ tree: SourceFileSyntax, path: String, bytes: [UInt8], blanked: Set<Int> = []) -> SwiftTypeVisitor {
        let visitor = SwiftTypeVisitor(path: path, lines: LineStarts(bytes), bytes: bytes)
        visitor.blankedBodies = blanked
        visitor.walk(tree)
        visitor.readDeferred()
        return visitor
    }

    /// Whether the text holds `#if` (a byte search: Foundation's substring search costs more
    /// than the rest of the check on every file).
    static func hasConditional(_ bytes: [UInt8]) -> Bool {
        let hash = UInt8(ascii: "#"), i = UInt8(ascii: "i"), f = UInt8(ascii: "f")
        var k = 0
        while k + 2 < bytes.count {
            if bytes[k] == hash && bytes[k + 1] == i && bytes[k + 2] == f { return true }
            k += 1
        }
        return false
    }
}
