// The raw-text checks that run before Yams, and the line → key path guess.

import Testing
@testable import Scenario

struct PrecheckTests {
    func problem(_ text: String) -> PrecheckProblem? {
        problem(bytes: Array(text.utf8))
    }

    func problem(bytes: [UInt8], limits: PrecheckLimits = PrecheckLimits()) -> PrecheckProblem? {
        do throws(PrecheckProblem) {
            _ = try Precheck.text(from: bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test("aliases and anchors are found where YAML would read them")
    func aliases() {
        #expect(problem("a: *x\n")?.line == 1)
        #expect(problem("a: b\nc: [1, *x]\n")?.line == 2)
        #expect(problem("- &anchor a\n")?.message.contains("anchors") == true)
        #expect(problem("k: {a: *x}\n") != nil)
    }

    @Test("text that only looks like an alias is not one")
    func lookalikes() {
        #expect(problem("a: b *x\n") == nil)
        #expect(problem("a: \"*x\"\n") == nil)
        #expect(problem("a: '*x &y'\n") == nil)
        #expect(problem("# *x\na: 1\n") == nil)
        #expect(problem("a: |\n  *x\n  &y\nb: 2\n") == nil)
        #expect(problem("a: x * y & z\n") == nil)
    }

    @Test("many alias look-alikes are refused even inside quotes (bounded expansion)")
    func lookalikeCap() {
        let many = (0..<20).map { "*a\($0)" }.joined(separator: " ")
        #expect(problem("a: \"\(many)\"\n")?.message.contains("too many") == true)
    }

    @Test("nesting depth: flow, block and compact sequences")
    func depth() {
        #expect(problem("a: " + String(repeating: "[", count: 65) + "\n") != nil)
        #expect(problem("a: " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30) + "\n") == nil)
        let block = (0..<70).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(problem(block + " 1\n")?.message.contains("nested too deeply") == true)
        #expect(problem(String(repeating: "- ", count: 40) + "x\n") != nil)
        // Brackets in quotes do not count for the lexer; the naive count still sees them.
        #expect(problem("a: \"" + String(repeating: "[", count: 20) + "\"\n") == nil)
        // …while the quote is open: a `[` in each of 70 quoted titles does not add up.
        let titles = (0..<70).map { "  - {title: \"folder \\\"x\\\" data[key\($0)…\", do: [dismiss]}" }.joined(separator: "\n")
        #expect(problem("buttons:\n" + titles + "\n") == nil)
        #expect(problem("a: \"" + String(repeating: "[", count: 65) + "\"\n")?.message.contains("nested too deeply") == true)
    }

    @Test("binary, invalid UTF-8, empty, oversized")
    func bytes() throws {
        #expect(try Precheck.text(from: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8)) == "a: 1\n")
        let nul = problem(bytes: Array("a: 1\nb: \u{0}\n".utf8))
        #expect(nul == PrecheckProblem(line: 2, message: "not a text file (binary data)"))
        let invalid = problem(bytes: Array("a: 1\n".utf8) + [0xC3, 0x28])
        #expect(invalid?.line == 2)
        #expect(problem(" \n\n")?.message == "empty file")
        var limits = PrecheckLimits()
        limits.maxBytes = 4
        let large = problem(bytes: Array("a: 12\n".utf8), limits: limits)
        #expect(large?.message.contains("too large") == true)
        limits = PrecheckLimits()
        limits.maxSeparators = 5
        #expect(problem(bytes: Array("a: [1, 2, 3, 4, 5]\n".utf8), limits: limits)?.message.contains("too many values") == true)
    }

    @Test("a line's key path from indentation")
    func outline() {
        let text = """
            app:
              root: VC
            controllers:
              VC:
                supported: portrait
            steps:
            - rotate: portrait
            - expect:
                interface: portrait
              # a comment
            - pop
            """
        #expect(Outline.keyPath(in: text, line: 2) == "app.root")
        #expect(Outline.keyPath(in: text, line: 5) == "controllers.VC.supported")
        #expect(Outline.keyPath(in: text, line: 7) == "steps[0].rotate")
        #expect(Outline.keyPath(in: text, line: 9) == "steps[1].expect.interface")
        #expect(Outline.keyPath(in: text, line: 11) == "steps[2]")
        #expect(Outline.keyPath(in: text, line: 99) == "")
    }
}
