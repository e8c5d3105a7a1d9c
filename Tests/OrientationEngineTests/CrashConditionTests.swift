import Testing
@testable import OrientationEngine

/// When UIApplicationInvalidInterfaceOrientation really happens (R13, R17), the Face ID
/// nav's status bar (R23) and forwarding to the presented controller, from the decompiled
/// `UIViewController.__supportedInterfaceOrientations` and `UINavigationController`.
@Suite("Crash conditions, status bar under a nav, forwarding to what is presented R13 R17 R23")
struct CrashConditionTests {
    let reason = "Supported orientations has no common orientation with the application, and [A shouldAutorotate] is returning YES"

    @Test("R13 R17 iOS 16+: app ∩ DC empty asks shouldAutorotate; YES raises, NO rotates nothing and raises nothing",
          arguments: [16, 17, 26])
    func modernAsksShouldAutorotate(ios: Int) throws {
        let yes = try Harness(app([vc("A", supported: .literal(.landscape))], ios: ios, plist: [.portrait]))
        #expect(yes.calls.contains("-[A shouldAutorotate]"))
        #expect(yes.state.crash?.reason == reason)
        let no = try Harness(app([vc("A", supported: .literal(.landscape), shouldAutorotate: .literal(false))],
                                 ios: ios, plist: [.portrait]))
        #expect(no.calls.contains("-[A shouldAutorotate]"))
        #expect(no.state.crash == nil)
        #expect(no.state.interface == .portrait)
        var turning = no
        try turning.step(.turn(.landscapeLeft))
        #expect(turning.state.crash == nil && turning.state.interface == .portrait)
        #expect(turning.decisions.last?.summary.contains("R13") == true)
    }

    @Test("R13 iOS 16+: shouldAutorotate is not asked while app ∩ DC holds an orientation")
    func modernSkipsShouldAutorotate() throws {
        var h = try Harness(app([vc("A", supported: .literal(.all), shouldAutorotate: .literal(false))], ios: 16))
        try h.step(.turn(.landscapeLeft))
        #expect(!h.calls.contains("-[A shouldAutorotate]"))
        #expect(h.state.interface == .landscapeRight, "NO no longer gates rotation")
    }

