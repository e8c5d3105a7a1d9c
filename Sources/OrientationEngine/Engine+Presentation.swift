// Presenting and dismissing: who decides afterwards, what is asked, what turns (R14,
// R15, R15a, R16, R27).

extension Engine {
    // MARK: Presentation (R14, R15, R15a, R16, R27)

    /// `style`: the call site's `modalPresentationStyle`, else the controller's own.
    mutating func present(_ id: ControllerID, style siteStyle: PresentationStyle? = nil) {
        let name = names[id]
        guard !isLoaded(id) else {
            return console("[Sandbox] present \(name) ignored: it is already in the hierarchy")
        }
        resetInstance(id)
        let style = (siteStyle ?? model.controllers[id].presentation).resolved(iosVersion: model.iosVersion)
        // The instance carries its style from now on: R5's default reads it when it is asked.
        state.presentationStyles[id] = style
        let onScreen = visibleChain
        let from = onScreenTop
        let trigger = "present \(name)"
        // R15a: sheets, overFullScreen, custom and overCurrentContext keep the presenter's view.
        let disappearing = style.keepsPresenterView ? [] : Array(onScreen.reversed())
        if !style.fillsWindow {
            // R15a: a sheet or a context presentation is not asked and never decides.
            addPresentation(id, style: style)
            record(unchanged(trigger, candidate: state.interface,
                             "\(name) presented as \(style.rawValue): not asked, \(names[decider]) "
                                 + "still decides, \(state.interface.name) kept (R15a)"))
        } else if multitasking {
            addPresentation(id, style: style)
            record(unchanged(trigger, candidate: state.interface,
                             "\(state.interface.name) kept: multitasking app, controller masks ignored (R27)"))
        } else if let window = state.decidingWindow {
            addPresentation(id, style: style)
            record(unchanged(trigger, candidate: state.interface,
                             "\(name) presented in the main window, not asked: window \(model.windows[window].name) "
                                 + "decides the orientation (R28)"))
        } else {
            presentFullWindow(id, style: style, trigger: trigger)
            guard state.crash == nil else { return }
        }
        lifecycle(.viewWillDisappear, disappearing)
        lifecycle(.viewWillAppear, chain(from: id))
        finishNavigation(.present, from: from, to: id, disappearing: disappearing, appearing: chain(from: id),
                         sheet: style.isSheet)
    }

    /// R15: the presented controller fills the window, is asked, and decides from now on.
    private mutating func presentFullWindow(_ id: ControllerID, style: PresentationStyle, trigger: String) {
        let name = names[id]
        let presenter = decider
        let app = appMask()
        let presenterMask = supportedMask(of: presenter)
        let preferred = model.profile > .ios5 ? preferredOrientation(of: id) : nil
        let own = deciderMask(id)
        var autorotates: Bool?
        if model.profile == .ios6 || model.profile == .ios8 {
            _ = shouldAutorotate(presenter)
            autorotates = shouldAutorotate(id)
        }
        addPresentation(id, style: style)
        let (mask, below) = decidingMask(id, own: own, asked: [presenter: presenterMask])
        cacheMasks(app: app, decider: mask)
        let combined = app.intersection(mask)
        let effective = combined.intersection(model.device.capability)
        var rows = model.profile == .ios5 ? [] : [Decision.Row(.app, app)]
        rows.append(Decision.Row(name, own))
        rows += below
        if effective != combined { rows.append(Decision.Row(.device, model.device.capability)) }
        var unsupportedPreferred = false
        if model.profile > .ios5 {
            // R17: (b) is checked before (a) on presentation; from iOS 17 (b) is a console line.
            if let preferred, !effective.contains(preferred) {
                guard model.iosVersion >= 17 else {
                    return crash(preferredReason(preferred, supported: effective), trigger: trigger, rows: rows, rule: .preferredNotSupported)
                }
                console("[Orientation] " + preferredReason(preferred, supported: effective))
                unsupportedPreferred = true
            }
            if combined.isEmpty {
                guard let quiet = emptyIntersection(app: app, mask: mask, decider: id, autorotates: autorotates,
                                                    trigger: trigger, rows: rows) else { return }
                return conclude(trigger: trigger, candidate: nil, rows: rows, effective: effective,
                                autorotates: autorotates, rotateTo: nil, callbacks: false, unchangedReason: quiet)
            }
        }
        // R15: a defined preferred orientation is honoured even when the current one is supported.
        let target: InterfaceOrientation?
        let kept: Decision.Note
        if unsupportedPreferred {
            // R17b, iOS 17+: interface(device), else the current orientation, else R14's order.
            target = deviceOrCurrent(in: effective) ?? effective.firstInFallbackOrder
            kept = .text("\(state.interface.name) kept: \(name)'s preferred \(preferred?.name ?? "") is not in "
                + "its effective mask \(effective), logged, not raised on iOS 17+ (R17)")
        } else {
            target = preferred ?? presentationFallback(in: effective)
            kept = preferred == nil
                ? .text("\(state.interface.name) kept: in \(name)'s effective mask \(effective)")
                : .text("\(state.interface.name) kept: \(name)'s preferred orientation (R15)")
        }
        let rotated: Decision.Note = unsupportedPreferred
            ? .text("\(target?.name ?? ""): \(name)'s preferred \(preferred?.name ?? "") is not in its effective mask "
                + "\(Decision.formula(effective, rows)); iOS 17+ logs it and turns to the device's, else the current, "
                + "else R14's first (R17)")
            : .rotated
        // R22c: the views underneath change size; the presented one appears at its size.
        let underneath = Set(chain(from: id))
        conclude(
            trigger: trigger, candidate: target, rows: rows, effective: effective, autorotates: autorotates,
            rotateTo: target.flatMap { $0 == state.interface ? nil : $0 }, callbacks: false,
            receivers: presentationReceivers(excluding: underneath),
            rotatedReason: rotated, unchangedReason: kept)
    }

