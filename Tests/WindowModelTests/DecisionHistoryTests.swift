import Foundation
import OrientationEngine
import Scenario
import Testing
import TestSupport

@testable import WindowModel

/// The decision that turned the screen stays readable, with the ones
/// around it; the trace scrolled back stays put and counts what arrives.
@Suite("Decision history and the trace's scroll-back")
struct DecisionHistoryTests {
    /// A player in a nav, full screen by KVC under the system lock (the window's demo case).
    func playerUnderLock() throws -> WindowState {
        let yaml = """
            device: iphone-faceid
            ios: 13
            app: {plist: [portrait, landscapeLeft, landscapeRight], root: Nav}
            controllers:
              Nav: {kind: nav, stack: [Player], shouldAutorotate: top, supported: top}
              Player: {kind: player}
            """
        let scenario = try ScenarioLoader.parse(text: yaml, file: "lock.yaml")
        var (state, _) = try WindowState.start(model: scenario.model, at: 0)
        state.send(.systemLock(true), at: 0.5)
        state.send(.tap("fullscreen"), at: 1)
        _ = state.reduce(.tick, at: 2)
        return state
    }

    @Test("R11 R20a the rotation the full-screen button made is the decision shown, not the no-op after it")
    func shownDecisionIsTheRotation() throws {
        var state = try playerUnderLock()
        #expect(state.engine.state.interface == .landscapeRight)
        // A later evaluation that changes nothing: the same reported orientation asked again.
        state.send(.perform(.attemptRotation, by: "Player"), at: 3)
        #expect(state.engine.state.lastDecision?.isNoOp == true)
        let shown = try #require(state.chrome.shownDecision)
        #expect(shown.trigger.hasPrefix("UIDevice orientation = landscapeLeft (KVC; the system lock stops physical turns only, R11)"))
        guard case .rotated(_, .landscapeRight) = shown.outcome else {
            Issue.record("shown: \(shown.outcome)")
            return
        }
        let frame = state.makeFrame(at: 4, width: 1280, height: 800)
        #expect(frame.inspector.decision?.summary == shown.summary)
        #expect(frame.inspector.later.first?.text.contains("attemptRotationToDeviceOrientation already there") == true,
                "a later no-op is listed above the headline, not under it")
    }

    @Test("the history lists the other recent decisions newest first, the rotations marked ↻, at most three")
    func historyOrder() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        for (i, turn) in [DeviceOrientation.landscapeLeft, .portrait, .landscapeRight, .faceUp, .portrait].enumerated() {
            state.send(.turn(turn), at: Double(i + 1))
            _ = state.reduce(.tick, at: Double(i + 1) + 0.9)
        }
        let frame = state.makeFrame(at: 7, width: 1280, height: 800)
        #expect(frame.inspector.history.count == 3)
        #expect(frame.inspector.decision?.heading.hasSuffix("device portrait") == true)
        #expect(frame.inspector.history[0].text.contains("device faceUp"))
        #expect(frame.inspector.history[1].text.hasPrefix("↻ ") && frame.inspector.history[1].text.contains("device landscapeRight"))
    }

    @Test("F2 cites every rule of the shown decision: a geometry request's R20b with the deciding rules")
    func rulesOfGeometryRequest() throws {
        var engine = try Engine(model: AppModel(device: .iphoneFaceID, iosVersion: 16, orientation: .portrait,
                                                root: "A", controllers: [ControllerSpec(name: "A")]))
        _ = try engine.send(.launch, at: 0)
        _ = try engine.send(.perform(.requestGeometry(.literal(.landscapeRight)), by: "A"), at: 1)
        let ids = RuleBook.rules(behind: engine.state.lastDecision, profile: engine.model.profile).map(\.id)
        #expect(ids.contains("R20b") && ids.contains("R20e") && ids.contains("R21") && ids.contains("R13"), "\(ids)")
        _ = try engine.send(.perform(.requestGeometry(.literal(.portraitUpsideDown)), by: "A"), at: 2)
        let refused = RuleBook.rules(behind: engine.state.lastDecision, profile: engine.model.profile).map(\.id)
        #expect(refused.contains("R20b") && !refused.contains("R21"), "\(refused)")
    }

    @Test("scrolled back, new lines keep the view where it is and the badge counts them")
    func anchoredScroll() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        _ = state.makeFrame(at: 0.1, width: 1280, height: 800)
        let frame = state.makeFrame(at: 0.2, width: 1280, height: 800)
        let inTrace = Point(frame.window.inspector.minX + 40, frame.window.inspector.maxY - 80)
        _ = state.reduce(.wheel(1, at: inTrace), at: 0.3)
        let before = state.chrome.traceScroll
        #expect(before == 3)
        let firstShown = state.chrome.trace.count - before
        let count = state.chrome.trace.count
        state.send(.turn(.landscapeLeft), at: 1)
        let added = state.chrome.trace.count - count
        #expect(added > 0)
        #expect(state.chrome.traceScroll == before + added, "the badge counts every new line")
        #expect(state.chrome.trace.count - state.chrome.traceScroll == firstShown, "the view did not move")
        _ = state.reduce(.wheel(-10, at: inTrace), at: 2)
        #expect(state.chrome.traceScroll == 0)
        state.send(.turn(.portrait), at: 3)
        #expect(state.chrome.traceScroll == 0, "following the end, it keeps following")
    }

    @Test("the trace view is always full: scrolled past the oldest line it shows the oldest screenful")
    func traceWindowFills() {
        let oneRow: (Int) -> Int = { _ in 1 }
        #expect(TraceWindow.visible(count: 14, scroll: 9, capacity: 10, rows: oneRow) == (0..<10, 4))
        #expect(TraceWindow.visible(count: 14, scroll: 0, capacity: 10, rows: oneRow) == (4..<14, 0))
        #expect(TraceWindow.visible(count: 5, scroll: 3, capacity: 10, rows: oneRow) == (0..<5, 0))
        #expect(TraceWindow.visible(count: 30, scroll: 5, capacity: 10, rows: { $0 % 2 == 0 ? 2 : 1 }).newer == 5)
        #expect(TraceWindow.visible(count: 3, scroll: 0, capacity: 2, rows: { _ in 5 }) == (2..<3, 0), "a line taller than the box still shows")
    }
}

