// The view controller hierarchy: who is on screen, who decides, navigation and
// presentation with their lifecycle (R8, R9, R15, R16, R18, R24).

/// Push, pop, tab switch and presentation animations (model: UIKit's 0.35 s).
public let navigationDuration = 0.35

extension Engine {
    // MARK: Who is on screen

    /// R9/R15a: the topmost presented controller that fills the window, else the root.
    /// A sheet on top does not decide: the controller under it still does.
    public var decider: ControllerID {
        state.presented.last { presentationStyle(of: $0).fillsWindow } ?? state.root
    }

    /// How `id` was presented (resolved, never `automatic`); full screen when it is not.
    public func presentationStyle(of id: ControllerID) -> PresentationStyle {
        state.presentationStyles[id] ?? .fullScreen
    }

    /// The controller at the top of the window: the last presentation of any style, else the root.
    var onScreenTop: ControllerID { state.presented.last ?? state.root }

    /// The container's forwarding target: nav → last of stack, tab → selected.
    func topChild(of id: ControllerID) -> ControllerID? {
        let node = state.controllers[id]
        switch model.controllers[id].kind {
        case .nav: return node.children.last
        case .tab: return node.children.indices.contains(node.selected) ? node.children[node.selected] : nil
        case .vc, .player: return nil
        }
    }

    /// `id` and its visible descendants, outermost first (the hierarchy as the screen shows it).
    public func chain(from id: ControllerID) -> [ControllerID] {
        var result = [id]
        var current = id
        while let child = topChild(of: current) {
            result.append(child)
            current = child
        }
        return result
    }

    /// What the user sees and touches, outermost first: the top presentation (a sheet
    /// included) and its visible descendants.
    public var visibleChain: [ControllerID] { chain(from: onScreenTop) }

    /// The deciding controller and its visible descendants: who gets rotation callbacks (R22).
    public var deciderChain: [ControllerID] { chain(from: decider) }

    var innermostVisible: ControllerID {
        var current = onScreenTop
        while let child = topChild(of: current) { current = child }
        return current
    }

    /// The controller whose screen the user sees (innermost of the visible chain).
    public var visibleController: ControllerID { innermostVisible }

    /// R15a: the sheet on top of the window, if the top presentation is one.
    public var topSheet: ControllerID? {
        state.presented.last.flatMap { presentationStyle(of: $0).isSheet ? $0 : nil }
    }

    /// What lies under the top presentation: the presentation below it, else the root.
    public var underTop: ControllerID { state.presented.dropLast().last ?? state.root }

    /// Every controller in the hierarchy: the root's subtree, then each presented one's.
    var loaded: [ControllerID] {
        var result: [ControllerID] = []
        func walk(_ id: ControllerID) {
            result.append(id)
            for child in state.controllers[id].children { walk(child) }
        }
        walk(state.root)
        for presented in state.presented { walk(presented) }
        return result
    }

    /// The container holding `id` directly, if any.
    func parent(of id: ControllerID) -> ControllerID? {
        loaded.first { state.controllers[$0].children.contains(id) }
    }

    /// The navigation controller an action of `actor` pushes onto (`self.navigationController`),
    /// else the innermost visible one.
    func navigationController(for actor: ControllerID?) -> ControllerID? {
        var current = actor
        while let id = current {
            if model.controllers[id].kind == .nav { return id }
            current = parent(of: id)
        }
        return visibleChain.last { model.controllers[$0].kind == .nav }
    }

    func tabController(for actor: ControllerID?) -> ControllerID? {
        var current = actor
        while let id = current {
            if model.controllers[id].kind == .tab { return id }
            current = parent(of: id)
        }
        return visibleChain.last { model.controllers[$0].kind == .tab }
    }

    func isVisible(_ id: ControllerID) -> Bool { visibleChain.contains(id) }

    // MARK: Lifecycle (R24)

    mutating func lifecycle(_ hook: Hook, _ ids: [ControllerID]) {
        for id in ids {
            guard state.crash == nil else { return }
            trace(.lifecycle, model.controllers[id].name, hook.rawValue + ":")
            runHook(hook, of: id)
            if hook == .viewWillAppear {
                announceVideoProblem(id)
                reapplyLock(of: id)
            }
        }
    }

    mutating func runHook(_ hook: Hook, of id: ControllerID) {
        guard let actions = model.controllers[id].hooks[hook] else { return }
        run(actions, by: id)
    }

