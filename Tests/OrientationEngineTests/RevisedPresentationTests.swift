import Testing
@testable import OrientationEngine

/// ROTATION_SPEC.md's revision of 2026-11-28: R16's two profiles, R17b logged from iOS 17,
/// R15a's overFullScreen intersection and R5's sheet-styled iPhone default.
@Suite("Dismissal and presentation on iOS 16+ R16 R17 R15a R5")
struct RevisedPresentationTests {
    /// Home answers `homeSupported`; Movie is landscape-only, presented full screen with a preferred side.
    func modal(ios: Int, orientation: DeviceOrientation = .portrait, homeSupported: OrientationMask = .allButUpsideDown,
               homePreferred: InterfaceOrientation? = nil, moviePreferred: InterfaceOrientation = .landscapeRight) -> AppModel {
        app([vc("Home", supported: .literal(homeSupported), preferred: homePreferred.map { .literal($0) }),
             vc("Movie", supported: .literal(.landscape), preferred: .literal(moviePreferred))],
            ios: ios, orientation: orientation)
    }

    static let preferredCrash = "preferredInterfaceOrientationForPresentation 'portrait' must match a supported "
        + "interface orientation: 'landscapeRight, landscapeLeft'!"

    // MARK: R16

    @Test("R16 iOS 16+ asks the presenter's preferred on every dismissal, right after its supported orientations",
          arguments: [16, 17, 26])
    func preferredAskedAfterSupported(ios: Int) throws {
        var h = try Harness(modal(ios: ios, homePreferred: .landscapeLeft))
        try h.step(.present("Movie"))
        h.clear()
        try h.step(.dismiss)
        let queries = h.events.filter { $0.kind == .query }.map(\.line)
        #expect(queries == ["-[Home supportedInterfaceOrientations]", "-[Home preferredInterfaceOrientationForPresentation]"])
        #expect(h.state.interface == .portrait, "the device's orientation comes before the preferred one")
    }

    @Test("R16 the device flat: before 16 the presenter's preferred decides; from 16 the current orientation, still supported, is kept",
          arguments: [13, 15, 16, 17])
    func flatDevice(ios: Int) throws {
        var h = try Harness(modal(ios: ios, homePreferred: .landscapeLeft))
        try h.step(.present("Movie"))
        try h.step(.turn(.faceUp))
        h.clear()
        try h.step(.dismiss)
        #expect(h.calls.contains("-[Home preferredInterfaceOrientationForPresentation]"))
        #expect(h.state.interface == (ios >= 16 ? .landscapeRight : .landscapeLeft), "iOS \(ios)")
    }

    @Test("R16 iOS 16+: the preferred orientation is the target only when neither the device's nor the current one is in the mask")
    func preferredRanksThird() throws {
        let mask: OrientationMask = [.portrait, .landscapeLeft]
        var h = try Harness(modal(ios: 17, homeSupported: mask, homePreferred: .landscapeLeft))
        try h.step(.present("Movie"))
        try h.step(.turn(.faceUp))
        try h.step(.dismiss)
        #expect(h.state.interface == .landscapeLeft, "device flat, landscapeRight not in Home's mask: the preferred")
        var undefined = try Harness(modal(ios: 17, homeSupported: mask))
        try undefined.step(.present("Movie"))
        try undefined.step(.turn(.faceUp))
        try undefined.step(.dismiss)
        #expect(undefined.state.interface == .portrait, "no preferred: the first of R14's order")
    }

    @Test("R16 R17 the device's orientation already current and the presenter's preferred outside its mask: iOS 6–16 crash on dismissal, 17+ log and keep it",
          arguments: [9, 13, 15, 16, 17, 18, 26])
    func crashWhereBApplies(ios: Int) throws {
        var h = try Harness(modal(ios: ios, orientation: .landscapeLeft, homeSupported: .landscape, homePreferred: .portrait))
        #expect(h.state.interface == .landscapeRight)
        try h.step(.present("Movie"))
        #expect(h.state.crash == nil)
        h.clear()
        try h.step(.dismiss)
        if ios <= 16 {
            #expect(h.state.crash?.reason == Self.preferredCrash, "iOS \(ios)")
            #expect(h.lines.contains { $0.hasPrefix("*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation'") })
        } else {
            #expect(h.state.crash == nil, "iOS \(ios)")
            #expect(h.console == ["[Orientation] " + Self.preferredCrash])
            #expect(h.state.interface == .landscapeRight)
        }
    }

