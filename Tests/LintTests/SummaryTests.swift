// The summary's landscape screens are the controllers that decide, and a local
// exploration's stand-in root says nothing of screens the root's graph reaches.

import Foundation
import Lint
import OrientationEngine
import Scenario
import Testing

struct SummaryTests {
    static func project(_ yaml: String, sites: [ShowSite] = []) throws -> ProjectModel {
        let scenario = try ScenarioLoader.parse(text: yaml, file: "app.yaml")
        return ProjectModel(scenario: scenario, folder: "/projects/App", sources: [:], sites: sites, unresolved: [])
    }

    @Test("a device whose exploration stopped at its state budget is not said to have no landscape screen; a whole exploration is")
    func budgetIsNoAllClear() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: Home}
            controllers:
              Home:
                supported: portrait
                vars: {a: false, b: false, c: false, d: false}
                buttons:
                  - {title: A, do: [{set: {a: true}}]}
                  - {title: B, do: [{set: {b: true}}]}
                  - {title: C, do: [{set: {c: true}}]}
                  - {title: D, do: [{set: {d: true}}]}
                  - {title: Menu, do: [{present: Menu, style: fullScreen}]}
              Menu:
                supported: portrait

            """
        var cut = LintOptions(versions: [17])
        cut.budget = Budget(states: 1)
        let stopped = Lint.run(project: try Self.project(yaml), options: cut)
        #expect(!stopped.stoppedEarly.isEmpty)
        let text = LintText.headline(stopped)
        #expect(!text.contains("no screen can show landscape"), "\(text)")
        #expect(text.contains("before the exploration stopped at its budget"), "\(text)")
        let whole = Lint.run(project: try Self.project(yaml), options: LintOptions(versions: [17]))
        #expect(whole.stoppedEarly.isEmpty)
        #expect(LintText.headline(whole).contains("no screen can show landscape"), "\(LintText.headline(whole))")
    }

    @Test("R6 R5 controllers that answer UIKit's default (all, for a sheet-styled controller) under a plist holding upside down make one note at the app's mask, not one per controller")
    func upsideDownDefaultsOnce() throws {
        let upsideDown = try Self.upsideDownNotes(controllers: """
              Home:
                supported: portrait
                buttons:
                  - {title: Account, do: [{present: AccountNav, style: fullScreen}]}
                  - {title: Settings, do: [{present: SettingsNav, style: fullScreen}]}
              AccountNav: {kind: nav, stack: [Account], supported: top}
              SettingsNav: {kind: nav, stack: [Settings], supported: top}
              Account: {}
              Settings: {}
            """)
        #expect(upsideDown.count == 1, "\(upsideDown.map(\.message))")
        #expect(upsideDown.first?.message.contains("the app's mask") == true, "\(upsideDown.map(\.message))")
    }

    @Test("R6 an alert answering its presenter's mask is no place to change it: the note goes where the presenter's answer is")
    func upsideDownThroughAlert() throws {
        let upsideDown = try Self.upsideDownNotes(controllers: """
              Home:
                buttons:
                  - {title: Update, do: [{present: Alert, style: fullScreen}]}
              Alert: {supported: presenting}
            """)
        #expect(upsideDown.count == 1, "\(upsideDown.map(\.message))")
        #expect(upsideDown.allSatisfy { !$0.message.contains("Alert") }, "\(upsideDown.map(\.message))")
    }

    /// The R6 findings of an app whose plist holds upside down, on a Face ID iPhone, iOS 17.
    static func upsideDownNotes(controllers: String) throws -> [Finding] {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {plist: [portrait, portraitUpsideDown, landscapeLeft, landscapeRight], root: Home}
            controllers:
            \(controllers)

            """
        return Lint.run(project: try project(yaml), options: LintOptions(versions: [17])).findings.filter { $0.rule == "R6" }
    }

    @Test("R9 R15a the landscape summary lists who decides (a full-screen player), and what showed over it: an alert that answers its presenter's mask")
    func decidersFirst() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: Home}
            controllers:
              Home:
                supported: portrait
                buttons:
                  - {title: Play, do: [{present: Player, style: fullScreen}]}
                  - {title: Ask, do: [{present: Alert}]}
              Player:
                supported: landscape
                buttons:
                  - {title: Save, do: [{present: Alert}]}
              Alert:
                supported: presenting
                presentation: custom

            """
        let result = Lint.run(project: try Self.project(yaml), options: LintOptions(versions: [17]))
        #expect(result.landscape.allSatisfy { $0.1 == ["Player"] }, "\(result.landscape)")
        #expect(result.landscapeScreens.allSatisfy { $0.1.sorted() == ["Alert", "Player"] }, "\(result.landscapeScreens)")
        let text = LintText.headline(result)
        #expect(text.contains("1 screen can show landscape on iphone-home, iphone-faceid: Player (presented as fullScreen by Home"), "\(text)")
        #expect(text.contains("shown over it, in landscape: Alert"), "\(text)")
    }

    @Test("a long list of landscape screens: twelve named on the line a person reads, every one in --json")
    func longLandscapeList() throws {
        var lines = ["device: iphone-faceid", "ios: 17", "app: {root: Home}", "controllers:", "  Home:",
                     "    supported: portrait", "    buttons:"]
        lines += (0..<15).map { "      - {title: open\($0), do: [{present: L\($0), style: fullScreen}]}" }
        for index in 0..<15 { lines += ["  L\(index):", "    supported: landscape", "    buttons: [{title: close, do: [dismiss]}]"] }
        let result = Lint.run(project: try Self.project(lines.joined(separator: "\n") + "\n"), options: LintOptions(versions: [17]))
        let text = LintText.headline(result)
        #expect(text.contains("15 screens can show landscape on iphone-home, iphone-faceid: L0 (presented as fullScreen by Home"), "\(text)")
        #expect(text.contains("; and 3 more (--json lists every one)"), "\(text)")
        #expect(!text.contains("L14 (presented"), "\(text)")
        let json = LintJSON.render([result])
        #expect((0..<15).allSatisfy { json.contains("\"L\($0)\"") }, "\(json)")
    }

    @Test("R15a a local exploration's stand-in root decides nothing about a sheet, reached from the root or only locally: no warning, no landscape screen")
    func localRootIsNoEvidence() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: Home}
            controllers:
              Home:
                supported: portrait
                buttons:
                  - {title: Settings, do: [{present: Settings}]}
              Orphan:
                buttons:
                  - {title: Settings, do: [{present: Settings}]}
                  - {title: Help, do: [{present: Help}]}
              Help:
                supported: portrait
                presentation: pageSheet
              Settings:
                supported: portrait
                presentation: pageSheet

            """
        let sites = [ShowSite(shown: "Orphan", by: "Ghost", way: .present(.fullScreen),
                              location: SourceLocation(file: "Sources/Ghost.swift", line: 9)),
                     ShowSite(shown: "Settings", by: "Home", way: .present(.pageSheet),
                              location: SourceLocation(file: "Sources/Home.swift", line: 3)),
                     ShowSite(shown: "Settings", by: "Orphan", way: .present(.pageSheet),
                              location: SourceLocation(file: "Sources/Orphan.swift", line: 5)),
                     ShowSite(shown: "Help", by: "Orphan", way: .present(.pageSheet),
                              location: SourceLocation(file: "Sources/Orphan.swift", line: 8))]
        let result = Lint.run(project: try Self.project(yaml, sites: sites), options: LintOptions(versions: [17]))
        #expect(result.coverage.locally.map(\.0).sorted() == ["Help", "Orphan"], "\(result.coverage.sentence)")
        #expect(!result.findings.contains { $0.severity == .warning }, "\(result.findings.map(\.message))")
        #expect(result.landscape.allSatisfy { $0.1.isEmpty }, "Orphan as a stand-in root turned; the app never does: \(result.landscape)")
        #expect(result.shown["Settings"]?.values.allSatisfy { !$0.contains(where: \.isLandscape) } == true,
                "the map shows Settings only as the root's graph does")
    }

    @Test("coverage names the controllers no code shows (not a container's child) apart from those never reached")
    func controllersShownByNothing() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: Home}
            controllers:
              Home:
                buttons:
                  - {title: open, do: [{present: Detail}]}
              Detail: {}
              Manual: {}
              Drawer:
                kind: nav
                stack: [Shelf]
              Shelf: {}
              Lost: {}

            """
        let sites = [ShowSite(shown: "Detail", by: "Home", way: .present(.fullScreen), location: SourceLocation(file: "Home.swift", line: 3)),
                     ShowSite(shown: "Lost", by: "Ghost", way: .present(.fullScreen), location: SourceLocation(file: "Ghost.swift", line: 3))]
        let coverage = Lint.run(project: try Self.project(yaml, sites: sites), options: LintOptions(versions: [17])).coverage
        #expect(coverage.fromRoot == ["Home", "Detail"], "\(coverage.sentence)")
        // Drawer is explored as the root its child's walk needs, and nothing shows it: never.
        #expect(coverage.never == ["Drawer"], "\(coverage.sentence)")
        #expect(coverage.unshown == ["Manual"], "a container's child is not listed: \(coverage.sentence)")
        #expect(coverage.sentence.hasSuffix("; 1 never: Drawer; 1 more shown by no code the scan read: Manual"), "\(coverage.sentence)")
        let file = try Lint.run(ScenarioLoader.parse(text: yaml, file: "app.yaml"), text: yaml, options: LintOptions(versions: [17])).coverage
        #expect(file.sentence.hasSuffix("2 more shown by no button, root or window: Manual, Lost"), "a scenario file was not scanned: \(file.sentence)")
    }

    @Test("R13 a pushed screen holding a child starts where it is pushed, not as a stand-in root: its shouldAutorotate NO is never consulted, no iOS 16 change")
    func pushedContainerStartsInItsNav() throws {
        let yaml = """
            device: iphone-faceid
            ios: 15
            app: {root: Home}
            controllers:
              Home: {}
              Inbox:
                buttons:
                  - {title: open, do: [{push: Thread}]}
              Footer: {}
              Thread:
                kind: tab
                tabs: [Footer]
                shouldAutorotate: false

            """
        let sites = [ShowSite(shown: "Thread", by: "Inbox", way: .push, location: SourceLocation(file: "Sources/Inbox.swift", line: 3)),
                     ShowSite(shown: "Footer", by: "Thread", way: .child, location: SourceLocation(file: "Sources/Thread.swift", line: 9))]
        let result = Lint.run(project: try Self.project(yaml, sites: sites), options: LintOptions(versions: [15, 16]))
        #expect(!result.findings.contains { $0.rule == "R13" }, "\(result.findings.map(\.message))")
        #expect(result.coverage.locally.map(\.0).sorted() == ["Footer", "Thread"], "\(result.coverage.sentence)")
        #expect(result.coverage.locally.allSatisfy { $0.1 == "Inbox" }, "\(result.coverage.locally)")
    }

    @Test("R27 R9 an alert's `presenting` answer is no override of its own: on an iPad with multitasking only its presenter is said to be never asked")
    func presentingIsNotJudged() throws {
        let yaml = """
            device: ipad
            ios: 17
            app: {root: Home, requiresFullScreen: false}
            controllers:
              Home:
                supported: portrait
                buttons:
                  - {title: Ask, do: [{present: Alert}]}
              Alert:
                supported: presenting
                presentation: custom

            """
        let sites = [ShowSite(shown: "Alert", by: "Home", way: .present(.custom),
                              location: SourceLocation(file: "Sources/Home.swift", line: 4))]
        let result = Lint.run(project: try Self.project(yaml, sites: sites), options: LintOptions(versions: [17]))
        #expect(result.findings.contains { $0.key.controller == "Home" && $0.rule == "R27" }, "\(result.findings.map(\.message))")
        #expect(!result.findings.contains { $0.key.controller == "Alert" }, "\(result.findings.map(\.message))")
    }

    @Test("R27 R28 an extra window's root answering portrait is no more asked than the main window's under the iPad's multitasking")
    func extraWindowUnderMultitasking() throws {
        let result = try Fixture.lint("multitasking-window.yaml")
        let r27 = result.findings.filter { $0.rule == "R27" }
        #expect(r27.map(\.key.controller) == ["Player"], "\(result.findings.map(\.message))")
        #expect(r27.first?.severity == .warning)
    }
}
