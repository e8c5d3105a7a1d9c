// One problem is one line: text quoted from a user's file never breaks a message into
// lines that read like other results, and bidi controls never reorder the terminal.

import Foundation
import OrientationEngine
import Testing
@testable import Scenario

struct EscapingTests {
    /// Nothing a terminal would treat as a line break or a reordering.
    static func isOneLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0.properties.isBidiControl
                || $0 == "\u{2028}" || $0 == "\u{2029}"
        }
    }

    @Test("control, separator and bidi characters are written as escapes; the rest is untouched")
    func escapes() {
        #expect("a\nb\r\tc".escapedForOneLine == #"a\nb\r\tc"#)
        #expect("x\u{202E}y\u{2028}z\u{2029}".escapedForOneLine == #"x\u{202E}y\u{2028}z\u{2029}"#)
        #expect("\u{7}\u{0}\u{85}\u{1B}[31m".escapedForOneLine == #"\u{7}\u{0}\u{85}\u{1B}[31m"#)
        #expect("\u{61C}\u{200E}\u{200F}\u{2066}\u{2069}".escapedForOneLine == #"\u{61C}\u{200E}\u{200F}\u{2066}\u{2069}"#)
        // Emoji joiners, accents, arrows and backslashes stay as they are.
        let plain = "👨‍👩‍👧 café → \\n ‘quoted’ 横"
        #expect(plain.escapedForOneLine == plain)
        // Escaping twice changes nothing (messages pass through several layers).
        let once = "a\nb\u{202E}".escapedForOneLine
        #expect(once.escapedForOneLine == once)
    }

    @Test("a tap title holding a line break and U+202E gives one ERROR line")
    func tapTitle() throws {
        let path = try TestFiles.write(minimalApp + "steps:\n  - tap: \"x\\nok    all.yaml  1/1 steps\\u202E\\u2028\"\n")
        let run = ScenarioCommands.check(files: [path])
        let (status, output) = (run.status, run.stderr)
        #expect(status == .invalidFile)
        #expect(output.split(separator: "\n").count == 1, "\(output)")
        #expect(Self.isOneLine(output.dropLast().description))
        #expect(output.contains(#"no button 'x\nok    all.yaml  1/1 steps\u{202E}\u{2028}'"#), "\(output)")
    }

    @Test("an unknown key, a controller name and a file name with line breaks stay on one line")
    func keysAndNames() throws {
        let badKey = parseError("app: {root: VC}\ncontrollers: {VC: {\"sup\\nported\\u202E\": all}}\n")
        let message = try #require(badKey).description
        #expect(Self.isOneLine(message), "\(message)")
        #expect(message.contains(#"unknown key 'sup\nported\u{202E}'"#), "\(message)")

        let error = ScenarioError(file: "a\nb.yaml", line: 3, keyPath: "x\u{2028}", message: "bad \u{202E}")
        #expect(error.description == #"a\nb.yaml:3: x\u{2028}: bad \u{202E}"#)
    }

    @Test("expected values and trace lines quoting the file are escaped")
    func expectationsAndTrace() throws {
        let path = try TestFiles.write("""
            app: {root: "Odd\\nName"}
            controllers:
              "Odd\\nName":
                buttons: [{title: "Go\\u2028", do: [{call: "m\\u202Ex"}]}]
                methods: {"m\\u202Ex": []}
            steps:
              - tap: "Go\\u2028"
              - expect: {console: {has: ["zz\\nok    all.yaml"]}}
            """)
        let run = ScenarioCommands.check(files: [path])
        let (status, output) = (run.status, run.stdout + run.stderr)
        #expect(status == .expectationFailed)
        for line in output.split(separator: "\n") { #expect(Self.isOneLine(String(line)), "\(line)") }
        #expect(output.contains(#"expected 'zz\nok    all.yaml'"#), "\(output)")
        let trace = ScenarioCommands.trace(file: path, all: true, json: false)
        #expect(trace.stdout.contains(#"-[Odd\nName m\u{202E}x]"#), "\(trace.stdout)")
        for line in trace.stdout.split(separator: "\n") {
            #expect(Self.isOneLine(String(line)))
            #expect(line.first?.isNumber == true, "a line that is not an event: \(line)")
        }
    }

    @Test("a StepError quoting a button title is one line")
    func stepError() {
        #expect(StepError("no button 'a\nb'").description == #"no button 'a\nb'"#)
        #expect(ModelError("controllers.A\nB", "bad \u{202E}").description == #"controllers.A\nB: bad \u{202E}"#)
    }
}
