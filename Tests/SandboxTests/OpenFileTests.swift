import CSDL
import Foundation
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox
@testable import WindowModel

/// A file or folder dropped onto the window opens it; Open lists the recent ones.
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
        #expect(app.state.chrome.trace.contains { $0.text.hasPrefix("opened \(file)") })
        // A file that does not load: a banner says why; the app on screen stays.
        app.apply(.dropped(folder + "/missing.yaml"))
        #expect(app.state.engine.model.name == "Dropped app")
        #expect(app.state.banner?.contains("missing.yaml") == true)
    }
}

extension RenderTests {
    @Test("F1 help, the Open list and Device ▸: every line whole (wrapped, never cut) at 640×480 and 1920×1080",
          arguments: [(640, 480), (1920, 1080)])
    func overlaysWhole(width: Int, height: Int) throws {
        let renderer = try HeadlessRenderer(width: width, height: height, physical: .portrait)
        defer { renderer.close() }
        var (state, _) = try WindowState.start(model: DemoApp.model(), at: 0)
        _ = state.reduce(.shell(.recentFiles(["/home/me/apps/Player.yaml", "/home/me/src/Mastodon"])), at: 0.1)
        for (name, keys) in [("help", [Key.f1]), ("open", [.o]), ("device", [])] {
            var shown = state
            for key in keys { _ = shown.reduce(.key(key), at: 1) }
            if name == "device" { _ = shown.perform(.nextDevice, at: 1) }
            renderer.state = shown
            renderer.scene.canvas.textRuns = []
            let image = renderer.render(engine: shown.engine, at: 2)
            let runs = renderer.scene.canvas.textRuns ?? []
            renderer.scene.canvas.textRuns = nil
            saveForViewing(image, "overlay-\(name)-\(width)x\(height)")
            let toolbar = Set(Command.toolbar.flatMap { [$0.label, $0.icon] } + ["Rotation Sandbox"])
            // The Open list cuts a long path at its front ("…/src/Mastodon"), on purpose.
            let cut = runs.filter { $0.shown != $0.text && !toolbar.contains($0.text) && !$0.text.hasPrefix("…") }
            #expect(cut.isEmpty, "\(name) \(width)×\(height): \(cut.map { "\($0.text) → \($0.shown)" })")
            let drawn = runs.map(\.shown).joined(separator: " ")
            switch name {
            case "help": #expect(drawn.contains("D / I") && drawn.contains("list them all") && drawn.contains("O / drop"))
            case "open": #expect(drawn.contains("Player.yaml") && drawn.contains("Drop a scenario file"))
            default: #expect(drawn.contains("iPhone (home button)") && drawn.contains("iPad"))
            }
        }
    }
}
