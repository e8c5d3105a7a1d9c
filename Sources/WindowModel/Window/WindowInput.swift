// What reaches the window's reducer: the user's keys and clicks (made from SDL events by
// the shell), time passing, and what the shell reports back about the effects it performed.

import OrientationEngine
import Scenario

public enum WindowInput: Sendable, Equatable {
    case key(Key, ctrl: Bool = false, repeated: Bool = false)
    /// A left click at a window pixel (the button going down).
    case click(Point)
    /// The left button coming up: ends a drag of the player's progress bar.
    case release(Point)
    /// The pointer moved; `dragging`: with the left button held.
    case move(Point, dragging: Bool = false)
    /// Wheel notches (positive: up) with the pointer at a window pixel.
    case wheel(Int, at: Point)
    case minimized(Bool)
    /// The window's close button.
    case close
    /// Ctrl+C or SIGTERM in the terminal: closing, with the reason for the reports.
    case interrupted(String)
    /// Time passing: finishes transitions, runs an acceptance run's checks.
    case tick
    /// An engine event sent as the tester's own (scripted sessions, the bench).
    case event(Event)
    /// A scenario runner moved the engine on its virtual clock (`record`): the window shows
    /// the runner's engine, with what it emitted since the last frame.
    case scripted(ScriptedEngine)
    /// A scenario step begins: the tester's input (player controls show again).
    case stepBegins
    case shell(ShellReport)
    /// A file or folder dropped onto the window (SDL_DROPFILE): the shell opens it.
    case dropped(String)
}

/// The engine as a scenario runner left it (the runner sends every event itself, judging
/// the steps), and what it emitted since the window last saw it.
public struct ScriptedEngine: Sendable, Equatable {
    public var engine: Engine
    public var emitted: [Emitted]

    public init(_ engine: Engine, emitted: [Emitted] = []) {
        self.engine = engine
        self.emitted = emitted
    }

    public static func == (a: ScriptedEngine, b: ScriptedEngine) -> Bool {
        a.engine.state == b.engine.state && a.emitted == b.emitted
    }
}

/// The keys the window knows; anything else never reaches the reducer.
public enum Key: String, Sendable, Equatable, CaseIterable {
    case left, right, up, u, f, b, l, r, d, i, q, s, y, n, m, o
    case f1, f2, f9, f10, escape, pageUp, pageDown, space, backspace, tab
    /// Digits replay a finding of the inspector's list.
    case digit1, digit2, digit3, digit4, digit5, digit6, digit7, digit8, digit9

    /// 1…9 for a digit key.
    public var digit: Int? {
        switch self {
        case .digit1: 1
        case .digit2: 2
        case .digit3: 3
        case .digit4: 4
        case .digit5: 5
        case .digit6: 6
        case .digit7: 7
        case .digit8: 8
        case .digit9: 9
        default: nil
        }
    }
}

/// What the shell says after performing an effect.
public enum ShellReport: Sendable, Equatable {
    /// A line for the trace, and optionally a toast for `seconds`.
    case note(String, toast: String? = nil, seconds: Double = 2.5)
    /// The frames drawn over the last second and the renderer drawing them (the toolbar's
    /// right-hand text says so).
    case frameRate(Int, renderer: String)
    /// The player's sound is off (M), or on again: the shell's sound device did it.
    case muted(Bool)
    /// The scenario the window was asked to open failed to load (the demo shows instead).
    case loadFailed(String)
    /// The shell is exploring the app with lint in the background (`findings` follows).
    case exploring
    /// The running app's findings, as `lint` explored it in the background.
    case findings([WindowFinding])
    /// How much of the app that exploration reached (before `findings`).
    case reached(WindowReach)
    /// Where a scanned project's masks come from, by mask row label (`run PATH`).
    case maskSources([String: String])
    /// What scan could not read in that project, and where the full list is (`run PATH`).
    case unread([ProjectNote], fullList: String)
    /// The files opened before, newest first (read at start-up).
    case recentFiles([String])
    /// The app a dropped or chosen file opened; the window relaunches on it.
    case opened(OpenedApp)
    /// The file could not be opened: why, in a line (the app on screen stays).
    case openFailed(String)
    case recordingStarted(path: String)
    /// Stopped; the path when the file was finished, with a line saying so.
    case recordingStopped(path: String?, note: String)
    case recordingFailed(path: String, reason: String)
    /// The files an acceptance capture wrote: one thumbnail for `steps`, the snapshots by step.
    case captured(thumbnail: String?, steps: [Int], snapshots: [SnapshotFile], problems: [String])
    case reportWritten(files: [String], problems: [String])
}

public struct SnapshotFile: Sendable, Equatable {
    public var step: Int
    public var name: String
    public init(step: Int, name: String) {
        self.step = step
        self.name = name
    }
}
