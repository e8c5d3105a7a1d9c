// The device and the ways an app pushes the interface around: R11, R19, R20, R25, R26.

extension Engine {
    // MARK: Device changes (R11, R21, R25)

    /// The physical device turns. A turn to the orientation it already has is no turn.
    mutating func turn(to orientation: DeviceOrientation) {
        guard orientation != state.physical else { return }
        notePhysical(orientation)
        if state.systemLock {
            return record(unchanged(
                "device turned \(orientation.name)", candidate: orientation.interfaceOrientation,
                "device turned \(orientation.name); reported stays \(state.device.name): "
                    + "system orientation lock is on (R25)"))
        }
        reportDevice(orientation, trigger: orientation.turnTrigger)
    }

    mutating func notePhysical(_ orientation: DeviceOrientation) {
        state.physical = orientation
        if orientation.isUpright { state.lastUpright = orientation }
    }

    /// `UIDevice.orientation` changes: notification, hooks, then the evaluation (R11).
    mutating func reportDevice(_ orientation: DeviceOrientation, trigger: String, forced: Bool = false) {
        guard orientation != state.device else { return }
        state.device = orientation
        state.deviceForced = forced
        state.deviceChanges += 1
        let stamp = state.deviceChanges
        let candidate = orientation.interfaceOrientation
        guard model.deviceNotifications else {
            return record(unchanged(trigger, candidate: candidate,
                                    "\(orientation.name) not evaluated: the app stopped device orientation notifications (R11)"))
        }
        if tracing {
            output.append(.trace(TraceEvent(
                time: state.time, kind: .device, receiver: "UIDevice", selector: "orientation",
                value: orientation.name)))
        }
        if hasDeviceHooks {
            for id in loaded where model.controllers[id].hooks[.deviceOrientationDidChange] != nil {
                trace(.callback, names[id], "deviceOrientationDidChange:")
                runHook(.deviceOrientationDidChange, of: id)
                guard state.crash == nil else { return }
            }
        }
        if hasPlayers {
            for id in visibleChain where state.controllers[id].player != nil {
                playerDeviceChanged(id, orientation)
                guard state.crash == nil else { return }
            }
        }
        // R11: the system lock stops physical motion only; a reported change (locking,
        // unlocking, device KVC) evaluates like any other.
        guard state.deviceChanges == stamp else { return }  // a handler moved the device on
        guard candidate != nil else {
            return record(unchanged(trigger, candidate: nil,
                                    "\(orientation.name): device orientation only, the interface stays (R11)"))
        }
        if isRotating {
            state.heldDeviceChange = true
            let end = state.rotation.map { String(format3($0.end)) } ?? ""
            return record(Decision(
                time: state.time, trigger: trigger, device: orientation, candidate: candidate,
                decider: names[decider], rows: [], effective: nil, shouldAutorotate: nil,
                outcome: .held, note: .text("\(orientation.name) held: a rotation runs until \(end) (R21)")))
        }
        evaluate(trigger: trigger)
        if !state.shownWindows.isEmpty, state.crash == nil { evaluateExtraWindows() }
    }

    /// R25: iPhone holds portrait, iPad holds what it had; unlocking reports the physical.
    mutating func setSystemLock(_ on: Bool) {
        guard on != state.systemLock else { return }
        if on {
            if model.device.isPhone { reportDevice(.portrait, trigger: "system orientation lock on") }
            state.systemLock = true
        } else {
            state.systemLock = false
            reportDevice(state.physical, trigger: "system orientation lock off")
        }
    }

    // MARK: Forcing (R19, R20)

    /// R20a: device KVC.
    mutating func forceDevice(_ orientation: DeviceOrientation) {
        if model.profile == .ios16 {
            return console("[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. "
                + "Please use UIWindowScene.requestGeometryUpdate(_:)", notice: .deviceOrientationKVCUnsupported)
        }
        let lock = state.systemLock ? "; the system lock stops physical turns only, R11" : ""
        reportDevice(orientation, trigger: "UIDevice orientation = \(orientation.name) (KVC\(lock))", forced: true)
    }

    /// R19: `attemptRotationToDeviceOrientation`.
    mutating func attemptRotation() {
        // R19: deprecated on iOS 16, not a no-op: UIKit forwards it, silently.
        if model.profile == .ios16 {
            return setNeedsUpdate(trigger: "attemptRotationToDeviceOrientation (iOS 16+: as setNeedsUpdate…, R19)")
        }
        if isRotating {
            state.heldDeviceChange = true
            return
        }
        evaluate(trigger: "attemptRotationToDeviceOrientation")
    }

