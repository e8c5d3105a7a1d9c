import UIKit

/// What the message handler may ask of the screen it serves.
protocol BrowserHosting: AnyObject {
    func presentOverlay(controller: UIViewController, animated: Bool)
}

/// Shows whatever it is handed: its callers say what that is.
final class BrowserViewController: UIViewController, BrowserHosting {
    let messages = MessageHandler()

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    override func viewDidLoad() {
        super.viewDidLoad()
        messages.browser = self
    }

    func presentOverlay(controller: UIViewController, animated: Bool) {
        dismiss(animated: false) {
            self.present(controller, animated: animated)
        }
    }

    @objc func showErrorDetails() {
        presentOverlay(controller: ErrorDetailsViewController(), animated: true)
    }
}

/// Not a controller: it holds the screen through the protocol and hands it controllers.
final class MessageHandler {
    weak var browser: BrowserHosting?

    func scanRequested() {
        let scanner = ScannerViewController()
        scanner.modalPresentationStyle = .fullScreen
        browser?.presentOverlay(controller: scanner, animated: true)
    }
}

final class ErrorDetailsViewController: UIViewController {}

final class ScannerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UINavigationController(rootViewController: BrowserViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
