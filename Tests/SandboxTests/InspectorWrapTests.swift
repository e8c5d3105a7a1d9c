import CSDL
import Foundation
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// Every inspector line wraps; nothing that explains is cut with "…".
extension RenderTests {
    /// The full-screen button under the system lock: the decision whose trigger used to be cut.
    func lockedFullScreen() throws -> (Engine, [Emitted]) {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/scenarios/player-fullscreen-under-system-lock.yaml").path
        var engine = try Engine(model: ScenarioLoader.load(path: path).model)
        var emitted = try engine.send(.launch, at: 0)
        emitted += try engine.send(.systemLock(true), at: 0.5)
        emitted += try engine.send(.tap("fullscreen"), at: 1)
        emitted += engine.settle()
        return (engine, emitted)
    }

    @Test("no inspector line is cut at 640×480, 800×600, 1280×800 and 1920×1080: each run fits its box",
          arguments: [(640, 480), (800, 600), (1280, 800), (1920, 1080)])
    func inspectorNeverCuts(width: Int, height: Int) throws {
        let (engine, emitted) = try lockedFullScreen()
        let renderer = try HeadlessRenderer(width: width, height: height, physical: .portrait)
        defer { renderer.close() }
        renderer.scene.canvas.textRuns = []
        let screenText = ScreenText(renderer.scene)
        let image = renderer.render(engine: engine, at: engine.state.time + 1, emitted: emitted)
        let runs = renderer.scene.canvas.textRuns ?? []
        renderer.scene.canvas.textRuns = nil
        withExtendedLifetime(screenText) {}
        saveForViewing(image, "inspector-\(width)x\(height)")
        let frame = renderer.frame(engine: engine, at: engine.state.time + 1)
        let toolbar = Set(Command.toolbar.flatMap { [$0.label, $0.icon] } + [frame.toolbar.status])
        let cut = runs.filter { $0.shown != $0.text && !toolbar.contains($0.text) }
        #expect(cut.isEmpty, "\(width)×\(height): \(cut.map { "\($0.text) → \($0.shown)" })")
        if frame.window.inspector.width > 0 {
            // Wrapped onto lines, every word of the decision's trigger is drawn.
            let drawn = runs.map(\.shown).joined(separator: " ")
            #expect(drawn.contains("the system lock stops physical turns only, R11)"), "the decision's trigger is drawn whole")
        }
    }
}
