// The walk's own machinery: a signal stops it with what it found so far, it keeps little
// per state (a fingerprint, 8 bytes of path), and it makes every state's engine again from
// its parent's exactly as when it was found.

import Foundation
import OrientationEngine
import Scenario
import Synchronization
import Testing

@testable import Lint

struct WalkTests {
    /// 28 buttons that set and clear 14 flags: 2¹⁴ flag states times the device's, far
    /// past any budget a test can wait for.
    static func explode(flags: Int = 14) throws -> ScenarioFile {
        var lines = ["app: {root: Home}", "controllers:", "  Home:", "    supported: all",
                     "    vars: {" + (0..<flags).map { "f\($0): false" }.joined(separator: ", ") + "}", "    buttons:"]
        for flag in 0..<flags {
            lines.append("      - {title: on\(flag), do: [{set: {f\(flag): true}}]}")
            lines.append("      - {title: off\(flag), do: [{set: {f\(flag): false}}]}")
        }
        return try ScenarioLoader.parse(text: lines.joined(separator: "\n") + "\n", file: "explode.yaml")
    }

    /// Answers nil `calls` times, then the signal's name: the walk asked that often before it.
    final class SignalAfter: Sendable {
        let asked = Atomic<Int>(0)
        let calls: Int
        init(_ calls: Int) { self.calls = calls }
        func check() -> String? { asked.add(1, ordering: .relaxed).newValue > calls ? "SIGINT" : nil }
    }

