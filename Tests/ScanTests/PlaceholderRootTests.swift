import OrientationEngine
import Testing
@testable import Scan

/// A root the app starts with but is not used through: a placeholder while it loads, a
/// screen with nothing to go on to that code elsewhere replaces, a test run's empty controller.
struct PlaceholderRootTests {
    static func app(launch: String, later: String, extra: String = "") -> String {
        """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                \(launch)
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) {
                \(later)
            }
        }
        class InboxScreen: UIViewController {
            @objc func openThread() { navigationController?.pushViewController(ThreadScreen(), animated: true) }
        }
        class ThreadScreen: UIViewController {}
        \(extra)
        """
    }

    @Test("a placeholder named as one (`LoadingViewController`, `StartupGate`) set at launch and replaced later: the replacing root is the app's")
    func namedPlaceholder() throws {
        for name in ["LoadingViewController", "StartupGate"] {
            let model = try Fixtures.scan(source: Self.app(
                launch: "window.rootViewController = \(name)()",
                later: "window?.rootViewController = UINavigationController(rootViewController: InboxScreen())",
                extra: "class \(name): UIViewController { @objc func retry() { present(UIAlertController(), animated: true) } }")).model
            #expect(try model.spec(model.root).stack == ["InboxScreen"], "\(name): root \(model.root)")
        }
    }

    @Test("a launch root with no button and no child (`Gate`, an override only), replaced elsewhere by a navigation controller: that one is the root; a screen with a button is not passed over")
    func deadEndGivesWay() throws {
        let placeholder = try Fixtures.scan(source: Self.app(
            launch: "window.rootViewController = Gate()",
            later: "window?.rootViewController = UINavigationController(rootViewController: InboxScreen())",
            extra: "class Gate: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } }")).model
        #expect(try placeholder.spec(placeholder.root).stack == ["InboxScreen"])
        let login = try Fixtures.scan(source: Self.app(
            launch: "window.rootViewController = Gate()",
            later: "window?.rootViewController = UINavigationController(rootViewController: InboxScreen())",
            extra: "class Gate: UIViewController { @objc func signIn() { present(ThreadScreen(), animated: true) } }")).model
        #expect(login.root == "Gate")
    }

    @Test("a root set only in a test run's arm (`if Env.isRunningSpecs { … UIViewController() … return true }`) is not the app's; the other is")
    func testRunRoot() throws {
        let model = try Fixtures.scan(source: """
            import UIKit
            enum Env { static var isRunningSpecs: Bool { NSClassFromString("XCTestCase") != nil } }
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    if Env.isRunningSpecs {
                        window.rootViewController = UIViewController()
                        window.makeKeyAndVisible()
                        return true
                    }
                    window.rootViewController = ShellController()
                    window.makeKeyAndVisible()
                    self.window = window
                    return true
                }
            }
            final class ShellController: UIViewController {}
            """).model
        #expect(model.root == "ShellController")
    }
}