/// The hint users need most, where they look.
@Suite("A container that hides its child's answer R9")
struct UnaskedAnswerTests {
    static let yaml = """
        app: {root: Tabs}
        controllers:
          Tabs: {kind: tab, tabs: [VideoList], supported: portrait}
          VideoList: {supported: allButUpsideDown}
        steps:
          - rotate: landscapeLeft
          - expect: {interface: landscapeRight}
        """

    @Test("R9 the inspector says beside the child that its answer is never asked, and what forwards it")
    func inspectorRow() throws {
        let scenario = try ScenarioLoader.parse(text: Self.yaml, file: "hint.yaml")
        var (state, _) = try WindowState.start(model: scenario.model, at: 0)
        let frame = state.makeFrame(at: 1, width: 1280, height: 800)
        let row = try #require(frame.inspector.decides.first { $0.label == "VideoList" })
        #expect(row.value == "allButUpsideDown never asked: Tabs decides and doesn't forward (`supported: top` on Tabs would)")
        #expect(row.tone == .warn)
        var forwarding = scenario.model
        forwarding.controllers[0].supported = .top
        var (fixed, _) = try WindowState.start(model: forwarding, at: 0)
        #expect(!fixed.makeFrame(at: 1, width: 1280, height: 800).inspector.decides.contains { $0.label == "VideoList" },
                "no hint once the container forwards")
    }

    @Test("R9 check's failure carries the hint under the decision")
    func checkHint() throws {
        let report = try ScenarioRunner(scenario: ScenarioLoader.parse(text: Self.yaml, file: "hint.yaml")).run()
        let failure = try #require(report.failures.first)
        #expect(failure.hint == "VideoList's allButUpsideDown is never asked: Tabs decides (portrait) and doesn't forward; `supported: top` on Tabs forwards it (R9)")
        #expect(TextReport.summary(of: report).contains("\n        hint: VideoList's allButUpsideDown is never asked"))
    }
}

