// Each kind of finding: a fixture that must produce it, at the key to change, and a
// fixed twin — the fix its sentence recommends — that must produce nothing at all.

import Lint
import OrientationEngine
import Testing

struct FindingCase: Sendable, CustomStringConvertible {
    var fixture: String
    var twin: String
    var ios: Int
    var rule: String
    var severity: Severity
    /// The scenario key the finding points at.
    var keyPath: String
    /// Words the sentence must hold (what happens, what to change).
    var says: [String]
    /// The last probe of the shortest path that shows it; nil for a finding judged at
    /// the places the app shows a controller, without a path.
    var lastStep: String?

    var description: String { "\(rule) \(fixture)" }

    static let all: [FindingCase] = [
        FindingCase(fixture: "crash-launch", twin: "crash-launch-fixed", ios: 14, rule: "R17a", severity: .error,
                    keyPath: "controllers.Game.supported", says: ["crashes at launch", "Game's supportedInterfaceOrientations"],
                    lastStep: "launch held portrait"),
        FindingCase(fixture: "crash-present", twin: "crash-present-fixed", ios: 14, rule: "R17a", severity: .error,
                    keyPath: "controllers.Game.supported", says: ["crashes when Game is presented"], lastStep: "tap “Play”"),
        FindingCase(fixture: "crash-preferred", twin: "crash-preferred-fixed", ios: 14, rule: "R17b", severity: .error,
                    keyPath: "controllers.Chart.preferred",
                    says: ["crashes when Chart is presented", "preferredInterfaceOrientationForPresentation"],
                    lastStep: "tap “Chart”"),
        FindingCase(fixture: "crash-dismiss-preferred", twin: "crash-dismiss-preferred-fixed", ios: 15, rule: "R17b",
                    severity: .error, keyPath: "controllers.Home.preferred",
                    says: ["crashes when Chart is dismissed", "Home's preferredInterfaceOrientationForPresentation"],
                    lastStep: "tap “Close”"),
        FindingCase(fixture: "crash-dismiss", twin: "crash-dismiss-fixed", ios: 14, rule: "R17a", severity: .error,
                    keyPath: "controllers.Home.supported", says: ["app landscape ∩ Home portrait"],
                    lastStep: "turn landscapeLeft"),
        FindingCase(fixture: "tab-not-forwarding", twin: "tab-not-forwarding-fixed", ios: 17, rule: "R9", severity: .warning,
                    keyPath: "controllers.VideoListController.supported",
                    says: ["VideoListController's landscape is never used: MainTabBarController decides and answers portrait"],
                    lastStep: "launch held portrait"),
        FindingCase(fixture: "sheet", twin: "sheet-fixed", ios: 13, rule: "R15a", severity: .warning,
                    keyPath: "controllers.Movie", says: ["pageSheet", "never turns", ".fullScreen"], lastStep: "tap “Watch”"),
        FindingCase(fixture: "pop", twin: "pop-fixed-ios16", ios: 17, rule: "R18", severity: .warning,
                    keyPath: "controllers.List.supported", says: ["List shows sideways content", "setNeedsUpdateOfSupportedInterfaceOrientations"],
                    lastStep: "tap “Back”"),
        FindingCase(fixture: "pop", twin: "pop-fixed-ios13", ios: 13, rule: "R18", severity: .warning,
                    keyPath: "controllers.List.supported", says: ["List shows sideways content", "KVC"], lastStep: "tap “Back”"),
        FindingCase(fixture: "kvc", twin: "kvc-fixed", ios: 17, rule: "R20a", severity: .warning,
                    keyPath: "controllers.Player.buttons[0].do[0]", says: ["does nothing from iOS 16", "requestGeometryUpdate"],
                    lastStep: "tap “Full screen”"),
        FindingCase(fixture: "stale-mask", twin: "stale-mask-fixed", ios: 17, rule: "R20e", severity: .warning,
                    keyPath: "controllers.Player.buttons[0].do[1]",
                    says: ["error 101", "setNeedsUpdateOfSupportedInterfaceOrientations() after changing the mask"],
                    lastStep: "tap “Full screen”"),
        FindingCase(fixture: "refused-request", twin: "refused-request-fixed", ios: 17, rule: "R20b", severity: .warning,
                    keyPath: "controllers.Reader.buttons[0].do[0]", says: ["error 101", "none of the requested"],
                    lastStep: "tap “Landscape”"),
        FindingCase(fixture: "attempt-rotation", twin: "attempt-rotation-fixed", ios: 17, rule: "R19", severity: .note,
                    keyPath: "controllers.Home.buttons[0].do[1]", says: ["deprecated from iOS 16"],
                    lastStep: "tap “Allow landscape”"),
        FindingCase(fixture: "upside-down", twin: "upside-down-fixed", ios: 15, rule: "R6", severity: .note,
                    keyPath: "controllers.VC.supported", says: ["never shows on a Face ID iPhone"],
                    lastStep: "turn portraitUpsideDown"),
        FindingCase(fixture: "multitasking", twin: "multitasking-fixed", ios: 17, rule: "R27", severity: .warning,
                    keyPath: "controllers.Reader.supported", says: ["never asked on an iPad", "UIRequiresFullScreen"],
                    lastStep: "launch held portrait"),
        FindingCase(fixture: "requires-full-screen-26", twin: "requires-full-screen-26-fixed", ios: 26, rule: "R27",
                    severity: .note, keyPath: "app.requiresFullScreen", says: ["deprecated from iPadOS 26"],
                    lastStep: "launch held portrait"),
        FindingCase(fixture: "should-autorotate", twin: "should-autorotate-fixed", ios: 17, rule: "R13", severity: .warning,
                    keyPath: "controllers.Reader.shouldAutorotate", says: ["no longer stops rotation from iOS 16"],
                    lastStep: "turn landscapeLeft"),
        FindingCase(fixture: "never-consulted", twin: "never-consulted-fixed", ios: 13, rule: "never-consulted",
                    severity: .note, keyPath: "controllers.Settings.supported",
                    says: ["Settings's supportedInterfaceOrientations is never consulted on iPhone", "shown as a pageSheet at",
                           "never-consulted.yaml:12"],
                    lastStep: nil),
        FindingCase(fixture: "forwarded-to-presented", twin: "forwarded-to-presented-fixed", ios: 13,
                    rule: "forwarded-to-presented", severity: .note, keyPath: "controllers.Compose.supported",
                    says: ["governs the whole screen while it is up", "Home answers with what it presents", "not dead code"],
                    lastStep: nil),
        FindingCase(fixture: "dead-controller", twin: "dead-controller-fixed", ios: 17, rule: "dead-controller",
                    severity: .note, keyPath: "controllers.Legacy",
                    says: ["Legacy is never shown", "supportedInterfaceOrientations, shouldAutorotate decide nothing"],
                    lastStep: nil),
    ]
}

