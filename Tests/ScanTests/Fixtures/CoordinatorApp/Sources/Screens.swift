import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = LibraryViewController()
        window?.makeKeyAndVisible()
    }
}

protocol Routed: AnyObject {
    var router: Router! { get }
}

/// Any routed screen can open a clip: the screens that adopt it get the way.
extension Routed where Self: UIViewController {
    func playClip(id: Int) {
        router.open(.clip(id: id), from: self, transition: .fullScreen)
    }
}

final class LibraryViewController: UIViewController, Routed {
    var router: Router!

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    @objc func settingsTapped() {
        router.open(.preferences, from: self, transition: .sheet)
    }

    @objc func aboutTapped() {
        router.open(.about, from: self, transition: .push)
    }
}

final class ClipViewController: UIViewController {
    var clipID = 0
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

final class PreferencesViewController: UIViewController {}

final class AboutViewController: UIViewController {
    /// A factory's declared return type names the class it gives.
    static func licenses() -> LicensesViewController { LicensesViewController() }

    @objc func licensesTapped() {
        let licenses = AboutViewController.licenses()
        show(licenses, sender: self)
    }
}

final class LicensesViewController: UIViewController {}