    @Test("a signal stops the walk between two states: the findings so far, how far it got, in every form")
    func signalStops() throws {
        let signal = SignalAfter(300)
        let options = LintOptions(devices: [.iphoneFaceID], versions: [17],
                                  budget: Budget(states: 1_000_000, seconds: 600, interruption: { signal.check() }))
        let result = Lint.run(try Self.explode(), text: nil, options: options)
        let interruption = try #require(result.interruption)
        #expect(interruption.signal == "SIGINT" && interruption.finished == 0 && interruption.combinations == 1)
        // Asked once per state expanded (and once per launch), once more before local
        // explorations: it stopped at the first answer.
        #expect((301...302).contains(signal.asked.load(ordering: .relaxed)))
        #expect(result.states > 300 && result.states < 300 * 40)
        #expect(result.budgetNotes.isEmpty)
        #expect(LintText.summary(result).contains(
            "\n    stopped by a signal (SIGINT): 0 of 1 device/iOS combination explored to the end, findings so far"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(LintJSON.render([result]).utf8)) as? [String: Any])
        let file = try #require((json["files"] as? [[String: Any]])?.first)
        let interrupted = try #require(file["interrupted"] as? [String: Any])
        #expect(interrupted["signal"] as? String == "SIGINT" && interrupted["finishedCombinations"] as? Int == 0)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(LintSARIF.render([result]).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notes = (invocation["toolExecutionNotifications"] as? [[String: Any]]) ?? []
        #expect(notes.contains { ($0["message"] as? [String: Any])?["text"] as? String == interruption.description })
        #expect(LintMarkdown.render(result, sheet: nil).contains("stopped by a signal (SIGINT)"))
    }

    @Test("a signal before the walk begins: nothing explored, every combination unfinished")
    func signalFirst() throws {
        let options = LintOptions(devices: [.iphoneHome, .iphoneFaceID], versions: [17],
                                  budget: Budget(interruption: { "SIGTERM" }))
        let result = Lint.run(try Self.explode(flags: 2), text: nil, options: options)
        #expect(result.states == 0)
        let interruption = try #require(result.interruption)
        #expect(interruption.signal == "SIGTERM" && interruption.finished == 0 && interruption.combinations == 2)
    }

    @Test("without a signal there is no interruption, and a finished walk says nothing of one")
    func noSignal() throws {
        let result = try Fixture.lint("pop.yaml", devices: [.iphoneFaceID], ios: [17])
        #expect(result.interruption == nil)
        #expect(!LintText.summary(result).contains("signal"))
        #expect(!LintSARIF.render([result]).contains("invocations"))
    }

    @Test("the walk holds the launches' engines, one path's and a bounded number found ahead, whatever the number of states")
    func fewEnginesHeld() throws {
        let scenario = try Self.explode()
        let combination = Combination(device: .iphoneFaceID, ios: 17)
        let explorer = Explorer(scenario: try scenario.overriding(ios: 17, device: combination.device.rawValue),
                                combination: combination, budget: Budget(states: 3_000, seconds: 600),
                                deadline: Date(timeIntervalSinceNow: 600))
        let exploration = explorer.run()
        #expect(exploration.states >= 3_000)
        // 4 launches, a path no longer than 14 flags and a few turns, and the engines kept
        // for states found ahead (a walk keeping every unexpanded state's engine held 5 in 6).
        #expect(exploration.enginesHeld > 4 && exploration.enginesHeld < 30 + EngineChain.aheadLimit,
                "\(exploration.enginesHeld) engines held for \(exploration.states) states")
        #expect(exploration.states > 30 + EngineChain.aheadLimit)
    }

    /// S0 presents S1 full screen, … S9; S8 calls attemptRotation (R19 on iOS 17).
    static func chain() throws -> ScenarioFile {
        var lines = ["app: {root: S0}", "controllers:"]
        for index in 0..<10 {
            lines.append("  S\(index):")
            lines.append("    supported: \(index % 2 == 0 ? "portrait" : "allButUpsideDown")")
            lines.append("    buttons:")
            if index < 9 { lines.append("      - {title: next, do: [{present: S\(index + 1), style: fullScreen}]}") }
            if index == 8 { lines.append("      - {title: again, do: [attemptRotation]}") }
        }
        return try ScenarioLoader.parse(text: lines.joined(separator: "\n") + "\n", file: "chain.yaml")
    }

    @Test("a walk stops at the depth budget: the screens deeper are reached from their presenter, and what they show is still found")
    func depthBudget() throws {
        func lint(depth: Int) throws -> LintResult {
            Lint.run(try Self.chain(), text: nil,
                     options: LintOptions(devices: [.iphoneFaceID], versions: [17], budget: Budget(depth: depth)))
        }
        let shallow = try lint(depth: 3), deep = try lint(depth: 100)
        #expect(shallow.coverage.fromRoot == ["S0", "S1", "S2", "S3"])
        #expect(shallow.coverage.locally.map(\.0) == ["S4", "S5", "S6", "S7", "S8", "S9"])
        #expect(shallow.coverage.never.isEmpty)
        #expect(deep.coverage.fromRoot == (0..<10).map { "S\($0)" } && deep.coverage.locally.isEmpty)
        for result in [shallow, deep] {
            #expect(result.findings.contains { $0.rule == "R19" && $0.key.controller == "S8" })
        }
    }

    /// CreateFilter (portrait) is pushed by FilterPreview inside FilterNav, which Playlists
    /// presents with `style`; nothing the root shows reaches Playlists.
    static func sheetNav(_ style: String) throws -> ScenarioFile {
        try ScenarioLoader.parse(text: """
            app: {root: Home}
            controllers:
              CreateFilter:
                supported: portrait
              Home:
                supported: portrait
              Playlists:
                supported: allButUpsideDown
                buttons:
                  - {title: add, do: [{present: FilterNav, style: \(style)}]}
              FilterNav:
                kind: nav
                stack: [FilterPreview]
                supported: top
              FilterPreview:
                buttons:
                  - {title: continue, do: [{push: CreateFilter}]}

            """, file: "sheet-nav.yaml")
    }

    @Test("R18 R15a a screen pushed inside a navigation controller shown as a sheet is explored from the sheet's presenter, not with the navigation controller as a stand-in root that decides")
    func sheetNavigationStartsAtItsPresenter() throws {
        let options = LintOptions(devices: [.iphoneFaceID], versions: [17])
        let sheet = Lint.run(try Self.sheetNav("pageSheet"), text: nil, options: options)
        #expect(sheet.coverage.locally.contains { $0.0 == "CreateFilter" && $0.1 == "Playlists" }, "\(sheet.coverage.locally)")
        #expect(!sheet.findings.contains { $0.rule == "R18" }, "\(sheet.findings.map(\.message))")
        // Shown full screen, the navigation controller decides as the stand-in does: pushed
        // portrait over a landscape preview is sideways.
        let full = Lint.run(try Self.sheetNav("fullScreen"), text: nil, options: options)
        #expect(full.findings.contains { $0.rule == "R18" && $0.key.controller == "CreateFilter" }, "\(full.findings.map(\.message))")
    }

    @Test("a split or tab controller whose selected child holds one child of its own (a page container) still switches: every column is reached from the root")
    func nestedHolderStillSwitches() throws {
        let file = try ScenarioLoader.parse(text: """
            app: {root: Split}
            controllers:
              Split:
                kind: tab
                tabs: [Article, Feeds]
              Article:
                kind: tab
                tabs: [Web]
              Web: {}
              Feeds:
                buttons:
                  - {title: settings, do: [{present: Settings, style: fullScreen}]}
              Settings:
                supported: portrait

            """, file: "nested-holder.yaml")
        let report = Lint.run(file, text: nil, options: LintOptions(devices: [.iphoneFaceID], versions: [17]))
        #expect(Set(report.coverage.fromRoot).isSuperset(of: ["Split", "Article", "Web", "Feeds", "Settings"]), "\(report.coverage.fromRoot)")
        #expect(report.coverage.locally.isEmpty, "\(report.coverage.locally)")
    }

    @Test("tab controllers nested on screen, each with tabs to switch: the outer one's tabs are reached from the root too")
    func nestedTabBarsAllSwitch() throws {
        let file = try ScenarioLoader.parse(text: """
            app: {root: Root}
            controllers:
              Root:
                kind: tab
                tabs: [Setup, Browser]
                supported: top
              Setup:
                kind: tab
                tabs: [StepOne, StepTwo]
                supported: portrait
              StepOne: {}
              StepTwo: {}
              Browser:
                buttons:
                  - {title: open, do: [{present: Viewer, style: fullScreen}]}
              Viewer: {}

            """, file: "nested-tabs.yaml")
        let report = Lint.run(file, text: nil, options: LintOptions(devices: [.iphoneFaceID], versions: [17]))
        #expect(Set(report.coverage.fromRoot).isSuperset(of: ["Root", "Setup", "StepOne", "StepTwo", "Browser", "Viewer"]), "\(report.coverage.fromRoot)")
        #expect(report.coverage.locally.isEmpty, "\(report.coverage.locally)")
        #expect(Probe.selectTabOf("Root", 1).description == "select tab 1 of Root")
    }

    @Test("the fingerprint: the same state the same, any one number or text changed a different one")
    func fingerprint() {
        func print(_ numbers: [Int], _ texts: [String?] = []) -> String {
            var hash = Fingerprint()
            for number in numbers { hash.add(number) }
            for text in texts { hash.add(text) }
            let (high, low) = hash.value
            return "\(high):\(low)"
        }
        let base = Array(0..<40)
        #expect(print(base) == print(base))
        var seen: Set<String> = [print(base)]
        for index in base.indices {
            for change in [-3, -1, 1, 1 << 40] {
                var changed = base
                changed[index] += change
                #expect(seen.insert(print(changed)).inserted, "changing number \(index) by \(change)")
            }
        }
        // Texts: nothing, empty, and a byte's difference anywhere are different states.
        #expect(Set([print(base, [nil]), print(base, [""]), print(base, ["a"]), print(base, ["b"]),
                     print(base, ["abcdefgh"]), print(base, ["abcdefgi"]), print(base, ["bbcdefgh"])]).count == 7)
    }
}
