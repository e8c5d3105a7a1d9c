// The view controller hierarchy: who is on screen, who decides, navigation and
// presentation with their lifecycle (R8, R9, R15, R16, R18, R24).

/// Push, pop, tab switch and presentation animations (model: UIKit's 0.35 s).
public let navigationDuration = 0.35

extension Engine {
    // MARK: Who is on screen

    /// R9: the topmost full-screen presented controller, else the root.
    public var decider: ControllerID { state.presented.last ?? state.root }

    /// The container's forwarding target: nav → last of stack, tab → selected.
    func topChild(of id: ControllerID) -> ControllerID? {
        let node = state.controllers[id]
        switch model.controllers[id].kind {
        case .nav: return node.children.last
        case .tab: return node.children.indices.contains(node.selected) ? node.children[node.selected] : nil
        case .vc, .player: return nil
        }
    }

    /// `id` and its visible descendants, outermost first.
    func chain(from id: ControllerID) -> [ControllerID] {
        var result = [id]
        var current = id
        while let child = topChild(of: current) {
            result.append(child)
            current = child
        }
        return result
    }

    /// The deciding controller and its visible descendants, outermost first.
    public var visibleChain: [ControllerID] { chain(from: decider) }

    var innermostVisible: ControllerID {
        var current = decider
        while let child = topChild(of: current) { current = child }
        return current
    }

    /// The controller whose screen the user sees (innermost of the visible chain).
    public var visibleController: ControllerID { innermostVisible }

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
        disappearing: [ControllerID], appearing: [ControllerID]
    ) {
        state.navigation = NavigationTransition(
            kind: kind, from: from, to: to, start: state.time, duration: navigationDuration)
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

    // MARK: Presentation (R14, R15, R16)

    mutating func present(_ id: ControllerID) {
        let name = model.controllers[id].name
        guard !loaded.contains(id) else {
            return console("[Sandbox] present \(name) ignored: it is already in the hierarchy")
        }
        resetInstance(id)
        let presenter = decider
        let presenterChain = visibleChain
        // R15's query order.
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
        let combined = app.intersection(mask)
        let effective = combined.intersection(model.device.capability)
        var rows = [Decision.Row("app", app), Decision.Row(name, mask)]
        if effective != combined { rows.append(Decision.Row("device", model.device.capability)) }
        let trigger = "present \(name)"
        if model.profile > .ios5 {
            if combined.isEmpty, autorotates {
                return crash(invalidMaskReason(name), trigger: trigger, rows: rows)
            }
            if let preferred, !effective.contains(preferred) {
                let reason = "preferredInterfaceOrientationForPresentation '\(preferred.name)' "
                    + "must match a supported interface orientation: '\(effective)'!"
                return crash(reason, trigger: trigger, rows: rows)
            }
        }
        let target = effective.contains(state.interface)
            ? state.interface : (preferred ?? presentationFallback(in: effective))
        conclude(
            trigger: trigger, candidate: target, rows: rows, effective: effective, autorotates: autorotates,
            rotateTo: target.flatMap { $0 == state.interface ? nil : $0 }, callbacks: false,
            unchangedReason: .text("\(state.interface.name) kept: in \(name)'s effective mask \(effective)"))
        lifecycle(.viewWillDisappear, presenterChain.reversed())
        lifecycle(.viewWillAppear, chain(from: id))
        finishNavigation(.present, from: presenter, to: id,
                         disappearing: presenterChain.reversed(), appearing: chain(from: id))
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
        let old = chain(from: top)
        state.presented.removeLast()
        let presenter = decider
        let name = model.controllers[presenter].name
        let app = appMask()
        let mask = deciderMask(presenter)
        let effective = app.intersection(mask).intersection(model.device.capability)
        var target: InterfaceOrientation?
        if !effective.contains(state.interface) {
            if let device = state.device.interfaceOrientation, effective.contains(device) {
                target = device
            } else {
                target = effective.firstInFallbackOrder
            }
        }
        conclude(
            trigger: "dismiss \(model.controllers[top].name)", candidate: target ?? state.interface,
            rows: [Decision.Row("app", app), Decision.Row(name, mask)], effective: effective,
            autorotates: true, rotateTo: target, callbacks: false,
            unchangedReason: .text("\(state.interface.name) kept: in \(name)'s effective mask \(effective)"))
        lifecycle(.viewWillDisappear, old.reversed())
        lifecycle(.viewWillAppear, chain(from: presenter))
        finishNavigation(.dismiss, from: top, to: presenter,
                         disappearing: old.reversed(), appearing: chain(from: presenter))
    }

    // MARK: Launch (R8)

    mutating func launch() {
        state.launched = true
        let start = model.plist.map { $0.contains(.portrait) ? .portrait : ($0.first ?? .portrait) } ?? .portrait
        state.interface = start
        state.statusBarOrientation = start
        let root = state.root
        let rootName = model.controllers[root].name
        let app = appMask()
        let mask = model.profile > .ios5 ? supportedMask(of: root) : plistMask
        if model.profile > .ios5, app.intersection(mask).isEmpty {
            let autorotates = model.profile == .ios16 ? true : shouldAutorotate(root)
            if autorotates {
                return crash(invalidMaskReason(rootName), trigger: "launch",
                             rows: [Decision.Row("app", app), Decision.Row(rootName, mask)])
            }
        }
        lifecycle(.viewWillAppear, [root])
        guard state.crash == nil else { return }
        evaluate(trigger: "launch", animated: false, callbacks: false)
        guard state.crash == nil else { return }
        let effective = currentEffectiveMask()
        if !effective.contains(state.interface), let fallback = effective.firstInFallbackOrder {
            rotate(to: fallback, animated: false, callbacks: false)
            record(Decision(
                time: state.time, trigger: "launch", device: state.device, candidate: fallback,
                decider: rootName, rows: [], effective: effective, shouldAutorotate: nil,
                outcome: .rotated(from: start, to: fallback),
                note: .text("launch: \(start.name) not in effective mask \(effective); "
                    + "took \(fallback.name), the first of R14's fallback order")))
        }
        let children = Array(chain(from: root).dropFirst())
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
    func currentEffectiveMask() -> OrientationMask {
        var copy = self
        copy.tracing = false
        return copy.appMask().intersection(copy.deciderMask(copy.decider)).intersection(model.device.capability)
    }

    /// R17a's reason.
    func invalidMaskReason(_ decider: String) -> String {
        "Supported orientations has no common orientation with the application, "
            + "and [\(decider) shouldAutorotate] is returning YES"
    }
}
