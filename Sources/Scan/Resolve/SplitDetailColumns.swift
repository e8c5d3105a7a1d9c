// A split view's detail column: what `showDetailViewController(x, sender:)` shows — on the
// split's own `self`, on a split a coordinator holds, or on UIKit's `splitViewController` of
// the master list — is a column of that split (the model's splits are tabs of their
// columns), selected by the call.

import Foundation

extension NavigationPass {
    /// The detail columns shown added to each split view's children: one per class, but a
    /// nav a coordinator fills (`handedStacks`) one per place it is built.
    mutating func addDetailColumns(to out: inout [String: [Instance]], embedding: inout Set<String>) {
        let handed = handedStacks()
        func same(_ a: Instance, _ b: Instance) -> Bool {
            guard case .make(let ca, let la) = a.bare, case .make(let cb, let lb) = b.bare else { return a == b }
            return ca == cb && (la == lb || handed[la] == nil && handed[lb] == nil)
        }
        for (split, values) in detailColumns(out).sorted(by: { $0.key < $1.key }) {
            let frame = Frame(owner: split, flow: nil, bindings: [:], id: nil)
            var kids = out[split] ?? []
            for kid in values.flatMap({ resolveAll($0, frame, depth: 0) }) where Self.className(kid) != split && !kids.contains(where: { same($0, kid) }) {
                kids.append(kid)
            }
            if !kids.isEmpty {
                out[split] = kids
                embedding.insert(split)
            }
        }
    }

    /// Which split view each `showDetailViewController` is called on (before the calls are
    /// inlined into the screens that make them): its class, when it is one.
    mutating func settleDetailColumns() {
        for t in types.indices {
            for f in types[t].functions.indices where types[t].functions[f].actions.contains(where: { $0.detailOn != nil }) {
                let frame = Frame(owner: types[t].name, flow: types[t].functions[f].flow, bindings: [:], id: nil)
                for a in types[t].functions[f].actions.indices {
                    guard let on = types[t].functions[f].actions[a].detailOn else { continue }
                    if let cls = typeOf(on, frame, depth: 0).map(table.canonical), table.chain(cls).contains("UISplitViewController") {
                        types[t].functions[f].actions[a].detailOf = cls
                    } else if Self.isOwnSplit(on) {
                        types[t].functions[f].actions[a].detailInSplitOf = types[t].name
                    }
                }
            }
        }
    }

    /// UIKit's `splitViewController` (of `self`, or a local it was unwrapped into).
    static func isOwnSplit(_ value: ValueFact) -> Bool {
        switch value {
        case .name("splitViewController"), .member(.name("self"), "splitViewController"): true
        default: false
        }
    }

    /// The split view class holding `cls` (as a column, or as a column nav's root), by the
    /// containers' children read so far.
    static func split(holding cls: String, in children: [String: [Instance]], _ table: ClassTable) -> String? {
        children.keys.sorted().first { split in
            table.chain(split).contains("UISplitViewController") && children[split]!.contains { kid in
                switch kid.bare {
                case .make(let c, _): c == cls
                case .nav(_, let stack, _): stack.first.map { className($0) == cls } ?? false
                default: false
                }
            }
        }
    }

    /// What a split view's detail column is shown with (`showDetailViewController(nav,
    /// sender: nil)`, by the split's own code or a coordinator's): a column of it, after those
    /// it is built with.
    private func detailColumns(_ children: [String: [Instance]]) -> [String: [ValueFact]] {
        var out: [String: [ValueFact]] = [:]
        for type in types {
            for function in type.functions {
                for located in function.actions {
                    guard let split = located.detailOf ?? located.detailInSplitOf.flatMap({ Self.split(holding: $0, in: children, table) }),
                          case .push(let shown) = located.action, !table.kind(of: split).isContainer
                    else { continue }
                    let value = located.value ?? .instance(shown)
                    if !(out[split]?.contains(value) ?? false) { out[split, default: []].append(value) }
                }
            }
        }
        return out
    }
}