    @Test("R16 R17 the device giving a new orientation: iOS 16 asks the invalid preferred but does not raise, as iOS 15 did not ask it",
          arguments: [15, 16, 17])
    func deviceTargetNoCrash(ios: Int) throws {
        var h = try Harness(modal(ios: ios, homeSupported: .portrait, homePreferred: .landscapeLeft))
        try h.step(.present("Movie"))
        h.clear()
        try h.step(.dismiss)
        #expect(h.state.crash == nil)
        #expect(h.state.interface == .portrait)
        #expect(h.console.isEmpty, "nothing to log: (a) gives the target")
        #expect(h.calls.contains("-[Home preferredInterfaceOrientationForPresentation]") == (ios >= 16))
    }

    @Test("R16 R17 the device flat and a portrait-only presenter preferring landscape: 16 crashes, 17 turns to portrait by R14's order",
          arguments: [16, 17])
    func flatInvalidPreferred(ios: Int) throws {
        var h = try Harness(modal(ios: ios, homeSupported: .portrait, homePreferred: .landscapeLeft))
        try h.step(.present("Movie"))
        try h.step(.turn(.faceUp))
        try h.step(.dismiss)
        if ios == 16 {
            #expect(h.state.crash?.reason == "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!")
        } else {
            #expect(h.state.crash == nil)
            #expect(h.state.interface == .portrait)
        }
    }

    // MARK: R17b on presentation

    @Test("R17 iOS 17+: a presented controller's preferred outside its mask is logged, not raised; iOS 6–16 raise",
          arguments: [8, 13, 16, 17, 18, 26, 27])
    func presentedPreferredLogged(ios: Int) throws {
        var h = try Harness(modal(ios: ios, moviePreferred: .portrait))
        h.clear()
        try h.step(.present("Movie"))
        if ios <= 16 {
            #expect(h.state.crash != nil, "iOS \(ios)")
            #expect(h.console.isEmpty)
        } else {
            #expect(h.state.crash == nil, "iOS \(ios)")
            #expect(h.console == ["[Orientation] " + Self.preferredCrash])
            // The device's portrait and the current portrait are not in Movie's mask: R14's order.
            #expect(h.state.interface == .landscapeRight)
            #expect(h.decider == "Movie")
        }
    }

    @Test("R17 iOS 17+: after the console line the interface goes to interface(device) when the mask holds it")
    func presentedPreferredDeviceFirst() throws {
        // Device landscapeRight: the interface would be landscapeLeft, but Home is portrait-only.
        var h = try Harness(modal(ios: 17, orientation: .landscapeRight, homeSupported: .portrait, moviePreferred: .portrait))
        #expect(h.state.interface == .portrait)
        try h.step(.present("Movie"))
        #expect(h.state.interface == .landscapeLeft, "interface(device), not R14's landscapeRight")
    }

    // MARK: R15a overFullScreen

    func popup(style: PresentationStyle, home: OrientationMask = .portrait, popup: OrientationMask = .allButUpsideDown,
               ios: Int = 16) -> AppModel {
        app([vc("Home", supported: .literal(home)),
             vc("Popup", supported: .literal(popup), presentation: style)], ios: ios)
    }

