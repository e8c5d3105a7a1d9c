// SwiftUI's navigation as UIKit sees it: every SwiftUI view is shown inside a hosting
// controller (the `App`'s window's, a `UIHostingController<V>` subclass's, or the one
// SwiftUI makes for a `.sheet`/`.fullScreenCover`/`.popover`). What a view builds in place
// (its subviews, a `NavigationLink`'s or `navigationDestination`'s destination, pushed on a
// SwiftUI navigation stack inside the same hosting controller) is that controller's: its
// representables' controllers are children shown inside it, which UIKit never asks about
// rotation. A presentation modifier is a present of a new hosting controller, named after
// the view it hosts (`UIHostingController(PlayerView)`), with SwiftUI's style.

import Foundation
import OrientationEngine

struct SwiftUIHosting {
    /// A hosting controller's name → its buttons (one per presentation its views make).
    var buttons: [String: [FunctionFact]] = [:]
    /// A hosting controller's name → the controllers its views' representables make.
    var children: [String: [Instance]] = [:]
    var notes: [Unresolved] = []
}

extension NavigationPass {
    /// The hosting controllers of the project's SwiftUI views: the `App`'s window (named
    /// `UIHostingController`), `UIHostingController<V>` subclasses, and those presentations
    /// make, each with what it shows inside and presents.
    mutating func swiftUIHosting() -> SwiftUIHosting {
        var out = SwiftUIHosting()
        joinRoutesAndModifiers()
        struct Host { var name: String; var views: [String]; var inline: [(type: Int, show: Int)] }
        var queue: [Host] = []
        if let app = types.first(where: \.isSwiftUIApp) { queue.append(Host(name: "UIHostingController", views: [app.name], inline: [])) }
        for type in types where !type.isExtension {
            if let view = type.hostedView, table.isController(type.name) { queue.append(Host(name: type.name, views: [view], inline: [])) }
        }
        // `UIHostingController(rootView: V())` built by UIKit code.
        for name in builtHostingControllers() { queue.append(Host(name: name, views: [String(name.dropFirst(20).dropLast())], inline: [])) }
        var done: Set<String> = []
        var head = 0
        while head < queue.count, queue.count < 4096 {
            let host = queue[head]
            head += 1
            guard done.insert(host.name).inserted else { continue }
            let (views, shows) = hostedViews(host.views, inline: host.inline)
            var kids: [Instance] = []
            for t in views {
                let type = types[t]
                guard type.inherited.contains(where: SwiftTypeVisitor.isRepresentable),
                      let make = type.functions.first(where: { $0.name == "makeUIViewController" }) else { continue }
                // The declared type, else what it returns (`-> some UIViewController { Hosting { … } }`).
                var made = make.flow?.returnType.map { classInstance($0, type.location) } ?? []
                if made.isEmpty {
                    let frame = Frame(owner: type.name, flow: make.flow, bindings: [:], id: nil)
                    for r in make.flow?.returns ?? [] { made += resolveAll(r.value, frame, depth: 1) }
                }
                for kid in made where !kids.contains(kid) { kids.append(kid) }
            }
            if !kids.isEmpty { out.children[host.name] = kids }
            var titles: Set<String> = []
            for (t, s) in shows {
                let show = types[t].swiftUIShows[s]
                guard let style = show.kind.style else { continue }
                guard let view = shownView(show) else {
                    out.notes.append(Unresolved(location: show.location, expression: ".\(show.kind.rawValue)",
                                                note: "a SwiftUI presentation whose content names no view: left out"))
                    continue
                }
                let presented = "UIHostingController(\(view))"
                let nested = types[t].swiftUIShows.indices.filter { types[t].swiftUIShows[$0].parent == s }.map { (type: t, show: $0) }
                queue.append(Host(name: presented, views: show.content.filter { typeIndexes[$0] != nil }, inline: nested))
                var title = show.title ?? "\(show.kind.rawValue) (\(show.trigger ?? view))"
                while !titles.insert(title).inserted { title += "'" }
                let instance = Instance.styled(.make(presented, location: show.location), PresentationStyleFact(name: style, location: show.location))
                let action = LocatedAction(action: .present(instance), location: show.location)
                out.buttons[host.name, default: []].append(FunctionFact(name: title, location: show.location, isAction: true, actions: [action]))
            }
        }
        return out
    }

    /// `UIHostingController(V)` instances the code builds (presented, pushed, held in properties).
    private func builtHostingControllers() -> [String] {
        var out: [String] = []
        func visit(_ instance: Instance) {
            switch instance {
            case .make(let c, _): if c.hasPrefix("UIHostingController("), !out.contains(c) { out.append(c) }
            case .nav(_, let kids, _), .tab(_, let kids, _): kids.forEach(visit)
            case .styled(let inner, _): visit(inner)
            case .unknown: break
            }
        }
        for type in types {
            for f in type.functions {
                for a in f.actions {
                    switch a.action {
                    case .present(let i), .push(let i): visit(i)
                    default: break
                    }
                }
            }
            for p in type.properties { if let v = p.value { visit(v) } }
        }
        return out
    }