/// Small things a new user noticed.
@Suite("Small window fixes")
struct SmallWindowFixTests {
    @Test("a nav without a title is labelled in the tab bar by its root screen, not its class name")
    func tabLabelOfUntitledNav() throws {
        let scenario = try ScenarioLoader.parse(text: """
            app: {root: Tabs}
            controllers:
              Tabs: {kind: tab, tabs: [FeedNav, Settings]}
              FeedNav: {kind: nav, stack: [Feed]}
              Feed: {title: Videos}
              Settings: {}
            """, file: "tabs.yaml")
        var (state, _) = try WindowState.start(model: scenario.model, at: 0)
        let frame = state.makeFrame(at: 1, width: 1280, height: 800)
        let tabs = frame.screen.chain.first { !$0.tabTitles.isEmpty }?.tabTitles
        #expect(tabs == ["Videos", "Settings"])
    }

    @Test("the acceptance hint for a turn the device already made says Space once")
    func alreadyThereHint() throws {
        let scenario = try ScenarioLoader.parse(text: """
            app: {root: A}
            controllers: {A: {}}
            steps:
              - rotate: portrait
            """, file: "hint.yaml")
        var (state, _) = try WindowState.start(model: scenario.model, at: 0)
        let hint = state.keyHint(for: scenario.steps[0])
        #expect(hint == "the device is already there: Space goes on · Backspace: skip")
        #expect(hint.components(separatedBy: "Space").count == 2)
    }
}

/// What the shell learns enters as an input, as everything else does.
@Suite("The shell's reports")
struct ShellStatusTests {
    @Test("the toolbar's status is made from shell reports through the reducer (frame rate, mute), and the frame shows it")
    func statusIsAnInput() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        #expect(state.status == "Rotation Sandbox")
        _ = state.reduce(.shell(.frameRate(3, renderer: "opengl")), at: 0.5)
        #expect(state.status == "idle · opengl", "a window drawing a few frames a second is idle, not slow")
        _ = state.reduce(.shell(.muted(true)), at: 0.6)
        #expect(state.status == "idle · opengl · sound off (M)")
        let frame = state.makeFrame(at: 1, width: 1280, height: 800)
        #expect(frame.toolbar.status == "idle · opengl · sound off (M)")
        #expect(frame.toast == "Sound off (M)" && state.chrome.trace.last?.text == "sound off")
        _ = state.reduce(.shell(.frameRate(60, renderer: "opengl")), at: 2)
        _ = state.reduce(.shell(.muted(false)), at: 2)
        #expect(state.status == "60 fps · opengl")
    }

    @Test("a scenario that failed to load and lint exploring in the background are shell reports too")
    func loadAndExploreAreInputs() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        _ = state.reduce(.shell(.loadFailed("bad.yaml:3: unknown mask 'sideways'")), at: 0.1)
        #expect(state.banner == "bad.yaml:3: unknown mask 'sideways'")
        #expect(!state.lintAsked)
        _ = state.reduce(.shell(.exploring), at: 0.2)
        #expect(state.lintAsked && state.findings == nil)
        _ = state.reduce(.shell(.findings([])), at: 0.3)
        #expect(state.findings == [])
    }
}

@Suite("Mask sources in the inspector")
struct MaskSourceRowTests {
    @Test("run PATH: beside each mask, the line of the project that wrote it")
    func sourcesBesideMasks() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        _ = state.reduce(.shell(.maskSources(["Nav": "App/Nav.swift:12"])), at: 0.1)
        let inspector = state.makeFrame(at: 1, width: 1280, height: 800).inspector
        let row = try #require(inspector.masks.first { $0.label == "Nav" })
        #expect(row.source == "App/Nav.swift:12")
        #expect(inspector.maskName(row).hasSuffix(" · App/Nav.swift:12"))
        #expect(inspector.masks.first { $0.label == "effective" }?.source == nil)
    }
}