    @Test("R15a an allButUpsideDown overFullScreen popup over a portrait-only screen stays portrait", arguments: [13, 16, 17])
    func overFullScreenIntersects(ios: Int) throws {
        var h = try Harness(popup(style: .overFullScreen, ios: ios))
        try h.step(.present("Popup"))
        #expect(h.decider == "Popup")
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait)
        #expect(h.calls.contains("-[Home supportedInterfaceOrientations]"))
        let rows = try #require(h.decisions.last?.rows)
        #expect(rows.contains(Decision.Row(.visibleBelow("Home"), .portrait)))
        #expect(h.engine.currentEffectiveMask() == .portrait)
        #expect(h.engine.currentMasks.contains(Decision.Row(.visibleBelow("Home"), .portrait)))
    }

    @Test("R15a fullScreen and custom do not intersect with the presenter", arguments: [PresentationStyle.fullScreen, .custom])
    func fullWindowStylesDoNotIntersect(style: PresentationStyle) throws {
        var h = try Harness(popup(style: style))
        try h.step(.present("Popup"))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight)
    }

    @Test("R15a an empty intersection leaves the presented mask alone")
    func emptyIntersection() throws {
        var h = try Harness(popup(style: .overFullScreen, popup: .landscape))
        try h.step(.present("Popup"))
        #expect(h.state.interface == .landscapeRight, "R14's model within the presented mask")
        #expect(h.engine.currentEffectiveMask() == .landscape)
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeLeft)
    }

    @Test("R15a each presenter still visible counts; a full-screen presentation below hides the ones under it")
    func stackedPresenters() throws {
        let model = app([vc("Home", supported: .literal(.all)),
                         vc("Over1", supported: .literal(.allButUpsideDown), presentation: .overFullScreen),
                         vc("Over2", supported: .literal([.portrait, .landscapeLeft]), presentation: .overFullScreen)],
                        ios: 16)
        var h = try Harness(model)
        try h.perform(.present("Over1"), by: "Home")
        try h.perform(.present("Over2"), by: "Over1")
        #expect(h.engine.currentEffectiveMask() == [.portrait, .landscapeLeft], "Over2 ∩ Over1 ∩ Home")
        var full = try Harness(app([vc("Home", supported: .literal(.portrait)),
                                    vc("Full", supported: .literal(.all)),
                                    vc("Over", supported: .literal(.all), presentation: .overFullScreen)],
                                   ios: 16, plist: allFour))
        try full.perform(.present("Full"), by: "Home")
        try full.perform(.present("Over"), by: "Full")
        #expect(full.engine.currentEffectiveMask() == .all, "Home is hidden under Full and does not count")
    }

    @Test("R15a R16 dismissing back to an overFullScreen presenter judges by its intersected mask")
    func dismissToOverFullScreen() throws {
        var h = try Harness(app([vc("Home", supported: .literal(.portrait)),
                                 vc("Popup", supported: .literal(.allButUpsideDown), presentation: .overFullScreen),
                                 vc("Movie", supported: .literal(.landscape), preferred: .literal(.landscapeRight))],
                                ios: 17))
        try h.perform(.present("Popup"), by: "Home")
        try h.perform(.present("Movie"), by: "Popup")
        #expect(h.state.interface == .landscapeRight)
        try h.step(.turn(.landscapeLeft))
        try h.step(.dismiss)
        #expect(h.decider == "Popup")
        #expect(h.state.interface == .portrait, "Popup ∩ Home is portrait: the device's landscape is not in it")
    }

    // MARK: R5

    @Test("R5 from iOS 13 an iPhone controller without an override whose own style is a sheet answers all",
          arguments: PresentationStyle.allCases)
    func sheetStyledDefault(style: PresentationStyle) throws {
        let sheet = [PresentationStyle.automatic, .pageSheet, .formSheet].contains(style)
        for (device, ios) in [(DeviceModel.iphoneHome, 13), (.iphoneHome, 17), (.iphoneFaceID, 26), (.iphoneHome, 12), (.ipad, 17)] {
            let engine = try Engine(model: app([vc("Home", presentation: style)], device: device, ios: ios))
            let id = try #require(engine.id(of: "Home"))
            let expected: OrientationMask = device == .ipad || (ios >= 13 && sheet) ? .all : .allButUpsideDown
            #expect(engine.liveSupportedMask(of: id) == expected, "\(style) on \(device) iOS \(ios)")
        }
    }

    @Test("R5 a sheet-styled root shows upside down on a home-button iPhone whose plist holds it; not on iOS 12, not on Face ID",
          arguments: [(DeviceModel.iphoneHome, 13), (.iphoneHome, 12), (.iphoneFaceID, 13)])
    func sheetStyledUpsideDown(device: DeviceModel, ios: Int) throws {
        var h = try Harness(app([vc("Home", presentation: .automatic)], device: device, ios: ios, plist: allFour))
        try h.step(.turn(.portraitUpsideDown))
        let shows = device == .iphoneHome && ios >= 13
        #expect(h.state.interface == (shows ? .portraitUpsideDown : .portrait), "\(device) iOS \(ios)")
    }
}

extension RevisedPresentationTests {
    @Test("R5 R15a the presented instance's style counts: a sheet-styled class presented full screen answers allButUpsideDown")
    func siteStyleDecidesDefault() throws {
        var h = try Harness(app([vc("Home", supported: .literal(.all)), vc("Card", presentation: .automatic)],
                                ios: 13, plist: allFour))
        let card = try #require(h.engine.id(of: "Card"))
        #expect(h.engine.liveSupportedMask(of: card) == .all, "its own style: a page sheet")
        try h.perform(.present("Card", style: .fullScreen), by: "Home")
        #expect(h.engine.liveSupportedMask(of: card) == .allButUpsideDown)
        try h.step(.turn(.portraitUpsideDown))
        #expect(h.state.interface == .portrait)
        try h.step(.dismiss)
        #expect(h.engine.liveSupportedMask(of: card) == .all)
    }
}
