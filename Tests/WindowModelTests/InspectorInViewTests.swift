import Foundation
import OrientationEngine
import Scenario
import Testing
import TestSupport

@testable import WindowModel

/// The explanation always in view: findings one line each, the
/// decision and the trace pinned, the headline the newest change, the wheel over the trace.
@Suite("The inspector keeps the explanation in view")
struct InspectorInViewTests {
    static let sizes = [(640, 480), (1920, 1080)]

    /// The demo app with nine findings reported (two messages each found twice), the window
    /// turned a few times so there are decisions and a trace.
    func demoWithFindings() throws -> WindowState {
        var (state, _) = try WindowState.start(model: DemoApp.model(), at: 0)
        _ = state.reduce(.shell(.exploring), at: 0)
        let findings = (1...9).map { i in
            WindowFinding(rule: i == 9 ? "R9" : "R15a", severity: i == 1 ? "error" : "warning",
                          message: i <= 4 ? "Message \(i % 2) that is long enough to need more than one line in the panel "
                              + "whatever its width, because it explains what happens and what to change" : "Other \(i)",
                          versions: "iOS 13–27 on iphone-faceid", device: .iphoneFaceID, ios: 17, launch: .portrait,
                          steps: [.turn(.landscapeLeft)], pathText: "turn landscapeLeft")
        }
        _ = state.reduce(.shell(.findings(findings)), at: 0.5)
        for t in 1...6 { _ = state.reduce(.key(t % 2 == 0 ? .left : .right, ctrl: true), at: Double(t)) }
        _ = state.reduce(.tick, at: 7)
        return state
    }

    /// The frame with the inspector shown (640 wide starts with it collapsed: Tab opens it).
    func frame(_ state: inout WindowState, _ width: Int, _ height: Int, at t: Double = 8) -> FrameModel {
        var frame = state.makeFrame(at: t, width: width, height: height)
        if frame.window.inspector.width == 0 {
            _ = state.reduce(.key(.tab), at: t)
            frame = state.makeFrame(at: t, width: width, height: height)
        }
        return frame
    }

    @Test("findings: one line each, the same message once with a count; DECISIONS and TRACE inside the panel",
          arguments: sizes)
    func findingsCollapse(width: Int, height: Int) throws {
        var state = try demoWithFindings()
        let frame = frame(&state, width, height)
        let rows = frame.inspector.findings
        #expect(rows.count == 7, "9 findings, two messages found twice: \(rows.map(\.label))")
        #expect(rows.allSatisfy { $0.oneLine && frame.inspector.lines($0) == 1 })
        #expect(rows[0].label == "1 · R15a ×2" && rows[1].label == "2 · R15a ×2")
        let panel = frame.window.inspector
        let place = frame.inspector.placement(in: panel)
        #expect(place.decisions.minY >= panel.minY && place.decisions.maxY <= place.trace.minY)
        #expect(place.trace.height >= frame.inspector.metrics.traceMinimum, "\(width)×\(height): \(place)")
        #expect(place.trace.maxY <= place.footer.minY)
        #expect(place.state.height >= min(frame.inspector.stateHeight, 90), "a few state rows stay in sight")
        // Each decision line the model keeps fits the pinned block.
        #expect(frame.inspector.decision != nil && frame.inspector.decisionLines >= 2)
    }

    @Test("a click on a finding opens it (all its words), a second closes it; the digit opens and replays",
          arguments: sizes)
    func clickOpensAFinding(width: Int, height: Int) throws {
        var state = try demoWithFindings()
        var frame = frame(&state, width, height)
        let panel = frame.window.inspector
        // Scroll the state part until the second finding's row is in view, then click it.
        var target: Point?
        for _ in 0..<60 {
            let place = frame.inspector.placement(in: panel)
            let x = panel.minX + 40
            target = stride(from: place.state.minY, to: place.state.maxY, by: 2).map { Point(x, $0) }
                .first { frame.inspector.finding(at: $0, in: panel) == 1 }
            if target != nil { break }
            _ = state.reduce(.wheel(-1, at: Point(x, place.state.center.y)), at: 8)
            frame = state.makeFrame(at: 8, width: width, height: height)
        }
        let point = try #require(target, "the second finding's row comes into view")
        _ = state.reduce(.click(point), at: 9)
        #expect(state.expandedFinding == 1)
        let opened = state.makeFrame(at: 9.1, width: width, height: height).inspector
        #expect(!opened.findings[1].oneLine && opened.findings[1].value.contains("key 2 replays it"))
        #expect(opened.lines(opened.findings[1]) >= 2, "all its words, wrapped")
        _ = state.reduce(.click(point), at: 10)
        #expect(state.expandedFinding == nil)
        _ = state.reduce(.key(.digit3), at: 11)
        #expect(state.expandedFinding == 2 && state.replay != nil)
    }

