import UIKit

/// Every screen the router can show, by case.
enum Destination {
    case clip(id: Int)
    case preferences
    case about
}

enum Transition {
    case sheet
    case fullScreen
    case push
}

/// Presents for the controllers that call it: they are the presenters.
final class Router {
    @discardableResult
    func open(_ destination: Destination, from sender: UIViewController, transition: Transition) -> UIViewController? {
        guard let target = build(destination) else { return nil }
        switch transition {
        case .sheet:
            sender.present(wrapped(target), animated: true)
        case .fullScreen:
            target.modalPresentationStyle = .fullScreen
            sender.present(target, animated: true)
        case .push:
            sender.navigationController?.pushViewController(target, animated: true)
        }
        return target
    }

    private func build(_ destination: Destination) -> UIViewController? {
        let screen: UIViewController
        switch destination {
        case .clip(let id):
            let clip = ClipViewController()
            clip.clipID = id
            screen = clip
        case .preferences:
            screen = PreferencesViewController()
        case .about:
            return AboutViewController()
        }
        return screen
    }

    /// A nav built around the argument, its style set here.
    private func wrapped(_ root: UIViewController) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        nav.modalPresentationStyle = .formSheet
        return nav
    }
}
