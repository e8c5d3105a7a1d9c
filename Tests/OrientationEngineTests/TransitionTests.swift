import Testing
@testable import OrientationEngine

@Suite("Transitions, callbacks and locks R21–R26")
struct TransitionTests {
    @Test("R21 0.3 s per quarter turn, 0.6 s for a half turn, ease-in-out")
    func durations() throws {
        var h = try Harness(app([vc("A")]))
        try h.step(.turn(.landscapeLeft))
        try h.step(.turn(.landscapeRight))
        #expect(h.transitions.map(\.duration) == [0.3, 0.6])
        #expect(h.transitions.map(\.start) == [0, 0.3])
        #expect(easeInOut(0.25) < 0.25 && easeInOut(0.75) > 0.75 && easeInOut(0.5) == 0.5)
    }

    @Test("R21 a device change during a transition is held; only the latest is evaluated when it ends")
    func heldChanges() throws {
        var h = try Harness(app([vc("A")]))
        try h.send(.turn(.landscapeLeft))
        h.time = 0.1
        try h.send(.turn(.portrait))
        #expect(h.state.lastDecision?.outcome == .held)
        h.time = 0.2
        try h.send(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeRight)
        h.clear()
        h.settle()
        #expect(h.decisions.count == 1)
        #expect(h.decisions.first?.time == 0.3)
        #expect(h.state.interface == .landscapeLeft)
        #expect(h.transitions.first?.duration == 0.6)
    }

