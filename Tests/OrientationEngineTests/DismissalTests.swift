import Testing
@testable import OrientationEngine

/// R16 (dismissal), R15a's other styles and R22c (size transitions beyond the deciding
/// chain), as the decompiled UIKit of iOS 18.2/26.1 shows them (ROTATION_SPEC.md, 2026-11-25).
@Suite("Dismissal, presentation styles and size transitions R15a R16 R22c")
struct DismissalTests {
    /// Home supports every orientation but upside down; Movie is landscape-only with a preferred side.
    func forcedModal(ios: Int = 13, orientation: DeviceOrientation = .portrait,
                     homePreferred: OrientationExpr? = nil, homeSupported: MaskExpr = .literal(.allButUpsideDown),
                     style: PresentationStyle = .fullScreen) -> AppModel {
        app([vc("Home", supported: homeSupported, preferred: homePreferred),
             vc("Movie", supported: .literal(.landscape), preferred: .literal(.landscapeRight), presentation: style)],
            ios: ios, orientation: orientation)
    }

    @Test("R16 a landscape modal forced over an upright phone returns to portrait although the presenter supports landscape",
          arguments: [6, 9, 13, 16, 26])
    func returnsToDeviceOrientation(ios: Int) throws {
        var h = try Harness(forcedModal(ios: ios))
        try h.step(.present("Movie"))
        #expect(h.state.interface == .landscapeRight)
        h.clear()
        try h.step(.dismiss)
        #expect(h.state.interface == .portrait, "iOS \(ios)")
        // Before 16 (a) answers without asking preferred…; from 16 it is asked on every dismissal.
        #expect(h.calls.contains("-[Home preferredInterfaceOrientationForPresentation]") == (ios >= 16), "iOS \(ios)")
        #expect(h.decisions.last?.summary.contains("device's orientation") == true)
        #expect(h.decisions.last?.summary.contains("R16") == true)
    }

    @Test("R16 the device's orientation being already the current one: before 16 (b) applies and the presenter's preferred wins; from 16 the device's is kept",
          arguments: [6, 13, 15, 16, 17, 26])
    func deviceAlreadyCurrent(ios: Int) throws {
        var h = try Harness(forcedModal(ios: ios, orientation: .landscapeLeft, homePreferred: .literal(.portrait)))
        try h.step(.present("Movie"))
        #expect(h.state.interface == .landscapeRight)
        h.clear()
        try h.step(.dismiss)
        #expect(h.calls.contains("-[Home preferredInterfaceOrientationForPresentation]"), "asked in both profiles")
        #expect(h.state.interface == (ios >= 16 ? .landscapeRight : .portrait), "iOS \(ios)")
    }

    @Test("R16 with the device flat the presenter's preferred orientation is asked and honoured")
    func flatDeviceAsksPreferred() throws {
        var h = try Harness(forcedModal(homePreferred: .literal(.landscapeLeft)))
        try h.step(.present("Movie"))
        try h.step(.turn(.faceUp))
        h.clear()
        try h.step(.dismiss)
        #expect(h.calls.contains("-[Home preferredInterfaceOrientationForPresentation]"))
        #expect(h.state.interface == .landscapeLeft)
        var model = try Harness(forcedModal())
        try model.step(.present("Movie"))
        try model.step(.turn(.faceUp))
        try model.step(.dismiss)
        #expect(model.state.interface == .landscapeRight, "undefined: R14's model keeps the supported current one")
    }

    @Test("R16 R17 a presenter whose preferred orientation is outside its mask crashes the app on dismissal")
    func crashOnDismissal() throws {
        // Portrait-only Home says landscapeLeft; the phone lies flat, so the device gives no target.
        var h = try Harness(forcedModal(homePreferred: .literal(.landscapeLeft), homeSupported: .literal(.portrait)))
        try h.step(.present("Movie"))
        #expect(h.state.crash == nil, "presenting asks the presented controller's preferred, not Home's")
        try h.step(.turn(.faceUp))
        try h.step(.dismiss)
        #expect(h.state.crash?.reason == "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!")
        var upright = try Harness(forcedModal(homePreferred: .literal(.landscapeLeft), homeSupported: .literal(.portrait)))
        try upright.step(.present("Movie"))
        try upright.step(.dismiss)
        #expect(upright.state.crash == nil, "an upright device gives the target: preferred… is never asked")
        #expect(upright.state.interface == .portrait)
    }

