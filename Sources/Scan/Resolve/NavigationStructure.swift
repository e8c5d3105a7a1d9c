// The app's structure as the navigation pass reads it: each container's own children, the
// controllers others show inside themselves (embedded children, pages, columns), and the
// root — the window the app makes key, other windows listed.

import Foundation
import OrientationEngine

extension NavigationPass {
    // MARK: containers

    /// Each container class's own children (`viewControllers = [...]` in its `init`…), and
    /// the controllers any other controller shows inside itself (`addChild`, a pager's pages,
    /// a split view's columns): those hold them as a container does (`embedding`).
    mutating func containerChildren() -> (children: [String: [Instance]], embedding: Set<String>) {
        var out: [String: [Instance]] = [:]
        var embedding: Set<String> = []
        var embedded: [String: [ValueFact]] = [:]
        for t in types.indices {
            let cls = types[t].name
            guard !cls.isEmpty else { continue }
            if table.kind(of: table.canonical(cls)).isContainer {
                if !types[t].embedded.isEmpty { adoptEmbedded(types[t].embedded, by: table.canonical(cls)) }
                guard let values = types[t].children, out[cls] == nil else { continue }
                let frame = Frame(owner: cls, flow: nil, bindings: [:], id: nil)
                let kids = childrenOf(values, frame).filter { Self.className($0) != cls }
                if !kids.isEmpty { out[cls] = kids }
            } else if table.isController(cls) {
                embedded[cls, default: []] += (types[t].children ?? []) + types[t].embedded
            }
        }
        // A container another object holds and fills (a coordinator's `tabBarController.viewControllers = …`).
        for t in types.indices where !types[t].fills.isEmpty {
            let frame = Frame(owner: types[t].name, flow: nil, bindings: [:], id: nil)
            for fill in types[t].fills {
                // The class the property is built as (`var nav: UINavigationController = BaseNavigationController()`), else its declared one.
                let built = resolveAll(.name(fill.holder), frame, depth: 0).map(Self.className)
                guard let held = (built.count == 1 ? built.first : typeOf(.name(fill.holder), frame, depth: 0)).map(table.canonical) else { continue }
                // A split view's columns (`rootViewController.viewControllers = [nav, detail]`
                // in a coordinator's `start()`): shown inside it, as embedded children are.
                if !table.kind(of: held).isContainer, table.chain(held).contains("UISplitViewController") {
                    embedded[held, default: []] += childrenOf(fill.children, frame).filter { Self.className($0) != held }.map { .instance($0) }
                    continue
                }
                // A container of UIKit's own class it is handed (`weak var navigationController:
                // UINavigationController?` set by `init`) is no class whose every instance holds these;
                // one it builds (`var nav = UINavigationController()`) is.
                guard table.kind(of: held).isContainer, table.isDeclared(held) || property(types[t].name, fill.holder)?.value != nil,
                      out[held] == nil else { continue }
                let kids = childrenOf(fill.children, frame).filter { Self.className($0) != held }
                if !kids.isEmpty { out[held] = kids }
            }
        }
        for (cls, kids) in childrenFromCalls() where !table.kind(of: table.canonical(cls)).isContainer {
            embedded[cls, default: []] += kids.map { .instance($0) }
        }
        let paged = pages()
        for cls in paged.keys where embedded[cls] == nil { embedded[cls] = [] }
        for (cls, values) in embedded.sorted(by: { $0.key < $1.key }) where !values.isEmpty || paged[cls] != nil {
            let frame = Frame(owner: cls, flow: nil, bindings: [:], id: nil)
            var kids: [Instance] = []
            for kid in paged[cls] ?? [] where !kids.contains(where: { Self.className($0) == Self.className(kid) }) { kids.append(kid) }
            // One child per class, but two navigation controllers built with their own
            // roots (a split's master and detail) are two.
            func same(_ a: Instance, _ b: Instance) -> Bool {
                if case .nav = a.bare, case .nav = b.bare { return a.bare == b.bare }
                return Self.className(a) == Self.className(b)
            }
            for value in values {
                for kid in resolveAll(value, frame, depth: 0) where Self.className(kid) != cls && !kids.contains(where: { same($0, kid) }) {
                    kids.append(kid)
                }
            }
            // A plain pager (`UIPageViewController`) whose pages are read: the pages are the
            // children. A UIKit container built with its own children is a child itself.
            // One filled where its holder fills it (`navigationController.viewControllers = [list]`) stays.
            if kids.count > 1 { kids.removeAll { Self.generic.contains(Self.className($0)) && !Self.holdsChildren($0) && out[Self.className($0)] == nil } }
            if !kids.isEmpty {
                out[cls] = kids
                embedding.insert(cls)
            }
        }
        // A subclass shows what its base class embeds (`ListHost.viewDidLoad` adds its list).
        let embedders = embedding
        for name in typeIndexes.keys.sorted() where out[name] == nil && table.isController(name) && !table.kind(of: name).isContainer {
            guard let base = table.chain(name).dropFirst().first(where: embedders.contains), let kids = out[base] else { continue }
            out[name] = kids
            embedding.insert(name)
        }
        addDetailColumns(to: &out, embedding: &embedding)
        return (out, embedding)
    }

