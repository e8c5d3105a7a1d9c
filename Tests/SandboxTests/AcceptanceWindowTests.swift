// `accept` driven headless: synthetic SDL key and mouse events through the window's
// own event path, the clock moved by hand, the files read back. One run records (its
// MP4 checked); the others run in a small window without a recording, for speed. Whether
// accept judges as check does is a test of the two interpreters, without a window
// (Tests/ScenarioTests/InterpreterAgreementTests.swift).

import CSDL
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// Tests/Fixtures/acceptance-checklist.yaml (the acceptance state machine's tests use it too).
let acceptanceChecklist = (try? String(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/acceptance-checklist.yaml"),
    encoding: .utf8)) ?? ""

extension RenderTests {
    func makeAcceptance(_ text: String = acceptanceChecklist, records: Bool = false) throws -> (WindowApp, String) {
        try makeAcceptance(scenario: ScenarioLoader.parse(text: text, file: "checklist.yaml"), records: records)
    }

    /// The window on an acceptance run of `scenario`, writing into a fresh folder; a frame drawn.
    func makeAcceptance(scenario: ScenarioFile, width: Int = 640, height: Int = 400,
                        records: Bool = false) throws -> (WindowApp, String) {
        let dir = NSTemporaryDirectory() + "sandbox-accept-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let app = try WindowApp(engine: scenario.engine, width: width, height: height,
                                environment: ["SDL_VIDEODRIVER": "dummy"],
                                acceptance: AcceptanceSetup(scenario: scenario, directory: dir, records: records),
                                clock: ManualClock())
        app.manual.now = 1
        app.frame()
        return (app, dir)
    }

    /// A tester who presses Space for every action and Y for every question, `seconds`
    /// apart (frames every `frame` s), until the run ends or `limit` presses.
    func spaceAndYes(_ app: WindowApp, seconds: Double, frame: Double = 1.0 / 30, limit: Int = 400) {
        var presses = 0
        while let step = app.state.acceptance?.run.currentStep, presses < limit {
            if case .ask = step.kind { push(key: SDLK_y) } else if step.event != nil { push(key: SDLK_SPACE) }
            presses += 1
            let end = app.manual.now + seconds
            while app.manual.now < end - 1e-9 {
                app.manual.now = min(end, app.manual.now + frame)
                app.frame()
            }
        }
    }

    /// The window's loop for `seconds` of its clock, a frame every 1/30 s.
    func pass(_ app: WindowApp, _ seconds: Double) {
        let end = app.manual.now + seconds
        while app.manual.now < end - 1e-9 {
            app.manual.now = min(end, app.manual.now + 1.0 / 30)
            app.frame()
        }
    }

    /// Clicks the centre of a screen item as the last frame drew it.
    func tapOnScreen(_ app: WindowApp, _ target: TapTarget) throws {
        let g = try #require(app.state.frame)
        let p = try #require(g.device.windowCenter(of: target, in: g.layout), "\(target) is not on screen")
        click(Point(p.x.rounded(.down), p.y.rounded(.down)))
    }

    @Test("accept: a tester who follows every instruction by keys and clicks passes; every file is written, the recording through a resize")
    func acceptFollowingAll() throws {
        let (app, dir) = try makeAcceptance(records: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        push(key: SDLK_LEFT, ctrl: true)  // landscapeLeft
        pass(app, 1)
        #expect(app.state.acceptance?.run.results[1].outcome == .held(2))
        // A window resized mid-run goes on recording, scaled into the recording's size.
        SDL_SetWindowSize(app.context.window, 560, 350)
        pass(app, 0.2)
        #expect(app.context.outputSize.width == 560 && app.context.outputSize.height == 350)
        push(key: SDLK_F10)  // the run records itself; F10 must not stop it
        app.frame()
        #expect(app.state.chrome.recording, "neither the resize nor F10 ended the recording")
        push(key: SDLK_y)
        pass(app, 0.2)
        push(key: SDLK_RIGHT, ctrl: true)  // back to portrait
        pass(app, 1)
        try tapOnScreen(app, .button("Details"))
        pass(app, 1.5)
        try tapOnScreen(app, .back)
        pass(app, 1)
        let acceptance = try #require(app.state.acceptance)
        #expect(acceptance.run.ending == .completed)
        #expect(acceptance.written, "the report is written as soon as the run completes")
        #expect(acceptance.run.results.map(\.outcome) == [
            .done(.tester), .held(2), .answered(true), .done(.tester), .done(.tester), .held(2),
            .done(.sandbox), .done(.sandbox), .done(.tester), .held(1),
        ])
        // The recording ends with the run (the last check), and began with it.
        let recorded = (acceptance.run.results.last?.ended ?? 0) - acceptance.startTime
        push(key: SDLK_ESCAPE)
        app.frame()
        #expect(app.state.quit)
        app.close()

        let outcome = acceptance.outcome
        #expect(outcome.status == .ok && outcome.problems.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        for name in ["report.md", "junit.xml", "trace.log", "recording.mp4", "details.png", "shots"] {
            #expect(files.contains(name), "\(name) missing from \(files)")
        }
        let results = acceptance.run.results
        #expect(results.allSatisfy { $0.thumbnail != nil }, "every step has the device as it left it")
        let thumbName = try #require(results[1].thumbnail)
        #expect(results[0].thumbnail == thumbName, "the turn and its check were captured from one frame, one file")
        #expect(results[3].thumbnail != thumbName)
        let thumb = try PNGFile.read(path: dir + "/" + thumbName)
        #expect(thumb.height <= 400 && thumb.width > thumb.height, "the device area, scaled down as record's thumbnails are")
        let snapshot = try PNGFile.read(path: dir + "/details.png")
        #expect(snapshot.width == 560 && snapshot.height == 350, "the whole window as it was")

        let report = try String(contentsOfFile: dir + "/report.md", encoding: .utf8)
        #expect(report.contains(" · 3 of 3 expectations held (") && report.contains(") · 1 of 1 question answered yes**") && report.contains("**PASSED: "))
        #expect(report.contains("![step 2](\(thumbName))"))
        let trace = try String(contentsOfFile: dir + "/trace.log", encoding: .utf8)
        #expect(trace.contains("-[Details viewDidAppear:]") || trace.contains("Details"))

        let junit = try XMLDocument(xmlString: String(contentsOfFile: dir + "/junit.xml", encoding: .utf8))
        let suite = try #require(junit.rootElement()?.elements(forName: "testsuite").first)
        #expect(suite.elements(forName: "testcase").count == 4)
        #expect(suite.attribute(forName: "tests")?.stringValue == "4")
        #expect(suite.attribute(forName: "failures")?.stringValue == "0")

        // The recording runs on the window's clock, whatever was drawn, in the size the
        // window had when it began (a frame not redrawn is held: fewer pictures, the same length).
        let source = try VideoSource(path: dir + "/recording.mp4", loop: false)
        defer { source.close() }
        #expect(source.width == 640 && source.height == 400)
        var frames = 0
        while source.nextFrameBlocking() != nil { frames += 1 }
        #expect(frames > 0 && Double(frames) <= recorded * Double(WindowRecorder.fps) + 3)
        #expect(abs(source.duration - recorded) < 0.1, "\(source.duration) s for \(recorded) s")
    }

    @Test("accept: a turn the wrong way is a deviation and the next check fails; Esc ends the run with the report")
    func acceptWrongTurn() throws {
        let (app, dir) = try makeAcceptance()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        push(key: SDLK_RIGHT, ctrl: true)  // landscapeRight; the step asks for landscapeLeft
        pass(app, 1)
        let run = try #require(app.state.acceptance?.run)
        #expect(run.results[0].outcome == .deviated("turned the device to landscapeRight"))
        guard case .failed(_, let failures) = run.results[1].outcome else {
            Issue.record("expected the check to fail, got \(run.results[1].outcome)")
            return
        }
        #expect(failures.map(\.key) == ["interface"])
        #expect(app.state.engine.state.interface == .landscapeLeft, "the run went on from the actual state")
        push(key: SDLK_ESCAPE)
        pass(app, 0.1)
        #expect(app.state.acceptance?.written == true)
        #expect(!app.state.quit, "the first Esc ends the run; the window stays to show the verdict")
        app.close()
        let outcome = try #require(app.state.acceptance?.outcome)
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.verdict.hasPrefix("FAILED: 2 of 10 steps run · 0 of 3 expectations held, 1 failed"))
        let report = try String(contentsOfFile: dir + "/report.md", encoding: .utf8)
        #expect(report.contains("## Deviations"))
        #expect(report.contains("step 1 (line 15): asked “Turn the device to landscape left (home side on the right)”; the tester turned the device to landscapeRight"))
        let junit = try XMLDocument(xmlString: String(contentsOfFile: dir + "/junit.xml", encoding: .utf8))
        let suite = try #require(junit.rootElement()?.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(suite.attribute(forName: "skipped")?.stringValue == "3")
    }

    @Test("accept: the panel's buttons work with the mouse; Space does the step; D/I are refused")
    func acceptPanelButtons() throws {
        let (app, dir) = try makeAcceptance()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        defer { app.close() }
        let g = try #require(app.state.frame)
        let rect = try #require(g.window.acceptance)
        #expect(rect.minY >= g.device.bodyBounds.maxY, "the panel is below the device, off the screen")
        let panel = try #require(app.state.frame?.acceptance)
        let perform = try #require(panel.buttons(in: rect).first { $0.0 == .perform })
        click(perform.1.center)
        pass(app, 1)
        #expect(app.state.acceptance?.run.results[0].outcome == .done(.sandbox))
        #expect(app.state.engine.state.physical == .landscapeLeft)
        push(key: SDLK_d)
        app.frame()
        #expect(app.state.engine.model.device == .iphoneHome)
        let asking = try #require(app.state.frame?.acceptance)
        let no = try #require(asking.buttons(in: rect).first { $0.0 == .no })
        click(no.1.center)
        app.frame()
        #expect(app.state.acceptance?.run.results[2].outcome == .answered(false))
        push(key: SDLK_SPACE)  // rotate: portrait
        pass(app, 1)
        push(key: SDLK_BACKSPACE)  // skip the tap
        pass(app, 1)
        #expect(app.state.acceptance?.run.results[4].outcome == .skipped)
        // For a person to look at, when asked (ROTATION_SANDBOX_SHOTS=DIR): F9 into DIR.
        if let shots = TestLane.shotsFolder {
            app.outputDirectory = shots
            push(key: SDLK_F9)
            app.frame()
        }
    }

    @Test("accept: the bundled player checklist runs to PASSED with Space and Y alone, video and all")
    func acceptBundledChecklist() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/scenarios/acceptance-player.yaml").path
        let (app, dir) = try makeAcceptance(scenario: try ScenarioLoader.load(path: file, options: .probingVideos))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        spaceAndYes(app, seconds: 0.45, frame: 0.1, limit: 100)
        app.close()
        let outcome = try #require(app.state.acceptance?.outcome)
        #expect(outcome.verdict == "PASSED: 34 of 34 steps run · 10 of 10 expectations held (33 checks) · 4 of 4 questions answered yes")
        #expect(outcome.files.contains("full-screen-transform.png"))
        #expect(app.state.acceptance?.run.results.allSatisfy { $0.thumbnail != nil } == true)
    }

    @Test("accept: closing the window mid-run still writes the report, the rest not run")
    func acceptWindowClosed() throws {
        let (app, dir) = try makeAcceptance()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        push(key: SDLK_LEFT, ctrl: true)
        pass(app, 1)
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        SDL_PushEvent(&event)
        app.frame()
        #expect(app.state.quit)
        app.close()
        #expect(app.state.acceptance?.run.ending == .endedEarly(at: 2))
        let junit = try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"5\" failures=\"0\" errors=\"1\" skipped=\"3\""))
        #expect(junit.contains("run ended at step 3 of 10"), "an early end is an error, not a pass")
        #expect(!FileManager.default.fileExists(atPath: dir + "/recording.mp4"), "this run was not recording")
        #expect(app.state.acceptance?.outcome.verdict.contains(" · 1 of 3 expectations held") == true && app.state.acceptance?.outcome.verdict.hasPrefix("STOP: ") == true)
    }

    @Test("accept: a window resized mid-run goes on judging, drawn in the new size")
    func acceptResized() throws {
        let (app, dir) = try makeAcceptance()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        pass(app, 0.5)
        SDL_SetWindowSize(app.context.window, 500, 350)
        pass(app, 0.5)
        #expect(app.context.outputSize.width == 500 && app.context.outputSize.height == 350)
        let g = try #require(app.state.frame)
        #expect(g.window.deviceArea.maxX <= 500 && g.window.deviceArea.maxY <= 350)
        push(key: SDLK_LEFT, ctrl: true)
        pass(app, 1)
        #expect(app.state.acceptance?.run.results[1].outcome == .held(2))
        app.close()
    }
}
