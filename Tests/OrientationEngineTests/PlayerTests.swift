import Testing
@testable import OrientationEngine

@Suite("Video player P1–P7")
struct PlayerTests {
    /// A portrait app whose window method allows landscape while the player is full screen.
    func playerApp(ios: Int = 13, strategy: PlayerOptions.Strategy = .auto, windowFlag: Bool = true,
                   plist: [InterfaceOrientation]? = nil, catchUp: Bool = true, aspect: Double? = nil) -> AppModel {
        var player = ControllerSpec(name: "Player", kind: .player,
                                    player: PlayerOptions(strategy: strategy, catchUpOnUnlock: catchUp, videoAspect: aspect))
        if windowFlag {
            player.hooks = [.willEnterFullScreen: [.set([("allowLandscape", .literal(.bool(true)))])],
                            .didExitFullScreen: [.set([("allowLandscape", .literal(.bool(false)))])]]
        }
        return app([nav("Nav", ["Player"], forwarding: true), player], ios: ios, plist: plist,
                   window: windowFlag ? .conditional(Condition([.isTrue("allowLandscape")]), then: .literal(.allButUpsideDown), else: .literal(.portrait)) : nil,
                   vars: windowFlag ? ["allowLandscape": .bool(false)] : [:])
    }

    func player(_ h: Harness) -> PlayerState? {
        h.engine.id(of: "Player").flatMap { h.state.controllers[$0].player }
    }

    @Test("P1 inline: play and full-screen buttons; play toggles playback on the clock")
    func inline() throws {
        var h = try Harness(playerApp())
        #expect(h.engine.visibleButtons == ["play", "fullscreen"])
        try h.step(.tap("play"))
        try h.wait(2)
        #expect(player(h)?.playing == true)
        #expect(player(h)?.playbackPosition(at: h.time) == 2)
        try h.step(.tap("play"))
        try h.wait(1)
        #expect(player(h)?.playbackPosition(at: h.time) == 2)
    }

