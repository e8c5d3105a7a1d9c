// Presenting and dismissing: who decides afterwards, what is asked, what turns (R14,
// R15, R15a, R16, R27).

extension Engine {
    // MARK: Presentation (R14, R15, R15a, R16, R27)

    mutating func present(_ id: ControllerID) {
        let name = names[id]
        guard !loaded.contains(id) else {
            return console("[Sandbox] present \(name) ignored: it is already in the hierarchy")
        }
        resetInstance(id)
        let style = model.controllers[id].presentation.resolved(iosVersion: model.iosVersion)
        let onScreen = visibleChain
        let from = onScreenTop
        let trigger = "present \(name)"
        // R15a: a sheet is not asked anything and the presenter keeps its view.
        let disappearing = style.isSheet || style == .overFullScreen ? [] : Array(onScreen.reversed())
        if style.isSheet {
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
        var autorotates = true
        if model.profile == .ios6 || model.profile == .ios8 {
            _ = shouldAutorotate(presenter)
            autorotates = shouldAutorotate(id)
        }
        addPresentation(id, style: style)
        cacheMasks(app: app, decider: mask)
        let combined = app.intersection(mask)
        let effective = combined.intersection(model.device.capability)
        var rows = model.profile == .ios5 ? [] : [Decision.Row("app", app)]
        rows.append(Decision.Row(name, mask))
        if effective != combined { rows.append(Decision.Row("device", model.device.capability)) }
        if model.profile > .ios5 {
            // R17: (b) is checked before (a) on presentation.
            if let preferred, !effective.contains(preferred) {
                return crash(preferredReason(preferred, supported: effective), trigger: trigger, rows: rows)
            }
            if combined.isEmpty, autorotates {
                return crash(invalidMaskReason(name), trigger: trigger, rows: rows)
            }
        }
        // R15: a defined preferred orientation is honoured even when the current one is supported.
        let target = preferred ?? presentationFallback(in: effective)
        let kept: Decision.Note = preferred == nil
            ? .text("\(state.interface.name) kept: in \(name)'s effective mask \(effective)")
            : .text("\(state.interface.name) kept: \(name)'s preferred orientation (R15)")
        conclude(
            trigger: trigger, candidate: target, rows: rows, effective: effective, autorotates: autorotates,
            rotateTo: target.flatMap { $0 == state.interface ? nil : $0 }, callbacks: false,
            unchangedReason: kept)
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
        if style.isSheet {
            record(unchanged(trigger, candidate: state.interface,
                             "\(names[top]) was a sheet: nothing to evaluate (R15a)"))
        } else if multitasking {
            record(unchanged(trigger, candidate: state.interface,
                             "\(state.interface.name) kept: multitasking app, controller masks ignored (R27)"))
        } else {
            reevaluateAfterDismissal(trigger: trigger)
        }
        // R15a: a sheet or an over-full-screen presentation never hid the presenter.
        let appearing = style.isSheet || style == .overFullScreen ? [] : visibleChain
        lifecycle(.viewWillDisappear, old.reversed())
        lifecycle(.viewWillAppear, appearing)
        finishNavigation(.dismiss, from: top, to: onScreenTop, disappearing: old.reversed(), appearing: appearing,
                         sheet: style.isSheet)
    }

    /// R16: the presenter decides again; rotate only if the current orientation left its mask.
    private mutating func reevaluateAfterDismissal(trigger: String) {
        let presenter = decider
        let name = names[presenter]
        let app = appMask()
        let mask = deciderMask(presenter)
        cacheMasks(app: app, decider: mask)
        let effective = app.intersection(mask).intersection(model.device.capability)
        var target: InterfaceOrientation?
        if !effective.contains(state.interface) {
            if let device = state.device.interfaceOrientation, effective.contains(device) {
                target = device
            } else {
                target = effective.firstInFallbackOrder
            }
        }
        let rows = (model.profile == .ios5 ? [] : [Decision.Row("app", app)]) + [Decision.Row(name, mask)]
        conclude(
            trigger: trigger, candidate: target ?? state.interface, rows: rows, effective: effective,
            autorotates: true, rotateTo: target, callbacks: false,
            unchangedReason: .text("\(state.interface.name) kept: in \(name)'s effective mask \(effective)"))
    }
}
