// Each arm of a `switch`/`if` that shows something is its own way: a controller's function
// whose arms show different things becomes one button per arm, named after the case or the
// condition (an inlined router's arm after the caller and the case).

import Foundation
import OrientationEngine

extension NavigationPass {
    // MARK: branches

    /// A controller's function whose arms show different things becomes one function per
    /// arm (a button each), named after the case or the condition.
    mutating func splitBranches() {
        let hooks: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewDidLoad", "init",
                                  "loadView", "awakeFromNib"]
        for t in types.indices where table.isController(types[t].name) {
            var functions: [FunctionFact] = []
            // A helper the class's other functions call is inlined whole by name: its
            // else-less `if`s stay together there.
            let called = Set(types[t].functions.flatMap { f in
                f.actions.compactMap { a -> String? in if case .call(let name, _) = a.action { name } else { nil } }
            })
            for f in types[t].functions {
                if hooks.contains(f.name) { functions.append(f); continue }
                functions += Self.split(f, title: nil, elselessApart: !called.contains(f.name))
            }
            types[t].functions = functions
        }
    }

    /// The most ways one function splits into: an `else if` chain of any length is read
    /// arm by arm, while independent `if`s, whose ways multiply, stop here.
    static let waysPerFunction = 48

    static func split(_ f: FunctionFact, title: String?, elselessApart: Bool = true) -> [FunctionFact] {
        var budget = waysPerFunction
        return split(f, title: title, elselessApart: elselessApart, budget: &budget)
    }

    private static func split(_ f: FunctionFact, title: String?, elselessApart: Bool, budget: inout Int) -> [FunctionFact] {
        let shows = f.actions.filter { $0.action.isNavigationOrForcing }
        var pointOrder: [Int] = []
        var armsAt: [Int: [BranchStep]] = [:]
        for a in shows {
            for s in a.branch {
                if armsAt[s.point] == nil { pointOrder.append(s.point) }
                if !(armsAt[s.point]?.contains(where: { $0.arm == s.arm }) ?? false) { armsAt[s.point, default: []].append(s) }
            }
        }
        guard let point = pointOrder.first(where: { (armsAt[$0]?.count ?? 0) > 1 }), let arms = armsAt[point] else {
            // `if a { present(A) }; if b { present(B) }`: shows under different conditions
            // with no `else` are alternatives too (UIKit would refuse the second anyway).
            let guarded = Set(shows.compactMap { $0.branch.last.flatMap { !$0.isCase && $0.arm == "then" ? $0.point : nil } })
            if elselessApart && guarded.count > 1 { return separately(f, title: title) }
            if let title { var g = f; g.arm = title; return [g] }
            return [f]
        }
        guard budget >= arms.count else { return separately(f, title: title) }
        budget -= arms.count - 1
        var out: [FunctionFact] = []
        for step in arms {
            var g = f
            g.actions = f.actions.filter { a in a.branch.allSatisfy { $0.point != point || $0.arm == step.arm } }
            let arm = step.words
            // An arm of this function's own `switch` is named after its case; an inlined
            // function's arm (a router's transition) after this function and the case.
            let own = step.point > 0 && step.point < 1000
            let name = title.map { "\($0) \(arm)" } ?? (step.isCase && own ? arm : "\(f.name) (\(arm))")
            out += split(g, title: name, elselessApart: elselessApart, budget: &budget)
        }
        return out
    }

    /// Past the budget: each thing shown is a way of its own, named after its arms — never
    /// one sequence of every arm.
    private static func separately(_ f: FunctionFact, title: String?) -> [FunctionFact] {
        f.actions.filter { $0.action.isNavigationOrForcing }.map { action in
            var g = f
            g.actions = [action]
            let words = action.branch.suffix(2).map(\.words).joined(separator: " ")
            g.arm = [title ?? f.name, words.isEmpty ? nil : "(\(words))"].compactMap { $0 }.joined(separator: " ")
            return g
        }
    }
}
