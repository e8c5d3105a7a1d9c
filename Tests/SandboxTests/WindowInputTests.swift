import CSDL
import Foundation
import Media
import OrientationEngine
import Testing

@testable import Sandbox

/// The window app under the dummy driver, driven by synthetic SDL events.
extension RenderTests {
    func makeApp(_ model: AppModel = DemoApp.model()) throws -> WindowApp {
        // The dummy driver chosen explicitly counts as a display.
        let app = try WindowApp(model: model, width: 1280, height: 800, environment: ["SDL_VIDEODRIVER": "dummy"],
                                clock: ManualClock())
        app.manual.now = 1
        app.frame()
        return app
    }

    func push(key: SDL_KeyCode, ctrl: Bool = false, repeated: Bool = false) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = Int32(bitPattern: key.rawValue)
        event.key.keysym.mod = ctrl ? UInt16(KMOD_LCTRL.rawValue) : 0
        event.key.repeat = repeated ? 1 : 0
        SDL_PushEvent(&event)
    }

    func click(_ p: Point) {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = Int32(p.x)
        event.button.y = Int32(p.y)
        SDL_PushEvent(&event)
    }

    @Test("Ctrl+← turns the device to landscapeLeft, Ctrl+→ back; held-key repeats turn nothing")
    func rotateKeys() throws {
        let app = try makeApp()
        defer { app.close() }
        push(key: SDLK_LEFT, ctrl: true)
        app.frame()
        #expect(app.state.engine.state.physical == .landscapeLeft)
        push(key: SDLK_LEFT, ctrl: true, repeated: true)
        app.frame()
        #expect(app.state.engine.state.physical == .landscapeLeft)
        app.manual.now = 3
        push(key: SDLK_RIGHT, ctrl: true)
        app.frame()
        #expect(app.state.engine.state.physical == .portrait)
        push(key: SDLK_l)
        app.frame()
        #expect(app.state.engine.state.systemLock)
    }

    @Test("A click lands on the button drawn under it, mid-rotation too")
    func clickThroughRotation() throws {
        let app = try makeApp()
        defer { app.close() }
        push(key: SDLK_LEFT, ctrl: true)  // device landscapeLeft: the interface turns to landscapeRight
        app.frame()
        #expect(app.state.engine.state.interface == .landscapeRight)
        app.manual.now = 1.15  // halfway through the 0.3 s turn (body and content)
        app.frame()
        let g = try #require(app.state.frame)
        let target = TapTarget.button("Push portrait-only")
        let p = try #require(g.device.windowCenter(of: target, in: g.layout))
        #expect(g.device.bodyAngle < 0 && g.device.bodyAngle > -90)
        click(Point(p.x.rounded(.down), p.y.rounded(.down)))
        app.frame()
        #expect(app.state.engine.name(of: app.state.engine.visibleController) == "PortraitOnly")
        #expect(app.state.chrome.trace.contains { $0.text == "tap 'Push portrait-only'" })
    }

    @Test("A click on a toolbar button runs its command; F1 toggles help")
    func toolbar() throws {
        let app = try makeApp()
        defer { app.close() }
        let g = try #require(app.state.frame)
        let upside = try #require(g.window.toolbarButtons.first { $0.command == .upsideDown })
        click(upside.rect.center)
        app.frame()
        #expect(app.state.engine.state.physical == .portraitUpsideDown)
        push(key: SDLK_F1)
        app.frame()
        #expect(app.state.chrome.showHelp)
    }

    @Test("F9 writes a PNG of the window, F10 starts and stops an MP4 recording")
    func screenshotAndRecording() throws {
        let app = try makeApp()
        defer { app.close() }
        let dir = NSTemporaryDirectory() + "sandbox-window-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        app.outputDirectory = dir
        push(key: SDLK_F9)
        app.frame()
        push(key: SDLK_F10)
        app.frame()
        #expect(app.state.chrome.recording)
        for i in 1...10 {
            app.manual.now = 1 + Double(i) / 60
            app.frame()
        }
        push(key: SDLK_F10)
        app.frame()
        #expect(!app.state.chrome.recording)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files.contains { $0.hasSuffix(".png") }, "\(files)")
        #expect(files.contains { $0.hasSuffix(".mp4") }, "\(files)")
        let png = try #require(files.first { $0.hasSuffix(".png") })
        let image = try PNGFile.read(path: dir + "/" + png)
        #expect(image.width == 1280 && image.height == 800)
    }
}
