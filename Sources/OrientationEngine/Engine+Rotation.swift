// Deciding and performing rotations: R10–R13, R17, R21–R23.

extension Engine {
    // MARK: Evaluation (R10, R12, R13, R15)

    /// Runs the system's rotation evaluation for the reported device orientation.
    /// `launching`: launch's own evaluation, which iPadOS 26's orientation lock does not hold (R29).
    mutating func evaluate(trigger: String, animated: Bool = true, callbacks: Bool = true, launching: Bool = false) {
        let device = state.device
        guard let candidate = device.interfaceOrientation else {
            return record(unchanged(trigger, candidate: nil,
                                    "\(device.name): no interface orientation, nothing to evaluate (R11)"))
        }
        if model.profile == .ios5 { return evaluateIOS5(trigger: trigger, candidate: candidate, animated: animated) }
        if multitasking { return evaluateMultitasking(trigger: trigger, candidate: candidate, animated: animated, callbacks: callbacks) }
        let dc = decider
        let root = decidingRoot
        let dcName = names[dc]
        let legacy = model.profile < .ios16
        let app: OrientationMask
        let own: OrientationMask
        var asked: [ControllerID: OrientationMask] = [:]
        var autorotates = true
        if dc != root {
            // R15: the root is asked first, then the presented controller decides alone.
            if legacy { _ = shouldAutorotate(root) }
            _ = appMask()
            asked[root] = supportedMask(of: root)
            if legacy { autorotates = shouldAutorotate(dc) }
            app = appMask()
            own = supportedMask(of: dc)
        } else {
            app = appMask()
            own = supportedMask(of: dc)
            if legacy { autorotates = shouldAutorotate(dc) }
        }
        let (mask, below) = decidingMask(dc, own: own, asked: asked)
        cacheMasks(app: app, decider: mask)
        let combined = app.intersection(mask)
        let effective = combined.intersection(model.device.capability)
        var rows = [Decision.Row(.app, app), Decision.Row(dcName, own)] + below
        if effective != combined { rows.append(Decision.Row(.device, model.device.capability)) }
        if combined.isEmpty {
            guard let quiet = emptyIntersection(app: app, mask: mask, decider: dc, autorotates: legacy ? autorotates : nil,
                                                trigger: trigger, rows: rows) else { return }
            return conclude(trigger: trigger, candidate: candidate, rows: rows, effective: effective,
                            autorotates: legacy ? autorotates : nil, rotateTo: nil, animated: animated,
                            callbacks: callbacks, unchangedReason: quiet)
        }
        let reason: Decision.Note
        if !autorotates {
            reason = .refused(by: dcName, selector: "shouldAutorotate")
        } else if !effective.contains(candidate) {
            reason = .notInMask
        } else {
            reason = .alreadyThere
        }
        let target = autorotates && effective.contains(candidate) && candidate != state.interface ? candidate : nil
        if target != nil, !launching, honoursOrientationLock, prefersOrientationLocked(dc) {
            // R29: iPadOS 26 holds a full-screen scene whose deciding controller prefers it locked.
            return conclude(trigger: trigger, candidate: candidate, rows: rows, effective: effective,
                            autorotates: legacy ? autorotates : nil, rotateTo: nil, animated: animated,
                            callbacks: callbacks,
                            unchangedReason: .text("\(candidate.name) held: [\(dcName) prefersInterfaceOrientationLocked] "
                                + "is YES; iPadOS 26 keeps a full-screen app's orientation (R29)"))
        }
        conclude(trigger: trigger, candidate: candidate, rows: rows, effective: effective,
                 autorotates: autorotates, rotateTo: target, animated: animated, callbacks: callbacks,
                 unchangedReason: reason)
    }

    /// R29: `prefersInterfaceOrientationLocked` counts on an iPad from iPadOS 26, full screen
    /// only (a multitasking app, R27, is never asked).
    var honoursOrientationLock: Bool { model.device == .ipad && model.iosVersion >= 26 && !multitasking }

