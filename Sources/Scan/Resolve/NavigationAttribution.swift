// Who presents: each controller's functions with the presentations of what they call
// (coordinators, protocol extensions, helper objects) inlined where the call is made, and
// a callee's effects read with the arguments the call binds.

import Foundation
import OrientationEngine

extension NavigationPass {
    /// Every controller class's functions (its own, and the protocol extensions it adopts)
    /// with the presentations of what they call, followed.
    mutating func attributeAll() {
        let controllers = table.types.keys.filter { table.isController($0) && table.isDeclared($0) }.sorted()
        for c in controllers {
            var adopted: [FunctionFact] = []
            for t in typeIndexes[c] ?? [] {
                for f in types[t].functions.indices {
                    let id = FunctionID(type: t, function: f)
                    if let actions = attributed(id, controller: c) { types[t].functions[f].actions = actions }
                }
            }
            // A protocol extension's function runs with `self` the adopting controller.
            let mine = Set((typeIndexes[c] ?? []).flatMap { types[$0].functions.map(\.signature) })
            for p in protocols(of: c).sorted() where !table.isController(p) {
                for t in typeIndexes[p] ?? [] where types[t].isExtension || types[t].superclass == nil {
                    for f in types[t].functions.indices where !mine.contains(types[t].functions[f].signature) {
                        let id = FunctionID(type: t, function: f)
                        guard let actions = attributed(id, controller: c) ?? Optional(function(id).actions),
                              actions.contains(where: { $0.action.isNavigationOrForcing }) else { continue }
                        var copy = function(id)
                        copy.actions = actions
                        adopted.append(copy)
                        used.insert(id)
                    }
                }
            }
            if !adopted.isEmpty, let at = table.location(c) {
                types.append(TypeFact(name: c, superclass: nil, isExtension: true, location: at, language: .swift, functions: adopted))
            }
        }
    }


    /// The function's actions with unknown values followed and the calls of other types'
    /// functions inlined where they are made; nil when nothing changed.
    mutating func attributed(_ id: FunctionID, controller: String) -> [LocatedAction]? {
        let f = function(id)
        let unknownShown = f.actions.contains { $0.value != nil }
        let calls = f.flow?.calls ?? []
        guard unknownShown || !calls.isEmpty else { return nil }
        let frame = Frame(owner: controller, flow: f.flow, bindings: [:], id: id)
        var out: [LocatedAction] = []
        var changed = false
        var c = 0
        // A call inlined here is not expanded again as the controller's own (`.call`).
        var inlined = Set<SourceLocation>()
        func inlineCalls(upTo order: Int) {
            while c < calls.count && calls[c].order <= order {
                let call = calls[c]
                c += 1
                // The controller's own functions it inlines itself (`.call`), unless what one
                // shows is the argument it is handed: read here, with it bound.
                for target in lookup(call, frame) {
                    let own = isControllerFunction(target, of: controller)
                    if own && !showsParameter(target) { continue }
                    if own { boundCallees.insert(target) }
                    var inner = effects(of: target, bindings: bind(call, target, frame), depth: 1)
                    if call.forcingOnly { inner.removeAll { !$0.action.isForcing } }
                    // What another object presents on a controller it holds (`owner.present(…)`,
                    // `owner` a `BoardScreen`) is that controller's doing, not this one's.
                    let callee = owner(target)
                    if !table.isController(callee) {
                        let calleeFrame = Frame(owner: callee, flow: function(target).flow, bindings: [:], id: target)
                        inner.removeAll { action in
                            guard let presenter = action.presenter, !Self.namesRoot(presenter) else { return false }
                            let hosts = presenters(presenter, calleeFrame)
                            return !hosts.isEmpty && !hosts.contains(where: { table.chain(controller).contains($0) })
                        }
                    }
                    guard !inner.isEmpty else { continue }
                    used.insert(target)
                    changed = true
                    inlined.insert(call.location)
                    // The call's arms are this function's own, numbered as its other actions' are.
                    out += inner.map {
                        var a = $0
                        a.location = call.location
                        a.branch = call.branch + a.branch
                        if a.callback == 0 { a.callback = call.callback }
                        a.viaCall = true
                        return a
                    }
                }
            }
        }
        for (i, action) in f.actions.enumerated() {
            inlineCalls(upTo: i)
            if let followed = followed(action, in: frame) {
                changed = true
                out += followed
                continue
            }
            out.append(action)
        }
        inlineCalls(upTo: Int.max)
        for index in out.indices {
            if case .call = out[index].action, inlined.contains(out[index].location) { out[index].inlined = true }
        }
        return changed ? out : nil
    }

