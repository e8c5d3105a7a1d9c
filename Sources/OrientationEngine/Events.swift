// What goes into the engine and what comes out of it.

/// Everything that can happen to the simulated app.
public enum Event: Sendable, Equatable {
    case launch
    /// After a crash (R17): start the app again from its file's initial state.
    case relaunch
    /// The physical device turns (or lies flat).
    case turn(DeviceOrientation)
    /// Control Center's orientation lock (R25).
    case systemLock(Bool)
    /// Tester navigation, applied to the innermost visible container.
    case push(String)
    case pop
    case present(String)
    case dismiss
    case selectTab(Int)
    /// A controller's method, called from outside (`{call: {VC: METHOD}}`).
    case call(controller: String, method: String)
    /// A tap on a button on the visible screen, by title.
    case tap(String)
    /// Any action, run as if by the named controller (nil: the app delegate).
    case perform(Action, by: String?)
    /// Time passing: finishes transitions that are due.
    case tick
}

/// One line of the UIKit-style call trace (SCENARIOS.md "Traces").
public struct TraceEvent: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case query, callback, lifecycle, method, console, rotation, exception, device
    }

    public var time: Double
    public var kind: Kind
    /// The class receiving the message; empty for console lines.
    public var receiver: String
    /// The selector, or the whole message for console and exception lines.
    public var selector: String
    /// A query's answer, a callback's argument, a device orientation. A `let`: with a
    /// mutable optional here, Swift 6.3 copies every new event into `Emitted` and destroys
    /// the original (a retain and a release per string, ~30 per device change); nothing
    /// changes an event after it is made.
    public let value: String?
    /// For queries: whether the file overrides this method (false = R5 default).
    public var overridden: Bool

    public init(
        time: Double, kind: Kind, receiver: String = "", selector: String,
        value: String? = nil, overridden: Bool = true
    ) {
        self.time = time
        self.kind = kind
        self.receiver = receiver
        self.selector = selector
        self.value = value
        self.overridden = overridden
    }

    /// The text form without the time, as `NSLog(@"%s", __FUNCTION__)` would print it.
    public var line: String {
        switch kind {
        case .query, .callback, .lifecycle, .method:
            "-[\(receiver) \(selector)]"
        case .console:
            selector
        case .exception:
            "*** Terminating app due to uncaught exception "
                + "'UIApplicationInvalidInterfaceOrientationException', reason: '\(selector)'"
        case .device:
            "UIDeviceOrientationDidChangeNotification \(value ?? "")"
        case .rotation:
            selector
        }
    }
}

/// An interface rotation the renderer animates (R21).
public struct RotationTransition: Sendable, Equatable {
    public var from: InterfaceOrientation
    public var to: InterfaceOrientation
    /// The content angle on screen when the transition began (R4), which differs from
    /// `from.contentAngle` when a rotation interrupts another one.
    public var startAngle: Double
    public var start: Double
    public var duration: Double
    /// Whether rotate callbacks were sent (not for presentation, dismissal or launch).
    public var withCallbacks: Bool

    public var end: Double { start + duration }

    /// R4 angle of the content at time t, ease-in-out.
    public func contentAngle(at time: Double) -> Double {
        let target = shortestTarget
        guard duration > 0, time < end else { return to.contentAngle }
        let p = max(0, min(1, (time - start) / duration))
        return startAngle + (target - startAngle) * easeInOut(p)
    }

    /// The target angle chosen so the content turns the short way from `startAngle`.
    private var shortestTarget: Double {
        var target = to.contentAngle
        while target - startAngle > 180 { target -= 360 }
        while target - startAngle < -180 { target += 360 }
        return target
    }
}

/// Cubic ease-in-out, as UIKit's default rotation curve.
public func easeInOut(_ p: Double) -> Double {
    p < 0.5 ? 4 * p * p * p : 1 - pow3(-2 * p + 2) / 2
}

private func pow3(_ x: Double) -> Double { x * x * x }

/// R21: 0.3 s per quarter turn, 0.6 s for a half turn.
public func rotationDuration(from: InterfaceOrientation, to: InterfaceOrientation) -> Double {
    if from == to { return 0 }
    var delta = abs(to.contentAngle - from.contentAngle).truncatingRemainder(dividingBy: 360)
    if delta > 180 { delta = 360 - delta }
    return delta > 90 ? 0.6 : 0.3
}

/// What the engine says back for one event.
public enum Emitted: Sendable, Equatable {
    case trace(TraceEvent)
    case rotation(RotationTransition)
    case decision(Decision)
}

/// Why a rotation evaluation ended the way it did: the inspector's and reports' text.
public struct Decision: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case rotated(from: InterfaceOrientation, to: InterfaceOrientation)
        /// Nothing changed; the reason says why.
        case unchanged
        /// The evaluation waits for a running transition to end (R21).
        case held
        case crashed
    }

    /// A named mask that took part in the intersection.
    public struct Row: Sendable, Equatable {
        public var label: String
        public var mask: OrientationMask
        public init(_ label: String, _ mask: OrientationMask) {
            self.label = label
            self.mask = mask
        }
    }

    /// Why it ended that way; `summary` turns it into a sentence only when read, so the
    /// engine's hot path builds no text.
    public enum Note: Sendable, Equatable {
        case rotated
        case notInMask
        case refused(by: String, selector: String)
        case alreadyThere
        case text(String)
    }

    public var time: Double
    /// What asked for the evaluation: "device landscapeLeft", "launch", "present X", …
    public var trigger: String
    public var device: DeviceOrientation
    /// The orientation the evaluation aimed for, when there was one.
    public var candidate: InterfaceOrientation?
    public var decider: String?
    /// Rows in the order they were intersected (app, controller, device capability).
    public var rows: [Row]
    public var effective: OrientationMask?
    public var shouldAutorotate: Bool?
    public var outcome: Outcome
    public var note: Note

    /// "portrait = app allButUpsideDown ∩ NavVC portrait".
    public var formula: String { Self.formula(effective ?? .none, rows) }

    public static func formula(_ effective: OrientationMask, _ rows: [Row]) -> String {
        "\(effective) = " + rows.map { "\($0.label) \($0.mask)" }.joined(separator: " ∩ ")
    }

    /// One sentence: "landscapeLeft ignored: not in effective mask portrait = app
    /// allButUpsideDown ∩ NavVC portrait".
    public var summary: String {
        let name = candidate?.name ?? device.name
        switch note {
        case .rotated:
            if case .rotated(let from, let to) = outcome {
                return "\(to.name): rotated from \(from.name), in effective mask \(formula)"
            }
            return "\(name): rotated"
        case .notInMask: return "\(name) ignored: not in effective mask \(formula)"
        case .refused(let by, let selector): return "\(name) ignored: [\(by) \(selector)] returned NO"
        case .alreadyThere: return "\(name): already the interface orientation"
        case .text(let text): return text
        }
    }
}

/// Something a tester asked for that the app cannot do now (exit status 2 in `check`).
public struct StepError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// The message may quote the file's text (a button title): kept to one line (OneLine.swift).
    public init(_ message: String) { self.message = message.escapedForOneLine }
    public var description: String { message }
}