    /// A navigation controller built, handed to a coordinator's `init` and pushed onto there
    /// (`let nav = BaseNav(); let child = AddCoordinator(navigationController: nav); present(nav);
    /// child.start()` with `start()` pushing `AddViewController`): where the nav is built →
    /// its root, what the coordinator pushes (or sets as its stack) first.
    mutating func handedStacks() -> [SourceLocation: [Instance]] {
        var out: [SourceLocation: [Instance]] = [:]
        for (cls, constructions) in held.sorted(by: { $0.key < $1.key }) where !table.isController(cls) {
            for construction in constructions {
                for argument in construction.arguments {
                    guard case .make(let nav, let at) = argument.value.bare, table.kind(of: table.canonical(nav)) == .nav, out[at] == nil
                    else { continue }
                    var property: String?
                    for i in typeIndexes[cls] ?? [] where property == nil {
                        property = types[i].properties.first { $0.initLabel == argument.label }?.name
                    }
                    guard let property else { continue }
                    let root = pushedFirst(onto: property, by: cls)
                    if !root.isEmpty { out[at] = root }
                }
            }
        }
        return out
    }

    /// `cls`'s property `name` is set in its `init` from what every construction of it builds
    /// afresh (a navigation controller of its own, `handedStacks`), never the caller's.
    mutating func pushesOntoHandedNav(_ name: String, of cls: String) -> Bool {
        guard !table.isController(cls), let constructions = held[cls], !constructions.isEmpty else { return false }
        var label: String?
        for i in typeIndexes[cls] ?? [] where label == nil { label = types[i].properties.first { $0.name == name }?.initLabel }
        guard let label else { return false }
        return constructions.allSatisfy { construction in
            guard let argument = construction.arguments.first(where: { $0.label == label }),
                  case .make(let nav, _) = argument.value.bare else { return false }
            return table.kind(of: table.canonical(nav)) == .nav
        }
    }

    /// What `cls`'s functions first push onto (or set as the stack of) its property `name`
    /// (asked again at each push the navigation pass inlines: kept).
    mutating func pushedFirst(onto name: String, by cls: String) -> [Instance] {
        let key = "\(cls).\(name)"
        if let known = pushedFirstMemo[key] { return known }
        let found = readPushedFirst(onto: name, by: cls)
        pushedFirstMemo[key] = found
        return found
    }

    private mutating func readPushedFirst(onto name: String, by cls: String) -> [Instance] {
        let frame = Frame(owner: cls, flow: nil, bindings: [:], id: nil)
        for t in typeIndexes[cls] ?? [] {
            if let fill = types[t].fills.first(where: { $0.holder == name }), let first = childrenOf(fill.children, frame).first {
                return [first]
            }
            for f in types[t].functions {
                for located in f.actions where located.onto == name {
                    guard case .push(let pushed) = located.action else { continue }
                    if case .unknown = pushed.bare {
                        if let value = located.value, let first = resolveAll(value, Frame(owner: cls, flow: f.flow, bindings: [:], id: nil), depth: 0).first {
                            return [first]
                        }
                        continue
                    }
                    return [pushed]
                }
            }
        }
        return []
    }

