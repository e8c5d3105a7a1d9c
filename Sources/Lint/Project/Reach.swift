// Which controllers the exploration reached: from the app's root, or only from a local
// exploration — a presenter the root's graph does not reach, explored as if it were the
// root, so a partial navigation graph still shows every screen that has a site.

import Foundation
import OrientationEngine
import Scenario

/// How much of the app the exploration reached, for every output.
public struct ReachSummary: Sendable {
    /// Controllers the app shows somewhere (a site, a stack, a tab or the root).
    public var total: Int
    public var fromRoot: [String]
    /// Controller → the local root that reached it.
    public var locally: [(String, String)]
    public var never: [String]
    /// Controllers of the app that no code the scan read shows (not in `total`): dead
    /// code, or shown in a way the scan does not follow. (The scan lists no class that is
    /// only a base of others.)
    public var unshown: [String] = []
    /// The app was scanned from its sources (else a scenario file: nothing there shows them).
    public var scanned = true

    /// "reached 61 of 84 controllers from the root, 12 more locally; 11 never: A, B, …;
    /// 2 more shown by no code the scan read: C, D".
    public var sentence: String {
        var text = "reached \(fromRoot.count) of \(total) controller\(total == 1 ? "" : "s") from the root"
        if !locally.isEmpty { text += ", \(locally.count) more locally" }
        if !never.isEmpty { text += "; \(never.count) never: " + Self.list(never) }
        if !unshown.isEmpty {
            text += "; \(unshown.count) more shown by \(scanned ? "no code the scan read" : "no button, root or window"): " + Self.list(unshown)
        }
        return text
    }

    private static func list(_ names: [String]) -> String {
        names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", …" : "")
    }
}

struct Reaching {
    let model: AppModel
    /// The controllers with a site, in the model's order.
    let showable: [String]
    let sites: [ShowSite]
    /// The model's controllers' names, in its order.
    let names: [String]
    private(set) var fromRoot = Set<String>()
    private(set) var locally: [String: String] = [:]
    private var localOrder: [String] = []
    private let shownSomewhere: Set<String>
    /// Local explorations' starts that nothing shows.
    private var unshownStarts: [String] = []

    init(model: AppModel, sites: [ShowSite]) {
        self.model = model
        self.sites = sites
        let shown = Set(sites.map(\.shown))
        names = model.controllers.map(\.name)
        showable = names.filter { shown.contains($0) }
        shownSomewhere = shown
    }

    /// Marks the screens the explorations showed (a container: when a controller of its
    /// stack or tabs was shown).
    mutating func add(_ explorations: [Exploration], from local: String?) {
        var seen = Set(explorations.flatMap { $0.screens.keys })
        // Until nothing changes: a container's child may be a container listed after it.
        var grew = true
        while grew {
            grew = false
            for index in model.controllers.indices where model.controllers[index].kind.isContainer && !seen.contains(model.controllers[index].name) {
                let spec = model.controllers[index]
                if (spec.stack + spec.tabs).contains(where: seen.contains) { seen.insert(spec.name); grew = true }
            }
        }
        if explorations.contains(where: { $0.states > 0 }), local == nil { seen.insert(model.root) }
        // In the model's order, not the set's (which changes from run to run), so a run's
        // `locally` list is the same every time.
        for name in names where seen.contains(name) {
            if let local {
                // A local exploration's start that nothing shows (no site) is explored, not
                // reached: it stays "never".
                if name == local, !shownSomewhere.contains(name) {
                    if !fromRoot.contains(name), !unshownStarts.contains(name) { unshownStarts.append(name) }
                    continue
                }
                if !fromRoot.contains(name), locally[name] == nil {
                    locally[name] = local
                    localOrder.append(name)
                }
            } else {
                fromRoot.insert(name)
            }
        }
    }

    var unreached: [String] { showable.filter { !fromRoot.contains($0) && locally[$0] == nil } }

    func reach(of name: String) -> Reach {
        if fromRoot.contains(name) { return .root }
        if let local = locally[name] { return .locally(from: local) }
        return .never
    }

    /// Over the controllers with a site and any other the exploration reached (a
    /// presenter explored locally that the reader found no site for).
    var coverage: ReachSummary {
        let known = Set(showable)
        let explored = unshownStarts.filter { !fromRoot.contains($0) }
        let counted = model.controllers.map(\.name).filter {
            known.contains($0) || fromRoot.contains($0) || locally[$0] != nil || explored.contains($0)
        }
        // A container's children are shown by it: an unshown container is listed, not them.
        let held = Set(model.controllers.flatMap { $0.stack + $0.tabs })
        let countedSet = Set(counted)
        let shownByNothing = names.filter {
            !countedSet.contains($0) && $0 != model.root && !held.contains($0)
        }
        var summary = ReachSummary(total: counted.count, fromRoot: counted.filter(fromRoot.contains),
                                   locally: localOrder.compactMap { name in locally[name].map { (name, $0) } },
                                   never: unreached + explored.filter { !unreached.contains($0) })
        summary.unshown = shownByNothing
        return summary
    }
}

