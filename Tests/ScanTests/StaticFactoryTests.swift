import OrientationEngine
import Testing
@testable import Scan

/// A controller class's static factory (`HomeController.instantiate(title:)`, `make() -> Self`):
/// what it makes is named by its signature, wherever the call is (the window's root, a
/// navigation controller's first screen, a push).
struct StaticFactoryTests {
    static let source = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                let home = HomeController.instantiate(title: "Games")
                window.rootViewController = HomeNav(rootViewController: home)
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
        }
        class HomeNav: UINavigationController {}
        class HomeController: UIViewController {
            static func instantiate(title: String) -> HomeController {
                let controller = HomeController()
                controller.title = title
                return controller
            }
            @objc func openPlayer() {
                navigationController?.pushViewController(PlayerController.make(), animated: true)
            }
            @objc func openAbout() {
                let about = AboutController.make()
                navigationController?.pushViewController(about, animated: true)
            }
        }
        class PlayerController: UIViewController {
            static func make() -> Self { Self() }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        class AboutController: UIViewController {
            class func make() -> Self { Self() }
        }
        """

    @Test("a navigation controller's first screen made by a static factory held in a local (`let home = HomeController.instantiate(title:)`) is that class: the root's stack, no stand-in")
    func factoryLocalInANav() throws {
        let result = try Fixtures.scan(source: Self.source)
        #expect(result.model.root == "HomeNav")
        #expect(try result.model.spec("HomeNav").stack == ["HomeController"])
        #expect(!result.unresolved.contains { $0.expression.contains("home") }, "\(result.unresolved)")
    }

    @Test("`make() -> Self` called on its class, inline or through a local, when another class declares a `make()` too, is that class: each push names it")
    func selfFactoryPushes() throws {
        let model = try Fixtures.scan(source: Self.source).model
        let home = try model.spec("HomeController")
        #expect(home.buttons.map(\.actions).sorted { "\($0)" < "\($1)" } == [[.push("AboutController")], [.push("PlayerController")]])
    }

    @Test("the window's root set straight from a factory (`window.rootViewController = HomeController.instantiate(title:)`) is that class, not a root that cannot be read")
    func factoryRoot() throws {
        let source = Self.source.replacingOccurrences(of: "window.rootViewController = HomeNav(rootViewController: home)",
                                                       with: "window.rootViewController = HomeController.instantiate(title: \"Games\")")
        #expect(try Fixtures.scan(source: source).model.root == "HomeController")
    }

    @Test("a class factory wrapping the class itself (`UINavigationController(rootViewController: self.init())`, `let vc = Self()`) presents a navigation controller holding that class, no controller named `Self`")
    func factoryWrappingItself() throws {
        let model = try Fixtures.scan(source: Fixtures.sceneDelegate(root: "PageScreen()") + """
            class PageScreen: UIViewController {
                @objc func showPreferences() { present(PreferencesScreen.instantiate(), animated: true) }
                @objc func explain() { present(ExplainerScreen.instantiate(), animated: true) }
            }
            class PreferencesScreen: UITableViewController {
                @objc class func instantiate() -> UINavigationController {
                    return UINavigationController(rootViewController: self.init())
                }
            }
            class ExplainerScreen: UIViewController {
                static func instantiate() -> UINavigationController {
                    let vc = Self()
                    vc.title = "Why"
                    return UINavigationController(rootViewController: vc)
                }
            }
            """).model
        #expect(model.controller(named: "Self") == nil)
        let stacks = model.controllers.filter { !$0.stack.isEmpty && $0.name != "PageScreen" }.map(\.stack)
        #expect(Set(stacks) == [["PreferencesScreen"], ["ExplainerScreen"]], "\(model.controllers.map { "\($0.name): \($0.stack)" })")
        #expect(try model.spec("PageScreen").buttons.count == 2)
    }
}