    /// R19: `setNeedsUpdateOfSupportedInterfaceOrientations` (iOS 16): the masks are asked
    /// again (and remembered, R20e).
    mutating func setNeedsUpdate(trigger: String = "setNeedsUpdateOfSupportedInterfaceOrientations") {
        let dcName = names[decider]
        let device = state.device.interfaceOrientation
        if multitasking {
            let target = device.flatMap { $0 == state.interface ? nil : $0 }
            return conclude(trigger: trigger, candidate: device, rows: [Decision.Row(.multitasking, model.device.capability)],
                            effective: model.device.capability, autorotates: nil, rotateTo: target, callbacks: true,
                            unchangedReason: .alreadyThere)
        }
        let app = appMask()
        let own = supportedMask(of: decider)
        let (mask, below) = decidingMask(decider, own: own)
        cacheMasks(app: app, decider: mask)
        let combined = app.intersection(mask)
        let effective = combined.intersection(model.device.capability)
        let rows = [Decision.Row(.app, app), Decision.Row(dcName, own)] + below
        if combined.isEmpty {
            guard let quiet = emptyIntersection(app: app, mask: mask, decider: decider, autorotates: nil,
                                                trigger: trigger, rows: rows) else { return }
            return conclude(trigger: trigger, candidate: device, rows: rows, effective: effective, autorotates: nil,
                            rotateTo: nil, callbacks: true, unchangedReason: quiet)
        }
        var target: InterfaceOrientation?
        if !effective.contains(state.interface) {
            target = device.flatMap { effective.contains($0) ? $0 : nil } ?? effective.firstInFallbackOrder
        } else if let device, effective.contains(device), device != state.interface {
            target = device
        }
        conclude(trigger: trigger, candidate: target ?? device, rows: rows, effective: effective,
                 autorotates: nil, rotateTo: target, callbacks: true,
                 unchangedReason: .text("\(state.interface.name) kept: in effective mask \(Decision.formula(effective, rows))"))
    }

    /// R20b: `requestGeometryUpdate` (iOS 16). Judged by the masks last asked (R20e), it
    /// asks nothing itself, works under the system lock and posts no device notification.
    mutating func requestGeometry(_ requested: OrientationMask, by actor: String? = nil) {
        let trigger = "requestGeometryUpdate \(requested)"
        guard !requested.isEmpty else {
            return record(unchanged(trigger, candidate: nil,
                                    "a geometry request for no orientations does nothing: no error, no handler call (R20b)"))
        }
        if multitasking {
            // R20b/R27: the scene of a multitasking app is the user's to turn, not the app's.
            let error = "Error Domain=UISceneErrorDomain Code=101 \"The current windowing mode does not allow for "
                + "programmatic changes to interface orientation.\""
            appLine("[\(actor ?? model.delegate)] requestGeometryUpdate error: \(error)", by: actor ?? model.delegate,
                    notice: .sceneError(code: 101))
            return record(Decision(
                time: state.time, trigger: trigger, device: state.device, candidate: requested.firstInFallbackOrder,
                decider: names[decider], rows: [Decision.Row(.requested, requested)], effective: nil,
                shouldAutorotate: nil, outcome: .unchanged, note: .geometryRefused(.windowingMode)))
        }
        let cache = state.maskCache ?? liveMasks()
        let supported = cache.app.intersection(cache.decider)
        let rows = [Decision.Row(.requested, requested), Decision.Row(.app, cache.app),
                    Decision.Row(cache.deciderName, cache.decider)]
        let allowed = requested.intersection(supported).intersection(model.device.capability)
        guard !allowed.isEmpty else {
            // R20b: only the app's error handler hears it; UIKit itself prints nothing.
            let error = "Error Domain=UISceneErrorDomain Code=101 \"None of the requested orientations are supported "
                + "by the view controller. Requested: \(geometryNames(requested)); "
                + "Supported: \(geometryNames(supported.intersection(model.device.capability)))\""
            appLine("[\(actor ?? model.delegate)] requestGeometryUpdate error: \(error)", by: actor ?? model.delegate,
                    notice: .sceneError(code: 101))
            return record(Decision(
                time: state.time, trigger: trigger, device: state.device, candidate: requested.firstInFallbackOrder,
                decider: names[decider], rows: rows, effective: allowed, shouldAutorotate: nil, outcome: .unchanged,
                note: .geometryRefused(.noCommonOrientation(live: staleLiveMasks(requested)))))
        }
        let device = state.device.interfaceOrientation
        let target = device.flatMap { allowed.contains($0) ? $0 : nil } ?? allowed.firstInFallbackOrder
        conclude(trigger: trigger, candidate: target, rows: rows, effective: allowed, autorotates: nil,
                 rotateTo: target == state.interface ? nil : target, callbacks: true,
                 unchangedReason: .text("\(state.interface.name): already the interface orientation"))
    }