    /// A controller appears anew (push, present): a new instance with the file's values.
    mutating func resetInstance(_ id: ControllerID) {
        let fresh = Engine.freshState(of: model.controllers[id], ids: ids)
        state.controllers[id].vars = fresh.vars
        state.controllers[id].lockedTo = nil
        state.controllers[id].player = fresh.player
        state.controllers[id].selected = fresh.selected
        state.controllers[id].children = fresh.children
        state.transforms[.controller(model.controllers[id].name)] = nil
    }

    /// Schedules the did-callbacks at the end of a navigation animation.
    mutating func finishNavigation(
        _ kind: NavigationTransition.Kind, from: ControllerID, to: ControllerID,
        disappearing: [ControllerID], appearing: [ControllerID], sheet: Bool = false
    ) {
        state.navigation = NavigationTransition(
            kind: kind, from: from, to: to, start: state.time, duration: navigationDuration, sheet: sheet)
        let due = state.time + navigationDuration
        schedule(.didDisappear(disappearing), at: due)
        schedule(.didAppear(appearing), at: due)
        schedule(.navigationEnded, at: due)
        updateStatusBarHidden()
    }

    // MARK: Navigation (R18: none of these re-evaluates the orientation)

    mutating func push(_ id: ControllerID, onto nav: ControllerID) {
        let name = model.controllers[id].name
        guard !loaded.contains(id) else {
            return console("[Sandbox] push \(name) ignored: it is already in the hierarchy")
        }
        resetInstance(id)
        let oldTop = state.controllers[nav].children.last ?? nav
        let showing = isVisible(nav)
        let old = showing ? chain(from: oldTop) : []
        state.controllers[nav].children.append(id)
        guard showing else { return }
        lifecycle(.viewWillDisappear, old.reversed())
        lifecycle(.viewWillAppear, chain(from: id))
        finishNavigation(.push, from: oldTop, to: id, disappearing: old.reversed(), appearing: chain(from: id))
    }

    mutating func pop(_ nav: ControllerID) {
        guard state.controllers[nav].children.count > 1, let oldTop = state.controllers[nav].children.last else {
            return console("[Sandbox] pop ignored: \(model.controllers[nav].name) shows its root")
        }
        let showing = isVisible(nav)
        let old = showing ? chain(from: oldTop) : []
        state.controllers[nav].children.removeLast()
        guard showing, let newTop = state.controllers[nav].children.last else { return }
        lifecycle(.viewWillDisappear, old.reversed())
        lifecycle(.viewWillAppear, chain(from: newTop))
        finishNavigation(.pop, from: oldTop, to: newTop, disappearing: old.reversed(), appearing: chain(from: newTop))
    }

    mutating func selectTab(_ index: Int, of tab: ControllerID) {
        let node = state.controllers[tab]
        guard node.children.indices.contains(index), index != node.selected else { return }
        let oldTop = node.children[node.selected]
        let showing = isVisible(tab)
        let old = showing ? chain(from: oldTop) : []
        state.controllers[tab].selected = index
        guard showing else { return }
        let newTop = node.children[index]
        lifecycle(.viewWillDisappear, old.reversed())
        lifecycle(.viewWillAppear, chain(from: newTop))
        finishNavigation(.selectTab, from: oldTop, to: newTop, disappearing: old.reversed(), appearing: chain(from: newTop))
    }

    // MARK: Presentation (R14, R15, R15a, R16, R27)

