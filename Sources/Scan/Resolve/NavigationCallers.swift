// A controller's function that shows a controller it is handed (`presentOverlay(controller:)`)
// says nothing by itself: what it shows is what each caller passes. Its callers are read
// with the argument bound — the controller itself (`presentOverlay(controller: Details())`)
// and objects that hold it in a typed property or parameter, directly or through a protocol
// it adopts (`handler.webView?.presentOverlay(controller: scanner)`): those presentations
// are that controller's, a button named `Caller.function`. The function's own site is read
// at each call, not as a way of its own.

import Foundation

extension NavigationPass {
    /// Whether a function shows (presents or pushes) one of its own parameters.
    func showsParameter(_ id: FunctionID) -> Bool {
        let f = function(id)
        guard let parameters = f.flow?.parameters, !parameters.isEmpty else { return false }
        let names = Set(parameters.map(\.name))
        return f.actions.contains { a in
            switch a.action {
            case .present, .push: a.value.map { Self.roots($0).contains(where: names.contains) } ?? false
            default: false
            }
        }
    }

    /// The names a value starts from (`controller`, `controller` styled, in a nav, each arm
    /// of `embed ? Nav(rootViewController: controller) : controller`, `provider` of a call
    /// `provider(context)`, which may be a closure the caller hands).
    static func roots(_ value: ValueFact) -> [String] {
        switch value {
        case .name(let n): [n]
        case .call(let call) where call.receiver == nil: [call.name]
        case .styled(let inner, _), .nav(_, let inner, _): roots(inner)
        case .choice(let arms): arms.flatMap { roots($0.value) }
        default: []
        }
    }

    /// The declared controllers a type names: itself, or those adopting it when it is a protocol.
    mutating func controllers(named type: String) -> [String] {
        var out: [String] = []
        for part in type.split(separator: "&").map({ $0.trimmedSpaces }) {
            if table.isController(part) && table.isDeclared(part) { out.append(part); continue }
            guard table.isProtocol(part) else { continue }
            out += adopters(of: part)
        }
        return out
    }

    /// Controllers the project declares that adopt a protocol (memoized per protocol).
    mutating func adopters(of proto: String) -> [String] {
        if let known = adoptersMemo[proto] { return known }
        // The declared controllers are found once: an app of many protocols asks for each.
        if declaredControllers == nil {
            declaredControllers = typeIndexes.keys.sorted().filter { table.isController($0) && table.isDeclared($0) }
        }
        var out: [String] = []
        for name in declaredControllers ?? [] where protocols(of: name).contains(proto) {
            out.append(name)
        }
        adoptersMemo[proto] = out
        return out
    }

    /// Calls made by objects that are not controllers, on a controller they hold, of a
    /// function that shows what it is handed: a button of that controller per caller.
    mutating func attributeToReceivers() {
        var added: [String: [FunctionFact]] = [:]
        let count = types.count
        for t in 0..<count where !table.isController(types[t].name) {
            for fi in types[t].functions.indices {
                let id = FunctionID(type: t, function: fi)
                let f = function(id)
                let frame = Frame(owner: types[t].name, flow: f.flow, bindings: [:], id: id)
                for call in f.flow?.calls ?? [] {
                    attributeHandedPresenter(call, in: frame, title: "\(types[t].name).\(f.name)", to: &added)
                    guard let receiver = call.receiver, let type = typeOf(receiver, frame, depth: 0) else { continue }
                    for c in controllers(named: type) {
                        let scope = Set(table.chain(c)).union(protocols(of: c))
                        for target in lookup(call, frame) where scope.contains(owner(target)) && showsParameter(target) {
                            let inner = effects(of: target, bindings: bind(call, target, frame), depth: 1)
                            boundCallees.insert(target)
                            guard inner.contains(where: { $0.action.isNavigationOrForcing }) else { continue }
                            let title = "\(types[t].name).\(f.name)"
                            let actions = inner.map { var a = $0; a.location = call.location; a.branch = remap(call.branch, id) + a.branch; return a }
                            Self.add(actions, as: title, at: call.location, to: &added[c, default: []])
                        }
                    }
                }
            }
        }
        giveButtons(added)
    }

