// Checks a model before it runs, so a bad file fails with a key path, not mid-run.
// Every problem is found, not only the first: a file's author fixes them in one go.

struct Validator {
    let model: AppModel
    /// Controllers by name, so a long push chain is checked in linear time.
    let ids: [String: ControllerID]
    /// The most tabs any tab controller has (nil: no tab controller).
    private let mostTabs: Int?

    init(model: AppModel, ids: [String: ControllerID]) {
        self.model = model
        self.ids = ids
        // By index: iterating the specs would copy each one.
        var most: Int?
        for index in model.controllers.indices where model.controllers[index].kind == .tab {
            most = max(most ?? 0, model.controllers[index].tabs.count)
        }
        mostTabs = most
    }

    private func kind(of name: String) -> ControllerKind? { ids[name].map { model.controllers[$0].kind } }

    func validate() throws(ModelError) {
        if let first = problems().first { throw first }
    }

    /// Every problem, in the order a reader meets them (the app, then each controller).
    func problems() -> [ModelError] {
        var found = Problems()
        found.check { () throws(ModelError) in
            guard IOSVersion.isShipped(model.iosVersion) else {
                throw ModelError("ios", "iOS \(model.iosVersion) never shipped (versions: \(IOSVersion.shippedText))")
            }
            guard model.iosVersion >= model.device.firstIOS else {
                throw ModelError("device", "\(model.device.rawValue) never ran iOS \(model.iosVersion) "
                    + "(its first was iOS \(model.device.firstIOS)); use iphone-home")
            }
        }
        // Everything else is judged by the version's rules: with no real version, say only that.
        guard found.list.isEmpty else { return found.list }
        found.check { () throws(ModelError) in try known(model.root, at: "app.root") }
        if let plist = model.plist, plist.isEmpty {
            found.add(ModelError("app.plist", "an empty list; leave `plist` out for the default"))
        }
        var seen = Set<String>()
        for spec in model.controllers where !seen.insert(spec.name).inserted {
            found.add(ModelError("controllers.\(spec.name)", "defined twice"))
        }
        if let window = model.window {
            found.check { () throws(ModelError) in try check(window, at: "app.window", in: nil, allowTopmost: true) }
        }
        for (name, value) in model.vars where name.isEmpty {
            found.add(ModelError("app.vars", "a variable needs a name (value \(value))"))
        }
        if let scene = model.sceneMask {
            found.check { () throws(ModelError) in try check(scene, at: "app.sceneMask", in: nil, allowTopmost: true) }
        }
        checkWindows(into: &found)
        for spec in model.controllers { check(spec, into: &found) }
        if let problem = containmentCycle() { found.add(problem) }
        return found.list
    }

    /// What an edit of a valid model can break where it was made: the root, the controllers
    /// it replaced or added (`touched`), a containment cycle through one of them. The rest
    /// of the model is as it was validated, so this is every problem of the edited model
    /// when the edit changed no controller's kind, took no tab away and the model has no
    /// extra windows (`Engine.applying` validates the whole model otherwise).
    func problems(touching touched: [ControllerID]) -> [ModelError] {
        var found = Problems()
        found.check { () throws(ModelError) in try known(model.root, at: "app.root") }
        for id in touched { check(model.controllers[id], into: &found) }
        for id in touched where model.controllers[id].kind.isContainer && reachesItself(id) {
            // The whole search names the cycle as a reader meets it.
            if let problem = containmentCycle() { found.add(problem) }
            break
        }
        return found.list
    }

    /// Whether a container holds itself through containers it holds.
    private func reachesItself(_ start: ControllerID) -> Bool {
        var seen = Set<ControllerID>(), queue = [start], head = 0
        while head < queue.count {
            let spec = model.controllers[queue[head]]
            head += 1
            for child in (spec.kind == .nav ? spec.stack : spec.tabs).compactMap({ ids[$0] }) {
                if child == start { return true }
                if model.controllers[child].kind.isContainer, seen.insert(child).inserted { queue.append(child) }
            }
        }
        return false
    }

