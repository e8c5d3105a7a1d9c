import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        switch UIDevice.current.userInterfaceIdiom {
        case .pad:
            window?.rootViewController = SplitRootViewController()
        default:
            window?.rootViewController = RootViewController()
        }
        window?.makeKeyAndVisible()
    }
}

/// Every screen asks what it presents.
final class RootViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        presentedViewController?.supportedInterfaceOrientations ?? .portrait
    }

    override var shouldAutorotate: Bool { presentedViewController?.shouldAutorotate ?? true }

    @objc func openSettings() {
        let settings = HostingController(rootView: SettingsView())
        present(settings, animated: true)
    }

    @objc func openPlayer() {
        present(MoviePlayerViewController(allowed: .landscape), animated: true)
    }

    func rotateManually() {
        if #available(iOS 16.0, *) {
            let preferences = UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscapeRight)
            view.window?.windowScene?.requestGeometryUpdate(preferences) { _ in }
        }
        let spinner = UIView()
        spinner.transform = CGAffineTransform(rotationAngle: .pi / 2)   // decorative: not forcing
    }
}

final class SplitRootViewController: UISplitViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

class HostingController<Content: View>: UIHostingController<Content> {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class MoviePlayerViewController: UIViewController {
    let allowed: UIInterfaceOrientationMask
    var orientationLock: UIInterfaceOrientationMask = .allButUpsideDown
    let playerView = UIView()

    init(allowed: UIInterfaceOrientationMask) {
        self.allowed = allowed
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientationLock }

    @objc func enterFullScreen() {
        playerView.transform = CGAffineTransform(rotationAngle: .pi / 2)
    }

    @objc func exitFullScreen() {
        playerView.transform = .identity
    }
}

extension UINavigationController {
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        visibleViewController?.supportedInterfaceOrientations ?? .portrait
    }
}
