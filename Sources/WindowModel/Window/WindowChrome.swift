// The window app's own state around the engine: the body's animated turn, the live
// trace, help, recording — and where the toolbar, device and inspector go.

import OrientationEngine

/// One line of the live trace.
public struct TraceLine: Sendable, Equatable {
    public var time: Double
    public var text: String
    public var kind: TraceEvent.Kind?
}

/// The window's chrome: what it shows around the simulated app (`WindowState.chrome`) —
/// the body's turn, the live trace and log, overlays, toasts, touch feedback, the
/// decisions the inspector explains. Changed only by the reducer.
public struct WindowChrome: Sendable {
    /// The body's turn on the desktop, following the engine's physical orientation.
    public var body: BodyTurn
    public private(set) var trace: [TraceLine] = []
    /// Lines scrolled back from the newest (0: follow the end).
    public var traceScroll = 0
    public var showHelp = false
    /// F2: the rules the last decision cites.
    public var showRules = false
    /// The toolbar's "iOS ▸": every version the device ran, a click away.
    public var showIOSPicker = false
    /// Open (recent files) or Device ▸: a list to pick one from.
    public var choices: ChoiceList?
    /// When the user last clicked or pressed a key (player controls hide 3 s after it).
    public var lastInput = 0.0
    public var recording = false
    /// A short message over the desktop ("Saved screenshot …"), until a time.
    public var toast: (text: String, until: Double)?
    /// An acceptance run is on: the window keeps a panel for it under the device.
    public var acceptancePanel = false
    /// The screen item just tapped, drawn pressed until a time (touch feedback).
    public var pressed: (target: TapTarget, until: Double)?
    public let traceLimit = 2000
    /// The engine's last few decisions, oldest first: the inspector shows the one that
    /// explains the screen and the history around it.
    public private(set) var decisions: [Decision] = []
    static let decisionLimit = 6
    /// The whole session as trace events — the app's, and the window's notes (what the
    /// tester did) as `[Window] …` console lines — for Ctrl+S and an acceptance run's trace.log.
    public private(set) var log: [TraceEvent] = []
    static let logLimit = 100_000

    public init(physical: DeviceOrientation) {
        body = BodyTurn(angle: (physical.isFlatOrUnknown ? .portrait : physical).bodyAngle)
    }

    /// Turns the body toward the engine's physical orientation (lying flat: the last
    /// upright one) when it changed; the engine is the one home of the orientation.
    public mutating func follow(_ engine: Engine, at time: Double) {
        let state = engine.state
        // The turn happened no later than the engine's clock: a renderer that samples
        // sparsely (snapshots) still shows the body where it is by then.
        body.turn(to: (state.physical.isFlatOrUnknown ? state.lastUpright : state.physical).bodyAngle,
                  at: min(time, state.time))
    }

    public mutating func append(_ output: [Emitted]) {
        for item in output {
            switch item {
            case .trace(let event):
                trace.append(TraceLine(time: event.time, text: event.line, kind: event.kind))
                log.append(event)
                anchor()
            case .decision(let decision):
                decisions.append(decision)
            default:
                break
            }
        }
        trim()
    }

    /// The decision the inspector and F2 explain: the newest that changed something (the
    /// full-screen button's rotation, not the evaluations after it that left the interface
    /// as it was); the newest when none did.
    public var shownDecision: Decision? {
        decisions.last { $0.changedSomething } ?? decisions.last
    }

    /// Scrolled back, the view stays on the lines being read: each new line adds one to
    /// the distance from the newest (and to the "↓ N newer lines" badge).
    private mutating func anchor() {
        if traceScroll > 0 { traceScroll += 1 }
    }

    public mutating func note(_ text: String, at time: Double) {
        anchor()
        trace.append(TraceLine(time: time, text: text, kind: nil))
        log.append(TraceEvent(time: time, kind: .console, selector: "[Window] " + text))
        trim()
    }

    private mutating func trim() {
        if trace.count > traceLimit { trace.removeFirst(trace.count - traceLimit) }
        traceScroll = min(traceScroll, trace.count)
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
        if decisions.count > Self.decisionLimit { decisions.removeFirst(decisions.count - Self.decisionLimit) }
    }
}

extension Decision {
    /// A rotation, or the app crashing: what a headline explains.
    public var changedSomething: Bool {
        switch outcome {
        case .rotated, .crashed: true
        case .unchanged, .held: false
        }
    }

    /// An evaluation that found the interface already where it should be.
    public var isNoOp: Bool { outcome == .unchanged && note == .alreadyThere }
}

extension DeviceOrientation {
    public var isFlatOrUnknown: Bool { self == .faceUp || self == .faceDown || self == .unknown }
}


extension EngineState {
    /// Ctrl+← / Ctrl+→: the next orientation a quarter turn counter-clockwise / clockwise
    /// from the last upright one, as the iOS Simulator's Rotate Left / Right.
    public func turned(clockwise: Bool) -> DeviceOrientation {
        let ring: [DeviceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        let index = ring.firstIndex(of: lastUpright) ?? 0
        return ring[(index + (clockwise ? 1 : 3)) % 4]
    }
}
