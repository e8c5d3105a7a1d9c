// R28 in the window: extra windows drawn as cards over the main window, tappable, and the
// inspector naming the window that decides.

import OrientationEngine
import Testing
@testable import WindowModel

@Suite("Extra windows on the simulated screen R28")
struct WindowLayersTests {
    func engine(ios: Int) throws -> Engine {
        var model = AppModel(
            device: .iphoneFaceID, iosVersion: ios, plist: [.portrait, .landscapeLeft, .landscapeRight], root: "Feed",
            controllers: [
                ControllerSpec(name: "Feed", supported: .literal(.portrait),
                               buttons: [Button(title: "Watch live", actions: [.showWindow("Overlay")])]),
                ControllerSpec(name: "LivePlayer", supported: .literal(.landscape),
                               buttons: [Button(title: "Close", actions: [.hideWindow("Overlay")])]),
            ])
        model.windows = [WindowSpec(name: "Overlay", level: 2000, root: "LivePlayer")]
        var engine = try Engine(model: model)
        _ = try engine.send(.launch, at: 0)
        _ = try engine.send(.tap("Watch live"), at: 1)
        _ = engine.settle()
        return engine
    }

    func inspector(_ engine: Engine) -> InspectorModel {
        InspectorModel.make(engine: engine, chrome: WindowChrome(physical: .portrait), time: engine.state.time, masks: [])
    }

    @Test("R28 the overlay is a card over the main window; its button is the one hit there")
    func card() throws {
        let engine = try engine(ios: 17)
        let screen = ScreenModel(engine: engine, at: engine.state.time)
        #expect(screen.chain.map(\.name) == ["Feed"])
        let window = try #require(screen.windows.first)
        #expect(window.name == "Overlay" && window.decides && window.angle == 0)
        #expect(window.chain.first?.summary.first == "window Overlay · decides the orientation (R28)")
        let layout = ScreenLayout(screen)
        let close = try #require(layout.screenCenter(of: .button("Close")))
        #expect(layout.hit(screenPoint: close)?.tap == .button("Close"))
        let feedCard = try #require(layout.items.firstIndex { $0.tap == .button("Watch live") })
        let overlayCard = try #require(layout.items.firstIndex { $0.kind == .sheetCard })
        #expect(feedCard < overlayCard, "the overlay is drawn over the main window")
    }

    @Test("R28 before iOS 16 the overlay is turned against the main window, which stays portrait")
    func legacyTurned() throws {
        let engine = try engine(ios: 15)
        let screen = ScreenModel(engine: engine, at: engine.state.time)
        #expect(screen.interface == .portrait)
        #expect(screen.windows.first?.angle == 90)
        #expect(screen.windows.first?.chain.first?.summary.first == "window Overlay · own orientation: landscapeRight (R28)")
    }

    @Test("R28 the inspector names the deciding window; an app without windows shows no such row")
    func inspectorRows() throws {
        let engine = try engine(ios: 17)
        #expect(inspector(engine).decides.contains(InspectorModel.Row("deciding window", "Overlay (R28)", tone: .accent)))
        let plain = try Engine(model: AppModel(root: "VC", controllers: [ControllerSpec(name: "VC")]))
        #expect(!inspector(plain).decides.contains { $0.label == "deciding window" })
    }

    @Test("R28 R21 the first frame at rest after a turn redraws the whole screen, even where the screen changes only a little")
    func turnEndRedrawsScreen() throws {
        var engine = try engine(ios: 17)
        _ = try engine.send(.tap("Close"), at: 5)
        let chrome = WindowChrome(physical: .portrait)
        let turning = FrameModel.make(engine: engine, chrome: chrome, time: 5.2, width: 1280, height: 800, masks: [])
        _ = engine.settle()
        let rest = FrameModel.make(engine: engine, chrome: chrome, time: 6, width: 1280, height: 800, masks: [])
        #expect(turning.turn != nil && rest.turn == nil)
        let screen = rest.device.deviceToWindow.boundingBox(of: rest.layout.spec.screenRect).inset(-2)
        guard case .areas(let areas) = rest.damage(since: turning, screenChanges: []) else {
            Issue.record("expected areas")
            return
        }
        #expect(areas.contains(screen))
    }
}
