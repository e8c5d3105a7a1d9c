import Foundation
// Per-site judgement, no root needed: each override of each controller, at each place the
// app shows it, on each device and iOS version. The site is set up in a small app of its
// own — the presenter presenting it, the navigation controller holding the pusher, the
// tab bar with it selected — and the engine says whether it asks the controller.

import OrientationEngine
import Scenario

enum SiteJudge {
    static let hostName = "LintPresenter"
    static let navName = "LintNavigationController"

    /// Each override judged at each of its sites on each combination, until `deadline`
    /// (what is left then stays unjudged: no verdict, so no finding, never a guess).
    /// `iPad`: the app as read for the iPad, judged on the iPad's combinations.
    static func judge(_ scenario: ScenarioFile, iPad: ScenarioFile? = nil, sites: [ShowSite], combinations: [Combination],
                      seam: EngineSeam, deadline: Date = .distantFuture) -> [ControllerVerdict] {
        let own = scenario.model
        var verdicts: [ControllerVerdict] = own.controllers.compactMap { spec in
            let overrides = Override.allCases.filter { defines(spec, $0) }
            guard !overrides.isEmpty else { return nil }
            return ControllerVerdict(name: spec.name, overrides: overrides,
                                     sites: sites.filter { $0.shown == spec.name }, verdicts: [])
        }
        guard !verdicts.isEmpty else { return [] }
        // Each combination is judged on its own engines, so they run in parallel; their
        // verdicts join in the combinations' order, as one after the other would give.
        let controllers = verdicts
        let judged = Parallel.map(combinations) { combination in
            judge(controllers, on: combination, scenario: combination.device == .ipad ? iPad ?? scenario : scenario,
                  seam: seam, deadline: deadline)
        }
        for perCombination in judged {
            for index in verdicts.indices { verdicts[index].verdicts += perCombination[index] }
        }
        return verdicts
    }

    /// The verdicts of one combination, one list per controller of `verdicts`, in its sites' order.
    private static func judge(_ verdicts: [ControllerVerdict], on combination: Combination, scenario base: ScenarioFile,
                              seam: EngineSeam, deadline: Date) -> [[SiteVerdict]] {
        var result = Array(repeating: [SiteVerdict](), count: verdicts.count)
        // Validated once: each site's app is an edit of it.
        guard let app = try? base.overriding(ios: combination.ios, device: combination.device.rawValue).engine
        else { return result }
        let forwardsToPresented = app.model.controllers.contains { $0.supported?.mentionsPresented == true }
        for index in verdicts.indices {
            for site in verdicts[index].sites {
                guard Date() < deadline else { return result }
                var answers = judge(site, in: app, forwardingRoot: false, seam: seam)
                if forwardsToPresented, case .present = site.way, site.by != app.model.root {
                    let through = judge(site, in: app, forwardingRoot: true, seam: seam)
                    answers = answers.map { override, answer in
                        if answer?.asked != true, let better = through[override], better?.asked == true {
                            return (override, better)
                        }
                        return (override, answer)
                    }.reduce(into: [:]) { $0[$1.0] = $1.1 }
                }
                for override in verdicts[index].overrides {
                    result[index].append(SiteVerdict(site: site, combination: combination,
                                                     override: override, consultation: answers[override] ?? nil))
                }
            }
        }
        return result
    }

    /// An answer of its own: one that only passes the presenter's on (UIAlertController's
    /// `presenting`) decides nothing to judge.
    static func defines(_ spec: ControllerSpec, _ override: Override) -> Bool {
        switch override {
        case .supported: spec.supported.map { $0 != .presenting } ?? false
        case .shouldAutorotate: spec.shouldAutorotate.map { $0 != .presenting } ?? false
        case .preferred: spec.preferred.map { $0 != .presenting } ?? false
        }
    }

    /// The engine's answer for each override at one site (`app`: the whole app, not
    /// launched); nil answers when the site cannot be set up.
    static func judge(_ site: ShowSite, in app: Engine, forwardingRoot: Bool,
                      seam: EngineSeam) -> [Override: Consultation?] {
        let overrides = Override.allCases
        guard let (edit, event) = setUp(site, in: app.model, ids: app.controllerIDs, forwardingRoot: forwardingRoot),
              var engine = try? app.applying(edit) else {
            return Dictionary(uniqueKeysWithValues: overrides.map { ($0, nil) })
        }
        var emitted = (try? engine.send(.launch, at: 0)) ?? []
        emitted += engine.settle()
        if let event, engine.state.crash == nil {
            emitted = (try? engine.send(event, at: 1)) ?? []
            emitted += engine.settle()
        }
        guard engine.state.crash == nil, let id = engine.id(of: site.shown) else {
            return Dictionary(uniqueKeysWithValues: overrides.map { ($0, nil) })
        }
        var answers: [Override: Consultation?] = [:]
        for override in overrides {
            // `preferred…` is asked as the site shows it: the step's own queries say whether.
            if override == .preferred, Engine.asked(.preferred, in: emitted).contains(site.shown) {
                answers[override] = .decides
            } else {
                answers[override] = seam.consult(engine, id, override)
            }
        }
        return answers
    }

