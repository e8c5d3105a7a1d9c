import Testing
@testable import OrientationEngine

/// The engine keeps a few values derived from the model and the hierarchy instead of working
/// them out at every question: the deciding chain (`EngineState.deciderChain`,
/// redone wherever a presentation, a push, a pop, a tab switch or a relaunch changes it), the
/// controllers' names and the plist's mask. These tests change what a value is derived from
/// after it was worked out and check that decisions, callbacks and the status bar follow.
@Suite("Derived state follows the hierarchy")
struct DerivedStateTests {
    /// The deciding chain worked out from scratch, to hold the engine's kept one against.
    static func liveDeciderChain(_ engine: Engine) -> [ControllerID] {
        let decider = engine.state.presented.last { engine.presentationStyle(of: $0).fillsWindow } ?? engine.state.root
        return engine.chain(from: decider)
    }

    static func expectChainIsLive(_ h: Harness, _ comment: Comment) {
        #expect(h.engine.deciderChain == liveDeciderChain(h.engine), comment)
    }

    /// `viewWillTransitionToSize:` receivers of the last rotation, outermost first (R22b).
    static func sizeReceivers(_ h: Harness) -> [String] {
        h.events.filter { $0.selector == "viewWillTransitionToSize:withTransitionCoordinator:" }.map(\.receiver)
    }

    @Test("R9 R15 R15a R16 the deciding controller follows presentations: full screen decides, a sheet over it does not, dismissals hand it back")
    func deciderFollowsPresentations() throws {
        var h = try Harness(app([
            vc("Home", supported: .literal(.portrait)),
            vc("Full", supported: .literal(.landscape), presentation: .fullScreen),
            vc("Sheet", supported: .literal(.portrait), presentation: .pageSheet),
        ]))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait)
        #expect(h.state.lastDecision?.decider == "Home")

        try h.step(.present("Full"))
        #expect(h.decider == "Full")
        #expect(h.state.interface == .landscapeRight, "R15: Full's mask, interface(device)")
        Self.expectChainIsLive(h, "after presenting full screen")

