// The window app's own state around the engine: the body's animated turn, the live
// trace, help, recording — and where the toolbar, device and inspector go.

import OrientationEngine

/// One line of the live trace.
public struct TraceLine: Sendable, Equatable {
    public var time: Double
    public var text: String
    public var kind: TraceEvent.Kind?
}

public struct Session: Sendable {
    /// The body's turn on the desktop, following the engine's physical orientation.
    public var body: BodyTurn
    public private(set) var trace: [TraceLine] = []
    /// Lines scrolled back from the newest (0: follow the end).
    public var traceScroll = 0
    public var showHelp = false
    /// F2: the rules the last decision cites.
    public var showRules = false
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
        for case .trace(let event) in output {
            trace.append(TraceLine(time: event.time, text: event.line, kind: event.kind))
        }
        if trace.count > traceLimit { trace.removeFirst(trace.count - traceLimit) }
    }

    public mutating func note(_ text: String, at time: Double) {
        trace.append(TraceLine(time: time, text: text, kind: nil))
        if trace.count > traceLimit { trace.removeFirst(trace.count - traceLimit) }
    }
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
