// `check` and `trace` as library functions: exit statuses and output.

import Foundation
import Testing
@testable import Scenario

struct HeadlessTests {
    static let holds = RunnerTests.rotating + "  - rotate: landscapeLeft\n  - expect: {interface: landscapeRight}\n"
    static let fails = RunnerTests.rotating + "  - rotate: landscapeLeft\n  - expect: {interface: portrait}\n"
    static let crashes = RunnerTests.crashing + "  - expect: {interface: portrait}\n"
    static let invalid = RunnerTests.rotating + "  - rotate: sideways\n"

    @Test("exit status per file: 0 held, 1 failed, 2 invalid, 3 crashed", arguments: [
        (holds, CheckStatus.ok), (fails, .expectationFailed), (invalid, .invalidFile), (crashes, .crashed),
    ])
    func status(_ text: String, _ expected: CheckStatus) throws {
        let path = try TestFiles.write(text)
        #expect(Headless.check(files: [path]).status == expected)
        #expect(CheckStatus(rawValue: expected.rawValue) == expected)
    }

    @Test("several files: the worst status wins (invalid > crashed > failed > ok)")
    func combined() throws {
        let ok = try TestFiles.write(Self.holds, name: "ok.yaml")
        let failed = try TestFiles.write(Self.fails, name: "failed.yaml")
        let crashed = try TestFiles.write(Self.crashes, name: "crashed.yaml")
        let invalid = try TestFiles.write(Self.invalid, name: "invalid.yaml")
        #expect(Headless.check(files: [ok, failed]).status == .expectationFailed)
        #expect(Headless.check(files: [failed, crashed, ok]).status == .crashed)
        #expect(Headless.check(files: [crashed, invalid, ok]).status == .invalidFile)
        #expect(CheckStatus.combined([]) == .ok)
        let output = Headless.check(files: [ok, failed, crashed, invalid]).output
        #expect(output.hasSuffix("4 files: 1 passed, 1 failed, 1 crashed, 1 invalid\n"))
    }

    @Test("check output: aligned summary lines, failure details indented")
    func output() throws {
        let ok = try TestFiles.write(Self.holds, name: "a.yaml")
        let failed = try TestFiles.write(Self.fails, name: "longer-name.yaml")
        let lines = Headless.check(files: [ok, failed]).output.split(separator: "\n").map(String.init)
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
        let output = Headless.check(files: [path]).output
        #expect(output.contains("CRASH "))
        #expect(output.contains("app crashed at launch (unexpected): Supported orientations has no common orientation"))
    }

    @Test("trace: text by default, JSON Lines with --json, errors on stderr")
    func trace() throws {
        let path = try TestFiles.write(Self.holds)
        let text = Headless.trace(file: path, all: false, json: false)
        #expect(text.status == .ok && text.stderr.isEmpty)
        #expect(text.stdout.contains("0.000 -[VC supportedInterfaceOrientations]\n"))
        #expect(text.stdout.contains("0.300 -[VC traitCollectionDidChange:]\n"))
        let all = Headless.trace(file: path, all: true, json: false)
        #expect(all.stdout.contains("-[VC shouldAutorotate]") && !text.stdout.contains("-[VC shouldAutorotate]"))
        let json = Headless.trace(file: path, all: false, json: true)
        #expect(json.stdout.split(separator: "\n").count == all.stdout.split(separator: "\n").count)
        #expect(json.stdout.hasPrefix(#"{"t":0,"kind":"#))

        let bad = Headless.trace(file: try TestFiles.write(Self.invalid), all: false, json: false)
        #expect(bad.status == .invalidFile && bad.stdout.isEmpty)
        #expect(bad.stderr.contains("test.yaml:8: steps[0].rotate: unknown device orientation 'sideways'"))
    }
}
