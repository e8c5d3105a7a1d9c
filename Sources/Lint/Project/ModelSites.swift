// The ways a hand-written scenario shows each controller, read off the model: its root,
// navigation stacks and tabs, and every present and push its buttons, hooks and methods
// make. (A scanned project brings its own list, with the code's locations.)

import OrientationEngine
import Scenario

enum ModelSites {
    static func of(_ model: AppModel) -> [ShowSite] {
        var sites = [ShowSite(shown: model.root, by: nil, way: .windowRoot(window: nil), location: nil,
                              key: .appField(.root))]
        // R28: each extra window shows its own root.
        sites += model.windows.map {
            ShowSite(shown: $0.root, by: nil, way: .windowRoot(window: $0.name), location: nil, key: nil)
        }
        for spec in model.controllers {
            for child in spec.stack {
                sites.append(ShowSite(shown: child, by: spec.name, way: .navStack, location: nil, key: .field(spec.name, .stack)))
            }
            for child in spec.tabs {
                sites.append(ShowSite(shown: child, by: spec.name, way: .tab, location: nil, key: .field(spec.name, .tabs)))
            }
            var lists: [(ActionList, [Action])] = spec.buttons.enumerated().map { (.button($0.offset), $0.element.actions) }
            lists += Hook.allCases.compactMap { hook in spec.hooks[hook].map { (.hook(hook), $0) } }
            lists += spec.methods.keys.sorted().compactMap { name in spec.methods[name].map { (.method(name), $0) } }
            for (list, actions) in lists {
                for (index, action) in actions.enumerated() {
                    let key = ModelKey.action(spec.name, list, index)
                    switch action {
                    case .present(let name, let style):
                        let resolved = style ?? model.controller(named: name)?.presentation ?? .automatic
                        sites.append(ShowSite(shown: name, by: spec.name, way: .present(resolved), location: nil, key: key))
                    case .push(let name):
                        sites.append(ShowSite(shown: name, by: spec.name, way: .push, location: nil, key: key))
                    default:
                        break
                    }
                }
            }
        }
        return sites
    }
}
