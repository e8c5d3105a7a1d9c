// `accept` in the window: the tester's events go through `WindowApp.send` as always;
// the acceptance run judges them, checks expectations as the app settles, and at the
// end its files are written: report.md, junit.xml, trace.log, recording.mp4, thumbnails.

import CSDL
import Foundation
import Media
import OrientationEngine
import Scenario

/// How an acceptance run ended, for the command line.
public struct AcceptanceOutcome: Sendable {
    public var status: CheckStatus
    public var verdict: String
    public var directory: String
    /// Files written, relative to `directory`.
    public var files: [String]
    /// Files that could not be written: one line each.
    public var problems: [String]
}

/// Opens the window on `scenario` and leads a tester through its steps; returns when
/// the window closes. Throws as `runWindowApp` does when the window cannot open.
@MainActor
public func runAcceptance(scenario: Scenario, directory: String, width: Int = 1280, height: Int = 800)
    throws(SandboxError) -> AcceptanceOutcome
{
    let app = try WindowApp(model: scenario.model, width: width, height: height,
                            acceptance: (scenario, directory))
    app.run()
    app.close()
    return app.acceptance!.outcome
}

/// The run plus what the window owes it: captures for the next frame, the files at the end.
@MainActor
final class AcceptanceSession {
    var run: AcceptanceRun
    let directory: String
    let started = Date()
    var startTime = 0.0
    private var thumbnails: [Int] = []
    private var snapshots: [(step: Int, name: String)] = []
    /// The run is over; the report is written after the next frame's captures.
    var finishPending = false
    private(set) var written = false
    private(set) var files: [String] = []
    private(set) var problems: [String] = []

    init(scenario: Scenario, directory: String) {
        run = AcceptanceRun(scenario: scenario)
        self.directory = directory
    }

    var wantsPixels: Bool { !thumbnails.isEmpty || !snapshots.isEmpty }

    func handle(_ requests: [AcceptanceRun.Request]) {
        for request in requests {
            switch request {
            case .thumbnail(let steps): thumbnails += steps
            case .snapshot(let step, let name): snapshots.append((step, name))
            case .finished: finishPending = true
            }
        }
    }

    /// The frame just drawn: thumbnails of the device area, snapshots of the whole window.
    func captured(_ image: RGBAImage, geometry: FrameGeometry?) {
        defer { thumbnails.removeAll(); snapshots.removeAll() }
        if !thumbnails.isEmpty {
            let area = geometry?.window.deviceArea ?? Rect(0, 0, Double(image.width), Double(image.height))
            let thumb = image.cropped(to: area).downscaled(maxHeight: 240)
            // Steps captured from the same frame share one file.
            let name = String(format: "shots/step-%02d.png", thumbnails[0] + 1)
            if write(thumb, to: name) {
                for step in thumbnails { run.setFiles(step: step, thumbnail: name) }
            }
        }
        for (step, name) in snapshots {
            let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
            let file = (safe.isEmpty ? "snapshot" : safe) + ".png"
            if write(image, to: file) { run.setFiles(step: step, snapshot: file) }
        }
    }

    private func write(_ image: RGBAImage, to name: String) -> Bool {
        let path = (directory as NSString).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNGFile.write(rgba: image.pixels, width: image.width, height: image.height, to: path)
            return true
        } catch {
            problems.append("\(path): \(error)")
            return false
        }
    }

    /// report.md, junit.xml and trace.log; `recording`: the MP4 if one was written.
    func writeReport(recording: String?, at time: Double) {
        guard !written else { return }
        written = true
        finishPending = false
        let duration = time - startTime
        var listed = ["junit.xml", "trace.log"]
        if let recording { listed.insert((recording as NSString).lastPathComponent, at: 0) }
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        let people = DateFormatter()
        people.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let texts = [
            ("report.md", AcceptanceReport.markdown(run, started: people.string(from: started), duration: duration,
                                                    files: listed)),
            ("junit.xml", AcceptanceReport.junit(run, timestamp: iso.string(from: started), duration: duration)),
            ("trace.log", TraceFormatter.text(run.trace, all: false)),
        ]
        for (name, text) in texts {
            let path = (directory as NSString).appendingPathComponent(name)
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                files.append(name)
            } catch {
                problems.append("\(path): \(error.localizedDescription)")
            }
        }
        if let recording { files.append((recording as NSString).lastPathComponent) }
        files += run.results.compactMap(\.snapshot)
    }

    /// A file the run could not write: shown, and `accept` exits 4.
    func problem(_ line: String) { problems.append(line) }

    var outcome: AcceptanceOutcome {
        AcceptanceOutcome(status: run.status, verdict: AcceptanceReport.verdict(run), directory: directory,
                          files: files, problems: problems)
    }
}

