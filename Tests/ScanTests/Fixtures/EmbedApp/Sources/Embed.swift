import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = ShelfViewController()
        window?.makeKeyAndVisible()
    }
}

final class ShelfViewController: UIViewController {
    private lazy var pager = ChapterPagerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pager)
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
    }

    @objc func openReader() {
        present(ReaderSplitViewController(), animated: true)
    }
}

final class ChapterPagerViewController: UIViewController {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pages)
        pages.setViewControllers([OpeningPageViewController()], direction: .forward, animated: false)
    }
}

final class OpeningPageViewController: UIViewController {
    @objc func watchTrailer() {
        let player = TrailerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }
}

final class TrailerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

final class ReaderSplitViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewController(OutlineViewController(), for: .primary)
        setViewController(PageTextViewController(), for: .secondary)
    }
}

final class OutlineViewController: UIViewController {}
final class PageTextViewController: UIViewController {}
