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

    @Test("R11 face down is face up to every rule: from each state of the demo's first steps, the same interface, decisions and trace but for the name")
    func faceDownMirrorsFaceUp() throws {
        var engine = try ScenarioLoader.load(path: Fixture.bundled.appendingPathComponent("demo.yaml").path).engine
        _ = try engine.send(.launch, at: 0)
        _ = engine.settle()
        var states = [engine]
        for probe in Probe.available(in: engine) {
            guard let event = probe.event else { continue }
            var next = engine
            guard (try? next.send(event, at: 1)) != nil else { continue }
            _ = next.settle()
            states.append(next)
        }
        #expect(states.count > 5)
        // From a flat start one of the two is no turn at all; from an upright one they must mirror.
        for start in states where start.state.crash == nil && start.state.physical.interfaceOrientation != nil {
            var up = start, down = start
            let time = start.state.time + 1
            let upOut = try up.send(.turn(.faceUp), at: time) + up.settle()
            let downOut = try down.send(.turn(.faceDown), at: time) + down.settle()
            #expect(up.state.interface == down.state.interface)
            #expect(up.state.statusBarOrientation == down.state.statusBarOrientation)
            #expect(up.state.lastUpright == down.state.lastUpright)
            #expect(up.state.presented == down.state.presented)
            #expect(up.state.controllers == down.state.controllers)
            let said = { (out: [Emitted]) in out.map { "\($0)".replacingOccurrences(of: "faceDown", with: "faceUp") } }
            #expect(said(upOut) == said(downOut))
        }
    }

    @Test("every turn, the lock, each button, the other tabs; under a full-screen player only its controls")
    func available() throws {
        var engine = try ScenarioLoader.parse(text: Self.app, file: "probe.yaml").engine
        _ = try engine.send(.launch, at: 0)
        _ = engine.settle()
        let first = Probe.available(in: engine).map(\.description)
        #expect(first.contains("turn faceUp") && !first.contains("turn faceDown") && !first.contains("turn portrait"))
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
