import Testing
@testable import OrientationEngine

/// R27: iPad apps that support Split View and Slide Over are never asked for masks.
@Suite("iPad multitasking R27")
struct MultitaskingTests {
    static func model(ios: Int = 15, requiresFullScreen: Bool = false, plist: [InterfaceOrientation]? = allFour,
                      device: DeviceModel = .ipad) -> AppModel {
        app([vc("Home", supported: .literal(.portrait), shouldAutorotate: .literal(false)),
             vc("Modal", supported: .literal(.landscape), preferred: .literal(.landscapeLeft))],
            device: device, ios: ios, plist: plist, window: .literal(.portrait), requiresFullScreen: requiresFullScreen)
    }

    static let cases: [(Int, Bool)] = [8, 9, 13, 16, 26].flatMap { ios in [false, true].map { (ios, $0) } }

    @Test("R27 applies from iOS 9 on, unless UIRequiresFullScreen", arguments: cases)
    func byVersion(ios: Int, requiresFullScreen: Bool) throws {
        let on = ios >= 9 && !requiresFullScreen
        #expect(Engine.supportsMultitasking(Self.model(ios: ios, requiresFullScreen: requiresFullScreen)) == on)
        var h = try Harness(Self.model(ios: ios, requiresFullScreen: requiresFullScreen))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == (on ? .landscapeRight : .portrait))
        let queries = h.events.filter { $0.kind == .query }
        #expect(queries.isEmpty == on, "no mask query at launch or on a turn under R27")
    }

    @Test("R27 needs all four in the plist (or none, R5's iPad default) and an iPad")
    func conditions() {
        #expect(Engine.supportsMultitasking(Self.model(plist: nil)))
        #expect(!Engine.supportsMultitasking(Self.model(plist: [.portrait, .landscapeLeft, .landscapeRight])))
        #expect(!Engine.supportsMultitasking(Self.model(device: .iphoneHome)))
    }

    @Test("R27 presentation asks nothing, keeps the orientation and cannot crash")
    func presentation() throws {
        var h = try Harness(Self.model())
        h.clear()
        try h.step(.present("Modal"))
        #expect(h.state.interface == .portrait)
        #expect(h.state.crash == nil)
        #expect(!h.events.contains { $0.kind == .query })
        #expect(h.state.lastDecision?.summary.contains("R27") == true)
    }

    @Test("R27 device KVC picks among all four")
    func forcing() throws {
        var old = try Harness(Self.model(ios: 13))
        try old.perform(.forceDevice(.landscapeRight))
        #expect(old.state.interface == .landscapeLeft)
        #expect(old.engine.currentMasks.contains { $0.label == "multitasking (R27)" })
    }

    @Test("R20b R27 a multitasking iPad app's geometry request fails with error 101 (windowing mode) and nothing rotates",
          arguments: [16, 17, 26])
    func geometryRefused(ios: Int) throws {
        var h = try Harness(Self.model(ios: ios))
        h.clear()
        try h.perform(.requestGeometry(.literal(.landscapeLeft)), by: "Home")
        #expect(h.state.interface == .portrait)
        #expect(h.transitions.isEmpty)
        #expect(h.console == ["[Home] requestGeometryUpdate error: Error Domain=UISceneErrorDomain Code=101 "
            + "\"The current windowing mode does not allow for programmatic changes to interface orientation.\""])
        #expect(h.state.lastDecision?.note == .geometryRefused(.windowingMode))
        #expect(h.state.lastDecision?.summary.contains("windowing mode") == true)
        #expect(!h.events.contains { $0.kind == .query }, "nothing is asked")
        // The empty-mask rule comes first: no error, no handler call.
        h.clear()
        try h.perform(.requestGeometry(.literal(.none)), by: "Home")
        #expect(h.console.isEmpty)
        var full = try Harness(Self.model(ios: ios, requiresFullScreen: true))
        try full.perform(.requestGeometry(.literal(.portrait)), by: "Home")
        #expect(full.state.lastDecision?.note != .geometryRefused(.windowingMode), "full screen: R20b's mask rules")
    }

    @Test("R20b R27 P2 a multitasking iPad app's player, refused by the windowing mode, falls back to the transform")
    func playerFallsBack() throws {
        let player = ControllerSpec(name: "Player", kind: .player)
        var h = try Harness(app([player], device: .ipad, ios: 17, plist: allFour, requiresFullScreen: false))
        try h.step(.tap("fullscreen"))
        #expect(h.state.interface == .portrait)
        #expect(h.state.transforms[.player]?.orientation == .landscapeRight)
        #expect(h.console.contains { $0.contains("windowing mode") && $0.contains("falling back to transform") })
    }
}
