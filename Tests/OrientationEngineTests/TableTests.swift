import Testing
@testable import OrientationEngine

/// The same app on every profile and device: what a landscape turn does, per rule.
@Suite("Profiles × devices")
struct TableTests {
    /// Every device on every profile it ran (no Face ID iPhone before iOS 11).
    static let cases: [(Int, DeviceModel)] = [5, 6, 13, 16].flatMap { ios in
        DeviceModel.allCases.filter { ios >= $0.firstIOS }.map { (ios, $0) }
    }

    @Test("R5 R6 R10 R12 R13 R23 a default app turned around on every profile and device", arguments: cases)
    func turnAround(ios: Int, device: DeviceModel) throws {
        var h = try Harness(app([vc("A", autorotateTo: .literal(.all))], device: device, ios: ios))
        var seen: [InterfaceOrientation] = []
        for turn in [DeviceOrientation.landscapeLeft, .portraitUpsideDown, .landscapeRight, .faceUp, .portrait] {
            try h.step(.turn(turn))
            seen.append(h.state.interface)
        }
        // Upside down: iPad's R5 default; iOS 5 has no app mask at all (R10), so the home-button
        // iPhone turns too; the Face ID iPhone never does (R6).
        let upsideDown: InterfaceOrientation =
            device == .ipad || (ios == 5 && device == .iphoneHome) ? .portraitUpsideDown : .landscapeRight
        #expect(seen == [.landscapeRight, upsideDown, .landscapeLeft, .landscapeLeft, .portrait], "ios \(ios) \(device)")
        let askedShouldAutorotate = h.lines.contains("-[A shouldAutorotate]")
        #expect(askedShouldAutorotate == (ios == 6 || ios == 13))
        #expect(h.lines.contains { $0.contains("shouldAutorotateToInterfaceOrientation:") } == (ios == 5))
    }

    @Test("R22 callbacks per profile for one quarter turn", arguments: [5, 6, 13, 16])
    func callbacksPerProfile(ios: Int) throws {
        var h = try Harness(app([vc("A", autorotateTo: .literal(.all))], ios: ios))
        h.clear()
        try h.step(.turn(.landscapeLeft))
        let callbacks = h.events.filter { $0.kind == .callback }.map(\.selector)
        if ios <= 6 {
            #expect(callbacks.first == "willRotateToInterfaceOrientation:duration:")
            #expect(callbacks.last == "didRotateFromInterfaceOrientation:")
        } else {
            #expect(callbacks.first == "willTransitionToTraitCollection:withTransitionCoordinator:")
            #expect(callbacks.last == "traitCollectionDidChange:")
        }
    }
}
