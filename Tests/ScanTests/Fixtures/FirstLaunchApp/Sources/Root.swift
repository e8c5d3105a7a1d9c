import UIKit

enum Settings {
    static var didLaunch: Bool {
        get { UserDefaults.standard.bool(forKey: "didLaunch") }
        set { UserDefaults.standard.set(newValue, forKey: "didLaunch") }
    }
}

final class RootViewController: UIViewController {
    private var banner: BannerView?

    override func viewDidLoad() {
        super.viewDidLoad()
        configureSearch()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        banner?.dismiss()
        guard let navigationController else { return }
        navigationController.setNavigationBarHidden(false, animated: false)
        if !Settings.didLaunch {
            Settings.didLaunch = true
            let welcome = WelcomeViewController()
            welcome.modalPresentationStyle = .fullScreen
            present(welcome, animated: true)
        }
        if let tips = TipsViewController.pending() {
            present(tips, animated: true)
        }
    }

    private func configureSearch() {
        NotificationCenter.default.addObserver(forName: .init("search"), object: nil, queue: .main) { [weak self] _ in
            self?.navigationController?.pushViewController(SearchViewController(), animated: false)
        }
    }
}

final class BannerView: UIView {
    func dismiss() { removeFromSuperview() }
}

final class WelcomeViewController: UIViewController {}
final class SearchViewController: UIViewController {}
final class TipsViewController: UIViewController {
    static func pending() -> TipsViewController? { TipsViewController() }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UINavigationController(rootViewController: RootViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
