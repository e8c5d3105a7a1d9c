// Scenario key paths of the lines a finding points at, as the file's reader records them
// (`controllers.List.supported`, `controllers.Player.buttons[0].do[1].forceDevice`).

import OrientationEngine

enum Keys {
    static func of(_ engine: Engine, _ id: ControllerID, _ key: String) -> String {
        "controllers.\(engine.name(of: id)).\(key)"
    }

    /// The key when the file writes it, else the controller's own line (where it would go).
    static func written(_ engine: Engine, _ id: ControllerID, _ key: String) -> String {
        let spec = engine.spec(id)
        let present: Bool = switch key {
        case "supported": spec.supported != nil
        case "preferred": spec.preferred != nil
        case "shouldAutorotate": spec.shouldAutorotate != nil
        case "presentation": spec.presentation != .automatic
        default: false
        }
        return present ? of(engine, id, key) : "controllers.\(engine.name(of: id))"
    }

    /// The app's own mask: the window method when defined, else the plist.
    static func appMask(_ engine: Engine) -> String {
        if engine.model.window != nil { return "app.window" }
        if engine.model.infoPlist != nil, engine.model.plist != nil { return "app.infoPlist" }
        return engine.model.plist != nil ? "app.plist" : "app"
    }

    /// Who really answers `key` for `id`: a container answering `top` hands it to its
    /// top child (nav: last of the stack, tab: the selected one).
    static func answering<T>(_ engine: Engine, from id: ControllerID, _ key: KeyPath<ControllerSpec, Expr<T>?>)
        -> ControllerID
    {
        for member in engine.chain(from: id) where engine.spec(member)[keyPath: key] != .top { return member }
        return engine.chain(from: id).last ?? id
    }
}

/// An action list of the app that ran during a step: a tapped button's, a hook's, a method's.
struct ActionSite {
    var controller: String
    /// The key path of the list (`controllers.P.on.viewWillAppear`).
    var keyPath: String
    var actions: [Action]

    /// Key paths of the actions of this kind in the list.
    func paths(of kind: String) -> [String] {
        actions.indices.filter { actions[$0].key == kind }.map { "\(keyPath)[\($0)].\(kind)" }
    }

    /// What ran in a step: the tapped button's actions, then each hook and method the
    /// trace shows being called (their calls are traced).
    static func ran(in step: Transition) -> [ActionSite] {
        var sites: [ActionSite] = []
        let engine = step.after
        if case .tap(let title) = step.probe, let before = step.before,
           let button = before.screenButtons.first(where: { $0.title == title }),
           case .defined(let actions) = button.role {
            let spec = before.spec(button.owner)
            let index = spec.buttons.firstIndex { $0.title == title } ?? 0
            sites.append(ActionSite(controller: spec.name, keyPath: "controllers.\(spec.name).buttons[\(index)].do",
                                    actions: actions))
        }
        for event in step.traceLines where !event.receiver.isEmpty {
            guard let id = engine.id(of: event.receiver) else { continue }
            let spec = engine.spec(id)
            if event.kind == .method, let actions = spec.methods[event.selector] {
                sites.append(ActionSite(controller: spec.name, keyPath: "controllers.\(spec.name).methods.\(event.selector)",
                                        actions: actions))
            } else if event.kind != .query, let hook = Hook(rawValue: String(event.selector.prefix { $0 != ":" })),
                      let actions = spec.hooks[hook] {
                sites.append(ActionSite(controller: spec.name, keyPath: "controllers.\(spec.name).on.\(hook.rawValue)",
                                        actions: actions))
            }
        }
        return sites
    }
}