    /// Problems found so far; each check stops at its first, the next check goes on.
    struct Problems {
        var list: [ModelError] = []
        mutating func add(_ problem: ModelError) { list.append(problem) }
        mutating func check(_ body: () throws(ModelError) -> Void) {
            do { try body() } catch { list.append(error) }
        }
    }

    // MARK: Windows (R28)

    private func checkWindows(into found: inout Problems) {
        var seen = Set<String>()
        var roots = [model.root: "the main window"]
        for (index, window) in model.windows.enumerated() {
            let path = "windows[\(index)]"
            if window.name.isEmpty {
                found.add(ModelError("\(path).name", "a window needs a name"))
            } else if window.name == WindowSpec.mainName {
                found.add(ModelError("\(path).name", "'main' is the main window's name"))
            } else if !seen.insert(window.name).inserted {
                found.add(ModelError("\(path).name", "window '\(window.name)' defined twice"))
            }
            if !window.level.isFinite { found.add(ModelError("\(path).level", "not a finite number")) }
            found.check { () throws(ModelError) in
                try known(window.root, at: "\(path).root")
                if let other = roots[window.root] {
                    throw ModelError("\(path).root", "\(window.root) is already the root of \(other)")
                }
                if let container = model.controllers.first(where: {
                    ($0.kind == .nav ? $0.stack : $0.kind == .tab ? $0.tabs : []).contains(window.root)
                }) {
                    throw ModelError("\(path).root", "\(window.root) is a child of \(container.name); a window's root stands alone")
                }
                roots[window.root] = "window \(window.name)"
            }
        }
    }

    private func knownWindow(_ name: String, at path: @autoclosure () -> String) throws(ModelError) {
        guard model.windows.contains(where: { $0.name == name }) else {
            let names = model.windows.map(\.name)
            let hint = names.isEmpty ? " (the file has no `windows:`)" : ""
            throw ModelError(path(), "unknown window '\(name)'\(hint)", unknown: name, among: names)
        }
    }

    // MARK: Controllers

    private func check(_ spec: ControllerSpec, into found: inout Problems) {
        let path = "controllers.\(spec.name)"
        found.check { () throws(ModelError) in try checkKind(spec, at: path) }
        found.check { () throws(ModelError) in try checkOptional(spec.supported, at: "\(path).supported", in: spec) }
        found.check { () throws(ModelError) in try checkOptional(spec.shouldAutorotate, at: "\(path).shouldAutorotate", in: spec) }
        found.check { () throws(ModelError) in try checkOptional(spec.preferred, at: "\(path).preferred", in: spec) }
        found.check { () throws(ModelError) in
            try checkOptional(spec.prefersStatusBarHidden, at: "\(path).prefersStatusBarHidden", in: spec)
        }
        found.check { () throws(ModelError) in try checkOptional(spec.shouldAutorotateTo, at: "\(path).shouldAutorotateTo", in: spec) }
        found.check { () throws(ModelError) in
            try checkOptional(spec.prefersOrientationLocked, at: "\(path).prefersOrientationLocked", in: spec)
        }
        for hook in Hook.allCases {
            guard let actions = spec.hooks[hook] else { continue }
            if hook == .willEnterFullScreen || hook == .didExitFullScreen, spec.kind != .player {
                found.add(ModelError("\(path).on.\(hook.rawValue)", "only a player has this hook"))
                continue
            }
            check(actions, at: "\(path).on.\(hook.rawValue)", in: spec, into: &found)
        }
        for (name, actions) in spec.methods.sorted(by: { $0.key < $1.key }) {
            check(actions, at: "\(path).methods.\(name)", in: spec, into: &found)
        }
        for (index, button) in spec.buttons.enumerated() {
            if button.title.isEmpty { found.add(ModelError("\(path).buttons[\(index)].title", "empty title")) }
            check(button.actions, at: "\(path).buttons[\(index)].do", in: spec, into: &found)
        }
        if let problem = recursion(spec, path: path) { found.add(problem) }
    }

