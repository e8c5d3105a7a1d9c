import OrientationEngine
import Scenario
import Testing
@testable import Scan

/// A split view showing its detail column from its own code, with a child coordinator filling
/// the navigation controller it is handed.
struct SplitDetailTests {
    static let source = """
        import UIKit
        protocol ShelfDelegate: AnyObject { func open(shelf: String) }
        final class LibrarySplitController: UISplitViewController {
            private var detail: ShelfCoordinator?
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [UINavigationController(rootViewController: ShelvesController(delegate: self))]
            }
            private func show(shelf: String) {
                let navigationController = UINavigationController()
                let coordinator = ShelfCoordinator(shelf: shelf, navigationController: navigationController)
                coordinator.start()
                detail = coordinator
                showDetailViewController(navigationController, sender: nil)
            }
        }
        extension LibrarySplitController: ShelfDelegate {
            func open(shelf: String) { show(shelf: shelf) }
        }
        final class ShelvesController: UITableViewController {
            weak var delegate: ShelfDelegate?
            init(delegate: ShelfDelegate) {
                self.delegate = delegate
                super.init(style: .plain)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                delegate?.open(shelf: "all")
            }
        }
        final class ShelfCoordinator {
            weak var navigationController: UINavigationController?
            let shelf: String
            init(shelf: String, navigationController: UINavigationController) {
                self.shelf = shelf
                self.navigationController = navigationController
            }
            func start() {
                navigationController?.setViewControllers([makeBooks()], animated: false)
                func makeBooks() -> BooksController {
                    BooksController(coordinator: self)
                }
            }
            func openBook() {
                navigationController?.pushViewController(ReaderController(), animated: true)
            }
        }
        final class BooksController: UIViewController {
            weak var coordinator: ShelfCoordinator?
            init(coordinator: ShelfCoordinator) {
                self.coordinator = coordinator
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func tapped() { coordinator?.openBook() }
        }
        final class ReaderController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
        }
        """

    static let files = ["SceneDelegate.swift": Fixtures.sceneDelegate(root: "LibrarySplitController()"), "App.swift": source]

    @Test("a split view's `showDetailViewController(nav, sender:)` makes the nav a column of it, shown by selecting it (never a nav pushed, which UIKit refuses), from a list calling the split through a delegate")
    func detailIsAColumn() throws {
        let model = try Fixtures.scan(files: Self.files).model
        let split = try model.spec("LibrarySplitController")
        #expect(split.tabs.count == 2)
        let detail = try #require(split.tabs.last)
        #expect(try model.spec(detail).stack == ["BooksController"])
        let list = try model.spec("ShelvesController")
        #expect(list.buttons.map(\.actions) == [[.selectTab(1)]])
    }

    @Test("a coordinator's `navigationController?.setViewControllers([makeBooks()], …)` fills the nav it was handed, `makeBooks()` a function declared inside `start()` returning BooksController; what it pushes later is a button of the screen calling it")
    func handedNavFilledBySetViewControllers() throws {
        let model = try Fixtures.scan(files: Self.files).model
        let books = try model.spec("BooksController")
        #expect(books.buttons.map(\.actions) == [[.push("ReaderController")]])
        // One controller per navigation controller built: the column and the action name the same one.
        #expect(model.controllers.filter { $0.stack == ["BooksController"] }.count == 1)
    }

    @Test("a coordinator's `rootViewController.showDetailViewController(nav, sender: nil)` on the split it holds makes the nav a column too, selected from the list calling the coordinator; a plain detail shown again is the same column")
    func coordinatorShowsTheDetail() throws {
        let model = try Fixtures.scan(files: ["AppDelegate.swift": Fixtures.coordinatorAppDelegate, "App.swift": """
            import UIKit
            final class MainCoordinator {
                var navigationController: UINavigationController = UINavigationController()
                lazy var rootViewController: UISplitViewController = UISplitViewController()
                func start() {
                    let list = VaultListViewController()
                    list.coordinator = self
                    navigationController.viewControllers = [list]
                    rootViewController.viewControllers = [navigationController, EmptyDetailViewController()]
                }
                func showVault() {
                    let detailNavigationController = UINavigationController()
                    let child = VaultCoordinator(navigationController: detailNavigationController)
                    child.start()
                    rootViewController.showDetailViewController(detailNavigationController, sender: nil)
                }
                func hideVault() {
                    rootViewController.showDetailViewController(EmptyDetailViewController(), sender: nil)
                }
            }
            final class VaultCoordinator {
                var navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(VaultViewController(), animated: false) }
            }
            final class VaultListViewController: UITableViewController {
                weak var coordinator: MainCoordinator?
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { coordinator?.showVault() }
            }
            final class EmptyDetailViewController: UIViewController {}
            final class VaultViewController: UIViewController {}
            """]).model
        let split = try model.spec("UISplitViewController")
        #expect(split.tabs.count == 3, "\(split.tabs)")
        let detail = try #require(split.tabs.last)
        #expect(try model.spec(detail).stack == ["VaultViewController"])
        #expect(try model.spec("VaultListViewController").buttons.map(\.actions) == [[.selectTab(2)]])
    }