extension WindowApp {
    /// Called once the app launched: the run begins and the session is recorded.
    func beginAcceptance() {
        guard let acceptance else { return }
        let t = now
        acceptance.startTime = t
        acceptance.run.begin(engine, at: t)
        let path = (acceptance.directory as NSString).appendingPathComponent("recording.mp4")
        if !controls.startRecording(self, to: path, at: t) {
            acceptance.problem("\(path): cannot record (see the trace)")
        }
        session.note("acceptance run: \(acceptance.run.scenario.file) → \(acceptance.directory)", at: t)
    }

    /// Every frame: checks that are due, the end of the run.
    func acceptanceFrame(at t: Double) {
        guard let acceptance, !acceptance.run.isFinished else { return }
        let settled = engine.isSettled(at: t) && !session.body.isAnimating(at: t)
        let requests = acceptance.run.update(engine, at: t, settled: settled)
        guard !requests.isEmpty else { return }
        redraw.dirty = true
        acceptance.handle(requests)
    }

    /// After the frame's captures: the files, once the run is over.
    func acceptanceAfterDraw(at t: Double) {
        guard let acceptance, acceptance.finishPending, !acceptance.wantsPixels else { return }
        finishAcceptance(at: t)
    }

    func finishAcceptance(at t: Double, reason: String? = nil) {
        guard let acceptance, !acceptance.written else { return }
        acceptance.run.end(at: t, reason: reason)
        let recording = controls.stopRecording(self, at: t)
        acceptance.writeReport(recording: recording, at: t)
        let verdict = AcceptanceReport.verdict(acceptance.run)
        session.note("acceptance: \(verdict); wrote \(acceptance.directory)/report.md", at: t)
        for problem in acceptance.problems { session.note("⚠ \(problem)", at: t) }
        redraw.dirty = true
    }

    /// Keys that mean something only during a run; true when the key was taken.
    func acceptanceKey(_ sym: Int32, repeated: Bool) -> Bool {
        guard let acceptance, !repeated else { return false }
        func code(_ k: SDL_KeyCode) -> Int32 { Int32(bitPattern: k.rawValue) }
        if acceptance.written || acceptance.finishPending {
            if sym == code(SDLK_ESCAPE), !session.showHelp { quit = true; return true }
            return false
        }
        switch sym {
        case code(SDLK_SPACE): acceptanceAct(.perform)
        case code(SDLK_BACKSPACE): acceptanceAct(.skip)
        case code(SDLK_y): acceptanceAct(.yes)
        case code(SDLK_n): acceptanceAct(.no)
        case code(SDLK_ESCAPE):
            if session.showHelp { return false }
            acceptanceAct(.end)
        default: return false
        }
        return true
    }

    func acceptanceAct(_ action: AcceptanceButton) {
        guard let acceptance else { return }
        let t = max(now, engine.state.time)
        switch action {
        case .perform:
            guard let event = acceptance.run.sandboxEvent(engine) else {
                session.toast = ("Nothing to do by hand: this step goes on by itself", t + 2)
                return
            }
            acceptance.run.sandboxWillAct()
            send(event)
        case .skip: acceptance.run.skip(engine, at: t)
        case .yes, .no:
            guard case .ask = acceptance.run.currentStep?.kind else { return }
            acceptance.run.answer(action == .yes, engine, at: t)
        case .end:
            acceptance.run.end(at: t)
            acceptance.handle([.finished])
        case .quit: quit = true
        }
        redraw.dirty = true
    }
}

extension RGBAImage {
    func cropped(to rect: Rect) -> RGBAImage {
        let x0 = max(0, Int(rect.minX)), y0 = max(0, Int(rect.minY))
        let x1 = min(width, Int(rect.maxX)), y1 = min(height, Int(rect.maxY))
        guard x1 > x0, y1 > y0 else { return self }
        var out = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let from = (y * width + x0) * 4, to = (y - y0) * (x1 - x0) * 4
            out[to..<(to + (x1 - x0) * 4)] = pixels[from..<(from + (x1 - x0) * 4)]
        }
        return RGBAImage(width: x1 - x0, height: y1 - y0, pixels: out)
    }

    /// A box-filtered copy at most `maxHeight` tall (whole-number factor).
    func downscaled(maxHeight: Int) -> RGBAImage {
        let factor = max(1, (height + maxHeight - 1) / maxHeight)
        guard factor > 1 else { return self }
        let w = width / factor, h = height / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let area = factor * factor
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<4 {
                    var sum = 0
                    for dy in 0..<factor {
                        let row = ((y * factor + dy) * width + x * factor) * 4 + c
                        for dx in 0..<factor { sum += Int(pixels[row + dx * 4]) }
                    }
                    out[(y * w + x) * 4 + c] = UInt8(sum / area)
                }
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
