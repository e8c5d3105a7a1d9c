// The model values a finding points at, as `ModelKey`s: a controller's field, an action
// of a button, hook or method, the app's mask.

import OrientationEngine

enum Keys {
    static func of(_ engine: Engine, _ id: ControllerID, _ field: ControllerField) -> ModelKey {
        .field(engine.name(of: id), field)
    }

    /// The field when the model writes it, else the controller itself (where it would go).
    static func written(_ engine: Engine, _ id: ControllerID, _ field: ControllerField) -> ModelKey {
        let spec = engine.spec(id)
        let present: Bool = switch field {
        case .supported: spec.supported != nil
        case .preferred: spec.preferred != nil
        case .shouldAutorotate: spec.shouldAutorotate != nil
        case .presentation: spec.presentation != .automatic
        default: false
        }
        return present ? of(engine, id, field) : .controller(engine.name(of: id))
    }

    /// The app's own mask: the window method when defined, else the plist.
    static func appMask(_ engine: Engine) -> ModelKey {
        if engine.model.window != nil { return .appField(.window) }
        if engine.model.infoPlist != nil, engine.model.plist != nil { return .appField(.infoPlist) }
        return engine.model.plist != nil ? .appField(.plist) : .app
    }

    /// Who really answers `key` for `id`: a container answering `top` hands it to its
    /// top child (nav: last of the stack, tab: the selected one); an alert answering
    /// `presenting`, to its presenter.
    static func answering<T>(_ engine: Engine, from id: ControllerID, _ key: KeyPath<ControllerSpec, Expr<T>?>)
        -> ControllerID
    {
        for member in engine.chain(from: id) where engine.spec(member)[keyPath: key] != .top {
            // An alert-style controller answers its presenter's mask: the presenter's is the line to change.
            if engine.spec(member)[keyPath: key] == .presenting, let presenter = engine.presentingController(of: member), presenter != member {
                return answering(engine, from: presenter, key)
            }
            return member
        }
        return engine.chain(from: id).last ?? id
    }
}

/// What kind of action a forcing rule looks for, as a value.
enum ActionKind {
    case forceDevice, requestGeometry, attemptRotation

    func matches(_ action: Action) -> Bool {
        switch (self, action) {
        case (.forceDevice, .forceDevice), (.requestGeometry, .requestGeometry), (.attemptRotation, .attemptRotation): true
        default: false
        }
    }
}

/// An action list of the app that ran during a step: a tapped button's, a hook's, a method's.
struct ActionSite {
    var controller: String
    var list: ActionList
    var actions: [Action]

    /// The keys of the actions of this kind in the list.
    func keys(of kind: ActionKind) -> [ModelKey] {
        actions.indices.filter { kind.matches(actions[$0]) }.map { .action(controller, list, $0) }
    }

    /// What ran in a step: the tapped button's actions, then each hook and method the
    /// trace shows being called (their calls are traced). Only the lists named in
    /// `among` (by controller name; buttons also in `titles`) are looked up; the trace only
    /// when some hook or method is among them (`calls`).
    static func ran(in step: Transition, among lists: [String: ModelFacts.Lists], titles: Set<String>,
                    calls: Bool = true) -> [ActionSite] {
        var sites: [ActionSite] = []
        let engine = step.after
        if case .tap(let title) = step.probe, !titles.isEmpty, titles.contains(title), let before = step.before?.engine,
           let button = before.screenButton(titled: title),
           lists[before.name(of: button.owner)]?.buttons.contains(title) == true,
           case .defined(let actions) = button.role {
            let index = before.model.controllers[button.owner].buttons.firstIndex { $0.title == title } ?? 0
            sites.append(ActionSite(controller: before.name(of: button.owner), list: .button(index), actions: actions))
        }
        for item in step.emitted where calls {
            // Only calls into the app's code run its lists (a method, a hook, a callback).
            guard case .trace(let event) = item, event.kind == .method || event.kind == .lifecycle || event.kind == .callback,
                  let named = lists[event.receiver], named.called,
                  let id = engine.id(of: event.receiver) else { continue }
            if event.kind == .method, named.methods.contains(event.selector),
               let actions = engine.model.controllers[id].methods[event.selector] {
                sites.append(ActionSite(controller: event.receiver, list: .method(event.selector), actions: actions))
            } else if !named.hooks.isEmpty, let hook = Hook(rawValue: String(event.selector.prefix { $0 != ":" })),
                      named.hooks.contains(hook), let actions = engine.model.controllers[id].hooks[hook] {
                sites.append(ActionSite(controller: event.receiver, list: .hook(hook), actions: actions))
            }
        }
        return sites
    }
}
