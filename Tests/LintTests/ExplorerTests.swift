// The exploration itself: states deduplicated, the shortest path kept, budgets reported,
// the versions and devices each finding happens on, source references of scanned files.

import Foundation
import Lint
import OrientationEngine
import Scenario
import Testing

struct ExplorerTests {
    @Test("identical findings from many paths are reported once, with the shortest path")
    func shortestPath() throws {
        let result = try Fixture.lint("pop.yaml", ios: [17])
        let sideways = result.findings.filter { $0.rule == "R18" }
        #expect(sideways.count == 1)
        // Turning either way, from either launch, on either iPhone shows it: 4 probes at the least.
        #expect(sideways.first?.path.count == 4)
        #expect(sideways.first?.hits == [Combination(device: .iphoneHome, ios: 17), Combination(device: .iphoneFaceID, ios: 17)])
    }

    @Test("states are deduplicated: the exploration ends by itself, and the same app twice gives the same count")
    func deduplicated() throws {
        let first = try Fixture.lint("pop.yaml", devices: [.iphoneFaceID], ios: [17])
        let second = try Fixture.lint("pop.yaml", devices: [.iphoneFaceID], ios: [17])
        #expect(first.budgetNotes.isEmpty)
        #expect(first.states == second.states && first.transitions == second.transitions)
        // 3 screens (list, detail, list after pop) × a few hundred device states at most.
        #expect(first.states > 10 && first.states < 2_000)
        #expect(first.transitions > first.states)
    }

    @Test("a budget of states stops the walk and says so, per combination")
    func stateBudget() throws {
        let options = LintOptions(devices: [.iphoneHome, .iphoneFaceID], versions: [17], budget: Budget(states: 5, seconds: 60))
        let result = try Lint.file(Fixture.path("pop.yaml"), options: options)
        #expect(result.budgetNotes.count == 2)
        #expect(result.budgetNotes.allSatisfy { $0.contains("the state budget (5 states) was reached") })
        #expect(result.states <= 2 * 5 + 2 * 4)
    }

    @Test("a budget of seconds stops the walk and says so")
    func timeBudget() throws {
        let options = LintOptions(versions: [17], budget: Budget(states: 1_000_000, seconds: 0.000_001))
        let result = try Lint.file(Fixture.path("pop.yaml"), options: options)
        #expect(!result.budgetNotes.isEmpty && result.budgetNotes.allSatisfy { $0.contains("time budget") })
    }

    @Test("each finding says on which versions and devices: the sheet from iOS 13, KVC from iOS 16")
    func versions() throws {
        let sheet = try #require(try Fixture.lint("sheet.yaml").findings.first { $0.rule == "R15a" })
        #expect(sheet.versions == "iOS 13–27 on iphone-home, iphone-faceid")
        let kvc = try Lint.file(Fixture.path("kvc.yaml"), options: LintOptions(devices: [.iphoneHome], versions: [13, 15, 16, 17]))
        let ignored = try #require(kvc.findings.first { $0.rule == "R20a" })
        #expect(ignored.hits == [Combination(device: .iphoneHome, ios: 16), Combination(device: .iphoneHome, ios: 17)])
        #expect(ignored.versions == "iOS 16–17 on iphone-home")
    }

    @Test("the default exploration: the file's iOS and each later stretch, on the devices of its family")
    func defaults() throws {
        #expect(Coverage.versions(from: 13) == [13, 16])
        #expect(Coverage.versions(from: 7) == [7, 8, 9, 13, 16])
        #expect(Coverage.devices(for: .iphoneFaceID) == [.iphoneHome, .iphoneFaceID])
        #expect(Coverage.devices(for: .ipad) == [.ipad])
        let result = try Fixture.lint("crash-present.yaml")
        #expect(result.explored.map(\.ios) == [14, 16, 14, 16])
        let explored = [13, 16, 26].map { Combination(device: .ipad, ios: $0) }
        #expect(Coverage.describe([explored[0], explored[2]], explored: explored) == "iOS 13–15, 26–27 on ipad")
    }

