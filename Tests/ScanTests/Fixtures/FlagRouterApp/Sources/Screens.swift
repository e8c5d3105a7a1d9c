import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = HomeViewController()
        window?.makeKeyAndVisible()
    }
}

final class HomeViewController: UIViewController {
    let router = FlowRouter()

    @objc func joinTapped() {
        router.show(.signUp, from: self)
    }

    @objc func writeTapped() {
        router.show(.compose, from: self)
    }
}

final class SignUpViewController: UIViewController {}
final class ComposeViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
