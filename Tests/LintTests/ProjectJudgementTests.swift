// The per-site judgement: lint asks the engine, through an injected seam, whether each
// override is consulted where the app shows its controller; coverage and the summary.

import Foundation
import Lint
import OrientationEngine
import Scenario
import Testing

struct ProjectJudgementTests {
    @Test("the verdict is the engine's: a seam answering 'not asked' turns the fixed twin into a finding, 'asked' clears the fixture")
    func seamChangesTheFinding() throws {
        let sheet = EngineSeam { _, _, _ in .notAsked(.sheet(.formSheet)) }
        let fixed = try Lint.file(Fixture.path("never-consulted-fixed.yaml"),
                                  options: LintOptions(versions: [13], seam: sheet))
        let note = try #require(fixed.findings.first { $0.rule == "never-consulted" })
        #expect(note.message.contains("shown as a formSheet"), "\(note.message)")
        let asked = EngineSeam { _, _, _ in .decides }
        let fixture = try Lint.file(Fixture.path("never-consulted.yaml"), options: LintOptions(versions: [13], seam: asked))
        #expect(!fixture.findings.contains { $0.rule == "never-consulted" })
    }

    @Test("R15a: an override on a sheet is judged per site — asked where it is presented full screen, not as a sheet")
    func perSite() throws {
        let result = try Fixture.lint("never-consulted.yaml", ios: [12, 13])
        let settings = try #require(result.controllers.first { $0.name == "Settings" })
        let answers = settings.verdicts.filter { $0.override == .supported }
        #expect(answers.contains { $0.combination.ios == 12 && $0.consultation == .decides })
        #expect(answers.contains { $0.combination.ios == 13 && $0.consultation == .notAsked(.sheet(.pageSheet)) })
        // Asked on iOS 12: not "never".
        #expect(!result.findings.contains { $0.rule == "never-consulted" })
    }

