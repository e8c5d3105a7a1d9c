import Testing
@testable import OrientationEngine

@Suite("Configuration R5–R8")
struct ConfigurationTests {
    @Test("R5 defaults: iPhone allButUpsideDown, iPad all, shouldAutorotate YES", arguments: [6, 13, 16])
    func defaults(ios: Int) throws {
        var phone = try Harness(app([vc("A")], ios: ios))
        try phone.step(.turn(.portraitUpsideDown))
        #expect(phone.state.interface == .portrait)
        try phone.step(.turn(.landscapeLeft))
        #expect(phone.state.interface == .landscapeRight)
        var pad = try Harness(app([vc("A")], device: .ipad, ios: ios))
        try pad.step(.turn(.portraitUpsideDown))
        #expect(pad.state.interface == .portraitUpsideDown)
    }

    @Test("R5 iOS 5 shouldAutorotateToInterfaceOrientation: defaults to portrait only")
    func ios5Default() throws {
        var h = try Harness(app([vc("A")], ios: 5))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait)
        #expect(h.events.contains { $0.selector == "shouldAutorotateToInterfaceOrientation:" && $0.value == "NO" && !$0.overridden })
    }

    @Test("R6 Face ID iPhones never show upside down; home button and iPad do", arguments: DeviceModel.allCases)
    func capability(device: DeviceModel) throws {
        var h = try Harness(app([vc("A", supported: .literal(.all))], device: device, plist: allFour))
        try h.step(.turn(.portraitUpsideDown))
        #expect(h.state.interface == (device == .iphoneFaceID ? .portrait : .portraitUpsideDown))
        #expect(h.state.device == .portraitUpsideDown)
    }

    @Test("R7 R10 the window method replaces the plist; without it the plist; iOS 5: neither restricts")
    func appMask() throws {
        let controllers = [vc("A", supported: .literal(.all))]
        var window = try Harness(app(controllers, plist: [.portrait], window: .literal(.allButUpsideDown)))
        try window.step(.turn(.landscapeLeft))
        #expect(window.state.interface == .landscapeRight)
        #expect(window.lines.contains("-[AppDelegate application:supportedInterfaceOrientationsForWindow:]"))
        var plist = try Harness(app(controllers, plist: [.portrait]))
        try plist.step(.turn(.landscapeLeft))
        #expect(plist.state.interface == .portrait)
        #expect(!plist.lines.contains { $0.contains("supportedInterfaceOrientationsForWindow") })
        var old = try Harness(app([vc("A", autorotateTo: .literal(.all))], ios: 5, plist: [.portrait],
                                  window: .literal(.all)))
        try old.step(.turn(.landscapeLeft))
        #expect(old.state.interface == .landscapeRight, "iOS 5 has no window method and its plist only sets the launch orientation")
    }

    @Test("R8 launch order: app mask, root supported, root appear, evaluation, child appear, child check, did appear")
    func launchOrder() throws {
        let h = try Harness(app([nav("Nav", ["A"], forwarding: true), vc("A", supported: .literal(.portrait))],
                                window: .literal(.allButUpsideDown)))
        #expect(h.calls == [
            "-[AppDelegate application:supportedInterfaceOrientationsForWindow:]",
            "-[Nav supportedInterfaceOrientations]", "-[A supportedInterfaceOrientations]",
            "-[Nav viewWillAppear:]",
            "-[AppDelegate application:supportedInterfaceOrientationsForWindow:]",
            "-[Nav supportedInterfaceOrientations]", "-[A supportedInterfaceOrientations]",
            "-[Nav shouldAutorotate]", "-[A shouldAutorotate]",
            "-[A viewWillAppear:]",
            "-[AppDelegate application:supportedInterfaceOrientationsForWindow:]", "-[A supportedInterfaceOrientations]",
            "-[Nav viewDidAppear:]", "-[A viewDidAppear:]",
        ])
        #expect(!h.lines.contains { $0.contains("preferredInterfaceOrientationForPresentation") })
    }

    @Test("R8 status bar starts in portrait if listed, else the plist's first entry")
    func launchStatusBar() throws {
        let landscape = try Harness(app([vc("A")], plist: [.landscapeLeft, .landscapeRight]))
        #expect(landscape.state.interface == .landscapeLeft)
        #expect(landscape.transitions.isEmpty)
        let sideways = try Harness(app([vc("A")], orientation: .landscapeLeft, plist: [.landscapeLeft, .landscapeRight]))
        #expect(sideways.state.interface == .landscapeRight)
        let portrait = try Harness(app([vc("A", supported: .literal(.portrait))], orientation: .landscapeLeft,
                                       plist: [.landscapeRight, .portrait]))
        #expect(portrait.state.interface == .portrait)
        #expect(portrait.state.statusBarOrientation == .portrait)
    }

    @Test("R8 R14 launch fallback: rotate without animation to the first supported orientation")
    func launchFallback() throws {
        let h = try Harness(app([vc("A", supported: .literal(.landscape))], plist: [.portrait, .landscapeLeft, .landscapeRight]))
        #expect(h.state.interface == .landscapeRight)
        #expect(h.transitions.count == 1)
        #expect(h.transitions[0].duration == 0 && !h.transitions[0].withCallbacks)
        #expect(!h.lines.contains { $0.contains("willRotate") || $0.contains("viewWillTransitionToSize") })
    }

    @Test("R8 launch with the device sideways rotates at once to interface(device)")
    func launchSideways() throws {
        let h = try Harness(app([vc("A")], orientation: .landscapeRight))
        #expect(h.state.interface == .landscapeLeft)
        #expect(h.transitions.allSatisfy { $0.duration == 0 && !$0.withCallbacks })
    }
}
