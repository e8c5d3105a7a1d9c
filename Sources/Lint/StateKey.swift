// What makes two settled engine states the same screen for exploration: everything the
// next event can depend on, without the clock (it only ever grows) and without the last
// decision or finished transitions (history, not state).
//
// The walk keeps one per explored state, so it keeps a fingerprint: the flattened state
// streamed through a 128-bit hash, 16 bytes whatever the app's size. Two different states
// share one with a chance of about n² / 2¹²⁹ (10⁻²⁶ at a million states), far below any
// other cause of a wrong finding; the hash has fixed constants, so a walk is the same on
// every run.

import OrientationEngine

/// A settled engine state's fingerprint. Built from the engine's public state, so the
/// engine needs no conformance of its own; the few internal fields it leaves out (a
/// change counter, iOS 5's "already reported" set) only change console text.
///
/// The controllers' states enter through `Controllers`, a sum of one hash per controller:
/// a step changes a few controllers, and the sum after it is the sum before with those
/// controllers' old hashes taken out and new ones put in, so a state costs what its step
/// changed, not the number of controllers in the app.
struct StateKey: Hashable {
    var high: UInt64
    var low: UInt64

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

    /// Every controller's state, as the wrapping sum of each one's own 128-bit hash (its
    /// index first, so two controllers swapping states differ). Equal states give equal
    /// sums whatever steps led to them.
    struct Controllers: Equatable {
        var a: UInt64 = 0
        var b: UInt64 = 0

        /// The sum over every controller of `engine`.
        init(_ engine: Engine, layout: Layout) {
            for index in engine.state.controllers.indices { add(StateKey.controller(index, of: engine, layout: layout)) }
        }

        /// The sum for `after`, a step away from `before` (whose sum this is): only the
        /// controllers whose state the step changed are hashed again.
        func updated(from before: Engine, to after: Engine, layout: Layout) -> Controllers {
            guard let changed = after.state.controllers.changed(since: before.state.controllers) else {
                return Controllers(after, layout: layout)
            }
            var result = self
            for index in changed {
                result.remove(StateKey.controller(index, of: before, layout: layout))
                result.add(StateKey.controller(index, of: after, layout: layout))
            }
            return result
        }

        private mutating func add(_ hash: (UInt64, UInt64)) {
            a &+= hash.0
            b &+= hash.1
        }

        private mutating func remove(_ hash: (UInt64, UInt64)) {
            a &-= hash.0
            b &-= hash.1
        }
    }

    /// The whole fingerprint of `engine`, its controllers summed afresh.
    init(_ engine: Engine, layout: Layout) {
        self.init(engine, layout: layout, controllers: Controllers(engine, layout: layout))
    }

    /// The fingerprint of `engine` whose controllers' sum is `controllers`.
    init(_ engine: Engine, layout: Layout, controllers: Controllers) {
        var hash = Fingerprint()
        Self.flatten(engine, layout: layout, into: &hash)
        hash.add(Int(Int64(bitPattern: controllers.a)))
        hash.add(Int(Int64(bitPattern: controllers.b)))
        (high, low) = hash.value
    }

    /// Every number and text of the state outside the controllers' own, in a fixed order,
    /// given to `sink`.
    static func flatten(_ engine: Engine, layout: Layout, into sink: inout Fingerprint) {
        let state = engine.state
        for number in [state.physical.rawValue, state.lastUpright.rawValue, state.device.rawValue,
                       state.interface.rawValue, state.statusBarOrientation.rawValue] {
            sink.add(number)
        }
        var flags = 0
        for (bit, flag) in [state.launched, state.deviceForced, state.statusBarOverridden, state.statusBarHidden,
                            state.systemLock, state.heldDeviceChange].enumerated() where flag {
            flags |= 1 << bit
        }
        sink.add(flags)
        sink.add(state.root)
        sink.add(state.presented.count)
        for id in state.presented {
            sink.add(id)
            sink.add(PresentationStyle.allCases.firstIndex(of: engine.presentationStyle(of: id)) ?? -1)
        }
        sink.add(state.maskCache?.app.rawValue ?? -1)
        sink.add(state.maskCache?.decider.rawValue ?? -1)
        // R28: which extra windows are up, in their order, and what each shows.
        sink.add(state.shownWindows.count)
        for window in state.shownWindows {
            sink.add(window)
            sink.add(state.windowInterfaces[window]?.rawValue ?? -1)
        }
        sink.add(state.decidingWindow ?? -1)
        sink.add(state.controllers.count)
        for name in layout.app { sink.add(number(state.appVars[name])) }
        // The rare parts kept as text: the mask cache's decider, a crash's reason, transformed views.
        sink.add(state.maskCache?.deciderName)
        sink.add(state.crash?.reason)
        sink.add(state.transforms.count)
        for text in state.transforms.map({ "\($0.key)=\($0.value.orientation?.rawValue ?? 0)" }).sorted() {
            sink.add(text)
        }
    }

    /// One controller's own hash: its index, stack or tabs, selection, lock, player and
    /// variables (not whether its `viewDidLoad` ran, nor the player's clock).
    static func controller(_ index: Int, of engine: Engine, layout: Layout) -> (UInt64, UInt64) {
        let node = engine.state.controllers[index]
        var sink = Fingerprint()
        sink.add(index)
        sink.add(node.children.count)
        sink.add(node.selected)
        sink.add(node.lockedTo?.rawValue ?? -1)
        for child in node.children { sink.add(child) }
        if let player = node.player {
            sink.add([PlayerState.Mode.inline, .system, .transform, .portrait].firstIndex(of: player.mode) ?? -1)
            sink.add(player.side?.rawValue ?? -1)
            sink.add(player.playing ? 1 : 0)
        } else {
            sink.add(-4)
        }
        let names = index < layout.controllers.count ? layout.controllers[index] : []
        for name in names { sink.add(number(node.vars[name])) }
        return sink.value
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

/// A 128-bit hash over a stream of numbers and texts: two 64-bit lanes with different
/// odd multipliers (each step a bijection of the lane, so no two streams of equal length
/// that differ in one word collide in a lane), mixed at the end.
struct Fingerprint {
    private var a: UInt64 = 0x243F_6A88_85A3_08D3
    private var b: UInt64 = 0x1319_8A2E_0370_7344
    private var count: UInt64 = 0

    mutating func add(_ number: Int) {
        let word = UInt64(bitPattern: Int64(number))
        a = (a ^ word) &* 0x9E37_79B9_7F4A_7C15
        a = (a << 31) | (a >> 33)
        b = (b ^ word) &* 0xC2B2_AE3D_27D4_EB4F
        b = (b << 29) | (b >> 35)
        count &+= 1
    }

    /// A text, told apart from numbers and from nothing by its length first.
    mutating func add(_ text: String?) {
        guard let text else { return add(-5) }
        add(text.utf8.count)
        var word: UInt64 = 0
        var filled = 0
        for byte in text.utf8 {
            word = word << 8 | UInt64(byte)
            filled += 1
            if filled == 8 {
                add(Int(Int64(bitPattern: word)))
                word = 0
                filled = 0
            }
        }
        if filled > 0 { add(Int(Int64(bitPattern: word))) }
    }

    var value: (UInt64, UInt64) {
        (Self.mix(a ^ count), Self.mix(b &+ Self.mix(a) ^ count))
    }

    /// splitmix64's finaliser: every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