    @Test("later stretches are explored only where the app can behave differently: 17 with a preferred orientation (R17b), iPadOS 26 with a lock preference or full screen required (R29), 27 with a scene mask")
    func stretchesOfTheApp() throws {
        let plain = try ScenarioLoader.load(path: Fixture.path("crash-present.yaml")).model
        #expect(Coverage.versions(from: 13, on: .iphoneHome, model: plain) == [13, 16])
        #expect(Coverage.versions(from: 13, on: .ipad, model: plain) == [13, 16])
        var locking = plain
        locking.controllers[0].prefersOrientationLocked = .literal(true)
        #expect(Coverage.versions(from: 13, on: .ipad, model: locking) == [13, 16, 26])
        var fullScreen = plain
        fullScreen.requiresFullScreen = true
        #expect(Coverage.versions(from: 16, on: .ipad, model: fullScreen) == [16, 26])
        var preferring = plain
        preferring.controllers[0].preferred = .literal(.landscapeRight)
        #expect(Coverage.versions(from: 13, on: .iphoneFaceID, model: preferring) == [13, 16, 17])
        var scene = plain
        scene.sceneMask = .literal(.portrait)
        #expect(Coverage.versions(from: 16, on: .iphoneFaceID, model: scene) == [16, 27])
        var ignoring = plain
        ignoring.requiresFullScreen = true
        ignoring.requiresFullScreenIgnoredFrom = 27
        #expect(Coverage.versions(from: 16, on: .ipad, model: ignoring) == [16, 26, 27])
        // R17b raises up to iOS 16 only: a crash seen there is not said of 17 and 18.
        let crash = try #require(try Fixture.lint("crash-preferred.yaml", devices: [.iphoneFaceID], ios: [])
            .findings.first { $0.rule == "R17b" })
        #expect(crash.versions == "iOS 14–16 on iphone-faceid")
    }

    @Test("an iOS 16-only file is not explored below 16, and says why")
    func notApplicable() throws {
        let result = try Fixture.lint("kvc-fixed.yaml", devices: [.iphoneFaceID], ios: [13, 17])
        #expect(result.explored == [Combination(device: .iphoneFaceID, ios: 17)])
        #expect(result.notApplicable.first?.0 == Combination(device: .iphoneFaceID, ios: 13))
        #expect(result.notApplicable.first?.1.contains("iOS 16") == true)
    }

    @Test("a scanned file's trailing # path:line comment is the finding's location, under the scanned folder")
    func scannedReferences() throws {
        let yaml = """
            # scanned: /projects/Cinema
            name: Cinema
            device: iphone-faceid
            ios: 13
            app:
              root: Home   # Cinema/SceneDelegate.swift:21
            controllers:
              Home:   # Cinema/HomeViewController.swift:8
                supported: portrait   # Cinema/HomeViewController.swift:30
                buttons:
                  - {title: Watch, do: [{present: Movie}]}   # Cinema/HomeViewController.swift:52
              Movie:   # Cinema/MovieViewController.swift:5
                supported: landscape   # Cinema/MovieViewController.swift:12

            """
        let scenario = try ScenarioLoader.parse(text: yaml, file: "cinema.yaml")
        let result = Lint.run(scenario, text: yaml, options: LintOptions(devices: [.iphoneFaceID], versions: [13]))
        let sheet = try #require(result.findings.first { $0.rule == "R15a" })
        #expect(sheet.location == SourceLocation(file: "/projects/Cinema/Cinema/MovieViewController.swift", line: 5))
        #expect(sheet.scenarioLocation?.file == "cinema.yaml" && sheet.scenarioLocation?.line == 12)
        #expect(LintText.render([result]).contains("/projects/Cinema/Cinema/MovieViewController.swift:5:1: warning: "))
    }

    @Test("a comment that is not a path:line reference leaves the scenario's own line")
    func plainComments() throws {
        let yaml = """
            device: iphone-faceid
            ios: 13
            app: {root: Home}
            controllers:
              Home:
                supported: portrait
                buttons:
                  - {title: "Watch # 2:3", do: [{present: Movie}]}
              Movie:   # the player: 2 minutes
                supported: landscape

            """
        let scenario = try ScenarioLoader.parse(text: yaml, file: "plain.yaml")
        let result = Lint.run(scenario, text: yaml, options: LintOptions(devices: [.iphoneFaceID], versions: [13]))
        let sheet = try #require(result.findings.first { $0.rule == "R15a" })
        #expect(sheet.location == SourceLocation(file: "plain.yaml", line: 9, column: 3))
    }
}

struct ScannedBlockStyleTests {
    @Test("an action in a button written over several lines points at the button's reference")
    func buttonLine() throws {
        let yaml = """
            # scanned: /projects/Cinema
            device: iphone-faceid
            ios: 17
            app:
              root: Player   # Cinema/SceneDelegate.swift:21
            controllers:
              Player:   # Cinema/PlayerViewController.swift:8
                supported: allButUpsideDown   # Cinema/PlayerViewController.swift:30
                buttons:
                  - title: Full screen   # Cinema/PlayerViewController.swift:77
                    do:
                      - forceDevice: landscapeLeft

            """
        let scenario = try ScenarioLoader.parse(text: yaml, file: "cinema.yaml")
        let result = Lint.run(scenario, text: yaml, options: LintOptions(devices: [.iphoneFaceID], versions: [17]))
        let kvc = try #require(result.findings.first { $0.rule == "R20a" })
        #expect(kvc.location == SourceLocation(file: "/projects/Cinema/Cinema/PlayerViewController.swift", line: 77))
        #expect(kvc.scenarioLocation?.line == 12)
    }
}
