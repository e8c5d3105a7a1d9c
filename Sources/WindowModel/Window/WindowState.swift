// The window app as a value: the engine, the chrome around it, an acceptance run,
// overlays. `reduce(_:at:)` applies one input at a time and returns the effects for the
// shell (WindowApp) to perform; the clock is passed in, never read.

import Foundation
import OrientationEngine
import Scenario

public struct WindowState {
    public internal(set) var engine: Engine
    public internal(set) var chrome: WindowChrome
    public internal(set) var acceptance: AcceptanceState?
    public internal(set) var quit = false
    public internal(set) var minimized = false
    public internal(set) var hover: Command?
    /// A problem shown above the device until dismissed (a scenario that failed to load).
    public internal(set) var banner: String?
    /// Tab: the inspector shown or collapsed to a handle; nil lets the window's width decide.
    public internal(set) var inspectorShown: Bool?
    /// The inspector panel scrolled down, in points, when the window is too short for it.
    public internal(set) var inspectorScroll = 0.0
    /// Seconds the visible player's progress bar is held at, while it is dragged.
    public internal(set) var scrub: Double?
    /// The shell runs lint on this app (the inspector then says "exploring…" until it reports).
    public internal(set) var lintAsked = false
    /// The app's findings (nil: still being explored, or not asked for), and one replaying.
    public internal(set) var findings: [WindowFinding]?
    /// How much of the app lint's exploration reached (nil until it reports).
    public internal(set) var reach: WindowReach?
    var replay: Replay?
    /// The finding row opened to all its words (a click or its digit), 0-based.
    public internal(set) var expandedFinding: Int?
    /// What scan could not read in the project `run PATH` opened, and where the full list is.
    public internal(set) var unread: [ProjectNote] = []
    public internal(set) var unreadWhere = ""
    /// The files opened before, newest first (Open lists them).
    public internal(set) var recent: [String] = []
    /// Where a scanned project's masks come from (`run PATH`), by mask row label.
    public internal(set) var maskSources: [String: String] = [:]
    /// The frames the shell drew over the last second, and its renderer (nil: not counted yet).
    public internal(set) var frameRate: (frames: Int, renderer: String)?
    /// The player's sound is off (M).
    public internal(set) var muted = false
    /// The frame on screen: clicks and hover hit-test what the user sees.
    public private(set) var frame: FrameModel?
    var masks = MaskRowsCache()
    /// The frame on screen as drawn, what the next one is compared with (nil: draw whole).
    var drawn: FrameModel?

    /// Launches `engine`'s app (validated, not launched); with `acceptance`, leads a tester
    /// through the scenario's steps into that folder (recorded from the start: the returned effects).
    public static func start(engine: Engine, acceptance setup: AcceptanceSetup? = nil,
                             at now: Double) -> (WindowState, [WindowEffect]) {
        var state = WindowState(engine: engine, chrome: WindowChrome(physical: engine.model.orientation))
        guard let setup else {
            state.send(.launch, at: now, judged: false)
            return (state, [])
        }
        // The run sees the launch's trace: its first `expect` may ask about it.
        state.acceptance = AcceptanceState(scenario: setup.scenario, directory: setup.directory,
                                           shownDirectory: setup.shownDirectory, at: now)
        state.send(.launch, at: now, judged: false)
        state.acceptance?.run.begin(state.engine, at: now)
        state.chrome.acceptancePanel = true
        state.chrome.note("acceptance run: \(setup.scenario.file) → \(setup.shownDirectory)", at: now)
        let path = (setup.directory as NSString).appendingPathComponent("recording.mp4")
        return (state, setup.records ? [.startRecording(path: path)] : [])
    }

    /// `start(engine:)` for a model not yet validated (tests, the built-in pickers).
    public static func start(model: AppModel, acceptance: AcceptanceSetup? = nil,
                             at now: Double) throws(ModelError) -> (WindowState, [WindowEffect]) {
        start(engine: try Engine(model: model), acceptance: acceptance, at: now)
    }

    /// The window over a scenario runner's engine (`record`): nothing is launched or sent
    /// here, the runner does that; `.scripted` inputs show its engine as it goes.
    /// `physical`: the device orientation the body starts in.
    public static func scripted(_ engine: Engine, physical: DeviceOrientation) -> WindowState {
        WindowState(engine: engine, chrome: WindowChrome(physical: physical))
    }

    init(engine: Engine, chrome: WindowChrome) {
        self.engine = engine
        self.chrome = chrome
    }

