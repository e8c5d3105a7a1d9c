// Quiet bodies (Sources/Scan/Swift/QuietBodies.swift) are blanked before the parse: a
// body blanked that a reader needed would lose an idiom silently, and a brace misread
// would blank the members after it.

import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import Scan

struct QuietBodiesTests {
    /// The text of each blanked range, trimmed.
    static func blankedTexts(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return QuietBodies.ranges(bytes).map {
            String(decoding: bytes[$0], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test("a plain method's body with no word a reader acts on is blanked; one that acts, answers, builds or calls one that acts is not")
    func whichBodies() {
        let source = """
            import UIKit
            final class ListViewController: UIViewController {
                private var items: [String] = []
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                func total(_ n: Int) -> Int { var t = 0; for k in 0..<n { t += k }; return t }
                @objc func openDetail() { present(DetailViewController(), animated: true) }
                func makeDetail() -> UIViewController { DetailViewController() }
                static func shared() -> Int { 1 }
                override func shouldAutorotate() -> Bool { true }
                func reload() { items.removeAll(); tableView.reloadData() }
                func unlock() { isLocked = false }
                func outer() { func inner() { count += 1 }; inner() }
                func tapped() { openDetail() }
                func swiped() { log(1); tapped() }
            }
            """
        #expect(Self.blankedTexts(source) == ["var t = 0; for k in 0..<n { t += k }; return t", "items.removeAll(); tableView.reloadData()"])
    }

    @Test("braces in strings, interpolations and comments are not the body's; its end is the real one")
    func stringsAndComments() {
        let source = #"""
            class A: NSObject {
                func label(_ n: Int) -> String {
                    // a } in a comment
                    /* nested /* } */ { */
                    let s = "}{ \(n.map { "\($0) }" }) {"
                    return """
                        " } \(s) "
                        """
                }
                func after() -> Int { 2 }
            }
            """#
        let texts = Self.blankedTexts(source)
        #expect(texts.count == 2)
        #expect(texts.first?.hasSuffix("\"\"\"") == true)
        #expect(texts.last == "2")
    }

    @Test("protocol requirements, accessors, SwiftUI types, `extension View` and top-level functions keep their text")
    func notMembersOfAUIKitType() {
        let source = """
            protocol Loading {
                func load()
                var isLoading: Bool { get }
            }
            struct Badge: View {
                func count() -> Int { 1 + 1 }
                var body: some View { Text("") }
            }
            extension View {
                func padded() -> Int { 3 }
            }
            func global() { print(1) }
            class Holder {
                var value: Int { get { 1 } set { print(newValue) } }
            }
            """
        #expect(Self.blankedTexts(source).isEmpty)
    }

    @Test("what the pass cannot be sure of leaves the whole file as it is: #if, raw strings, unbalanced braces")
    func uncertainFiles() {
        for source in [
            "class A { func f() { 1 }\n#if DEBUG\nfunc g() {}\n#endif\n}",
            "class A { func f() { let s = #\"}\"#; print(s) } }",
            "class A { func f() { print(1) }",
            "class A { func f() { let s = \"unclosed\n } }",
        ] {
            #expect(QuietBodies.ranges(Array(source.utf8)).isEmpty, "\(source)")
        }
    }

    /// Every declaration outside a function body, with its kind, name and line.
    final class Declarations: SyntaxVisitor {
        var found: [String] = []
        let converter: SourceLocationConverter

        init(_ tree: SourceFileSyntax) {
            converter = SourceLocationConverter(fileName: "", tree: tree)
            super.init(viewMode: .sourceAccurate)
            walk(tree)
        }

        private func note(_ kind: String, _ name: String, _ node: some SyntaxProtocol) {
            found.append("\(kind) \(name) @\(node.startLocation(converter: converter).line)")
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            note("func", node.name.text + node.signature.trimmedDescription, node)
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            note("var", node.bindings.trimmedDescription, node)
            return .skipChildren
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            note("class", node.name.text, node)
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            note("struct", node.name.text, node)
            return .visitChildren
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            note("extension", node.extendedType.trimmedDescription, node)
            return .visitChildren
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            note("init", node.signature.trimmedDescription, node)
            return .skipChildren
        }
    }

    @Test("on every Swift fixture, blanking changes no declaration outside the blanked bodies: same kinds, names, signatures and lines")
    func fixturesKeepTheirDeclarations() throws {
        let files = FileManager.default.enumerator(atPath: Fixtures.root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count >= 40)
        var blankedFiles = 0
        for file in files {
            let source = try String(contentsOf: Fixtures.root.appendingPathComponent(file), encoding: .utf8)
            guard let blanked = QuietBodies.blanked(Array(source.utf8)) else { continue }
            blankedFiles += 1
            let whole = Declarations(Parser.parse(source: source)).found
            let quiet = Declarations(blanked.withUnsafeBufferPointer { Parser.parse(source: $0) }).found
            #expect(whole == quiet, "\(file)")
        }
        #expect(blankedFiles >= 3)
    }
}