    /// `TimeWheel.show(over: host)` in a helper object: a function presenting on the
    /// controller it is handed, handed one the object holds (`host`, set by `RuleRows(host:
    /// self)`): a button of those controllers.
    mutating func attributeHandedPresenter(_ call: CallFact, in frame: Frame, title: String, to added: inout [String: [FunctionFact]]) {
        for target in lookup(call, frame) {
            guard let parameters = function(target).flow?.parameters else { continue }
            let presentedOn = Set(function(target).actions.compactMap { a -> String? in
                if case .name(let n)? = a.presenter, parameters.contains(where: { $0.name == n }) { return n }
                return nil
            })
            guard !presentedOn.isEmpty else { continue }
            var hosts: [String] = []
            var i = 0
            for p in parameters where i < call.arguments.count {
                guard call.arguments[i].label == p.label else { continue }
                if presentedOn.contains(p.name) {
                    for c in presenters(call.arguments[i].value, frame) where !hosts.contains(c) { hosts.append(c) }
                }
                i += 1
            }
            guard !hosts.isEmpty else { continue }
            let inner = effects(of: target, bindings: bind(call, target, frame), depth: 1)
            guard inner.contains(where: { $0.action.isNavigationOrForcing }) else { continue }
            boundCallees.insert(target)
            let shown = inner.map { var a = $0; a.location = call.location; a.presenter = nil; a.callback = 0; return a }
            for c in hosts { Self.add(shown, as: title, at: call.location, to: &added[c, default: []]) }
        }
    }

    /// `actions` into the button `title` of `buttons` (made at `at` when it is new).
    static func add(_ actions: [LocatedAction], as title: String, at: SourceLocation, to buttons: inout [FunctionFact]) {
        if let i = buttons.firstIndex(where: { $0.name == title }) {
            buttons[i].actions += actions
        } else {
            buttons.append(FunctionFact(name: title, location: at, isAction: true, actions: actions))
        }
    }

    /// Each controller's new buttons, as an extension of its class.
    mutating func giveButtons(_ added: [String: [FunctionFact]]) {
        for (c, functions) in added.sorted(by: { $0.key < $1.key }) {
            guard let at = table.location(c) else { continue }
            types.append(TypeFact(name: c, superclass: nil, isExtension: true, location: at, language: .swift, functions: functions))
        }
    }

    /// What a non-controller (a URL handler, a coordinator) shows, followed as a
    /// controller's values are: nothing presses its button, but the screen it shows is named
    /// (a hosting helper's view, a factory's class) rather than left unread.
    mutating func resolveOwnValues() {
        for t in types.indices where !table.isController(types[t].name) {
            for fi in types[t].functions.indices where types[t].functions[fi].actions.contains(where: { $0.value != nil }) {
                let id = FunctionID(type: t, function: fi)
                let f = function(id)
                let frame = Frame(owner: types[t].name, flow: f.flow, bindings: [:], id: id)
                var out: [LocatedAction] = []
                for action in f.actions { out += followed(action, in: frame) ?? [action] }
                types[t].functions[fi].actions = out
            }
        }
    }

    /// A function read at its callers no longer shows its parameter as a way of its own.
    mutating func dropBoundSites() {
        for id in boundCallees {
            let names = Set(function(id).flow?.parameters.map(\.name) ?? [])
            types[id.type].functions[id.function].actions.removeAll { a in
                switch a.action {
                case .present, .push: a.value.map { Self.roots($0).contains(where: names.contains) } ?? false
                default: false
                }
            }
        }
    }
}

