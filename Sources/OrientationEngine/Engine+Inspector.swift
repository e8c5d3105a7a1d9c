// Read-only views of the state for the inspector, reports and expectations.

extension Engine {
    /// The masks as the inspector lists them, row by row: plist, window method (when
    /// defined), the deciding controller, the device's capability, and the effective mask.
    /// Evaluated silently: nothing is traced.
    public var currentMasks: [Decision.Row] {
        var copy = self
        copy.tracing = false
        var rows: [Decision.Row] = []
        if let plist = model.plist {
            rows.append(Decision.Row(model.profile == .ios5 ? "plist (launch only)" : "plist", OrientationMask(plist)))
        }
        if multitasking {
            rows.append(Decision.Row(.multitasking, model.device.capability))
            rows.append(Decision.Row(.effective, model.device.capability))
            return rows
        }
        if model.profile > .ios5, let window = model.window {
            rows.append(Decision.Row(.window, copy.evaluate(window, query: .window, in: nil, fallback: model.device.defaultMask)))
        }
        if model.profile > .ios5, model.window == nil, let scene = sceneMaskInEffect {
            rows.append(Decision.Row(.scene, copy.evaluate(scene, query: .scene, in: nil, fallback: plistMask)))
        }
        if model.plist == nil, model.profile > .ios5, model.window == nil, sceneMaskInEffect == nil {
            rows.append(Decision.Row(.appDefault, model.device.defaultMask))
        }
        let own = copy.deciderMask(decider)
        rows.append(Decision.Row(names[decider], own))
        // R15a: an overFullScreen presentation's visible presenters.
        rows += copy.decidingMask(decider, own: own).rows
        rows.append(Decision.Row(.device, model.device.capability))
        rows.append(Decision.Row(.effective, currentEffectiveMask()))
        return rows
    }

    /// R20e (iOS 16): the masks a geometry request would be judged by, when they differ
    /// from what the app and the deciding controller answer now; nil when they agree.
    public var staleMaskCache: (cached: MaskCache, live: MaskCache)? {
        guard model.profile == .ios16, !multitasking, let cached = state.maskCache else { return nil }
        let live = liveMasks()
        return live == cached ? nil : (cached, live)
    }

    /// Whether an interface rotation is animating now.
    public var isRotating: Bool { state.rotation.map { state.time < $0.end } ?? false }

    /// The player's or else the visible controller's app lock (SCENARIOS.md `expect.locked`).
    public var visibleLock: Bool {
        if let player = visibleChain.last(where: { state.controllers[$0].player != nil }) { return isLocked(player) }
        return isLocked(visibleController)
    }

    /// The visible player's full-screen state, else false.
    public var visibleFullScreen: Bool {
        visibleChain.contains { state.controllers[$0].player?.fullScreen == true }
    }

    /// The innermost visible player controller, if any.
    public var visiblePlayer: ControllerID? {
        visibleChain.last { state.controllers[$0].player != nil }
    }
}

/// Why a controller's own answers matter now, or why they don't.
public enum PolicyRole: Sendable, Equatable {
    /// It is the deciding controller.
    case decides
    /// The deciding container forwards to it (`top`).
    case forwarded(by: String)
    /// Another controller decides and does not forward to it.
    case ignored(decider: String)
    /// R15a: it is a sheet; nothing asks it.
    case sheet(PresentationStyle)
    /// R27: no controller is asked.
    case multitasking
}

/// A visible controller whose own `supportedInterfaceOrientations` differs from what
/// decides, and is never asked (R9): the most common surprise of a container.
public struct UnaskedAnswer: Sendable, Equatable {
    public var controller: String
    public var own: OrientationMask
    /// The controller whose answer is used instead: the decider, or the first container
    /// under it that does not forward (Engine+Forwarding.swift) — the one to change.
    public var decider: String
    public var deciderMask: OrientationMask
    /// That controller is a nav or tab, so `supported: top` on it would forward to the child.
    public var canForward: Bool
    /// The deciding controller when it forwards the question down to `decider` (nil: it is `decider`).
    public var forwardedFrom: String? = nil

    /// "VideoList's landscape is never asked: Tabs decides (portrait) and doesn't forward;
    /// `supported: top` on Tabs forwards it".
    public var sentence: String {
        let answers = forwardedFrom.map { "\(decider) answers (\(deciderMask)) for \($0), which forwards to it," }
            ?? "\(decider) decides (\(deciderMask))"
        return "\(controller)'s \(own) is never asked: \(answers) and doesn't forward"
            + (canForward ? "; `supported: top` on \(decider) forwards it (R9)" : " (R9)")
    }
}

