// What makes two settled engine states the same screen for exploration: everything the
// next event can depend on, without the clock (it only ever grows) and without the last
// decision or finished transitions (history, not state).

import OrientationEngine

/// A settled engine state as a hashable value. Built from the engine's public state, so
/// the engine needs no conformance of its own; the few internal fields it leaves out
/// (a change counter, iOS 5's "already reported" set) only change console text.
struct StateKey: Hashable {
    var device: [Int]
    var flags: [Bool]
    var root: Int
    var presented: [Int]
    var styles: [String]
    var cache: [Int]
    var cacheName: String
    var controllers: [ControllerKey]
    var appVars: [VarKey]
    var transforms: [String]
    var crash: String?

    struct ControllerKey: Hashable {
        var children: [Int]
        var selected: Int
        var vars: [VarKey]
        var lockedTo: Int
        /// Mode, side and playing: the position moves with the clock and decides nothing.
        var player: String
    }

    struct VarKey: Hashable {
        var name: String
        /// A bool as -1 / -2, a mask as its raw value.
        var value: Int
    }

    init(_ engine: Engine) {
        let state = engine.state
        device = [state.physical.rawValue, state.lastUpright.rawValue, state.device.rawValue,
                  state.interface.rawValue, state.statusBarOrientation.rawValue]
        flags = [state.launched, state.deviceForced, state.statusBarOverridden, state.statusBarHidden,
                 state.systemLock, state.heldDeviceChange]
        root = state.root
        presented = state.presented
        styles = state.presented.map { engine.presentationStyle(of: $0).rawValue }
        cache = state.maskCache.map { [$0.app.rawValue, $0.decider.rawValue] } ?? []
        cacheName = state.maskCache?.deciderName ?? ""
        controllers = state.controllers.map { node in
            ControllerKey(
                children: node.children, selected: node.selected, vars: Self.vars(node.vars),
                lockedTo: node.lockedTo?.rawValue ?? -1,
                player: node.player.map { "\($0.mode.rawValue) \($0.side?.rawValue ?? -1) \($0.playing)" } ?? "")
        }
        appVars = Self.vars(state.appVars)
        transforms = state.transforms.map { "\($0.key)=\($0.value.orientation?.rawValue ?? 0)" }.sorted()
        crash = state.crash?.reason
    }

    static func vars(_ vars: [String: Value]) -> [VarKey] {
        vars.map { name, value in
            switch value {
            case .bool(let flag): VarKey(name: name, value: flag ? -1 : -2)
            case .mask(let mask): VarKey(name: name, value: mask.rawValue)
            }
        }.sorted { $0.name < $1.name }
    }
}
