import UIKit

/// A reader that follows a runtime setting, and a root set from a coordinator.
final class ReaderViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if Settings.shared.allowsLandscapeReading {
            return .allButUpsideDown
        }
        return .portrait
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        OrientationStore.current()
    }
}

final class AppCoordinator {
    func start(window: UIWindow) {
        window.rootViewController = ReaderViewController()
    }

    func showHelp(from nav: UINavigationController) {
        nav.present(HelpViewController(), animated: true)
    }
}

final class HelpViewController: UIViewController {}
