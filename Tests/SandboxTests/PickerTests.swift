import CSDL
import OrientationEngine
import Testing

@testable import Sandbox

extension RenderTests {
    @Test("D and I pick the next device and iOS version, the picker any version; the app relaunches with the device held as it is")
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
        #expect(app.state.engine.model.iosVersion == 18 && app.state.engine.model.profile == .ios16)
        // The toolbar's iOS ▸ opens the picker; a click on a version relaunches on it.
        let layout = WindowLayout(width: 1280, height: 800)
        let ios = try #require(layout.toolbarButtons.first { $0.command == .nextIOS })
        click(ios.rect.center)
        app.frame()
        let picker = IOSPicker(device: .ipad, current: 18)
        let five = try #require(picker.items(in: Rect(origin: .zero, size: layout.size)).first { $0.version == 5 })
        click(five.rect.center)
        app.frame()
        #expect(app.state.engine.model.iosVersion == 5 && app.state.engine.model.profile == .ios5)
        // Device ▸ is a picker too: its list, then a click on a model relaunches on it.
        let button = try #require(layout.toolbarButtons.first { $0.command == .nextDevice })
        click(button.rect.center)
        app.frame()
        let list = try #require(app.state.chrome.choices)
        #expect(list.purpose == .device)
        let home = try #require(list.rows(in: Rect(origin: .zero, size: layout.size)).first { list.items[$0.index].value == "iphone-home" })
        click(home.rect.center)
        app.frame()
        #expect(app.state.engine.model.device == .iphoneHome)
    }

    @Test("A profile the model rejects keeps the running app and says why")
    func pickerRejects() throws {
        let model = AppModel(
            iosVersion: 27, root: "A",
            controllers: [ControllerSpec(name: "A", buttons: [Button(title: "Fix", actions: [.setNeedsUpdate])])])
        let app = try makeApp(model)
        defer { app.close() }
        push(key: SDLK_i)  // 27 → 5: setNeedsUpdate is iOS 16-only
        app.frame()
        #expect(app.state.engine.model.iosVersion == 27)
        #expect(app.state.chrome.toast?.text.contains("iOS 16") == true)
    }
}
