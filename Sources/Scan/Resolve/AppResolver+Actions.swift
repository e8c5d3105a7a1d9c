// A controller's functions → its hooks and buttons: each function that presents, pushes,
// forces or flips a flag becomes a button named after it (or the hook it is), with the
// actions of the same-class functions it calls inlined.

import Foundation
import OrientationEngine
import Scenario

extension AppResolver {
    mutating func readActions(_ i: Int) {
        let cls = app.controllers[i].className
        // The class's own functions win over its project superclasses' of the same name.
        // An extension of a class the project does not declare (`extension UIViewController`)
        // holds helpers any controller may call: no button of each one (listed once, in `resolve`).
        // Overloads (`tableView(_:didSelectRowAt:)`, `tableView(_:willPerformPreviewActionForMenuWith:…)`)
        // are different functions: told apart by their labels.
        var functions: [FunctionFact] = []
        var declared: Set<[String?]> = []
        for owner in table.chain(cls) where owner == cls || table.isDeclared(owner) {
            for f in table.functions(owner) where declared.insert([f.signature, f.arm]).inserted {
                functions.append(f)
            }
        }
        // SwiftUI's presentations from the views this controller hosts.
        var names = Set(functions.map(\.name))
        for f in table.hosted[app.controllers[i].name] ?? [] where names.insert(f.name).inserted { functions.append(f) }
        // What a deep-link router or a notification handler presents on the root or top controller.
        if app.root?.name == app.controllers[i].name {
            for f in table.rootPresented where names.insert(f.name).inserted { functions.append(f) }
        }
        guard !functions.isEmpty else { return }
        // What an arm of the idiom does runs on its device only (`if userInterfaceIdiom == .pad { present } else { push }`).
        for f in functions.indices where functions[f].actions.contains(where: { !$0.runs(on: app.device) }) {
            functions[f].actions.removeAll { !$0.runs(on: app.device) }
        }
        // Most controllers' functions call none of the others: no tables to build for them.
        let calls = functions.contains { $0.actions.contains { if case .call = $0.action { true } else { false } } }
        // A helper of an extension of UIKit's class (`extension UIViewController { func openHelp() }`)
        // runs where a controller calls it; it is no button of its own.
        var helpers: [FunctionFact] = []
        if calls {
            for owner in table.chain(cls) where owner != cls && !table.isDeclared(owner) && Self.helperHost(owner, table) {
                helpers += table.functions(owner).filter { !names.contains($0.name) }
            }
        }
        let byName: [String: [FunctionFact]] = calls ? Dictionary(grouping: functions + helpers, by: \.name) : [:]
        let called: Set<String> = calls ? Set(functions.flatMap { f in
            f.actions.compactMap { action -> String? in
                guard case .call(let g, let labels) = action.action else { return nil }
                return byName[g]?.first { $0.accepts(labels) }?.signature
            }
        }) : []
        let shared = Set(Dictionary(grouping: functions.filter { $0.arm == nil }, by: \.name).filter { $0.value.count > 1 }.keys)
        var titles: Set<String> = []
        // A static function is no screen's event: it runs where it is called.
        for f in functions where f.flow?.isStatic != true {
            var seen: Set<String> = calls ? [f.signature] : []
            let hook = Self.hook(for: f.name)
            // In a lifecycle method, what a callback does waits for its event: a button; so
            // does one in a function it calls (`setupSearchBar()`'s `sink`).
            let body = hook == nil || !calls ? f.actions : Self.flattened(f.actions, byName: byName, seen: &seen)
            // Anywhere, what a closure another object keeps does waits for that object's event
            // (a presented view's `onClose = { dismiss }` is not part of the tap presenting it).
            let isLater = { (a: LocatedAction) in a.inCallback && (hook != nil || a.stored) }
            let later = body.filter(isLater)
            // In a lifecycle method, what an `if` the scan cannot decide does (`if !didLaunch {
            // present(onboarding) }`) happens on some launches only: a button per arm, so
            // both the launch with it and the one without are explored.
            let isConditional = { (a: LocatedAction) in hook != nil && !a.inCallback && a.branch.contains(where: Self.decidesAtRunTime) }
            let conditional = body.filter(isConditional)
            // What a closure does happens after the code around it (an alert's action after
            // the alert is shown), in the order the closures are written.
            let ordered = body.enumerated().sorted { ($0.element.callback, $0.offset) < ($1.element.callback, $1.offset) }.map(\.element)
            let actions = expand(ordered.filter { !isLater($0) && !isConditional($0) }, byName: byName, seen: &seen)
            /// What happens apart from the method's run: a button of its own.
            /// Its arms (a `switch` in a closure, a factory's alternatives) are ways of their own.
            func apart(_ title: String, _ group: [LocatedAction]) {
                var whole = f
                whole.actions = group
                for way in NavigationPass.split(whole, title: title) {
                    var again: Set<String> = calls ? [f.signature] : []
                    let shown = expand(way.actions, byName: byName, seen: &again)
                    guard !shown.isEmpty else { continue }
                    var title = way.arm ?? title
                    while titles.contains(title) { title += "'" }
                    titles.insert(title)
                    app.controllers[i].buttons.append(ScannedButton(title: title, actions: shown, location: shown[0].location))
                }
            }
            var arms: [String] = []
            var byArm: [String: [LocatedAction]] = [:]
            for action in conditional {
                guard let words = action.branch.first(where: Self.decidesAtRunTime)?.words else { continue }
                if byArm[words] == nil { arms.append(words) }
                byArm[words, default: []].append(action)
            }
            for words in arms { apart("\(f.name) (\(SwiftText.clip(words)))", byArm[words] ?? []) }
            // Each closure its own button: two callbacks are two events.
            for (n, group) in Dictionary(grouping: later, by: \.callback).sorted(by: { $0.key < $1.key }).map(\.value).enumerated() {
                apart(n == 0 ? "\(f.name) (callback)" : "\(f.name) (callback \(n + 1))", group)
            }
            guard !actions.isEmpty else { continue }
            if let hook {
                if f.name == "viewDidLayoutSubviews" {
                    app.unresolved.append(Unresolved(location: f.location, expression: f.name,
                        note: "runs at every layout: read as once, when the controller is first shown (on viewDidLoad)"))
                }
                if let h = app.controllers[i].hooks.firstIndex(where: { $0.hook == hook }) {
                    app.controllers[i].hooks[h].actions += actions
                } else {
                    app.controllers[i].hooks.append((hook: hook, actions: actions, location: f.location))
                }
                continue
            }
            guard f.isAction || !called.contains(f.signature) else { continue }
            let base = f.arm ?? (shared.contains(f.name) ? f.labelledName : f.name)
            var title = base
            var n = 2
            while titles.contains(title) { title = "\(base) \(n)"; n += 1 }
            titles.insert(title)
            app.controllers[i].buttons.append(ScannedButton(title: title, actions: actions, location: f.location))
        }
    }

