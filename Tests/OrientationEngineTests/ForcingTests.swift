import Testing
@testable import OrientationEngine

@Suite("Pop problem and forcing R18–R20")
struct ForcingTests {
    /// A nav forwarding to its top child; List is portrait-only, Land allows landscape.
    func popProblemApp(ios: Int = 13) -> AppModel {
        app([nav("Nav", ["List"], forwarding: true), vc("List", supported: .literal(.portrait)),
             vc("Land", supported: .literal(.allButUpsideDown))], ios: ios)
    }

    @Test("R18 push, rotate, pop: the portrait-only screen shows in landscape until the next device change")
    func popProblem() throws {
        var h = try Harness(popProblemApp())
        try h.step(.push("Land"))
        #expect(h.state.interface == .portrait, "push does not re-evaluate")
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight)
        h.clear()
        try h.step(.pop)
        #expect(h.visible == "List")
        #expect(h.state.interface == .landscapeRight)
        #expect(!h.events.contains { $0.kind == .query && $0.selector == "supportedInterfaceOrientations" })
        try h.step(.turn(.faceUp))
        #expect(h.state.interface == .landscapeRight, "face up is no evaluation")
        try h.step(.turn(.portrait))
        #expect(h.state.interface == .portrait)
    }

    @Test("R18 tab selection does not re-evaluate either")
    func tabSelection() throws {
        var h = try Harness(app([
            ControllerSpec(name: "Tabs", kind: .tab, tabs: ["Free", "Fixed"], supported: .top),
            vc("Free"), vc("Fixed", supported: .literal(.portrait)),
        ]))
        try h.step(.turn(.landscapeLeft))
        try h.step(.selectTab(1))
        #expect(h.visible == "Fixed" && h.state.interface == .landscapeRight)
    }

    @Test("R19 attemptRotationToDeviceOrientation runs R12 with the current device orientation")
    func attemptRotation() throws {
        var h = try Harness(app([vc("A", supported: .variable("m"), vars: ["m": .mask(.portrait)])],
                                orientation: .landscapeLeft))
        #expect(h.state.interface == .portrait)
        try h.perform(.set([("m", .literal(.mask(.allButUpsideDown)))]), by: "A")
        #expect(h.state.interface == .portrait, "changing the answer alone rotates nothing")
        h.clear()
        try h.perform(.attemptRotation, by: "A")
        #expect(h.calls.prefix(2) == ["-[A supportedInterfaceOrientations]", "-[A shouldAutorotate]"])
        #expect(h.state.interface == .landscapeRight)
        // After the pop problem it cannot help while the device is still sideways: R12 rotates
        // only to interface(device), which the portrait-only screen refuses.
        var pop = try Harness(popProblemApp())
        try pop.step(.push("Land"))
        try pop.step(.turn(.landscapeLeft))
        try pop.step(.pop)
        try pop.perform(.attemptRotation)
        #expect(pop.state.interface == .landscapeRight)
    }

    @Test("R19 setNeedsUpdateOfSupportedInterfaceOrientations after pop fixes the pop problem on iOS 16")
    func setNeedsUpdate() throws {
        var h = try Harness(popProblemApp(ios: 16))
        try h.step(.push("Land"))
        try h.step(.turn(.landscapeLeft))
        try h.step(.pop)
        #expect(h.state.interface == .landscapeRight)
        try h.perform(.setNeedsUpdate)
        #expect(h.state.interface == .portrait)
        try h.step(.push("Land"))
        try h.perform(.setNeedsUpdate)
        #expect(h.state.interface == .landscapeRight, "interface(device) is supported again and differs")
    }

    @Test("R19 iOS 16: attemptRotationToDeviceOrientation is deprecated, not a no-op: it works as setNeedsUpdate…, silently")
    func deprecatedAttemptRotation() throws {
        var h = try Harness(popProblemApp(ios: 16))
        try h.step(.push("Land"))
        try h.step(.turn(.landscapeLeft))
        try h.step(.pop)
        #expect(h.state.interface == .landscapeRight)
        h.clear()
        try h.perform(.attemptRotation)
        #expect(h.state.interface == .portrait, "the masks are asked again and the popped screen turns back")
        #expect(h.calls.contains { $0.hasSuffix("supportedInterfaceOrientations]") })
        #expect(h.console.isEmpty, "no console line")
        var legacy = try Harness(popProblemApp(ios: 13))
        try legacy.step(.push("Land"))
        try legacy.step(.turn(.landscapeLeft))
        try legacy.step(.pop)
        try legacy.perform(.attemptRotation)
        #expect(legacy.state.interface == .landscapeRight, "below 16 it evaluates the device orientation (R12)")
    }

    @Test("R20a device KVC turns the reported device; same value sends nothing; a physical turn overrides")
    func deviceKVC() throws {
        var h = try Harness(app([vc("A")]))
        try h.perform(.forceDevice(.landscapeRight))
        #expect(h.state.device == .landscapeRight && h.state.physical == .portrait)
        #expect(h.state.interface == .landscapeLeft)
        h.clear()
        try h.perform(.forceDevice(.landscapeRight))
        #expect(h.events.isEmpty, "setting the value it already has sends no change")
        try h.step(.turn(.portrait))
        #expect(h.state.interface == .landscapeLeft, "a turn to the physical orientation it already has is no turn")
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.device == .landscapeLeft && h.state.interface == .landscapeRight)
        var modern = try Harness(app([vc("A")], ios: 16))
        try modern.perform(.forceDevice(.landscapeRight))
        #expect(modern.state.device == .portrait && modern.state.interface == .portrait)
        #expect(modern.console == ["[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"])
    }

    @Test("R20b requestGeometryUpdate rotates, or fails with error 101")
    func geometryRequest() throws {
        var h = try Harness(app([nav("Nav", ["A"], forwarding: true), vc("A", supported: .variable("m"),
                                                                          vars: ["m": .mask(.portrait)])], ios: 16))
        try h.perform(.requestGeometry(.literal(.landscapeRight)), by: "A")
        #expect(h.state.interface == .portrait)
        // Only the app's handler hears it (its line, A's), UIKit prints nothing.
        #expect(h.console.last == "[A] requestGeometryUpdate error: Error Domain=UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait\"")
        #expect(h.events.last { $0.kind == .console }?.receiver == "A")
        #expect(!h.console.contains { $0.hasPrefix("[Orientation]") })
        try h.perform(.set([("m", .literal(.mask(.allButUpsideDown)))]), by: "A")
        try h.perform(.setNeedsUpdate, by: "A")
        try h.perform(.requestGeometry(.literal(.landscape)), by: "A")
        #expect(h.state.interface == .landscapeRight, "first of the intersection in R14's order")
        #expect(h.events.contains { $0.selector == "viewWillTransitionToSize:withTransitionCoordinator:" })
    }

    @Test("R20c setStatusBarOrientation works only while shouldAutorotate is NO; iOS 16 ignores it")
    func statusBarOrientation() throws {
        var refusing = try Harness(app([vc("A", shouldAutorotate: .literal(false))], ios: 6))
        try refusing.perform(.setStatusBar(.landscapeRight))
        #expect(refusing.state.statusBarOrientation == .landscapeRight)
        #expect(refusing.state.interface == .portrait)
        #expect(!refusing.events.contains { $0.kind == .callback })
        var rotating = try Harness(app([vc("A")], ios: 6))
        try rotating.perform(.setStatusBar(.landscapeRight))
        #expect(rotating.state.statusBarOrientation == .portrait)
        var modern = try Harness(app([vc("A", shouldAutorotate: .literal(false))], ios: 16))
        try modern.perform(.setStatusBar(.landscapeRight))
        #expect(modern.state.statusBarOrientation == .portrait)
    }

    @Test("R20d transform turns one view by R4's angle with swapped bounds; the interface stays")
    func transformFallback() throws {
        var h = try Harness(app([vc("A", supported: .literal(.portrait))]))
        try h.send(.perform(.transform(view: .this, to: .landscapeRight, animated: true), by: "A"))
        let turned = try #require(h.state.transforms[.controller("A")])
        #expect(turned.toAngle == 90 && turned.swapsBounds && turned.duration == 0.3)
        #expect(h.state.interface == .portrait)
        #expect(!h.events.contains { $0.kind == .callback })
        try h.perform(.transform(view: .window, to: .landscapeLeft, animated: false))
        #expect(h.state.transforms[.window]?.toAngle == -90)
        #expect(h.state.transforms[.window]?.duration == 0)
        try h.perform(.transform(view: .this, to: nil, animated: true), by: "A")
        #expect(h.state.transforms[.controller("A")]?.toAngle == 0)
        #expect(h.state.transforms[.controller("A")]?.swapsBounds == false)
    }

    @Test("R20a R20b the console lines of an ignored KVC and a refused request carry their meaning as a typed notice")
    func typedNotices() throws {
        var modern = try Harness(app([vc("A", supported: .literal(.portrait))], ios: 16))
        try modern.perform(.forceDevice(.landscapeRight))
        #expect(modern.events.compactMap(\.notice) == [.deviceOrientationKVCUnsupported])
        modern.clear()
        try modern.perform(.requestGeometry(.literal(.landscapeRight)), by: "A")
        #expect(modern.events.compactMap(\.notice) == [.sceneError(code: 101)])
        var old = try Harness(app([vc("A")], ios: 15))
        try old.perform(.forceDevice(.landscapeRight))
        #expect(old.events.allSatisfy { $0.notice == nil }, "before iOS 16 KVC works and says nothing")
    }

    @Test("R20b error 101 lists orientations by name, the supported ones without what the device never shows")
    func geometryErrorNames() throws {
        var h = try Harness(app([vc("A", supported: .literal(.all))], device: .iphoneFaceID, ios: 16))
        try h.perform(.requestGeometry(.literal(.portraitUpsideDown)), by: "A")
        #expect(h.console.last == "[A] requestGeometryUpdate error: Error Domain=UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. Requested: portraitUpsideDown; Supported: portrait, landscapeLeft, landscapeRight\"")
        var home = try Harness(app([vc("A", supported: .literal(.landscape))], ios: 16))
        try home.perform(.requestGeometry(.literal([.portrait, .portraitUpsideDown])), by: "A")
        #expect(home.console.last?.hasSuffix("Requested: portrait, portraitUpsideDown; Supported: landscapeLeft, landscapeRight\"") == true)
    }

    @Test("R20b an empty geometry request does nothing: no error, no handler call, no rotation")
    func emptyGeometryRequest() throws {
        var h = try Harness(app([vc("A")], ios: 16))
        h.clear()
        try h.perform(.requestGeometry(.literal(.none)), by: "A")
        #expect(h.events.isEmpty)
        #expect(h.state.interface == .portrait)
        #expect(h.decisions.last?.summary.contains("R20b") == true)
    }
}
