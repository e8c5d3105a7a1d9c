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
            for f in types[t].functions {
                if hooks.contains(f.name) { functions.append(f); continue }
                functions += Self.split(f, title: nil)
            }
            types[t].functions = functions
        }
    }

    static func split(_ f: FunctionFact, title: String?, depth: Int = 0) -> [FunctionFact] {
        let shows = f.actions.filter { $0.action.isNavigationOrForcing }
        var pointOrder: [Int] = []
        var armsAt: [Int: [BranchStep]] = [:]
        for a in shows {
            for s in a.branch {
                if armsAt[s.point] == nil { pointOrder.append(s.point) }
                if !(armsAt[s.point]?.contains(where: { $0.arm == s.arm }) ?? false) { armsAt[s.point, default: []].append(s) }
            }
        }
        guard depth < 4, let point = pointOrder.first(where: { (armsAt[$0]?.count ?? 0) > 1 }), let arms = armsAt[point] else {
            if let title { var g = f; g.arm = title; return [g] }
            return [f]
        }
        var out: [FunctionFact] = []
        for step in arms {
            var g = f
            g.actions = f.actions.filter { a in a.branch.allSatisfy { $0.point != point || $0.arm == step.arm } }
            let arm = step.words
            // An arm of this function's own `switch` is named after its case; an inlined
            // function's arm (a router's transition) after this function and the case.
            let own = step.point > 0 && step.point < 1000
            // A case that is no name (`case 0:`, a row number) is the function's, with the case.
            let named = arm.first.map { $0.isLetter || $0 == "." } == true
            let name = title.map { "\($0) \(arm)" } ?? (step.isCase && own && named ? arm : "\(f.name) (\(arm))")
            out += split(g, title: name, depth: depth + 1)
        }
        return out
    }
}
