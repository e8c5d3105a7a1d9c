import Testing
@testable import OrientationEngine

/// R20e: iOS 16 judges geometry requests by the masks it last asked.
@Suite("iOS 16 mask cache R20e")
struct MaskCacheTests {
    static let model = app([vc("Home")], device: .iphoneFaceID, ios: 16,
                           window: .conditional(Condition([.isTrue("allow")]), then: .literal(.allButUpsideDown),
                                                else: .literal(.portrait)),
                           vars: ["allow": .bool(false)])

    @Test("R20e a flipped variable counts only after setNeedsUpdate; the request itself asks nothing")
    func flipThenRequest() throws {
        var h = try Harness(Self.model)
        try h.perform(.set([("allow", .literal(.bool(true)))]))
        #expect(h.engine.staleMaskCache?.cached.app == .portrait)
        #expect(h.engine.staleMaskCache?.live.app == .allButUpsideDown)
        h.clear()
        try h.perform(.requestGeometry(.literal(.landscapeRight)), by: "Home")
        #expect(h.state.interface == .portrait)
        #expect(h.calls.isEmpty, "no query: the cached masks judge")
        #expect(h.console.last?.contains("Code=101") == true)
        #expect(h.state.lastDecision?.summary.contains("R20e") == true)
        try h.perform(.setNeedsUpdate, by: "Home")
        #expect(h.engine.staleMaskCache == nil)
        try h.perform(.requestGeometry(.literal(.landscapeRight)), by: "Home")
        #expect(h.state.interface == .landscapeRight)
    }

    @Test("R20e the next evaluation refreshes the cache too")
    func evaluationRefreshes() throws {
        var h = try Harness(Self.model)
        try h.perform(.set([("allow", .literal(.bool(true)))]))
        try h.step(.turn(.faceUp))
        #expect(h.engine.staleMaskCache != nil, "face up asks nothing (R11)")
        try h.step(.turn(.landscapeLeft))
        #expect(h.engine.staleMaskCache == nil)
        #expect(h.state.maskCache?.app == .allButUpsideDown)
    }

    @Test("R20e only iOS 16 shows a stale cache", arguments: [13, 16])
    func onlyIOS16(ios: Int) throws {
        var model = Self.model
        model.iosVersion = ios
        var h = try Harness(model)
        try h.perform(.set([("allow", .literal(.bool(true)))]))
        #expect((h.engine.staleMaskCache != nil) == (ios >= 16))
    }
}
