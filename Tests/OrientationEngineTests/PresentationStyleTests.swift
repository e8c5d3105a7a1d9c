import Testing
@testable import OrientationEngine

/// R15, R15a, R17: how a presentation's style decides who decides, and the crash's words.
@Suite("Presentation styles R15 R15a R17")
struct PresentationStyleTests {
    static func model(style: PresentationStyle, ios: Int = 13, device: DeviceModel = .iphoneHome) -> AppModel {
        app([vc("Home", supported: .literal(.portrait)),
             vc("Movie", supported: .literal(.landscape), preferred: .literal(.landscapeRight), presentation: style)],
            device: device, ios: ios, plist: [.portrait, .landscapeLeft, .landscapeRight])
    }

    @Test("R15a automatic is a page sheet from iOS 13 on, full screen below", arguments: [6, 8, 12, 13, 16, 17, 26])
    func automaticByVersion(ios: Int) throws {
        #expect(PresentationStyle.automatic.resolved(iosVersion: ios) == (ios >= 13 ? .pageSheet : .fullScreen))
        var h = try Harness(Self.model(style: .automatic, ios: ios))
        try h.step(.present("Movie"))
        #expect(h.decider == (ios >= 13 ? "Home" : "Movie"))
        #expect(h.state.interface == (ios >= 13 ? .portrait : .landscapeRight))
        #expect(h.visible == "Movie")
    }

    @Test("R15a a sheet is not asked, does not decide and leaves the presenter's lifecycle alone",
          arguments: [PresentationStyle.pageSheet, .formSheet, .popover])
    func sheetsNeverDecide(style: PresentationStyle) throws {
        var h = try Harness(Self.model(style: style))
        h.clear()
        try h.step(.present("Movie"))
        #expect(h.calls == ["-[Movie viewWillAppear:]", "-[Movie viewDidAppear:]"])
        #expect(h.engine.topSheet == h.engine.id(of: "Movie"))
        #expect(h.state.lastDecision?.summary.contains("still decides") == true)
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait, "Home's portrait mask still rules")
        #expect(h.calls.contains("-[Home supportedInterfaceOrientations]"))
        #expect(!h.calls.contains("-[Movie supportedInterfaceOrientations]"))
        #expect(h.engine.screenButtons.allSatisfy { $0.owner == h.engine.id(of: "Movie") }, "only the sheet is touchable")
        h.clear()
        try h.step(.dismiss)
        #expect(h.calls == ["-[Movie viewWillDisappear:]", "-[Movie viewDidDisappear:]"])
        #expect(h.visible == "Home")
    }

    @Test("R15a over full screen decides but keeps the presenter's view (no disappear/appear)")
    func overFullScreen() throws {
        var h = try Harness(Self.model(style: .overFullScreen))
        h.clear()
        try h.step(.present("Movie"))
        #expect(h.decider == "Movie")
        #expect(h.state.interface == .landscapeRight)
        #expect(h.calls.contains("-[Movie supportedInterfaceOrientations]"))
        #expect(!h.calls.contains("-[Home viewWillDisappear:]"))
        h.clear()
        try h.step(.dismiss)
        #expect(h.state.interface == .portrait, "R16: Home decides again")
        #expect(!h.calls.contains("-[Home viewWillAppear:]"))
    }

    @Test("R15a R15 full screen: asked, decides, presenter disappears")
    func fullScreen() throws {
        var h = try Harness(Self.model(style: .fullScreen))
        h.clear()
        try h.step(.present("Movie"))
        #expect(h.decider == "Movie")
        #expect(h.calls.containsSubsequence(["-[Movie preferredInterfaceOrientationForPresentation]",
                                             "-[Home viewWillDisappear:]", "-[Movie viewWillAppear:]"]))
    }

    @Test("R15 a defined preferred orientation is honoured even when the current one is supported")
    func preferredHonoured() throws {
        let model = app([vc("Home"), vc("Any", supported: .literal(.allButUpsideDown), preferred: .literal(.landscapeLeft))])
        var h = try Harness(model)
        try h.step(.present("Any"))
        #expect(h.state.interface == .landscapeLeft, "portrait was supported, yet the preferred one wins")
        var undefined = model
        undefined.controllers[1].preferred = nil
        var u = try Harness(undefined)
        try u.step(.present("Any"))
        #expect(u.state.interface == .portrait, "undefined: R14's model keeps the current orientation")
    }

    @Test("R17 the exception's name is the constant's value, without 'Exception'")
    func exceptionName() throws {
        let h = try Harness(app([vc("A", supported: .literal(.landscape))], plist: [.portrait]))
        #expect(h.lines.last?.hasPrefix("*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation', reason: '") == true)
    }

    @Test("R17b wording by iOS version: 6–8 generic, 9+ names the mask", arguments: [6, 7, 8, 9, 13, 16])
    func preferredWording(ios: Int) throws {
        var h = try Harness(app([vc("Root"), vc("Bad", supported: .literal([.portrait, .landscapeRight]),
                                                 preferred: .literal(.landscapeLeft))], ios: ios))
        try h.step(.present("Bad"))
        let expected = ios >= 9
            ? "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait, landscapeRight'!"
            : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
        #expect(h.state.crash?.reason == expected)
    }

    @Test("R17 on presentation (b) is checked before (a)")
    func preferredBeforeEmptyMask() throws {
        var h = try Harness(app([vc("Root"), vc("Both", supported: .literal(.landscape), preferred: .literal(.portrait))],
                                plist: [.portrait]))
        try h.step(.present("Both"))
        #expect(h.state.crash?.reason.hasPrefix("preferredInterfaceOrientationForPresentation") == true,
                "app ∩ Both is empty too, but the preferred check comes first")
    }

    @Test("R17 R10 iOS 5 never throws the exception")
    func noCrashOnIOS5() throws {
        var h = try Harness(app([vc("Root"), vc("Bad", supported: .literal(.portrait), preferred: .literal(.landscapeLeft),
                                                 autorotateTo: .literal(.none))], ios: 5, plist: [.portrait]))
        try h.step(.present("Bad"))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.crash == nil)
    }
}

/// R15a: `modalPresentationStyle` is a property of the presented instance, set by whoever
/// presents it: one class can be a sheet at one call site and full screen at another.
@Suite("Call-site presentation style R15a")
struct CallSiteStyleTests {
    @Test("R15a a call site's style wins over the controller's own, for that presentation only")
    func callSiteStyleWins() throws {
        // Movie's own style is a page sheet; one site presents it full screen.
        let model = app([vc("Home", supported: .literal(.portrait),
                            buttons: [Button(title: "Full", actions: [.present("Movie", style: .fullScreen)]),
                                      Button(title: "Sheet", actions: [.present("Movie")])]),
                         vc("Movie", supported: .literal(.landscape), preferred: .literal(.landscapeRight),
                            presentation: .pageSheet)],
                        device: .iphoneHome, ios: 17, plist: [.portrait, .landscapeLeft, .landscapeRight])
        var h = try Harness(model)
        try h.step(.tap("Full"))
        #expect(h.decider == "Movie")
        #expect(h.state.interface == .landscapeRight)
        try h.step(.dismiss)
        #expect(h.state.interface == .portrait)
        try h.step(.tap("Sheet"))
        #expect(h.decider == "Home", "the controller's own page sheet: not asked")
        #expect(h.state.interface == .portrait)
    }
}
