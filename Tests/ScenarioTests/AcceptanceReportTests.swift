// report.md and junit.xml of an acceptance run, junit.xml read back as CI would.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import OrientationEngine
import Testing

@testable import Scenario

/// junit.xml parsed back: the suite's counts and each test case's verdict.
struct JUnitFile {
    struct TestCase { var name: String; var failure: String?; var error: String?; var skipped: String? }
    var suites: Int
    var counts: [String: Int]
    var cases: [TestCase]
    var systemOut: String?

    init(_ text: String) throws {
        let document = try XMLDocument(xmlString: text, options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        self.suites = suites.count
        let suite = try #require(suites.first)
        var counts: [String: Int] = [:]
        for key in ["tests", "failures", "errors", "skipped"] {
            counts[key] = Int(suite.attribute(forName: key)?.stringValue ?? "")
            // The <testsuites> totals match the one suite's.
            #expect(root.attribute(forName: key)?.stringValue == suite.attribute(forName: key)?.stringValue)
        }
        self.counts = counts
        #expect(suite.attribute(forName: "name")?.stringValue?.isEmpty == false)
        #expect(suite.attribute(forName: "timestamp")?.stringValue?.isEmpty == false)
        cases = suite.elements(forName: "testcase").map { element in
            #expect(element.attribute(forName: "classname")?.stringValue?.isEmpty == false)
            #expect(Double(element.attribute(forName: "time")?.stringValue ?? "") != nil)
            return TestCase(
                name: element.attribute(forName: "name")?.stringValue ?? "",
                failure: element.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue,
                error: element.elements(forName: "error").first?.attribute(forName: "message")?.stringValue,
                skipped: element.elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue)
        }
        systemOut = suite.elements(forName: "system-out").first?.stringValue
    }
}

@Suite("Acceptance reports")
struct AcceptanceReportTests {
    @Test("junit.xml parses back with one test case per expectation and question, and matching counts")
    func junitCounts() throws {
        var t = try Tester(AcceptanceRunTests.checklist)
        t.act(.turn(.landscapeRight))  // deviation → the first check fails
        t.answer(false)
        t.act(.turn(.portrait))
        t.act(.tap("Details"))
        t.run.end(at: t.time)  // Esc: the last check is not reached
        let junit = try JUnitFile(JUnitReport.render(t.run.report, timestamp: "2026-11-22T10:00:00"))
        let tally = t.run.report.tally
        #expect(junit.suites == 1)
        // One more: the run ended before its last check, an <error>, not a pass.
        #expect(junit.cases.count == tally.expectations + tally.questions + 1)
        #expect(junit.counts == ["tests": 5, "failures": 2, "errors": 1, "skipped": 1])
        #expect(junit.cases.last?.name == "run ended at step 9 of 10")
        #expect(junit.cases.filter { $0.failure != nil }.count == 2)
        #expect(junit.cases.filter { $0.skipped != nil }.count == 1)
        #expect(junit.cases[0].name == "step 2 (line 16): interface landscapeRight, visible Home")
        #expect(junit.cases[0].failure == "interface: expected landscapeRight, actual landscapeLeft")
        #expect(junit.cases[1].failure == "the tester answered no")
        #expect(junit.cases[1].name.hasSuffix("Is the status bar along the long edge?"))
        #expect(junit.cases[2].failure == nil && junit.cases[2].skipped == nil)
        #expect(junit.cases[3].skipped == "not reached: the run ended before this step")
        #expect(junit.systemOut?.contains("asked “Turn the device to landscape left") == true)
    }

    @Test("An unexpected crash is a junit error, so CI cannot read it as a pass")
    func junitCrash() throws {
        var t = try Tester("""
            device: iphone-home
            ios: 9
            app: {root: Home}
            controllers:
              Home:
                buttons: [{title: Show chart, do: [{present: Chart}]}]
              Chart: {supported: landscapeRight, preferred: landscapeLeft}
            steps:
              - tap: Show chart
              - expect: {interface: portrait}
            """)
        t.act(.tap("Show chart"))
        let junit = try JUnitFile(JUnitReport.render(t.run.report, timestamp: "2026-11-22T10:00:00"))
        #expect(junit.counts["errors"] == 1 && junit.counts["tests"] == 2)
        #expect(junit.cases.last?.error?.contains("preferredInterfaceOrientationForPresentation") == true)
    }

    @Test("Markup in names and messages is escaped; control characters dropped")
    func escaping() throws {
        var t = try Tester(phoneApp + "steps:\n  - ask: \"Is <Home> & 'Details' \\\"fine\\\"?\\u0001\"\n")
        t.answer(true)
        let junit = try JUnitFile(JUnitReport.render(t.run.report, timestamp: "2026-11-22T10:00:00"))
        #expect(junit.cases.first?.name == "step 1 (line 15): Is <Home> & 'Details' \"fine\"?")
    }

    @Test("report.md lists every step with its instruction and result, then the failures with the decision")
    func markdown() throws {
        var t = try Tester(AcceptanceRunTests.checklist)
        t.act(.turn(.landscapeRight))
        t.run.setFiles(step: 0, thumbnail: "shots/step-01.png")
        t.run.end(at: t.time)
        let md = MarkdownReport.render(t.run.report, started: "2026-11-22 10:00:00",
                                       files: ["recording.mp4", "junit.xml"])
        #expect(md.contains("- result: **FAILED: ") && md.contains(" · 0 of 3 expectations held, 1 failed"))
        #expect(md.contains("| 1 | 15 | 0.000 | Turn the device to landscape left (home side on the right) | ⚠ deviation: the tester turned the device to landscapeRight | ![step 1](shots/step-01.png) |"))
        #expect(md.contains("| 2 | 16 | 0.500 | Check: interface landscapeRight, visible Home | ✗ interface: expected landscapeRight, actual landscapeLeft |"))
        #expect(md.contains("| 4 | 18 | – | Turn the device to portrait | – not run |"))
        #expect(md.contains("### Step 2 (line 16)"))
        #expect(md.contains("- decision: "))
        #expect(md.contains("[recording.mp4](recording.mp4)"))
    }
}