    /// The view types a hosting controller shows in place, from its root views: what they
    /// build, and the destinations of their links; with the presentations they make.
    private func hostedViews(_ roots: [String], inline: [(type: Int, show: Int)]) -> (views: [Int], shows: [(type: Int, show: Int)]) {
        var views: [Int] = []
        var shows: [(type: Int, show: Int)] = []
        var seen = Set(roots)
        var queue = roots
        func follow(_ show: SwiftUIShowFact) {
            for next in show.content where seen.insert(next).inserted { queue.append(next) }
        }
        // Presentations written inside the presenting one's content: this host's own.
        for (t, s) in inline {
            let show = types[t].swiftUIShows[s]
            if show.kind.style == nil { follow(show) } else { shows.append((t, s)) }
        }
        while let name = queue.popLast(), seen.count < 4096 {
            for t in typeIndexes[name] ?? [] where !types[t].mentions.isEmpty || !types[t].swiftUIShows.isEmpty
                || types[t].inherited.contains(where: SwiftTypeVisitor.isRepresentable) {
                views.append(t)
                for next in types[t].mentions where seen.insert(next).inserted { queue.append(next) }
                for (s, show) in types[t].swiftUIShows.enumerated() {
                    // A show inside a presentation's content is made from that presentation.
                    if let p = show.parent, types[t].swiftUIShows[p].kind.style != nil { continue }
                    if show.kind.style == nil { follow(show) } else { shows.append((t, s)) }
                }
            }
        }
        return (views, shows)
    }

    /// The view a presentation hosts: the first type of its content the project declares
    /// as a view, else the first type it builds that is not one of SwiftUI's containers.
    private func shownView(_ show: SwiftUIShowFact) -> String? {
        // `WhatsNewFactory.make { … }`: what that function of the project builds.
        let built = show.content.isEmpty ? show.calls.flatMap { call -> [String] in
            let parts = call.split(separator: ".").map(String.init)
            guard parts.count == 2 else { return [] }
            return (typeIndexes[parts[0]] ?? []).flatMap { types[$0].viewBuilders[parts[1]] ?? [] }
        } : show.content
        if let declared = built.first(where: { name in
            (typeIndexes[name] ?? []).contains { SwiftTypeVisitor.isSwiftUI(types[$0].inherited) }
        }) { return declared }
        return built.first { !Self.swiftUIContainers.contains($0) }
    }

    static let swiftUIContainers: Set<String> = [
        "NavigationView", "NavigationStack", "NavigationSplitView", "VStack", "HStack", "ZStack", "Group", "ScrollView", "List",
        "Form", "Section", "ForEach", "AnyView", "LazyVStack", "LazyHStack", "GeometryReader", "TabView",
    ]
}

extension NavigationPass {
    /// Joins the views' dotted names to the project's routes and `View` extensions: a
    /// route shown in place (pushed on SwiftUI's stack, or no style said) is built by the
    /// view, a presented one is a presentation of the view (`route (player)`); a `View`
    /// extension's built types are the view's too.
    mutating func joinRoutesAndModifiers() {
        var routes: [String: [SwiftUIRouteFact]] = [:]
        var extensions: [String: [String]] = [:]
        for type in types {
            for route in type.routes { routes[route.name, default: []].append(route) }
            for (name, built) in type.viewExtensions { extensions[name, default: []] += built }
        }
        // A protocol's adopters, by the protocol's name, for views calling its requirements.
        var adopters: [String: [Int]] = [:]
        let protocols = Set(types.filter(\.isProtocol).map(\.name))
        for (a, type) in types.enumerated() {
            for p in type.inherited where protocols.contains(p) { adopters[p, default: []].append(a) }
        }
        for t in types.indices where !types[t].swiftUINames.isEmpty {
            // `ForEach(groups) { $0.body(with: …) }` over `[any ContentGroup]`: what each adopter's `body` builds.
            let held = types[t].swiftUIReferences.filter(protocols.contains)
            var implementations: [String: [String]] = [:]
            for p in held {
                for a in adopters[p] ?? [] {
                    for i in typeIndexes[types[a].name] ?? [] {
                        for (name, built) in types[i].viewBuilders { implementations[name, default: []] += built }
                    }
                }
            }
            for use in types[t].swiftUINames {
                if !use.leading {
                    for name in (extensions[use.name] ?? []) + (implementations[use.name] ?? []) where !types[t].mentions.contains(name) {
                        types[t].mentions.append(name)
                    }
                    continue
                }
                for (content, style) in Self.shown(use.name, of: use.base, routes) where !content.isEmpty {
                    switch style {
                    case .inPlace:
                        for name in content where !types[t].mentions.contains(name) { types[t].mentions.append(name) }
                    case .presented(let kind):
                        types[t].swiftUIShows.append(SwiftUIShowFact(kind: kind, content: content, location: use.location,
                                                                      trigger: use.name, parent: nil, title: "route (\(use.name))"))
                    }
                }
            }
        }
    }

    /// What a route shows and how, through the routes it returns (`Self.player(manager:)`);
    /// a route whose style no case name says is shown in place.
    static func shown(_ name: String, of owner: String?, _ routes: [String: [SwiftUIRouteFact]], style: SwiftUIRouteStyle? = nil,
                      depth: Int = 0) -> [(content: [String], style: SwiftUIRouteStyle)] {
        guard depth < 4 else { return [] }
        var out: [(content: [String], style: SwiftUIRouteStyle)] = []
        for route in routes[name] ?? [] where owner == nil || route.owner == owner {
            let own = style ?? route.styleWord.flatMap(SwiftUIRouteStyle.init(word:))
            if !route.content.isEmpty { out.append((route.content, own ?? .inPlace)) }
            for next in route.forwards where next != name { out += shown(next, of: route.owner, routes, style: own, depth: depth + 1) }
        }
        return out
    }
}
