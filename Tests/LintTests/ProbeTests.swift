// What the explorer does to the app: what a person can touch on the settled screen.

import OrientationEngine
import Scenario
import Testing
@testable import Lint

struct ProbeTests {
    static let app = """
        device: iphone-faceid
        ios: 15
        app: {root: Tabs}
        controllers:
          Tabs: {kind: tab, tabs: [Nav, Settings], supported: top}
          Nav: {kind: nav, stack: [List], supported: top}
          List:
            supported: portrait
            buttons: [{title: Watch, do: [{push: Player}]}]
          Player: {kind: player, supported: allButUpsideDown}
          Settings: {}

        """

    @Test("every turn, the lock, each button, the other tabs; under a full-screen player only its controls")
    func available() throws {
        var engine = try ScenarioLoader.parse(text: Self.app, file: "probe.yaml").engine
        _ = try engine.send(.launch, at: 0)
        _ = engine.settle()
        let first = Probe.available(in: engine).map(\.description)
        #expect(first.contains("turn faceUp") && first.contains("turn faceDown") && !first.contains("turn portrait"))
        #expect(first.contains("lock rotation") && first.contains("tap “Watch”") && first.contains("select tab 1"))
        _ = try engine.send(.tap("Watch"), at: 1)
        _ = engine.settle()
        #expect(Probe.available(in: engine).map(\.description).contains("tap “Back”"))
        _ = try engine.send(.tap("fullscreen"), at: 3)
        _ = engine.settle()
        #expect(engine.visibleFullScreen)
        let covered = Probe.available(in: engine).map(\.description)
        #expect(!covered.contains("tap “Back”") && !covered.contains("select tab 1"), "\(covered)")
        #expect(covered.contains("tap “back”") && covered.contains("tap “lock”"), "\(covered)")
    }
}
