import Testing
@testable import OrientationEngine

/// R28: extra windows. From iOS 16 the topmost visible window that can affect the status
/// bar decides for the scene; before, each window evaluates its own root (model).
@Suite("Extra windows R28")
struct WindowsTests {
    /// Home is portrait-only in the main window; Overlay's root Popup is landscape-only.
    static func model(ios: Int = 16, windows: [WindowSpec]? = nil, extra: [ControllerSpec] = []) -> AppModel {
        var model = app([vc("Home", supported: .literal(.portrait)), vc("Popup", supported: .literal(.landscape))] + extra,
                        ios: ios)
        model.windows = windows ?? [WindowSpec(name: "Overlay", level: 2000, root: "Popup")]
        return model
    }

    @Test("R28 iOS 16+: showing an overlay window hands the orientation to its root; hiding it hands it back",
          arguments: [16, 17, 26])
    func overlayTakesOver(ios: Int) throws {
        var h = try Harness(Self.model(ios: ios))
        #expect(h.engine.decidingWindowName == "main")
        h.clear()
        try h.perform(.showWindow("Overlay"))
        #expect(h.engine.decidingWindowName == "Overlay")
        #expect(h.decider == "Popup")
        #expect(h.state.interface == .landscapeRight, "portrait left Popup's mask: R19's re-evaluation")
        #expect(h.console.contains("[Window] Overlay shown (level alert, root Popup)"))
        #expect(h.console.contains { $0.hasPrefix("[Window] orientation decided by Overlay (was main)") })
        #expect(h.lines.containsSubsequence(["-[Popup viewWillAppear:]", "-[Popup supportedInterfaceOrientations]",
                                             "[Rotation] portrait -> landscapeRight (0.3 s)", "-[Popup viewDidAppear:]"]))
        #expect(h.decisions.last?.trigger == "showWindow Overlay: window Overlay decides (R28, R19)")
        h.clear()
        try h.perform(.hideWindow("Overlay"))
        #expect(h.engine.decidingWindowName == "main")
        #expect(h.decider == "Home")
        #expect(h.state.interface == .portrait)
        #expect(h.calls.contains("-[Home supportedInterfaceOrientations]"))
    }

    @Test("R28 R13 R20b while the overlay decides, device changes and geometry requests are judged by its root alone")
    func overlayMasksReplaceMain() throws {
        var h = try Harness(Self.model())
        try h.perform(.showWindow("Overlay"))
        h.clear()
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .landscapeLeft)
        #expect(!h.calls.contains("-[Home supportedInterfaceOrientations]"), "the main window's masks are ignored")
        h.clear()
        try h.perform(.requestGeometry(.literal(.portrait)), by: "Popup")
        #expect(h.state.interface == .landscapeLeft)
        #expect(h.console.first?.contains("Requested: portrait; Supported: landscapeLeft, landscapeRight") == true)
        #expect(h.state.maskCache?.deciderName == "Popup", "R20e caches the deciding window's root")
    }

    @Test("R28 a window that cannot affect the status bar, or sits below the main window, never decides")
    func nonDecidingWindows() throws {
        for spec in [WindowSpec(name: "Overlay", level: 2000, root: "Popup", canAffectStatusBar: false),
                     WindowSpec(name: "Overlay", level: -1, root: "Popup")] {
            var h = try Harness(Self.model(windows: [spec]))
            try h.perform(.showWindow("Overlay"))
            #expect(h.engine.decidingWindowName == "main")
            #expect(h.state.interface == .portrait)
            try h.step(.turn(.landscapeLeft))
            #expect(h.state.interface == .portrait)
        }
    }

    @Test("R28 higher level first; within a level the window shown last")
    func stacking() throws {
        let windows = [WindowSpec(name: "Toast", level: 1000, root: "Popup"),
                       WindowSpec(name: "Picker", level: 0, root: "Picker"),
                       WindowSpec(name: "Sheet", level: 0, root: "Other")]
        var h = try Harness(Self.model(windows: windows, extra: [vc("Picker", supported: .literal(.all)),
                                                                 vc("Other", supported: .literal(.portrait))]))
        try h.perform(.showWindow("Picker"))
        #expect(h.engine.decidingWindowName == "Picker", "level 0, shown after the main window")
        try h.perform(.showWindow("Sheet"))
        #expect(h.engine.decidingWindowName == "Sheet", "same level, shown last")
        try h.perform(.showWindow("Toast"))
        try h.perform(.showWindow("Picker"))
        #expect(h.engine.decidingWindowName == "Toast", "the higher level wins whatever the order")
        #expect(h.engine.visibleWindows.map(\.name) == ["main", "Picker", "Sheet", "Toast"])
        try h.perform(.hideWindow("Toast"))
        #expect(h.engine.decidingWindowName == "Sheet")
    }

    @Test("R28 a window listed with hidden: false is shown at launch, after the main window")
    func shownAtLaunch() throws {
        let h = try Harness(Self.model(windows: [WindowSpec(name: "Overlay", level: 2000, root: "Popup", hidden: false)]))
        #expect(h.engine.decidingWindowName == "Overlay")
        #expect(h.state.interface == .landscapeRight)
        #expect(h.lines.containsSubsequence(["-[Home viewDidAppear:]", "[Window] Overlay shown (level alert, root Popup)"]))
    }

    @Test("R28 the overlay's buttons are on screen and can hide it")
    func overlayButtons() throws {
        let popup = vc("Popup", supported: .literal(.landscape), buttons: [Button(title: "Close", actions: [.hideWindow("Overlay")])])
        var model = app([vc("Home", supported: .literal(.portrait)), popup], ios: 16)
        model.windows = [WindowSpec(name: "Overlay", level: 2000, root: "Popup")]
        var h = try Harness(model)
        #expect(!h.engine.visibleButtons.contains("Close"))
        try h.perform(.showWindow("Overlay"))
        try h.step(.tap("Close"))
        #expect(h.engine.decidingWindowName == "main")
        #expect(h.state.interface == .portrait)
    }

    @Test("R28 before iOS 16 each window evaluates its own root; the status bar follows the topmost; the main window stays",
          arguments: [8, 13, 15])
    func legacyWindows(ios: Int) throws {
        var h = try Harness(Self.model(ios: ios))
        try h.perform(.showWindow("Overlay"))
        #expect(h.engine.decidingWindowName == "main")
        #expect(h.decider == "Home")
        #expect(h.state.interface == .portrait, "the main window keeps its own orientation")
        #expect(h.engine.visibleWindows.last?.interface == .landscapeRight)
        #expect(h.state.statusBarOrientation == .landscapeRight, "the status bar follows the topmost window")
        h.clear()
        try h.step(.turn(.landscapeRight))
        #expect(h.state.interface == .portrait)
        #expect(h.engine.visibleWindows.last?.interface == .landscapeLeft)
        #expect(h.calls.containsSubsequence(["-[Home supportedInterfaceOrientations]", "-[Popup supportedInterfaceOrientations]"]))
        #expect(h.lines.contains("[Rotation] window Overlay: landscapeRight -> landscapeLeft (0.6 s)"))
        try h.perform(.hideWindow("Overlay"))
        #expect(h.state.statusBarOrientation == .portrait)
    }

    @Test("R28 R15 while an overlay decides (iOS 16+), a presentation in the main window is not asked")
    func presentationUnderOverlay() throws {
        var h = try Harness(Self.model(extra: [vc("Movie", supported: .literal(.portrait), preferred: .literal(.portrait))]))
        try h.perform(.showWindow("Overlay"))
        h.clear()
        try h.step(.present("Movie"))
        #expect(!h.calls.contains("-[Movie preferredInterfaceOrientationForPresentation]"))
        #expect(h.decider == "Popup")
        #expect(h.state.interface == .landscapeRight)
    }

    @Test("R28 validation: unknown windows, a reserved or repeated name, a root already on screen elsewhere")
    func validation() {
        var model = Self.model()
        model.controllers[0].buttons = [Button(title: "Show", actions: [.showWindow("Overlai")])]
        #expect(Engine.problems(in: model).map(\.keyPath) == ["controllers.Home.buttons[0].do[0].showWindow"])
        #expect(Engine.problems(in: model).first?.candidates == ["Overlay"])
        var clash = Self.model(windows: [WindowSpec(name: "main", root: "Popup"), WindowSpec(name: "Twin", root: "Home")])
        clash.windows.append(WindowSpec(name: "Twin", root: "Popup"))
        let problems = Engine.problems(in: clash).map(\.description)
        #expect(problems.contains("windows[0].name: 'main' is the main window's name"))
        #expect(problems.contains("windows[1].root: Home is already the root of the main window"))
        #expect(problems.contains("windows[2].name: window 'Twin' defined twice"))
        #expect(problems.contains("windows[2].root: Popup is already the root of window main"))
    }
}
