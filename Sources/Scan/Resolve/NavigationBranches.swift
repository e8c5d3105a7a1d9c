// Each arm of a `switch`/`if` that shows something is its own way: a controller's function
// whose arms show different things becomes one button per arm, named after the case or the
// condition (an inlined router's arm after the caller and the case); a value that can be
// several controllers is shown once per controller, each an arm of its own.

import Foundation
import OrientationEngine

extension NavigationPass {
    // MARK: branches

    /// An action whose shown value the reader could not name, once per class the value is
    /// followed to in `frame`; nil when it follows to none.
    mutating func followed(_ action: LocatedAction, in frame: Frame) -> [LocatedAction]? {
        guard let value = action.value else { return nil }
        let alternatives = resolveAll(value, frame, depth: 0)
        return alternatives.isEmpty ? nil : shown(action, alternatives, branch: action.branch)
    }

    /// The action once per class it can show; several are alternatives (each its own arm).
    func shown(_ action: LocatedAction, _ alternatives: [Instance], branch: [BranchStep]) -> [LocatedAction] {
        return alternatives.map { instance in
            var a = action
            a.value = nil
            switch action.action {
            case .present: a.action = .present(instance)
            case .push: a.action = .push(instance)
            default: break
            }
            a.branch = branch
            if alternatives.count > 1 {
                // One class built in several places: told apart by its style when each has its own, else by file and line.
                let name = Self.className(instance)
                let at = instance.location
                let same = alternatives.filter { Self.className($0) == name }
                let styles = Set(same.compactMap { $0.style?.name })
                let arm = same.count < 2 ? name
                    : styles.count == same.count ? "\(name) \(instance.style?.name ?? "")"
                    : "\(name) at \((at.file as NSString).lastPathComponent):\(at.line)"
                a.branch.append(BranchStep(point: -action.location.line, subject: "which", arm: arm, isCase: true))
            }
            return a
        }
    }

