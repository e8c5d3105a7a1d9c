// `check` and `trace` as library functions: exit statuses and output.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Scenario

struct ScenarioCommandsTests {
    static let holds = RunnerTests.rotating + "  - rotate: landscapeLeft\n  - expect: {interface: landscapeRight}\n"
    static let fails = RunnerTests.rotating + "  - rotate: landscapeLeft\n  - expect: {interface: portrait}\n"
    static let crashes = RunnerTests.crashing + "  - expect: {interface: portrait}\n"
    static let invalid = RunnerTests.rotating + "  - rotate: sideways\n"

    @Test("exit status per file: 0 held, 1 failed, 2 invalid, 3 crashed", arguments: [
        (holds, CheckStatus.ok), (fails, .expectationFailed), (invalid, .invalidFile), (crashes, .crashed),
    ])
    func status(_ text: String, _ expected: CheckStatus) throws {
        let path = try TestFiles.write(text)
        #expect(ScenarioCommands.check(files: [path]).status == expected)
        #expect(CheckStatus(rawValue: expected.rawValue) == expected)
    }

    @Test("several files: the worst status wins (invalid > crashed > failed > ok)")
    func combined() throws {
        let ok = try TestFiles.write(Self.holds, name: "ok.yaml")
        let failed = try TestFiles.write(Self.fails, name: "failed.yaml")
        let crashed = try TestFiles.write(Self.crashes, name: "crashed.yaml")
        let invalid = try TestFiles.write(Self.invalid, name: "invalid.yaml")
        #expect(ScenarioCommands.check(files: [ok, failed]).status == .expectationFailed)
        #expect(ScenarioCommands.check(files: [failed, crashed, ok]).status == .crashed)
        #expect(ScenarioCommands.check(files: [crashed, invalid, ok]).status == .invalidFile)
        #expect(CheckStatus.combined([]) == .ok)
        let check = ScenarioCommands.check(files: [ok, failed, crashed, invalid])
        #expect(check.stdout.hasSuffix("4 files: 1 passed, 1 failed, 1 crashed, 1 invalid\n"))
        #expect(check.stdout.contains("ERROR \(invalid)  invalid file\n"), "the invalid file is listed with the results")
        #expect(check.stderr.hasPrefix("\(invalid):8: steps[0].rotate: unknown device orientation 'sideways'"))
        #expect(check.stderr.filter { $0 == "\n" }.count == 1, "its error is one line on stderr")
    }

    @Test("check output: aligned summary lines, failure details indented")
    func output() throws {
        let ok = try TestFiles.write(Self.holds, name: "a.yaml")
        let failed = try TestFiles.write(Self.fails, name: "longer-name.yaml")
        let lines = ScenarioCommands.check(files: [ok, failed]).stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("ok    ") && lines[1].hasPrefix("FAIL  "))
        // The step counts start in the same column.
        #expect(lines[0].firstRange(of: "2/2 steps")?.lowerBound.utf16Offset(in: lines[0])
            == lines[1].firstRange(of: "2/2 steps")?.lowerBound.utf16Offset(in: lines[1]))
        #expect(lines[2] == "      step 2, line 9: interface: expected portrait, actual landscapeRight")
        #expect(lines[3].hasPrefix("        last decision: "))
    }

    @Test("crash output names the reason and whether it was expected")
    func crashOutput() throws {
        let path = try TestFiles.write(Self.crashes)
        let output = ScenarioCommands.check(files: [path]).stdout
        #expect(output.contains("CRASH "))
        #expect(output.contains("app crashed at launch (unexpected): Supported orientations has no common orientation"))
    }

    @Test("trace: text by default, JSON Lines with --json, errors on stderr")
    func trace() throws {
        let path = try TestFiles.write(Self.holds)
        let text = ScenarioCommands.trace(file: path, all: false, json: false)
        #expect(text.status == .ok && text.stderr.isEmpty)
        #expect(text.stdout.contains("0.000 -[VC supportedInterfaceOrientations]\n"))
        #expect(text.stdout.contains("0.300 -[VC traitCollectionDidChange:]\n"))
        let all = ScenarioCommands.trace(file: path, all: true, json: false)
        #expect(all.stdout.contains("-[VC shouldAutorotate]") && !text.stdout.contains("-[VC shouldAutorotate]"))
        let json = ScenarioCommands.trace(file: path, all: false, json: true)
        #expect(json.stdout.split(separator: "\n").count == all.stdout.split(separator: "\n").count)
        #expect(json.stdout.hasPrefix(#"{"t":0,"kind":"#))

        let bad = ScenarioCommands.trace(file: try TestFiles.write(Self.invalid), all: false, json: false)
        #expect(bad.status == .invalidFile && bad.stdout.isEmpty)
        #expect(bad.stderr.contains("test.yaml:8: steps[0].rotate: unknown device orientation 'sideways'"))
    }

    @Test("check --junit: a suite per file, a test case per expect; failures, crashes and invalid files as such; parses back")
    func junit() throws {
        let ok = try TestFiles.write(Self.holds, name: "ok.yaml")
        let failed = try TestFiles.write(Self.fails + "  - ask: Upright?\n", name: "failed.yaml")
        let crashed = try TestFiles.write(Self.crashes, name: "crashed.yaml")
        let invalid = try TestFiles.write(Self.invalid, name: "invalid.yaml")
        let check = ScenarioCommands.check(files: [ok, failed, crashed, invalid])
        let document = try XMLDocument(xmlString: check.junit(timestamp: "2026-11-22T10:00:00"), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "name")?.stringValue == "rotation-sandbox check")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 4)
        func counts(_ element: XMLElement) -> [Int] {
            ["tests", "failures", "errors", "skipped"].map { Int(element.attribute(forName: $0)?.stringValue ?? "") ?? -1 }
        }
        #expect(suites.map(counts) == [[1, 0, 0, 0], [2, 1, 0, 1], [2, 0, 1, 0], [1, 0, 1, 0]])
        #expect(counts(root) == [6, 1, 2, 1], "the totals are the suites' sums")
        let cases = suites.map { $0.elements(forName: "testcase") }
        #expect(cases[0][0].attribute(forName: "name")?.stringValue == "step 2 (line 9): interface landscapeRight")
        #expect(cases[0][0].attribute(forName: "classname")?.stringValue == "check.ok")
        let failure = try #require(cases[1][0].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "interface: expected portrait, actual landscapeRight")
        #expect(failure.stringValue?.contains("decision: ") == true)
        #expect(cases[1][1].elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue
            == "not asked (headless)")
        let crash = try #require(cases[2].last?.elements(forName: "error").first)
        #expect(crash.attribute(forName: "type")?.stringValue == "crash")
        #expect(crash.attribute(forName: "message")?.stringValue?.contains("no common orientation") == true)
        let error = try #require(cases[3].first?.elements(forName: "error").first)
        #expect(error.attribute(forName: "message")?.stringValue?.hasPrefix("\(invalid):8: steps[0].rotate: unknown device orientation 'sideways'") == true)
    }
}
