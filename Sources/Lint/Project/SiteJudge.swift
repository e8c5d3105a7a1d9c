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
        guard let model = try? base.overriding(ios: combination.ios, device: combination.device.rawValue).model
        else { return result }
        let forwardsToPresented = model.controllers.contains { $0.supported?.mentionsPresented == true }
        for index in verdicts.indices {
            for site in verdicts[index].sites {
                guard Date() < deadline else { return result }
                var answers = judge(site, in: model, forwardingRoot: false, seam: seam)
                if forwardsToPresented, case .present = site.way, site.by != model.root {
                    let through = judge(site, in: model, forwardingRoot: true, seam: seam)
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

    /// The engine's answer for each override at one site; nil answers when the site
    /// cannot be set up.
    static func judge(_ site: ShowSite, in model: AppModel, forwardingRoot: Bool,
                      seam: EngineSeam) -> [Override: Consultation?] {
        let overrides = Override.allCases
        guard let (host, event) = setUp(site, in: model, forwardingRoot: forwardingRoot),
              var engine = try? Engine(model: host) else {
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

    /// A small app showing the controller as the site does, and the event that shows it.
    static func setUp(_ site: ShowSite, in model: AppModel, forwardingRoot: Bool) -> (AppModel, Event?)? {
        var app = model
        let shown = site.shown
        guard model.controller(named: shown) != nil else { return nil }
        let by = site.by.flatMap { model.controller(named: $0) }
        switch site.way {
        case .windowRoot:
            app.root = shown
            return (app, nil)
        case .present(let style), .segue(let style?):
            var host = forwardingRoot ? model.root : (by?.name ?? hostName)
            if host == shown { host = hostName }
            if model.controller(named: host) == nil { app.controllers.append(ControllerSpec(name: host)) }
            app.root = host
            guard let hostID = app.controllers.firstIndex(where: { $0.name == host }) else { return nil }
            // The shown controller must not already be in the host's own hierarchy.
            app.controllers[hostID].stack.removeAll { $0 == shown }
            app.controllers[hostID].tabs.removeAll { $0 == shown }
            if app.controllers[hostID].kind == .tab, app.controllers[hostID].tabs.isEmpty { return nil }
            if app.controllers[hostID].kind == .nav, app.controllers[hostID].stack.isEmpty { return nil }
            app.controllers[hostID].selected = min(app.controllers[hostID].selected, max(0, app.controllers[hostID].tabs.count - 1))
            return (app, .perform(.present(shown, style: style), by: host))
        case .push, .segue(nil):
            guard let pusher = by else { return nil }
            if pusher.kind == .nav {
                return place(shown, inStackOf: pusher.name, after: pusher.stack.filter { $0 != shown }, in: &app)
                    .map { ($0, nil) }
            }
            if let nav = model.controllers.first(where: { $0.kind == .nav && $0.stack.contains(pusher.name) }) {
                let prefix = Array(nav.stack.prefix { $0 != pusher.name }) + [pusher.name]
                return place(shown, inStackOf: nav.name, after: prefix.filter { $0 != shown }, in: &app).map { ($0, nil) }
            }
            // Pushed onto a navigation controller the model does not know: a plain one
            // is what UIKit gives, unless the app has navigation controllers that forward.
            if model.controllers.contains(where: { $0.kind == .nav && $0.supported != nil }) { return nil }
            app.controllers.append(ControllerSpec(name: navName, kind: .nav, stack: [pusher.name]))
            app.root = navName
            return (app, .perform(.push(shown), by: pusher.name))
        case .navStack:
            guard let nav = by, nav.kind == .nav else { return nil }
            let prefix = Array(nav.stack.prefix { $0 != shown })
            return place(shown, inStackOf: nav.name, after: prefix, in: &app).map { ($0, nil) }
        case .tab:
            guard let tab = by, tab.kind == .tab, let index = tab.tabs.firstIndex(of: shown),
                  let tabID = app.controllers.firstIndex(where: { $0.name == tab.name }) else { return nil }
            app.controllers[tabID].selected = index
            app.root = tab.name
            return (app, nil)
        case .child:
            guard let container = by else { return nil }
            app.root = container.name
            return (app, nil)
        }
    }

    /// `nav`'s stack set to `prefix + [shown]`, shown through the tab bar holding it, if any.
    private static func place(_ shown: String, inStackOf nav: String, after prefix: [String],
                              in app: inout AppModel) -> AppModel? {
        guard let navID = app.controllers.firstIndex(where: { $0.name == nav }) else { return nil }
        app.controllers[navID].stack = prefix + [shown]
        if let tabID = app.controllers.firstIndex(where: { $0.kind == .tab && $0.tabs.contains(nav) }),
           let index = app.controllers[tabID].tabs.firstIndex(of: nav) {
            app.controllers[tabID].selected = index
            app.root = app.controllers[tabID].name
        } else {
            app.root = nav
        }
        return app
    }
}
