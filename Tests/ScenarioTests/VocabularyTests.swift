// One vocabulary for an unfinished run (SCENARIOS.md): "N of M steps run · E of X
// expectations held (C checks)"; a run stopped early says STOP in every output.

import Foundation
import OrientationEngine
import Testing

@testable import Scenario

@Suite("One vocabulary for an unfinished run")
struct VocabularyTests {
    /// An acceptance run ended (Esc) after its first step: nothing failed, most not reached.
    func stoppedRun() throws -> RunReport {
        var t = try Tester(AcceptanceRunTests.checklist)
        t.act(.turn(.landscapeLeft))
        t.run.end(at: t.time)
        return t.run.report
    }

    @Test("accept's verdict, report.md, junit.xml and check's line all say STOP and count in the same words")
    func everyOutputSaysStop() throws {
        let report = try stoppedRun()
        let counts = "2 of 10 steps run · 1 of 3 expectations held (2 checks)"
        #expect(TextReport.counts(report) == counts)
        let verdict = TextReport.verdict(report)
        #expect(verdict.hasPrefix("STOP: \(counts) · 0 of 1 question answered yes; ended early at step 3 of 10"), "\(verdict)")
        #expect(!verdict.contains("not run") && !verdict.contains("skipped") && !verdict.contains("INCOMPLETE"))
        let md = MarkdownReport.render(report)
        #expect(md.contains("- result: **STOP: \(counts)"))
        let junit = try JUnitFile(JUnitReport.render(report, timestamp: "2026-11-28T09:00:00"))
        #expect(junit.counts["errors"] == 1, "a stopped run is never a pass in CI")
        #expect(JUnitReport.render(report, timestamp: "t").contains("value=\"STOP: \(counts)"))
        let line = TextReport.summary(of: report)
        #expect(line.hasPrefix("STOP "), "\(line)")
        #expect(!line.contains("FAIL") && !line.hasPrefix("ok"))
    }

    @Test("a run with a failed expectation says FAILED; a whole run that held says PASSED")
    func failedAndPassed() throws {
        var t = try Tester(AcceptanceRunTests.checklist)
        t.act(.turn(.landscapeRight))
        t.run.end(at: t.time)
        #expect(TextReport.verdict(t.run.report).hasPrefix("FAILED: "))
        let runner = ScenarioRunner(scenario: try parse("""
            device: iphone-home
            ios: 13
            app: {root: Home}
            controllers: {Home: {}}
            steps:
              - expect: {interface: portrait, visible: Home}
            """))
        let report = try runner.run()
        #expect(TextReport.verdict(report) == "PASSED: 1 of 1 steps run · 1 of 1 expectation held (2 checks)")
        #expect(TextReport.result(report.steps[0]) == "✓ held (2 checks)", "a row counts checks, as the total does")
    }

    @Test("report.md names the rules as the window does: “rules of iOS 8–15”, never “profile ios8”")
    func rulesWording() throws {
        let report = try stoppedRun()
        let md = MarkdownReport.render(report)
        #expect(md.contains("iOS \(report.model.iosVersion) (\(report.model.profile.rulesLabel))"))
        #expect(md.contains("rules of iOS"), "\(md.prefix(300))")
        #expect(!md.contains("profile ios"))
    }
}