    @Test("R9: a controller pushed onto a navigation controller the model does not know is judged in a plain one")
    func plainNavigationController() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: List}
            controllers:
              List:
                buttons:
                  - {title: Open, do: [{push: Detail}]}
              Detail:
                supported: portrait

            """
        let scenario = try ScenarioLoader.parse(text: yaml, file: "push.yaml")
        let result = Lint.run(scenario, text: yaml, options: LintOptions(versions: [17]))
        let note = try #require(result.findings.first { $0.rule == "never-consulted" })
        #expect(note.message.contains("pushed onto a plain UINavigationController, which decides and does not forward"), "\(note.message)")
        #expect(!result.findings.contains { $0.message.contains("LintNavigationController") })
        #expect(note.related.first?.location?.line == 7)
    }

    @Test("coverage: a controller the root does not reach is explored from its presenter, and said so")
    func localExploration() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: Home}
            controllers:
              Home:
                supported: portrait
              Orphan:
                supported: portrait
                buttons:
                  - {title: Play, do: [{present: Player, style: fullScreen}]}
              Player:
                supported: landscape
                buttons:
                  - {title: Close, do: [dismiss]}

            """
        let base = try ScenarioLoader.parse(text: yaml, file: "app.yaml")
        let sites = [ShowSite(shown: "Orphan", by: "Ghost", way: .present(.fullScreen),
                              location: SourceLocation(file: "Sources/Ghost.swift", line: 9))]
        let project = ProjectModel(scenario: base, folder: "/projects/App",
                                   sources: [.field("Player", .supported): SourceLocation(file: "Sources/Player.swift", line: 4)],
                                   sites: sites, unresolved: [])
        let result = Lint.run(project: project, options: LintOptions(versions: [17]))
        #expect(result.coverage.fromRoot == ["Home"])
        #expect(result.coverage.locally.map(\.0).sorted() == ["Orphan", "Player"])
        #expect(result.coverage.never.isEmpty)
        #expect(result.coverage.sentence == "reached 1 of 3 controllers from the root, 2 more locally")
        #expect(result.landscape.allSatisfy { $0.1 == ["Player"] }, "\(result.landscape)")
        let text = LintText.render([result])
        #expect(text.contains("1 screen can show landscape on iphone-home, iphone-faceid: Player (presented as fullScreen by Orphan"), "\(text)")
        #expect(!text.contains("(scanned scenario)"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(LintJSON.render([result]).utf8)) as? [String: Any])
        let file = try #require((json["files"] as? [[String: Any]])?.first)
        let coverage = (file["summary"] as? [String: Any])?["coverage"] as? [String: Any]
        #expect(coverage?["controllers"] as? Int == 3)
        let controllers = try #require(file["controllers"] as? [[String: Any]])
        #expect(controllers.contains { $0["name"] as? String == "Player" && $0["reached"] as? String == "locally" })
        #expect((file["rotationMap"] as? [[String: Any]])?.contains { $0["screen"] as? String == "Player" } == true)
    }

    @Test("coverage: a presenter nothing shows is where a local exploration starts, not a screen it reached: \"never\"")
    func unshownStartIsNever() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: Home}
            controllers:
              Home: {supported: portrait}
              Reels: {supported: portrait, buttons: [{title: Play, do: [{present: Player, style: fullScreen}]}]}
              Player: {supported: landscape}

            """
        let base = try ScenarioLoader.parse(text: yaml, file: "app.yaml")
        let sites = [ShowSite(shown: "Player", by: "Reels", way: .present(.fullScreen),
                              location: SourceLocation(file: "Sources/Reels.swift", line: 9))]
        let project = ProjectModel(scenario: base, folder: "/projects/App", sources: [:], sites: sites, unresolved: [])
        let result = Lint.run(project: project, options: LintOptions(versions: [17]))
        #expect(result.coverage.locally.map(\.0) == ["Player"])
        #expect(result.coverage.never == ["Reels"])
        #expect(result.coverage.sentence == "reached 1 of 3 controllers from the root, 1 more locally; 1 never: Reels")
    }

    @Test("one note per line of code: a nav class shown as two screens whose one override is never asked on either is one note naming both")
    func oneNotePerOverrideLine() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: Home}
            controllers:
              Home:
                supported: portrait
                buttons:
                  - {title: Settings, do: [{present: "ThemeNav(Settings)", style: pageSheet}]}
                  - {title: Share, do: [{present: "ThemeNav(Share)", style: pageSheet}]}
              "ThemeNav(Settings)":
                kind: nav
                stack: [Settings]
                supported: allButUpsideDown
              "ThemeNav(Share)":
                kind: nav
                stack: [Share]
                supported: allButUpsideDown
              Settings: {}
              Share: {}

            """
        let base = try ScenarioLoader.parse(text: yaml, file: "app.yaml")
        let at = SourceLocation(file: "Sources/ThemeNav.swift", line: 45)
        let sites = [ShowSite(shown: "ThemeNav(Settings)", by: "Home", way: .present(.pageSheet), location: SourceLocation(file: "Sources/Home.swift", line: 3)),
                     ShowSite(shown: "ThemeNav(Share)", by: "Home", way: .present(.pageSheet), location: SourceLocation(file: "Sources/Home.swift", line: 9))]
        let project = ProjectModel(scenario: base, folder: "/projects/App",
                                   sources: [.field("ThemeNav(Settings)", .supported): at, .field("ThemeNav(Share)", .supported): at],
                                   sites: sites, unresolved: [])
        let result = Lint.run(project: project, options: LintOptions(devices: [.iphoneFaceID], versions: [17]))
        let notes = result.findings.filter { $0.rule == "never-consulted" }
        #expect(notes.count == 1, "\(notes.map(\.message))")
        let note = try #require(notes.first)
        #expect(note.message.hasPrefix("ThemeNav's supportedInterfaceOrientations is never consulted on iPhone as 2 screens (ThemeNav(Settings), ThemeNav(Share)): shown as a pageSheet"), "\(note.message)")
        #expect(note.related.count == 2)
    }

    @Test("R18 a holder its code switches (`tabBar: false`, each switch re-evaluating) is never switched by a tab probe: no false 'sideways after a tab switch'; with a tab bar it is")
    func holderSwitchedInCode() throws {
        let holder = """
            device: iphone-faceid
            ios: 17
            app: {root: Root}
            controllers:
              Root:
                kind: tab
                tabBar: false
                tabs: [Setup, Browser]
                supported: top
                buttons:
                  - {title: "content = Setup", do: [{selectTab: 0}, setNeedsUpdate]}
                  - {title: "content = Browser", do: [{selectTab: 1}, setNeedsUpdate]}
              Setup:
                supported: portrait
              Browser: {}

            """
        let switched = try ScenarioLoader.parse(text: holder, file: "holder.yaml")
        let quiet = Lint.run(switched, text: holder, options: LintOptions(versions: [17]))
        #expect(!quiet.findings.contains { $0.rule == "R18" }, "\(quiet.findings.map(\.message))")
        #expect(quiet.coverage.never.isEmpty)
        let barred = holder.replacingOccurrences(of: "    tabBar: false\n", with: "")
            .replacingOccurrences(of: "      - {title: \"content = Setup\", do: [{selectTab: 0}, setNeedsUpdate]}\n", with: "")
            .replacingOccurrences(of: "      - {title: \"content = Browser\", do: [{selectTab: 1}, setNeedsUpdate]}\n", with: "")
            .replacingOccurrences(of: "    buttons:\n", with: "")
        let tabs = try ScenarioLoader.parse(text: barred, file: "tabs.yaml")
        #expect(Lint.run(tabs, text: barred, options: LintOptions(versions: [17])).findings.contains { $0.rule == "R18" })
    }

    @Test("coverage: a container is reached when its child is, even when that child is a container the model lists after it")
    func nestedContainersReached() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: Home}
            controllers:
              Home:
                buttons:
                  - {title: Library, do: [{present: Outer, style: fullScreen}]}
              Outer:
                kind: nav
                stack: [Inner]
              Inner:
                kind: tab
                tabs: [Games]
              Games: {}

            """
        let base = try ScenarioLoader.parse(text: yaml, file: "app.yaml")
        let sites = [ShowSite(shown: "Outer", by: "Home", way: .present(.fullScreen), location: SourceLocation(file: "Sources/Home.swift", line: 3))]
        let project = ProjectModel(scenario: base, folder: "/projects/App", sources: [:], sites: sites, unresolved: [])
        let result = Lint.run(project: project, options: LintOptions(devices: [.iphoneFaceID], versions: [17]))
        #expect(result.coverage.fromRoot.contains("Outer"), "\(result.coverage.sentence)")
        #expect(result.coverage.never.isEmpty, "\(result.coverage.sentence)")
    }

    @Test("a child shown inside a holder that forwards is judged shown (its tab selected), so its answer is asked, not 'never consulted'")
    func childOfForwardingHolder() throws {
        let yaml = """
            name: App
            ios: 17
            app: {root: Holder}
            controllers:
              Holder:
                kind: tab
                tabs: [Main, Side]
                supported: top
              Main: {}
              Side:
                supported: portrait

            """
        let base = try ScenarioLoader.parse(text: yaml, file: "app.yaml")
        let sites = [ShowSite(shown: "Side", by: "Holder", way: .child, location: SourceLocation(file: "Sources/Holder.m", line: 12))]
        let project = ProjectModel(scenario: base, folder: "/projects/App",
                                   sources: [.field("Side", .supported): SourceLocation(file: "Sources/Side.swift", line: 4)],
                                   sites: sites, unresolved: [])
        let result = Lint.run(project: project, options: LintOptions(devices: [.iphoneFaceID], versions: [17]))
        #expect(!result.findings.contains { $0.rule == "never-consulted" && $0.key.controller == "Side" },
                "\(result.findings.map(\.message))")
    }

    @Test("SARIF: a never-consulted note carries its sites as related locations, and the run says the coverage")
    func sarifRelated() throws {
        let result = try Fixture.lint("never-consulted.yaml", ios: [13])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(LintSARIF.render([result]).utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let sarif = try #require((run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "never-consulted" })
        let related = try #require(sarif["relatedLocations"] as? [[String: Any]])
        let region = (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 12)
        let coverage = ((run["properties"] as? [String: Any])?["coverage"] as? [[String: Any]])?.first
        #expect(coverage?["sentence"] as? String == "reached 2 of 2 controllers from the root")
        let schema = try SchemaCheck(schemaAt: Fixture.path("sarif/sarif-2.1.0-subset.schema.json"))
        #expect(schema.errors(log, schema.root) == [])
    }

    @Test("a universal app (an iPad list in its Info.plist) is explored on the iPad too")
    func universal() {
        var model = AppModel(root: "A", controllers: [ControllerSpec(name: "A")])
        #expect(Coverage.devices(for: model) == [.iphoneHome, .iphoneFaceID])
        model.infoPlist = InfoPlistSource(path: "Info.plist", orientations: [.portrait], iPadOrientations: [.portrait, .landscapeLeft])
        #expect(Coverage.devices(for: model) == [.iphoneHome, .iphoneFaceID, .ipad])
    }

    @Test("a scanned project is explored from its deployment target upward, and on the iPad with its iPad masks when universal")
    func deploymentTargetAndIPad() throws {
        let yaml = """
            device: iphone-faceid
            ios: 17
            app: {root: Home, plist: [portrait]}
            controllers:
              Home:
                supported: all

            """
        var project = ProjectModel(scenario: try ScenarioLoader.parse(text: yaml, file: "app.yaml"), folder: "/projects/App",
                                   sources: [:], sites: [], unresolved: [])
        project.deploymentTarget = 12
        project.iPadPlist = [.portrait, .landscapeLeft, .landscapeRight]
        let result = Lint.run(project: project)
        #expect(Set(result.explored.map(\.ios)) == [12, 13, 16], "\(result.explored)")
        #expect(result.explored.contains { $0.device == .ipad })
        #expect(result.landscape.first { $0.0 == .ipad }?.1 == ["Home"], "the iPad's own masks allow landscape: \(result.landscape)")
        #expect(result.landscape.first { $0.0 == .iphoneFaceID }?.1 == [], "the iPhone's plist is portrait")
        project.iPadPlist = nil
        #expect(!Lint.run(project: project, options: LintOptions(versions: [17])).explored.contains { $0.device == .ipad })
    }

    @Test("a universal app read again for the iPad is explored there as read: an idiom answer (.portraitOnPhone) is the iPad's own")
    func iPadReading() throws {
        func file(_ supported: String) throws -> ScenarioFile {
            try ScenarioLoader.parse(text: """
                device: iphone-faceid
                ios: 17
                app: {root: Home}
                controllers:
                  Home:
                    supported: \(supported)

                """, file: "app.yaml")
        }
        var project = ProjectModel(scenario: try file("portrait"), folder: "/projects/App", sources: [:], sites: [], unresolved: [])
        project.iPadPlist = []
        project.iPadScenario = try file("all")
        let result = Lint.run(project: project, options: LintOptions(versions: [17]))
        #expect(result.landscape.first { $0.0 == .ipad }?.1 == ["Home"], "\(result.landscape)")
        #expect(result.landscape.first { $0.0 == .iphoneFaceID }?.1 == [])
        #expect(!result.findings.contains { $0.rule == "R27" && $0.message.contains("portrait is never asked") },
                "the phone's answer is not judged on the iPad: \(result.findings.map(\.message))")
    }

    @Test("a finding of a scanned project names no made-up scenario file: its scenario location is nil")
    func scannedScenarioLocation() throws {
        let yaml = """
            ios: 17
            app: {root: Home}
            controllers:
              Home:
                supported: portrait
                buttons:
                  - {title: Open, do: [{present: Movie}]}
              Movie:
                supported: landscape

            """
        let base = try ScenarioLoader.parse(text: yaml, file: "/projects/App/(scanned scenario)")
        let project = ProjectModel(scenario: base, folder: "/projects/App",
                                   sources: [.field("Movie", .supported): SourceLocation(file: "Movie.swift", line: 3)],
                                   sites: [], unresolved: [])
        let result = Lint.run(project: project, options: LintOptions(versions: [17]))
        #expect(!result.findings.isEmpty)
        #expect(result.findings.allSatisfy { $0.scenarioLocation == nil && !$0.location.file.contains("(scanned") })
        #expect(!LintText.render([result]).contains("(scanned scenario)"))
        #expect(!LintJSON.render([result]).contains("(scanned scenario)"))
    }

    @Test("R15a an alert controller, presented by UIKit over the whole window, decides: its portrait mask turns the screen, no sheet warning")
    func alertPresentationDecides() throws {
        func lint(_ style: String) throws -> LintResult {
            let yaml = """
                ios: 17
                app: {root: Compose}
                controllers:
                  Compose:
                    supported: allButUpsideDown
                    buttons:
                      - {title: Cancel, do: [{present: PortraitAlert\(style)}]}
                  PortraitAlert:
                    supported: portrait

                """
            return try Lint.run(ScenarioLoader.parse(text: yaml, file: "alert.yaml"), text: yaml,
                                options: LintOptions(devices: [.iphoneFaceID], versions: [17]))
        }
        let alert = try lint(", style: custom")
        #expect(!alert.findings.contains { $0.rule == "R15a" }, "\(alert.findings.map(\.message))")
        #expect(alert.shown["PortraitAlert"]?.values.allSatisfy { $0 == [.portrait] } == true, "\(alert.shown)")
        let sheet = try lint("")
        #expect(sheet.findings.contains { $0.rule == "R15a" }, "as a page sheet it never turns: the warning is the sheet's")
    }
}