extension UnaskedAnswerTests {
    @Test("R7 R9 a window method answering topmost asks the innermost screen: no child is hidden, no hint")
    func topmostAsksEveryScreen() throws {
        let scenario = try ScenarioLoader.parse(text: """
            app: {root: Tabs, window: topmost}
            controllers:
              Tabs: {kind: tab, tabs: [VideoList], supported: portrait}
              VideoList: {supported: allButUpsideDown}
            """, file: "topmost.yaml")
        var (state, _) = try WindowState.start(model: scenario.model, at: 0)
        #expect(state.engine.unaskedAnswers.isEmpty)
        #expect(!state.makeFrame(at: 1, width: 1280, height: 800).inspector.decides.contains { $0.label == "VideoList" })
    }
}

/// The running app's findings in the inspector; a digit replays one.
@Suite("Findings in the window")
struct WindowFindingsTests {
    @Test("R15a a finding reported by the shell is listed numbered; its digit relaunches as found and plays its path a second a step")
    func replayAFinding() throws {
        let scenario = try ScenarioLoader.parse(text: """
            device: iphone-faceid
            ios: 17
            app: {root: Home}
            controllers:
              Home: {supported: portrait, buttons: [{title: Watch, do: [{present: Movie}]}]}
              Movie: {supported: landscape}
            """, file: "sheet.yaml")
        var (state, _) = try WindowState.start(model: scenario.model, at: 0)
        _ = state.reduce(.shell(.exploring), at: 0)
        #expect(state.makeFrame(at: 0.1, width: 1280, height: 800).inspector.findings.first?.label == "exploring…")
        let finding = WindowFinding(
            rule: "R15a", severity: "warning", message: "Movie is never asked", versions: "iOS 13–27 on iphone-faceid",
            device: .iphoneHome, ios: 13, launch: .landscapeLeft, steps: [.tap("Watch"), .turn(.portrait)],
            pathText: "launch held landscapeLeft → tap “Watch” → turn portrait")
        _ = state.reduce(.shell(.findings([finding])), at: 1)
        let rows = state.makeFrame(at: 1.1, width: 1280, height: 800).inspector.findings
        #expect(rows.map(\.label) == ["1 · R15a"])
        #expect(rows.first?.oneLine == true && rows.first?.value == "Movie is never asked")
        _ = state.reduce(.key(.digit1), at: 2)
        #expect(state.expandedFinding == 0, "its digit opens the row too")
        let opened = state.makeFrame(at: 2.1, width: 1280, height: 800).inspector.findings
        #expect(opened.first?.oneLine == false && opened.first?.value.contains("key 1 replays it") == true)
        #expect(state.engine.model.device == .iphoneHome && state.engine.model.iosVersion == 13)
        #expect(state.engine.state.physical == .landscapeLeft, "relaunched held as the finding was found")
        #expect(state.engine.visibleController == state.engine.id(of: "Home"))
        _ = state.reduce(.tick, at: 2.5)
        #expect(state.engine.visibleController == state.engine.id(of: "Home"), "not due yet")
        _ = state.reduce(.tick, at: 3.0)
        #expect(state.engine.visibleController == state.engine.id(of: "Movie"), "the tap, a second in")
        _ = state.reduce(.tick, at: 4.0)
        #expect(state.engine.state.physical == .portrait, "then the turn")
        _ = state.reduce(.tick, at: 5.0)
        #expect(state.chrome.toast?.text == "[R15a] Movie is never asked")
        _ = state.reduce(.key(.digit2), at: 6)
        #expect(state.engine.state.physical == .portrait, "no second finding: nothing happens")
    }

    @Test("without lint asked the inspector has no FINDINGS section; with none found it says so")
    func sectionShownWhenAsked() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        #expect(state.makeFrame(at: 0.1, width: 1280, height: 800).inspector.findings.isEmpty)
        _ = state.reduce(.shell(.exploring), at: 0)
        _ = state.reduce(.shell(.findings([])), at: 0.2)
        #expect(state.makeFrame(at: 0.3, width: 1280, height: 800).inspector.findings.first?.label == "none")
    }
}
