// What an acceptance run leaves for a ticket: report.md for people, junit.xml for CI
// and test managers (one <testcase> per `expect` step and per `ask` question).

import OrientationEngine

/// The counts a verdict and junit.xml are made of.
public struct AcceptanceTally: Sendable, Equatable {
    public var expectations = 0, held = 0, failed = 0
    public var questions = 0, yes = 0, no = 0
    /// Expectations and questions skipped with Backspace or never reached.
    public var skipped = 0
    public var deviations = 0

    public init(_ run: AcceptanceRun) {
        for result in run.results {
            if result.isDeviation { deviations += 1 }
            switch result.step.kind {
            case .expect:
                expectations += 1
                switch result.outcome {
                case .held: held += 1
                case .failed: failed += 1
                case .skipped, .notRun: skipped += 1
                default: break
                }
            case .ask:
                questions += 1
                switch result.outcome {
                case .answered(true): yes += 1
                case .answered(false): no += 1
                case .skipped, .notRun: skipped += 1
                default: break
                }
            default: break
            }
        }
    }
}

public enum AcceptanceReport {
    /// The verdict in a line: "PASSED: 6 expectations held, 3 questions answered yes".
    public static func verdict(_ run: AcceptanceRun) -> String {
        let t = AcceptanceTally(run)
        var parts = ["\(t.held) of \(t.expectations) expectations held"]
        if t.failed > 0 { parts.append("\(t.failed) failed") }
        if t.questions > 0 { parts.append("\(t.yes) of \(t.questions) questions answered yes" + (t.no > 0 ? ", \(t.no) no" : "")) }
        if t.skipped > 0 { parts.append("\(t.skipped) skipped or not run") }
        if t.deviations > 0 { parts.append("\(t.deviations) deviation\(t.deviations == 1 ? "" : "s")") }
        let word = switch run.status {
        case .ok: "PASSED"
        case .expectationFailed: run.hasFailures ? "FAILED" : "INCOMPLETE"
        case .crashed: "CRASHED"
        case .invalidFile: "INVALID"
        }
        var line = "\(word): " + parts.joined(separator: ", ")
        if let ending = endingText(run) { line += "; \(ending)" }
        return line
    }

    static func endingText(_ run: AcceptanceRun) -> String? {
        var texts: [String] = []
        switch run.ending {
        case .endedEarly(let at)?:
            let total = run.results.count
            texts.append(run.endReason.map { "stopped at step \(at + 1) of \(total): \($0)" }
                ?? "ended early at step \(at + 1) of \(total)")
        case .stoppedByCrash(let at)?: texts.append("stopped at step \(at + 1): the app had crashed")
        case .completed?, nil: break
        }
        if run.unexpectedCrash, let crash = run.crash {
            texts.append("the app crashed at step \(run.crashStep ?? 0) (\(crash.reason))")
        }
        return texts.isEmpty ? nil : texts.joined(separator: "; ")
    }

    /// One step's result in a few words, with its mark (✓ ✗ ⚠ –).
    public static func resultText(_ result: AcceptanceStepResult) -> String {
        var text = switch result.outcome {
        case .pending: "… in progress"
        case .done(.tester): "✓ done"
        case .done(.sandbox): "✓ done by the sandbox"
        case .deviated(let what): "⚠ deviation: the tester \(what)"
        case .couldNotRun(let why): "⚠ could not be done: \(why)"
        case .held(let count): "✓ held (\(count) key\(count == 1 ? "" : "s"))"
        case .failed(_, let failures):
            "✗ " + failures.map { "\($0.key): expected \($0.expected), actual \($0.actual)" }.joined(separator: "; ")
        case .answered(let yes): yes ? "✓ yes" : "✗ no"
        case .skipped: "– skipped"
        case .notRun: "– not run"
        }
        for deviation in result.deviations { text += "; ⚠ \(deviation)" }
        return text
    }

    // MARK: report.md

