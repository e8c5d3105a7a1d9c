import Testing
@testable import OrientationEngine

@Suite("Who decides R9–R17")
struct DecidingTests {
    @Test("R9 containers ignore their children unless they forward to top")
    func containersIgnoreChildren() throws {
        let child = vc("Portrait", supported: .literal(.portrait))
        var plain = try Harness(app([nav("Nav", ["Portrait"]), child]))
        plain.clear()
        try plain.step(.turn(.landscapeLeft))
        #expect(plain.state.interface == .landscapeRight, "the nav's default decides, not its child")
        #expect(!plain.lines.contains("-[Portrait supportedInterfaceOrientations]"))
        var forwarding = try Harness(app([nav("Nav", ["Portrait"], forwarding: true), child]))
        try forwarding.step(.turn(.landscapeLeft))
        #expect(forwarding.state.interface == .portrait)
        #expect(forwarding.decider == "Nav")
        #expect(forwarding.state.lastDecision?.summary
            == "landscapeRight ignored: not in effective mask portrait = app allButUpsideDown ∩ Nav portrait")
    }

    @Test("R9 effective mask = plist ∩ window ∩ deciding controller narrows to one orientation")
    func narrowing() throws {
        var h = try Harness(app(
            [vc("A", supported: .literal([.landscapeLeft, .portrait]))],
            plist: [.portrait, .landscapeLeft, .landscapeRight], window: .literal(.landscape)))
        #expect(h.state.interface == .landscapeLeft, "launch falls back to the only common orientation")
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeLeft)
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeLeft)
        #expect(h.engine.currentEffectiveMask() == .landscapeLeft)
    }

    @Test("R10 iOS 5 asks the visible chain outermost first; all must say YES; the plist does not restrict")
    func ios5Chain() throws {
        let model = app([nav("Nav", ["A"]), vc("A", autorotateTo: .literal(.allButUpsideDown))],
                        ios: 5, plist: [.portrait, .landscapeRight])
        var h = try Harness(model)
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.calls.prefix(2) == ["-[Nav shouldAutorotateToInterfaceOrientation:]",
                                      "-[A shouldAutorotateToInterfaceOrientation:]"])
        #expect(h.state.interface == .portrait, "Nav answers NO by default")
        var yes = model
        yes.controllers[0].shouldAutorotateTo = .literal(.all)
        var both = try Harness(yes)
        try both.step(.turn(.landscapeLeft))
        #expect(both.state.interface == .landscapeRight)
        try both.step(.turn(.landscapeRight))
        #expect(both.state.interface == .landscapeLeft, "the plist chose the launch orientation only")
    }

    @Test("R11 face up, face down and unknown change the device only; notifications off or system lock: nothing")
    func flatAndSilent() throws {
        var h = try Harness(app([vc("A")]))
        try h.step(.turn(.landscapeLeft))
        h.clear()
        for flat in [DeviceOrientation.faceUp, .faceDown] {
            try h.step(.turn(flat))
            #expect(h.state.device == flat)
            #expect(h.state.interface == .landscapeRight)
        }
        #expect(!h.events.contains { $0.kind == .query })
        var silent = try Harness(app([vc("A")], notifications: false))
        silent.clear()
        try silent.step(.turn(.landscapeLeft))
        #expect(silent.events.isEmpty)
        #expect(silent.state.interface == .portrait)
        #expect(silent.state.lastDecision?.summary.contains("stopped device orientation notifications") == true)
    }

    @Test("R12 query order app, supported, shouldAutorotate; NO refuses; not in mask does nothing", arguments: [6, 13])
    func evaluationOrder(ios: Int) throws {
        var h = try Harness(app([vc("A", supported: .literal(.allButUpsideDown), shouldAutorotate: .variable("rotates"),
                                    vars: ["rotates": .bool(false)])], ios: ios, window: .literal(.all)))
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.calls == ["-[AppDelegate application:supportedInterfaceOrientationsForWindow:]",
                            "-[A supportedInterfaceOrientations]", "-[A shouldAutorotate]"])
        #expect(h.state.interface == .portrait)
        #expect(h.state.lastDecision?.summary == "landscapeRight ignored: [A shouldAutorotate] returned NO")
        try h.perform(.set([("rotates", .literal(.bool(true)))]), by: "A")
        try h.step(.turn(.portraitUpsideDown))
        #expect(h.state.interface == .portrait)
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeLeft)
    }

    @Test("R13 iOS 16 never asks shouldAutorotate")
    func ios16NoShouldAutorotate() throws {
        var h = try Harness(app([vc("A", shouldAutorotate: .literal(false))], ios: 16))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight)
        #expect(!h.lines.contains { $0.contains("shouldAutorotate]") })
    }

    @Test("R14 undefined preferred: current if supported, else interface(device), else fallback order")
    func preferredFallback() throws {
        let controllers = [vc("Root"), vc("Both", supported: .literal(.landscape)), vc("Any", supported: .literal(.all))]
        var current = try Harness(app(controllers, device: .ipad))
        try current.step(.present("Any"))
        #expect(current.state.interface == .portrait)
        var device = try Harness(app(controllers, device: .ipad, orientation: .landscapeRight))
        try device.step(.present("Both"))
        #expect(device.state.interface == .landscapeLeft)
        var fallback = try Harness(app(controllers, device: .ipad))
        try fallback.step(.present("Both"))
        #expect(fallback.state.interface == .landscapeRight)
        #expect(fallback.lines.contains("-[Both preferredInterfaceOrientationForPresentation]"))
    }

    @Test("R15 presenting: query order, presented decides, rotates to preferred, lifecycle order")
    func presentation() throws {
        var h = try Harness(app([
            nav("Nav", ["List"], forwarding: true), vc("List", supported: .literal(.portrait)),
            vc("Movie", supported: .literal(.landscape), preferred: .literal(.landscapeLeft)),
        ]))
        h.clear()
        try h.step(.present("Movie"))
        #expect(h.calls == [
            "-[Nav supportedInterfaceOrientations]", "-[List supportedInterfaceOrientations]",
            "-[Movie preferredInterfaceOrientationForPresentation]", "-[Movie supportedInterfaceOrientations]",
            "-[Nav shouldAutorotate]", "-[List shouldAutorotate]", "-[Movie shouldAutorotate]",
            // R22c: the presenter's views change size although they leave the screen; the
            // presented controller appears at its size and hears nothing.
            "-[Nav willTransitionToTraitCollection:withTransitionCoordinator:]",
            "-[List willTransitionToTraitCollection:withTransitionCoordinator:]",
            "-[Nav viewWillTransitionToSize:withTransitionCoordinator:]",
            "-[List viewWillTransitionToSize:withTransitionCoordinator:]",
            "-[Nav viewWillLayoutSubviews]", "-[List viewWillLayoutSubviews]",
            "-[List viewWillDisappear:]", "-[Nav viewWillDisappear:]", "-[Movie viewWillAppear:]",
            "-[Nav traitCollectionDidChange:]", "-[List traitCollectionDidChange:]",
            "-[List viewDidDisappear:]", "-[Nav viewDidDisappear:]", "-[Movie viewDidAppear:]",
        ])
        #expect(h.state.interface == .landscapeLeft)
        #expect(h.decider == "Movie")
        #expect(!h.calls.contains { $0.hasPrefix("-[Movie") && $0.contains("Transition") })
        h.clear()
        try h.step(.turn(.landscapeRight))
        #expect(h.calls == [
            "-[Nav shouldAutorotate]", "-[List shouldAutorotate]",
            "-[Nav supportedInterfaceOrientations]", "-[List supportedInterfaceOrientations]",
            "-[Movie shouldAutorotate]", "-[Movie supportedInterfaceOrientations]",
        ])
        #expect(h.state.interface == .landscapeLeft, "already there: interface(landscapeRight) = landscapeLeft")
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight, "the presenter's portrait mask no longer limits anything")
    }

    @Test("R16 R22c dismissing returns to the presenter's mask; the size transition reaches its chain")
    func dismissal() throws {
        var h = try Harness(app([
            nav("Nav", ["List"], forwarding: true), vc("List", supported: .literal(.portrait)),
            vc("Movie", supported: .literal(.landscape)),
        ], orientation: .landscapeLeft))
        try h.step(.present("Movie"))
        #expect(h.state.interface == .landscapeRight)
        h.clear()
        try h.step(.dismiss)
        #expect(h.state.interface == .portrait)
        #expect(h.decider == "Nav")
        #expect(h.calls.containsSubsequence(["-[Nav viewWillTransitionToSize:withTransitionCoordinator:]",
                                             "-[List viewWillTransitionToSize:withTransitionCoordinator:]"]))
        #expect(!h.calls.contains { $0.hasPrefix("-[Movie") && $0.contains("TransitionToSize") })
        #expect(h.calls.containsSubsequence(["-[Movie viewWillDisappear:]", "-[Nav viewWillAppear:]",
                                             "-[List viewWillAppear:]", "-[Movie viewDidDisappear:]"]))
    }

    @Test("R17a no common orientation with shouldAutorotate YES crashes at launch, presentation and rotation")
    func invalidOrientationCrash() throws {
        let launch = try Harness(app([vc("A", supported: .literal(.landscape))], plist: [.portrait]))
        let reason = "Supported orientations has no common orientation with the application, and [A shouldAutorotate] is returning YES"
        #expect(launch.state.crash?.reason == reason)
        #expect(launch.lines.last == "*** Terminating app due to uncaught exception "
            + "'UIApplicationInvalidInterfaceOrientation', reason: '\(reason)'")
        let refusing = try Harness(app([vc("A", supported: .literal(.landscape), shouldAutorotate: .literal(false))],
                                       plist: [.portrait]))
        #expect(refusing.state.crash == nil, "shouldAutorotate NO: no crash")
        var present = try Harness(app([vc("Root"), vc("Land", supported: .literal(.landscape))], plist: [.portrait]))
        try present.step(.present("Land"))
        #expect(present.state.crash?.reason.contains("[Land shouldAutorotate]") == true)
        var rotation = try Harness(app([vc("A", supported: .variable("m"), vars: ["m": .mask(.all)])],
                                       window: .variable("w"), vars: ["w": .mask(.all)]))
        try rotation.perform(.set([("w", .literal(.mask(.landscape))), ("m", .literal(.mask(.portrait)))]), by: "A")
        try rotation.step(.turn(.landscapeLeft))
        #expect(rotation.state.crash != nil)
    }

    @Test("R17b a preferred orientation outside the mask crashes; a crashed app only relaunches")
    func preferredCrash() throws {
        var h = try Harness(app([vc("Root"), vc("Bad", supported: .literal(.portrait), preferred: .literal(.landscapeLeft))]))
        try h.step(.present("Bad"))
        #expect(h.state.crash?.reason
            == "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!")
        #expect(throws: StepError.self) { try h.step(.present("Root")) }
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait && h.state.physical == .landscapeLeft)
        try h.step(.relaunch)
        #expect(h.state.crash == nil)
        #expect(h.state.interface == .landscapeRight)
        #expect(h.visible == "Root")
    }
}
