// R28: the app's windows besides the main one — which decides the orientation, and what
// showing or hiding one does.

/// One window as the inspector and the screen show it, bottom first.
public struct WindowInfo: Sendable, Equatable {
    /// `main` for the main window.
    public var name: String
    public var level: Double
    public var root: ControllerID
    /// The orientation its content is laid out in (before iOS 16 each window has its own).
    public var interface: InterfaceOrientation
    /// Its root decides the scene's orientation (iOS 16+), or it evaluates its own (before).
    public var decides: Bool
    public var canAffectStatusBar: Bool
}

extension Engine {
    /// R28: the window whose root decides the orientation: an extra window's name from
    /// iOS 16 when one is on top, else `main`.
    public var decidingWindowName: String {
        state.decidingWindow.map { model.windows[$0].name } ?? WindowSpec.mainName
    }

    /// The extra windows on screen, bottom first: by level, then in the order shown.
    var windowsBottomFirst: [Int] {
        let shown = state.shownWindows
        // Asked at every step of every app, most of which show no extra window: nothing to order.
        guard shown.count > 1 else { return shown }
        let model = model
        return shown.enumerated()
            .sorted { ($0.element.level(in: model), $0.offset) < ($1.element.level(in: model), $1.offset) }
            .map(\.element)
    }

    /// Every window on screen, the main one included, bottom first (R28).
    public var visibleWindows: [WindowInfo] {
        let main = WindowInfo(name: WindowSpec.mainName, level: 0, root: state.root, interface: state.interface,
                              decides: state.decidingWindow == nil, canAffectStatusBar: true)
        let extra = windowsBottomFirst.map { index in
            let spec = model.windows[index]
            return WindowInfo(
                name: spec.name, level: spec.level, root: windowRoots[index],
                interface: model.profile >= .ios16 ? state.interface : state.windowInterfaces[index] ?? state.interface,
                decides: model.profile >= .ios16 ? state.decidingWindow == index : true,
                canAffectStatusBar: spec.canAffectStatusBar)
        }
        // Below the main window: a negative level.
        return extra.filter { $0.level < 0 } + [main] + extra.filter { $0.level >= 0 }
    }

    /// R28: the topmost visible extra window that can affect the status bar, when it is above
    /// the main window (level 0, shown first); nil: the main window.
    var topmostStatusBarWindow: Int? {
        guard let top = windowsBottomFirst.last(where: { model.windows[$0].canAffectStatusBar }),
              model.windows[top].level >= 0 else { return nil }
        return top
    }

    /// The windows the file shows at launch (`hidden: false`), in file order.
    mutating func showWindowsAtLaunch() {
        for (index, spec) in model.windows.enumerated() where !spec.hidden {
            guard state.crash == nil else { return }
            showWindow(index)
        }
    }

    /// `window.isHidden = false` (R28).
    mutating func showWindow(_ index: Int) {
        let spec = model.windows[index]
        guard !state.shownWindows.contains(index) else {
            return console("[Sandbox] showWindow \(spec.name) ignored: it is already shown")
        }
        let root = windowRoots[index]
        guard !isLoaded(root) else {
            return console("[Sandbox] showWindow \(spec.name) ignored: its root \(names[root]) is already on screen")
        }
        state.shownWindows.append(index)
        console("[Window] \(spec.name) shown (level \(levelText(spec.level)), root \(names[root]))")
        lifecycle(.viewWillAppear, chain(from: root))
        guard state.crash == nil else { return }
        if model.profile >= .ios16 {
            windowsChanged(trigger: "showWindow \(spec.name)")
        } else {
            evaluateWindow(index, trigger: "showWindow \(spec.name)", showing: true)
        }
        lifecycle(.viewDidAppear, chain(from: root))
        updateStatusBarHidden()
    }

    /// `window.isHidden = true` (R28).
    mutating func hideWindow(_ index: Int) {
        let spec = model.windows[index]
        guard let position = state.shownWindows.firstIndex(of: index) else {
            return console("[Sandbox] hideWindow \(spec.name) ignored: it is not shown")
        }
        let root = windowRoots[index]
        lifecycle(.viewWillDisappear, chain(from: root).reversed())
        guard state.crash == nil else { return }
        state.shownWindows.remove(at: position)
        state.windowInterfaces[index] = nil
        console("[Window] \(spec.name) hidden")
        if model.profile >= .ios16 {
            windowsChanged(trigger: "hideWindow \(spec.name)")
        } else {
            followStatusBarWindow()
            record(unchanged("hideWindow \(spec.name)", candidate: state.statusBarOrientation,
                             "\(spec.name) hidden: before iOS 16 each window keeps its own orientation; the status "
                                 + "bar follows the topmost window left (\(statusBarWindowName)) (R28)"))
        }
        lifecycle(.viewDidDisappear, chain(from: root).reversed())
        updateStatusBarHidden()
    }

