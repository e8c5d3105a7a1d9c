import UIKit

/// The pages live in the view model, which is the pager's data source.
final class ExploreViewModel: NSObject, UIPageViewControllerDataSource {
    let trendingViewController: TrendingViewController
    let peopleViewController: PeopleViewController
    var viewControllers: [UIViewController]

    override init() {
        trendingViewController = {
            let viewController = TrendingViewController()
            viewController.title = "Trending"
            return viewController
        }()
        peopleViewController = PeopleViewController()
        viewControllers = []
        super.init()
        self.viewControllers = [trendingViewController, peopleViewController]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = viewControllers.firstIndex(of: viewController), index > 0 else { return nil }
        return viewControllers[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = viewControllers.firstIndex(of: viewController), index + 1 < viewControllers.count else { return nil }
        return viewControllers[index + 1]
    }
}

final class ExploreViewController: UIPageViewController {
    let viewModel = ExploreViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = viewModel
    }
}

final class TrendingViewController: UIViewController {
    @objc func openVideo() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }
}

final class PeopleViewController: UIViewController {}

final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UINavigationController(rootViewController: ExploreViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
