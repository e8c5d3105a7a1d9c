import Testing
@testable import OrientationEngine

@Suite("Model validation")
struct ValidationTests {
    func error(_ model: AppModel) -> ModelError? {
        do {
            _ = try Engine(model: model)
            return nil
        } catch {
            return error
        }
    }

    @Test("unknown controllers name their key path")
    func unknownController() {
        #expect(error(app([vc("A")], root: "Nope"))?.keyPath == "app.root")
        #expect(error(app([nav("Nav", ["Ghost"])]))?.keyPath == "controllers.Nav.stack[0]")
        let pushGhost = vc("A", buttons: [Button(title: "Go", actions: [.pop, .push("Ghost")])])
        #expect(error(app([pushGhost]))?.keyPath == "controllers.A.buttons[0].do[1].push")
    }

    @Test("`top` needs a container, `topmost` the window method")
    func forwarding() {
        #expect(error(app([vc("A", supported: .top)]))?.keyPath == "controllers.A.supported")
        #expect(error(app([vc("A", supported: .topmost)]))?.message.contains("window method") == true)
        #expect(error(app([nav("Nav", ["A"]), vc("A")], window: .topmost)) == nil)
    }

    @Test("forwarding cycles between containers")
    func cycles() {
        let model = app([ControllerSpec(name: "T1", kind: .tab, tabs: ["T2"]), ControllerSpec(name: "T2", kind: .tab, tabs: ["T1"])])
        #expect(error(model)?.message.contains("forwarding cycle") == true)
        let selfCall = vc("A", methods: ["loop": [.call("again")], "again": [.call("loop")]])
        #expect(error(app([selfCall]))?.message.contains("calls itself") == true)
    }

    @Test("undefined and mistyped variables")
    func variables() {
        #expect(error(app([vc("A", supported: .variable("nope"))]))?.message == "undefined variable 'nope' (not in A's or the app's vars)")
        let wrongType = vc("A", supported: .conditional(Condition([.isTrue("m")]), then: .literal(.all), else: .literal(.portrait)),
                           vars: ["m": .mask(.all)])
        #expect(error(app([wrongType]))?.keyPath == "controllers.A.supported.if")
        let badSet = vc("A", vars: ["flag": .bool(true)], hooks: [.viewWillAppear: [.set([("flag", .literal(.mask(.all)))])]])
        #expect(error(app([badSet]))?.keyPath == "controllers.A.on.viewWillAppear[0].set.flag")
        #expect(error(app([vc("A")], window: .variable("w"), vars: ["w": .mask(.all)])) == nil)
    }

    @Test("iOS 16 actions below 16 and tab indexes out of range")
    func actions() {
        let modern = vc("A", buttons: [Button(title: "Fix", actions: [.setNeedsUpdate])])
        #expect(error(app([modern], ios: 15))?.keyPath == "controllers.A.buttons[0].do[0].setNeedsUpdate")
        #expect(error(app([modern], ios: 16)) == nil)
        let geometry = vc("A", methods: ["go": [.requestGeometry(.literal(.landscape))]])
        #expect(error(app([geometry], ios: 13))?.keyPath == "controllers.A.methods.go[0].requestGeometry")
        #expect(error(app([tab("T", ["A"], selected: 2), vc("A")]))?.keyPath == "controllers.T.selected")
        let select = vc("A", buttons: [Button(title: "Five", actions: [.selectTab(5)])])
        #expect(error(app([tab("T", ["A"]), select], root: "T"))?.message.contains("out of range") == true)
    }

    @Test("tester mistakes are step errors, not crashes")
    func stepErrors() throws {
        var h = try Harness(app([vc("A", buttons: [Button(title: "Here", actions: [])])]))
        #expect(throws: StepError("no button 'There' on screen (visible: 'Here')")) { try h.step(.tap("There")) }
        #expect(throws: StepError.self) { try h.step(.pop) }
        #expect(throws: StepError.self) { try h.step(.selectTab(1)) }
        #expect(throws: StepError.self) { try h.step(.dismiss) }
        var tabs = try Harness(app([tab("T", ["A", "B"]), vc("A"), vc("B")]))
        #expect(throws: StepError("selectTab 2: tab index out of range (T has 2 tabs)")) { try tabs.step(.selectTab(2)) }
    }

    @Test("hooks that trigger themselves are stopped, not looped forever")
    func runawayHooks() throws {
        let flipper = vc("A", hooks: [.deviceOrientationDidChange: [.forceDevice(.faceDown), .forceDevice(.faceUp)]])
        var h = try Harness(app([flipper]))
        try h.step(.turn(.landscapeLeft))
        #expect(h.console.contains { $0.hasPrefix("[Sandbox] stopped: actions nested deeper than") })
    }
}

@Suite("Devices and versions that existed")
struct ExistedTests {
    @Test("R6 a Face ID iPhone never ran iOS before 11; a file without a device gets a home-button iPhone there")
    func faceIDNeedsIOS11() throws {
        #expect(throws: ModelError.self) { try Engine(model: app([vc("A")], device: .iphoneFaceID, ios: 10)) }
        #expect(throws: Never.self) { try Engine(model: app([vc("A")], device: .iphoneFaceID, ios: 11)) }
        #expect(DeviceModel.defaultModel(iosVersion: 9) == .iphoneHome)
        #expect(DeviceModel.defaultModel(iosVersion: 11) == .iphoneFaceID)
        #expect(!IOSVersion.isShipped(20) && !IOSVersion.isShipped(99) && IOSVersion.isShipped(26))
    }
}