    /// R28 (iOS 16+): a window came or went; when the deciding window changed the scene
    /// re-evaluates as R19 does, with the new window's root.
    private mutating func windowsChanged(trigger: String) {
        let before = state.decidingWindow
        hierarchyChanged()
        guard state.decidingWindow != before else {
            return record(unchanged(trigger, candidate: state.interface,
                                    "\(state.interface.name) kept: window \(decidingWindowName) still decides (R28)"))
        }
        let from = before.map { model.windows[$0].name } ?? WindowSpec.mainName
        console("[Window] orientation decided by \(decidingWindowName) (was \(from)): "
            + "its root \(names[decidingRoot]) is asked (R28)")
        setNeedsUpdate(trigger: "\(trigger): window \(decidingWindowName) decides (R28, R19)")
    }

    // MARK: Before iOS 16: each window evaluates its own root (model)

    /// After the main window's evaluation of a device change: each extra window on screen
    /// evaluates its own root, bottom first (R28, model).
    mutating func evaluateExtraWindows() {
        guard model.profile < .ios16, !multitasking else { return }
        for index in windowsBottomFirst {
            guard state.crash == nil else { return }
            evaluateWindow(index, trigger: "\(state.device.turnTrigger) (window \(model.windows[index].name))",
                           showing: false)
        }
    }

    /// One extra window's own evaluation before iOS 16: its root is asked as a main
    /// window's would be (R12, R10 on iOS 5); it turns alone, with its own callbacks.
    /// `showing`: the window has just been shown and takes the device's orientation when its
    /// root allows it, else keeps the status bar's, else R14's first.
    private mutating func evaluateWindow(_ index: Int, trigger: String, showing: Bool) {
        let spec = model.windows[index]
        let root = windowRoots[index]
        let rootName = names[root]
        let current = state.windowInterfaces[index] ?? state.statusBarOrientation
        let app = appMask()
        let mask = deciderMask(root)
        let autorotates = model.profile == .ios5 ? true : shouldAutorotate(root)
        let effective = app.intersection(mask).intersection(model.device.capability)
        let rows = (model.profile == .ios5 ? [] : [Decision.Row(.app, app)]) + [Decision.Row(rootName, mask)]
        let device = state.device.interfaceOrientation
        var target: InterfaceOrientation?
        if showing {
            target = device.flatMap { effective.contains($0) ? $0 : nil }
                ?? (effective.contains(current) ? current : effective.firstInFallbackOrder)
        } else if autorotates, let device, effective.contains(device) {
            target = device
        }
        let to = target ?? current
        state.windowInterfaces[index] = to
        if to != current {
            let receivers = chain(from: root)
            let duration = showing ? 0 : rotationDuration(from: current, to: to)
            if model.profile <= .ios6 {
                callback(receivers, "willRotateToInterfaceOrientation:duration:", to.name + " " + formatSeconds(duration))
            } else {
                callback(receivers, "viewWillTransitionToSize:withTransitionCoordinator:", nil)
            }
            trace(.rotation, spec.name, "[Rotation] window \(spec.name): \(current.name) -> \(to.name) (\(formatSeconds(duration)))")
        }
        followStatusBarWindow()
        let text = to != current
            ? "\(to.name): window \(spec.name) turned alone, its root \(rootName) allows it in \(Decision.formula(effective, rows)); "
                + "before iOS 16 each window evaluates its own root (R28)"
            : "\(to.name) kept in window \(spec.name): \(Decision.formula(effective, rows))"
                + (autorotates ? "" : ", [\(rootName) shouldAutorotate] returned NO") + " (R28)"
        record(Decision(
            time: state.time, trigger: trigger, device: state.device, candidate: target ?? device, decider: rootName,
            rows: rows, effective: effective, shouldAutorotate: model.profile == .ios5 ? nil : autorotates,
            outcome: to != current ? .rotated(from: current, to: to) : .unchanged, note: .text(text)))
    }

    /// Before iOS 16 the status bar follows the topmost window that can affect it (R28).
    private mutating func followStatusBarWindow() {
        guard !state.statusBarOverridden else { return }
        state.statusBarOrientation = topmostStatusBarWindow.flatMap { state.windowInterfaces[$0] } ?? state.interface
    }

    private var statusBarWindowName: String {
        topmostStatusBarWindow.map { model.windows[$0].name } ?? WindowSpec.mainName
    }

    private func levelText(_ level: Double) -> String {
        if let named = WindowSpec.levels.first(where: { $0.1 == level }) { return named.0 }
        return level == level.rounded() ? String(Int(level)) : String(level)
    }

    /// The extra window named `name`, by index into `model.windows`.
    public func window(named name: String) -> Int? { model.windows.firstIndex { $0.name == name } }
}

private extension Int {
    func level(in model: AppModel) -> Double { model.windows[self].level }
}
