import OrientationEngine
import Testing
@testable import Scan

/// A router that swaps the window's root through a helper taking the controller
/// (`replaceRoot(by:)`), after the launch delegate put a launch screen there.
struct RootAtCallersTests {
    static let source = """
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var router: Router?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = LaunchScreenController()
                window.makeKeyAndVisible()
                self.window = window
                router = Router(window: window)
                router?.start()
                return true
            }
        }
        final class Router {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() {
                if Session.isLoggedIn { showMain() } else { replaceRoot(by: LoginController()) }
            }
            func showMain() { replaceRoot(by: MainTabs()) }
            private func replaceRoot(by controller: UIViewController) {
                window.rootViewController = controller
            }
        }
        enum Session { static var isLoggedIn = false }
        final class LaunchScreenController: UIViewController {}
        final class LoginController: UIViewController {}
        final class MainTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [FeedController()]
            }
        }
        final class FeedController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        """

    @Test("`window.rootViewController = controller` in `replaceRoot(by:)`: each caller's controller is a root, the container among them is used")
    func rootFromCallers() throws {
        let result = try Fixtures.scan(source: Self.source)
        #expect(result.model.root == "MainTabs")
        #expect(result.unresolved.contains { $0.note.contains("the root is set in 2 places (also LoginController") }, "\(result.unresolved)")
        #expect(!result.unresolved.contains { $0.note.contains("cannot be read") }, "\(result.unresolved)")
    }

    @Test("the launch delegate's `LaunchScreenController`, replaced at start: said, and not the root; never replaced, it is the root")
    func launchScreenReplaced() throws {
        let result = try Fixtures.scan(source: Self.source)
        #expect(result.unresolved.contains { $0.note.hasPrefix("LaunchScreenController is shown while the app starts") }, "\(result.unresolved)")
        let alone = try Fixtures.scan(source: Self.source.replacingOccurrences(of: "window.rootViewController = controller", with: "_ = controller"))
        #expect(alone.model.root == "LaunchScreenController")
        #expect(AppResolver.isLaunchScreen("SplashViewController") && AppResolver.isLaunchScreen("LaunchImageViewController"))
        #expect(!AppResolver.isLaunchScreen("LaunchpadViewController") && !AppResolver.isLaunchScreen("LauncherController"))
    }

    @Test("`rootViewController = newRoot` in an extension of UIWindow (`window?.swapRoot(to: home)`): the caller's controller is the root; a UIWindow subclass's own root is another window's, not the app's")
    func rootSetInAWindowExtension() throws {
        let source = """
            import UIKit
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.makeKeyAndVisible()
                    window?.swapRoot(to: ShelfController())
                    return true
                }
            }
            extension UIWindow {
                func swapRoot(to newRoot: UIViewController) {
                    let old = rootViewController
                    rootViewController = newRoot
                    old?.dismiss(animated: false)
                }
            }
            final class RingWindow: UIWindow {
                func ring() { rootViewController = RingController() }
            }
            final class AboutController: UIViewController {}
            final class ShelfController: UIViewController {
                @objc func openAbout() { present(AboutController(), animated: true) }
            }
            final class RingController: UIViewController {}
            """
        let result = try Fixtures.scan(source: source)
        #expect(result.model.root == "ShelfController")
        #expect(result.sources[.appField(.root)]?.line == 15, "\(String(describing: result.sources[.appField(.root)]))")
    }

    @Test("a closure kept in a local and called in each arm (`let install: (UIViewController) -> () = { first in … Nav(rootViewController: first) }`) sets each call's screen as a root: no stand-in child")
    func rootFromALocalClosure() throws {
        let result = try Fixtures.scan(source: Fixtures.appDelegate(launch: """
            self.window = UIWindow(frame: UIScreen.main.bounds)
            let install: (UIViewController) -> () = { [weak self] first in
                self?.window?.rootViewController = UINavigationController(rootViewController: first)
            }
            if UserDefaults.standard.bool(forKey: "onboarded") {
                install(InboxScreen())
            } else {
                install(WelcomeScreen())
            }
            """) + """
            class InboxScreen: UIViewController {}
            class WelcomeScreen: UIViewController {}
            """)
        let root = result.model.root
        #expect(try result.model.spec(root).stack == ["InboxScreen"])
        #expect(result.unresolved.contains { $0.note.contains("the root is set in 2 places") }, "\(result.unresolved)")
        #expect(!result.unresolved.contains { $0.note.contains("cannot be read") }, "\(result.unresolved)")
    }