struct FindingKindTests {
    @Test("the registry: every rule has an example pair, and every pair is in the detailed table")
    func registry() {
        let rules = LintRules.all
        #expect(rules.count >= 16, "\(rules.map(\.id))")
        for rule in rules {
            #expect(!rule.examples.isEmpty, "\(rule.id) has no example")
            #expect(rule.severity != .error || rule.spec.allSatisfy { $0.hasPrefix("R17") }, "only crashes are errors")
            for example in rule.examples {
                #expect(FindingCase.all.contains { $0.fixture == example.fixture && $0.twin == example.fixed },
                        "\(example.fixture) is not in FindingCase.all")
            }
        }
    }

    @Test("verifyRule: each registered rule's fixture triggers it and its fixed twin does not",
          arguments: LintRules.all.flatMap { rule in rule.examples.map { RegisteredExample(rule: rule, example: $0) } })
    func verifyRule(_ item: RegisteredExample) throws {
        let triggered = try Fixture.lint(item.example.fixture + ".yaml", ios: [item.example.ios])
        let mine = triggered.findings.filter { $0.rule == item.rule.id && $0.severity == item.rule.severity }
        #expect(mine.count == 1, "\(triggered.findings.map { "\($0.rule) \($0.keyPath)" })")
        let fixed = try Fixture.lint(item.example.fixed + ".yaml", ios: [item.example.ios])
        #expect(fixed.findings.isEmpty, "\(fixed.findings.map { "\($0.rule) \($0.keyPath): \($0.message)" })")
    }

    @Test("each finding kind: the fixture produces it once, at its key, with its path and sentence", arguments: FindingCase.all)
    func produced(_ kind: FindingCase) throws {
        let result = try Fixture.lint(kind.fixture + ".yaml", ios: [kind.ios])
        let matching = result.findings.filter { $0.rule == kind.rule }
        #expect(matching.count == 1, "\(result.findings.map { "\($0.rule) \($0.keyPath)" })")
        let finding = try #require(matching.first)
        #expect(finding.severity == kind.severity)
        #expect(finding.keyPath == kind.keyPath)
        #expect(finding.location.file.hasSuffix(kind.fixture + ".yaml") && finding.location.line > 0)
        for words in kind.says { #expect(finding.message.contains(words), "\(finding.message)") }
        if let lastStep = kind.lastStep {
            #expect(finding.path.last?.description == lastStep, "\(finding.pathText)")
            #expect(finding.path.first?.description.hasPrefix("launch held") == true)
        } else {
            #expect(finding.path.isEmpty)
        }
        #expect(!finding.hits.isEmpty && finding.hits.allSatisfy { $0.ios == kind.ios })
    }

    @Test("each fixed twin: the recommended fix leaves nothing to report", arguments: FindingCase.all)
    func fixed(_ kind: FindingCase) throws {
        let result = try Fixture.lint(kind.twin + ".yaml", ios: [kind.ios])
        #expect(result.findings.isEmpty, "\(result.findings.map { "\($0.rule) \($0.keyPath): \($0.message)" })")
        #expect(result.states > 0 && result.budgetNotes.isEmpty)
    }

    @Test("R13: a turn that brings a sideways screen back into its own mask is no shouldAutorotate finding")
    func R13backIntoMask() throws {
        let result = try Fixture.lint("should-autorotate-back-to-mask.yaml", ios: [17])
        // The pop leaves the list sideways (R18), and the turn back to portrait is reached.
        #expect(result.findings.contains { $0.rule == "R18" })
        #expect(!result.findings.contains { $0.rule == "R13" }, "\(result.findings.map { "\($0.rule): \($0.message)" })")
    }
}

struct RegisteredExample: Sendable, CustomStringConvertible {
    var rule: RuleDescription
    var example: RuleExample
    var description: String { "\(rule.id) \(example.fixture)" }
}

struct RuleTableTests {
    @Test("docs/lint.md's table has a row for each registered rule, with its severity")
    func docsTable() throws {
        let docs = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/lint.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for rule in LintRules.all {
            #expect(text.contains("| \(rule.id) | \(rule.severity.rawValue) |"), "no row for \(rule.id) (\(rule.severity))")
        }
    }
}
