import CSDL
import Foundation
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox
@testable import WindowModel

/// Issue 40 (7): a file or folder dropped onto the window opens it; Open lists the recent ones.
extension RenderTests {
    @Test("SDL_DROPFILE → .dropped → the shell opens the file → the window relaunches on it, first in the recent list")
    func dropAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/dropped.yaml"
        try """
            name: Dropped app
            device: iphone-home
            ios: 15
            app: {root: Home}
            controllers: {Home: {supported: portrait}}
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let app = try WindowApp(model: DemoApp.model(), width: 1280, height: 800,
                                environment: ["SDL_VIDEODRIVER": "dummy", "XDG_CONFIG_HOME": folder], clock: ManualClock())
        defer { app.close() }
        app.opener = { path in WindowOpening(scenario: try ScenarioLoader.load(path: path), path: path) }
        app.manual.now = 1
        app.frame()
        var event = SDL_Event()
        event.type = SDL_DROPFILE.rawValue
        event.drop.file = strdup(file)  // SDL frees it with its allocator, libc's by default
        SDL_PushEvent(&event)
        app.manual.now = 2
        app.frame()
        #expect(app.state.engine.model.name == "Dropped app")
        #expect(app.state.engine.model.iosVersion == 15 && app.state.engine.state.launched)
        #expect(app.state.recent.first == file)
        #expect(try String(contentsOfFile: folder + "/rotation-sandbox/recent", encoding: .utf8) == file + "\n")
        #expect(app.state.session.trace.contains { $0.text.hasPrefix("opened \(file)") })
        // A file that does not load: a banner says why; the app on screen stays.
        app.apply(.dropped(folder + "/missing.yaml"))
        #expect(app.state.engine.model.name == "Dropped app")
        #expect(app.state.banner?.contains("missing.yaml") == true)
    }
}
