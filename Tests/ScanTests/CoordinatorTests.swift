import OrientationEngine
import Scenario
import Testing
@testable import Scan

/// Coordinator-built apps: the window's root handed to a coordinator, its containers filled in
/// `start()`, its other windows made in its own functions.
struct CoordinatorTests {
    @Test("a coordinator's lazy split view filled in `start()` (`rootViewController.viewControllers = [navigationController, Detail()]`) holds those columns, and its `var navigationController: UINavigationController = BaseNavigationController()` filled there holds its list")
    func splitFilledInStart() throws {
        let result = try Fixtures.scan(files: ["AppDelegate.swift": Fixtures.coordinatorAppDelegate, "App.swift": """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            final class MainCoordinator: NSObject, Coordinator {
                var navigationController: UINavigationController = BaseNavigationController()
                lazy var rootViewController: UISplitViewController = {
                    let split = UISplitViewController()
                    split.preferredDisplayMode = .oneBesideSecondary
                    return split
                }()

                func start() {
                    let list = VaultListViewController()
                    navigationController.viewControllers = [list]
                    rootViewController.viewControllers = [navigationController, EmptyDetailViewController()]
                }
            }
            class BaseNavigationController: UINavigationController {}
            final class VaultListViewController: UITableViewController {}
            final class EmptyDetailViewController: UIViewController {}
            """])
        let model = result.model
        #expect(model.root == "UISplitViewController")
        #expect(try model.spec("UISplitViewController").tabs == ["BaseNavigationController", "EmptyDetailViewController"])
        #expect(try model.spec("BaseNavigationController").stack == ["VaultListViewController"])
    }

