// The navigation pass's values: what a value can be (`resolveAll`), the type the code
// declares for it, properties through chains and adopted protocols (the functions a call
// reaches and the arguments it binds: ValueFlow+Calls.swift; which arms they rule out:
// ValueFlow+Arms.swift).

import Foundation
import OrientationEngine

extension NavigationPass {
    // MARK: values

    struct Frame {
        var owner: String
        var flow: FunctionFlow?
        var bindings: [String: ValueFact]
        var id: FunctionID?
    }

    /// The classes a value can be, each an alternative; empty when it cannot be read.
    mutating func resolveAll(_ value: ValueFact, _ frame: Frame, depth: Int) -> [Instance] {
        guard depth < Self.maxDepth else { return [] }
        switch value {
        case .instance(let i):
            if case .unknown = i.bare { return [] }
            return [i]
        case .typed(let t, let at):
            return classInstance(t, at)
        case .name(let n):
            if n == "self" { return table.isController(frame.owner) ? [.make(frame.owner, location: table.location(frame.owner) ?? SourceLocation(path: "", line: 0))] : [] }
            if let bound = frame.bindings[n] { return resolveAll(bound, Frame(owner: frame.owner, flow: nil, bindings: [:], id: nil), depth: depth + 1) }
            if let p = frame.flow?.parameters.first(where: { $0.name == n }) {
                return p.typeName.map { classInstance($0, SourceLocation(path: "", line: 0)) } ?? []
            }
            return propertyValue(frame.owner, n, depth: depth)
        case .member(let base, let n):
            // `module.viewController` with `module` bound to `.init(viewController: vc, …)`.
            if case .name(let p) = base, case .memberwise(let labels, let values)? = frame.bindings[p] {
                guard let i = labels.firstIndex(of: n) else { return [] }
                return resolveAll(values[i], Frame(owner: frame.owner, flow: nil, bindings: [:], id: nil), depth: depth + 1)
            }
            guard let t = typeOf(base, frame, depth: depth) else { return [] }
            let found = propertyValue(t, n, depth: depth)
            // A computed property is read as a factory: a struct's or enum's (`tab.viewController`),
            // a coordinator's controller getter (`flow.rootViewController`).
            guard found.isEmpty, table.isValueType(t) || byOwnerAndName[t]?[n] != nil else { return found }
            return resolveAll(.call(CallFact(receiver: base, name: n, arguments: [], location: table.location(t) ?? SourceLocation(path: "", line: 0))),
                              frame, depth: depth + 1)
        case .element(let list):
            // A list the caller handed (`getEmbedded(moduleStack: [module])`): its elements.
            if case .name(let n) = list, case .each(let elements)? = frame.bindings[n] {
                return resolveAll(elements, Frame(owner: frame.owner, flow: nil, bindings: [:], id: nil), depth: depth + 1)
            }
            if case .each(let elements) = list { return resolveAll(elements, frame, depth: depth + 1) }
            return typeOf(value, frame, depth: depth).map { classInstance($0, SourceLocation(path: "", line: 0)) } ?? []
        case .each(let inner):
            return resolveAll(inner, frame, depth: depth + 1)
        case .enumCase, .payloadCase, .memberwise, .unknown:
            return []
        case .call(let call) where call.name == "instantiate" && call.arguments.isEmpty && generatedScene(call.receiver) != nil:
            // `StoryboardScene.Boot.notesNavigation.instantiate()`: SwiftGen's scene.
            return resolveAll(generatedScene(call.receiver)!, frame, depth: depth + 1)
        case .call(let call):
            // A closure the caller handed (`provider(context)`): what it returns.
            if call.receiver == nil, let handed = frame.bindings[call.name], frame.flow?.parameters.contains(where: { $0.name == call.name }) == true {
                return resolveAll(handed, Frame(owner: frame.owner, flow: nil, bindings: [:], id: nil), depth: depth + 1)
            }
            var out: [Instance] = []
            for target in lookup(call, frame) {
                let f = function(target)
                // A SwiftUI view's helper wrapping it in a hosting controller
                // (`CameraView().embeddedInHostingController()`): that view's hosting
                // controller, named by the view it is called on, not by the helper's local.
                if owner(target) == "View", f.flow?.returnType == "UIHostingController" {
                    out.append(.make("UIHostingController(\(hostedViewName(call.receiver, frame, depth: depth)))", location: call.location))
                    continue
                }
                // `AppCoverVC.instantiateFromStoryboard()` declared `-> Self`: the type it is called on.
                if f.flow?.returnType == "Self", let type = call.receiver?.typeCalledOn, table.isDeclared(type) {
                    out += classInstance(type, call.location)
                    continue
                }
                let bindings = bind(call, target, frame)
                let inner = Frame(owner: owner(target), flow: f.flow, bindings: bindings, id: target)
                var found: [Instance] = []
                for r in f.flow?.returns ?? [] where compatible(r.branch, inner) {
                    found += resolveAll(r.value, inner, depth: depth + 1)
                }
                // A generic function's body names its parameter (`… as? T`), which the call binds.
                if let type = f.flow?.returnType, f.flow?.returnBound != nil {
                    found.removeAll { if case .make(type, _) = $0.bare { true } else { false } }
                }
                if found.isEmpty, let type = f.flow?.returnType { found = classInstance(type, call.location) }
                // `func make<T>(ofType type: T.Type) -> T` called with `Player.self`: a Player.
                if found.isEmpty, let type = f.flow?.returnType, f.flow?.returnBound != nil,
                   let parameter = f.flow?.parameters.first(where: { $0.typeName == type + ".Type" }),
                   case .member(let named, "self")? = call.arguments.first(where: { $0.label == parameter.label })?.value {
                    switch named {
                    case .name(let cls), .typed(let cls, _): found = classInstance(cls, call.location)
                    default: break
                    }
                }
                out += found
            }
            return unique(out)
        case .styled(let inner, let style):
            return resolveAll(inner, frame, depth: depth + 1).map { .styled($0, style) }
        case .nav(let cls, let inner, let at):
            return resolveAll(inner, frame, depth: depth + 1).map { .nav(cls, stack: [$0], location: at) }
        case .choice(let arms):
            return unique(arms.filter { compatible($0.branch, frame) }.flatMap { resolveAll($0.value, frame, depth: depth + 1) })
        case .storyboard(let board, let identifier, let at, let cast):
            // The scene of that identifier (or the initial one) in the named storyboard, or in
            // any when the name is not said; several, or a property the project does not
            // declare: not read.
            var name: String?
            switch board {
            case .file(let file)?: name = file
            case .property(let property)?:
                guard let file = storyboardProperties[property] else { return [] }
                name = file
            case nil: break
            }
            let boards = storyboards.filter { name == nil || (($0.path as NSString).lastPathComponent as NSString).deletingPathExtension == name }
            var found: [Instance] = []
            for board in boards {
                let scene = identifier.map { id in board.scenes.first { $0.value.storyboardIdentifier == id }?.key } ?? board.initial
                if let scene, let instance = board.instance(scene) { found.append(instance) }
            }
            if found.count == 1 { return found }
            return cast.map { classInstance($0, at) } ?? []
        }
    }

