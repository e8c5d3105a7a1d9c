// junit.xml for CI and test managers, the same from `check --junit` and `accept`: a
// <testsuite> per file, a <testcase> per `expect` step and per `ask` question, failed
// expectations and "no" answers as <failure>, an unexpected crash and an invalid file
// as <error>. Written by XMLText, which escapes.

import Foundation
import OrientationEngine

public enum JUnitReport {
    /// `timestamp`: ISO 8601 without a zone, as the JUnit schema has it.
    public static func render(_ outcomes: [FileOutcome], timestamp: String) -> String {
        let runner = outcomes.lazy.compactMap { try? $0.result.get().runner }.first ?? .headless
        let suites = outcomes.map { suite($0, timestamp: timestamp) }
        var root = XMLTextElement("testsuites")
        root.set("name", runner == .tester ? "rotation-sandbox accept" : "rotation-sandbox check")
        for key in ["tests", "failures", "errors", "skipped"] {
            root.set(key, "\(suites.reduce(0) { $0 + (Int($1.value(of: key) ?? "") ?? 0) })")
        }
        let time = outcomes.reduce(0.0) { $0 + ((try? $1.result.get().duration) ?? 0) }
        root.set("time", seconds(time))
        root.children = suites
        return root.document() + "\n"
    }

    /// ISO 8601 without a zone, as the JUnit schema has it.
    public static func timestamp(_ date: Date) -> String {
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return iso.string(from: date)
    }

    public static func render(_ report: RunReport, timestamp: String) -> String {
        render([FileOutcome(report)], timestamp: timestamp)
    }

    private static func suite(_ outcome: FileOutcome, timestamp: String) -> XMLTextElement {
        var suite = XMLTextElement("testsuite")
        let classname = "\(outcomeRunnerWord(outcome)).\(MarkdownReport.fileStem(outcome.file))"
        var cases: [XMLTextElement] = []
        var failures = 0, errors = 0, skipped = 0
        let report: RunReport
        switch outcome.result {
        case .failure(let error):
            suite.set("name", outcome.file)
            var testcase = testCase(classname, "the file loads", time: 0)
            testcase.children.append(problem("error", type: "invalid file", message: error.headline,
                                      text: error.count > 1 ? error.listing : ""))
            errors = 1
            finish(&suite, cases: [testcase], failures: 0, errors: errors, skipped: 0, time: 0, timestamp: timestamp)
            return suite
        case .success(let value):
            report = value
        }
        suite.set("name", report.model.name ?? MarkdownReport.fileStem(report.file))
        for result in report.steps {
            let step = result.step
            let time = max(0, (result.ended ?? result.started ?? 0) - (result.started ?? 0))
            let place = "step \(step.index + 1) (line \(step.line))"
            var testcase: XMLTextElement
            switch step.kind {
            case .expect(let expectation):
                testcase = testCase(classname, "\(place): " + expectation.checks.map { "\($0.key) \($0.value)" }
                    .joined(separator: ", "), time: time)
                switch result.outcome {
                case .held: break
                case .failed(_, let list):
                    failures += 1
                    var detail = list.map { failure in
                        "line \(failure.line): \(TextReport.failureText(failure))"
                            + (failure.ownDecision.map { " (\($0))" } ?? "")
                    }
                    if let state = result.state { detail.append("state: \(state)") }
                    if let decision = result.decision { detail.append("decision: \(decision)") }
                    testcase.children.append(problem("failure", type: "expectation",
                                              message: list.map(TextReport.failureText).joined(separator: "; "),
                                              text: detail.joined(separator: "\n")))
                default:
                    skipped += 1
                    testcase.children.append(problem("skipped", message: skipReason(result.outcome, report)))
                }
            case .ask(let question):
                testcase = testCase(classname, "\(place): \(question)", time: time)
                switch result.outcome {
                case .answered(true): break
                case .answered(false):
                    failures += 1
                    testcase.children.append(problem("failure", type: "question", message: "the tester answered no",
                                              text: result.state.map { "state: \($0)" } ?? ""))
                default:
                    skipped += 1
                    testcase.children.append(problem("skipped", message: skipReason(result.outcome, report)))
                }
            default:
                continue
            }
            cases.append(testcase)
        }
        if report.unexpectedCrash, let crash = report.crash {
            // Not an expectation, but CI must not read a crashed app as a pass.
            errors += 1
            var testcase = testCase(classname, "the app does not crash unexpectedly (\(TextReport.crashWhen(report)))", time: 0)
            testcase.children.append(problem("error", type: "crash", message: crash.reason))
            cases.append(testcase)
        }
        if report.endedBeforeChecks || report.interruption != nil, case .endedEarly(let at)? = report.ending {
            // An acceptance run ended (Esc, the window closed, Ctrl+C) or a recording was cut
            // before every check: not a pass, whatever the checks that ran said.
            errors += 1
            let name = "run ended at step \(at + 1) of \(report.stepsTotal)"
            var testcase = testCase(classname, name, time: 0)
            let why = report.interruption?.reason ?? report.endReason ?? "ended early"
            testcase.children.append(problem("error", type: "ended early", message: "\(name): \(why)"))
            cases.append(testcase)
        }
        var properties = XMLTextElement("properties")
        for (key, value) in [
            ("file", report.file), ("device", report.model.device.rawValue), ("ios", "\(report.model.iosVersion)"),
            ("verdict", TextReport.verdict(report)),
        ] {
            var property = XMLTextElement("property")
            property.set("name", key)
            property.set("value", value)
            properties.children.append(property)
        }
        suite.children.append(properties)
        finish(&suite, cases: cases, failures: failures, errors: errors, skipped: skipped, time: report.duration,
               timestamp: timestamp)
        let deviations = report.steps.flatMap(TextReport.deviationLines)
        if !deviations.isEmpty {
            suite.children.append(XMLTextElement("system-out", text: (["Deviations:"] + deviations).joined(separator: "\n")))
        }
        return suite
    }

    private static func outcomeRunnerWord(_ outcome: FileOutcome) -> String {
        (try? outcome.result.get().runner) == .tester ? "acceptance" : "check"
    }

    private static func finish(_ suite: inout XMLTextElement, cases: [XMLTextElement], failures: Int, errors: Int, skipped: Int,
                               time: Double, timestamp: String) {
        for (key, value) in [("tests", cases.count), ("failures", failures), ("errors", errors), ("skipped", skipped)] {
            suite.set(key, "\(value)")
        }
        suite.set("time", seconds(time))
        suite.set("timestamp", timestamp)
        suite.children += cases
    }

    private static func skipReason(_ outcome: StepResult.Outcome, _ report: RunReport) -> String {
        switch outcome {
        case .skipped: "skipped by the tester"
        case .notAsked: "not asked (headless)"
        default:
            if case .stoppedByCrash? = report.ending { "not reached: the app had crashed" }
            else { "not reached: the run ended before this step" }
        }
    }

    private static func testCase(_ classname: String, _ name: String, time: Double) -> XMLTextElement {
        var element = XMLTextElement("testcase")
        element.set("classname", classname)
        element.set("name", name)
        element.set("time", seconds(time))
        return element
    }

    /// `<failure>`, `<error>` or `<skipped>` with its message (and details as text).
    private static func problem(_ name: String, type: String? = nil, message: String, text: String = "") -> XMLTextElement {
        var element = XMLTextElement(name, text: text)
        if let type { element.set("type", type) }
        element.set("message", message)
        return element
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