    @Test("R22a iOS 5/6 callbacks: willRotate, layout, willAnimate, then didRotate, parent first", arguments: [5, 6])
    func legacyCallbacks(ios: Int) throws {
        var nested = nav("Nav", ["A"])
        nested.shouldAutorotateTo = .literal(.all)
        var h = try Harness(app([nested, vc("A", autorotateTo: .literal(.all))], ios: ios))
        h.clear()
        try h.step(.turn(.landscapeLeft))
        let callbacks = h.events.filter { $0.kind == .callback }.map(\.line)
        #expect(callbacks == [
            "-[Nav willRotateToInterfaceOrientation:duration:]", "-[A willRotateToInterfaceOrientation:duration:]",
            "-[Nav viewWillLayoutSubviews]", "-[A viewWillLayoutSubviews]",
            "-[Nav willAnimateRotationToInterfaceOrientation:duration:]",
            "-[A willAnimateRotationToInterfaceOrientation:duration:]",
            "-[Nav didRotateFromInterfaceOrientation:]", "-[A didRotateFromInterfaceOrientation:]",
        ])
        #expect(h.events.first { $0.selector == "didRotateFromInterfaceOrientation:" }?.time == 0.3)
    }

    @Test("R22b iOS 8+: trait change only on iPhone between portrait and landscape", arguments: [13, 16])
    func modernCallbacks(ios: Int) throws {
        var phone = try Harness(app([vc("A")], ios: ios))
        phone.clear()
        try phone.step(.turn(.landscapeLeft))
        #expect(phone.events.filter { $0.kind == .callback }.map(\.selector) == [
            "willTransitionToTraitCollection:withTransitionCoordinator:",
            "viewWillTransitionToSize:withTransitionCoordinator:", "viewWillLayoutSubviews",
            "traitCollectionDidChange:",
        ])
        phone.clear()
        try phone.step(.turn(.landscapeRight))
        #expect(phone.events.filter { $0.kind == .callback }.map(\.selector) == [
            "viewWillTransitionToSize:withTransitionCoordinator:", "viewWillLayoutSubviews",
        ])
        var pad = try Harness(app([vc("A")], device: .ipad, ios: ios))
        pad.clear()
        try pad.step(.turn(.landscapeLeft))
        #expect(!pad.events.contains { $0.selector.contains("TraitCollection") || $0.selector.hasPrefix("traitCollection") })
    }

    @Test("R23 status bar: hidden on iPhone landscape from iOS 8, visible before and on iPad; prefersStatusBarHidden")
    func statusBar() throws {
        for (ios, device, hidden) in [(6, DeviceModel.iphoneHome, false), (13, .iphoneHome, true),
                                      (16, .iphoneFaceID, true), (13, .ipad, false)] {
            var h = try Harness(app([vc("A")], device: device, ios: ios))
            #expect(!h.state.statusBarHidden)
            try h.step(.turn(.landscapeLeft))
            #expect(h.state.statusBarHidden == hidden, "ios \(ios) \(device)")
            #expect(h.state.statusBarOrientation == .landscapeRight)
        }
        let prefers = try Harness(app([vc("A", statusBarHidden: .literal(true))]))
        #expect(prefers.state.statusBarHidden)
        #expect(prefers.lines.contains("-[A prefersStatusBarHidden]"))
    }

    @Test("R24 push and pop lifecycle order, hooks inside their callbacks")
    func lifecycle() throws {
        var h = try Harness(app([
            nav("Nav", ["A"]),
            vc("A", vars: ["flag": .bool(false)],
               hooks: [.viewWillDisappear: [.call("leaving")]], methods: ["leaving": [.set([("flag", .literal(.bool(true)))])]]),
            vc("B"),
        ]))
        h.clear()
        try h.step(.push("B"))
        #expect(h.calls == ["-[A viewWillDisappear:]", "-[A leaving]", "-[B viewWillAppear:]",
                            "-[A viewDidDisappear:]", "-[B viewDidAppear:]"])
        #expect(h.events.first { $0.line == "-[B viewDidAppear:]" }?.time == navigationDuration)
        #expect(h.state.controllers[h.engine.id(of: "A") ?? 0].vars["flag"] == .bool(true))
        h.clear()
        try h.step(.tap("Back"))
        #expect(h.calls.prefix(1) == ["-[B viewWillDisappear:]"])
        #expect(h.calls.containsSubsequence(["-[A viewWillAppear:]", "-[B viewDidDisappear:]", "-[A viewDidAppear:]"]))
    }

    @Test("R25 system lock: iPhone holds portrait while the physical device moves; unlock reports it")
    func systemLockPhone() throws {
        var h = try Harness(app([vc("A")]))
        try h.step(.turn(.landscapeLeft))
        try h.step(.systemLock(true))
        #expect(h.state.device == .portrait && h.state.interface == .portrait)
        try h.step(.turn(.landscapeRight))
        #expect(h.state.physical == .landscapeRight && h.state.device == .portrait && h.state.interface == .portrait)
        try h.step(.systemLock(false))
        #expect(h.state.device == .landscapeRight && h.state.interface == .landscapeLeft)
    }

    @Test("R25 system lock: iPad holds the orientation it had")
    func systemLockPad() throws {
        var h = try Harness(app([vc("A")], device: .ipad))
        try h.step(.turn(.landscapeLeft))
        try h.step(.systemLock(true))
        #expect(h.state.interface == .landscapeRight)
        try h.step(.turn(.portraitUpsideDown))
        #expect(h.state.device == .landscapeLeft && h.state.interface == .landscapeRight)
        try h.step(.systemLock(false))
        #expect(h.state.interface == .portraitUpsideDown)
    }

    @Test("R24 viewDidLoad: once per instance, before its first viewWillAppear; a new instance (push again) loads again, a tab shown again does not")
    func viewDidLoad() throws {
        let counted: [Hook: [Action]] = [.viewDidLoad: [.call("load")]]
        var h = try Harness(app([
            ControllerSpec(name: "Tabs", kind: .tab, tabs: ["Nav", "T"]),
            nav("Nav", ["A"]),
            vc("A", hooks: counted, methods: ["load": []]),
            vc("B", hooks: counted, methods: ["load": []]),
            vc("T", hooks: counted, methods: ["load": []]),
        ], root: "Tabs"))
        #expect(h.calls.containsSubsequence(["-[A viewDidLoad]", "-[A load]", "-[A viewWillAppear:]"]))
        #expect(!h.calls.contains("-[T viewDidLoad]"), "a tab not yet shown is not loaded")
        h.clear()
        try h.step(.push("B"))
        #expect(h.calls.containsSubsequence(["-[B viewDidLoad]", "-[B load]", "-[B viewWillAppear:]"]))
        try h.step(.tap("Back"))
        h.clear()
        try h.step(.push("B"))
        #expect(h.calls.filter { $0 == "-[B viewDidLoad]" }.count == 1, "a pushed controller is a new instance")
        try h.step(.selectTab(1))
        try h.step(.selectTab(0))
        h.clear()
        try h.step(.selectTab(1))
        #expect(!h.calls.contains("-[T viewDidLoad]"), "shown again: the same instance")
        #expect(h.calls.contains("-[T viewWillAppear:]"))
    }

    @Test("R26 app lock: turns ignored, viewWillAppear re-applies, unlock catches up")
    func appLock() throws {
        var h = try Harness(app([nav("Nav", ["A"], forwarding: true), ControllerSpec(name: "A", lockable: true),
                                 vc("Modal", supported: .literal(.portrait))], root: "Nav"))
        try h.step(.turn(.landscapeLeft))
        try h.step(.tap("Lock"))
        #expect(h.engine.isLocked(h.engine.visibleController))
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeRight, "locked to landscapeRight")
        try h.step(.turn(.portrait))
        #expect(h.state.interface == .landscapeRight)
        try h.step(.present("Modal"))
        #expect(h.state.interface == .portrait)
        try h.step(.dismiss)
        #expect(h.state.interface == .landscapeRight, "viewWillAppear: forces the locked orientation back")
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeRight, "still locked")
        try h.step(.tap("Unlock"))
        #expect(h.state.interface == .landscapeLeft, "unlock re-evaluates at once (R19)")
    }
}