    /// A controller's function whose arms show different things becomes one function per
    /// arm (a button each), named after the case or the condition.
    mutating func splitBranches() {
        let hooks: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewDidLoad", "init",
                                  "loadView", "awakeFromNib"]
        // A class's functions, its extensions' included, by name: what its own calls reach.
        var own: [String: [String: [FunctionFact]]] = [:]
        for t in types.indices where table.isController(types[t].name) {
            for f in types[t].functions { own[types[t].name, default: [:]][f.name, default: []].append(f) }
        }
        for t in types.indices where table.isController(types[t].name) {
            var functions: [FunctionFact] = []
            let byName = own[types[t].name] ?? [:]
            // What its functions call may be a superclass's helper (`pickRow(_:)` on a shared
            // list base): put in place too, so the arms it shows in are split apart.
            var reachable = byName
            for ancestor in table.chain(types[t].name).dropFirst() {
                for (name, inherited) in own[ancestor] ?? [:] where reachable[name] == nil { reachable[name] = inherited }
            }
            // A helper a lifecycle method calls is inlined there later, by name: its else-less
            // `if`s stay together.
            let called = Set(types[t].functions.flatMap { f in
                f.actions.compactMap { a -> String? in if case .call(let name, _) = a.action { name } else { nil } }
            })
            // What a lifecycle method calls (`viewDidLoad` → `setupEvents()`) is read whole in
            // it, where its closures and arms become buttons: split here, only its first arm
            // would be inlined.
            let underHooks = Self.calledFrom(hooks, in: byName)
            for f in types[t].functions {
                if hooks.contains(f.name) || underHooks.contains(f.signature) { functions.append(f); continue }
                // The class's own helpers are put in place first, so each of their arms is a
                // way of the caller too (split afterwards, a helper's first arm would be all).
                var whole = f
                var seen: Set<String> = [f.signature]
                var count = 0
                whole.actions = Self.inliningOwnCalls(f.actions, byName: reachable, seen: &seen, count: &count)
                functions += Self.split(whole, title: nil, elselessApart: !called.contains(f.name))
            }
            types[t].functions = functions
        }
    }

    /// The signatures of the class's functions that `roots` call, directly or through each other.
    static func calledFrom(_ roots: Set<String>, in byName: [String: [FunctionFact]]) -> Set<String> {
        var found: Set<String> = []
        var queue = roots.flatMap { byName[$0] ?? [] }
        while let f = queue.popLast() {
            for located in f.actions {
                guard case .call(let name, let labels) = located.action, !roots.contains(name) else { continue }
                for g in byName[name] ?? [] where g.accepts(labels) && found.insert(g.signature).inserted { queue.append(g) }
            }
        }
        return found
    }

    /// The actions with calls of the class's own functions replaced by those functions'
    /// actions (each once per chain), their branch points numbered apart from the caller's.
    static func inliningOwnCalls(_ actions: [LocatedAction], byName: [String: [FunctionFact]], seen: inout Set<String>,
                                 count: inout Int) -> [LocatedAction] {
        var out: [LocatedAction] = []
        for located in actions {
            guard case .call(let g, let labels) = located.action, !located.inlined,
                  let f = byName[g]?.first(where: { $0.accepts(labels) }), !seen.contains(f.signature),
                  f.actions.contains(where: { $0.action.isNavigationOrForcing || Self.isCall($0.action) }) else {
                out.append(located)
                continue
            }
            seen.insert(f.signature)
            // The call stays, marked done: the helper is still known as called (no button of its own).
            var done = located
            done.inlined = true
            out.append(done)
            count += 1
            let offset = count * 10_000
            out += inliningOwnCalls(f.actions, byName: byName, seen: &seen, count: &count).map { inner in
                var a = inner
                a.branch = located.branch + inner.branch.map { step in
                    var s = step
                    if s.point > 0 && s.point < 900_000 { s.point += offset }
                    return s
                }
                a.callback = inner.callback == 0 ? located.callback : inner.callback + offset
                return a
            }
        }
        return out
    }

    private static func isCall(_ action: ActionFact) -> Bool {
        if case .call = action { return true }
        return false
    }

    /// The most ways one function splits into: an `else if` chain of any length is read
    /// arm by arm, while independent `if`s, whose ways multiply, stop here.
    static let waysPerFunction = 48

    static func split(_ f: FunctionFact, title: String?, elselessApart: Bool = true) -> [FunctionFact] {
        var budget = waysPerFunction
        // Each way is tapped by its name: two arms named by the same condition (in different
        // `if`s) are told apart by number.
        var named: [String: Int] = [:]
        return split(f, title: title, elselessApart: elselessApart, budget: &budget).map { way in
            guard let arm = way.arm else { return way }
            named[arm, default: 0] += 1
            guard let count = named[arm], count > 1 else { return way }
            var numbered = way
            numbered.arm = "\(arm) #\(count)"
            return numbered
        }
    }

    /// The first branch point whose arms show different things, and those arms.
    private static func firstSplit(_ shows: [LocatedAction]) -> (Int, [BranchStep])? {
        var pointOrder: [Int] = []
        var armsAt: [Int: [BranchStep]] = [:]
        for a in shows {
            for s in a.branch {
                if armsAt[s.point] == nil { pointOrder.append(s.point) }
                if !(armsAt[s.point]?.contains(where: { $0.arm == s.arm }) ?? false) { armsAt[s.point, default: []].append(s) }
            }
        }
        guard let point = pointOrder.first(where: { (armsAt[$0]?.count ?? 0) > 1 }), let arms = armsAt[point] else { return nil }
        return (point, arms)
    }

    private static func split(_ f: FunctionFact, title: String?, elselessApart: Bool, budget: inout Int) -> [FunctionFact] {
        let shows = f.actions.filter { $0.action.isNavigationOrForcing }
        guard let (point, arms) = firstSplit(shows) else {
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
            g.actions = Self.withoutOtherArms(g.actions)
            var arm = step.words
            // The `else` of an `else if` chain is named by the next condition, not by every
            // condition before it ("not a not b not c … d").
            if !step.isCase, step.arm == "else" {
                let inside = g.actions.filter { $0.action.isNavigationOrForcing }
                if firstSplit(inside) != nil {
                    out += split(g, title: title, elselessApart: elselessApart, budget: &budget)
                    continue
                }
                if let deeper = inside.first?.branch.last, deeper.point != point,
                   inside.allSatisfy({ $0.branch.contains(deeper) }) {
                    arm = deeper.words
                }
            }
            // An arm of this function's own `switch` is named after its case; an inlined
            // function's arm (a router's transition) after this function and the case.
            let own = step.point > 0 && step.point < 1000
            // A case that is no name (`case 0:`, a row number, `default`) is the function's, with the case.
            let named = arm.first.map { $0.isLetter || $0 == "." } == true && arm != "default"
            let name = title.map { "\($0) \(arm)" } ?? (step.isCase && own && named ? arm : "\(f.name) (\(arm))")
            out += split(g, title: name, elselessApart: elselessApart, budget: &budget)
        }
        return out
    }

    /// The actions without those in another arm of an `if` every shown action is inside (a
    /// helper call in the `else` of `if section == 0 { … }` is no part of its `then`'s ways,
    /// though only the `then` shows anything the split could see).
    static func withoutOtherArms(_ actions: [LocatedAction]) -> [LocatedAction] {
        let shows = actions.filter { $0.action.isNavigationOrForcing }
        guard let first = shows.first else { return actions }
        var agreed = Dictionary(first.branch.map { ($0.point, $0.arm) }, uniquingKeysWith: { a, _ in a })
        for show in shows.dropFirst() {
            let mine = Dictionary(show.branch.map { ($0.point, $0.arm) }, uniquingKeysWith: { a, _ in a })
            agreed = agreed.filter { mine[$0.key] == $0.value }
        }
        return actions.filter { a in !a.branch.contains { step in agreed[step.point].map { $0 != step.arm } ?? false } }
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
