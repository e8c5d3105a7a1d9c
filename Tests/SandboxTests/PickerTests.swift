import CSDL
import OrientationEngine
import Testing

@testable import Sandbox

extension RenderTests {
    @Test("D and I pick the next device and iOS profile; the app relaunches with the device held as it is")
    func pickers() throws {
        let app = try makeApp(DemoApp.model(device: .iphoneFaceID, ios: 17))
        defer { app.close() }
        push(key: SDLK_LEFT, ctrl: true)
        app.frame()
        push(key: SDLK_d)
        app.frame()
        #expect(app.state.engine.model.device == .ipad)
        #expect(app.state.engine.state.launched && app.state.engine.state.physical == .landscapeLeft)
        push(key: SDLK_i)
        app.frame()
        #expect(app.state.engine.model.iosVersion == 5 && app.state.engine.model.profile == .ios5)
        push(key: SDLK_i)
        app.frame()
        #expect(app.state.engine.model.profile == .ios6)
        // The toolbar's picker buttons do the same.
        let layout = WindowLayout(width: 1280, height: 800)
        let button = try #require(layout.toolbarButtons.first { $0.command == .nextDevice })
        click(button.rect.center)
        app.frame()
        #expect(app.state.engine.model.device == .iphoneHome)
    }

    @Test("A profile the model rejects keeps the running app and says why")
    func pickerRejects() throws {
        let model = AppModel(
            iosVersion: 17, root: "A",
            controllers: [ControllerSpec(name: "A", buttons: [Button(title: "Fix", actions: [.setNeedsUpdate])])])
        let app = try makeApp(model)
        defer { app.close() }
        push(key: SDLK_i)  // 17 → 5: setNeedsUpdate is iOS 16-only
        app.frame()
        #expect(app.state.engine.model.iosVersion == 17)
        #expect(app.state.session.toast?.text.contains("iOS 16") == true)
    }
}