    /// The view a hosting helper is called on, as the code names it: the type built at the
    /// head of a modifier chain (`NavigationView { … }.navigationViewStyle(.stack)`), through a
    /// local it was kept in; else the name written.
    func hostedViewName(_ value: ValueFact?, _ frame: Frame, depth: Int) -> String {
        guard let value, depth < Self.maxDepth else { return "View" }
        switch value {
        case .instance(let i): return Self.className(i)
        case .typed(let t, _): return t
        case .call(let call): return call.receiver.map { hostedViewName($0, frame, depth: depth + 1) } ?? call.name
        case .name(let n):
            if let bound = frame.bindings[n] { return hostedViewName(bound, frame, depth: depth + 1) }
            return n
        case .styled(let inner, _): return hostedViewName(inner, frame, depth: depth + 1)
        default: return "View"
        }
    }

    /// `Boot.notesNavigation` (a receiver ending in a generated enum and its scene property): the scene.
    func generatedScene(_ receiver: ValueFact?) -> ValueFact? {
        guard !generatedScenes.isEmpty, case .member(let base, let property)? = receiver else { return nil }
        let owner: String
        switch base {
        case .name(let n), .member(_, let n): owner = n
        case .typed(let t, _): owner = t
        default: return nil
        }
        return generatedScenes["\(owner).\(property)"]
    }

