import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = RootTabController()
        window?.makeKeyAndVisible()
    }
}

/// Tabs built in its own init, each wrapped in a nav by a `map`.
final class RootTabController: UITabBarController {
    init() {
        let feed = FeedViewController()
        let search = SearchViewController()
        super.init(nibName: nil, bundle: nil)
        viewControllers = [feed, search].map { ThemedNavigationController(rootViewController: $0) } + [ProfileNavigationController()]
    }

    required init?(coder: NSCoder) { fatalError() }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        selectedViewController?.supportedInterfaceOrientations ?? .portrait
    }
}

final class ThemedNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .portrait
    }
}

/// A nav that sets its own root.
final class ProfileNavigationController: UINavigationController {
    init() {
        super.init(rootViewController: ProfileViewController())
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A tab bar filled in a setup function its viewDidLoad calls.
final class SettingsTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTabs()
    }

    private func setUpTabs() {
        setViewControllers([GeneralViewController(), PrivacyViewController()], animated: false)
    }
}

final class FeedViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    @objc func openSettings() {
        present(SettingsTabController(), animated: true)
    }
}

final class SearchViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class GeneralViewController: UIViewController {}
final class PrivacyViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
