import UIKit

/// The key window's root comes from a coordinator's property with a declared type.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let coordinator = AppCoordinator()
        appCoordinator = coordinator
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = coordinator.controller
        window.makeKeyAndVisible()
        self.window = window
    }
}

final class AppCoordinator {
    let controller: InboxViewController

    init() {
        controller = InboxViewController()
    }
}

final class InboxViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
