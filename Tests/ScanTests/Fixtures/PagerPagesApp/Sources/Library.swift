import UIKit

// A pager library's base: it asks its data source method for the pages.
class StripPagerController: UIViewController {
    func viewControllers(for pager: StripPagerController) -> [UIViewController] {
        []
    }
}

class ShelfController: StripPagerController {
    override func viewControllers(for pager: StripPagerController) -> [UIViewController] {
        fatalError("subclasses list their pages")
    }
}

final class BooksShelfController: ShelfController {
    override func viewControllers(for pager: StripPagerController) -> [UIViewController] {
        return [NovelsPageController(), PoemsPageController(kind: 2)]
    }
}

final class FilmsShelfController: ShelfController {
    override func viewControllers(for pager: StripPagerController) -> [UIViewController] {
        [TrailersPageController()]
    }
}

final class NovelsPageController: UIViewController {
    @objc func openNovel() {
        present(ReaderController(), animated: true)
    }
}

final class PoemsPageController: UIViewController {
    init(kind: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class TrailersPageController: UIViewController {
    @objc func play() {
        let player = TrailerPlayerController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }
}

final class ReaderController: UIViewController {}

final class TrailerPlayerController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

final class ShelvesTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [BooksShelfController(), FilmsShelfController()].map { UINavigationController(rootViewController: $0) }
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ShelvesTabController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
