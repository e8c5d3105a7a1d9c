import OrientationEngine
import Scenario
import Testing
@testable import Scan

/// A function handed a closure that builds the controller it then shows: what the closure
/// returns, at each call, written as an argument or a trailing closure.
struct ClosureProviderTests {
    static let source = """
        import UIKit
        final class Home: UIViewController {
            let context = ClientContext()
            @IBAction func openDetail() {
                show { Detail() }
            }
            @IBAction func openSettings() {
                show(provider: { home in
                    let settings = Settings()
                    settings.modalPresentationStyle = .fullScreen
                    return settings
                })
            }
            @IBAction func openAbout() {
                present(module: About(), embed: false)
            }
            @IBAction func openHelp() {
                context.pushToNavigation(provider: { _ in Help() }, animated: true)
            }
            func show(provider: (Home) -> UIViewController?) {
                if let vc = provider(self) {
                    navigationController?.pushViewController(vc, animated: true)
                }
            }
        }
        extension UIViewController {
            func present(module: UIViewController, embed: Bool) {
                let shown = embed ? wrapped(module) : module
                present(shown, animated: true)
            }
            private func wrapped(_ module: UIViewController) -> UIViewController {
                UINavigationController(rootViewController: module)
            }
        }
        final class ClientContext {
            weak var navigationController: UINavigationController?
            func pushToNavigation(provider: (ClientContext) -> UIViewController?, animated: Bool) {
                if let next = provider(self) {
                    navigationController?.pushViewController(next, animated: animated)
                }
            }
        }
        final class Detail: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
        }
        final class Settings: UIViewController {}
        final class Help: UIViewController {}
        final class About: UIViewController {}
        final class AppDelegate { func application() { window.rootViewController = UINavigationController(rootViewController: Home()) } }
        """

    @Test("`show { Detail() }`, `show(provider: { … return settings })` and a context object's `pushToNavigation(provider:)` push what the closure returns; a helper showing `embed ? wrapped(module) : module` still shows its parameter (the call in the first arm is no closure of the caller's)")
    func closuresHandedToShowingFunctions() throws {
        let result = try Fixtures.scan(source: Self.source)
        let buttons = try result.model.spec("Home").buttons
        #expect(buttons.first { $0.title == "openDetail" }?.actions == [.push("Detail")])
        #expect(buttons.first { $0.title == "openSettings" }?.actions == [.push("Settings")])
        #expect(buttons.contains { $0.actions == [.push("Help")] }, "\(buttons.map(\.title))")
        #expect(buttons.first { $0.title == "openAbout" }?.actions == [.present("About")])
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
    }

    @Test("global factory functions (`func newInboxRoot(client:) -> UIViewController` outside any type) give the tabs a bare call of them builds")
    func globalFactories() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [newInboxRoot(client: 1), newSearchRoot()]
                }
            }
            func newInboxRoot(client: Int) -> UIViewController {
                let controller = InboxController()
                let nav = UINavigationController(rootViewController: controller)
                return nav
            }
            func newSearchRoot() -> UIViewController {
                UINavigationController(rootViewController: SearchController())
            }
            final class InboxController: UIViewController {}
            final class SearchController: UIViewController {}
            final class AppDelegate { func application() { window.rootViewController = Tabs() } }
            """)
        #expect(try result.model.spec("Tabs").tabs == ["UINavigationController", "UINavigationController(SearchController)"])
        #expect(try result.model.spec("UINavigationController").stack == ["InboxController"])
    }
}