    private func checkKind(_ spec: ControllerSpec, at path: @autoclosure () -> String) throws(ModelError) {
        switch spec.kind {
        case .nav:
            guard !spec.stack.isEmpty else { throw ModelError("\(path()).stack", "a nav needs at least one controller") }
            for (index, name) in spec.stack.enumerated() {
                try known(name, at: "\(path()).stack[\(index)]")
                if kind(of: name) == .nav {
                    throw ModelError("\(path()).stack[\(index)]", "a nav cannot hold another nav ('\(name)')")
                }
            }
        case .tab:
            guard !spec.tabs.isEmpty else { throw ModelError("\(path()).tabs", "a tab controller needs at least one tab") }
            for (index, name) in spec.tabs.enumerated() { try known(name, at: "\(path()).tabs[\(index)]") }
            guard spec.tabs.indices.contains(spec.selected) else {
                throw ModelError("\(path()).selected", "tab index \(spec.selected) out of range (\(spec.tabs.count) tabs)")
            }
        case .vc, .player:
            if !spec.stack.isEmpty { throw ModelError("\(path()).stack", "only a nav has a stack") }
            if !spec.tabs.isEmpty { throw ModelError("\(path()).tabs", "only a tab controller has tabs") }
        }
        if spec.player != nil, spec.kind != .player {
            throw ModelError("\(path()).player", "only a controller of kind player has player options")
        }
    }

    private func known(_ name: String, at path: @autoclosure () -> String) throws(ModelError) {
        guard ids[name] != nil else {
            throw ModelError(path(), "unknown controller '\(name)'", unknown: name, among: model.controllers.map(\.name))
        }
    }

    // MARK: Expressions

    private func checkOptional<T>(_ expr: Expr<T>?, at path: @autoclosure () -> String, in spec: ControllerSpec) throws(ModelError) {
        guard let expr else { return }
        try check(expr, at: path(), in: spec, allowTopmost: false)
    }

    private func check<T>(_ expr: Expr<T>, at path: @autoclosure () -> String, in spec: ControllerSpec?, allowTopmost: Bool) throws(ModelError) {
        switch expr {
        case .literal:
            break
        case .variable(let name):
            try checkVariable(name, expecting: T.self == Bool.self ? "bool" : "orientation mask", at: path(), in: spec)
        case .union(let parts):
            for part in parts { try check(part, at: path(), in: spec, allowTopmost: allowTopmost) }
        case .conditional(let condition, let then, let otherwise):
            try check(condition, at: "\(path()).if", in: spec)
            try check(then, at: "\(path()).then", in: spec, allowTopmost: allowTopmost)
            try check(otherwise, at: "\(path()).else", in: spec, allowTopmost: allowTopmost)
        case .top:
            guard let spec, spec.kind.isContainer else {
                throw ModelError(path(), "`top` forwards to a container's child; \(spec?.name ?? "the app delegate") is not a nav or tab")
            }
        case .topmost:
            guard allowTopmost else { throw ModelError(path(), "`topmost` is for the app's window method only") }
        case .presented(let fallback):
            guard spec != nil else {
                throw ModelError(path(), "`presented` asks what a controller presented; the app delegate presents nothing")
            }
            try check(fallback, at: "\(path()).presented", in: spec, allowTopmost: false)
        case .presenting:
            guard spec != nil else {
                throw ModelError(path(), "`presenting` asks who presented a controller; no one presents the app delegate")
            }
        }
    }

    private func check(_ condition: Condition, at path: @autoclosure () -> String, in spec: ControllerSpec?) throws(ModelError) {
        for clause in condition.clauses {
            switch clause {
            case .isTrue(let name), .isFalse(let name):
                try checkVariable(name, expecting: "bool", at: path(), in: spec)
            case .has(let name, _):
                try checkVariable(name, expecting: "orientation mask", at: path(), in: spec)
            }
        }
    }

    private func variableNames(_ spec: ControllerSpec?) -> [String] {
        Array(Set((spec?.vars.keys).map(Array.init) ?? []).union(model.vars.keys)).sorted()
    }

    private func variable(_ name: String, in spec: ControllerSpec?) -> Value? {
        spec?.vars[name] ?? model.vars[name]
    }