enum LocalExploration {
    /// Explores from a presenter of each controller the root did not reach, until every
    /// controller with a site is reached or no presenter is left to try.
    static func run(_ variants: [(Combination, ScenarioFile)], reach: inout Reaching, options: LintOptions,
                    deadline: Date) -> [(Exploration, String)] {
        var results: [(Exploration, String)] = []
        var triedTargets = Set<String>()
        var triedRoots = Set<String>()
        let facts = variants.map { ModelFacts($0.1.model) }
        let indices = Array(variants.indices)
        while Date() < deadline, options.budget.interruption() == nil,
              let target = reach.unreached.first(where: { !triedTargets.contains($0) }) {
            triedTargets.insert(target)
            // The most faithful start first; the next only when it did not reach the target.
            for start in roots(for: target, in: reach.model, sites: reach.sites)
            where reach.reach(of: target) == .never {
                guard triedRoots.insert(start.label).inserted else { continue }
                let budget = Budget(states: options.localStates, seconds: options.budget.seconds, depth: options.budget.depth,
                                    interruption: options.budget.interruption)
                let explorations = Parallel.map(indices) { index -> Exploration? in
                    let (combination, file) = variants[index]
                    let app = file.engine
                    guard let engine = try? app.applying(start.edit(app.model, app.controllerIDs)) else { return nil }
                    let scenario = ScenarioFile(file: file.file, engine: engine, steps: [])
                    return Explorer(scenario: scenario, combination: combination, budget: budget, deadline: deadline,
                                    facts: facts[index], launchesOnce: true).run()
                }.compactMap { $0 }
                reach.add(explorations, from: start.label)
                results += explorations.map { ($0, start.label) }
                if explorations.contains(where: { $0.interrupted != nil }) { return results }
            }
        }
        return results
    }

    /// A local exploration's root: `edit` makes it of each combination's app (the iPad's
    /// may be read apart).
    struct Start {
        var label: String
        var edit: @Sendable (AppModel, [String: ControllerID]) -> ModelEdit
    }

    /// Who presents `name` in a way that does not fill the window (a sheet, a popover), when
    /// the app does so somewhere.
    static func sheetPresenter(of name: String, in model: AppModel, sites: [ShowSite]) -> String? {
        for site in sites where site.shown == name {
            guard case .present(let style) = site.way, let by = site.by, by != name, model.controller(named: by) != nil,
                  !style.resolved(iosVersion: model.iosVersion).fillsWindow else { continue }
            return by
        }
        return nil
    }

    /// Where a local exploration of `target` starts, the most faithful first: its presenter
    /// as the root, the navigation controller its pusher is in (a plain one when the model
    /// knows none; first the presenter of that navigation controller when it is a sheet),
    /// its container; itself when its presenter is unknown. `sites`: every site of the app.
    static func roots(for target: String, in model: AppModel, sites: [ShowSite]) -> [Start] {
        roots(for: target, in: model, sites: sites, placing: [target])
    }

    /// `placing`: the target and the containers or presenters around it whose starts are
    /// being looked for, so one shown by what it holds does not send the search round.
    private static func roots(for target: String, in model: AppModel, sites: [ShowSite], placing: Set<String>) -> [Start] {
        for site in sites where site.shown == target {
            let by = site.by.flatMap { model.controller(named: $0) }
            switch site.way {
            case .present, .segue(_?), .tab, .navStack, .child:
                let name = by?.name ?? target
                let asRoot = Start(label: name) { _, _ in ModelEdit(root: name) }
                // A container or presenter that is itself shown somewhere (pushed, a tab)
                // starts where it is shown: as a stand-in root it would decide rotation it
                // never decides in the app.
                guard let by, by.name != target, !placing.contains(by.name), placing.count < 4 else { return [asRoot] }
                return roots(for: by.name, in: model, sites: sites, placing: placing.union([by.name])) + [asRoot]
            case .push, .segue(nil):
                guard let pusher = by else { continue }
                if pusher.kind == .nav { return [Start(label: pusher.name) { _, _ in ModelEdit(root: pusher.name) }] }
                if let nav = model.controllers.first(where: { $0.kind == .nav && $0.stack.contains(pusher.name) }) {
                    let standIn = Start(label: pusher.name) { app, ids in
                        guard var held = ids[nav.name].map({ app.controllers[$0] }) else { return ModelEdit(root: nav.name) }
                        held.stack = [pusher.name]
                        return ModelEdit(root: nav.name, controllers: [held])
                    }
                    // A navigation controller shown as a sheet never decides: as a stand-in
                    // root it would, so the walk starts from whoever presents it (the stand-in
                    // only if that walk does not get there).
                    if let presenter = sheetPresenter(of: nav.name, in: model, sites: sites) {
                        return [Start(label: presenter) { _, _ in ModelEdit(root: presenter) }, standIn]
                    }
                    return [standIn]
                }
                return [Start(label: pusher.name) { _, _ in
                    ModelEdit(root: SiteJudge.navName,
                              controllers: [ControllerSpec(name: SiteJudge.navName, kind: .nav, stack: [pusher.name])])
                }]
            case .windowRoot:
                return [Start(label: target) { _, _ in ModelEdit(root: target) }]
            }
        }
        return []
    }
}
