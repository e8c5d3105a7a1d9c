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
    /// The visible player jumps to this many seconds into its video (its progress bar
    /// dragged, or ←/→), clamped to the video's length.
    case seek(Double)
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
    /// What a console line says, as a value for tools (the line's text is for people).
    public let notice: Notice?

    /// A console line's meaning. Small on purpose: with a one-byte payload the line keeps
    /// its size, and a device change emits about a hundred lines.
    public enum Notice: Sendable, Equatable {
        /// R20a: UIKit's "Setting UIDevice.orientation is not supported" (iOS 16 and later).
        case deviceOrientationKVCUnsupported
        /// R20b: the app's handler logging a scene error the system raised, with its code (101).
        case sceneError(code: UInt8)
    }

    public init(
        time: Double, kind: Kind, receiver: String = "", selector: String,
        value: String? = nil, overridden: Bool = true, notice: Notice? = nil
    ) {
        self.time = time
        self.kind = kind
        self.receiver = receiver
        self.selector = selector
        self.value = value
        self.overridden = overridden
        self.notice = notice
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
                + "'UIApplicationInvalidInterfaceOrientation', reason: '\(selector)'"
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

    /// The content's turn the short way from `startAngle`.
    public var tween: Tween {
        Tween(from: startAngle, to: Tween.shortest(from: startAngle, to: to.contentAngle), start: start,
              duration: duration)
    }

    /// R4 angle of the content at time t, ease-in-out; exactly `to`'s angle once done.
    public func contentAngle(at time: Double) -> Double {
        tween.isRunning(at: time) ? tween.value(at: time) : to.contentAngle
    }
}

/// R21: 0.3 s per quarter turn, 0.6 s for a half turn.
public func rotationDuration(from: InterfaceOrientation, to: InterfaceOrientation) -> Double {
    Tween.turnDuration(degrees: Tween.shortest(from: from.contentAngle, to: to.contentAngle) - from.contentAngle)
}

/// What the engine says back for one event.
public enum Emitted: Sendable, Equatable {
    case trace(TraceEvent)
    case rotation(RotationTransition)
    /// Boxed: a decision is larger than a trace line, and a device change emits one decision
    /// beside a hundred lines; unboxed, every line would take a decision's room.
    indirect case decision(Decision)
}

/// Something a tester asked for that the app cannot do now (exit status 2 in `check`).
public struct StepError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// The message may quote the file's text (a button title): kept to one line (OneLine.swift).
    public init(_ message: String) { self.message = message.escapedForOneLine }
    public var description: String { message }
}