    @Test("R20b the headline is the newest decision that changed something; the list reads strictly newest first",
          arguments: sizes)
    func headlineIsTheNewestChange(width: Int, height: Int) throws {
        var (state, _) = try WindowState.start(model: navModel(ios: 17), at: 0)
        _ = state.reduce(.event(.turn(.landscapeLeft)), at: 1)
        _ = state.reduce(.tick, at: 2)
        _ = state.reduce(.event(.turn(.portrait)), at: 3)
        _ = state.reduce(.tick, at: 4)
        // Two evaluations after it that change nothing (the app asks again, the interface stays).
        _ = state.reduce(.event(.perform(.attemptRotation, by: "Home")), at: 5)
        _ = state.reduce(.event(.perform(.setNeedsUpdate, by: "Home")), at: 6)
        _ = state.reduce(.tick, at: 7)
        let inspector = frame(&state, width, height).inspector
        let shown = try #require(state.chrome.shownDecision)
        #expect(shown.changedSomething && shown.time == 3)
        #expect(inspector.decision?.heading.hasPrefix("3.00 s") == true)
        let times = inspector.shownLater.map(\.text) + [inspector.decision?.heading ?? ""] + inspector.shownHistory.map(\.text)
        let seconds = times.compactMap { text -> Double? in
            let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
            return Double(digits)
        }
        #expect(seconds.count == times.count && seconds == seconds.sorted(by: >) && Set(seconds).count == seconds.count,
                "\(times)")
        #expect(inspector.later.count >= 1, "the no-ops after the turn are listed above it")
    }

    @Test("the wheel over the trace scrolls the trace, over the state part that part, at every size", arguments: sizes)
    func wheelOverTheTrace(width: Int, height: Int) throws {
        var state = try demoWithFindings()
        let frame = frame(&state, width, height)
        let place = frame.inspector.placement(in: frame.window.inspector)
        let scroll = state.inspectorScroll
        _ = state.reduce(.wheel(2, at: Point(place.trace.center.x, place.trace.center.y)), at: 9)
        #expect(state.chrome.traceScroll == 6)
        #expect(state.inspectorScroll == scroll, "the panel stays put")
        if place.overflow > 0 {
            _ = state.reduce(.wheel(-1, at: Point(place.state.center.x, place.state.center.y)), at: 9)
            #expect(state.inspectorScroll > scroll && state.chrome.traceScroll == 6)
        }
    }

    @Test("R9 nested containers: the inspector's hint names the plain nav under the forwarding tab")
    func hintNamesTheNav() throws {
        let scenario = try ScenarioLoader.parse(text: """
            device: iphone-faceid
            ios: 17
            app: {plist: [portrait, landscapeLeft, landscapeRight], root: MainTabBarController}
            controllers:
              MainTabBarController: {kind: tab, tabs: [UINavigationController], supported: top}
              UINavigationController: {kind: nav, stack: [SettingsViewController]}
              SettingsViewController: {supported: portrait}
            """, file: "tabs.yaml")
        var (state, _) = try WindowState.start(model: scenario.model, at: 0)
        let row = try #require(state.makeFrame(at: 1, width: 1280, height: 800).inspector.decides
            .first { $0.label == "SettingsViewController" })
        #expect(row.value.contains("`supported: top` on UINavigationController would"), "\(row.value)")
        #expect(row.value.contains("UINavigationController answers for MainTabBarController"))
        #expect(!row.value.contains("on MainTabBarController"))
    }

    @Test("run PATH: what scan could not read is in the inspector (count, first lines, where the full list is)")
    func unreadInTheInspector() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        let notes = [
            ProjectNote(location: SourceLocation(file: "App/Player.swift", line: 6), expression: "isLocked ? .portrait : .all",
                        note: "variable isLocked (true, false)"),
            ProjectNote(location: SourceLocation(file: "App/Feed.swift", line: 9), expression: "Self.mask",
                        note: "left out", count: 2),
            ProjectNote(location: SourceLocation(file: "App/Main.storyboard", line: 0), expression: "segue", note: "left out"),
        ]
        _ = state.reduce(.shell(.unread(notes, fullList: "`rotation-sandbox scan App` lists them all")), at: 0.1)
        _ = state.reduce(.shell(.exploring), at: 0.2)
        _ = state.reduce(.shell(.findings([])), at: 0.3)
        let rows = state.makeFrame(at: 1, width: 1280, height: 800).inspector.findings
        #expect(rows.map(\.label) == ["none", "not read", "App/Player.swift:6", "App/Feed.swift:9", "all 4"])
        #expect(rows[0].value == "no finding in what scan read" && rows[0].tone != .good)
        #expect(rows[1].value.hasPrefix("scan could not read 4 things"))
        #expect(rows[2].value == "isLocked ? .portrait : .all → variable isLocked (true, false)")
        #expect(rows[4].value == "`rotation-sandbox scan App` lists them all")
    }

    @Test("beside the findings the inspector says how much of the app lint reached (\"none\" never alone), warning when some screen was never reached")
    func reachBesideTheFindings() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        _ = state.reduce(.shell(.exploring), at: 0.1)
        _ = state.reduce(.shell(.reached(WindowReach(total: 14, fromRoot: 12, locally: 1, never: ["Player"]))), at: 0.2)
        _ = state.reduce(.shell(.findings([])), at: 0.3)
        let rows = state.makeFrame(at: 1, width: 1280, height: 800).inspector.findings
        #expect(rows.map(\.label) == ["none", "reached"])
        #expect(rows[1].value == "12 of 14 controllers from the root, 1 more locally; 1 never: Player")
        #expect(rows[1].tone == .warn)
        _ = state.reduce(.shell(.reached(WindowReach(total: 3, fromRoot: 3, locally: 0, never: []))), at: 0.4)
        let whole = state.makeFrame(at: 2, width: 1280, height: 800).inspector.findings
        #expect(whole.last?.value == "3 of 3 controllers from the root" && whole.last?.tone == .good)
    }

    @Test("a wide window widens the inspector; a narrow one keeps 340 points at least")
    func wideWindowWidens() {
        #expect(WindowLayout(width: 1920, height: 1080).inspector.width == 600)
        #expect(WindowLayout(width: 1280, height: 800).inspector.width > 400)
        #expect(WindowLayout(width: 800, height: 600).inspector.width == 340)
    }
}
