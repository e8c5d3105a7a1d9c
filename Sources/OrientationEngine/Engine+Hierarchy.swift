// The view controller hierarchy: who is on screen, who decides, navigation and
// their lifecycle (R8, R9, R18, R24); presentation is in Engine+Presentation.swift.

/// Push, pop, tab switch and presentation animations (model: UIKit's 0.35 s).
public let navigationDuration = 0.35

extension Engine {
    // MARK: Who is on screen

    /// R9/R15a: the topmost presented controller that fills the window, else the root.
    public var decider: ControllerID { state.deciderChain[0] }

    /// Works out the deciding chain again (R9, R15a, R22). Called wherever what it depends
    /// on changes: a presentation comes or goes, a push, a pop, a tab switch, a (re)launch's
    /// new state. (`resetInstance` needs none: the controller it resets is not in the
    /// hierarchy yet, and the push or presentation that follows calls this.)
    mutating func hierarchyChanged() {
        // R28: from iOS 16 one window decides for the whole scene.
        state.decidingWindow = model.profile >= .ios16 ? topmostStatusBarWindow : nil
        if let window = state.decidingWindow {
            state.deciderChain = chain(from: windowRoots[window])
            return
        }
        // R15a: a sheet on top does not decide: the controller under it still does.
        let decider = state.presented.last { presentationStyle(of: $0).fillsWindow } ?? state.root
        state.deciderChain = chain(from: decider)
    }

    /// The root of the window that decides (R28): an extra window's, else the main window's.
    var decidingRoot: ControllerID { state.decidingWindow.map { windowRoots[$0] } ?? state.root }

    /// A controller is presented on top of the window (R15a: with its resolved style).
    mutating func addPresentation(_ id: ControllerID, style: PresentationStyle) {
        state.presented.append(id)
        state.presentationStyles[id] = style
        hierarchyChanged()
    }

