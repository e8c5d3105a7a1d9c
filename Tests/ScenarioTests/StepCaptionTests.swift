// The words under `record`'s frames and thumbnails: step N/M as `accept` says it, how it
// went, the decision in one line.

import Testing
@testable import Scenario
import OrientationEngine

struct StepCaptionTests {
    /// The captions a recorder would show: after the launch and after each step.
    final class Captions: ScenarioObserver {
        let total: Int
        var shown: [StepCaption] = []
        init(total: Int) { self.total = total }
        func willRun(_ step: Step, _ engine: Engine, at time: Double) {
            shown.append(.running(step, started: time, total: total, engine))
        }
        func settled(_ result: StepResult?, _ engine: Engine, at time: Double) {
            shown.append(result.map { .settled($0, total: total, engine) } ?? .launch(total: total, engine))
        }
    }

    static func captions(_ text: String) throws -> [StepCaption] {
        let scenario = try parse(text)
        let captions = Captions(total: scenario.steps.count)
        _ = try ScenarioRunner(scenario: scenario, observer: captions).run()
        return captions.shown
    }

    @Test("launch, a turn running and settled, a check held and failed, a step that decides nothing")
    func sequence() throws {
        let shown = try Self.captions(RunnerTests.rotating + """
              - rotate: landscapeLeft
              - expect: {interface: landscapeRight}
              - expect: {interface: portrait, statusBar: {hidden: false}}

            """)
        #expect(shown.count == 7)
        #expect(shown[0].title == "Launch · 3 steps to follow" && shown[0].place.isEmpty)
        #expect(shown[0].detail == "device portrait · interface portrait · visible VC")
        #expect(shown[1] == StepCaption(
            title: "Step 1/3 · Turn the device to landscape left (home side on the right)", place: "line 8",
            detail: "…", tone: .neutral, decision: "Decision: portrait: already the interface orientation"))
        #expect(shown[2].detail == "device landscapeLeft · interface landscapeRight · visible VC")
        #expect(shown[2].decision.hasPrefix("Decision: landscapeRight: rotated from portrait, in effective mask"))
        #expect(shown[4].title == "Step 2/3 · Check: interface landscapeRight")
        #expect(shown[4].detail == "✓ held (1 check)" && shown[4].tone == .good)
        // A check evaluates nothing: the decision it shows is the turn's, said to be older.
        #expect(shown[4].decision.hasPrefix("Last decision (before this step): landscapeRight: rotated from portrait"))
        #expect(shown[6].tone == .bad)
        #expect(shown[6].detail == "✗ interface: expected portrait, actual landscapeRight; statusBar.hidden: expected false, actual true")
        #expect(shown[6].decision.hasPrefix("Decision: landscapeRight: rotated from portrait"),
                "the first failure's decision")
    }

    @Test("a failing status bar key shows the status bar's decision; text from the file stays one line")
    func statusBarAndEscaping() throws {
        let shown = try Self.captions(RunnerTests.rotating + """
              - rotate: landscapeLeft
              - expect: {statusBar: {hidden: false}}
              - ask: "Upright?\\nok"

            """)
        #expect(shown[4].decision == "Status bar decision: status bar hidden: an iPhone on iOS 8 or later hides it in landscape (R23)")
        #expect(shown[6].title == "Step 3/3 · Ask: Upright?\\nok")
        #expect(shown[6].detail == "– not asked (headless)" && shown[6].tone == .neutral)
    }
}
