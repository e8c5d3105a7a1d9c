// compare's two building blocks: reading calls from any log form, and the edit script.

import Foundation
import Testing
@testable import Scenario

struct DeviceLogTests {
    @Test("a call is read after any prefix: NSLog, Xcode, log stream, syslog and compact styles, or none", arguments: [
        ("2020-08-12 20:15:28.471 rotation[20923:3973796] -[NavVC supportedInterfaceOrientations]", "rotation"),
        ("2024-05-14 10:21:07.118042+0200 rotation[4242:1830051] -[NavVC supportedInterfaceOrientations]", "rotation"),
        ("2020-08-12 20:15:28.471239+0800 0x3ca1b4   Default     0x0                  20923  0    rotation: -[NavVC supportedInterfaceOrientations]", "rotation"),
        ("2020-08-12 20:15:28.471239+0800  localhost rotation[20923]: (Foundation) -[NavVC supportedInterfaceOrientations]", "rotation"),
        ("2020-08-12 20:15:28.471 Df rotation[20923:3973796] -[NavVC supportedInterfaceOrientations]", "rotation"),
        ("-[NavVC supportedInterfaceOrientations]", ""),
    ])
    func forms(line: String, process: String) throws {
        let (call, found) = try #require(DeviceLog.parseLine(Substring(line)))
        #expect(call == Call("NavVC", "supportedInterfaceOrientations"))
        #expect(found == (process.isEmpty ? nil : process))
    }

    @Test("categories, Swift's qualified names and #function forms become the class and the selector", arguments: [
        ("-[UINavigationController(Rotation) supportedInterfaceOrientations]", "UINavigationController", "supportedInterfaceOrientations"),
        ("-[Player.FeedVC viewDidAppear(_:)]", "FeedVC", "viewDidAppear:"),
        ("-[PlayerVC viewWillTransition(to:with:)]", "PlayerVC", "viewWillTransitionToSize:withTransitionCoordinator:"),
        ("-[AppDelegate application(_:supportedInterfaceOrientationsFor:)]", "AppDelegate", "application:supportedInterfaceOrientationsForWindow:"),
        ("-[VC viewWillLayoutSubviews()]", "VC", "viewWillLayoutSubviews"),
        ("-[VC switchTo(orientation:)]", "VC", "switchToWithOrientation:"),
        ("x -[VC viewWillTransitionToSize:withTransitionCoordinator:] {667, 375}", "VC", "viewWillTransitionToSize:withTransitionCoordinator:"),
    ])
    func names(line: String, receiver: String, selector: String) throws {
        let (call, _) = try #require(DeviceLog.parseLine(Substring(line)))
        #expect(call == Call(receiver, selector))
    }

    @Test("what is not a call of an instance method is no call", arguments: [
        "__39-[VC viewWillAppear:]_block_invoke", "+[VC load]", "-[ ]", "-[VC]", "a-[VC", "-[9VC foo]",
        "-[VC foo bar]", "nothing here", "",
    ])
    func notCalls(line: String) {
        #expect(DeviceLog.parseLine(Substring(line)) == nil)
    }

    @Test("the app is the process that logs most of the scenario's calls; others are left out and counted")
    func otherProcesses() {
        let text = """
            2020-08-12 20:15:28.471 rotation[1:2] -[VC viewWillAppear:]
            2020-08-12 20:15:28.472 SpringBoard[57:3] -[VC viewWillAppear:]
            2020-08-12 20:15:28.473 rotation[1:2] -[VC viewDidAppear:]
            2020-08-12 20:15:28.474 rotation[1:2] -[Other viewDidAppear:]
            2020-08-12 20:15:28.475 rotation[1:2] -[VC viewDidLoad]\r
            -[VC viewDidAppear:]

            """
        let log = DeviceLog.parse(text, receivers: ["VC"]) { $0.selector != "viewDidLoad" }
        #expect(log.calls.map(\.line) == [1, 3, 6])
        #expect(log.otherProcesses == ["SpringBoard": 1])
        #expect(log.unmodelled == [Call("VC", "viewDidLoad"): 1])
        #expect(log.lineCount == 6)
    }
}

struct CallAlignmentTests {
    /// Length of a longest common subsequence, by dynamic programming.
    func lcs(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var previous = 0
            for j in 1...max(1, b.count) where !b.isEmpty {
                let saved = row[j]
                row[j] = x == b[j - 1] ? previous + 1 : max(row[j], row[j - 1])
                previous = saved
            }
        }
        return row[b.count]
    }

    /// The script must rebuild both sides in order.
    func valid(_ edits: [Edit], _ a: [Int], _ b: [Int]) -> Bool {
        var i = 0, j = 0
        for edit in edits {
            switch edit {
            case .equal(let x, let y):
                guard x == i, y == j, a[x] == b[y] else { return false }
                i += 1
                j += 1
            case .delete(let x):
                guard x == i else { return false }
                i += 1
            case .insert(let y):
                guard y == j else { return false }
                j += 1
            }
        }
        return i == a.count && j == b.count
    }

    @Test("the edit script rebuilds both sequences and keeps a longest common subsequence (2,000 seeded pairs)")
    func shortestScript() {
        var seed: UInt64 = 19
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % n
        }
        for _ in 0..<2_000 {
            let a = (0..<next(12)).map { _ in next(4) }
            let b = (0..<next(12)).map { _ in next(4) }
            let edits = CallAlignment.diff(a, b)
            #expect(valid(edits, a, b), "\(a) \(b)")
            let equals = edits.filter { if case .equal = $0 { true } else { false } }.count
            #expect(equals == lcs(a, b), "\(a) \(b)")
            let bounded = CallAlignment.diff(a, b, maxEdits: 2)
            #expect(valid(bounded, a, b), "past the bound the script is still valid")
        }
    }

    @Test("a run of queries is one set: repeats fold, members take the engine's order")
    func querySets() {
        let q = { (s: String) in (call: Call("VC", s), isQuery: true) }
        let c = { (s: String) in (call: Call("VC", s), isQuery: false) }
        let rank = [Call("VC", "b"): 0, Call("VC", "a"): 1]
        let items = CallAlignment.items([q("a"), q("b"), q("a"), c("x"), q("a")], sets: true, rank: rank)
        #expect(items.map(\.call.selector) == ["b", "a", "x", "a"])
        #expect(items.map(\.count) == [1, 2, 1, 1])
        let exact = CallAlignment.items([q("a"), q("b"), q("a")], sets: false, rank: rank)
        #expect(exact.map(\.call.selector) == ["a", "b", "a"])
    }
}
