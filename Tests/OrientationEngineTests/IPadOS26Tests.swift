import Testing
@testable import OrientationEngine

/// R29 (model): iPadOS 26's orientation lock preference and UIRequiresFullScreen's end,
/// iOS 27's scene delegate mask.
@Suite("iPadOS 26 and iOS 27 R29")
struct IPadOS26Tests {
    static func locked(ios: Int = 26, device: DeviceModel = .ipad, requiresFullScreen: Bool = true) -> AppModel {
        var home = vc("Home", supported: .literal(.all))
        home.prefersOrientationLocked = .literal(true)
        return app([home], device: device, ios: ios, plist: allFour, requiresFullScreen: requiresFullScreen)
    }

    @Test("R29 prefersInterfaceOrientationLocked holds a full-screen iPad app's orientation from iPadOS 26")
    func lockHolds() throws {
        var h = try Harness(Self.locked())
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .portrait)
        #expect(h.calls.contains("-[Home prefersInterfaceOrientationLocked]"))
        #expect(h.decisions.last?.summary.contains("R29") == true)
    }

    @Test("R29 the lock preference counts only on iPadOS 26+, on an iPad, full screen (not under R27)",
          arguments: [(18, DeviceModel.ipad, true), (26, .iphoneHome, true), (26, .ipad, false)])
    func lockIgnored(ios: Int, device: DeviceModel, requiresFullScreen: Bool) throws {
        var h = try Harness(Self.locked(ios: ios, device: device, requiresFullScreen: requiresFullScreen))
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == .landscapeRight, "iOS \(ios) \(device) full screen \(requiresFullScreen)")
        #expect(!h.calls.contains("-[Home prefersInterfaceOrientationLocked]"))
    }

    @Test("R29 R27 UIRequiresFullScreen is ignored from the version UIRequiresFullScreenIgnoredStartingWithVersion names",
          arguments: [(18, false), (26, true), (27, true)])
    func requiresFullScreenIgnored(ios: Int, multitasking: Bool) throws {
        var model = app([vc("Home", supported: .literal(.portrait))], device: .ipad, ios: ios, plist: allFour,
                        requiresFullScreen: true)
        model.requiresFullScreenIgnoredFrom = 26
        #expect(Engine.supportsMultitasking(model) == multitasking, "iOS \(ios)")
        var h = try Harness(model)
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == (multitasking ? .landscapeRight : .portrait))
    }

    @Test("R29 R7 iOS 27: the scene delegate's mask replaces the plist list; the window method is still asked first",
          arguments: [26, 27])
    func sceneMask(ios: Int) throws {
        var model = app([vc("Home")], ios: ios, plist: [.portrait, .landscapeLeft, .landscapeRight])
        model.sceneMask = .literal(.portrait)
        var h = try Harness(model)
        h.clear()
        try h.step(.turn(.landscapeLeft))
        #expect(h.state.interface == (ios >= 27 ? .portrait : .landscapeRight), "iOS \(ios)")
        #expect(h.calls.contains("-[SceneDelegate supportedInterfaceOrientationsForWindowScene:]") == (ios >= 27))
        model.window = .literal(.allButUpsideDown)
        var window = try Harness(model)
        window.clear()
        try window.step(.turn(.landscapeLeft))
        #expect(window.state.interface == .landscapeRight, "the window method wins")
        #expect(!window.calls.contains("-[SceneDelegate supportedInterfaceOrientationsForWindowScene:]"))
    }
}
