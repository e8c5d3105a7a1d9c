// report.md quotes the scenario's own text (its `name:`, the file's
// path) escaped as the terminal's messages are, so no line of it is the file's to write.

import Foundation
import Testing
@testable import Scenario

struct ReportTextTests {
    @Test("a name holding ESC[2J, U+202E and a line break adds no line to report.md and hides nothing")
    func hostileName() throws {
        let text = """
            name: "ok\\e[2J\\u202Eevil\\nFAKE RESULT: PASSED"
            app: {root: VC}
            controllers: {VC: {}}
            steps: [{rotate: landscapeLeft}, {expect: {interface: portrait}}]

            """
        let report = try ScenarioRunner(scenario: try ScenarioLoader.parse(text: text, file: "bad\nname.yaml")).run()
        let markdown = MarkdownReport.render(report)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("FAKE") }, "\(markdown)")
        #expect(!markdown.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        #expect(lines.first == "# ok\\u{1B}[2J\\u{202E}evil\\nFAKE RESULT: PASSED", "\(lines.first ?? "")")
        #expect(markdown.contains("- file: `bad\\nname.yaml`"))
    }
}