    @Test("a closure kept in a local and only handed on (`handler: confirm`), never called by name, is read where it is written: its present is the tap's")
    func handedOnLocalClosureIsRead() throws {
        let model = try Fixtures.scan(source: Fixtures.sceneDelegate(root: "ShelfController()") + """
            final class ShelfController: UIViewController {
                @objc func remove() {
                    let confirm: (UIAlertAction) -> Void = { [weak self] action in
                        self?.present(ReceiptController(), animated: true)
                    }
                    let alert = UIAlertController(title: "Remove?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Remove", style: .destructive, handler: confirm))
                    present(alert, animated: true)
                }
            }
            final class ReceiptController: UIViewController {}
            """).model
        let ways = try model.spec("ShelfController").buttons.flatMap(\.actions)
        #expect(ways.contains(.present("ReceiptController", style: nil)), "\(ways)")
    }

    @Test("a controller that installs itself (`[window setRootViewController:self]` in Objective-C, `window.rootViewController = self` in Swift) is the root, not a root that cannot be read")
    func controllerInstallsItself() throws {
        let objc = try Fixtures.scan(files: [
            "Shell.m": """
                @interface ShellTabController : UITabBarController
                @end
                @interface FeedViewController : UIViewController
                @end
                @implementation FeedViewController
                @end
                @implementation ShellTabController
                - (void)startInWindow:(UIWindow *)window {
                    [self setViewControllers:@[[[UINavigationController alloc] initWithRootViewController:[FeedViewController new]]] animated:NO];
                    [window setRootViewController:self];
                    [window makeKeyAndVisible];
                }
                @end
                """,
        ])
        #expect(objc.model.root == "ShellTabController", "\(objc.unresolved)")
        let swift = try Fixtures.scan(source: """
            import UIKit
            final class AboutController: UIViewController {}
            final class FeedController: UIViewController {}
            final class ShellController: UITabBarController {
                func start(in window: UIWindow) {
                    viewControllers = [FeedController()]
                    window.rootViewController = self
                    window.makeKeyAndVisible()
                }
            }
            """)
        #expect(swift.model.root == "ShellController", "\(swift.unresolved)")
    }

    @Test("a local closure both called by name and handed on (`continueCompletion(nil, nil)` and `completion: continueCompletion`) is read where it is written: the issue card its caller presents stays a way")
    func calledAndHandedOnClosureIsReadWhereWritten() throws {
        let model = try Fixtures.scan(source: Fixtures.sceneDelegate(root: "SetupController()") + """
            final class Composer {
                func chooseServer(completion: @escaping (Error?, String?) -> Void) { completion(nil, nil) }
                func connect(completion: @escaping (Error?, String?) -> Void) {
                    let continueCompletion: (Error?, String?) -> Void = { (error, issue) in
                        completion(error, issue)
                    }
                    if Bool.random() {
                        chooseServer(completion: continueCompletion)
                    } else {
                        continueCompletion(nil, nil)
                    }
                }
            }
            final class SetupController: UIViewController {
                let composer = Composer()
                @objc func connectTapped() {
                    composer.connect(completion: { [weak self] error, issue in
                        if let issue {
                            self?.present(IssueController(issue: issue), animated: true)
                        }
                    })
                }
            }
            final class IssueController: UIViewController {
                init(issue: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).model
        #expect(try model.spec("SetupController").buttons.flatMap(\.actions).contains(.present("IssueController", style: nil)))
    }
}
