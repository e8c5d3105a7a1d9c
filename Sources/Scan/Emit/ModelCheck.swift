// What scan builds always loads: the few shapes code can have that a model cannot
// (a nav pushed or held in a nav's stack, an iOS 16 call in an older app, containers
// holding each other) are left out before the model is validated, each one noted.

import Foundation
import OrientationEngine
import Scenario

extension ScannedApp {
    /// Leaves out what the engine would reject; returns what was left out.
    mutating func leaveOutInvalid() -> [ProjectNote] {
        var notes: [ProjectNote] = []
        let kinds = Dictionary(controllers.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })
        let ios16 = Profile(majorVersion: ios) >= .ios16
        for i in controllers.indices {
            let c = controllers[i]
            if c.kind == .nav, c.spec.stack.contains(where: { kinds[$0] == .nav }) {
                controllers[i].spec.stack.removeAll { kinds[$0] == .nav }
                // A nav left with no child is shown as the plain controller it then is.
                let empty = controllers[i].spec.stack.isEmpty
                if empty {
                    controllers[i].spec.kind = .vc
                    controllers[i].spec.supported = nil
                    controllers[i].spec.shouldAutorotate = nil
                    controllers[i].spec.preferred = nil
                }
                notes.append(ProjectNote(location: c.origin.location ?? SourceLocation(path: ".", line: 0), expression: c.name,
                                         note: "a nav in a nav's stack (UIKit refuses it): left out of the stack\(empty ? ", and this nav, left empty, is a plain controller" : "")"))
            }
            func kept(_ a: ScannedAction) -> Bool {
                guard case .done(let action) = a.kind else { return true }
                switch action {
                case .setNeedsUpdate, .requestGeometry:
                    if ios16 { return true }
                    notes.append(ProjectNote(location: a.location, expression: action.key,
                                             note: "exists only on iOS 16 and later (this scan is iOS \(ios)): left out"))
                    return false
                case .push(let shown) where kinds[shown] == .nav:
                    notes.append(ProjectNote(location: a.location, expression: "push \(shown)",
                                             note: "a nav cannot be pushed (UIKit raises): left out"))
                    return false
                default:
                    return true
                }
            }
            for h in controllers[i].hooks.indices { controllers[i].hooks[h].actions = controllers[i].hooks[h].actions.filter(kept) }
            controllers[i].hooks.removeAll { $0.actions.isEmpty }
            for b in controllers[i].buttons.indices { controllers[i].buttons[b].actions = controllers[i].buttons[b].actions.filter(kept) }
            controllers[i].buttons.removeAll { $0.actions.isEmpty }
        }
        // A window's root stands alone: not another window's, not a container's child.
        var rootOf: [String: String] = [root?.name ?? "": "the main window"]
        let children = Dictionary(controllers.flatMap { c in (c.spec.stack + c.spec.tabs).map { ($0, c.name) } }, uniquingKeysWith: { a, _ in a })
        windows.removeAll { w in
            let why = rootOf[w.spec.root].map { "already the root of \($0)" } ?? children[w.spec.root].map { "a child of \($0)" }
            rootOf[w.spec.root] = rootOf[w.spec.root] ?? "window \(w.spec.name)"
            guard let why else { return false }
            notes.append(ProjectNote(location: w.origin.location ?? SourceLocation(path: ".", line: 0), expression: "window \(w.spec.name)",
                                     note: "its root \(w.spec.root) is \(why): this window is left out"))
            return true
        }
        return notes
    }

    /// The last resort when the engine still finds a problem (a shape no rule above
    /// knows): each controller it names loses its actions, or the model its root's
    /// children; noted, so the model still loads.
    mutating func leaveOut(_ problems: [ModelError]) -> [ProjectNote] {
        var notes: [ProjectNote] = []
        for problem in problems {
            guard let i = controllers.firstIndex(where: { problem.keyPath.hasPrefix("controllers.\($0.name).") || problem.keyPath == "controllers.\($0.name)" })
            else { continue }
            let c = controllers[i]
            notes.append(ProjectNote(location: c.origin.location ?? SourceLocation(path: ".", line: 0), expression: problem.keyPath,
                                     note: "\(problem.message): its buttons and hooks left out"))
            controllers[i].hooks = []
            controllers[i].buttons = []
            if c.kind.isContainer, problem.keyPath.hasSuffix(".stack") || problem.keyPath.hasSuffix(".tabs") {
                controllers[i].spec.kind = .vc
                controllers[i].spec.stack = []
                controllers[i].spec.tabs = []
                controllers[i].spec.supported = nil
                controllers[i].spec.shouldAutorotate = nil
                controllers[i].spec.preferred = nil
            }
        }
        return notes
    }
}