    /// interface(device) if `effective` holds it, else the current orientation if it does.
    func deviceOrCurrent(in effective: OrientationMask) -> InterfaceOrientation? {
        if let device = state.device.interfaceOrientation, effective.contains(device) { return device }
        return effective.contains(state.interface) ? state.interface : nil
    }

    /// R15a: the presenters an `overFullScreen` presentation leaves visible below it, nearest
    /// first: each deciding level down to one that hides what is under it (or the root).
    /// Empty for any other style, and for a presentation not in the window that decides (R28).
    func presentersVisibleBelow(_ dc: ControllerID) -> [ControllerID] {
        guard model.profile > .ios5, state.decidingWindow == nil, let index = state.presented.lastIndex(of: dc),
              presentationStyle(of: dc) == .overFullScreen else { return [] }
        var result: [ControllerID] = []
        var level = index - 1
        while level >= 0 {
            let below = state.presented[level]
            let style = presentationStyle(of: below)
            // A sheet or a context presentation never decides: its presenter shows through.
            if style.fillsWindow { result.append(below) }
            guard style.keepsPresenterView else { return result }
            level -= 1
        }
        return result + [state.root]
    }

    /// R15a: the deciding mask of `dc`: its own ∩ each presenter still visible below an
    /// `overFullScreen` presentation, when that is not empty; else its own alone. `asked`:
    /// answers already traced in this evaluation. Returns the mask and the rows it took in.
    mutating func decidingMask(
        _ dc: ControllerID, own: OrientationMask, asked: [ControllerID: OrientationMask] = [:]
    ) -> (mask: OrientationMask, rows: [Decision.Row]) {
        let presenters = presentersVisibleBelow(dc)
        guard !presenters.isEmpty else { return (own, []) }
        var mask = own
        var rows: [Decision.Row] = []
        for presenter in presenters {
            let answer = asked[presenter] ?? supportedMask(of: presenter)
            mask.formIntersection(answer)
            rows.append(Decision.Row(.visibleBelow(names[presenter]), answer))
        }
        return mask.isEmpty ? (own, []) : (mask, rows)
    }

    /// R16/R22c: who hears the size transition of a presentation or dismissal that rotates
    /// (iOS 8+; below, the controller underneath gets no rotate callbacks).
    func presentationReceivers(excluding appearing: Set<ControllerID> = []) -> [ControllerID] {
        guard model.profile >= .ios8 else { return [] }
        return sizeTransitionReceivers.filter { !appearing.contains($0) }
    }

    /// R14's model for an undefined preferred orientation.
    func presentationFallback(in effective: OrientationMask) -> InterfaceOrientation? {
        if effective.contains(state.interface) { return state.interface }
        if let device = state.device.interfaceOrientation, effective.contains(device) { return device }
        return effective.firstInFallbackOrder
    }

    mutating func dismiss() {
        guard let top = state.presented.last else {
            return console("[Sandbox] dismiss ignored: nothing is presented")
        }
        let style = presentationStyle(of: top)
        let old = chain(from: top)
        removeTopPresentation()
        let trigger = "dismiss \(names[top])"
        if !style.fillsWindow {
            record(unchanged(trigger, candidate: state.interface,
                             "\(names[top]) was presented as \(style.rawValue): nothing to evaluate (R15a, R16)"))
        } else if multitasking {
            record(unchanged(trigger, candidate: state.interface,
                             "\(state.interface.name) kept: multitasking app, controller masks ignored (R27)"))
        } else if let window = state.decidingWindow {
            record(unchanged(trigger, candidate: state.interface,
                             "\(state.interface.name) kept: window \(model.windows[window].name) decides the orientation (R28)"))
        } else {
            reevaluateAfterDismissal(trigger: trigger)
            guard state.crash == nil else { return }
        }
        // R15a: a presentation that kept the presenter's view never hid it.
        let appearing = style.keepsPresenterView ? [] : visibleChain
        lifecycle(.viewWillDisappear, old.reversed())
        lifecycle(.viewWillAppear, appearing)
        finishNavigation(.dismiss, from: top, to: onScreenTop, disappearing: old.reversed(), appearing: appearing,
                         sheet: style.isSheet)
    }

