import OrientationEngine
import Testing
@testable import Scan

/// A helper choosing what it presents with a ternary, and a router comparing its place with
/// a type's constants: read with what the caller passes.
struct RouterConstantTests {
    @Test("`let shown = embed ? Nav(rootViewController: module) : module` in a helper: the module is presented, either way")
    func ternaryIsEitherArm() throws {
        let source = """
            import UIKit
            \(Fixtures.sceneDelegate(root: "ProfileController()"))
            extension UIViewController {
                func present(module: UIViewController, embedInNavigation: Bool = false) {
                    let shown = embedInNavigation ? UINavigationController(rootViewController: module) : module
                    present(shown, animated: true)
                }
            }
            final class ProfileController: UIViewController {
                @objc func settingsTapped() { present(module: SettingsController(), embedInNavigation: true) }
                @objc func helpTapped() { present(module: UINavigationController(rootViewController: HelpController()), embedInNavigation: false) }
            }
            final class HelpController: UIViewController {}
            final class SettingsController: UIViewController {}
            """
        let model = try Fixtures.scan(source: source).project.scenario.model
        let profile = try #require(model.controller(named: "ProfileController"))
        let shown = profile.buttons.flatMap(\.actions)
        #expect(shown.contains(.present("UINavigationController", style: nil)) || shown.contains(.present("SettingsController", style: nil)),
                "\(profile.buttons)")
        #expect(NavigationTests.reachable(model).contains("SettingsController"))
        // `embedInNavigation: false` takes the else arm only: the nav handed, not a nav around it.
        let help = profile.buttons.filter { $0.title.hasPrefix("helpTapped") }.flatMap(\.actions)
        #expect(help.count == 1, "\(profile.buttons)")
        guard case .present(let nav, _)? = help.first else { return }
        #expect(try model.spec(nav).stack == ["HelpController"], "\(nav)")
    }

    @Test("`navigateTo(Self.upsellKey)` into `if place == Router.settingsKey … else if place == Router.upsellKey …`: only the upsell arm")
    func constantKeysDecideArms() throws {
        let source = """
            import UIKit
            \(Fixtures.sceneDelegate(root: "FeedController()"))
            final class Router {
                static let settingsKey = "settings"
                static let upsellKey = "upsell"
                static let shared = Router()
                func navigateTo(_ place: String, from controller: UIViewController) {
                    if place == Router.settingsKey {
                        controller.present(SettingsController(), animated: true)
                    } else if place == Router.upsellKey {
                        controller.present(UpsellController(), animated: true)
                    }
                }
                func showUpsell(from controller: UIViewController) {
                    navigateTo(Self.upsellKey, from: controller)
                }
            }
            final class FeedController: UIViewController {
                @objc func lockedTapped() { Router.shared.showUpsell(from: self) }
            }
            final class SettingsController: UIViewController {}
            final class UpsellController: UIViewController {}
            """
        let model = try Fixtures.scan(source: source).project.scenario.model
        let feed = try #require(model.controller(named: "FeedController"))
        let shown = feed.buttons.flatMap(\.actions)
        #expect(shown == [.present("UpsellController", style: nil)], "\(feed.buttons)")
    }
}

/// A navigation controller built bare and filled from a parameter list.
struct LocalNavFillTests {
    @Test("`let nav = AppNavigationController(); nav.setViewControllers(stack, animated: false); return nav` called with `[module]`: a nav around the module, not another instance's screens")
    func bareNavFilledFromAParameter() throws {
        let source = """
            import UIKit
            \(Fixtures.sceneDelegate(root: "Tabs()"))
            final class AppNavigationController: UINavigationController {}
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [AppNavigationController(rootViewController: ProfileController())]
                }
            }
            extension UIViewController {
                func embedded(moduleStack: [UIViewController]) -> UIViewController {
                    let nav = AppNavigationController()
                    nav.setViewControllers(moduleStack, animated: false)
                    return nav
                }
            }
            final class ProfileController: UIViewController {
                @objc func settingsTapped() {
                    present(embedded(moduleStack: [SettingsController()]), animated: true)
                }
            }
            final class SettingsController: UIViewController {}
            """
        let model = try Fixtures.scan(source: source).project.scenario.model
        let profile = try #require(model.controller(named: "ProfileController"))
        let shown = profile.buttons.flatMap(\.actions)
        #expect(shown.count == 1, "\(profile.buttons)")
        guard case .present(let nav, _)? = shown.first else { Issue.record("\(shown)"); return }
        #expect(try model.spec(nav).stack == ["SettingsController"], "\(nav)")
    }
}
