// junit.xml for CI and test managers, the same from `check --junit` and `accept`: a
// <testsuite> per file, a <testcase> per `expect` step and per `ask` question, failed
// expectations and "no" answers as <failure>, an unexpected crash and an invalid file
// as <error>. Built with FoundationXML, which escapes.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import OrientationEngine

public enum JUnitReport {
    /// `timestamp`: ISO 8601 without a zone, as the JUnit schema has it.
    public static func render(_ outcomes: [FileOutcome], timestamp: String) -> String {
        let runner = outcomes.lazy.compactMap { try? $0.result.get().runner }.first ?? .headless
        let suites = outcomes.map { suite($0, timestamp: timestamp) }
        let root = XMLElement(name: "testsuites")
        root.addAttribute(attribute("name", runner == .tester ? "rotation-sandbox accept" : "rotation-sandbox check"))
        for key in ["tests", "failures", "errors", "skipped"] {
            let sum = suites.reduce(0) { $0 + (Int($1.attribute(forName: key)?.stringValue ?? "") ?? 0) }
            root.addAttribute(attribute(key, "\(sum)"))
        }
        let time = outcomes.reduce(0.0) { $0 + ((try? $1.result.get().duration) ?? 0) }
        root.addAttribute(attribute("time", seconds(time)))
        for suite in suites { root.addChild(suite) }
        let document = XMLDocument(rootElement: root)
        document.characterEncoding = "UTF-8"
        return document.xmlString(options: [.nodePrettyPrint, .nodeCompactEmptyElement]) + "\n"
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

    private static func suite(_ outcome: FileOutcome, timestamp: String) -> XMLElement {
        let suite = XMLElement(name: "testsuite")
        let classname = "\(outcomeRunnerWord(outcome)).\(MarkdownReport.fileStem(outcome.file))"
        var cases: [XMLElement] = []
        var failures = 0, errors = 0, skipped = 0
        let report: RunReport
        switch outcome.result {
        case .failure(let error):
            suite.addAttribute(attribute("name", outcome.file))
            let testcase = testCase(classname, "the file loads", time: 0)
            testcase.addChild(problem("error", type: "invalid file", message: error.headline,
                                      text: error.count > 1 ? error.listing : ""))
            errors = 1
            finish(suite, cases: [testcase], failures: 0, errors: errors, skipped: 0, time: 0, timestamp: timestamp)
            return suite
        case .success(let value):
            report = value
        }
        suite.addAttribute(attribute("name", report.model.name ?? MarkdownReport.fileStem(report.file)))
        for result in report.steps {
            let step = result.step
            let time = max(0, (result.ended ?? result.started ?? 0) - (result.started ?? 0))
            let place = "step \(step.index + 1) (line \(step.line))"
            let testcase: XMLElement
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
                    testcase.addChild(problem("failure", type: "expectation",
                                              message: list.map(TextReport.failureText).joined(separator: "; "),
                                              text: detail.joined(separator: "\n")))
                default:
                    skipped += 1
                    testcase.addChild(problem("skipped", message: skipReason(result.outcome, report)))
                }
            case .ask(let question):
                testcase = testCase(classname, "\(place): \(question)", time: time)
                switch result.outcome {
                case .answered(true): break
                case .answered(false):
                    failures += 1
                    testcase.addChild(problem("failure", type: "question", message: "the tester answered no",
                                              text: result.state.map { "state: \($0)" } ?? ""))
                default:
                    skipped += 1
                    testcase.addChild(problem("skipped", message: skipReason(result.outcome, report)))
                }
            default:
                continue
            }
            cases.append(testcase)
        }
        if report.unexpectedCrash, let crash = report.crash {
            // Not an expectation, but CI must not read a crashed app as a pass.
            errors += 1
            let testcase = testCase(classname, "the app does not crash unexpectedly (\(TextReport.crashWhen(report)))", time: 0)
            testcase.addChild(problem("error", type: "crash", message: crash.reason))
            cases.append(testcase)
        }
        if report.endedBeforeChecks || report.interruption != nil, case .endedEarly(let at)? = report.ending {
            // An acceptance run ended (Esc, the window closed, Ctrl+C) or a recording was cut
            // before every check: not a pass, whatever the checks that ran said.
            errors += 1
            let name = "run ended at step \(at + 1) of \(report.stepsTotal)"
            let testcase = testCase(classname, name, time: 0)
            let why = report.interruption?.reason ?? report.endReason ?? "ended early"
            testcase.addChild(problem("error", type: "ended early", message: "\(name): \(why)"))
            cases.append(testcase)
        }
        let properties = XMLElement(name: "properties")
        for (key, value) in [
            ("file", report.file), ("device", report.model.device.rawValue), ("ios", "\(report.model.iosVersion)"),
            ("verdict", TextReport.verdict(report)),
        ] {
            let property = XMLElement(name: "property")
            property.addAttribute(attribute("name", key))
            property.addAttribute(attribute("value", value))
            properties.addChild(property)
        }
        suite.addChild(properties)
        finish(suite, cases: cases, failures: failures, errors: errors, skipped: skipped, time: report.duration,
               timestamp: timestamp)
        let deviations = report.steps.flatMap(TextReport.deviationLines)
        if !deviations.isEmpty {
            suite.addChild(XMLElement(name: "system-out", stringValue: clean((["Deviations:"] + deviations).joined(separator: "\n"))))
        }
        return suite
    }

    private static func outcomeRunnerWord(_ outcome: FileOutcome) -> String {
        (try? outcome.result.get().runner) == .tester ? "acceptance" : "check"
    }

    private static func finish(_ suite: XMLElement, cases: [XMLElement], failures: Int, errors: Int, skipped: Int,
                               time: Double, timestamp: String) {
        for (key, value) in [("tests", cases.count), ("failures", failures), ("errors", errors), ("skipped", skipped)] {
            suite.addAttribute(attribute(key, "\(value)"))
        }
        suite.addAttribute(attribute("time", seconds(time)))
        suite.addAttribute(attribute("timestamp", timestamp))
        for testcase in cases { suite.addChild(testcase) }
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

    private static func testCase(_ classname: String, _ name: String, time: Double) -> XMLElement {
        let element = XMLElement(name: "testcase")
        element.addAttribute(attribute("classname", classname))
        element.addAttribute(attribute("name", name))
        element.addAttribute(attribute("time", seconds(time)))
        return element
    }

    /// `<failure>`, `<error>` or `<skipped>` with its message (and details as text).
    private static func problem(_ name: String, type: String? = nil, message: String, text: String = "") -> XMLElement {
        let element = text.isEmpty ? XMLElement(name: name) : XMLElement(name: name, stringValue: clean(text))
        if let type { element.addAttribute(attribute("type", type)) }
        element.addAttribute(attribute("message", message))
        return element
    }

    private static func attribute(_ name: String, _ value: String) -> XMLNode {
        let node = XMLNode(kind: .attribute)
        node.name = name
        node.stringValue = clean(value)
        return node
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// XML 1.0 allows no control characters but tab, line feed and carriage return:
    /// FoundationXML writes them as they are, so they are dropped here.
    static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isDisallowed) else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text.unicodeScalars.filter { !isDisallowed($0) })
        return String(out)
    }

    private static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
            || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
