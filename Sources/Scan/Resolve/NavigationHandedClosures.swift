// A coordinator builds a screen and hands it what to do on an event (`EntryList(onSelect:
// { [weak self] in self?.showEntry() })`): what the closure does, its calls followed in the
// coordinator, is a button of that screen, named by the label, since a tap there runs it.

import Foundation

extension NavigationPass {
    /// The closures non-controllers (and any type's property initializers) hand to
    /// controllers they build, as those controllers' buttons.
    mutating func attributeHandedClosures() {
        var added: [String: [FunctionFact]] = [:]
        for t in types.indices {
            let isController = table.isController(types[t].name)
            for fi in types[t].functions.indices where !isController || types[t].functions[fi].isInitializer {
                let id = FunctionID(type: t, function: fi)
                let f = function(id)
                let table = self.table
                let handed = { (closure: HandedClosure?) -> String? in
                    guard let closure, table.isController(closure.className), table.isDeclared(closure.className) else { return nil }
                    return closure.className
                }
                guard f.actions.contains(where: { handed($0.handedTo) != nil }) || (f.flow?.calls ?? []).contains(where: { handed($0.handedTo) != nil })
                else { continue }
                let frame = Frame(owner: types[t].name, flow: f.flow, bindings: [:], id: id)
                var ways: [HandedClosure: [LocatedAction]] = [:]
                for action in f.actions {
                    guard let closure = action.handedTo, handed(closure) != nil else { continue }
                    var a = action
                    a.callback = 0
                    a.stored = false
                    ways[closure, default: []].append(a)
                }
                for call in f.flow?.calls ?? [] {
                    guard let closure = call.handedTo, handed(closure) != nil else { continue }
                    for target in lookup(call, frame) {
                        let inner = effects(of: target, bindings: bind(call, target, frame), depth: 1)
                        guard inner.contains(where: { $0.action.isNavigationOrForcing }) else { continue }
                        used.insert(target)
                        ways[closure, default: []] += inner.map { var a = $0; a.location = call.location; a.callback = 0; a.stored = false; return a }
                    }
                }
                for (closure, actions) in ways.sorted(by: { ($0.key.className, $0.key.label) < ($1.key.className, $1.key.label) })
                where actions.contains(where: { $0.action.isNavigationOrForcing }) {
                    Self.add(actions, as: closure.label, at: actions[0].location, to: &added[closure.className, default: []])
                }
                // Done by the screens now, not by the coordinator's function.
                types[t].functions[fi].actions.removeAll { handed($0.handedTo) != nil }
            }
        }
        giveButtons(added)
    }
}