    func unique(_ list: [Instance]) -> [Instance] {
        var out: [Instance] = []
        for i in list where !out.contains(i) { out.append(i) }
        return out
    }

    /// A class name as a value: a controller class (the project's or UIKit's), never a base
    /// class that says nothing (`UIViewController`).
    func classInstance(_ name: String, _ at: SourceLocation) -> [Instance] {
        let t = name.split(separator: "&").first.map { $0.trimmedSpaces } ?? name
        guard !Self.generic.contains(t), t.first?.isUppercase == true, AppResolver.isClassName(t) else { return [] }
        // A value declared an alert (`_ alert: UIAlertController`) is one, as an alert built directly is.
        if t == "UIAlertController" { return [.make(t, location: at)] }
        guard table.isController(t) else { return [] }
        return [.make(t, location: table.location(t) ?? at)]
    }

    static let generic: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
                                       "UIPageViewController", "UITableViewController", "UICollectionViewController"]

    /// The type a value has, when the code declares it.
    mutating func typeOf(_ value: ValueFact, _ frame: Frame, depth: Int) -> String? {
        guard depth < Self.maxDepth else { return nil }
        switch value {
        case .name(let n):
            if n == "self" { return frame.owner }
            if let bound = frame.bindings[n] { return typeOf(bound, Frame(owner: frame.owner, flow: nil, bindings: [:], id: nil), depth: depth + 1) }
            if let p = frame.flow?.parameters.first(where: { $0.name == n }) { return p.typeName }
            if let p = property(frame.owner, n) { return p.typeName ?? p.value.map(Self.className) }
            return nil
        case .typed(let t, _): return t
        case .instance(let i): return Self.className(i)
        case .member(let base, let n):
            guard let t = typeOf(base, frame, depth: depth + 1), let p = property(t, n) else { return nil }
            return p.typeName ?? p.value.map(Self.className)
        case .call(let call):
            return lookup(call, frame).first.flatMap { function($0).flow?.returnType }
        case .styled(let inner, _), .each(let inner): return typeOf(inner, frame, depth: depth + 1)
        case .element(let list):
            // `Tab.allCases`: a `Tab`; a list declared `[TabItem]`: a `TabItem`.
            if case .member(let base, "allCases") = list {
                switch base {
                case .name(let t) where t.first?.isUppercase == true: return t
                case .typed(let t, _): return t
                default: return nil
                }
            }
            guard let listType = typeOf(list, frame, depth: depth + 1), listType.hasPrefix("["), listType.hasSuffix("]"),
                  !listType.contains(":") else { return nil }
            return String(listType.dropFirst().dropLast())
        default: return nil
        }
    }

    /// A property of a type (its chain and the protocols it adopts), by name.
    mutating func property(_ type: String, _ name: String) -> PropertyFact? {
        for part in type.split(separator: "&").map({ $0.trimmedSpaces }) {
            for t in table.chain(part) + protocols(of: part).sorted() {
                for i in typeIndexes[t] ?? [] {
                    if let p = types[i].properties.last(where: { $0.name == name }) { return p }
                }
            }
        }
        return nil
    }

    mutating func propertyValue(_ type: String, _ name: String, depth: Int = 0) -> [Instance] {
        guard let p = property(type, name) else { return [] }
        if let v = p.value, case .unknown = v.bare {} else if let v = p.value { return [readingBuilders(v, owner: type, depth: depth)] }
        // Set in `init` from a parameter: what the class's constructions hand it there.
        if let label = p.initLabel {
            let handed = unique((held[type] ?? []).compactMap { $0.arguments.first { $0.label == label }?.value })
            if !handed.isEmpty { return handed }
        }
        // Stored by the class's own code elsewhere (`destination = board.instantiate…` in
        // `viewDidLoad`, added as a child in another method): what it stores there.
        let stored = storedValues(type, name, depth: depth)
        if !stored.isEmpty { return stored }
        if let declared = p.typeName.map({ classInstance($0, p.location) }), !declared.isEmpty { return declared }
        // A struct's stored property its memberwise `init` sets: whatever its constructions hand that label.
        guard p.initLabel == nil, table.isValueType(type), depth < Self.maxDepth else { return [] }
        var out: [Instance] = []
        for h in handed[type] ?? [] where h.label == name {
            out += resolveAll(h.value, Frame(owner: h.owner, flow: nil, bindings: [:], id: nil), depth: depth + 1)
        }
        return unique(out)
    }

    /// A container's children the reader named by a call of a builder method (`makeInbox()`
    /// in a lazy property's closure): what that method of `owner` returns.
    mutating func readingBuilders(_ instance: Instance, owner: String, depth: Int) -> Instance {
        let read = { (this: inout NavigationPass, kid: Instance) -> Instance in
            guard case .unknown(let text, let at) = kid, text.hasSuffix("()"), AppResolver.isClassName(String(text.dropLast(2))) else {
                return this.readingBuilders(kid, owner: owner, depth: depth + 1)
            }
            let call = CallFact(receiver: nil, name: String(text.dropLast(2)), arguments: [], location: at)
            return this.resolveAll(.call(call), Frame(owner: owner, flow: nil, bindings: [:], id: nil), depth: depth + 1).first ?? kid
        }
        guard depth < Self.maxDepth else { return instance }
        switch instance {
        case .styled(let inner, let style): return .styled(readingBuilders(inner, owner: owner, depth: depth), style)
        case .nav(let cls, let kids, let at): return .nav(cls, stack: kids.map { read(&self, $0) }, location: at)
        case .tab(let cls, let kids, let at): return .tab(cls, tabs: kids.map { read(&self, $0) }, location: at)
        case .make, .unknown: return instance
        }
    }

    /// What the code of `type` (and its superclasses) assigns to its property `name`.
    mutating func storedValues(_ type: String, _ name: String, depth: Int) -> [Instance] {
        // `a = b` in one method and `b = a` in another: each property followed once per chain.
        guard depth < Self.maxDepth, storing.insert("\(type).\(name)").inserted else { return [] }
        defer { storing.remove("\(type).\(name)") }
        var out: [Instance] = []
        for t in table.chain(type) {
            for i in typeIndexes[t] ?? [] {
                for assignment in types[i].propertyAssignments where assignment.property == name {
                    out += resolveAll(assignment.value, Frame(owner: type, flow: nil, bindings: [:], id: nil), depth: depth + 1)
                }
            }
        }
        return unique(out)
    }

    /// The protocols a type adopts: its chain's and theirs, transitively.
    mutating func protocols(of type: String) -> Set<String> {
        if let known = protocolMemo[type] { return known }
        var out: Set<String> = []
        var queue = table.chain(type)
        while let t = queue.popLast() {
            for i in typeIndexes[t] ?? [] {
                for p in types[i].inherited where p != types[i].superclass && out.insert(p).inserted { queue.append(p) }
            }
        }
        protocolMemo[type] = out
        return out
    }
}