    mutating func present(_ id: ControllerID) {
        let name = model.controllers[id].name
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
            state.presented.append(id)
            state.presentationStyles[id] = style
            record(unchanged(trigger, candidate: state.interface,
                             "\(name) presented as \(style.rawValue): not asked, \(model.controllers[decider].name) "
                                 + "still decides, \(state.interface.name) kept (R15a)"))
        } else if multitasking {
            state.presented.append(id)
            state.presentationStyles[id] = style
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
        let name = model.controllers[id].name
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
        state.presented.append(id)
        state.presentationStyles[id] = style
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
        state.presented.removeLast()
        state.presentationStyles[top] = nil
        let trigger = "dismiss \(model.controllers[top].name)"
        if style.isSheet {
            record(unchanged(trigger, candidate: state.interface,
                             "\(model.controllers[top].name) was a sheet: nothing to evaluate (R15a)"))
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
        let name = model.controllers[presenter].name
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

    // MARK: Launch (R8, R27)

    mutating func launch() {
        state.launched = true
        let start = model.plist.map { $0.contains(.portrait) ? .portrait : ($0.first ?? .portrait) } ?? .portrait
        state.interface = start
        state.statusBarOrientation = start
        let root = state.root
        let children = Array(chain(from: root).dropFirst())
        if multitasking { return launchMultitasking(children: children) }
        let rootName = model.controllers[root].name
        let app = appMask()
        if model.profile > .ios5 {
            let mask = supportedMask(of: root)
            cacheMasks(app: app, decider: mask)
            if app.intersection(mask).isEmpty {
                let autorotates = model.profile == .ios16 ? true : shouldAutorotate(root)
                if autorotates {
                    return crash(invalidMaskReason(rootName), trigger: "launch",
                                 rows: [Decision.Row("app", app), Decision.Row(rootName, mask)])
                }
            }
        }
        // R8 (1): under a tab bar root the selected child appears before the evaluation.
        let tabRoot = model.controllers[root].kind == .tab
        lifecycle(.viewWillAppear, tabRoot ? [root] + children : [root])
        guard state.crash == nil else { return }
        evaluate(trigger: "launch", animated: false, callbacks: false)
        guard state.crash == nil else { return }
        launchFallback(from: start)
        if !tabRoot { lifecycle(.viewWillAppear, children) }
        // R8 (2): the visible child's mask is checked once more; it matters only if forwarded to.
        if model.profile > .ios5, let child = children.last, state.crash == nil {
            _ = appMask()
            _ = supportedMask(of: child)
            launchFallback(from: state.interface)
        }
        lifecycle(.viewDidAppear, [root] + children)
        updateStatusBarHidden()
    }

    /// R8: still outside the effective mask after launch's evaluation → R14's fallback order.
    private mutating func launchFallback(from start: InterfaceOrientation) {
        let effective = currentEffectiveMask()
        guard !effective.contains(state.interface), let fallback = effective.firstInFallbackOrder else { return }
        rotate(to: fallback, animated: false, callbacks: false)
        record(Decision(
            time: state.time, trigger: "launch", device: state.device, candidate: fallback,
            decider: model.controllers[decider].name, rows: [], effective: effective, shouldAutorotate: nil,
            outcome: .rotated(from: start, to: fallback),
            note: .text("launch: \(start.name) not in effective mask \(effective); "
                + "took \(fallback.name), the first of R14's fallback order")))
    }

    /// R27: no mask is asked; the interface takes the device's orientation.
    private mutating func launchMultitasking(children: [ControllerID]) {
        let root = state.root
        lifecycle(.viewWillAppear, [root])
        guard state.crash == nil else { return }
        evaluate(trigger: "launch", animated: false, callbacks: false)
        lifecycle(.viewWillAppear, children)
        lifecycle(.viewDidAppear, [root] + children)
        updateStatusBarHidden()
    }

    /// A would-be decider's mask: `supportedInterfaceOrientations`, or on iOS 5 what its
    /// whole visible chain answers YES for (R10).
    mutating func deciderMask(_ id: ControllerID) -> OrientationMask {
        guard model.profile == .ios5 else { return supportedMask(of: id) }
        var mask = OrientationMask.all
        for member in chain(from: id) { mask.formIntersection(autorotateMaskIOS5(of: member)) }
        return mask
    }

    /// The effective mask now, without tracing (inspector, launch fallback).
    public func currentEffectiveMask() -> OrientationMask {
        if multitasking { return model.device.capability }
        var copy = self
        copy.tracing = false
        return copy.appMask().intersection(copy.deciderMask(copy.decider)).intersection(model.device.capability)
    }

    /// R17a's reason.
    func invalidMaskReason(_ decider: String) -> String {
        "Supported orientations has no common orientation with the application, "
            + "and [\(decider) shouldAutorotate] is returning YES"
    }

    /// R17b's reason, worded as the iOS version words it (9+ names the mask).
    func preferredReason(_ preferred: InterfaceOrientation, supported: OrientationMask) -> String {
        guard model.iosVersion >= 9 else {
            return "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
        }
        let names = supported.orientations.map(\.name).joined(separator: ", ")
        return "preferredInterfaceOrientationForPresentation '\(preferred.name)' "
            + "must match a supported interface orientation: '\(names)'!"
    }
}
