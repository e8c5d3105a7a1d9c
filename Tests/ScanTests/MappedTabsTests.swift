import OrientationEngine
import Testing
@testable import Scan

/// Tabs built from a list the code keeps elsewhere: an enum's cases mapped through a computed
/// property that switches over `self`, or items (a struct holding each tab's controller) mapped
/// to their controllers. Every value the list can hold is a tab of its own.
struct MappedTabsTests {
    static let scene = Fixtures.sceneDelegate(root: "MainTabs()")

    static let enumTabs = [
        "SceneDelegate.swift": scene,
        "Tabs.swift": """
            import UIKit
            enum Tab: CaseIterable {
                case feed, search, player

                var viewController: UIViewController {
                    switch self {
                    case .feed: return UINavigationController(rootViewController: FeedController())
                    case .search: return SearchController()
                    case .player: return PlayerController()
                    }
                }
            }
            final class MainTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = Tab.allCases.map { $0.viewController }
                }
            }
            final class FeedController: UIViewController {}
            final class SearchController: UIViewController {}
            final class PlayerController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            """,
    ]

    static let itemTabs = [
        "SceneDelegate.swift": scene,
        "Tabs.swift": """
            import UIKit
            struct TabItem {
                var title: String
                var controller: UIViewController
            }
            private enum TabKind: String {
                case home, profile

                var item: TabItem {
                    switch self {
                    case .home:
                        let home = HomeFactory().makeModule()
                        let nav = UINavigationController(rootViewController: home)
                        return TabItem(title: "Home", controller: nav)
                    case .profile:
                        return TabItem(title: "Profile", controller: ProfileController())
                    }
                }
            }
            final class HomeFactory {
                func makeModule() -> UIViewController { HomeController() }
            }
            final class MainTabs: UITabBarController {
                private lazy var items: [TabItem] = {
                    Settings.tabNames.compactMap { TabKind(rawValue: $0)?.item }
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let controllers = self.items.map { item -> UIViewController in
                        let controller = item.controller
                        controller.tabBarItem = UITabBarItem(title: item.title, image: nil, selectedImage: nil)
                        return controller
                    }
                    setViewControllers(controllers, animated: false)
                }
            }
            final class HomeController: UIViewController {}
            final class ProfileController: UIViewController {}
            """,
    ]

    @Test("`viewControllers = Tab.allCases.map { $0.viewController }` with the property switching over `self`: each case's controller is a tab")
    func enumCasesAreTabs() throws {
        let model = try Fixtures.scan(files: Self.enumTabs).model
        let root = try model.spec("MainTabs")
        #expect(root.kind == .tab)
        #expect(Set(root.tabs) == ["UINavigationController", "SearchController", "PlayerController"], "\(root.tabs)")
        #expect(try model.spec("UINavigationController").stack == ["FeedController"])
    }

    @Test("`setViewControllers(items.map { $0.controller })`, each item a struct built with `controller:`: every controller handed is a tab")
    func structItemsAreTabs() throws {
        let model = try Fixtures.scan(files: Self.itemTabs).model
        let root = try model.spec("MainTabs")
        #expect(Set(root.tabs) == ["UINavigationController", "ProfileController"], "\(root.tabs)")
        #expect(try model.spec("UINavigationController").stack == ["HomeController"])
    }

