import Testing
@testable import OrientationEngine

@Suite("R9 advice with nested containers")
struct NestedForwardingTests {
    @Test("R9 a forwarding tab over a plain nav: the hint names the nav, the first container that does not forward")
    func hintNamesTheFirstNonForwardingContainer() throws {
        var tabs = tab("Tabs", ["Settings"])
        tabs.supported = .top
        let engine = try Engine(model: app([tabs, nav("Settings", ["Page"]), vc("Page", supported: .literal(.portrait))]))
        var launched = engine
        _ = try launched.send(.launch, at: 0)
        #expect(launched.firstNonForwarding(toward: try #require(launched.id(of: "Page"))) == launched.id(of: "Settings"))
        let hint = try #require(launched.unaskedAnswers.first)
        #expect(hint.controller == "Page")
        #expect(hint.decider == "Settings" && hint.forwardedFrom == "Tabs" && hint.canForward)
        #expect(hint.sentence.contains("`supported: top` on Settings forwards it"))
        #expect(!hint.sentence.contains("on Tabs"), "Tabs already forwards: \(hint.sentence)")
    }

    @Test("R9 a plain container that decides is the one named; a forwarding chain down to the child leaves no hint")
    func deciderOrNone() throws {
        var plain = try Engine(model: app([tab("Tabs", ["Page"]), vc("Page", supported: .literal(.portrait))]))
        _ = try plain.send(.launch, at: 0)
        let hint = try #require(plain.unaskedAnswers.first)
        #expect(hint.decider == "Tabs" && hint.forwardedFrom == nil)
        #expect(hint.sentence.contains("Tabs decides (\(hint.deciderMask))") && hint.sentence.contains("on Tabs forwards it"))
        var tabs = tab("Tabs", ["Settings"])
        tabs.supported = .top
        var forwarding = try Engine(model: app([tabs, nav("Settings", ["Page"], forwarding: true),
                                                vc("Page", supported: .literal(.portrait))]))
        _ = try forwarding.send(.launch, at: 0)
        #expect(forwarding.unaskedAnswers.isEmpty)
        #expect(forwarding.firstNonForwarding(toward: try #require(forwarding.id(of: "Page"))) == nil)
    }
}
