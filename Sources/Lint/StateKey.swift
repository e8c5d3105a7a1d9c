// What makes two settled engine states the same screen for exploration: everything the
// next event can depend on, without the clock (it only ever grows) and without the last
// decision or finished transitions (history, not state).

import OrientationEngine

/// A settled engine state as a hashable value, flattened to numbers (hashing and comparing
/// them is most of what the walk spends per step). Built from the engine's public state, so
/// the engine needs no conformance of its own; the few internal fields it leaves out (a
/// change counter, iOS 5's "already reported" set) only change console text.
struct StateKey: Hashable {
    var numbers: [Int]
    /// The mask cache's decider, a crash's reason, transformed views: rare, kept as text.
    var text: [String]

    /// Variable names in a fixed order, per controller and for the app: a variable's set of
    /// names never changes (`set` assigns only variables that exist), so values alone do.
    struct Layout {
        var controllers: [[String]]
        var app: [String]

        init(_ engine: Engine) {
            controllers = engine.state.controllers.map { $0.vars.keys.sorted() }
            app = engine.state.appVars.keys.sorted()
        }
    }

    init(_ engine: Engine, layout: Layout) {
        let state = engine.state
        var numbers: [Int] = []
        numbers.reserveCapacity(32 + state.controllers.count * 6)
        numbers += [state.physical.rawValue, state.lastUpright.rawValue, state.device.rawValue,
                    state.interface.rawValue, state.statusBarOrientation.rawValue]
        var flags = 0
        for (bit, flag) in [state.launched, state.deviceForced, state.statusBarOverridden, state.statusBarHidden,
                            state.systemLock, state.heldDeviceChange].enumerated() where flag {
            flags |= 1 << bit
        }
        numbers += [flags, state.root, state.presented.count]
        for id in state.presented {
            numbers += [id, PresentationStyle.allCases.firstIndex(of: engine.presentationStyle(of: id)) ?? -1]
        }
        numbers += [state.maskCache?.app.rawValue ?? -1, state.maskCache?.decider.rawValue ?? -1]
        for (index, node) in state.controllers.enumerated() {
            numbers += [node.children.count, node.selected, node.lockedTo?.rawValue ?? -1]
            numbers += node.children
            if let player = node.player {
                let mode = [PlayerState.Mode.inline, .system, .transform, .portrait].firstIndex(of: player.mode) ?? -1
                numbers += [mode, player.side?.rawValue ?? -1, player.playing ? 1 : 0]
            }
            let names = index < layout.controllers.count ? layout.controllers[index] : []
            for name in names { numbers.append(Self.number(node.vars[name])) }
        }
        for name in layout.app { numbers.append(Self.number(state.appVars[name])) }
        self.numbers = numbers
        var text: [String] = []
        if let name = state.maskCache?.deciderName { text.append(name) }
        if let crash = state.crash { text.append(crash.reason) }
        if !state.transforms.isEmpty {
            text += state.transforms.map { "\($0.key)=\($0.value.orientation?.rawValue ?? 0)" }.sorted()
        }
        self.text = text
    }

    /// A bool as -1 / -2, a mask as its raw value, nothing as -3.
    static func number(_ value: Value?) -> Int {
        switch value {
        case .bool(let flag)?: flag ? -1 : -2
        case .mask(let mask)?: mask.rawValue
        case nil: -3
        }
    }
}