    @Test("R28 a window a coordinator makes as a local (`let window = UIWindow(windowScene:)`, a cover at alert level) is one of the app's other windows, not the root; `X.instantiateFromStoryboard()` declared `-> Self` is an X, never the helper's unconstrained `T`")
    func coverWindowAndSelfFactory() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class MainCoordinator: NSObject {
                private let mainWindow: UIWindow
                private let rootSplit: RootSplitVC
                init(window: UIWindow) {
                    mainWindow = window
                    rootSplit = RootSplitVC()
                    super.init()
                    window.rootViewController = rootSplit
                }
                func showCover() {
                    let window = UIWindow(windowScene: mainWindow.windowScene!)
                    window.windowLevel = UIWindow.Level.alert + 1
                    let cover = AppCoverVC.make()
                    window.rootViewController = cover
                    window.makeKeyAndVisible()
                }
            }
            final class RootSplitVC: UISplitViewController {}
            final class AppCoverVC: UIViewController {
                static func make() -> UIViewController {
                    let vc = AppCoverVC.instantiateFromStoryboard()
                    return vc
                }
            }
            extension UIViewController {
                class func instantiateFromStoryboard(_ name: String? = nil) -> Self {
                    return instantiateHelper(storyboardName: name)
                }
                private class func instantiateHelper<T>(storyboardName: String?) -> T {
                    let className = String(describing: self)
                    let storyboard = UIStoryboard(name: storyboardName ?? className, bundle: nil)
                    return storyboard.instantiateViewController(withIdentifier: className) as! T
                }
            }
            """)
        let model = result.model
        #expect(model.root == "RootSplitVC")
        #expect(model.windows.map(\.root) == ["AppCoverVC"], "\(model.windows)")
        #expect(!model.controllers.contains { $0.name == "T" })
    }

    @Test("a root chosen by a run-time condition (`isLoggedIn ? MainSplit : Onboarding`, one assignment) is the container: the app's main screens are its; the other is said under not resolved")
    func loggedInRootIsTheContainer() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class AppCoordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func showMainScreen(isLoggedIn: Bool) {
                    let viewController: UIViewController
                    if !isLoggedIn {
                        viewController = OnboardingViewController()
                    } else {
                        viewController = MainViewController()
                    }
                    window.rootViewController = viewController
                }
            }
            final class OnboardingViewController: UIViewController {}
            final class MainViewController: UISplitViewController {}
            """)
        #expect(result.model.root == "MainViewController")
        #expect(result.unresolved.contains { $0.note.contains("also OnboardingViewController") }, "\(result.unresolved)")
    }

    @Test("a navigation controller built, handed to a child coordinator's init and presented, holds what the child's start() pushes onto it; that push is not also the caller's")
    func childCoordinatorFillsTheHandedNav() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            final class MainCoordinator: Coordinator {
                let navigationController = UINavigationController()
                var children: [Coordinator] = []
                func start() {
                    let list = VaultList()
                    list.coordinator = self
                    navigationController.viewControllers = [list]
                }
                func addVault() {
                    let modal = BaseNavigationController()
                    let child = AddVaultCoordinator(navigationController: modal)
                    children.append(child)
                    navigationController.topViewController?.present(modal, animated: true)
                    child.start()
                }
            }
            final class AddVaultCoordinator: Coordinator {
                var navigationController: UINavigationController
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }
                func start() {
                    let add = AddVaultViewController()
                    navigationController.pushViewController(add, animated: false)
                }
            }
            class BaseNavigationController: UINavigationController {}
            final class VaultList: UITableViewController {
                weak var coordinator: MainCoordinator?
                @objc func addTapped() { coordinator?.addVault() }
            }
            final class AddVaultViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let coordinator = MainCoordinator()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    coordinator.start()
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = coordinator.navigationController
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            """)
        let model = result.model
        #expect(try model.spec("VaultList").buttons.map(\.actions) == [[.present("BaseNavigationController")]])
        #expect(try model.spec("BaseNavigationController").stack == ["AddVaultViewController"])
    }

    @Test("closures a coordinator hands to a screen it builds (`EntryListScreen(onSelect: { self?.showEntry() }, onMore: { … present … })`, in a function or a lazy property's initializer) are that screen's buttons, named by their labels, with the coordinator's calls followed")
    func handedClosuresAreTheScreensButtons() throws {
        let screens = """
            class EntryListScreen: UIViewController {
                let onSelect: () -> Void
                let onMore: () -> Void
                init(onSelect: @escaping () -> Void, onMore: @escaping () -> Void) {
                    self.onSelect = onSelect
                    self.onMore = onMore
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class EntryScreen: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
            }
            """
        let inFunction = Fixtures.sceneDelegate(root: "JournalFlow.shared.start()") + """
            final class JournalFlow {
                static let shared = JournalFlow()
                let navigation = UINavigationController()
                func start() -> UINavigationController {
                    let list = EntryListScreen(onSelect: { [weak self] in self?.showEntry() }, onMore: { [weak self] in
                        self?.navigation.present(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet), animated: true)
                    })
                    navigation.setViewControllers([list], animated: false)
                    return navigation
                }
                private func showEntry() { self.navigation.pushViewController(EntryScreen(), animated: true) }
            }
            """ + screens
        let lazy = Fixtures.sceneDelegate(root: "JournalFlow.shared.viewController") + """
            final class JournalFlow {
                static let shared = JournalFlow()
                lazy var viewController: UINavigationController = {
                    let list = EntryListScreen(onSelect: { [weak self] in self?.showEntry() }, onMore: { [weak self] in
                        self?.viewController.present(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet), animated: true)
                    })
                    return UINavigationController(rootViewController: list)
                }()
                private func showEntry() { self.viewController.pushViewController(EntryScreen(), animated: true) }
            }
            """ + screens
        for source in [inFunction, lazy] {
            let result = try Fixtures.scan(source: source)
            let list = try result.model.spec("EntryListScreen")
            #expect(Set(list.buttons.map { "\($0.title): \($0.actions)" })
                == ["onSelect: \([Action.push("EntryScreen")])", "onMore: \([Action.present("UIAlertController", style: nil)])"], "\(result.yaml)")
            #expect(!result.unresolved.contains { $0.note.contains("JournalFlow, which is not a controller") }, "\(result.unresolved)")
        }
    }

    @Test("the window's root from a coordinator's computed getter (`var rootViewController: UIViewController { shell }`, `shell` a lazy navigation controller) is what the getter returns")
    func rootFromAComputedGetter() throws {
        let model = try Fixtures.scan(source: """
            import UIKit
            final class AboutViewController: UIViewController {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let flow = FlowController()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = flow.rootViewController
                }
            }
            final class FlowController {
                private lazy var shell: ShellNavigationController = {
                    return ShellNavigationController()
                }()
                var rootViewController: UIViewController {
                    return shell
                }
            }
            final class ShellNavigationController: UINavigationController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    self.viewControllers = [HomeListViewController()]
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class HomeListViewController: UIViewController {}
            """).model
        #expect(model.root == "ShellNavigationController")
        #expect(try model.spec("ShellNavigationController").stack == ["HomeListViewController"])
    }

    @Test("an untyped `lazy var tabs = { return makeTabs() }()` holds what the type's factory returns: the router's `guard let tabs = tabs … window.rootViewController = tabs` is that tab bar, filled by `setViewControllers`")
    func untypedLazyFactory() throws {
        let model = try Fixtures.scan(source: Fixtures.appDelegate(launch: """
            let window = UIWindow(frame: UIScreen.main.bounds)
            self.window = window
            Router(window: window).start()
            """) + """
            final class RegionListController: UITableViewController {}
            final class GlobeController: UIViewController {}
            final class MainTabsController: UITabBarController {}
            final class Router {
                let window: UIWindow
                private lazy var tabs = {
                    return makeTabs()
                }()
                private func makeTabs() -> MainTabsController? { MainTabsController() }
                init(window: UIWindow) { self.window = window }
                func start() {
                    guard let tabs = tabs else { return }
                    var pages = [UIViewController]()
                    pages.append(UINavigationController(rootViewController: RegionListController()))
                    pages.append(UINavigationController(rootViewController: GlobeController()))
                    tabs.setViewControllers(pages, animated: false)
                    window.rootViewController = tabs
                }
            }
            """).model
        #expect(model.root == "MainTabsController")
        #expect(try model.spec("MainTabsController").tabs.count == 2)
    }
}
