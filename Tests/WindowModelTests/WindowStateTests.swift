import Foundation
import OrientationEngine
import Scenario
import Testing
import TestSupport

@testable import WindowModel

/// The window's reducer without SDL: inputs in, state and effects out, on a hand clock.
@Suite("The window's reducer")
struct WindowStateTests {
    static let checklist = (try? String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/acceptance-checklist.yaml"),
        encoding: .utf8)) ?? ""

    /// Runs the window's loop for `seconds`: a tick and a frame every 1/30 s; the effects seen.
    @discardableResult
    static func pass(_ state: inout WindowState, from t: inout Double, _ seconds: Double) -> [WindowEffect] {
        var effects: [WindowEffect] = []
        let end = t + seconds
        while t < end - 1e-9 {
            t = min(end, t + 1.0 / 30)
            effects += state.reduce(.tick, at: t)
            _ = state.makeFrame(at: t, width: 1280, height: 800)
        }
        return effects
    }

    @Test("R4 keys turn the device like the Simulator; the pickers relaunch on another model and profile")
    func keysAndPickers() throws {
        var (state, effects) = try WindowState.start(model: navModel(), at: 0)
        #expect(effects.isEmpty)
        _ = state.reduce(.key(.left, ctrl: true), at: 1)
        #expect(state.engine.state.physical == .landscapeLeft)
        _ = state.reduce(.key(.left, ctrl: true, repeated: true), at: 1.1)
        #expect(state.engine.state.physical == .landscapeLeft, "a held key turns once")
        _ = state.reduce(.key(.f), at: 2)
        _ = state.reduce(.key(.right, ctrl: true), at: 3)
        #expect(state.engine.state.physical == .portrait, "from face up, Ctrl+→ turns from the last upright one")
        _ = state.reduce(.key(.d), at: 4)
        #expect(state.engine.model.device == .iphoneFaceID)
        #expect(state.engine.state.launched)
        _ = state.reduce(.key(.i), at: 5)
        #expect(state.engine.model.iosVersion == 14, "I steps to the next version the device ran")
        #expect(state.chrome.trace.contains { $0.text == "relaunched on iPhone (Face ID), iOS 14" })
        #expect(state.chrome.toast?.text == "iOS 14 · rules of iOS 8–15")
        #expect(state.reduce(.key(.f9), at: 6) == [.screenshot])
        #expect(state.reduce(.key(.f10), at: 6) == [.startRecording(path: nil)])
        _ = state.reduce(.shell(.recordingStarted(path: "/tmp/x.mp4")), at: 6)
        #expect(state.reduce(.key(.f10), at: 7) == [.stopRecording])
        #expect(state.reduce(.key(.q, ctrl: true), at: 8) == [.quit])
        #expect(state.quit)
    }

    @Test("clicks hit what the last frame drew: toolbar commands and the screen's buttons")
    func clicks() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        _ = state.reduce(.click(Point(10, 10)), at: 0.5)  // no frame yet: nothing to hit
        let frame = state.makeFrame(at: 1, width: 1280, height: 800)
        let lock = try #require(frame.window.toolbarButtons.first { $0.command == .systemLock })
        _ = state.reduce(.click(lock.rect.center), at: 1)
        #expect(state.engine.state.systemLock)
        let frame2 = state.makeFrame(at: 2, width: 1280, height: 800)
        let push = try #require(frame2.device.windowCenter(of: .button("Push detail"), in: frame2.layout))
        _ = state.reduce(.click(push), at: 2)
        #expect(state.engine.name(of: state.engine.visibleController) == "Detail")
        _ = state.reduce(.move(lock.rect.center), at: 3)
        #expect(state.hover == .systemLock)
    }

    @Test("a screen state is read from the engine once per frame")
    func oneScreenStatePerFrame() throws {
        let counter = ScreenStateBuilds.Counter()
        try ScreenStateBuilds.$counter.withValue(counter) {
            var (state, _) = try WindowState.start(model: navModel(), at: 0)
            var t = 0.0
            _ = state.reduce(.key(.left, ctrl: true), at: t)
            Self.pass(&state, from: &t, 1)
            _ = state.reduce(.click(Point(600, 400)), at: t)
            #expect(counter.count == 30, "30 frames, 30 screen states (clicks and ticks build none)")
        }
    }

    @Test("an acceptance run by Space and Y: captures, the report asked for once, the verdict")
    func acceptanceRun() throws {
        let scenario = try ScenarioLoader.parse(text: Self.checklist, file: "checklist.yaml")
        var (state, start) = try WindowState.start(model: scenario.model, acceptance: AcceptanceSetup(scenario: scenario, directory: "/tmp/run"), at: 0)
        #expect(start == [.startRecording(path: "/tmp/run/recording.mp4")])
        _ = state.reduce(.shell(.recordingStarted(path: "/tmp/run/recording.mp4")), at: 0)
        var t = 0.0
        var effects: [WindowEffect] = []
        for _ in 0..<40 {
            guard let step = state.acceptance?.run.currentStep else { break }
            if case .ask = step.kind {
                effects += state.reduce(.key(.y), at: t)
            } else if step.event != nil {
                effects += state.reduce(.key(.space), at: t)
            }
            let more = Self.pass(&state, from: &t, 0.7)
            effects += more
            // The shell answers each capture with the files it wrote.
            for case .capture(let steps, let snapshots) in more {
                effects += state.reduce(.shell(.captured(thumbnail: "shots/t.png", steps: steps, snapshots: snapshots,
                                                         problems: [])), at: t)
            }
        }
        #expect(effects.contains { if case .capture(_, let snaps) = $0 { snaps.map(\.name) == ["details"] } else { false } })
        #expect(effects.filter { $0 == .writeReport }.count == 1)
        #expect(effects.firstIndex(of: .stopRecording)! < effects.firstIndex(of: .writeReport)!)
        let acceptance = try #require(state.acceptance)
        #expect(acceptance.written)
        #expect(acceptance.run.status == .ok)
        #expect(acceptance.run.results.allSatisfy { $0.thumbnail != nil })
        #expect(state.reduce(.key(.d), at: t) == [] && state.engine.model.device == scenario.model.device,
                "the pickers are off during a run")
        #expect(state.reduce(.key(.escape), at: t) == [.quit], "after the report, Esc closes")
    }

    @Test("closing the window mid-run ends it, stops the recording and writes the report before quitting")
    func closeMidRun() throws {
        let scenario = try ScenarioLoader.parse(text: Self.checklist, file: "checklist.yaml")
        var (state, _) = try WindowState.start(model: scenario.model, acceptance: AcceptanceSetup(scenario: scenario, directory: "/tmp/run"), at: 0)
        var t = 0.5
        _ = state.reduce(.key(.left, ctrl: true), at: t)
        Self.pass(&state, from: &t, 1)
        #expect(state.reduce(.close, at: t) == [.stopRecording, .writeReport, .quit])
        #expect(state.acceptance?.run.ending == .endedEarly(at: 2))
        _ = state.reduce(.shell(.reportWritten(files: ["report.md"], problems: [])), at: t)
        #expect(state.acceptance?.outcome.verdict.hasPrefix("STOP") == true)
    }

    @Test("frames are drawn only when the frame model has damage (the engine, animations, the video, a toast)")
    func pacing() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        func due(_ t: Double, video: Bool = false) -> FrameModel? {
            state.frameToDraw(at: t, width: 1280, height: 800, videoChanged: video)
        }
        let drawn0 = try #require(due(0), "the first frame")
        state.drew(drawn0)
        _ = state.reduce(.tick, at: 0.1)
        #expect(due(0.1) == nil, "nothing changed")
        _ = state.reduce(.move(Point(5, 400)), at: 0.15)
        #expect(due(0.15) == nil, "a pointer over nothing changes nothing")
        _ = state.reduce(.key(.left, ctrl: true), at: 0.2)
        let drawn0_2 = try #require(due(0.2))
        state.drew(drawn0_2)
        _ = state.reduce(.tick, at: 0.3)
        #expect(due(0.3) != nil, "the body and the interface are turning")
        _ = state.reduce(.shell(.note("saved", toast: "Saved", seconds: 1)), at: 5)
        let drawn5 = try #require(due(5), "a toast shows")
        state.drew(drawn5)
        #expect(due(5.5) == nil)
        let drawn6_01 = try #require(due(6.01), "the toast goes")
        state.drew(drawn6_01)
        _ = state.reduce(.minimized(true), at: 7)
        #expect(due(7, video: true) == nil, "minimized: nothing drawn")
        _ = state.reduce(.minimized(false), at: 8)
        #expect(due(8) != nil, "shown again: drawn whole")
    }
}

