// SCENARIOS.md "Actions": what `do`, `on` hooks and `methods` run.

import OrientationEngine

extension Cursor {
    static let actionKeys = [
        "set", "call", "forceDevice", "attemptRotation", "setNeedsUpdate", "requestGeometry",
        "setStatusBar", "transform", "push", "pop", "present", "dismiss", "selectTab", "lock", "showWindow",
        "hideWindow",
    ]
    /// Actions written as a bare word.
    static let bareActions: [String: Action] = [
        "attemptRotation": .attemptRotation, "setNeedsUpdate": .setNeedsUpdate, "pop": .pop,
        "dismiss": .dismiss,
    ]

    /// Each action read on its own: one that cannot be read is noted, the next is read.
    func actions() throws(ScenarioError) -> [Action] {
        var actions: [Action] = []
        for item in try listOrOne() {
            if let action = try context.recover({ () throws(ScenarioError) in try item.action() }) { actions.append(action) }
        }
        return actions
    }

    func action() throws(ScenarioError) -> Action {
        if isScalar {
            let word = try string()
            if let action = Self.bareActions[word] { return action }
            throw error("unknown action '\(word)'\(Suggest.hint(word, among: Self.actionKeys))")
        }
        // `{present: X, style: S}`: the one action with a second key, the call site's style.
        if isMapping, node.mapping?.count == 2, hasKey(near: "present") {
            return try styledPresent()
        }
        if isMapping, node.mapping?.count == 2, node.mapping?.keys.contains(where: { $0.scalar?.string == "style" }) == true {
            throw error("'style' goes only with 'present' ({present: VC, style: STYLE})")
        }
        let (key, value) = try single(allowed: Self.actionKeys)
        switch key {
        case "set":
            var pairs: [(name: String, value: Operand)] = []
            for (name, operand) in try value.mapping() {
                if let text = operand.node.scalar?.string, text.hasPrefix("$") {
                    pairs.append((name, .variable(String(text.dropFirst()))))
                } else {
                    pairs.append((name, .literal(try operand.value())))
                }
            }
            guard !pairs.isEmpty else { throw value.error("'set' needs at least one variable") }
            return .set(pairs)
        case "call": return .call(try value.string())
        case "forceDevice": return .forceDevice(try value.deviceOrientation())
        case "requestGeometry": return .requestGeometry(try value.maskExpr())
        case "setStatusBar": return .setStatusBar(try value.interfaceOrientation())
        case "transform": return try value.transformAction()
        case "push": return .push(try value.string())
        case "present": return .present(try value.string())
        case "selectTab": return .selectTab(try value.int(in: 0...1_000))
        case "lock": return .lock(try value.bool())
        case "showWindow": return .showWindow(try value.string())
        case "hideWindow": return .hideWindow(try value.string())
        default:
            // attemptRotation, setNeedsUpdate, pop, dismiss written as `{pop: true}` or `{pop: }`.
            guard let action = Self.bareActions[key] else { throw value.error("unknown action '\(key)'") }
            if !value.isNull, try !value.bool() { throw value.error("write '\(key)' alone to run it") }
            return action
        }
    }

    /// `{present: X, style: S}`: `modalPresentationStyle` set at the call site (R15a).
    private func styledPresent() throws(ScenarioError) -> Action {
        var name: String?
        var style: PresentationStyle?
        for (key, value) in try mapping(allowed: ["present", "style"], recovering: false) {
            if key == "present" { name = try value.string() } else {
                let text = try value.string()
                guard let chosen = PresentationStyle(rawValue: text) else {
                    throw value.error("unknown presentation style '\(text)'"
                        + Suggest.hint(text, among: PresentationStyle.allCases.map(\.rawValue)))
                }
                style = chosen
            }
        }
        guard let name else { throw error("'style' goes with 'present'") }
        return .present(name, style: style)
    }

    /// `{view: window|root|self|player|VC, to: O|identity, animated: bool}`.
    private func transformAction() throws(ScenarioError) -> Action {
        var view: TransformTarget?
        var target: InterfaceOrientation?
        var hasTarget = false
        var animated = false
        for (key, value) in try mapping(allowed: ["view", "to", "animated"], recovering: false) {
            switch key {
            case "view": view = try value.transformTarget()
            case "to":
                hasTarget = true
                let text = try value.string()
                target = text == "identity" ? nil : try value.interfaceOrientation(text)
            default: animated = try value.bool()
            }
        }
        guard let view else { throw error("'transform' needs 'view'") }
        guard hasTarget else { throw error("'transform' needs 'to' (an orientation or identity)") }
        return .transform(view: view, to: target, animated: animated)
    }

    /// `self` is the controller running the action (TransformTarget.this).
    func transformTarget() throws(ScenarioError) -> TransformTarget {
        switch try string() {
        case "window": .window
        case "root": .root
        case "self": .this
        case "player": .player
        case let name: .controller(name)
        }
    }
}
