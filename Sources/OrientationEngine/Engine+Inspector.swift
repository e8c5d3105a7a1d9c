// Read-only views of the state for the inspector, reports and expectations.

extension Engine {
    /// The masks as the inspector lists them, row by row: plist, window method (when
    /// defined), the deciding controller, the device's capability, and the effective mask.
    /// Evaluated silently: nothing is traced.
    public var currentMasks: [Decision.Row] {
        var copy = self
        copy.tracing = false
        var rows: [Decision.Row] = []
        if let plist = model.plist {
            rows.append(Decision.Row(model.profile == .ios5 ? "plist (launch only)" : "plist", OrientationMask(plist)))
        }
        if multitasking {
            rows.append(Decision.Row("multitasking (R27)", model.device.capability))
            rows.append(Decision.Row("effective", model.device.capability))
            return rows
        }
        if model.profile > .ios5, let window = model.window {
            rows.append(Decision.Row("window", copy.evaluate(window, query: .window, in: nil, fallback: model.device.defaultMask)))
        }
        if model.plist == nil, model.profile > .ios5, model.window == nil {
            rows.append(Decision.Row("app default", model.device.defaultMask))
        }
        rows.append(Decision.Row(model.controllers[decider].name, copy.deciderMask(decider)))
        rows.append(Decision.Row("device", model.device.capability))
        rows.append(Decision.Row("effective", currentEffectiveMask()))
        return rows
    }

    /// R20e (iOS 16): the masks a geometry request would be judged by, when they differ
    /// from what the app and the deciding controller answer now; nil when they agree.
    public var staleMaskCache: (cached: MaskCache, live: MaskCache)? {
        guard model.profile == .ios16, !multitasking, let cached = state.maskCache else { return nil }
        let live = liveMasks()
        return live == cached ? nil : (cached, live)
    }

    /// Whether an interface rotation is animating now.
    public var isRotating: Bool { state.rotation.map { state.time < $0.end } ?? false }

    /// The player's or else the visible controller's app lock (SCENARIOS.md `expect.locked`).
    public var visibleLock: Bool {
        if let player = visibleChain.last(where: { state.controllers[$0].player != nil }) { return isLocked(player) }
        return isLocked(visibleController)
    }

    /// The visible player's full-screen state, else false.
    public var visibleFullScreen: Bool {
        visibleChain.contains { state.controllers[$0].player?.fullScreen == true }
    }

    /// The innermost visible player controller, if any.
    public var visiblePlayer: ControllerID? {
        visibleChain.last { state.controllers[$0].player != nil }
    }
}
