// UIKit's `show(_:sender:)` (and a storyboard's `show` segue) pushes when the screen is in a
// navigation controller and presents modally otherwise: which one is known only once the
// app's structure is, so a show is read as a push and settled here.

import OrientationEngine

extension AppResolver {
    /// A show from a screen no navigation controller holds becomes a modal presentation
    /// (its style automatic).
    mutating func settleShows() {
        let inNav = controllersInNavigation()
        for i in app.controllers.indices where !inNav.contains(app.controllers[i].name) {
            for h in app.controllers[i].hooks.indices {
                app.controllers[i].hooks[h].actions = app.controllers[i].hooks[h].actions.map(Self.presentingShow)
            }
            for b in app.controllers[i].buttons.indices {
                app.controllers[i].buttons[b].actions = app.controllers[i].buttons[b].actions.map(Self.presentingShow)
            }
        }
    }

    private static func presentingShow(_ action: ScannedAction) -> ScannedAction {
        guard action.viaShow, case .done(.push(let name)) = action.kind else { return action }
        return ScannedAction(kind: .done(.present(name, style: nil)), location: action.location)
    }

    /// The controllers a navigation controller holds: its stacks, what is pushed from them,
    /// the children of a container among them, and any screen that pushes with
    /// `pushViewController` (which only does something inside one).
    private func controllersInNavigation() -> Set<String> {
        var inNav: Set<String> = []
        for c in app.controllers where c.kind == .nav { inNav.formUnion(c.spec.stack) }
        let byName = Dictionary(app.controllers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func pushes(_ c: ScannedController) -> [(name: String, viaShow: Bool)] {
            (c.hooks.flatMap(\.actions) + c.buttons.flatMap(\.actions)).compactMap { action in
                if case .done(.push(let name)) = action.kind { return (name, action.viaShow) }
                return nil
            }
        }
        for c in app.controllers where pushes(c).contains(where: { !$0.viaShow }) { inNav.insert(c.name) }
        var queue = Array(inNav)
        while let name = queue.popLast() {
            guard let c = byName[name] else { continue }
            for next in pushes(c).map(\.name) + c.spec.tabs where inNav.insert(next).inserted { queue.append(next) }
        }
        return inNav
    }
}