    /// A small app showing the controller as the site does — an edit of the app's model
    /// (`ids`: its controllers by name) — and the event that shows it.
    static func setUp(_ site: ShowSite, in model: AppModel, ids: [String: ControllerID],
                      forwardingRoot: Bool) -> (ModelEdit, Event?)? {
        var edit = ModelEdit()
        let shown = site.shown
        func spec(_ name: String) -> ControllerSpec? { edit.spec(named: name, in: model, ids: ids) }
        guard ids[shown] != nil else { return nil }
        let by = site.by.flatMap(spec)
        switch site.way {
        case .windowRoot:
            edit.root = shown
            return (edit, nil)
        case .present(let style), .segue(let style?):
            var name = forwardingRoot ? model.root : (by?.name ?? hostName)
            if name == shown { name = hostName }
            var host = spec(name) ?? ControllerSpec(name: name)
            // The shown controller must not already be in the host's own hierarchy.
            host.stack.removeAll { $0 == shown }
            host.tabs.removeAll { $0 == shown }
            if host.kind == .tab, host.tabs.isEmpty { return nil }
            if host.kind == .nav, host.stack.isEmpty { return nil }
            host.selected = min(host.selected, max(0, host.tabs.count - 1))
            if host != spec(name) || ids[name] == nil { edit.set(host) }
            edit.root = name
            return (edit, .perform(.present(shown, style: style), by: name))
        case .push, .segue(nil):
            guard let pusher = by else { return nil }
            if pusher.kind == .nav {
                return place(shown, inStackOf: pusher, after: pusher.stack.filter { $0 != shown }, in: model, edit: &edit)
                    .map { ($0, nil) }
            }
            if let nav = model.controllers.first(where: { $0.kind == .nav && $0.stack.contains(pusher.name) }) {
                let prefix = Array(nav.stack.prefix { $0 != pusher.name }) + [pusher.name]
                return place(shown, inStackOf: nav, after: prefix.filter { $0 != shown }, in: model, edit: &edit)
                    .map { ($0, nil) }
            }
            // Pushed onto a navigation controller the model does not know: a plain one
            // is what UIKit gives, unless the app has navigation controllers that forward.
            if model.controllers.contains(where: { $0.kind == .nav && $0.supported != nil }) { return nil }
            edit.set(ControllerSpec(name: navName, kind: .nav, stack: [pusher.name]))
            edit.root = navName
            return (edit, .perform(.push(shown), by: pusher.name))
        case .navStack:
            guard let nav = by, nav.kind == .nav else { return nil }
            let prefix = Array(nav.stack.prefix { $0 != shown })
            return place(shown, inStackOf: nav, after: prefix, in: model, edit: &edit).map { ($0, nil) }
        case .tab:
            guard var tab = by, tab.kind == .tab, let index = tab.tabs.firstIndex(of: shown) else { return nil }
            tab.selected = index
            edit.set(tab)
            edit.root = tab.name
            return (edit, nil)
        case .child:
            guard var container = by else { return nil }
            // A holder of one child at a time shows this one.
            if container.kind == .tab, let index = container.tabs.firstIndex(of: shown), index != container.selected {
                container.selected = index
                edit.set(container)
            }
            edit.root = container.name
            return (edit, nil)
        }
    }

    /// `nav`'s stack set to `prefix + [shown]`, shown through the tab bar holding it, if any.
    private static func place(_ shown: String, inStackOf nav: ControllerSpec, after prefix: [String], in model: AppModel,
                              edit: inout ModelEdit) -> ModelEdit? {
        var nav = nav
        nav.stack = prefix + [shown]
        edit.set(nav)
        if var tab = model.controllers.first(where: { $0.kind == .tab && $0.tabs.contains(nav.name) }),
           let index = tab.tabs.firstIndex(of: nav.name) {
            tab.selected = index
            edit.set(tab)
            edit.root = tab.name
        } else {
            edit.root = nav.name
        }
        return edit
    }
}
