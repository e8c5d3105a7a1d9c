import Testing
@testable import OrientationEngine

/// The engine keeps a few values derived from the model instead of working them out at
/// every question (issue 15): the controllers' names and the plist's mask. These tests
/// change what is not kept after a first evaluation and check that decisions follow.
@Suite("Derived state follows the hierarchy (issue 15)")
struct DerivedStateTests {
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
}