    /// R20b: the orientations of a geometry error, by name, as UIKit lists them.
    func geometryNames(_ mask: OrientationMask) -> String {
        let order: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        let names = order.filter { mask.contains($0) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    /// The masks the app and the deciding controller would answer now, asked silently.
    func liveMasks() -> MaskCache {
        var copy = self
        copy.tracing = false
        let app = copy.appMask()
        let own = copy.supportedMask(of: decider)
        return MaskCache(app: app, decider: copy.decidingMask(decider, own: own).mask, deciderName: names[decider])
    }

    /// R20e: the live masks, when they would have allowed the request the cached ones refused.
    private func staleLiveMasks(_ requested: OrientationMask) -> MaskCache? {
        guard let cache = state.maskCache else { return nil }
        let live = liveMasks()
        guard live != cache, !requested.intersection(live.app).intersection(live.decider).isEmpty else { return nil }
        return live
    }

    /// R20c: `setStatusBarOrientation:` works only while the decider refuses to autorotate.
    mutating func setStatusBar(_ orientation: InterfaceOrientation) {
        guard model.profile < .ios16 else {
            if tracing {
                output.append(.trace(TraceEvent(
                    time: state.time, kind: .console,
                    selector: "[Orientation] setStatusBarOrientation: \(orientation.name) ignored: no effect on iOS 16 and later",
                    overridden: false)))
            }
            return
        }
        let dcName = names[decider]
        let trigger = "setStatusBarOrientation \(orientation.name)"
        // R27: nothing is asked and a multitasking app always autorotates.
        let autorotates = model.profile == .ios5 || multitasking ? true : shouldAutorotate(decider)
        guard !autorotates else {
            return record(unchanged(trigger, candidate: orientation,
                                    "status bar stays \(state.statusBarOrientation.name): "
                                        + "[\(dcName) shouldAutorotate] is YES (R20c)"))
        }
        state.statusBarOrientation = orientation
        state.statusBarOverridden = orientation != state.interface
        updateStatusBarHidden()
        record(unchanged(trigger, candidate: orientation,
                         "status bar set to \(orientation.name); the interface stays \(state.interface.name) (R20c)"))
    }

    /// R20d: one view turned by R4's angle for `orientation` relative to the interface.
    mutating func transform(_ target: TransformTarget, to orientation: InterfaceOrientation?, animated: Bool) {
        let current = state.transforms[target]
        let from = current?.angle(at: state.time) ?? 0
        var to = orientation.map { $0.contentAngle - state.interface.contentAngle } ?? 0
        while to > 180 { to -= 360 }
        while to <= -180 { to += 360 }
        // R20d: the angle relative to the interface stays in (−180, 180]; only the timing is R21's.
        let duration = animated ? Tween.turnDuration(degrees: to - from) : 0
        state.transforms[target] = ViewTransform(
            orientation: orientation, fromAngle: from, toAngle: to, start: state.time, duration: duration)
        let what = orientation.map { "\($0.name) (\(Int(to))°)" } ?? "identity"
        if tracing {
            output.append(.trace(TraceEvent(
                time: state.time, kind: .rotation, receiver: target.description,
                selector: "[Transform] \(target) -> \(what)", value: orientation?.name ?? "identity")))
        }
    }

    // MARK: App lock (R26)

    mutating func setLock(_ on: Bool, of id: ControllerID, catchUp: Bool) {
        if on {
            state.controllers[id].lockedTo = state.interface
            return
        }
        guard state.controllers[id].lockedTo != nil else { return }
        state.controllers[id].lockedTo = nil
        guard catchUp else { return }
        if model.profile == .ios16 {
            setNeedsUpdate(trigger: "unlock \(names[id])")
        } else {
            attemptRotation()
        }
    }

    /// R26: a locked controller's viewWillAppear: forces its orientation back (R20).
    mutating func reapplyLock(of id: ControllerID) {
        guard let locked = state.controllers[id].lockedTo, locked != state.interface else { return }
        if model.profile == .ios16 {
            requestGeometry(locked.mask, by: names[id])
        } else {
            forceDevice(.unknown)
            forceDevice(locked.deviceOrientation)
        }
    }
}

extension DeviceOrientation {
    /// "device NAME", a turn's trigger: literals, so a device change allocates no text.
    var turnTrigger: String {
        switch self {
        case .unknown: "device unknown"
        case .portrait: "device portrait"
        case .portraitUpsideDown: "device portraitUpsideDown"
        case .landscapeLeft: "device landscapeLeft"
        case .landscapeRight: "device landscapeRight"
        case .faceUp: "device faceUp"
        case .faceDown: "device faceDown"
        }
    }
}

func format3(_ seconds: Double) -> String {
    let millis = Int((seconds * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}