    /// An arm a launch may or may not take (`if !didLaunch`, a `switch`), not an unwrapping
    /// (`if let`, `guard let self`) or a capability check (`respondsToSelector:`) that holds.
    static func decidesAtRunTime(_ step: BranchStep) -> Bool {
        if step.isCase { return true }
        // `if let core = emulator, count > 0`: the unwrapping holds, the count decides.
        return SwiftText.topLevelParts(step.subject).contains { part in
            let condition = part.trimmedSpaces
            let holds = ["let ", "var ", "case let ", "#available", "#unavailable"]
            if condition.isEmpty || holds.contains(where: condition.hasPrefix) { return false }
            return !["respondsToSelector", "responds(to:", "= self", "self != nil", "self == nil"].contains(where: condition.holds)
        }
    }

    /// The hook a lifecycle method's actions run in: set-up (`init`, `loadView`,
    /// `viewDidLoad`, layout) once, when the controller is first shown.
    static func hook(for function: String) -> Hook? {
        switch function {
        case "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear": Hook(rawValue: function)
        case "viewDidLoad", "loadView", "init", "awakeFromNib", "viewDidLayoutSubviews", "viewWillLayoutSubviews": .viewDidLoad
        default: nil
        }
    }

    /// The actions with the class's own calls put in their place, keeping which closure each
    /// runs in (a callee's closures numbered apart from the caller's).
    static func flattened(_ actions: [LocatedAction], byName: [String: [FunctionFact]], seen: inout Set<String>) -> [LocatedAction] {
        var count = 0
        return flattened(actions, byName: byName, seen: &seen, count: &count)
    }

    private static func flattened(_ actions: [LocatedAction], byName: [String: [FunctionFact]], seen: inout Set<String>,
                                  count: inout Int) -> [LocatedAction] {
        var out: [LocatedAction] = []
        for located in actions {
            guard case .call(let g, let labels) = located.action, !located.inlined else { out.append(located); continue }
            guard let f = byName[g]?.first(where: { $0.accepts(labels) }), !seen.contains(f.signature) else { continue }
            seen.insert(f.signature)
            // A helper split into arms: its first arm, and what the others do under a condition
            // decided at run time (`if !didLaunch … else …`), which the caller's grouping keeps
            // apart as launches with and without; what the arms share, outside the split, once.
            var body = f.actions
            for arm in byName[g]?.filter({ $0.signature == f.signature }).dropFirst() ?? [] {
                for action in arm.actions where !action.inCallback && action.branch.contains(where: decidesAtRunTime)
                    && !body.contains(action) { body.append(action) }
            }
            count += 1
            let offset = count * 10_000
            out += flattened(body, byName: byName, seen: &seen, count: &count).map { inner in
                var a = inner
                a.branch = located.branch + inner.branch
                a.callback = inner.callback == 0 ? located.callback : inner.callback + offset
                a.stored = inner.callback == 0 ? located.stored : inner.stored
                return a
            }
        }
        return out
    }

