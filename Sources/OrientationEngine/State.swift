// The engine's state: everything the renderer draws and the expectations read.

/// A controller's index in `AppModel.controllers`.
public typealias ControllerID = Int

/// Per-controller runtime state.
public struct ControllerState: Sendable, Equatable {
    /// nav: the current stack, bottom first; tab: the tabs.
    public var children: [ControllerID]
    /// tab: the selected index.
    public var selected: Int
    public var vars: [String: Value]
    /// R26: the orientation recorded when the controller locked itself.
    public var lockedTo: InterfaceOrientation?
    public var player: PlayerState?
    /// Its `viewDidLoad` hook has run (set only for controllers that have one).
    public var loaded = false
}

/// The player controller's state (P1–P7).
public struct PlayerState: Sendable, Equatable {
    public enum Mode: String, Sendable {
        case inline
        /// Full screen by a real interface rotation (device KVC or geometry request).
        case system
        /// Full screen by the transform + bounds fallback (R20d).
        case transform
        /// P7: a portrait video fills the portrait screen.
        case portrait
    }
    public var mode: Mode = .inline
    /// The side full screen aimed for (P2).
    public var side: InterfaceOrientation?
    public var playing: Bool = false
    /// Seconds of video played before the last resume.
    public var position: Double = 0
    public var lastResume: Double?
    public var fullScreen: Bool { mode != .inline }

    /// Seconds into the video at `time` (not wrapped: the decoder loops).
    public func playbackPosition(at time: Double) -> Double {
        position + (lastResume.map { max(0, time - $0) } ?? 0)
    }

    /// Seconds into the clip at `time` as its player shows them: the video loops, so past
    /// the end it counts again from 0. `duration` nil or 0 (unknown): not wrapped.
    public func elapsed(at time: Double, duration: Double?) -> Double {
        let position = playbackPosition(at: time)
        guard let duration, duration > 0 else { return position }
        return position.truncatingRemainder(dividingBy: duration)
    }
}

/// A view turned by the transform fallback (R20d).
public struct ViewTransform: Sendable, Equatable {
    /// nil: identity.
    public var orientation: InterfaceOrientation?
    /// Turn in degrees relative to the interface, at the start and end of the animation.
    public var fromAngle: Double
    public var toAngle: Double
    public var start: Double
    public var duration: Double

    public var tween: Tween { Tween(from: fromAngle, to: toAngle, start: start, duration: duration) }

    public func angle(at time: Double) -> Double { tween.value(at: time) }

    /// Bounds are swapped when the view is turned a quarter.
    public var swapsBounds: Bool { Int(abs(toAngle).rounded()) % 180 == 90 }
}

/// A push, pop, tab switch, presentation or dismissal the renderer may animate.
public struct NavigationTransition: Sendable, Equatable {
    public enum Kind: String, Sendable { case push, pop, present, dismiss, selectTab }
    public var kind: Kind
    public var from: ControllerID
    public var to: ControllerID
    public var start: Double
    public var duration: Double
    /// R15a: a sheet slides up as a card over the presenter (or back down).
    public var sheet = false

    /// 0 → 1 over the slide.
    public var tween: Tween { Tween(from: 0, to: 1, start: start, duration: duration) }
}

/// R17: the simulated app is dead until relaunched.
public struct Crash: Sendable, Equatable {
    /// Which check UIKit raised on (R17).
    public enum Rule: Sendable, Equatable {
        /// R17a: app mask ∩ the decider's mask is empty while shouldAutorotate is YES.
        case noCommonOrientation
        /// R17b: a preferred orientation outside the supported ones.
        case preferredNotSupported
    }

    public var time: Double
    public var reason: String
    public var rule: Rule = .noCommonOrientation
}

public struct EngineState: Sendable, Equatable {
    public var time: Double = 0
    public var launched = false
    public var physical: DeviceOrientation
    /// The last physical orientation that was not flat or unknown (where a body lying
    /// flat was last held upright).
    public var lastUpright: DeviceOrientation
    /// `UIDevice.orientation`: what the app is told (R20a, R25 make it differ).
    public var device: DeviceOrientation
    /// The reported orientation was last set by the app (device KVC, R20a), not the hardware.
    public var deviceForced = false
    public var interface: InterfaceOrientation = .portrait
    public var statusBarOrientation: InterfaceOrientation = .portrait
    /// R20c: the status bar was set by hand and no longer follows the interface.
    public var statusBarOverridden = false
    public var statusBarHidden = false
    public var systemLock = false
    public var root: ControllerID
    /// Presentations, bottom first, whatever their style (R15a: only those that fill the
    /// window decide; see `presentationStyles`).
    public var presented: [ControllerID] = []
    /// R15a: the resolved style (never `automatic`) each presented controller came with.
    public var presentationStyles: [ControllerID: PresentationStyle] = [:]
    /// R9/R22: the deciding controller and its visible descendants, outermost first (never
    /// empty). Derived from `presented`, `presentationStyles` and the containers' children,
    /// and worked out again wherever those change (`Engine.hierarchyChanged()`): every
    /// evaluation and rotation reads it, and a rotation's callback receivers share it.
    var deciderChain: [ControllerID]
    /// R20e: the masks the system last queried, which iOS 16 judges geometry requests by.
    public var maskCache: MaskCache?
    /// R28: the extra windows on screen (indexes into `AppModel.windows`), in the order
    /// they were shown: the last shown is on top within its level.
    public var shownWindows: [Int] = []
    /// R28 before iOS 16: each extra window's own interface orientation (it evaluates its
    /// own root); from iOS 16 every window follows `interface`.
    public var windowInterfaces: [Int: InterfaceOrientation] = [:]
    /// R28 (iOS 16+): the extra window whose root decides; nil: the main window.
    public var decidingWindow: Int?
    public var controllers: ControllerStates
    public var appVars: [String: Value]
    public var rotation: RotationTransition?
    public var navigation: NavigationTransition?
    public var transforms: [TransformTarget: ViewTransform] = [:]
    public var crash: Crash?
    public var lastDecision: Decision?
    /// R21: a device change arrived during a rotation and waits for its end.
    public var heldDeviceChange = false
    /// Counts reported device changes, so a notification handler can tell whether a
    /// hook moved the device on.
    var deviceChanges = 0
    /// R10: iOS 5 controllers already reported for answering NO for every orientation.
    var reportedAllNo: Set<ControllerID> = []
    var pending: [Completion] = []
}

/// R20e: what the system remembers of the last mask queries.
public struct MaskCache: Sendable, Equatable {
    public var app: OrientationMask
    /// The deciding controller's answer, and who gave it.
    public var decider: OrientationMask
    public var deciderName: String
}

/// Work scheduled for the end of a transition.
struct Completion: Sendable, Equatable {
    enum Work: Sendable, Equatable {
        /// didRotateFromInterfaceOrientation: / traitCollectionDidChange: on these.
        case rotationEnded(from: InterfaceOrientation, receivers: [ControllerID], traitChange: Bool)
        case didDisappear([ControllerID])
        case didAppear([ControllerID])
        case navigationEnded
    }
    var due: Double
    var sequence: Int
    var work: Work
}
