import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = RootController()
        window?.makeKeyAndVisible()
    }
}

/// A container of one child at a time, in a module of its own in real apps.
class HoldingController: UIViewController {
    var content: UIViewController? {
        willSet {
            content?.willMove(toParent: nil)
            content?.view.removeFromSuperview()
            content?.removeFromParent()
        }
        didSet {
            if let content {
                addChild(content)
                view.addSubview(content.view)
                content.didMove(toParent: self)
            }
        }
    }
}

final class RootController: HoldingController {
    lazy var browser = BrowserController()
    private var watcher: AccountsWatcher?

    override func viewDidLoad() {
        super.viewDidLoad()
        watcher = AccountsWatcher { [weak self] empty in
            if empty {
                self?.content = SetupController()
            } else {
                self?.content = self?.browser
            }
        }
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let content {
            return content.supportedInterfaceOrientations
        }
        return super.supportedInterfaceOrientations
    }
}

final class SetupController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class BrowserController: UIViewController {}

final class AccountsWatcher {
    init(_ changed: @escaping (Bool) -> Void) {}
}