    /// R16: the presenter decides again. Before iOS 16: (a) interface(device) when it differs
    /// from the current orientation and the presenter allows it, without asking `preferred…`;
    /// (b) otherwise the presenter's preferred orientation, validated (R17b on dismissal), or
    /// R14's model. iOS 16+: the preferred orientation is asked every time and only ranks third
    /// (device, current, preferred, R14's order); iOS 16 still raises where (b) did, 17+ logs.
    private mutating func reevaluateAfterDismissal(trigger: String) {
        let presenter = decider
        let name = names[presenter]
        let app = appMask()
        let own = deciderMask(presenter)
        let (mask, below) = decidingMask(presenter, own: own)
        let modern = model.profile >= .ios16
        let askedPreferred = modern ? preferredOrientation(of: presenter) : nil
        cacheMasks(app: app, decider: mask)
        let combined = app.intersection(mask)
        let effective = combined.intersection(model.device.capability)
        var rows = (model.profile == .ios5 ? [] : [Decision.Row(.app, app)]) + [Decision.Row(name, own)] + below
        if effective != combined { rows.append(Decision.Row(.device, model.device.capability)) }
        let formula = Decision.formula(effective, rows)
        let current = state.interface
        let device = state.device.interfaceOrientation
        // (a), literally: the device gives a new orientation the presenter allows.
        let deviceTarget = device.flatMap { $0 != current && effective.contains($0) ? $0 : nil }
        let why = device.map { device in
            device == current ? "the device's \(device.name) is already the interface orientation"
                : effective.contains(device) ? "" : "the device's \(device.name) is not in it"
        } ?? "the device is \(state.device.name)"
        if modern {
            return dismissalIOS16(trigger: trigger, presenter: presenter, preferred: askedPreferred, rows: rows,
                                  effective: effective, deviceTarget: deviceTarget)
        }
        if let device = deviceTarget {
            return conclude(
                trigger: trigger, candidate: device, rows: rows, effective: effective, autorotates: nil,
                rotateTo: device, callbacks: false, receivers: presentationReceivers(),
                rotatedReason: .text("\(device.name): back to the device's orientation (\(state.device.name)), "
                    + "in \(name)'s effective mask \(formula); preferred… not asked (R16)"),
                unchangedReason: .alreadyThere)
        }
        let preferred = model.profile > .ios5 ? preferredOrientation(of: presenter) : nil
        if let preferred, !effective.contains(preferred) {
            return crash(preferredReason(preferred, supported: effective), trigger: trigger, rows: rows, rule: .preferredNotSupported)
        }
        let target = preferred ?? presentationFallback(in: effective)
        let source = preferred == nil ? "R14's model (\(name) defines no preferred orientation)"
                                      : "\(name)'s preferred orientation"
        conclude(
            trigger: trigger, candidate: target ?? current, rows: rows, effective: effective, autorotates: nil,
            rotateTo: target.flatMap { $0 == current ? nil : $0 }, callbacks: false, receivers: presentationReceivers(),
            rotatedReason: .text("\(target?.name ?? current.name): \(source), since \(why) (R16)"),
            unchangedReason: .text("\(current.name) kept: \(source) in \(formula), since \(why) (R16)"))
    }

    /// R16 from iOS 16: the target is interface(device), else the current orientation, else
    /// the presenter's preferred, else R14's order — each only if in the presenter's mask.
    /// The preferred orientation is not validated for the choice; where the older profiles
    /// raised (case (b)), iOS 16 still does and iOS 17+ logs R17b's console line.
    private mutating func dismissalIOS16(
        trigger: String, presenter: ControllerID, preferred: InterfaceOrientation?, rows: [Decision.Row],
        effective: OrientationMask, deviceTarget: InterfaceOrientation?
    ) {
        let name = names[presenter]
        let current = state.interface
        if let preferred, !effective.contains(preferred), deviceTarget == nil {
            guard model.iosVersion >= 17 else {
                return crash(preferredReason(preferred, supported: effective), trigger: trigger, rows: rows, rule: .preferredNotSupported)
            }
            console("[Orientation] " + preferredReason(preferred, supported: effective))
        }
        let target: InterfaceOrientation?
        let source: String
        if let device = state.device.interfaceOrientation, effective.contains(device) {
            (target, source) = (device, "the device's orientation (\(state.device.name))")
        } else if effective.contains(current) {
            (target, source) = (current, "the current orientation")
        } else if let preferred, effective.contains(preferred) {
            (target, source) = (preferred, "\(name)'s preferred orientation")
        } else {
            (target, source) = (effective.firstInFallbackOrder, "the first of R14's order")
        }
        let formula = Decision.formula(effective, rows)
        conclude(
            trigger: trigger, candidate: target ?? current, rows: rows, effective: effective, autorotates: nil,
            rotateTo: target.flatMap { $0 == current ? nil : $0 }, callbacks: false, receivers: presentationReceivers(),
            rotatedReason: .text("\(target?.name ?? current.name): \(source), in \(name)'s effective mask \(formula); "
                + "iOS 16+ asks preferred… on every dismissal and ranks it after the device and the current (R16)"),
            unchangedReason: .text("\(current.name) kept: \(source), in \(name)'s effective mask \(formula) (R16)"))
    }
}