    /// R13/R17a: app ∩ DC is empty. UIKit raises only when both masks hold orientations
    /// and the DC's `shouldAutorotate` says YES; iOS 16+ asks it only now (`autorotates`
    /// nil), as nothing else asks it there. A DC answering none rotates nothing and
    /// raises nothing. Returns the note to record when nothing is raised, nil after a crash.
    mutating func emptyIntersection(
        app: OrientationMask, mask: OrientationMask, decider dc: ControllerID, autorotates: Bool?,
        trigger: String, rows: [Decision.Row]
    ) -> Decision.Note? {
        let name = names[dc]
        if mask.isEmpty {
            return .text("\(name) answers no orientations: nothing rotates and nothing is raised (R17)")
        }
        let answer = autorotates ?? shouldAutorotate(dc)
        guard answer else {
            return .text("app \(app) ∩ \(name) \(mask) is empty, and [\(name) shouldAutorotate] returned NO: "
                + "no rotation, no exception (\(autorotates == nil ? "R13" : "R12"), R17)")
        }
        crash(invalidMaskReason(name), trigger: trigger, rows: rows)
        return nil
    }

    /// R10: every controller of the deciding chain is asked, outermost first; all must
    /// answer YES. The plist plays no part (it only chose the launch orientation).
    private mutating func evaluateIOS5(trigger: String, candidate: InterfaceOrientation, animated: Bool) {
        var rows: [Decision.Row] = []
        var refusedBy: String?
        for id in deciderChain {
            let answers = shouldAutorotateIOS5(id, to: candidate)
            let yes = answers.contains(candidate)
            rows.append(Decision.Row(names[id], answers))
            if answers.isEmpty, state.reportedAllNo.insert(id).inserted {
                console("The view controller \(names[id]) returned NO from "
                    + "-shouldAutorotateToInterfaceOrientation: for all interface orientations. "
                    + "It should support at least one orientation.")
            }
            if !yes, refusedBy == nil { refusedBy = names[id] }
        }
        let effective = rows.reduce(model.device.capability) { $0.intersection($1.mask) }
        if effective != rows.reduce(OrientationMask.all, { $0.intersection($1.mask) }) {
            rows.append(Decision.Row(.device, model.device.capability))
        }
        let reason: Decision.Note
        if let refusedBy {
            reason = .refused(by: refusedBy, selector: "shouldAutorotateToInterfaceOrientation:")
        } else if !effective.contains(candidate) {
            reason = .notInMask
        } else {
            reason = .alreadyThere
        }
        let target = effective.contains(candidate) && candidate != state.interface ? candidate : nil
        conclude(trigger: trigger, candidate: candidate, rows: rows, effective: effective,
                 autorotates: refusedBy == nil, rotateTo: target, animated: animated, callbacks: true,
                 unchangedReason: reason)
    }

    /// R27: nothing is asked; the interface follows the reported device orientation.
    private mutating func evaluateMultitasking(
        trigger: String, candidate: InterfaceOrientation, animated: Bool, callbacks: Bool
    ) {
        let effective = model.device.capability
        let target = effective.contains(candidate) && candidate != state.interface ? candidate : nil
        conclude(trigger: trigger, candidate: candidate, rows: [Decision.Row(.multitasking, effective)],
                 effective: effective, autorotates: nil, rotateTo: target, animated: animated, callbacks: callbacks,
                 unchangedReason: .alreadyThere)
    }

    /// Records the decision and rotates when there is a target. `receivers` overrides who
    /// hears the size transition (presentation and dismissal, R16/R22c).
    mutating func conclude(
        trigger: String, candidate: InterfaceOrientation?, rows: [Decision.Row], effective: OrientationMask,
        autorotates: Bool?, rotateTo target: InterfaceOrientation?, animated: Bool = true, callbacks: Bool,
        receivers: [ControllerID]? = nil, rotatedReason: Decision.Note = .rotated, unchangedReason: Decision.Note
    ) {
        record(Decision(
            time: state.time, trigger: trigger, device: state.device, candidate: candidate,
            decider: names[decider], rows: rows, effective: effective, shouldAutorotate: autorotates,
            outcome: target.map { .rotated(from: state.interface, to: $0) } ?? .unchanged,
            note: target == nil ? unchangedReason : rotatedReason))
        if let target { rotate(to: target, animated: animated, callbacks: callbacks, receivers: receivers) }
    }