    @Test("R17 a DC answering no orientations never raises and rotates nothing", arguments: [6, 13, 16])
    func emptyDeciderMask(ios: Int) throws {
        var h = try Harness(app([vc("A", supported: .literal(.none))], ios: ios))
        #expect(h.state.crash == nil)
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.crash == nil && h.state.interface == .portrait)
        var presenting = try Harness(app([vc("Root"), vc("None", supported: .literal(.none))], ios: ios))
        try presenting.step(.present("None"))
        #expect(presenting.state.crash == nil && presenting.decider == "None")
    }

    @Test("R17 a window method answering none counts as all four", arguments: [6, 13, 16])
    func emptyAppMask(ios: Int) throws {
        var h = try Harness(app([vc("A", supported: .literal(.landscape))], ios: ios, window: .literal(.none)))
        #expect(h.state.crash == nil)
        #expect(h.state.interface.isLandscape, "launch falls back into A's landscape mask")
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight)
    }

    @Test("R17 iOS 16 presentation: an empty intersection asks the presented controller's shouldAutorotate")
    func modernPresentation() throws {
        var yes = try Harness(app([vc("Root"), vc("Land", supported: .literal(.landscape))], ios: 16, plist: [.portrait]))
        try yes.step(.present("Land"))
        #expect(yes.calls.contains("-[Land shouldAutorotate]"))
        #expect(yes.state.crash != nil)
        var no = try Harness(app([vc("Root"), vc("Land", supported: .literal(.landscape), shouldAutorotate: .literal(false))],
                                 ios: 16, plist: [.portrait]))
        try no.step(.present("Land"))
        #expect(no.state.crash == nil && no.state.interface == .portrait)
    }

    @Test("R23 on a Face ID iPhone a nav with a visible bar does not forward prefersStatusBarHidden; home-button iPhones do")
    func faceIDNavStatusBar() throws {
        let controllers = [nav("Nav", ["A"]), vc("A", statusBarHidden: .literal(true))]
        let faceID = try Harness(app(controllers, device: .iphoneFaceID))
        #expect(!faceID.state.statusBarHidden, "the nav answers by the default rule; A's YES is ignored")
        #expect(!faceID.calls.contains("-[A prefersStatusBarHidden]"))
        let home = try Harness(app(controllers, device: .iphoneHome))
        #expect(home.state.statusBarHidden)
        let bare = try Harness(app([vc("A", statusBarHidden: .literal(true))], device: .iphoneFaceID))
        #expect(bare.state.statusBarHidden, "without a nav the controller's own answer counts")
    }

    @Test("R9 R15a a root forwarding to what it presents: the sheet's mask decides while it is up")
    func forwardsToPresented() throws {
        let root = ControllerSpec(name: "Browser", supported: .presented(fallback: .literal(.portrait)))
        var h = try Harness(app([root, vc("Sheet", supported: .literal(.all), presentation: .pageSheet)], ios: 13))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait, "nothing presented: the fallback")
        try h.step(.present("Sheet"))
        h.clear()
        try h.step(.turn(.landscapeRight))
        #expect(h.calls.containsSubsequence(["-[Browser supportedInterfaceOrientations]", "-[Sheet supportedInterfaceOrientations]"]))
        #expect(h.state.interface == .landscapeLeft)
        try h.step(.dismiss)
        try h.step(.turn(.portrait))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait, "dismissed: the fallback again")
    }

    @Test("R9 R15a an alert answers its presenter's mask (`presenting`): over a portrait-only root it stays portrait", arguments: [13, 16, 26])
    func alertAnswersPresenter(ios: Int) throws {
        let alert = ControllerSpec(name: "Alert", supported: .presenting, presentation: .custom)
        var h = try Harness(app([vc("Home", supported: .literal(.portrait)), alert], ios: ios))
        try h.step(.present("Alert"))
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.calls.containsSubsequence(["-[Alert supportedInterfaceOrientations]", "-[Home supportedInterfaceOrientations]"]))
        #expect(h.state.interface == .portrait, "the alert asks Home, which answers portrait")
        var free = try Harness(app([vc("Home", supported: .literal(.allButUpsideDown)), alert], ios: ios))
        try free.step(.present("Alert"))
        try free.step(.turn(.landscapeLeft))
        #expect(free.state.interface == .landscapeRight, "Home turns, so the alert does")
    }

    @Test("R9 an alert over a root that forwards to what it presents: UIKit's recursion guard answers the default")
    func alertRecursionAnswersDefault() throws {
        let root = ControllerSpec(name: "Browser", supported: .presented(fallback: .literal(.portrait)))
        let alert = ControllerSpec(name: "Alert", supported: .presenting, presentation: .custom)
        var h = try Harness(app([root, alert]))
        try h.step(.present("Alert"))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight, "the default mask (allButUpsideDown), not a loop")
        #expect(throws: ModelError.self) { try Engine(model: app([vc("A")], window: .presenting)) }
    }

    @Test("R14 R16 a preferred orientation forwarded to a controller that defines none is undefined: R14's model")
    func forwardedPreferredUndefined() throws {
        var h = try Harness(app([nav("Nav", ["List"], forwarding: true), vc("List"),
                                 vc("Movie", supported: .literal(.landscape), preferred: .literal(.landscapeRight))]))
        try h.step(.present("Movie"))
        try h.step(.turn(.faceUp))
        try h.step(.dismiss)
        #expect(h.calls.contains("-[List preferredInterfaceOrientationForPresentation]"))
        #expect(h.state.interface == .landscapeRight, "not a made-up portrait: the supported current orientation stays")
        let browser = ControllerSpec(name: "Browser", supported: .literal(.allButUpsideDown),
                                     preferred: .presented(fallback: .literal(.landscapeLeft)))
        var fallback = try Harness(app([browser, vc("Movie", supported: .literal(.landscape),
                                                    preferred: .literal(.landscapeRight))]))
        try fallback.step(.present("Movie"))
        try fallback.step(.turn(.faceUp))
        try fallback.step(.dismiss)
        #expect(fallback.state.interface == .landscapeLeft, "nothing presented any more: the given fallback")
    }

    @Test("presented forwarding is for controllers only: the app delegate presents nothing")
    func presentedValidation() throws {
        let model = app([vc("A")], window: .presented(fallback: .literal(.all)))
        #expect(throws: ModelError.self) { try Engine(model: model) }
    }
}
