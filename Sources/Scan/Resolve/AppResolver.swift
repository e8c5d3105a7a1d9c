// The facts of every file → the scanned app: the controllers that can be on screen
// (every controller class of the project, and the containers built around them), the
// root, presentations as buttons of the presenting controller, forcing calls in the
// hooks and buttons they live in.

import Foundation
import OrientationEngine
import Scenario

struct AppResolver {
    let table: ClassTable
    let answers: AnswerResolver
    var app: ScannedApp
    var byName: [String: Int] = [:]
    /// Containers whose children are being resolved: one met again inside its own
    /// children (a hosting controller of an unknown view inside the window's, both named
    /// `UIHostingController`) is that class, not a second round of its children.
    var expanding: Set<String> = []

    init(table: ClassTable, app: ScannedApp) {
        self.table = table
        self.app = app
        answers = AnswerResolver(table: table, device: app.device)
    }

    // MARK: controllers

    /// The controller an instance is, created on first use. A class name that is not an
    /// identifier (a reader's misreading of a block or a macro) is left out and listed.
    mutating func controller(for instance: Instance) -> String? {
        if !table.aliases.isEmpty, let swift = Self.renamed(instance.bare, table) { return controller(for: swift) }
        switch instance.bare {
        case .make(let cls, let at) where !Self.isClassName(cls), .nav(let cls, _, let at) where !Self.isClassName(cls),
             .tab(let cls, _, let at) where !Self.isClassName(cls):
            let module = cls.split(separator: ".").count == 2 && !cls.contains("(") ? cls.split(separator: ".").first : nil
            app.unresolved.append(Unresolved(location: at, expression: String(cls.prefix(80)),
                note: module.map { "a class of \($0), not the app's: left out" } ?? "not a class name: left out"))
            return nil
        case .make(let cls, let at) where table.kind(of: cls) == .nav && table.handedStacks[at] != nil:
            // A navigation controller a coordinator pushes onto: its stack.
            return controller(for: .nav(cls, stack: table.handedStacks[at]!, location: at))
        case .make(let cls, let at):
            if byName[cls] == nil, let kids = table.children[cls], expanding.insert(cls).inserted {
                defer { expanding.remove(cls) }
                return controller(for: table.kind(of: cls) == .nav ? .nav(cls, stack: kids, location: at) : .tab(cls, tabs: kids, location: at))
            }
            if byName[cls] == nil {
                let kind = table.kind(of: cls)
                add(ScannedController(name: cls, kind: kind, location: table.location(cls) ?? at, className: cls))
                if kind.isContainer {
                    app.unresolved.append(Unresolved(location: at, expression: cls,
                        note: "a \(kind.rawValue) whose children are not set where it is built: a stand-in child"))
                }
            }
            return cls
        case .nav(let cls, let stack, let at) where stack.isEmpty && table.children[cls] != nil,
             .tab(let cls, let stack, let at) where stack.isEmpty && table.children[cls] != nil:
            // A storyboard scene with no relationship: the class sets its own children.
            return controller(for: .make(cls, location: at))
        case .nav(let cls, let stack, let at), .tab(let cls, let stack, let at):
            // `nav.viewControllers = [list]` reads as any container's children: a navigation
            // controller's class makes them its stack.
            let kind: ControllerKind = {
                if case .nav = instance.bare { return .nav }
                return table.kind(of: table.canonical(cls)) == .nav ? .nav : .tab
            }()
            let children = stack.compactMap { controller(for: $0) }
            var name = cls
            if let existing = byName[cls], (kind == .nav ? app.controllers[existing].spec.stack : app.controllers[existing].spec.tabs) != children {
                if app.controllers[existing].spec.stack.isEmpty && app.controllers[existing].spec.tabs.isEmpty && table.isDeclared(cls) {
                    // A class of the project listed before its instance was seen: this instance
                    // fills it. (An empty UIKit container is a stand-in made somewhere else.)
                } else {
                    name = "\(cls)(\(children.first ?? "?"))"
                }
            }
            if byName[name] == nil || app.controllers[byName[name]!].spec.stack.isEmpty && app.controllers[byName[name]!].spec.tabs.isEmpty {
                var c = ScannedController(name: name, kind: kind, location: table.isDeclared(cls) ? table.location(cls) : at, className: cls)
                if name != cls || !table.isDeclared(cls) { c.origin = Origin(location: at, note: "built at \(at)") }
                if kind == .nav { c.spec.stack = children } else { c.spec.tabs = children }
                c.embeds = table.embedding.contains(cls)
                if let i = byName[name] { app.controllers[i] = c } else { add(c) }
            }
            return name
        case .unknown(let text, let at):
            if let cls = table.factoryClass(text) { return controller(for: .make(cls, location: at)) }
            app.unresolved.append(Unresolved(location: at, expression: text, note: "which controller this is cannot be read: left out"))
            return nil
        case .styled:
            return nil
        }
    }

