// The controllers' states in chunks that copies share: read and written like an array,
// a copy never sees another's change, and `changed(since:)` names exactly the
// controllers whose state differs.

import Testing

@testable import OrientationEngine

struct ControllerStatesTests {
    /// 40 controllers (three chunks, the last one short), each with its own flag.
    static func states(_ count: Int = 40) -> ControllerStates {
        ControllerStates((0..<count).map { index in
            ControllerState(children: [], selected: 0, vars: ["on": .bool(false), "n\(index)": .bool(true)],
                            lockedTo: nil, player: nil)
        })
    }

    @Test("reads and writes like an array, across chunk boundaries; a copy keeps its own values")
    func arrayLike() {
        var states = Self.states()
        #expect(states.count == 40 && Array(states.indices) == Array(0..<40))
        let copy = states
        for index in [0, 15, 16, 17, 31, 32, 39] {
            states[index].vars["on"] = .bool(true)
            states[index].children.append(index)
        }
        for index in 0..<40 {
            let touched = [0, 15, 16, 17, 31, 32, 39].contains(index)
            #expect(states[index].vars["on"] == .bool(touched) && states[index].children == (touched ? [index] : []))
            #expect(copy[index].vars["on"] == .bool(false) && copy[index].children.isEmpty)
            #expect(states[index].vars["n\(index)"] == .bool(true))
        }
        #expect(states != copy)
        #expect(Array(states.map(\.children.count)).reduce(0, +) == 7)
    }

    @Test("changed(since:) names the controllers a copy changed, none when a value is set back")
    func changedSince() {
        let before = Self.states()
        var after = before
        #expect(after.changed(since: before) == [])
        after[3].selected = 1
        after[20].lockedTo = .landscapeLeft
        after[39].vars["on"] = .bool(true)
        #expect(after.changed(since: before) == [3, 20, 39])
        #expect(before.changed(since: after) == [3, 20, 39])
        // Written back to what it was: the chunk was copied, the state is equal again.
        after[20].lockedTo = nil
        #expect(after.changed(since: before) == [3, 39])
        after[3].selected = 0
        after[39].vars["on"] = .bool(false)
        #expect(after.changed(since: before) == [] && after == before)
        #expect(Self.states(41).changed(since: before) == nil)
    }

    @Test("equal whatever the order of the changes that made them")
    func equalityByValue() {
        var one = Self.states(), two = Self.states()
        one[5].vars["on"] = .bool(true)
        one[30].selected = 2
        two[30].selected = 2
        two[5].vars["on"] = .bool(true)
        #expect(one == two)
        two[30].selected = 1
        #expect(one != two)
    }
}
