// Many small apps made from one: lint sets up each place a controller is shown (its
// presenter as the root, the navigation controller holding its pusher) and each local
// exploration as an edit of the app's validated model. Validating a 1,500-controller
// model for each of 1,500 sites is quadratic; an edit is validated where it was made.

/// Another root and some controllers replaced or added: an edit of an app's model.
public struct ModelEdit: Sendable {
    public var root: String?
    /// Each takes the place of the model's controller of the same name, or is added after
    /// the model's own, in this order.
    public var controllers: [ControllerSpec]

    public init(root: String? = nil, controllers: [ControllerSpec] = []) {
        self.root = root
        self.controllers = controllers
    }

    /// The edit's version of a controller, else the model's.
    public func spec(named name: String, in model: AppModel, ids: [String: ControllerID]) -> ControllerSpec? {
        controllers.last { $0.name == name } ?? ids[name].map { model.controllers[$0] }
    }

    /// Replaces (or adds) the edit's version of a controller.
    public mutating func set(_ spec: ControllerSpec) {
        controllers.removeAll { $0.name == spec.name }
        controllers.append(spec)
    }
}

extension Engine {
    /// Controller ids by name (the model's index).
    public var controllerIDs: [String: ControllerID] { ids }

    /// What `init(model:)` gives for this engine's model with `edit` applied, not launched:
    /// the same engine, or the same first problem thrown. The edited controllers are
    /// validated, with the root and any containment cycle through them; the whole model
    /// only when the edit could break more (a launched engine, a kind changed, a tab taken
    /// away, extra windows).
    public func applying(_ edit: ModelEdit) throws(ModelError) -> Engine {
        var model = self.model
        var ids = self.ids
        var names = self.names
        var touched: [ControllerID] = []
        var whole = state.launched || !model.windows.isEmpty
        for spec in edit.controllers {
            if let id = ids[spec.name] {
                let old = model.controllers[id]
                if old.kind != spec.kind || spec.tabs.count < old.tabs.count { whole = true }
                model.controllers[id] = spec
                if !touched.contains(id) { touched.append(id) }
            } else {
                ids[spec.name] = model.controllers.count
                names.append(spec.name)
                touched.append(model.controllers.count)
                model.controllers.append(spec)
            }
        }
        if let root = edit.root { model.root = root }
        if whole || !Validator(model: model, ids: ids).problems(touching: touched).isEmpty {
            return try Engine(model: model)
        }
        var fresh = state
        for id in touched {
            let controller = Engine.freshState(of: model.controllers[id], ids: ids)
            if id < fresh.controllers.count { fresh.controllers[id] = controller } else { fresh.controllers.append(controller) }
        }
        fresh.root = ids[model.root] ?? 0
        fresh.deciderChain = [fresh.root]
        let specs = touched.map { model.controllers[$0] }
        return Engine(valid: model, ids: ids, names: names,
                      hasDeviceHooks: hasDeviceHooks || specs.contains { $0.hooks[.deviceOrientationDidChange] != nil },
                      hasPlayers: hasPlayers || specs.contains { $0.kind == .player }, state: fresh)
    }
}