@Suite("Pickers")
struct PickerModelTests {
    @Test("the pickers skip combinations that never existed (no Face ID iPhone before iOS 11)")
    func skipNeverExisted() throws {
        #expect(nextIOSVersion(after: 17, on: .iphoneFaceID) == 18)
        #expect(nextIOSVersion(after: 27, on: .iphoneFaceID) == 11, "a Face ID iPhone wraps to 11, its first")
        #expect(nextIOSVersion(after: 27, on: .iphoneHome) == 5)
        #expect(nextIOSVersion(after: 18, on: .ipad) == 26)
        #expect(DeviceModel.iphoneHome.next(runningIOS: 6) == .ipad)
        #expect(DeviceModel.iphoneHome.next(runningIOS: 13) == .iphoneFaceID)
        var (state, _) = try WindowState.start(model: navModel(ios: 6), at: 0)
        _ = state.reduce(.key(.d), at: 1)
        #expect(state.engine.model.device == .ipad)
    }
}

@Suite("Loud failures and the saved trace")
struct ProblemTests {
    @Test("a load problem is a banner until dismissed by a click on it or Esc")
    func banner() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        state.show(problem: "bad.yaml:3: controllers.A.supported: unknown mask 'sideways'", at: 0)
        let frame = state.makeFrame(at: 20, width: 1280, height: 800)
        #expect(frame.banner?.contains("bad.yaml:3") == true, "still there long after a toast would be gone")
        let rect = try #require(frame.window.banner)
        #expect(rect.maxY <= frame.window.deviceArea.minY)
        _ = state.reduce(.click(rect.center), at: 21)
        #expect(state.banner == nil)
        state.show(problem: "again", at: 22)
        _ = state.reduce(.key(.escape), at: 23)
        #expect(state.banner == nil)
    }

    @Test("Ctrl+S asks for the trace; the session's log holds the app's calls and the tester's actions")
    func saveTrace() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        _ = state.makeFrame(at: 0.5, width: 1280, height: 800)
        let frame = try #require(state.frame)
        let push = try #require(frame.device.windowCenter(of: .button("Push detail"), in: frame.layout))
        _ = state.reduce(.click(push), at: 1)
        #expect(state.reduce(.key(.s, ctrl: true), at: 2) == [.saveTrace])
        let lines = state.chrome.log.map(\.line)
        #expect(lines.contains("[Window] tap 'Push detail'"))
        #expect(lines.contains("-[Detail viewWillAppear:]"))
    }
}

