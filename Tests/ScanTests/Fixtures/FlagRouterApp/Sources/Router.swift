import UIKit

enum Screen {
    case signUp
    case compose
    case settings

    /// Sign-up screens are held portrait in their own nav.
    var isOnboarding: Bool {
        switch self {
        case .signUp:
            return true
        default:
            return false
        }
    }
}

final class PortraitNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class FlowRouter {
    func show(_ screen: Screen, from sender: UIViewController) {
        let target = make(screen)
        let nav: UINavigationController = {
            if screen.isOnboarding {
                return PortraitNavigationController(rootViewController: target)
            } else {
                return UINavigationController(rootViewController: target)
            }
        }()
        nav.modalPresentationStyle = .fullScreen
        sender.present(nav, animated: true)
    }

    private func make(_ screen: Screen) -> UIViewController {
        switch screen {
        case .signUp: return SignUpViewController()
        case .compose: return ComposeViewController()
        case .settings: return SettingsViewController()
        }
    }
}