    /// `device`: the model's device and iOS in words; `started`: when, for people.
    public static func markdown(_ run: AcceptanceRun, started: String, duration: Double, files: [String]) -> String {
        let model = run.scenario.model
        var md = "# Acceptance run: \(model.name ?? fileStem(run.scenario.file))\n\n"
        md += "- file: `\(run.scenario.file)`\n"
        md += "- device: \(model.device.displayName) (`\(model.device.rawValue)`), iOS \(model.iosVersion)\n"
        md += "- started: \(started), \(String(format: "%.0f", duration)) s\n"
        md += "- result: **\(verdict(run))**\n"
        if !files.isEmpty { md += "- files: " + files.map { "[\($0)](\($0))" }.joined(separator: ", ") + "\n" }
        md += "\n## Steps\n\n| # | line | step | result | device after |\n|---|---|---|---|---|\n"
        for result in run.results {
            let step = result.step
            let image = result.thumbnail.map { "![step \(step.index + 1)](\($0))" } ?? ""
            md += "| \(step.index + 1) | \(step.line) | \(cell(instruction(result))) | \(cell(resultText(result))) | \(image) |\n"
        }
        let failed = run.results.filter { if case .failed = $0.outcome { true } else { false } }
        if !failed.isEmpty {
            md += "\n## Failed expectations\n"
            for result in failed {
                guard case .failed(_, let failures) = result.outcome else { continue }
                md += "\n### Step \(result.step.index + 1) (line \(result.step.line))\n\n"
                for failure in failures {
                    md += "- `\(failure.key)` (line \(failure.line)): expected `\(failure.expected)`, actual `\(failure.actual)`\n"
                }
                if let state = result.state { md += "- state: \(state)\n" }
                if let decision = result.decision { md += "- decision: \(decision)\n" }
            }
        }
        let deviating = run.results.filter(\.isDeviation)
        if !deviating.isEmpty {
            md += "\n## Deviations\n\n"
            for result in deviating {
                for line in deviationLines(result) { md += "- \(line)\n" }
            }
        }
        let snapshots = run.results.compactMap(\.snapshot)
        if !snapshots.isEmpty {
            md += "\n## Snapshots\n"
            for image in snapshots { md += "\n### \(image)\n\n![\(image)](\(image))\n" }
        }
        return md
    }

    /// The step as the tester was told it.
    static func instruction(_ result: AcceptanceStepResult) -> String {
        if case .ask(let question) = result.step.kind { return "Ask: \(question)" }
        return AcceptanceRun.instruction(for: result.step)
    }