    /// The actions, same-class calls inlined (each function once per chain).
    private mutating func expand(_ actions: [LocatedAction], byName: [String: [FunctionFact]], seen: inout Set<String>) -> [ScannedAction] {
        var out: [ScannedAction] = []
        func add(_ action: Action, _ located: LocatedAction) {
            out.append(ScannedAction(kind: .done(action), location: located.location, viaShow: located.viaShow))
        }
        for located in actions {
            switch located.action {
            case .present(let instance):
                guard let name = controller(for: instance) else { continue }
                // The style belongs to the instance the call site presents (R15a).
                add(.present(name, style: instance.style(onPhone: app.device.isPhone).map { style($0).0 }), located)
            case .push(let instance):
                guard let name = controller(for: instance) else { continue }
                // A split view's detail column is one of its children: shown by selecting it.
                if located.detailOf != nil || located.detailInSplitOf != nil, let column = detailColumn(name, of: located.detailOf) {
                    add(.selectTab(column), located)
                    continue
                }
                // A new navigation controller shown as the detail (`showDetailViewController(Nav(rootViewController:
                // post))`): a collapsed split pushes what it holds; never the nav itself, which UIKit refuses.
                if located.detailOf != nil || located.detailInSplitOf != nil, case .nav(_, let stack, _) = instance.bare,
                   let top = stack.first, let shown = controller(for: top) {
                    add(.push(shown), located)
                    continue
                }
                add(.push(name), located)
            case .dismiss: add(.dismiss, located)
            case .pop: add(.pop, located)
            case .forceDevice(let o): add(.forceDevice(o), located)
            case .forceDeviceTo(let interface):
                if let o = forcedDevice(interface: interface, located) { add(.forceDevice(o), located) }
            case .setAppState(let property, let answer):
                if let set = appStateSet(property, answer, located) { add(set, located) }
            case .attemptRotation: add(.attemptRotation, located)
            case .setNeedsUpdate: add(.setNeedsUpdate, located)
            case .requestGeometry(let answer):
                var context = AnswerResolver.Context(controller: "", className: "", kind: .vc, question: .supported, chainIndex: 0,
                                                     location: located.location)
                if case .mask(let mask)? = answers.resolve(answer, &context), context.vars.isEmpty {
                    add(.requestGeometry(mask), located)
                } else {
                    app.unresolved.append(Unresolved(location: located.location, expression: "requestGeometryUpdate",
                                                     note: "its mask is not a literal: left out"))
                }
            case .transformPlayer(let to):
                add(.transform(view: .this, to: to, animated: false), located)
            case .setFlag(let name, let value):
                let id = AnswerResolver.identifier(name)
                if let value {
                    add(.set([(name: id, value: .literal(.bool(value)))]), located)
                } else {
                    out.append(ScannedAction(kind: .toggle(id), location: located.location))
                }
            case .call(let g, let labels):
                guard !located.inlined, let f = byName[g]?.first(where: { $0.accepts(labels) }), !seen.contains(f.signature) else { continue }
                seen.insert(f.signature)
                out += expand(f.actions, byName: byName, seen: &seen)
            }
        }
        return out
    }

    /// The column `name` is of `split` (nil: of the split view holding the screen, found by its column).
    private func detailColumn(_ name: String, of split: String?) -> Int? {
        app.controllers.lazy.filter { c in split.map { $0 == c.className } ?? table.chain(c.className).contains("UISplitViewController") }
            .compactMap { $0.spec.tabs.firstIndex(of: name) }.first
    }

    /// After the answers are read: a flag set where no answer reads it as a bool is
    /// dropped; a toggled flag becomes one button per value (in a hook: set on).
    mutating func settleFlags() {
        for i in app.controllers.indices {
            let flags = Set(app.controllers[i].spec.vars.compactMap { $0.value == .bool(true) || $0.value == .bool(false) ? $0.key : nil })
            func keep(_ action: ScannedAction) -> Bool {
                switch action.kind {
                case .toggle(let name): flags.contains(name)
                // The app delegate's state the window method reads (`appStateSet`) is the app's.
                case .done(.set(let pairs)): pairs.allSatisfy { flags.contains($0.name) || app.appVars[$0.name] != nil }
                case .done: true
                }
            }
            func settled(_ action: ScannedAction, _ value: Bool) -> ScannedAction {
                guard case .toggle(let name) = action.kind else { return action }
                return ScannedAction(kind: .done(.set([(name: name, value: .literal(.bool(value)))])), location: action.location)
            }
            for h in app.controllers[i].hooks.indices {
                app.controllers[i].hooks[h].actions = app.controllers[i].hooks[h].actions.filter(keep).map { settled($0, true) }
            }
            app.controllers[i].hooks.removeAll { $0.actions.isEmpty }
            var buttons: [ScannedButton] = []
            for var b in app.controllers[i].buttons {
                b.actions = b.actions.filter(keep)
                guard !b.actions.isEmpty else { continue }
                if b.actions.contains(where: { if case .toggle = $0.kind { true } else { false } }) {
                    for value in [true, false] {
                        var copy = b
                        copy.title = "\(b.title) (\(value ? "on" : "off"))"
                        copy.actions = b.actions.map { settled($0, value) }
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
