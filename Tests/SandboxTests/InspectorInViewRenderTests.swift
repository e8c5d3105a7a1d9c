import Foundation
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox
@testable import WindowModel

/// In pixels: at 640×480 and 1920×1080 the decision and the trace are
/// drawn inside the panel, and no wrapped line of the inspector is lost without "…".
extension RenderTests {
    /// The demo with nine findings (one opened), a long mask source, turns and no-ops after them.
    @MainActor
    func crowdedInspector(_ renderer: HeadlessRenderer) throws -> WindowState {
        var (state, _) = try WindowState.start(model: DemoApp.model(), at: 0)
        _ = state.reduce(.shell(.exploring), at: 0)
        let findings = (1...9).map { i in
            WindowFinding(rule: "R15a", severity: "warning",
                          message: "Finding \(i): LandscapeVC's landscape is never asked because Tabs decides and answers "
                              + "portrait; make Tabs forward to its visible child (return its child's answer)",
                          versions: "iOS 13–27 on iphone-home, iphone-faceid", device: .iphoneFaceID, ios: 17,
                          launch: .portrait, steps: [.turn(.landscapeLeft)], pathText: "turn landscapeLeft")
        }
        _ = state.reduce(.shell(.findings(findings)), at: 0.2)
        _ = state.reduce(.shell(.maskSources(["plist": "Mastodon/Supporting Files/Info.plist:12"])), at: 0.3)
        for t in 1...5 { _ = state.reduce(.key(t % 2 == 0 ? .left : .right, ctrl: true), at: Double(t)) }
        _ = state.reduce(.event(.perform(.attemptRotation, by: "Home")), at: 6)
        _ = state.reduce(.tick, at: 7)
        let frame = state.makeFrame(at: 7, width: renderer.width, height: renderer.height)
        if frame.window.inspector.width == 0 { _ = state.reduce(.key(.tab), at: 7) }
        _ = state.reduce(.key(.digit9), at: 7.1)  // opens finding 9 (and replays it)
        _ = state.reduce(.tick, at: 7.2)
        return state
    }

    @Test("every inspector text is drawn whole or ends with …, the decision and trace in view, scrolled top to bottom",
          arguments: [(640, 480), (1920, 1080)])
    func noRunCutOrDropped(width: Int, height: Int) throws {
        let renderer = try HeadlessRenderer(width: width, height: height, physical: .portrait)
        defer { renderer.close() }
        renderer.state = try crowdedInspector(renderer)
        var shown: [String] = [], cutTexts: [String] = []
        var models: [InspectorModel] = []
        for step in 0..<40 {
            renderer.scene.canvas.textRuns = []
            let engine = renderer.state!.engine
            let image = renderer.render(engine: engine, at: 8)
            let runs = renderer.scene.canvas.textRuns ?? []
            renderer.scene.canvas.textRuns = nil
            let frame = renderer.frame(engine: engine, at: 8)
            if step == 0 { saveForViewing(image, "inspector-in-view-\(width)x\(height)") }
            models.append(frame.inspector)
            let place = frame.inspector.placement(in: frame.window.inspector)
            #expect(place.trace.height >= frame.inspector.metrics.traceMinimum && place.trace.maxY <= place.footer.minY)
            let drawn = runs.map(\.shown).joined(separator: " ")
            #expect(drawn.contains("DECISIONS") && drawn.contains("TRACE"), "\(width)×\(height) scrolled \(step)")
            shown += runs.map(\.shown)
            cutTexts += runs.filter { $0.shown != $0.text }.map(\.text)
            #expect(runs.filter { $0.shown != $0.text }.allSatisfy { $0.shown.hasSuffix("…") })
            guard place.scroll < place.overflow else { break }
            renderer.apply(.wheel(-2, at: Point(place.state.center.x, place.state.center.y)), at: 8, engine: engine)
        }
        let all = shown.joined(separator: " ").replacingOccurrences(of: " ", with: "")
        let inspector = try #require(models.first)
        var texts = (inspector.orientation + inspector.decides + inspector.app + inspector.locks + inspector.findings)
            .filter { !$0.oneLine }.flatMap { [$0.label, $0.value] }
        texts += inspector.masks.map(inspector.maskName) + inspector.shownLater.map(\.text)
            + inspector.shownHistory.map(\.text)
        if let decision = inspector.decision { texts += [decision.heading, decision.outcome, decision.summary] }
        for text in texts {
            // Every word drawn, or the line carrying it ended with "…" (its rest passed to drawText).
            let words = text.split(separator: " ").map(String.init)
            let lost = words.filter { !all.contains($0) }
            #expect(lost.isEmpty || cutTexts.contains { text.hasSuffix($0) },
                    "\(width)×\(height): \(lost) of “\(text)” never drawn and no “…”")
        }
        #expect(all.contains("Info.plist:12"), "the mask row keeps file:line")
        #expect(all.contains("key9replaysit"), "the opened finding is drawn whole")
        #expect(inspector.findings.filter(\.oneLine).count == 8)
    }
}