    static func deviationLines(_ result: AcceptanceStepResult) -> [String] {
        let where_ = "step \(result.step.index + 1) (line \(result.step.line))"
        var lines: [String] = []
        switch result.outcome {
        case .deviated(let what):
            lines.append("\(where_): asked “\(instruction(result))”; the tester \(what)")
        case .couldNotRun(let why):
            lines.append("\(where_): “\(instruction(result))” could not be done: \(why)")
        default: break
        }
        lines += result.deviations.map { "\(where_): the tester \($0)" }
        return lines
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    // MARK: junit.xml

    /// `timestamp`: ISO 8601 without a zone, as the JUnit schema has it.
    public static func junit(_ run: AcceptanceRun, timestamp: String, duration: Double) -> String {
        let model = run.scenario.model
        let suite = model.name ?? fileStem(run.scenario.file)
        let classname = "acceptance." + fileStem(run.scenario.file)
        var cases: [String] = []
        var failures = 0, errors = 0, skipped = 0
        for result in run.results {
            let step = result.step
            let time = String(format: "%.3f", max(0, (result.ended ?? result.started ?? 0) - (result.started ?? 0)))
            let name: String
            var body = ""
            switch step.kind {
            case .expect(let expectation):
                name = "step \(step.index + 1) (line \(step.line)): "
                    + expectation.checks.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                switch result.outcome {
                case .held: break
                case .failed(_, let list):
                    failures += 1
                    let message = list.map { "\($0.key): expected \($0.expected), actual \($0.actual)" }
                        .joined(separator: "; ")
                    var detail = list.map { "line \($0.line): \($0.key): expected \($0.expected), actual \($0.actual)" }
                    if let state = result.state { detail.append("state: \(state)") }
                    if let decision = result.decision { detail.append("decision: \(decision)") }
                    body = "      <failure type=\"expectation\" message=\"\(xml(message))\">\(xml(detail.joined(separator: "\n")))</failure>\n"
                default:
                    skipped += 1
                    body = "      <skipped message=\"\(xml(skipReason(result.outcome)))\"/>\n"
                }
            case .ask(let question):
                name = "step \(step.index + 1) (line \(step.line)): \(question)"
                switch result.outcome {
                case .answered(true): break
                case .answered(false):
                    failures += 1
                    let state = result.state.map { "state: \($0)" } ?? ""
                    body = "      <failure type=\"question\" message=\"the tester answered no\">\(xml(state))</failure>\n"
                default:
                    skipped += 1
                    body = "      <skipped message=\"\(xml(skipReason(result.outcome)))\"/>\n"
                }
            default:
                continue
            }
            cases.append("    <testcase classname=\"\(xml(classname))\" name=\"\(xml(name))\" time=\"\(time)\""
                + (body.isEmpty ? "/>\n" : ">\n\(body)    </testcase>\n"))
        }
        if run.unexpectedCrash, let crash = run.crash {
            // Not an expectation, but CI must not read a crashed app as a pass.
            errors += 1
            let name = "the app does not crash unexpectedly (step \(run.crashStep ?? 0))"
            cases.append("    <testcase classname=\"\(xml(classname))\" name=\"\(xml(name))\" time=\"0.000\">\n"
                + "      <error type=\"crash\" message=\"\(xml(crash.reason))\"/>\n    </testcase>\n")
        }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(String(format: "%.3f", duration))\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"rotation-sandbox accept\" \(counts)>\n"
        out += "  <testsuite name=\"\(xml(suite))\" \(counts) timestamp=\"\(timestamp)\">\n"
        out += "    <properties>\n"
        for (key, value) in [
            ("file", run.scenario.file), ("device", model.device.rawValue), ("ios", "\(model.iosVersion)"),
            ("verdict", verdict(run)),
        ] {
            out += "      <property name=\"\(key)\" value=\"\(xml(value))\"/>\n"
        }
        out += "    </properties>\n"
        out += cases.joined()
        let deviations = run.results.flatMap(deviationLines)
        if !deviations.isEmpty {
            out += "    <system-out>\(xml((["Deviations:"] + deviations).joined(separator: "\n")))</system-out>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    private static func skipReason(_ outcome: AcceptanceStepResult.Outcome) -> String {
        outcome == .skipped ? "skipped by the tester" : "not reached: the run ended before this step"
    }

    /// Text and attribute values: markup characters escaped, control characters
    /// (not allowed in XML 1.0) dropped.
    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t", "\r": out += " "
            default:
                if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

extension AcceptanceRun {
    /// 0 all held and answered yes; 1 a failure, a "no", or the run ended (Esc) before
    /// some check or question was reached; 3 an unexpected crash.
    public var status: CheckStatus {
        if unexpectedCrash { return .crashed }
        return hasFailures || endedBeforeChecks ? .expectationFailed : .ok
    }

    /// A check failed or a question was answered no.
    public var hasFailures: Bool {
        results.contains {
            switch $0.outcome {
            case .failed, .answered(false): true
            default: false
            }
        }
    }

    /// Esc (or the window closed) before every check and question was reached: not a pass.
    public var endedBeforeChecks: Bool {
        guard case .endedEarly = ending else { return false }
        return results.contains {
            switch ($0.step.kind, $0.outcome) {
            case (.expect, .notRun), (.ask, .notRun): true
            default: false
            }
        }
    }
}
