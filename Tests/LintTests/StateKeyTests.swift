// The walk's fingerprint of a settled state, built from the controllers' sum kept up to
// date step by step: two paths to the same state give the same key, states that differ
// in any controller's values give different ones, and the sum carried along a path is
// the one summed afresh.

import OrientationEngine
import Scenario
import Testing

@testable import Lint

struct StateKeyTests {
    /// Home (a nav's root) with two flags and buttons to set them, pushes Detail; Detail
    /// has a flag of the same name; 20 idle controllers so the states span chunks.
    static func scenario() throws -> ScenarioFile {
        var lines = ["app: {root: Nav}", "controllers:", "  Nav: {kind: nav, stack: [Home]}", "  Home:",
                     "    supported: all", "    vars: {a: false, b: false}", "    buttons:",
                     "      - {title: A, do: [{set: {a: true}}]}", "      - {title: B, do: [{set: {b: true}}]}",
                     "      - {title: Clear, do: [{set: {a: false, b: false}}]}",
                     "      - {title: Open, do: [{push: Detail}]}",
                     "  Detail:", "    supported: all", "    vars: {a: false}", "    buttons:",
                     "      - {title: A2, do: [{set: {a: true}}]}"]
        for index in 0..<20 { lines.append("  Idle\(index): {supported: portrait, vars: {x: false}}") }
        return try ScenarioLoader.parse(text: lines.joined(separator: "\n") + "\n", file: "keys.yaml")
    }

    /// The engine after `taps` from launch, its key with the controllers' sum carried
    /// step by step (as the walk does), and its key summed afresh.
    static func walk(_ taps: [Probe]) throws -> (Engine, carried: StateKey, fresh: StateKey) {
        var engine = try Engine(model: try scenario().model)
        _ = try engine.send(.launch, at: 0)
        _ = engine.settle()
        let layout = StateKey.Layout(engine)
        var sum = StateKey.Controllers(engine, layout: layout)
        for probe in taps {
            let (after, _) = try #require(EngineChain.step(engine, probe))
            sum = sum.updated(from: engine, to: after, layout: layout)
            engine = after
        }
        return (engine, StateKey(engine, layout: layout, controllers: sum), StateKey(engine, layout: layout))
    }

    @Test("two paths to the same state: the same fingerprint, carried or summed afresh")
    func samePathsSameKey() throws {
        let one = try Self.walk([.tap("A"), .tap("B")])
        let two = try Self.walk([.tap("B"), .turn(.landscapeLeft), .tap("A"), .turn(.portrait)])
        let three = try Self.walk([.tap("B"), .tap("Clear"), .tap("A"), .tap("B")])
        #expect(one.carried == one.fresh && two.carried == two.fresh && three.carried == three.fresh)
        #expect(one.carried == two.carried && one.carried == three.carried)
        // Pushed, the flag set there, popped: Detail's state is made anew on the next push,
        // but until then the popped instance's values are part of the state.
        let pushed = try Self.walk([.tap("Open"), .tap("A2"), .tap("Back")])
        #expect(pushed.carried == pushed.fresh)
    }

    @Test("states that differ in one value, or in whose value it is, have different fingerprints")
    func differentStatesDiffer() throws {
        let keys = try [
            Self.walk([]), Self.walk([.tap("A")]), Self.walk([.tap("B")]), Self.walk([.tap("A"), .tap("B")]),
            Self.walk([.tap("Open")]), Self.walk([.tap("Open"), .tap("A2")]),
            Self.walk([.tap("A"), .tap("Open")]), Self.walk([.turn(.landscapeLeft)]),
        ]
        for key in keys { #expect(key.carried == key.fresh) }
        #expect(Set(keys.map(\.carried)).count == keys.count)
        // Home's `a` set and Detail's `a` set hold the same value under the same name, on
        // different controllers: different states.
        let home = try Self.walk([.tap("A"), .tap("Open")])
        let detail = try Self.walk([.tap("Open"), .tap("A2")])
        #expect(home.carried != detail.carried)
    }

    @Test("the sum carried along a long walk is the sum made afresh at every step")
    func carriedEqualsFresh() throws {
        let probes: [Probe] = [.tap("A"), .turn(.landscapeRight), .tap("Open"), .tap("A2"), .systemLock(true),
                               .turn(.portrait), .tap("Back"), .tap("B"), .tap("Clear"), .systemLock(false)]
        for length in 0...probes.count {
            let step = try Self.walk(Array(probes.prefix(length)))
            #expect(step.carried == step.fresh, "after \(length) probes")
        }
    }
}