    @Test("P2 system path: device KVC (unknown first) on iOS 13, geometry request on iOS 16", arguments: [13, 16])
    func systemPath(ios: Int) throws {
        var h = try Harness(playerApp(ios: ios))
        try h.step(.tap("fullscreen"))
        #expect(h.state.interface == .landscapeRight)
        #expect(player(h)?.mode == .system)
        if ios == 13 {
            #expect(h.console.contains("[Player] full screen landscapeRight: UIDevice orientation unknown, then landscapeLeft (KVC)"))
        } else {
            #expect(h.console.contains(
                "[Player] full screen landscapeRight: setNeedsUpdateOfSupportedInterfaceOrientations, then requestGeometryUpdate"))
        }
        #expect(h.state.transforms[.player] == nil)
    }

    @Test("P2 side: interface(device) when the device is sideways, else landscapeRight")
    func side() throws {
        var h = try Harness(playerApp())
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .portrait)
        try h.step(.tap("fullscreen"))
        #expect(h.state.interface == .landscapeLeft)
        #expect(player(h)?.side == .landscapeLeft)
    }

    @Test("P2 auto falls back to the transform at once when the system refuses; transform strategy goes straight there")
    func fallback() throws {
        var h = try Harness(playerApp(windowFlag: false, plist: [.portrait]))
        try h.step(.tap("fullscreen"))
        #expect(h.state.interface == .portrait)
        #expect(player(h)?.mode == .transform)
        #expect(h.state.transforms[.player]?.toAngle == 90)
        #expect(h.console.contains { $0.hasPrefix("[Player] system path did not reach landscapeRight") && $0.hasSuffix("falling back to transform") })
        #expect(h.state.statusBarHidden)
        var direct = try Harness(playerApp(strategy: .transform))
        try direct.step(.tap("fullscreen"))
        #expect(player(direct)?.mode == .transform && direct.state.interface == .portrait)
        var system = try Harness(playerApp(ios: 16, strategy: .system, windowFlag: false, plist: [.portrait]))
        try system.step(.tap("fullscreen"))
        #expect(player(system)?.mode == .system && system.state.transforms[.player] == nil)
        #expect(system.console.contains { $0.contains("Code=101") })
    }

    @Test("P3 full screen: back, lock and play; status bar hidden")
    func fullScreenControls() throws {
        var h = try Harness(playerApp(ios: 6))
        try h.step(.tap("fullscreen"))
        #expect(h.engine.visibleButtons == ["back", "lock", "play"])
        #expect(h.state.statusBarHidden, "hidden even on iOS 6, where landscape shows it")
    }

    @Test("P4 exit by back or by turning portrait; the transform is undone")
    func exit() throws {
        var h = try Harness(playerApp())
        try h.step(.tap("fullscreen"))
        try h.step(.tap("back"))
        #expect(h.state.interface == .portrait && player(h)?.mode == .inline)
        try h.step(.turn(.landscapeLeft))
        try h.step(.tap("fullscreen"))
        #expect(h.state.interface == .landscapeRight)
        try h.step(.turn(.portrait))
        #expect(player(h)?.mode == .inline && h.state.interface == .portrait)
        var t = try Harness(playerApp(strategy: .transform))
        try t.step(.tap("fullscreen"))
        try t.step(.tap("back"))
        #expect(t.state.transforms[.player]?.toAngle == 0)
        #expect(player(t)?.fullScreen == false)
    }

    @Test("P5 a turn to landscape while inline and playing enters full screen on that side")
    func autoFullScreen() throws {
        var h = try Harness(playerApp())
        try h.step(.turn(.landscapeLeft))
        #expect(player(h)?.mode == .inline, "not playing: no auto full screen")
        try h.step(.turn(.portrait))
        try h.step(.tap("play"))
        try h.step(.turn(.landscapeLeft))
        #expect(player(h)?.mode == .system)
        #expect(h.state.interface == .landscapeRight)
    }

    @Test("P6 lock only in full screen; locked turns rotate nothing; back unlocks and exits")
    func lock() throws {
        var h = try Harness(playerApp())
        #expect(throws: StepError.self) { try h.step(.tap("lock")) }
        try h.step(.tap("fullscreen"))
        try h.step(.tap("lock"))
        #expect(h.engine.isLocked(h.engine.visibleController))
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeRight)
        try h.step(.turn(.portrait))
        #expect(player(h)?.mode == .system && h.state.interface == .landscapeRight)
        try h.step(.tap("back"))
        #expect(!h.engine.isLocked(h.engine.visibleController) && h.state.interface == .portrait)
    }

    @Test("P6 R26 unlock: catch up with the device, or wait for the next change", arguments: [true, false])
    func unlock(catchUp: Bool) throws {
        var h = try Harness(playerApp(catchUp: catchUp))
        try h.step(.turn(.landscapeLeft))
        try h.step(.tap("fullscreen"))
        try h.step(.tap("lock"))
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeRight)
        try h.step(.tap("lock"))
        #expect(h.state.interface == (catchUp ? .landscapeLeft : .landscapeRight))
    }

    @Test("P7 a portrait video fills the portrait screen without rotating")
    func portraitVideo() throws {
        var h = try Harness(playerApp(aspect: 9.0 / 16.0))
        try h.step(.tap("fullscreen"))
        #expect(player(h)?.mode == .portrait && h.state.interface == .portrait)
        #expect(h.transitions.isEmpty && h.state.transforms.isEmpty)
        #expect(h.state.statusBarHidden)
    }

    @Test("P1 a missing video is announced on the console and nothing else breaks")
    func unavailable() throws {
        var model = playerApp()
        model.controllers[1].player?.videoError = "No such file: gone.mp4"
        var h = try Harness(model)
        #expect(h.console.contains("[Player] Video unavailable: No such file: gone.mp4"))
        try h.step(.tap("fullscreen"))
        #expect(h.state.interface == .landscapeRight)
    }
}