    /// A controller's own function (it inlines those itself, through `.call`).
    func isControllerFunction(_ id: FunctionID, of controller: String) -> Bool {
        table.chain(controller).contains(owner(id))
    }

    static func className(_ instance: Instance) -> String {
        switch instance.bare {
        case .make(let c, _), .nav(let c, _, _), .tab(let c, _, _): c
        case .unknown(let text, _): text
        case .styled: "?"
        }
    }

    /// What a function does when called with `bindings`: its actions (values followed in
    /// its frame), the arms the bindings rule out left out, its calls inlined.
    mutating func effects(of id: FunctionID, bindings: [String: ValueFact], depth: Int) -> [LocatedAction] {
        let key = MemoKey(id: id, bindings: bindings)
        if let known = memo[key] { return known }
        guard depth < Self.maxDepth, !inProgress.contains(key) else { return [] }
        inProgress.insert(key)
        defer { inProgress.remove(key) }
        let f = function(id)
        let frame = Frame(owner: owner(id), flow: f.flow, bindings: bindings, id: id)
        let calls = (f.flow?.calls ?? []).filter { compatible($0.branch, frame) }
        var out: [LocatedAction] = []
        var c = 0
        func inlineCalls(upTo order: Int) {
            while c < calls.count && calls[c].order <= order {
                let call = calls[c]
                c += 1
                for target in lookup(call, frame) {
                    let inner = effects(of: target, bindings: bind(call, target, frame), depth: depth + 1)
                    if !inner.isEmpty { used.insert(target) }
                    out += inner.map { var a = $0; a.branch = remap(undecided(call.branch, frame), id) + a.branch; if a.callback == 0 { a.callback = call.callback }; return a }
                }
            }
        }
        for (i, action) in f.actions.enumerated() {
            inlineCalls(upTo: i)
            // What a call put in place here is read again from the call itself, below.
            guard compatible(action.branch, frame), !action.viaCall else { continue }
            let branch = remap(undecided(action.branch, frame), id)
            switch action.action {
            case .call:
                continue  // the same call is in the flow's calls, with its arguments
            case .push(let pushed) where action.onto.map({ pushesOntoHandedNav($0, of: owner(id)) }) ?? false
                && pushedFirst(onto: action.onto!, by: owner(id)).map(Self.className) == [Self.className(pushed)]:
                continue  // the root of the navigation controller it was handed (`handedStacks`), not the caller's push
            case .present, .push:
                if let value = action.value {
                    let alternatives = resolveAll(value, frame, depth: depth)
                    if !alternatives.isEmpty { out += shown(action, alternatives, branch: branch); continue }
                    // Not read for these arguments (an alert passed in an enum's payload): one
                    // line for the site, not one per controller that reaches it.
                    unread[action.location, default: (SwiftText.clip(value.text), 0)].count += 1
                    continue
                }
                var a = action
                a.branch = branch
                out.append(a)
            case .setFlag:
                continue  // a coordinator's flags are no controller's variables
            default:
                var a = action
                a.branch = branch
                Self.bindState(&a, frame)
                out.append(a)
            }
        }
        inlineCalls(upTo: Int.max)
        memo[key] = out
        return out
    }

    /// What a helper sets or forces with its parameter (`orientationLock = orientation`,
    /// `setValue(rotateTo.rawValue, forKey: "orientation")`), as the call binds it.
    static func bindState(_ a: inout LocatedAction, _ frame: Frame) {
        guard let value = a.value, let root = value.rootName, let bound = frame.bindings[root] else { return }
        switch a.action {
        case .setAppState(_, nil):
            a.value = bound
        case .forceDeviceTo:
            let type = frame.flow?.parameters.first { $0.name == root }?.typeName ?? ""
            a.action = .forceDeviceTo(interface: type.hasPrefix("UIInterfaceOrientation") && !type.hasPrefix("UIInterfaceOrientationMask"))
            a.value = bound
        default:
            break
        }
    }

    /// Arm points made unique across functions (each function's points count from 1).
    func remap(_ branch: [BranchStep], _ id: FunctionID) -> [BranchStep] {
        branch.map { var s = $0; if s.point > 0 { s.point += (id.type * 4096 + id.function + 1) * 1000 }; return s }
    }

    /// A coordinator's presentations that controllers now replay are no longer listed as
    /// "done by a non-controller"; the others stay listed.
    mutating func dropUsedActions() {
        for id in used where !table.isController(owner(id)) {
            types[id.type].functions[id.function].actions.removeAll { a in
                switch a.action {
                case .present, .push, .dismiss, .pop: true
                default: a.action.isForcing
                }
            }
        }
    }
}