extension NavigationPass {
    /// A view or a helper presenting on the controller another object hands it
    /// (`chipActionDelegate?.presentingViewController().present(…)` where the controllers
    /// adopting that protocol return `self`, or `host?.present(…)` with `weak var host: Feed?`):
    /// that controller's button, named `View.function`, instead of a presentation nobody makes.
    mutating func attributeToPresenters() -> [FunctionFact] {
        var added: [String: [FunctionFact]] = [:]
        var onRoot: [FunctionFact] = []
        for t in types.indices where !table.isController(types[t].name) {
            for fi in types[t].functions.indices where types[t].functions[fi].actions.contains(where: { $0.presenter != nil }) {
                let id = FunctionID(type: t, function: fi)
                let f = function(id)
                let frame = Frame(owner: types[t].name, flow: f.flow, bindings: [:], id: id)
                var kept: [LocatedAction] = []
                for action in f.actions {
                    guard let presenter = action.presenter else { kept.append(action); continue }
                    let title = "\(types[t].name).\(f.name)"
                    if Self.namesRoot(presenter) {
                        let shown = (followed(action, in: frame) ?? [action]).map { var a = $0; a.presenter = nil; a.callback = 0; return a }
                        // Each closure a router keeps (`addRoute(…) { … }`) is a way of its own.
                        let serials = f.actions.map(\.callback).filter { $0 != 0 }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
                        let k = serials.firstIndex(of: action.callback).map { $0 + 1 }
                        let name = k.map { title + ($0 == 1 ? " (callback)" : " (callback \($0))") } ?? title
                        Self.add(shown, as: name, at: action.location, to: &onRoot)
                        continue
                    }
                    // Presenting on a parameter (`signIn(from context: Navigator)`): the
                    // controllers that call it hand themselves and present there already; every
                    // controller its type could be would be a guess.
                    if case .name(let n) = presenter, used.contains(id), f.flow?.parameters.contains(where: { $0.name == n }) == true {
                        kept.append(action)
                        continue
                    }
                    let hosts = presenters(presenter, frame)
                    guard !hosts.isEmpty else { kept.append(action); continue }
                    let shown = (followed(action, in: frame) ?? [action]).map { var a = $0; a.presenter = nil; return a }
                    for c in hosts { Self.add(shown, as: title, at: f.location, to: &added[c, default: []]) }
                }
                types[t].functions[fi].actions = kept
            }
        }
        giveButtons(added)
        return onRoot
    }

    /// `window.rootViewController`, `keyWindow?.rootViewController`, `SceneHelper.rootViewController()`,
    /// `UIApplication.topViewController()`: the window's root (or what is on top of it).
    static func namesRoot(_ presenter: ValueFact) -> Bool {
        let helpers = ["rootViewController", "topViewController", "topMostViewController", "topmostViewController", "topController"]
        switch presenter {
        case .member(_, let name): return name == "rootViewController"
        case .call(let call): return helpers.contains(call.name)
        case .styled(let inner, _): return namesRoot(inner)
        default: return false
        }
    }

    /// The declared controllers a presenter expression can be: a property or parameter
    /// declared as one (or as a protocol they adopt), or the result of a protocol's method
    /// that the adopting controller answers with `self`.
    mutating func presenters(_ value: ValueFact, _ frame: Frame) -> [String] {
        switch value {
        case .call(let call):
            guard let receiver = call.receiver, let type = typeOf(receiver, frame, depth: 0) else { return [] }
            return controllers(named: type).filter { c in
                (byOwnerAndName[c]?[call.name] ?? []).contains { id in
                    function(id).flow?.returns.contains { if case .name("self") = $0.value { true } else { false } } ?? false
                }
            }
        case .name(let n) where n != "self":
            let declared = typeOf(value, frame, depth: 0).map { controllers(named: $0) } ?? []
            if !declared.isEmpty { return declared }
            // `let presentingViewController: UIViewController` set by the `init`: the
            // controllers its constructions hand it (`Option(presentingViewController: self)`).
            guard let p = property(frame.owner, n) else { return [] }
            let label = p.initLabel ?? n
            var out: [String] = []
            for h in handed[frame.owner] ?? [] where h.label == label {
                let made = resolveAll(h.value, Frame(owner: h.owner, flow: nil, bindings: [:], id: nil), depth: 1)
                for c in made.map(Self.className) where table.isDeclared(c) && !out.contains(c) { out.append(c) }
            }
            return out
        case .member(let base, let name):
            // `owner.viewController?.present(…)`, the owner a protocol whose adopting controllers
            // answer `viewController` with themselves: those controllers.
            if let type = typeOf(base, frame, depth: 0) {
                let answering = controllers(named: type).filter { c in
                    property(c, name)?.value.map { Self.className($0) == c } ?? false
                }
                if !answering.isEmpty { return answering }
            }
            return typeOf(value, frame, depth: 0).map { controllers(named: $0) } ?? []
        default:
            return []
        }
    }
}