    @Test("the master list's `splitViewController.showDetailViewController(detailNC, sender: self)` (UIKit's property, unwrapped into a local) makes the nav a column of the split view holding the list, selected by the row")
    func masterShowsTheDetail() throws {
        let model = try Fixtures.scan(files: ["SceneDelegate.swift": Fixtures.sceneDelegate(root: "MainViewController()"), "App.swift": """
            import UIKit
            final class MainViewController: UISplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let masterNC = UINavigationController(rootViewController: ListViewController())
                    let detailNC = UINavigationController(rootViewController: PlaceholderViewController())
                    viewControllers = [masterNC, detailNC]
                }
            }
            final class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    guard let splitViewController = splitViewController else { return }
                    let detailNC = UINavigationController(rootViewController: DetailViewController())
                    splitViewController.showDetailViewController(detailNC, sender: self)
                }
            }
            final class PlaceholderViewController: UIViewController {}
            final class DetailViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            """]).model
        let split = try model.spec("MainViewController")
        #expect(split.tabs.count == 3, "\(split.tabs)")
        #expect(try model.spec(split.tabs[2]).stack == ["DetailViewController"])
        #expect(try model.spec("ListViewController").buttons.map(\.actions) == [[.selectTab(2)]])
    }

    @Test("a storyboard's `showDetail` segue from the master list to a navigation controller (Xcode's master-detail template) is a column of the split view holding the list, selected by the segue")
    func storyboardShowDetail() throws {
        let board = Fixtures.storyboard(initial: "sp-1", [
            #"<splitViewController id="sp-1" sceneMemberID="viewController"><connections><segue destination="mn-1" kind="relationship" relationship="masterViewController" id="r1"/><segue destination="dn-1" kind="relationship" relationship="detailViewController" id="r2"/></connections></splitViewController>"#,
            #"<navigationController id="mn-1" sceneMemberID="viewController"><connections><segue destination="l-1" kind="relationship" relationship="rootViewController" id="r3"/></connections></navigationController>"#,
            #"<tableViewController id="l-1" customClass="MasterController" sceneMemberID="viewController"><connections><segue destination="dn-1" kind="showDetail" identifier="showDetail" id="s1"/></connections></tableViewController>"#,
            #"<navigationController id="dn-1" sceneMemberID="viewController"><connections><segue destination="d-1" kind="relationship" relationship="rootViewController" id="r4"/></connections></navigationController>"#,
            #"<viewController id="d-1" customClass="DetailController" sceneMemberID="viewController"/>"#,
        ])
        let model = try Fixtures.scan(files: [
            "Main.storyboard": board,
            "Info.plist": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"#,
            "App.swift": """
                import UIKit
                final class MasterController: UITableViewController {}
                final class DetailController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                }
                """,
        ]).model
        let split = try #require(model.controller(named: model.root)?.tabs, "\(model.root)")
        let detail = try #require(split.firstIndex { (try? model.spec($0).stack) == ["DetailController"] }, "\(split)")
        #expect(try model.spec("MasterController").buttons.map(\.actions) == [[.selectTab(detail)]])
    }

    @Test("`splitViewController?.showDetailViewController(UINavigationController(rootViewController: PostScreen()), …)` when the split's columns are set elsewhere (a nav that is no column of it): the post is pushed, as a collapsed split shows it, never the nav itself")
    func newDetailNavPushesItsRoot() throws {
        let model = try Fixtures.scan(source: Fixtures.appDelegate(launch: """
            let window = UIWindow(frame: UIScreen.main.bounds)
            let split = UISplitViewController()
            split.viewControllers = [UINavigationController(rootViewController: MenuScreen()), UINavigationController(rootViewController: FeedScreen())]
            window.rootViewController = split
            self.window = window
            """) + """
            class MenuScreen: UIViewController {
                @objc func openPost() {
                    splitViewController?.showDetailViewController(UINavigationController(rootViewController: PostScreen()), sender: nil)
                }
            }
            class FeedScreen: UIViewController {}
            class PostScreen: UIViewController {}
            """).model
        #expect(try model.spec("MenuScreen").buttons.map(\.actions) == [[.push("PostScreen")]])
    }
}
