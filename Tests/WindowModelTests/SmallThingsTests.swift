import Foundation
import OrientationEngine
import Scenario
import Testing
import TestSupport

@testable import WindowModel

/// The small things the window says.
@Suite("Small messages of the window")
struct SmallThingsTests {
    @Test("accept's panel and trace name the folder the files end up in, not the staging one")
    func acceptNamesTheFinalFolder() throws {
        let scenario = try ScenarioLoader.parse(text: """
            app: {root: Home}
            controllers: {Home: {}}
            steps:
              - expect: {interface: portrait}
            """, file: "a.yaml")
        let setup = AcceptanceSetup(scenario: scenario, directory: "/tmp/out/.rotation-sandbox-partial", records: false,
                                    shownDirectory: "/tmp/out")
        var (state, _) = WindowState.start(engine: scenario.engine, acceptance: setup, at: 0)
        let panel = try #require(state.makeFrame(at: 1, width: 1280, height: 800).acceptance)
        #expect(panel.directory == "/tmp/out")
        #expect(state.chrome.trace.contains { $0.text == "acceptance run: a.yaml → /tmp/out" })
        #expect(state.acceptance?.directory == "/tmp/out/.rotation-sandbox-partial", "the files are still staged there")
    }

    @Test("R12 the screen says shouldAutorotate only where the controller overrides it (iOS ≤ 15), as the trace does")
    func onlyOverriddenShouldAutorotate() throws {
        let scenario = try ScenarioLoader.parse(text: """
            ios: 13
            app: {root: Nav}
            controllers:
              Nav: {kind: nav, stack: [Home], supported: top, shouldAutorotate: top}
              Home: {supported: portrait}
              Fixed: {shouldAutorotate: false}
            """, file: "s.yaml")
        let engine = try launched(scenario.model)
        let home = try #require(engine.id(of: "Home")), nav = try #require(engine.id(of: "Nav"))
        #expect(!PolicyText.live(home, engine: engine).contains { $0.hasPrefix("shouldAutorotate") })
        #expect(PolicyText.live(nav, engine: engine).contains("shouldAutorotate: YES"))
        let fixed = try #require(scenario.model.controllers.first { $0.name == "Fixed" })
        #expect(PolicyText.summary(of: fixed, profile: .ios8).contains("shouldAutorotate: NO"))
        let plain = try #require(scenario.model.controllers.first { $0.name == "Home" })
        #expect(!PolicyText.summary(of: plain, profile: .ios8).contains { $0.hasPrefix("shouldAutorotate") })
    }
}