    /// R22: who hears a rotation. iOS 8+ (R22c): every controller whose view changes size,
    /// from the root's chain down through each presentation's (sheets and the hidden
    /// presenter included); below, the deciding chain (R22).
    var sizeTransitionReceivers: [ControllerID] {
        guard model.profile >= .ios8 else { return deciderChain }
        // R28: from iOS 16 every window turns with the scene.
        let windows = model.profile >= .ios16 ? windowsBottomFirst.flatMap { chain(from: windowRoots[$0]) } : []
        guard !state.presented.isEmpty || !windows.isEmpty else { return deciderChain }
        return chain(from: state.root) + state.presented.flatMap { chain(from: $0) } + windows
    }

    func unchanged(_ trigger: String, candidate: InterfaceOrientation?, _ summary: String) -> Decision {
        Decision(time: state.time, trigger: trigger, device: state.device, candidate: candidate,
                 decider: names[decider], rows: [], effective: nil,
                 shouldAutorotate: nil, outcome: .unchanged, note: .text(summary))
    }

    mutating func record(_ decision: Decision) {
        // The output's copy first: storing it in the state is then its last use, a move.
        if tracing { output.append(.decision(decision)) }
        state.lastDecision = decision
    }

    // MARK: Rotating (R21, R22, R23)


    mutating func rotate(
        to target: InterfaceOrientation, animated: Bool, callbacks: Bool, receivers explicit: [ControllerID]? = nil
    ) {
        let from = state.interface
        guard target != from else { return }
        let duration = animated ? rotationDuration(from: from, to: target) : 0
        let startAngle = state.rotation?.contentAngle(at: state.time) ?? from.contentAngle
        let receivers = explicit ?? (callbacks ? sizeTransitionReceivers : [])
        // R22b: iPhone's vertical size class changes between portrait and landscape.
        let traitChange = model.profile >= .ios8 && model.device.isPhone && from.isLandscape != target.isLandscape
        if model.profile <= .ios6 {
            let argument = target.name + " " + formatSeconds(duration)
            callback(receivers, "willRotateToInterfaceOrientation:duration:", argument)
            callback(receivers, "viewWillLayoutSubviews", nil)
            callback(receivers, "willAnimateRotationToInterfaceOrientation:duration:", argument)
        } else {
            if traitChange { callback(receivers, "willTransitionToTraitCollection:withTransitionCoordinator:", nil) }
            callback(receivers, "viewWillTransitionToSize:withTransitionCoordinator:", nil)
            callback(receivers, "viewWillLayoutSubviews", nil)
        }
        state.interface = target
        state.statusBarOrientation = target
        state.statusBarOverridden = false
        let transition = RotationTransition(
            from: from, to: target, startAngle: startAngle, start: state.time, duration: duration,
            withCallbacks: !receivers.isEmpty)
        state.rotation = transition
        if tracing {
            output.append(.rotation(transition))
            output.append(.trace(TraceEvent(
                time: state.time, kind: .rotation,
                selector: rotationLine(from: from, to: target, duration: duration),
                value: target.name)))
        }
        schedule(.rotationEnded(from: from, receivers: receivers, traitChange: traitChange),
                 at: state.time + duration)
        updateStatusBarHidden()
    }

    mutating func rotationEnded(from: InterfaceOrientation, receivers: [ControllerID], traitChange: Bool) {
        if model.profile <= .ios6 {
            callback(receivers, "didRotateFromInterfaceOrientation:", from.name)
        } else if traitChange {
            callback(receivers, "traitCollectionDidChange:", nil)
        }
        if let rotation = state.rotation, rotation.end <= state.time { state.rotation = nil }
        if state.heldDeviceChange {
            state.heldDeviceChange = false
            evaluate(trigger: "held device \(state.device.name)")
        }
    }

