import Testing
@testable import OrientationEngine

/// R8, R10, R11, R20a/b under the lock: the revised rules about launch, iOS 5 and the lock.
@Suite("Launch, iOS 5 and the system lock R8 R10 R11")
struct LockAndLaunchTests {
    @Test("R8 tab bar root: the selected child's viewWillAppear comes before the launch evaluation")
    func tabRootOrder() throws {
        let h = try Harness(app([tab("Tabs", ["A", "B"]), vc("A", supported: .literal(.portrait)), vc("B")]))
        let calls = h.calls
        let childAppears = try #require(calls.firstIndex(of: "-[A viewWillAppear:]"))
        let evaluation = try #require(calls.firstIndex(of: "-[Tabs shouldAutorotate]"))
        #expect(childAppears < evaluation)
        #expect(calls.containsSubsequence(["-[Tabs viewWillAppear:]", "-[A viewWillAppear:]", "-[Tabs supportedInterfaceOrientations]"]))
    }

    @Test("R8 after the visible child appears the app mask and its mask are asked once more (deciding nothing)")
    func childCheck() throws {
        let h = try Harness(app([nav("Nav", ["A"]), vc("A", supported: .literal(.landscape))]))
        #expect(h.calls.containsSubsequence(["-[A viewWillAppear:]", "-[A supportedInterfaceOrientations]", "-[Nav viewDidAppear:]"]))
        #expect(h.state.interface == .portrait, "the nav answers for itself: A's answer decides nothing")
        let forwarded = try Harness(app([nav("Nav", ["A"], forwarding: true), vc("A", supported: .literal(.landscape))]))
        #expect(forwarded.state.interface.isLandscape, "forwarded: A's mask is the deciding one")
    }

    @Test("R10 iOS 5: the plist restricts nothing; it only chooses the launch orientation")
    func ios5Plist() throws {
        var h = try Harness(app([vc("A", autorotateTo: .literal(.all))], ios: 5, plist: [.landscapeRight]))
        #expect(h.state.statusBarOrientation == .portrait, "launch took the plist's orientation, then followed the portrait device")
        try h.step(.turn(.portraitUpsideDown))
        #expect(h.state.interface == .portraitUpsideDown)
        #expect(!h.engine.currentMasks.contains { $0.label == "plist" }, "shown as launch only")
        #expect(h.engine.currentMasks.contains { $0.label == "plist (launch only)" })
    }

    @Test("R10 a controller answering NO for all four gets the console line once; nothing rotates or crashes")
    func allNo() throws {
        var h = try Harness(app([vc("A", autorotateTo: .literal(.none))], ios: 5))
        try h.step(.turn(.landscapeLeft))
        try h.step(.turn(.landscapeRight))
        let line = "The view controller A returned NO from -shouldAutorotateToInterfaceOrientation: for all interface orientations. It should support at least one orientation."
        #expect(h.console.filter { $0 == line }.count == 1)
        #expect(h.state.interface == .portrait)
        #expect(h.state.crash == nil)
    }

    @Test("R11 R25 engaging the lock, unlocking and device KVC evaluate; physical turns while locked do not")
    func lockStopsPhysicalMotionOnly() throws {
        var h = try Harness(app([vc("A")], ios: 13))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight)
        try h.step(.systemLock(true))
        #expect(h.state.device == .portrait && h.state.interface == .portrait, "locking reports portrait, which evaluates")
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .portrait, "a physical turn while locked is not reported")
        h.clear()
        try h.perform(.forceDevice(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight, "KVC under the lock evaluates normally")
        #expect(h.calls.contains("-[A supportedInterfaceOrientations]"))
        try h.step(.systemLock(false))
        #expect(h.state.device == .landscapeRight && h.state.interface == .landscapeLeft, "unlocking reports the physical one")
    }

    @Test("R11 P2 the player's full-screen button turns the interface under the system lock", arguments: [8, 13, 15])
    func playerUnderLock(ios: Int) throws {
        let player = ControllerSpec(name: "Player", kind: .player)
        var h = try Harness(app([nav("Nav", ["Player"], forwarding: true), player], ios: ios))
        try h.step(.systemLock(true))
        try h.step(.tap("fullscreen"))
        #expect(h.state.interface == .landscapeRight)
        #expect(h.state.controllers[h.engine.id(of: "Player")!].player?.mode == .system, "no transform fallback")
    }

    @Test("R20b requestGeometryUpdate works under the lock and posts no device notification")
    func geometryUnderLock() throws {
        var h = try Harness(app([vc("A")], device: .iphoneFaceID, ios: 16))
        try h.step(.systemLock(true))
        h.clear()
        try h.perform(.requestGeometry(.literal(.landscapeLeft)), by: "A")
        #expect(h.state.interface == .landscapeLeft)
        #expect(h.state.device == .portrait)
        #expect(!h.events.contains { $0.kind == .device })
        #expect(h.events.contains { $0.selector == "viewWillTransitionToSize:withTransitionCoordinator:" })
    }
}