        try h.step(.present("Sheet"))
        #expect(h.decider == "Full", "R15a: a sheet never decides")
        Self.expectChainIsLive(h, "after presenting a sheet")
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeLeft, "Full's landscape mask, not the sheet's portrait")
        #expect(h.state.lastDecision?.decider == "Full")
        #expect(h.state.lastDecision?.rows.map(\.label) == ["app", "Full"])

        try h.step(.dismiss)
        #expect(h.decider == "Full")
        Self.expectChainIsLive(h, "after dismissing the sheet")

        try h.step(.dismiss)
        #expect(h.decider == "Home")
        #expect(h.state.interface == .portrait, "R16: Home's portrait mask again")
        Self.expectChainIsLive(h, "after dismissing the full-screen controller")
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait)
        #expect(h.state.lastDecision?.decider == "Home")
        #expect(h.state.lastDecision?.rows.map(\.label) == ["app", "Home"])
    }

    @Test("R18 R22 rotation callbacks go to the deciding chain as it is after a push, a pop and a tab switch")
    func callbacksFollowNavigation() throws {
        var h = try Harness(app([
            tab("Tabs", ["NavA", "B"]), nav("NavA", ["A"]), vc("A"), vc("B"), vc("C"),
        ]))
        try h.step(.turn(.landscapeLeft))
        #expect(Self.sizeReceivers(h) == ["Tabs", "NavA", "A"])

        try h.step(.push("C"))
        Self.expectChainIsLive(h, "after a push")
        h.clear()
        try h.step(.turn(.portrait))
        #expect(Self.sizeReceivers(h) == ["Tabs", "NavA", "C"])
        #expect(h.lines.contains("-[C traitCollectionDidChange:]"), "the end of the turn goes to the same chain")

        try h.step(.pop)
        Self.expectChainIsLive(h, "after a pop")
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(Self.sizeReceivers(h) == ["Tabs", "NavA", "A"])

        try h.step(.selectTab(1))
        Self.expectChainIsLive(h, "after a tab switch")
        h.clear()
        try h.step(.turn(.portrait))
        #expect(Self.sizeReceivers(h) == ["Tabs", "B"])
    }

    @Test("R18 selectTab switches the innermost tab bar with another tab to go to: a one-child holder inside a tab controller leaves it to the tab controller")
    func selectTabSkipsOneChildHolders() throws {
        var h = try Harness(app([tab("Split", ["Article", "Feeds"]), tab("Article", ["Web"]), vc("Web"), vc("Feeds")]))
        #expect(h.engine.visibleChain.map { h.engine.names[$0] } == ["Split", "Article", "Web"])
        try h.step(.selectTab(1))
        #expect(h.engine.visibleChain.map { h.engine.names[$0] } == ["Split", "Feeds"])
        // Two tab bars with tabs to switch: the inner one, as before.
        var nested = try Harness(app([tab("Outer", ["Inner", "X"]), tab("Inner", ["A", "B"]), vc("A"), vc("B"), vc("X")]))
        try nested.step(.selectTab(1))
        #expect(nested.engine.visibleChain.map { nested.engine.names[$0] } == ["Outer", "Inner", "B"])
    }

    @Test("R18 R22 a push during a rotation: the rotation's end goes to the chain it started with, the next one to the new chain")
    func pushDuringRotation() throws {
        var h = try Harness(app([nav("Nav", ["A"]), vc("A"), vc("B")]))
        try h.send(.turn(.landscapeLeft))
        #expect(h.engine.isRotating)
        try h.send(.push("B"))
        h.settle()
        #expect(h.lines.contains("-[A traitCollectionDidChange:]"))
        #expect(!h.lines.contains("-[B traitCollectionDidChange:]"))
        h.clear()
        try h.step(.turn(.portrait))
        #expect(Self.sizeReceivers(h) == ["Nav", "B"])
    }

    @Test("R15a R22c a push onto the navigation controller under a sheet: not on screen, yet its new top gets the rotation callbacks, then the sheet")
    func pushUnderSheet() throws {
        var h = try Harness(app([
            nav("Nav", ["A"]), vc("A"), vc("B"), vc("Sheet", presentation: .pageSheet),
        ]))
        try h.step(.present("Sheet"))
        try h.perform(.push("B"), by: "A")
        #expect(!h.engine.isVisible(h.engine.id(of: "Nav") ?? -1), "the sheet covers it")
        #expect(h.engine.deciderChain.map { h.engine.name(of: $0) } == ["Nav", "B"])
        Self.expectChainIsLive(h, "after a push under a sheet")
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(Self.sizeReceivers(h) == ["Nav", "B", "Sheet"])
    }

    @Test("R23 the status bar asks the innermost controller of the deciding chain after a push and a pop")
    func statusBarFollowsPushAndPop() throws {
        var h = try Harness(app([nav("Nav", ["A"]), vc("A"), vc("Hidden", statusBarHidden: .literal(true))]))
        #expect(!h.state.statusBarHidden)
        try h.step(.push("Hidden"))
        #expect(h.state.statusBarHidden)
        try h.step(.pop)
        #expect(!h.state.statusBarHidden)
    }

    @Test("R17 a relaunch after a crash while a controller is presented: the root decides again")
    func relaunchResetsDecider() throws {
        var h = try Harness(app([
            vc("Home"), vc("Bad", supported: .literal(.portrait), preferred: .literal(.landscapeLeft)),
        ]))
        try h.step(.present("Bad"))
        #expect(h.state.crash != nil, "R17b")
        try h.step(.relaunch)
        #expect(h.state.crash == nil)
        #expect(h.decider == "Home")
        Self.expectChainIsLive(h, "after the relaunch")
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight)
        #expect(h.state.lastDecision?.decider == "Home")
    }

    @Test("R9 R7 masks are asked anew at every evaluation: a flipped variable counts at the next turn")
    func masksAreNotKept() throws {
        var h = try Harness(app(
            [vc("A", supported: .conditional(Condition([.isTrue("wide")]), then: .literal(.allButUpsideDown),
                                              else: .literal(.portrait)),
                vars: ["wide": .bool(false)])],
            window: .variable("appMask"), vars: ["appMask": .mask(.all)]))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait)
        try h.perform(.set([("wide", .literal(.bool(true)))]), by: "A")
        try h.step(.turn(.portrait))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight)
        #expect(h.state.lastDecision?.rows.last?.mask == .allButUpsideDown)
        try h.perform(.set([("appMask", .literal(.mask(.portrait)))]))
        try h.step(.turn(.portrait))
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .portrait, "the window method's new answer narrows it")
        #expect(h.state.lastDecision?.rows.first?.mask == .portrait)
    }

    @Test("R7 R5 the plist's mask, worked out once, is the app mask without a window method; a model without a plist takes R5's default", arguments: [DeviceModel.iphoneHome, .ipad])
    func plistMask(device: DeviceModel) throws {
        var listed = try Harness(app([vc("A", supported: .literal(.all))], device: device, plist: [.portrait, .landscapeLeft]))
        try listed.step(.turn(.landscapeRight))
        #expect(listed.state.lastDecision?.rows.first?.mask == [.portrait, .landscapeLeft])
        #expect(listed.state.interface == .landscapeLeft)
        var none = try Harness(app([vc("A", supported: .literal(.all))], device: device))
        try none.step(.turn(.portraitUpsideDown))
        #expect(none.state.lastDecision?.rows.first?.mask == device.defaultMask)
        #expect(none.state.interface == (device == .ipad ? .portraitUpsideDown : .portrait))
    }

    @Test("R9 a forwarded query's line comes before the lines of the queries it forwarded to, two levels down")
    func forwardedQueryOrder() throws {
        var h = try Harness(app([
            nav("Nav", ["Tabs"], forwarding: true),
            ControllerSpec(name: "Tabs", kind: .tab, tabs: ["A"], supported: .top),
            vc("A", supported: .literal(.portrait)),
        ]))
        h.clear()
        try h.step(.turn(.landscapeLeft))
        let queries = h.events.filter { $0.kind == .query }.map { "\($0.receiver) \($0.selector) \($0.value ?? "")" }
        #expect(queries == [
            "Nav supportedInterfaceOrientations portrait", "Tabs supportedInterfaceOrientations portrait",
            "A supportedInterfaceOrientations portrait", "Nav shouldAutorotate YES", "Tabs shouldAutorotate YES",
        ])
        #expect(h.state.interface == .portrait)
    }

    @Test("R7 the window method forwarding to the topmost controller: its line first, then the controller's")
    func windowTopmostOrder() throws {
        var h = try Harness(app([nav("Nav", ["A"]), vc("A", supported: .literal(.landscape))], window: .topmost))
        h.clear()
        try h.step(.turn(.landscapeLeft))
        let queries = h.events.filter { $0.kind == .query }.map { "\($0.receiver) \($0.selector) \($0.value ?? "")" }
        #expect(queries.prefix(2) == [
            "AppDelegate application:supportedInterfaceOrientationsForWindow: landscape",
            "A supportedInterfaceOrientations landscape",
        ])
    }
}