    /// R23: hidden by the visible controller's wish, by iPhone landscape on iOS 8+, or
    /// by a full-screen player.
    mutating func updateStatusBarHidden() {
        // A sheet does not take over the status bar: the deciding chain's innermost does.
        var visible = deciderChain.last ?? decider
        // R23: on a Face ID iPhone a nav whose bar is visible (always, in this model) does
        // not forward prefersStatusBarHidden to its top child; it answers for itself.
        if model.device == .iphoneFaceID, let nav = parent(of: visible), model.controllers[nav].kind == .nav {
            visible = nav
        }
        let prefers = prefersStatusBarHidden(visible) ?? false
        let phoneLandscape = model.device.isPhone && model.profile >= .ios8 && state.statusBarOrientation.isLandscape
        let player = hasPlayers && firstLoaded(where: { state.controllers[$0].player?.fullScreen == true }) != nil
        state.statusBarHidden = prefers || phoneLandscape || player
    }

    // MARK: Crash (R17)

    mutating func crash(_ reason: String, trigger: String, rows: [Decision.Row], rule: Crash.Rule = .noCommonOrientation) {
        state.crash = Crash(time: state.time, reason: reason, rule: rule)
        state.pending.removeAll()
        state.heldDeviceChange = false
        if tracing {
            output.append(.trace(TraceEvent(time: state.time, kind: .exception, selector: reason)))
        }
        record(Decision(
            time: state.time, trigger: trigger, device: state.device, candidate: nil,
            decider: names[decider], rows: rows, effective: nil, shouldAutorotate: nil,
            outcome: .crashed, note: .text("crashed: \(reason)")))
    }

    // MARK: Trace helpers

    mutating func trace(_ kind: TraceEvent.Kind, _ receiver: String, _ selector: String, value: String? = nil) {
        guard tracing else { return }
        output.append(.trace(TraceEvent(time: state.time, kind: kind, receiver: receiver, selector: selector, value: value)))
    }

    mutating func callback(_ receivers: [ControllerID], _ selector: String, _ value: String?) {
        guard tracing else { return }
        output.reserveCapacity(output.count + receivers.count)
        for id in receivers {
            output.append(.trace(TraceEvent(time: state.time, kind: .callback, receiver: names[id], selector: selector,
                                            value: value)))
        }
    }

    /// A line the app's own code prints (an error handler's NSLog), attributed to `who`.
    mutating func appLine(_ message: String, by who: String, notice: TraceEvent.Notice? = nil) {
        guard tracing else { return }
        output.append(.trace(TraceEvent(time: state.time, kind: .console, receiver: who, selector: message,
                                        overridden: false, notice: notice)))
    }

    mutating func console(_ message: String, notice: TraceEvent.Notice? = nil) {
        guard tracing else { return }
        output.append(.trace(TraceEvent(time: state.time, kind: .console, selector: message, notice: notice)))
    }
}

/// "[Rotation] FROM -> TO (0.3 s)": R21's durations come from a table built once, so a
/// rotation's trace line costs a retain instead of five concatenations.
func rotationLine(from: InterfaceOrientation, to: InterfaceOrientation, duration: Double) -> String {
    let column: Int? = switch duration {
    case 0: 0
    case 0.3: 1
    case 0.6: 2
    default: nil
    }
    guard let column else { return "[Rotation] " + from.name + " -> " + to.name + " (" + formatSeconds(duration) + ")" }
    return rotationLines[(from.rawValue * 5 + to.rawValue) * standardSeconds.count + column]
}

private let standardSeconds = ["0.0 s", "0.3 s", "0.6 s"]

private let rotationLines: [String] = InterfaceOrientation.allCases.flatMap { from in
    InterfaceOrientation.allCases.flatMap { to in
        standardSeconds.map { "[Rotation] " + from.name + " -> " + to.name + " (" + $0 + ")" }
    }
}

func formatSeconds(_ seconds: Double) -> String {
    // R21's three durations are static strings: no formatting on the hot path.
    switch seconds {
    case 0: return "0.0 s"
    case 0.3: return "0.3 s"
    case 0.6: return "0.6 s"
    default:
        let tenths = Int((seconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