    /// The top presentation goes away.
    mutating func removeTopPresentation() {
        guard let top = state.presented.popLast() else { return }
        state.presentationStyles[top] = nil
        hierarchyChanged()
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

    /// Controllers shown over the launch hierarchy: each presentation, and each controller
    /// pushed onto a stack on screen or under a presentation (a stack's first is not pushed).
    public var shownDepth: Int {
        var depth = state.presented.count
        for base in [state.root] + state.presented {
            var current = base
            while let child = topChild(of: current) {
                if model.controllers[current].kind == .nav { depth += max(0, state.controllers[current].children.count - 1) }
                current = child
            }
        }
        return depth
    }

    /// What the user sees and touches, outermost first: the top presentation (a sheet
    /// included) and its visible descendants.
    public var visibleChain: [ControllerID] { chain(from: onScreenTop) }

    /// The deciding controller and its visible descendants: who gets rotation callbacks (R22).
    public var deciderChain: [ControllerID] { state.deciderChain }

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

    /// R15a: the top presentation when it does not decide (a sheet or a context style).
    public var topNonDeciding: ControllerID? {
        state.presented.last.flatMap { presentationStyle(of: $0).fillsWindow ? nil : $0 }
    }

    /// What lies under the top presentation: the presentation below it, else the root.
    public var underTop: ControllerID { state.presented.dropLast().last ?? state.root }

    /// Every controller in the hierarchy: the root's subtree, then each presented one's.
    var loaded: [ControllerID] {
        var result: [ControllerID] = []
        _ = firstLoaded { result.append($0); return false }
        return result
    }

    /// The first controller of `loaded`'s order that `test` accepts, found without listing
    /// them all (a step asks this for every level of a push or a present).
    func firstLoaded(where test: (ControllerID) -> Bool) -> ControllerID? {
        // Depth first with a stack of its own: a nested function capturing the engine
        // copied it at each call.
        var pending = (state.shownWindows.reversed().map { windowRoots[$0] }) + state.presented.reversed() + [state.root]
        while let id = pending.popLast() {
            if test(id) { return id }
            pending += state.controllers[id].children.reversed()
        }
        return nil
    }

    func isLoaded(_ id: ControllerID) -> Bool { firstLoaded { $0 == id } != nil }

    /// The container holding `id` directly, if any.
    func parent(of id: ControllerID) -> ControllerID? {
        firstLoaded { state.controllers[$0].children.contains(id) }
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
        return tabBarOnScreen
    }

    /// The tab bar `selectTab` switches: the innermost on screen with another tab to go to.
    /// A holder of one child inside a split or tab controller (a page container, a single
    /// embed) has nothing to switch, so the container around it does.
    public var tabBarOnScreen: ControllerID? {
        let tabs = visibleChain.filter { model.controllers[$0].kind == .tab && model.controllers[$0].tabBar }
        return tabs.last { state.controllers[$0].children.count > 1 } ?? tabs.last
    }

    func isVisible(_ id: ControllerID) -> Bool { visibleChain.contains(id) }

    // MARK: Lifecycle (R24)

    mutating func lifecycle(_ hook: Hook, _ ids: [ControllerID]) {
        for id in ids {
            guard state.crash == nil else { return }
            if hook == .viewWillAppear { loadIfNeeded(id) }
            trace(.lifecycle, names[id], hook.rawValue + ":")
            runHook(hook, of: id)
            if hook == .viewWillAppear {
                announceVideoProblem(id)
                reapplyLock(of: id)
            }
        }
    }

    /// `viewDidLoad`: once per instance, before it first appears.
    mutating func loadIfNeeded(_ id: ControllerID) {
        guard model.controllers[id].hooks[.viewDidLoad] != nil, !state.controllers[id].loaded else { return }
        state.controllers[id].loaded = true
        trace(.lifecycle, names[id], "viewDidLoad")
        runHook(.viewDidLoad, of: id)
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
        state.controllers[id].loaded = false
        state.controllers[id].player = fresh.player
        state.controllers[id].selected = fresh.selected
        state.controllers[id].children = fresh.children
        state.transforms[.controller(names[id])] = nil
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
        let name = names[id]
        guard !isLoaded(id) else {
            return console("[Sandbox] push \(name) ignored: it is already in the hierarchy")
        }
        resetInstance(id)
        let oldTop = state.controllers[nav].children.last ?? nav
        let showing = isVisible(nav)
        let old = showing ? chain(from: oldTop) : []
        state.controllers[nav].children.append(id)
        hierarchyChanged()
        guard showing else { return }
        lifecycle(.viewWillDisappear, old.reversed())
        lifecycle(.viewWillAppear, chain(from: id))
        finishNavigation(.push, from: oldTop, to: id, disappearing: old.reversed(), appearing: chain(from: id))
    }

    mutating func pop(_ nav: ControllerID) {
        guard state.controllers[nav].children.count > 1, let oldTop = state.controllers[nav].children.last else {
            return console("[Sandbox] pop ignored: \(names[nav]) shows its root")
        }
        let showing = isVisible(nav)
        let old = showing ? chain(from: oldTop) : []
        state.controllers[nav].children.removeLast()
        hierarchyChanged()
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
        hierarchyChanged()
        guard showing else { return }
        let newTop = node.children[index]
        lifecycle(.viewWillDisappear, old.reversed())
        lifecycle(.viewWillAppear, chain(from: newTop))
        finishNavigation(.selectTab, from: oldTop, to: newTop, disappearing: old.reversed(), appearing: chain(from: newTop))
    }

    // MARK: Masks

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
        let own = copy.deciderMask(copy.decider)
        let mask = copy.decidingMask(copy.decider, own: own).mask
        return copy.appMask().intersection(mask).intersection(model.device.capability)
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

extension Engine {
    /// UIKit's `presentedViewController` of `id`: the presentation one level above the
    /// level `id` lives on (the root's hierarchy is level 0, each presentation's its own);
    /// any controller of a level answers with the same presented controller, as UIKit
    /// walks up to the presenting context.
    func presentedController(by id: ControllerID) -> ControllerID? {
        let levels = [state.root] + state.presented
        guard let level = levels.lastIndex(where: { hierarchy(of: $0).contains(id) }),
              level < state.presented.count else { return nil }
        return state.presented[level]
    }

    /// What presented `id` or the container holding it (`presentingViewController`): the
    /// level under its own; nil on the root's level.
    public func presentingController(of id: ControllerID) -> ControllerID? {
        let levels = [state.root] + state.presented
        guard let level = levels.lastIndex(where: { hierarchy(of: $0).contains(id) }), level > 0 else { return nil }
        return levels[level - 1]
    }

    /// `id` and every controller it contains (stack, tabs), loaded or not yet shown.
    private func hierarchy(of id: ControllerID) -> [ControllerID] {
        var result = [id]
        var index = 0
        while index < result.count {
            for child in state.controllers[result[index]].children where !result.contains(child) {
                result.append(child)
            }
            index += 1
        }
        return result
    }
}