    /// Applies one input at `now` (wall or test clock, seconds).
    public mutating func reduce(_ input: WindowInput, at now: Double) -> [WindowEffect] {
        let t = max(now, engine.state.time)
        switch input {
        case .key(let key, let ctrl, let repeated):
            chrome.lastInput = t
            return self.key(key, ctrl: ctrl, repeated: repeated, at: t)
        case .click(let p):
            chrome.lastInput = t
            return click(p, at: t)
        case .move(let p, let dragging):
            hover = frame?.window.command(at: p)
            if scrub != nil {
                chrome.lastInput = t
                // The button came up where the window could not see it: the drag ends here.
                return dragging ? dragScrub(to: p) : endScrub(at: p, t)
            }
        case .release(let p):
            chrome.lastInput = t
            return endScrub(at: p, t)
        case .wheel(let notches, let p):
            guard let frame, frame.window.inspector.contains(p) else { break }
            let place = frame.inspector.placement(in: frame.window.inspector)
            if place.trace.contains(p) || place.overflow == 0 {
                // Over the trace (or a panel with nothing else to scroll): back through the trace.
                chrome.traceScroll = max(0, min(chrome.trace.count, chrome.traceScroll + notches * 3))
            } else if place.state.contains(p) {
                inspectorScroll = max(0, min(place.overflow, inspectorScroll - Double(notches) * 40))
            }
        case .minimized(let on):
            minimized = on
            // Shown again: what was on screen may be gone (the frame is drawn whole).
            if !on { drawn = nil }
        case .close:
            return close(at: t)
        case .interrupted(let reason):
            return close(at: t, reason: reason)
        case .tick:
            absorb((try? engine.send(.tick, at: t)) ?? [])
            chrome.follow(engine, at: t)
            advanceReplay(at: t)
            return acceptanceTick(at: t)
        case .event(let event):
            send(event, at: t)
        case .scripted(let run):
            engine = run.engine
            // The body follows at the frame's time as the runner offers it (`now`).
            chrome.follow(engine, at: now)
            chrome.append(run.emitted)
        case .stepBegins:
            chrome.lastInput = t
        case .shell(let report):
            return shell(report, at: t)
        case .dropped(let path):
            chrome.lastInput = t
            return open(path, at: t)
        }
        return []
    }

    /// The frame to draw at `time`: built once, kept for the clicks that follow.
    public mutating func makeFrame(at time: Double, width: Int, height: Int, videoError: String? = nil) -> FrameModel {
        let frame = FrameModel.make(
            engine: engine, chrome: chrome, time: time, width: width, height: height, masks: masks.rows(engine),
            acceptance: acceptancePanel(at: time), hover: hover, status: status, banner: banner,
            inspector: inspectorShown, inspectorScroll: inspectorScroll, videoError: videoError, scrub: scrub,
            maskSources: maskSources, findings: findings == nil && !lintAsked && unread.isEmpty ? [] : findingRows,
            unasked: masks.unasked(engine), reusing: self.frame)
        self.frame = frame
        return frame
    }

    // MARK: Engine events

    /// Sends an engine event; a tester mistake becomes a trace note, not a crash. Every
    /// event of the tester's comes here, so an acceptance run judges them all.
    mutating func send(_ event: Event, at t: Double, judged: Bool = true) {
        if judged { acceptance?.run.willSend(event, engine, at: t) }
        do {
            absorb(try engine.send(event, at: t))
            if judged { acceptance?.run.didSend(engine, at: t) }
        } catch {
            chrome.note("⚠ \(error.message)", at: t)
            chrome.toast = (error.message, t + 3)
            if judged { acceptance?.run.didSend(engine, at: t, refusal: error.message) }
        }
        chrome.follow(engine, at: t)
    }

    /// What the engine emitted: the live trace, and the acceptance run's.
    mutating func absorb(_ output: [Emitted]) {
        chrome.append(output)
        acceptance?.run.absorb(output)
    }

    // MARK: What the shell reports

    /// The toolbar's right-hand text: the frame rate (an idle window says so, frames being
    /// drawn only when something changes) and renderer, the sound's state.
    public var status: String {
        var parts = frameRate.map { [($0.frames >= 10 ? "\($0.frames) fps" : "idle"), $0.renderer] } ?? ["Rotation Sandbox"]
        if muted { parts.append("sound off (M)") }
        return parts.joined(separator: " · ")
    }

    mutating func shell(_ report: ShellReport, at t: Double) -> [WindowEffect] {
        switch report {
        case .note(let line, let toast, let seconds):
            chrome.note(line, at: t)
            if let toast { chrome.toast = (toast, t + seconds) }
        case .frameRate(let frames, let renderer):
            frameRate = (frames, renderer)
        case .muted(let on):
            muted = on
            chrome.note(on ? "sound off" : "sound on", at: t)
            chrome.toast = (on ? "Sound off (M)" : "Sound on", t + 2.5)
        case .loadFailed(let message):
            show(problem: message, at: t)
        case .exploring:
            lintAsked = true
        case .maskSources(let sources):
            maskSources = sources
        case .recentFiles(let files):
            recent = Array(files.prefix(Self.recentLimit))
        case .opened(let app):
            return opened(app, at: t)
        case .openFailed(let message):
            show(problem: message, at: t)
        case .unread(let notes, let fullList):
            unread = notes
            unreadWhere = fullList
        case .reached(let summary):
            reach = summary
        case .findings(let found):
            findings = found
            chrome.note("lint: \(found.count) finding\(found.count == 1 ? "" : "s") on this device and iOS", at: t)
        case .recordingStarted(let path):
            chrome.recording = true
            chrome.note("recording to \(path)", at: t)
        case .recordingStopped(let path, let line):
            chrome.recording = false
            chrome.note(line, at: t)
            if let path { chrome.toast = ("Saved \(path)", t + 2.5) }
        case .recordingFailed(let path, let reason):
            chrome.recording = false
            chrome.note("⚠ cannot record: \(reason)", at: t)
            chrome.toast = ("Cannot record: \(reason)", t + 3)
            if acceptance?.recordingPath == path { acceptance?.problems.append("\(path): cannot record (see the trace)") }
        case .captured(let thumbnail, let steps, let snapshots, let problems):
            acceptanceCaptured(thumbnail: thumbnail, steps: steps, snapshots: snapshots, problems: problems)
            return acceptanceTick(at: t)
        case .reportWritten(let files, let problems):
            acceptanceWritten(files: files, problems: problems, at: t)
        }
        return []
    }
}
