// A controller's functions → its hooks and buttons: each function that presents, pushes,
// forces or flips a flag becomes a button named after it (or the hook it is), with the
// actions of the same-class functions it calls inlined.

import Foundation
import OrientationEngine

extension AppResolver {
    mutating func readActions(_ i: Int) {
        let cls = app.controllers[i].className
        // The class's own functions win over its project superclasses' of the same name.
        var functions: [FunctionFact] = []
        for owner in table.chain(cls) {
            for f in table.functions(owner) where !functions.contains(where: { $0.name == f.name }) { functions.append(f) }
        }
        guard !functions.isEmpty else { return }
        // Most controllers' functions call none of the others: no tables to build for them.
        let calls = functions.contains { $0.actions.contains { if case .call = $0.action { true } else { false } } }
        let byName: [String: FunctionFact] = calls ? Dictionary(functions.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }) : [:]
        let called: Set<String> = calls ? Set(functions.flatMap { $0.actions.compactMap { if case .call(let g) = $0.action { g } else { nil } } }) : []
        var titles: Set<String> = []
        for f in functions {
            var seen: Set<String> = calls ? [f.name] : []
            let actions = expand(f.actions, byName: byName, seen: &seen)
            guard !actions.isEmpty else { continue }
            if Self.hooks.contains(f.name) {
                app.controllers[i].hooks.append((hook: f.name, actions: actions, location: f.location))
                continue
            }
            guard f.isAction || !called.contains(f.name) else { continue }
            var title = f.name
            var n = 2
            while titles.contains(title) { title = "\(f.name) \(n)"; n += 1 }
            titles.insert(title)
            if f.name == "viewDidLoad" || f.name == "init" || f.name == "loadView" {
                app.unresolved.append(Unresolved(location: f.location, expression: f.name,
                    note: "actions in \(f.name), which the format has no hook for: shown as a button"))
            }
            app.controllers[i].buttons.append(ScannedButton(title: title, actions: actions, location: f.location))
        }
    }

    /// YAML actions, same-class calls inlined (each function once per chain).
    private mutating func expand(_ actions: [LocatedAction], byName: [String: FunctionFact], seen: inout Set<String>) -> [String] {
        var out: [String] = []
        for located in actions {
            switch located.action {
            case .present(let instance):
                guard let name = controller(for: instance) else { continue }
                callSiteStyles[name, default: []].append(instance.style)
                out.append("{present: \(name)}")
            case .push(let instance):
                guard let name = controller(for: instance) else { continue }
                out.append("{push: \(name)}")
            case .dismiss: out.append("dismiss")
            case .pop: out.append("pop")
            case .forceDevice(let o): out.append("{forceDevice: \(o.name)}")
            case .attemptRotation: out.append("attemptRotation")
            case .setNeedsUpdate: out.append("setNeedsUpdate")
            case .requestGeometry(let answer):
                var context = AnswerResolver.Context(controller: "", className: "", kind: .vc, question: .supported, chainIndex: 0,
                                                     location: located.location)
                if let mask = answers.resolve(answer, &context), context.vars.isEmpty {
                    out.append("{requestGeometry: \(mask)}")
                } else {
                    app.unresolved.append(Unresolved(location: located.location, expression: "requestGeometryUpdate",
                                                     note: "its mask is not a literal: left out"))
                }
            case .transformPlayer(let to):
                out.append("{transform: {view: self, to: \(to?.name ?? "identity")}}")
            case .setFlag(let name, let value):
                out.append("{set: {\(AnswerResolver.identifier(name)): \(value.map { $0 ? "true" : "false" } ?? "TOGGLE")}}")
            case .call(let g):
                guard let f = byName[g], !seen.contains(g) else { continue }
                seen.insert(g)
                out += expand(f.actions, byName: byName, seen: &seen)
            }
        }
        return out
    }

    /// After the answers are read: a flag set where no answer reads it is dropped; a
    /// toggled flag becomes one button per value.
    mutating func settleFlags() {
        for i in app.controllers.indices {
            let vars = Set(app.controllers[i].vars.map(\.name))
            func keep(_ action: String) -> Bool {
                guard action.hasPrefix("{set: {") else { return true }
                let name = action.dropFirst(7).prefix { $0 != ":" }
                return vars.contains(String(name))
            }
            for h in app.controllers[i].hooks.indices {
                app.controllers[i].hooks[h].actions = app.controllers[i].hooks[h].actions.filter(keep)
                    .map { $0.replacingOccurrences(": TOGGLE}}", ": true}}") }
            }
            app.controllers[i].hooks.removeAll { $0.actions.isEmpty }
            var buttons: [ScannedButton] = []
            for var b in app.controllers[i].buttons {
                b.actions = b.actions.filter(keep)
                guard !b.actions.isEmpty else { continue }
                if b.actions.contains(where: { $0.hasSuffix(": TOGGLE}}") }) {
                    for value in ["true", "false"] {
                        var copy = b
                        copy.title = "\(b.title) (\(value == "true" ? "on" : "off"))"
                        copy.actions = b.actions.map { $0.replacingOccurrences(": TOGGLE}}", ": \(value)}}") }
                        buttons.append(copy)
                    }
                } else {
                    buttons.append(b)
                }
            }
            app.controllers[i].buttons = buttons
        }
    }
}