    @Test("R16 R15a dismissing a sheet asks nothing and rotates nothing")
    func sheetDismissal() throws {
        var h = try Harness(forcedModal(style: .pageSheet))
        try h.step(.present("Movie"))
        try h.step(.turn(.landscapeLeft))
        h.clear()
        try h.step(.dismiss)
        #expect(!h.calls.contains { $0.contains("supportedInterfaceOrientations") || $0.contains("preferred") })
        #expect(h.transitions.isEmpty)
    }

    @Test("R15a custom decides as overFullScreen does: asked, the presenter's view kept")
    func customStyle() throws {
        var h = try Harness(forcedModal(style: .custom))
        h.clear()
        try h.step(.present("Movie"))
        #expect(h.decider == "Movie")
        #expect(h.state.interface == .landscapeRight)
        #expect(h.calls.contains("-[Movie preferredInterfaceOrientationForPresentation]"))
        #expect(!h.calls.contains("-[Home viewWillDisappear:]"), "custom keeps the presenter's view")
    }

    @Test("R15a currentContext and overCurrentContext never decide and are not asked",
          arguments: [PresentationStyle.currentContext, .overCurrentContext])
    func contextStyles(style: PresentationStyle) throws {
        var h = try Harness(forcedModal(style: style))
        h.clear()
        try h.step(.present("Movie"))
        #expect(h.decider == "Home")
        #expect(h.state.interface == .portrait)
        #expect(!h.calls.contains { $0.hasPrefix("-[Movie") && !$0.contains("view") })
        #expect(h.calls.contains("-[Home viewWillDisappear:]") == (style == .currentContext))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight, "rotations follow the presenter's mask")
        #expect(h.engine.policyRole(of: h.engine.id(of: "Movie") ?? -1) == .sheet(style))
    }

    @Test("R22c a sheet on screen hears the size transition after its presenter's chain")
    func sheetHearsSizeTransition() throws {
        var h = try Harness(app([nav("Nav", ["Home"]), vc("Home"), vc("Sheet", presentation: .pageSheet)], root: "Nav"))
        try h.step(.present("Sheet"))
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.calls.filter { $0.contains("viewWillTransitionToSize") } == [
            "-[Nav viewWillTransitionToSize:withTransitionCoordinator:]",
            "-[Home viewWillTransitionToSize:withTransitionCoordinator:]",
            "-[Sheet viewWillTransitionToSize:withTransitionCoordinator:]",
        ])
    }

    @Test("R22c the hidden presenter under a full-screen presentation hears the rotation, root chain first")
    func hiddenPresenterHearsRotation() throws {
        var h = try Harness(app([nav("Nav", ["Home"]), vc("Home"), vc("Movie", supported: .literal(.all))], root: "Nav"))
        try h.step(.present("Movie"))
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.calls.filter { $0.contains("viewWillTransitionToSize") } == [
            "-[Nav viewWillTransitionToSize:withTransitionCoordinator:]",
            "-[Home viewWillTransitionToSize:withTransitionCoordinator:]",
            "-[Movie viewWillTransitionToSize:withTransitionCoordinator:]",
        ])
        #expect(h.calls.filter { $0.contains("willTransitionToTraitCollection") }.count == 3, "iPhone: the trait pair too")
    }

    @Test("R22c below iOS 8 only the deciding chain hears a rotation, and presentations send none")
    func legacyCallbacks() throws {
        var h = try Harness(app([nav("Nav", ["Home"]), vc("Home"), vc("Movie", supported: .literal(.all))],
                                root: "Nav", ios: 6))
        try h.step(.present("Movie"))
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.calls.filter { $0.contains("willRotateToInterfaceOrientation") } == [
            "-[Movie willRotateToInterfaceOrientation:duration:]",
        ])
        var forced = try Harness(forcedModal(ios: 6))
        h.clear()
        try forced.step(.present("Movie"))
        try forced.step(.dismiss)
        #expect(!forced.calls.contains { $0.contains("Rotate") })
    }
}