    /// The instance with an Objective-C alias replaced by the Swift class it names; nil when none is.
    static func renamed(_ instance: Instance, _ table: ClassTable) -> Instance? {
        switch instance {
        case .make(let c, let at) where table.aliases[c] != nil: .make(table.canonical(c), location: at)
        case .nav(let c, let stack, let at):
            table.aliases[c] != nil || stack.contains { renamed($0.bare, table) != nil }
                ? .nav(table.canonical(c), stack: stack.map { renamed($0.bare, table) ?? $0 }, location: at) : nil
        case .tab(let c, let tabs, let at):
            table.aliases[c] != nil || tabs.contains { renamed($0.bare, table) != nil }
                ? .tab(table.canonical(c), tabs: tabs.map { renamed($0.bare, table) ?? $0 }, location: at) : nil
        default: nil
        }
    }

    /// UIKit's controller classes the project only extends: their methods are helpers.
    static func helperHost(_ name: String, _ table: ClassTable) -> Bool {
        !table.isDeclared(name) && table.facts(name).contains { $0.isExtension && $0.language != .storyboard && !$0.functions.isEmpty }
            && (name.hasPrefix("UI") || name.hasPrefix("NS"))
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`; a storyboard scene without a class is named
    /// `UIKitClass(file id)` by the reader, from an identifier too.
    static func isClassName(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), (first >= 65 && first <= 90) || (first >= 97 && first <= 122) || first == 95 else { return false }
        let base = name.utf8.firstIndex(of: 40).map { name.utf8[..<$0] } ?? name.utf8[...]
        if base.count < name.utf8.count { return base.dropFirst().allSatisfy(isWordByte) && name.utf8.last == 41 }
        return name.utf8.dropFirst().allSatisfy(isWordByte)
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b == 95
    }

    mutating func add(_ c: ScannedController) {
        byName[c.name] = app.controllers.count
        app.controllers.append(c)
    }

    // MARK: the whole app

    mutating func resolve(roots: [RootFact], storyboardRoot: Instance?, otherWindows: [RootFact] = []) {
        // The root first, so the file reads from it.
        // A root whose controller cannot be read (a library's own window) is noted, not used.
        var readable: [RootFact] = []
        for root in roots {
            if case .unknown(let text, let at) = root.instance.bare {
                app.unresolved.append(Unresolved(location: at, expression: text, note: "a window's root that cannot be read: not used as the app's root"))
            } else {
                readable.append(root)
            }
        }
        chooseRoot(readable, storyboardRoot: storyboardRoot)
        resolveWindows(otherWindows)
        // Every controller class of the project can be on screen.
        let classes = table.types.keys.filter { table.isController($0) && (table.isDeclared($0) || table.facts($0).contains { $0.language == .storyboard }) }
        let located = classes.map { ($0, table.location($0) ?? SourceLocation(path: "", line: 0)) }
        for (cls, at) in located.sorted(by: { ($0.1, $0.0) < ($1.1, $1.0) }) {
            _ = controller(for: .make(cls, location: at))
        }
        // Presentations done by what is not a controller (a coordinator): the presented
        // controllers exist, but no screen has the button; said, not guessed.
        for (name, facts) in table.types.sorted(by: { $0.key < $1.key }) where !table.isController(name) || Self.helperHost(name, table) {
            let said = table.isController(name) ? "an extension of \(name): a helper, in the buttons of the controllers that call it"
                : "\(name), which is not a controller: no button"
            for f in facts.flatMap(\.functions) {
                for located in f.actions {
                    switch located.action {
                    case .present(let instance), .push(let instance):
                        let shown = controller(for: instance) ?? "?"
                        app.unresolved.append(Unresolved(location: located.location, expression: "\(name).\(f.name)",
                            note: "presents \(shown) from \(said)"))
                    case .forceDevice, .forceDeviceTo, .setAppState, .requestGeometry, .setNeedsUpdate, .attemptRotation, .transformPlayer:
                        // A player view that forces the device: which screen's button it is, is runtime.
                        app.unresolved.append(Unresolved(location: located.location, expression: "\(name).\(f.name)",
                            note: "forces the orientation from \(said)"))
                    default: break
                    }
                }
            }
        }
        // Actions first: they create the presented containers.
        var index = 0
        while index < app.controllers.count {
            readActions(index)
            index += 1
        }
        for i in app.controllers.indices { readAnswers(i) }
        for i in app.controllers.indices { readPresentation(i) }
        fillEmptyContainers()
        settleShows()
        switchedInCode()
        dropAbstractBases()
        orderFromRoot()
        if app.root == nil {
            app.unresolved.append(Unresolved(location: SourceLocation(path: app.target ?? ".", line: 0), expression: "window.rootViewController",
                note: "no root found (no assignment, no main storyboard): the first controller is used"))
            // Not another window's root (an overlay's): the main window's is not that.
            let others = Set(app.windows.map(\.spec.root))
            if let first = app.controllers.first(where: { !others.contains($0.name) }) ?? app.controllers.first {
                app.root = (first.name, Origin(location: nil, note: "no root found"))
            }
        }
    }

    /// A class only subclassed — nothing builds it, no storyboard scene is of it, nothing
    /// shows it — is no screen of its own: its answers are its subclasses' (read through
    /// their chain), so it is not listed as a controller the app can show.
    private mutating func dropAbstractBases() {
        var shown: Set<String> = []
        if let root = app.root?.name { shown.insert(root) }
        for window in app.windows { shown.insert(window.spec.root) }
        for c in app.controllers {
            shown.formUnion(c.spec.stack)
            shown.formUnion(c.spec.tabs)
            let lists = c.buttons.map(\.actions) + c.hooks.map(\.actions)
            for case .done(let action) in lists.joined().map(\.kind) {
                switch action {
                case .present(let name, _), .push(let name): shown.insert(name)
                default: break
                }
            }
        }
        let classes = Set(app.controllers.map(\.className))
        var bases: Set<String> = []
        for cls in classes {
            var next = table.superclass(of: cls)
            var steps = 0
            while let s = next, steps < 32 { bases.insert(s); next = table.superclass(of: s); steps += 1 }
        }
        let dropped = app.controllers.filter { c in
            c.name == c.className && bases.contains(c.className) && !shown.contains(c.name)
                && !table.facts(c.className).contains { $0.language == .storyboard }
                && table.constructions[c.className] == nil
                && !app.controllers.contains { $0.className == c.className && $0.name != c.name }
        }
        guard !dropped.isEmpty else { return }
        let names = Set(dropped.map(\.name))
        app.controllers.removeAll { names.contains($0.name) }
        byName = Dictionary(app.controllers.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        for c in dropped {
            app.unresolved.append(Unresolved(location: c.origin.location ?? SourceLocation(path: ".", line: 0), expression: c.name,
                note: "a base class only subclassed, never shown itself: not a screen of its own"))
        }
    }

    /// A holder whose child slot's setter re-evaluates the orientation
    /// (`var content: UIViewController? { didSet { addChild(…); setNeedsUpdateOfSupportedInterfaceOrientations() } }`)
    /// has no tab bar: its code switches the child and re-evaluates at once, a button per child.
    private mutating func switchedInCode() {
        for i in app.controllers.indices where app.controllers[i].embeds && app.controllers[i].spec.tabs.count > 1 {
            let slots = table.reevaluatingSlots(app.controllers[i].className)
            guard let slot = slots.sorted().first else { continue }
            let at = app.controllers[i].origin.location ?? SourceLocation(path: ".", line: 0)
            app.controllers[i].spec.tabBar = false
            app.controllers[i].origins[.tabBar] = Origin(location: at, note: "\(slot)'s setter re-evaluates the orientation")
            for (index, child) in app.controllers[i].spec.tabs.enumerated() {
                let actions = [ScannedAction(kind: .done(.selectTab(index)), location: at),
                               ScannedAction(kind: .done(.setNeedsUpdate), location: at)]
                app.controllers[i].buttons.append(ScannedButton(title: "\(slot) = \(child)", actions: actions, location: at))
            }
        }
    }

    /// A nav or tab whose children are set where the scan cannot see (at runtime, by a
    /// coordinator) gets one stand-in child with no overrides, named so: the format needs a
    /// child, and the note under "not resolved" says why it is there.
    private mutating func fillEmptyContainers() {
        for i in app.controllers.indices where app.controllers[i].kind.isContainer
            && app.controllers[i].spec.stack.isEmpty && app.controllers[i].spec.tabs.isEmpty {
            let name = "\(app.controllers[i].name) child"
            if byName[name] == nil {
                add(ScannedController(name: name, kind: .vc, location: nil, className: name,
                                      note: "stand-in: \(app.controllers[i].name)'s children are not set where the scan can see"))
            }
            if app.controllers[i].kind == .nav { app.controllers[i].spec.stack = [name] } else { app.controllers[i].spec.tabs = [name] }
        }
    }

    /// The root first, then what it shows, presents and pushes (breadth first), then the
    /// rest in source order: the file reads from the screen the app starts on.
    private mutating func orderFromRoot() {
        guard let root = app.root?.name else { return }
        var order: [String] = []
        var seen: Set<String> = []
        var queue = [root]
        var head = 0
        while head < queue.count {
            let name = queue[head]
            head += 1
            guard let i = byName[name], seen.insert(name).inserted else { continue }
            order.append(name)
            queue += app.controllers[i].spec.stack
            queue += app.controllers[i].spec.tabs
            func follow(_ actions: [ScannedAction]) {
                for action in actions {
                    switch action.kind {
                    case .done(.present(let shown, _)), .done(.push(let shown)): queue.append(shown)
                    default: break
                    }
                }
            }
            for b in app.controllers[i].buttons.indices { follow(app.controllers[i].buttons[b].actions) }
            for h in app.controllers[i].hooks.indices { follow(app.controllers[i].hooks[h].actions) }
        }
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let keys = app.controllers.indices.map { i in rank[app.controllers[i].name] ?? order.count + i }
        // Position p takes the controller at from[p]; swapped into place cycle by cycle
        // (a new array of them would copy every controller, a retain of each field).
        let from = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        var placed = [Bool](repeating: false, count: from.count)
        for start in from.indices where !placed[start] {
            var p = start
            placed[p] = true
            while from[p] != start {
                app.controllers.swapAt(p, from[p])
                p = from[p]
                placed[p] = true
            }
        }
        byName = Dictionary(uniqueKeysWithValues: app.controllers.enumerated().map { ($1.name, $0) })
    }

    private mutating func readAnswers(_ i: Int) {
        // The three fields, not the controller: a copy of it retains every field.
        let c = (name: app.controllers[i].name, className: app.controllers[i].className, kind: app.controllers[i].kind)
        for question in Question.allCases {
            guard let found = table.override(question, for: c.className) else { continue }
            var context = AnswerResolver.Context(controller: c.name, className: c.className, kind: c.kind, question: question,
                                                 chainIndex: found.index, location: found.fact.location)
            let spec = app.controllers[i].spec
            context.children = (spec.stack + spec.tabs).map { child in app.controllers.first { $0.name == child }?.className ?? child }
            let value = answers.resolve(found.fact.answer, &context)
            for v in context.vars where app.controllers[i].spec.vars[v.name] == nil { app.controllers[i].spec.vars[v.name] = v.value }
            app.unresolved += context.unresolved
            guard let value else { continue }
            var notes = context.notes
            if found.owner != c.className { notes.insert("from \(found.owner)", at: 0) }
            switch value {
            case .mask(let e): app.controllers[i].spec.supported = e
            case .bool(let e) where question == .prefersOrientationLocked: app.controllers[i].spec.prefersOrientationLocked = e
            case .bool(let e): app.controllers[i].spec.shouldAutorotate = e
            case .orientation(let e): app.controllers[i].spec.preferred = e
            }
            app.controllers[i].origins[question.field] = Origin(location: found.fact.location,
                                                                note: notes.isEmpty ? nil : notes.joined(separator: "; "))
        }
    }

    /// A style the class sets on itself (in `init` or an overriding getter) is the
    /// controller's; a style set at a call site is that present's (`{present: X, style: S}`).
    private mutating func readPresentation(_ i: Int) {
        if let own = table.ownStyle(app.controllers[i].className) {
            setPresentation(i, own, note: "set by the class itself")
        } else if table.chain(app.controllers[i].className).contains("UIAlertController") {
            // An alert or action sheet is presented by UIKit's own presentation, over the
            // whole window: it is asked and decides while it is up (UIKit's "no common
            // orientation … [UIAlertController shouldAutorotate]" crash names it), never a page sheet.
            app.controllers[i].spec.presentation = .custom
            app.controllers[i].origins[.presentation] = Origin(location: app.controllers[i].origin.location,
                                                               note: "a UIAlertController: UIKit's own alert presentation")
            // UIAlertController's own supportedInterfaceOrientations answers its presenter's.
            if app.controllers[i].spec.supported == nil {
                app.controllers[i].spec.supported = .presenting
                app.controllers[i].origins[.supported] = Origin(location: app.controllers[i].origin.location,
                                                                note: "UIAlertController answers its presenter's")
            }
        }
    }

    private mutating func setPresentation(_ i: Int, _ fact: PresentationStyleFact, note: String?) {
        let (style, written) = style(fact)
        app.controllers[i].spec.presentation = style
        app.controllers[i].origins[.presentation] = Origin(location: fact.location, note: [note, written].compactMap { $0 }.joined(separator: "; ").nilIfEmpty)
    }

    /// The engine's style for a written one; styles the format does not have (`none`,
    /// a misspelling the reader kept) are the nearest it has, noted.
    mutating func style(_ fact: PresentationStyleFact) -> (PresentationStyle, note: String?) {
        if let known = PresentationStyle(rawValue: fact.name) { return (known, nil) }
        let nearest: PresentationStyle = fact.name.hasPrefix("over") ? .overFullScreen : .fullScreen
        app.unresolved.append(Unresolved(location: fact.location, expression: ".\(fact.name)",
            note: "a style the scenario format does not have: \(nearest.rawValue) used"))
        return (nearest, "written .\(fact.name)")
    }
}

extension Question {
    /// The controller's field that holds the answer.
    var field: ControllerField {
        switch self {
        case .supported: .supported
        case .shouldAutorotate: .shouldAutorotate
        case .preferred: .preferred
        case .prefersOrientationLocked: .prefersOrientationLocked
        }
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
