import Foundation
import Testing
@testable import OrientationEngine

/// Small files with long chains. Validation's work is linear in the model: a chain of
/// 4,000 methods each calling the next is searched for cycles once, not again from every
/// method with the path so far; 60,000 controllers each pushing the next are found by
/// index, not by a search by name per push. The time limit is only a backstop: the bounds
/// asserted are on the work done.
@Suite("Long chains validate in linear time", .timeLimit(.minutes(1)))
struct LongChainTests {
    /// `m0 → m1 → … → m(n-1)`, and back to `m0` when `cyclic`.
    static func chain(_ count: Int, cyclic: Bool) -> [String: [Action]] {
        var methods: [String: [Action]] = [:]
        for i in 0..<count {
            methods["m\(i)"] = i + 1 < count ? [.call("m\(i + 1)")] : cyclic ? [.call("m0")] : [.attemptRotation]
        }
        return methods
    }

    @Test("a cycle search follows each edge a bounded number of times, on chains and diamonds")
    func linearWork() {
        let n = 20_000
        var chain = NameGraph((0..<n).map { ("m\($0)", ["m\(($0 + 1) % n)"]) })
        let cycle = chain.firstCycle(in: (0..<n).map { "m\($0)" })
        #expect(cycle?.count == n + 1)
        #expect(cycle?.first == "m0" && cycle?.last == "m0")
        #expect(chain.edgesVisited <= 2 * n, "\(chain.edgesVisited) edges followed for \(n)")
        // Each method calls the next two: a path search without memory explores 2^n paths.
        var diamonds = NameGraph((0..<n).map { ("d\($0)", ["d\($0 + 1)", "d\($0 + 2)"]) })
        #expect(diamonds.firstCycle(in: (0..<n).map { "d\($0)" }) == nil)
        #expect(diamonds.edgesVisited <= 2 * 2 * n, "\(diamonds.edgesVisited) edges followed for \(2 * n)")
    }

    @Test("the cycle reported is the first method on one, by the shortest way back")
    func shortestCycle() {
        var graph = NameGraph([("a", ["b"]), ("b", ["c", "a"]), ("c", ["c"]), ("x", ["y"]), ("y", ["x"])])
        #expect(graph.firstCycle(in: ["a", "b", "c", "x", "y"]) == ["a", "b", "a"])
        #expect(graph.firstCycle(in: ["c", "a"]) == ["c", "c"])
        var none = NameGraph([("a", ["b", "ghost"]), ("b", [])])
        #expect(none.firstCycle(in: ["a", "b"]) == nil)
    }

    @Test("a method chain of 20,000 validates; closed into a loop, the loop is the error")
    func methodChain() throws {
        let open = app([vc("A", methods: Self.chain(20_000, cyclic: false))])
        #expect(Engine.problems(in: open).isEmpty)
        let closed = app([vc("A", methods: Self.chain(20_000, cyclic: true))])
        let problem = try #require(Engine.problems(in: closed).first)
        #expect(problem.keyPath == "controllers.A.methods.m0")
        #expect(problem.message.hasPrefix("method calls itself: m0 → m1 → m2"))
    }

    @Test("60,000 controllers (the quick lane 15,000) each pushing the next validate; tab controllers holding each other are a cycle")
    func pushChain() throws {
        // A search by name per push makes 15,000 already take minutes.
        let n = ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1" ? 60_000 : 15_000
        let controllers = [nav("Nav", ["C0"])] + (0..<n).map { i in
            vc("C\(i)", buttons: [Button(title: "Next", actions: i + 1 < n ? [.push("C\(i + 1)")] : [.pop])])
        }
        #expect(Engine.problems(in: app(controllers)).isEmpty)
        let tabs = (0..<n).map { tab("T\($0)", ["T\(($0 + 1) % n)"]) }
        let problem = try #require(Engine.problems(in: app(tabs)).first)
        #expect(problem.keyPath == "controllers.T0.tabs")
        #expect(problem.message.hasPrefix("forwarding cycle: T0 → T1 → T2"))
    }
}
