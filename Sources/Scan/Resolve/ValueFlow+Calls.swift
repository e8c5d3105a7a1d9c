// The navigation pass's calls: the project's functions a call can reach (on the receiver's
// declared type, its chain and protocols), and the arguments it binds to their parameters.

import Foundation
import OrientationEngine

extension NavigationPass {
    /// The project's functions a call can reach: on the receiver's declared type (its chain
    /// and protocols), else the one type that declares a function of that signature.
    mutating func lookup(_ call: CallFact, _ frame: Frame) -> [FunctionID] {
        let shape = CallShape(name: call.name, labels: call.arguments.map(\.label))
        let candidates: (ids: [FunctionID], owners: Int)
        if let known = candidatesMemo[shape] { candidates = known } else {
            let ids = (byName[call.name] ?? []).filter { Self.labelsMatch(call, function($0).flow) }
            candidates = (ids, Set(ids.map(owner)).count)
            candidatesMemo[shape] = candidates
        }
        guard !candidates.ids.isEmpty else { return [] }
        var receiverType: String?
        if let receiver = call.receiver {
            // `Catalog.make()`: a static call on a type the project declares.
            receiverType = typeOf(receiver, frame, depth: 0) ?? receiver.typeCalledOn.flatMap { table.isDeclared($0) ? $0 : nil }
        } else {
            receiverType = frame.owner
        }
        if let t = receiverType {
            let scope = self.scope(of: t)
            // In the candidates' order (type, then function), as a filter of them would give.
            let scoped = scope.count < candidates.owners
                ? scope.flatMap { byOwnerAndName[$0]?[call.name] ?? [] }.filter { Self.labelsMatch(call, function($0).flow) }
                    .sorted { ($0.type, $0.function) < ($1.type, $1.function) }
                : candidates.ids.filter { scope.contains(owner($0)) }
            if !scoped.isEmpty { return scoped }
            // A type the project declares that has no such function doing anything: the
            // call does nothing to follow (never another type's function of that name).
            let named = t.split(separator: "&").map { $0.trimmedSpaces }
            if call.receiver != nil, named.contains(where: { table.isDeclared($0) && !table.isProtocol($0) }) { return [] }
        }
        // A bare call of a global function (`newInboxRoot(client:)`) is that function.
        if call.receiver == nil, candidates.ids.allSatisfy({ owner($0) == SwiftTypeVisitor.globalOwner }) { return candidates.ids }
        return candidates.owners == 1 && call.arguments.contains(where: { $0.label != nil }) || candidates.owners == 1 && call.receiver != nil ? candidates.ids : []
    }

    /// The types a call on a receiver of type `t` (`A & B` allowed) can reach.
    mutating func scope(of t: String) -> Set<String> {
        if let known = scopeMemo[t] { return known }
        var scope = Set(t.split(separator: "&").flatMap { table.chain($0.trimmedSpaces) })
        for part in scope { scope.formUnion(protocols(of: part)) }
        // A protocol's requirement is carried out by the controllers adopting it.
        for part in t.split(separator: "&") where table.isProtocol(part.trimmedSpaces) {
            for c in adopters(of: part.trimmedSpaces) { scope.formUnion(table.chain(c)) }
        }
        scopeMemo[t] = scope
        return scope
    }

    /// `f(a:b:)` called as `f(a: x)` when `b` has a default; unlabeled and trailing closures allowed.
    static func labelsMatch(_ call: CallFact, _ flow: FunctionFlow?) -> Bool {
        guard let flow else { return call.arguments.isEmpty }
        var i = 0
        for p in flow.parameters {
            if i < call.arguments.count && call.arguments[i].label == p.label { i += 1; continue }
            if p.hasDefault || p.typeName?.contains("->") == true { continue }
            return false
        }
        return i == call.arguments.count
    }

    /// The callee's parameters bound to what the call passes, read in the caller's frame.
    mutating func bind(_ call: CallFact, _ target: FunctionID, _ frame: Frame) -> [String: ValueFact] {
        guard let parameters = function(target).flow?.parameters else { return [:] }
        var out: [String: ValueFact] = [:]
        var i = 0
        for p in parameters where i < call.arguments.count {
            guard call.arguments[i].label == p.label else { continue }
            let v = call.arguments[i].value
            i += 1
            switch v {
            case .enumCase: out[p.name] = v
            case .each(let elements):
                // A list literal: its elements as the caller can name them (or a mask's, `[.portrait, .landscapeLeft]`).
                let found = resolveAll(elements, frame, depth: 1)
                out[p.name] = found.isEmpty ? v : .each(.choice(Self.alternatives(found)))
            case .memberwise(let labels, let values):
                // Each argument as the caller can name it, for the callee's `p.label`.
                out[p.name] = .memberwise(labels, values.map { element in
                    let found = resolveAll(element, frame, depth: 1)
                    return found.count == 1 ? .instance(found[0]) : element
                })
            case .payloadCase(let c, let payload):
                // The case decides the callee's arms; its payload is what `case .c(let x)` binds (`p#0`…).
                out[p.name] = .enumCase(c)
                for (k, element) in payload.enumerated() {
                    let found = resolveAll(element, frame, depth: 1)
                    if found.count == 1 { out["\(p.name)#\(k)"] = .instance(found[0]) }
                    else if let t = typeOf(element, frame, depth: 1) { out["\(p.name)#\(k)"] = .typed(t, call.location) }
                }
            case .name(let n) where frame.bindings[n] != nil:
                out[p.name] = frame.bindings[n]
                // A case passed on (`get(scene: scene)`) carries its payload along.
                for k in 0..<8 {
                    guard let element = frame.bindings["\(n)#\(k)"] else { break }
                    out["\(p.name)#\(k)"] = element
                }
            default:
                let found = resolveAll(v, frame, depth: 1)
                if found.count == 1 { out[p.name] = .instance(found[0]) }
                else if let t = typeOf(v, frame, depth: 1) { out[p.name] = .typed(t, call.location) }
                else if found.count > 1 { out[p.name] = .choice(Self.alternatives(found)) }
                // `navigateTo(Self.settingsPageKey)`: a type's constant, which the callee's
                // `if place == Keys.settingsPageKey` arms compare as a case.
                else if case .member(.name(let t), let k) = v, t == "Self" || t.first?.isUppercase == true { out[p.name] = .enumCase(k) }
                // `present(module: nav, embedInNavigation: false)`: the callee's `embedInNavigation ? … : …` is decided.
                else if case .unknown(let literal) = v, literal == "true" || literal == "false" { out[p.name] = .enumCase(literal) }
                // `lockOrientation([.portrait, .landscapeLeft])`: a mask the callee sets (`AppResolver.literal`).
                else if case .unknown = v, AppResolver.literal(v) != nil { out[p.name] = v }
            }
        }
        if let trailing = call.trailing, let p = parameters.last(where: { $0.typeName?.contains("->") == true }), out[p.name] == nil {
            let found = resolveAll(trailing, frame, depth: 1)
            if found.count == 1 { out[p.name] = .instance(found[0]) }
            else if !found.isEmpty { out[p.name] = .choice(Self.alternatives(found)) }
        }
        return out
    }

    /// Classes a value can be, as the arms of a choice that no condition tells apart.
    static func alternatives(_ found: [Instance]) -> [ValueFact.Guarded] {
        found.map { ValueFact.Guarded(branch: [], value: .instance($0)) }
    }
}
