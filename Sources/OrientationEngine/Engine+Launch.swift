// Launch (R8, R27): the first evaluation, the visible child checked again, R14's fallback,
// and a multitasking iPad app that asks no mask.

extension Engine {
    mutating func launch() {
        state.launched = true
        let start = model.plist.map { $0.contains(.portrait) ? .portrait : ($0.first ?? .portrait) } ?? .portrait
        state.interface = start
        state.statusBarOrientation = start
        let root = state.root
        let children = Array(chain(from: root).dropFirst())
        if multitasking { return launchMultitasking(children: children) }
        let rootName = names[root]
        let app = appMask()
        if model.profile > .ios5 {
            let mask = supportedMask(of: root)
            cacheMasks(app: app, decider: mask)
            // R17a (R13 on iOS 16+): shouldAutorotate is asked only when nothing is in common.
            if app.intersection(mask).isEmpty {
                let rows = [Decision.Row(.app, app), Decision.Row(rootName, mask)]
                guard emptyIntersection(app: app, mask: mask, decider: root, autorotates: nil,
                                        trigger: "launch", rows: rows) != nil else { return }
            }
        }
        // R8 (1): under a tab bar root the selected child appears before the evaluation.
        let tabRoot = model.controllers[root].kind == .tab
        lifecycle(.viewWillAppear, tabRoot ? [root] + children : [root])
        guard state.crash == nil else { return }
        evaluate(trigger: "launch", animated: false, callbacks: false, launching: true)
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
        showWindowsAtLaunch()
    }

    /// R8: still outside the effective mask after launch's evaluation → R14's fallback order.
    private mutating func launchFallback(from start: InterfaceOrientation) {
        let effective = currentEffectiveMask()
        guard !effective.contains(state.interface), let fallback = effective.firstInFallbackOrder else { return }
        rotate(to: fallback, animated: false, callbacks: false)
        record(Decision(
            time: state.time, trigger: "launch", device: state.device, candidate: fallback,
            decider: names[decider], rows: [], effective: effective, shouldAutorotate: nil,
            outcome: .rotated(from: start, to: fallback),
            note: .text("launch: \(start.name) not in effective mask \(effective); "
                + "took \(fallback.name), the first of R14's fallback order")))
    }

    /// R27: no mask is asked; the interface takes the device's orientation.
    private mutating func launchMultitasking(children: [ControllerID]) {
        let root = state.root
        lifecycle(.viewWillAppear, [root])
        guard state.crash == nil else { return }
        evaluate(trigger: "launch", animated: false, callbacks: false, launching: true)
        lifecycle(.viewWillAppear, children)
        lifecycle(.viewDidAppear, [root] + children)
        updateStatusBarHidden()
        showWindowsAtLaunch()
    }
}
