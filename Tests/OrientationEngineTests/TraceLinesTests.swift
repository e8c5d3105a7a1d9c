import Testing
@testable import OrientationEngine

/// Every effect has a trace line: variable changes, the player's hooks, calls iOS ignores
/// (shown by `trace --all` and in JSON; by default only what the app's own logs would show).
@Suite("Trace lines for every effect")
struct TraceLinesTests {
    @Test("R7 set actions are traced with the value they left, hidden from the default text trace")
    func setActions() throws {
        var h = try Harness(app([vc("A")], window: .variable("w"), vars: ["w": .mask(.portrait)]))
        h.clear()
        try h.perform(.set([("w", .literal(.mask(.allButUpsideDown)))]), by: "A")
        let set = try #require(h.events.first { $0.selector.hasPrefix("[Set]") })
        #expect(set.line == "[Set] w = allButUpsideDown (A)")
        #expect(!set.overridden)
    }

    @Test("P2 P4 the player's hooks are traced; shown by default only when the file defines them")
    func playerHooks() throws {
        var player = ControllerSpec(name: "Player", kind: .player)
        player.hooks[.willEnterFullScreen] = []
        var h = try Harness(app([nav("Nav", ["Player"], forwarding: true), player]))
        h.clear()
        try h.step(.tap("fullscreen"))
        try h.step(.tap("back"))
        let enter = try #require(h.events.first { $0.selector == "willEnterFullScreen" })
        let exit = try #require(h.events.first { $0.selector == "didExitFullScreen" })
        #expect(enter.line == "-[Player willEnterFullScreen]" && enter.overridden)
        #expect(!exit.overridden)
    }

    @Test("R20c setStatusBarOrientation: on iOS 16 is ignored, and the trace says so")
    func ignoredStatusBar() throws {
        var h = try Harness(app([vc("A", shouldAutorotate: .literal(false))], ios: 16))
        h.clear()
        try h.perform(.setStatusBar(.landscapeRight))
        #expect(h.state.statusBarOrientation == .portrait)
        #expect(h.events.contains { $0.selector.contains("setStatusBarOrientation: landscapeRight ignored") && !$0.overridden })
    }
}
