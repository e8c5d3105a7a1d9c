// Presenting and dismissing: who decides afterwards, what is asked, what turns (R14,
// R15, R15a, R16, R27).

extension Engine {
    // MARK: Presentation (R14, R15, R15a, R16, R27)

    /// `style`: the call site's `modalPresentationStyle`, else the controller's own.
    mutating func present(_ id: ControllerID, style siteStyle: PresentationStyle? = nil) {
        let name = names[id]
        guard !loaded.contains(id) else {
            return console("[Sandbox] present \(name) ignored: it is already in the hierarchy")
        }
        resetInstance(id)
        let style = (siteStyle ?? model.controllers[id].presentation).resolved(iosVersion: model.iosVersion)
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
        _ = supportedMask(of: presenter)
        let preferred = model.profile > .ios5 ? preferredOrientation(of: id) : nil
        let mask = deciderMask(id)
        var autorotates: Bool?
        if model.profile == .ios6 || model.profile == .ios8 {
            _ = shouldAutorotate(presenter)
            autorotates = shouldAutorotate(id)
        }
        addPresentation(id, style: style)
        cacheMasks(app: app, decider: mask)
        let combined = app.intersection(mask)
        let effective = combined.intersection(model.device.capability)
        var rows = model.profile == .ios5 ? [] : [Decision.Row(.app, app)]
        rows.append(Decision.Row(name, mask))
        if effective != combined { rows.append(Decision.Row(.device, model.device.capability)) }
        if model.profile > .ios5 {
            // R17: (b) is checked before (a) on presentation.
            if let preferred, !effective.contains(preferred) {
                return crash(preferredReason(preferred, supported: effective), trigger: trigger, rows: rows, rule: .preferredNotSupported)
            }
            if combined.isEmpty {
                guard let quiet = emptyIntersection(app: app, mask: mask, decider: id, autorotates: autorotates,
                                                    trigger: trigger, rows: rows) else { return }
                return conclude(trigger: trigger, candidate: nil, rows: rows, effective: effective,
                                autorotates: autorotates, rotateTo: nil, callbacks: false, unchangedReason: quiet)
            }
        }
        // R15: a defined preferred orientation is honoured even when the current one is supported.
        let target = preferred ?? presentationFallback(in: effective)
        let kept: Decision.Note = preferred == nil
            ? .text("\(state.interface.name) kept: in \(name)'s effective mask \(effective)")
            : .text("\(state.interface.name) kept: \(name)'s preferred orientation (R15)")
        // R22c: the views underneath change size; the presented one appears at its size.
        let underneath = Set(chain(from: id))
        conclude(
            trigger: trigger, candidate: target, rows: rows, effective: effective, autorotates: autorotates,
            rotateTo: target.flatMap { $0 == state.interface ? nil : $0 }, callbacks: false,
            receivers: presentationReceivers(excluding: underneath),
            unchangedReason: kept)
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

    /// R16: the presenter decides again. (a) The device's orientation whenever the
    /// presenter allows it, without asking `preferred…`; (b) else (device flat, unknown or
    /// outside the mask) the presenter's preferred orientation, validated (R17b on
    /// dismissal), or R14's model.
    private mutating func reevaluateAfterDismissal(trigger: String) {
        let presenter = decider
        let name = names[presenter]
        let app = appMask()
        let mask = deciderMask(presenter)
        cacheMasks(app: app, decider: mask)
        let combined = app.intersection(mask)
        let effective = combined.intersection(model.device.capability)
        var rows = (model.profile == .ios5 ? [] : [Decision.Row(.app, app)]) + [Decision.Row(name, mask)]
        if effective != combined { rows.append(Decision.Row(.device, model.device.capability)) }
        let formula = Decision.formula(effective, rows)
        let current = state.interface
        // (a) The device gives the target whenever the presenter allows it, the current
        // orientation included: then nothing else is asked.
        if let device = state.device.interfaceOrientation, effective.contains(device) {
            return conclude(
                trigger: trigger, candidate: device, rows: rows, effective: effective, autorotates: nil,
                rotateTo: device == current ? nil : device, callbacks: false, receivers: presentationReceivers(),
                rotatedReason: .text("\(device.name): back to the device's orientation (\(state.device.name)), "
                    + "in \(name)'s effective mask \(formula); preferred… not asked (R16)"),
                unchangedReason: .text("\(current.name) kept: the device's orientation, in \(name)'s effective mask "
                    + "\(formula) (R16)"))
        }
        let why = state.device.interfaceOrientation == nil
            ? "the device is \(state.device.name)"
            : "the device's \(state.device.interfaceOrientation?.name ?? "") is not in it"
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
}