    private func checkVariable(_ name: String, expecting type: String, at path: @autoclosure () -> String, in spec: ControllerSpec?) throws(ModelError) {
        guard let value = variable(name, in: spec) else {
            let scope = spec.map { "\($0.name)'s or the app's vars" } ?? "the app's vars"
            throw ModelError(path(), "undefined variable '\(name)' (not in \(scope))", unknown: name, among: variableNames(spec))
        }
        guard value.typeName == type else {
            throw ModelError(path(), "variable '\(name)' is \(value.typeNameWithArticle), not \(type == "bool" ? "a bool" : "an orientation mask")")
        }
    }

    // MARK: Actions

    private func check(_ actions: [Action], at path: @autoclosure () -> String, in spec: ControllerSpec, into found: inout Problems) {
        for (index, action) in actions.enumerated() {
            found.check { () throws(ModelError) in try check(action, at: "\(path())[\(index)].\(action.key)", in: spec) }
        }
    }

    private func check(_ action: Action, at here: @autoclosure () -> String, in spec: ControllerSpec) throws(ModelError) {
        if action.requiresIOS16, model.profile < .ios16 {
            throw ModelError(here(), "\(action.key) exists only on iOS 16 and later (this app is iOS \(model.iosVersion))")
        }
        switch action {
        case .set(let assignments):
            for (name, operand) in assignments {
                guard let target = variable(name, in: spec) else {
                    throw ModelError("\(here()).\(name)", "undefined variable '\(name)'", unknown: name,
                                     among: variableNames(spec))
                }
                if case .variable(let source) = operand {
                    try checkVariable(source, expecting: target.typeName, at: "\(here()).\(name)", in: spec)
                } else if case .literal(let value) = operand, value.typeName != target.typeName {
                    throw ModelError("\(here()).\(name)", "'\(name)' is \(target.typeNameWithArticle), not \(value.typeNameWithArticle)")
                }
            }
        case .call(let method):
            guard spec.methods[method] != nil else {
                throw ModelError(here(), "\(spec.name) has no method '\(method)'", unknown: method,
                                 among: spec.methods.keys.sorted())
            }
        case .push(let name):
            try known(name, at: here())
            if kind(of: name) == .nav {
                throw ModelError(here(), "a nav cannot be pushed ('\(name)'); present it instead")
            }
        case .present(let name, _):
            try known(name, at: here())
        case .requestGeometry(let expr):
            try check(expr, at: here(), in: spec, allowTopmost: false)
        case .selectTab(let index):
            guard let most = mostTabs else {
                throw ModelError(here(), "there is no tab controller")
            }
            guard index >= 0, index < most else {
                throw ModelError(here(), "tab index \(index) out of range (at most \(most) tabs)")
            }
        case .transform(let view, _, _):
            if case .controller(let name) = view { try known(name, at: here()) }
        case .showWindow(let name), .hideWindow(let name):
            try knownWindow(name, at: here())
        case .forceDevice, .attemptRotation, .setNeedsUpdate, .setStatusBar, .pop, .dismiss, .lock:
            break
        }
    }

    /// A method that calls itself (directly or through others) would never end.
    private func recursion(_ spec: ControllerSpec, path: String) -> ModelError? {
        var graph = NameGraph(spec.methods.map { name, actions in
            (name, actions.compactMap { if case .call(let next) = $0 { next } else { nil } })
        })
        guard let cycle = graph.firstCycle(in: spec.methods.keys.sorted()) else { return nil }
        return ModelError("\(path).methods.\(cycle[0])", "method calls itself: \(cycle.joined(separator: " → "))")
    }

    /// Containers holding each other would make `top` forward forever.
    private func containmentCycle() -> ModelError? {
        let containers = model.controllers.filter(\.kind.isContainer)
        var graph = NameGraph(containers.map { ($0.name, $0.kind == .nav ? $0.stack : $0.tabs) })
        guard let cycle = graph.firstCycle(in: containers.map(\.name)), let id = ids[cycle[0]] else { return nil }
        let spec = model.controllers[id]
        return ModelError("controllers.\(spec.name).\(spec.kind == .nav ? "stack" : "tabs")",
                          "forwarding cycle: \(cycle.joined(separator: " → "))")
    }
}