extension Engine {
    /// R9: the visible controllers whose own defined answer differs from the decider's.
    public var unaskedAnswers: [UnaskedAnswer] {
        // R28: under another window's root every main-window answer is unasked; the inspector says which window decides.
        guard state.launched, state.crash == nil, model.profile > .ios5, !multitasking, state.decidingWindow == nil
        else { return [] }
        // A window method answering `topmost` asks the innermost screen itself: nothing hidden.
        if let window = model.window, window.mentionsTopmost { return [] }
        let dc = decider
        return visibleChain.compactMap { id -> UnaskedAnswer? in
            guard id != dc, model.controllers[id].supported != nil, case .ignored = policyRole(of: id),
                  let answering = firstNonForwarding(toward: id) else { return nil }
            let own = liveSupportedMask(of: id), answer = liveSupportedMask(of: answering)
            guard own != answer else { return nil }
            return UnaskedAnswer(controller: names[id], own: own, decider: names[answering], deciderMask: answer,
                                 canForward: model.controllers[answering].kind.isContainer,
                                 forwardedFrom: answering == dc ? nil : names[dc])
        }
    }

    /// What `id` answers to `supportedInterfaceOrientations` now, asked silently.
    public func liveSupportedMask(of id: ControllerID) -> OrientationMask {
        var copy = self
        copy.tracing = false
        return copy.supportedMask(of: id)
    }

    /// What `id` answers to `shouldAutorotate` now, asked silently.
    public func liveShouldAutorotate(of id: ControllerID) -> Bool {
        var copy = self
        copy.tracing = false
        return copy.shouldAutorotate(id)
    }

    /// Whether `id`'s answers decide anything now, and through whom.
    public func policyRole(of id: ControllerID) -> PolicyRole {
        if multitasking { return .multitasking }
        if state.presented.contains(id), !presentationStyle(of: id).fillsWindow { return .sheet(presentationStyle(of: id)) }
        let dc = decider
        if id == dc { return .decides }
        // R28: before iOS 16 an extra window's root decides for its own window.
        if model.profile < .ios16, state.shownWindows.contains(where: { windowRoots[$0] == id }) { return .decides }
        var current = dc
        while model.controllers[current].supported == .top, let child = topChild(of: current) {
            if child == id { return .forwarded(by: names[current]) }
            current = child
        }
        return .ignored(decider: names[dc])
    }
}

extension Engine {
    /// Whether `id` is in the hierarchy now (not only drawn while it leaves).
    public func loadedNow(_ id: ControllerID) -> Bool { isLoaded(id) }
}

extension Engine {
    /// Why the status bar points where it does (R20c, R23): a failing `statusBar`
    /// expectation cites this, since the last rotation's decision says nothing about it.
    public var statusBarOrientationReason: String {
        let bar = state.statusBarOrientation.name
        if state.statusBarOverridden {
            return "status bar \(bar): set by setStatusBarOrientation:, the interface stays \(state.interface.name) (R20c)"
        }
        var text = "status bar \(bar): follows the interface orientation (R23)"
        if model.profile >= .ios16 { text += "; setStatusBarOrientation: has no effect on iOS 16 and later (R20c)" }
        return text
    }

    /// Why the status bar is hidden or shown now (R23), asked silently.
    public var statusBarHiddenReason: String {
        var copy = self
        copy.tracing = false
        // As updateStatusBarHidden: the deciding chain's innermost controller has the say.
        let owner = deciderChain.last ?? decider
        let name = names[owner]
        let prefers = copy.prefersStatusBarHidden(owner)
        let landscapePhone = model.device.isPhone && model.profile >= .ios8 && state.statusBarOrientation.isLandscape
        let player = hasPlayers && firstLoaded(where: { state.controllers[$0].player?.fullScreen == true }) != nil
        var hiding: [String] = []
        if prefers == true { hiding.append("[\(name) prefersStatusBarHidden] is YES") }
        if landscapePhone { hiding.append("an iPhone on iOS 8 or later hides it in landscape") }
        if player { hiding.append("the player is full screen") }
        if !hiding.isEmpty { return "status bar hidden: " + hiding.joined(separator: "; ") + " (R23)" }
        let own = prefers == nil ? "[\(name) prefersStatusBarHidden] is not overridden (NO)"
            : "[\(name) prefersStatusBarHidden] is NO"
        let landscape = !model.device.isPhone ? "an iPad shows it in landscape too"
            : model.profile < .ios8 ? "below iOS 8 an iPhone shows it in landscape too"
            : "an iPhone shows it in portrait"
        return "status bar shown: \(own), \(landscape), no full-screen player (R23)"
    }
}
