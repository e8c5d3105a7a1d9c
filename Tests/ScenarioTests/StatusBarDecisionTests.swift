// A failing `statusBar` expectation explains itself with the status bar's own decision
// (R20c, R23), not with the last rotation's.

import Testing
@testable import Scenario

struct StatusBarDecisionTests {
    /// A portrait app whose screen turns its view and asks for the status bar to follow
    /// (the transform fallback, R20d + R20c); `autorotates` decides whether R20c applies.
    static func app(ios: Int, autorotates: Bool) -> String {
        """
        device: iphone-home
        ios: \(ios)
        app:
          plist: [portrait, landscapeLeft, landscapeRight]
          root: VC
        controllers:
          VC:
            supported: allButUpsideDown
            shouldAutorotate: \(autorotates)
            buttons:
              - {title: Turn, do: [{transform: {view: window, to: landscapeRight}}, {setStatusBar: landscapeRight}]}
        steps:
          - rotate: landscapeLeft
          - rotate: portrait
          - tap: Turn
          - expect: {statusBar: {orientation: landscapeRight}}

        """
    }

    static func failures(_ text: String) throws -> [ExpectationFailure] {
        let runner = ScenarioRunner(scenario: try parse(text))
        return try runner.run().failures
    }

    @Test("R20c refused: the failure cites setStatusBarOrientation's decision, not the last rotation")
    func refused() throws {
        let failures = try Self.failures(Self.app(ios: 13, autorotates: true))
        let failure = try #require(failures.first)
        #expect(failures.count == 1 && failure.key == "statusBar.orientation")
        #expect(failure.actual == "portrait")
        #expect(failure.decisionLabel == "status bar decision")
        #expect(failure.decision == "status bar stays portrait: [VC shouldAutorotate] is YES (R20c)")
        #expect(failure.decision?.contains("rotated") == false, "the rotation back to portrait is not the reason")
    }

    @Test("R20c applied: the failure cites it, though a refused turn came after it")
    func applied() throws {
        // A later evaluation (a turn the app refuses) is the engine's last decision; the
        // status bar's is still the R20c one.
        let text = Self.app(ios: 13, autorotates: false)
            .replacingOccurrences(of: "  - expect: {statusBar: {orientation: landscapeRight}}",
                                  with: "  - rotate: landscapeLeft\n  - expect: {statusBar: {orientation: portrait}}")
        let scenario = try parse(text)
        let runner = ScenarioRunner(scenario: scenario)
        let failure = try #require(try runner.run().failures.first)
        #expect(runner.engine.state.lastDecision?.summary == "landscapeRight ignored: [VC shouldAutorotate] returned NO")
        #expect(failure.actual == "landscapeRight")
        #expect(failure.decision == "status bar set to landscapeRight; the interface stays portrait (R20c)")
    }

    @Test("iOS 16: the status bar follows the interface, and R20c has no effect")
    func ios16() throws {
        let failure = try #require(try Self.failures(Self.app(ios: 16, autorotates: false)).first)
        #expect(failure.decision == "status bar portrait: follows the interface orientation (R23); "
            + "setStatusBarOrientation: has no effect on iOS 16 and later (R20c)")
    }

    @Test("R23: hidden or shown, with the reason that applies")
    func hidden() throws {
        let landscape = """
            device: iphone-home
            ios: 13
            \(minimalApp)
            steps:
              - rotate: landscapeLeft
              - expect: {statusBar: {hidden: false}}

            """
        let hidden = try #require(try Self.failures(landscape).first)
        #expect(hidden.decision == "status bar hidden: an iPhone on iOS 8 or later hides it in landscape (R23)")
        let ipad = landscape.replacingOccurrences(of: "iphone-home", with: "ipad")
            .replacingOccurrences(of: "hidden: false", with: "hidden: true")
        let shown = try #require(try Self.failures(ipad).first)
        #expect(shown.decision == "status bar shown: [VC prefersStatusBarHidden] is not overridden (NO), "
            + "an iPad shows it in landscape too, no full-screen player (R23)")
    }

    @Test("check's text prints the status bar's decision under its failure, the rotation's under the other")
    func text() throws {
        let text = """
            device: iphone-home
            ios: 13
            \(minimalApp)
            steps:
              - rotate: landscapeLeft
              - expect: {interface: portrait, statusBar: {hidden: false}}

            """
        let report = try ScenarioRunner(scenario: try parse(text)).run()
        let lines = TextReport.summary(of: report).split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[1] == "      step 2, line 10: interface: expected portrait, actual landscapeRight")
        #expect(lines[2].hasPrefix("        last decision: landscapeRight: rotated from portrait"))
        #expect(lines[3] == "      step 2, line 10: statusBar.hidden: expected false, actual true")
        #expect(lines[4] == "        status bar decision: status bar hidden: an iPhone on iOS 8 or later hides it in landscape (R23)")
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("  - status bar decision: status bar hidden: an iPhone"))
    }
}