    /// The same class as a storyboard's initial tab bar scene with no relationship segues.
    static let storyboard = Fixtures.storyboard(initial: "t1", [#"<tabBarController id="t1" customClass="MainTabs" sceneMemberID="viewController"/>"#])

    @Test("a storyboard's tab bar scene without relationships whose class sets its own tabs: those tabs, no stand-in")
    func storyboardSceneTakesItsClassTabs() throws {
        var files = Self.enumTabs
        files["SceneDelegate.swift"] = Self.scene.replacingOccurrences(
            of: "MainTabs()", with: "UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()")
        files["Main.storyboard"] = Self.storyboard
        let model = try Fixtures.scan(files: files).model
        #expect(model.root == "MainTabs")
        #expect(Set(try model.spec("MainTabs").tabs) == ["UINavigationController", "SearchController", "PlayerController"])
    }

    static let flaggedTabs = [
        "SceneDelegate.swift": scene,
        "Tabs.swift": """
            import UIKit
            enum Utils {
                static func navController(for controller: UIViewController) -> AppNav {
                    let nav = AppNav(rootViewController: controller)
                    return nav
                }
            }
            final class AppNav: UINavigationController {}
            final class MainTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var tabs = [UIViewController]()
                    let list = ListController()
                    let profile = ProfileController()
                    let discover: UIViewController
                    if Flags.grid {
                        discover = GridDiscoverController()
                    } else {
                        discover = ListDiscoverController()
                    }
                    if Flags.queueTab {
                        let queue = QueueController()
                        tabs = [list, discover, queue, profile]
                    } else {
                        tabs = [list, discover, profile]
                    }
                    viewControllers = tabs.map { Utils.navController(for: $0) }
                }
            }
            final class ListController: UIViewController {}
            final class QueueController: UIViewController {}
            final class ProfileController: UIViewController {}
            final class GridDiscoverController: UIViewController {}
            final class ListDiscoverController: UIViewController {}
            """,
    ]

    @Test("`tabs = [...]` in each arm of a flag, then `tabs.map { Utils.navController(for: $0) }`: every arm's controllers, each in the nav the factory builds")
    func flaggedArmsMappedThroughFactory() throws {
        let model = try Fixtures.scan(files: Self.flaggedTabs).model
        let tabs = try model.spec("MainTabs").tabs
        #expect(tabs.count == 4, "\(tabs)")
        let stacks = try Set(tabs.map { try model.spec($0).stack })
        // A tab chosen by a flag is its first arm's controller.
        #expect(stacks == [["ListController"], ["GridDiscoverController"], ["QueueController"], ["ProfileController"]], "\(tabs)")
    }
}

/// Tabs each wrapped in a navigation controller by a `map` over a list the code builds from
/// identifiers: the initializer passed as a function, or a closure calling it.
struct NavWrappedTabsTests {
    static func files(wrapping map: String) -> [String: String] {
        [
            "SceneDelegate.swift": Fixtures.sceneDelegate(root: "RootTabs()"),
            "Tabs.swift": """
                import UIKit
                final class RootTabs: UITabBarController {
                    var onTabs: (([Int]) -> Void)?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        onTabs = { [weak self] ids in
                            let navs = ids.compactMap { RootTabs.make($0) }\(map)
                            self?.setViewControllers(navs, animated: false)
                        }
                    }
                    static func make(_ id: Int) -> UIViewController? {
                        switch id {
                        case 0: return ListA()
                        case 1: return ListB()
                        default: return nil
                        }
                    }
                }
                final class ListA: UIViewController {
                    @objc func open() { navigationController?.pushViewController(Detail(), animated: true) }
                }
                final class ListB: UIViewController {}
                final class Detail: UIViewController {}
                """,
        ]
    }

    @Test("`.map(UINavigationController.init(rootViewController:))` and `.map { UINavigationController(rootViewController: $0) }` over a list the factory fills: one nav per tab, each with its root, pushes reached")
    func eachTabInItsNav() throws {
        for map in [".map(UINavigationController.init(rootViewController:))", ".map { UINavigationController(rootViewController: $0) }"] {
            let model = try Fixtures.scan(files: Self.files(wrapping: map)).model
            let tabs = try model.spec("RootTabs").tabs
            #expect(tabs.count == 2, "\(map): \(tabs)")
            let stacks = try Set(tabs.map { try model.spec($0).stack })
            #expect(stacks == [["ListA"], ["ListB"]], "\(map): \(tabs)")
        }
    }
}

/// Children added by a helper from its parameter, read at each call.
struct ChildrenFromCallsTests {
    @Test("`registerSubmodule(.init(viewController: stories, …))` into a base class's `addChild(submodule.viewController)`, and `embed(_ vc:) { addChild(vc) }`: each caller's class holds what it passes")
    func helperAddsWhatCallersPass() throws {
        let source = """
            import UIKit
            \(Fixtures.sceneDelegate(root: "UITabBarController()"))
            struct Submodule {
                let viewController: UIViewController?
                let position: Int
            }
            class BaseExploreController: UIViewController {
                func registerSubmodule(_ submodule: Submodule) {
                    if let viewController = submodule.viewController {
                        self.addChild(viewController)
                    }
                }
                func embed(_ child: UIViewController) {
                    addChild(child)
                }
            }
            final class StoriesAssembly {
                func makeModule() -> UIViewController { StoriesController() }
            }
            final class ExploreController: BaseExploreController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stories = StoriesAssembly().makeModule()
                    self.registerSubmodule(.init(viewController: stories, position: 0))
                }
            }
            final class HomeController: BaseExploreController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    embed(ContinueController())
                }
            }
            final class StoriesController: UIViewController {}
            final class ContinueController: UIViewController {}
            """
        let model = try Fixtures.scan(source: source).project.scenario.model
        #expect(try model.spec("ExploreController").tabs == ["StoriesController"])
        #expect(try model.spec("HomeController").tabs == ["ContinueController"])
    }
}