@Suite("The iOS picker")
struct IOSPickerTests {
    @Test("R15a every major the device ran is one click away: iOS 12 for the sheet difference, no restart")
    func pickTwelve() throws {
        var (state, _) = try WindowState.start(model: navModel(device: .iphoneFaceID, ios: 17), at: 0)
        var frame = state.makeFrame(at: 0.1, width: 1280, height: 800)
        let button = try #require(frame.window.toolbarButtons.first { $0.command == .nextIOS })
        _ = state.reduce(.click(button.rect.center), at: 0.2)
        frame = state.makeFrame(at: 0.3, width: 1280, height: 800)
        guard case .iosPicker(let picker) = frame.overlay else {
            Issue.record("no picker: \(String(describing: frame.overlay))")
            return
        }
        #expect(picker.versions == [11, 12, 13, 14, 15, 16, 17, 18, 26, 27])
        #expect(picker.note == "iPhone (Face ID) first ran iOS 11: earlier versions are not offered")
        let twelve = try #require(picker.items(in: Rect(origin: .zero, size: frame.window.size)).first { $0.version == 12 })
        _ = state.reduce(.click(twelve.rect.center), at: 0.4)
        #expect(state.engine.model.iosVersion == 12)
        #expect(state.engine.state.launched)
        #expect(state.chrome.toast?.text == "iOS 12 · rules of iOS 8–15")
        frame = state.makeFrame(at: 0.5, width: 1280, height: 800)
        #expect(frame.overlay == nil)
        #expect(frame.inspector.profile == "iPhone (Face ID) · iOS 12 · rules of iOS 8–15")
        let home = IOSPicker(device: .iphoneHome, current: 5)
        #expect(home.versions.first == 5 && home.note == nil)
    }

    @Test("Esc or a click beside the versions closes the picker and changes nothing")
    func closeWithoutPicking() throws {
        var (state, _) = try WindowState.start(model: navModel(ios: 13), at: 0)
        _ = state.makeFrame(at: 0.1, width: 1280, height: 800)
        _ = state.reduce(.key(.escape), at: 0.2)
        state.chrome.showIOSPicker = true
        _ = state.reduce(.key(.escape), at: 0.3)
        #expect(!state.chrome.showIOSPicker)
        state.chrome.showIOSPicker = true
        _ = state.reduce(.click(Point(5, 790)), at: 0.4)
        #expect(!state.chrome.showIOSPicker && state.engine.model.iosVersion == 13)
    }
}