    /// Children a class's function adds from its parameters (`func register(_ module: Module)
    /// { addChild(module.viewController) }`), read at each call on `self` in that class or a
    /// subclass (`register(.init(viewController: stories, …))`): the caller's class holds them.
    mutating func childrenFromCalls() -> [String: [Instance]] {
        var adders: [String: [FunctionID]] = [:]
        for t in types.indices {
            for fi in types[t].functions.indices where !types[t].functions[fi].embeds.isEmpty {
                adders[types[t].functions[fi].name, default: []].append(FunctionID(type: t, function: fi))
            }
        }
        guard !adders.isEmpty else { return [:] }

        var out: [String: [Instance]] = [:]
        for t in types.indices where table.isController(types[t].name) {
            let caller = types[t].name
            let chain = Set(table.chain(caller))
            for fi in types[t].functions.indices {
                let id = FunctionID(type: t, function: fi)
                for call in function(id).flow?.calls ?? [] where call.receiver == nil {
                    for target in adders[call.name] ?? [] where chain.contains(owner(target)) && Self.labelsMatch(call, function(target).flow) {
                        let frame = Frame(owner: caller, flow: function(id).flow, bindings: [:], id: id)
                        let inner = Frame(owner: caller, flow: function(target).flow, bindings: bind(call, target, frame), id: target)
                        for value in function(target).embeds {
                            for kid in resolveAll(value, inner, depth: 1) where Self.className(kid) != caller && !(out[caller] ?? []).contains(kid) {
                                out[caller, default: []].append(kid)
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// A container's children: one for each value (its first reading), every reading of a
    /// mapped list (`Tab.allCases.map { $0.viewController }`).
    mutating func childrenOf(_ values: [ValueFact], _ frame: Frame) -> [Instance] {
        var out: [Instance] = []
        for value in values {
            let found = resolveAll(value, frame, depth: 0)
            if case .each = value { out += found.filter { !out.contains($0) } } else if let first = found.first { out.append(first) }
        }
        return out
    }

    static func holdsChildren(_ instance: Instance) -> Bool {
        switch instance.bare {
        case .nav(_, let kids, _), .tab(_, let kids, _): !kids.isEmpty
        default: false
        }
    }

    /// A pager's pages from its data source (`dataSource = viewModel`, the view model's
    /// `viewControllers = [posts, hashtags]` with those properties' declared or built classes).
    mutating func pages() -> [String: [Instance]] {
        var out: [String: [Instance]] = [:]
        for t in types.indices where !types[t].pageSources.isEmpty && table.isController(types[t].name) {
            let cls = types[t].name
            let frame = Frame(owner: cls, flow: nil, bindings: [:], id: nil)
            for source in types[t].pageSources {
                guard let sourceType = typeOf(source, frame, depth: 0).map(table.canonical), sourceType != cls else { continue }
                let inner = Frame(owner: sourceType, flow: nil, bindings: [:], id: nil)
                for s in types.indices where types[s].name == sourceType {
                    for value in types[s].children ?? [] {
                        out[cls, default: []] += resolveAll(value, inner, depth: 0).filter { Self.className($0) != cls }
                    }
                }
            }
        }
        return out
    }

    /// A controller added over a container's children by another object (a mini player added
    /// to the tab bar's view by a coordinator): the model's containers hold only their tabs or
    /// stack, so what it shows and presents becomes the container's buttons, named after it.
    mutating func adoptEmbedded(_ values: [ValueFact], by holder: String) {
        let frame = Frame(owner: holder, flow: nil, bindings: [:], id: nil)
        var adopted: [FunctionFact] = []
        for value in values {
            for kid in resolveAll(value, frame, depth: 0) {
                let cls = table.canonical(Self.className(kid))
                guard cls != holder, table.isController(cls), !table.kind(of: cls).isContainer else { continue }
                for t in typeIndexes[cls] ?? [] {
                    for var f in types[t].functions where AppResolver.hook(for: f.name) == nil && f.actions.contains(where: {
                        switch $0.action { case .present, .push: true; default: false }
                    }) {
                        f.name = "\(cls).\(f.name)"
                        f.isAction = true
                        adopted.append(f)
                    }
                }
            }
        }
        guard !adopted.isEmpty, let at = table.location(holder) else { return }
        types.append(TypeFact(name: holder, superclass: nil, isExtension: true, location: at, language: .swift, functions: adopted))
    }

    // MARK: roots

    static let launchFunctions: Set<String> = ["scene", "application", "sceneWillConnect", "start", "setup", "setupWindow"]
    static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]

    /// The key window's roots first: the launch delegate's, then any `window`'s; others'
    /// windows (toasts, alerts, overlays) are listed, never the root.
    mutating func roots(_ all: [RootFact], into result: inout NavigationResult) {
        var ranked: [(rank: Int, root: RootFact)] = []
        for var root in all.flatMap({ atCallers($0) }) {
            if case .unknown = root.instance.bare, let value = root.value {
                var found = resolveAll(value, Frame(owner: root.owner ?? "", flow: nil, bindings: [:], id: nil), depth: 0)
                // A base delegate asking a method its subclass overrides (`window.rootViewController =
                // makeRootController()`): what the subclass's override returns.
                if found.isEmpty, let owner = root.owner {
                    let subclasses = types.map(\.name).filter { $0 != owner && table.chain($0).contains(owner) }
                    for subclass in subclasses where found.isEmpty {
                        found = resolveAll(value, Frame(owner: subclass, flow: nil, bindings: [:], id: nil), depth: 0)
                    }
                }
                if let first = found.first { root.instance = first }
            }
            if Self.onExternalDisplay(root.branch) { root.onOtherScreen = true }
            let windowName = Self.lastName(root.window)
            let isMainName = ["window", "keyWindow", "mainWindow"].contains(windowName)
            let owner = root.owner ?? ""
            let isDelegate = owner.hasSuffix("Delegate") || !protocols(of: owner).isDisjoint(with: Self.delegateProtocols)
            let inLaunch = isDelegate && ["scene", "application"].contains(root.function ?? "")
            let rank = inLaunch && isMainName ? 0 : inLaunch ? 1 : isMainName && !root.localWindow ? 2 : 3
            if rank == 3 || root.onOtherScreen {
                result.otherWindows.append(root)
            } else {
                ranked.append((rank, root))
            }
        }
        // A root set in a file the target does not build gives way to one it does, or to its App.
        let allApps = types.filter(\.isSwiftUIApp)
        let apps = allApps.filter { !unclaimedFiles.contains($0.location.file) } + allApps.filter { unclaimedFiles.contains($0.location.file) }
        let claimed = ranked.filter { !unclaimedFiles.contains($0.root.location.file) }
        if claimed.count < ranked.count, !claimed.isEmpty || apps.contains(where: { !unclaimedFiles.contains($0.location.file) }) {
            for dropped in ranked where unclaimedFiles.contains(dropped.root.location.file) {
                result.notes.append(Unresolved(location: dropped.root.location, expression: "\(dropped.root.window).rootViewController",
                    note: "set in a file the target does not build (another app's): not the root"))
            }
            ranked = claimed
        }
        // A SwiftUI `App` makes the key window itself: a window another object makes (a
        // player's, an overlay's) outside the launch delegate is one of the app's others.
        if types.contains(where: \.isSwiftUIApp), !ranked.contains(where: { $0.rank < 2 }) {
            result.otherWindows += ranked.map(\.root)
            ranked = []
        }
        result.roots = ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.root)
        // The target's own App first (a vendored engine's test app after it).
        for type in apps {
            result.fallbackRoots.append(RootFact(instance: .make("UIHostingController", location: type.location), idiom: (true, true),
                                                 location: type.location, window: "WindowGroup", owner: type.name))
        }
    }

    /// Set only for a scene on an external display (`if session.role == .windowExternalDisplayNonInteractive`,
    /// a `case` of it): the device's turns never reach that window.
    static func onExternalDisplay(_ branch: [BranchStep]) -> Bool {
        branch.contains { step in
            if step.isCase { return step.arm.contains("ExternalDisplay") }
            guard step.subject.contains("ExternalDisplay") else { return false }
            return (step.arm == "then") != step.subject.contains("!=")
        }
    }

    /// A root set from a parameter (`func replaceRoot(by vc: UIViewController) { window.rootViewController = vc }`):
    /// one root for each controller a caller passes, at the assignment, in the callers' order.
    mutating func atCallers(_ root: RootFact) -> [RootFact] {
        guard case .unknown = root.instance.bare, let value = root.value, let owner = root.owner, let name = root.function else { return [root] }
        let setters = (byName[name] ?? []).filter { id in
            self.owner(id) == owner && function(id).flow?.parameters.contains { Self.roots(value).contains($0.name) } == true
        }
        guard !setters.isEmpty else { return [root] }
        var found: [Instance] = []
        for t in types.indices {
            for fi in types[t].functions.indices {
                let caller = FunctionID(type: t, function: fi)
                let f = function(caller)
                guard let calls = f.flow?.calls, calls.contains(where: { $0.name == name }) else { continue }
                let frame = Frame(owner: types[t].name, flow: f.flow, bindings: [:], id: caller)
                for call in calls where call.name == name {
                    for target in lookup(call, frame) where setters.contains(target) {
                        let bound = Frame(owner: owner, flow: function(target).flow, bindings: bind(call, target, frame), id: target)
                        found += resolveAll(value, bound, depth: 0).filter { !found.contains($0) }
                    }
                }
            }
        }
        guard !found.isEmpty else { return [root] }
        return found.map { var r = root; r.instance = $0; r.value = nil; return r }
    }

    /// `sceneDelegate.window?` → `window`.
    static func lastName(_ text: String) -> String {
        let cleaned = text.filter { $0 != "?" && $0 != "!" && $0 != " " }
        return cleaned.split(separator: ".").last.map(String.init) ?? cleaned
    }
}
