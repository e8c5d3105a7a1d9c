import OrientationEngine
import Scenario
import Testing
@testable import Scan

/// A launch screen that adds the storyboard's tab bar as its child once the framework it
/// subclasses says launching finished; a browser presenting what a route factory returns.
struct LaunchChildAndRouteTests {
    @Test("a property stored in viewDidLoad (`destination = storyboard.instantiate…(withIdentifier:) as! MainTabs`) and added as a child in another method is that scene, with its storyboard tabs")
    func storedChildFromStoryboardScene() throws {
        let (_, model) = try Fixtures.scan("LaunchChildApp")
        #expect(model.root == "LaunchController")
        #expect(try model.spec("LaunchController").tabs == ["MainTabs"])
        #expect(try model.spec("MainTabs").tabs == ["ForwardingNav", "ForwardingNav(SettingsController)"],
                "the scene's relationships, not a stand-in child")
        #expect(try model.spec("ForwardingNav").stack == ["FeedController"])
        #expect(!model.controllers.contains { $0.name.hasSuffix(" child") })
    }

    @Test("R15a what a callback a lifecycle method's helper keeps presents from a factory's `switch` is one way per arm (a class built in several places told apart by file and line; ways doing the same are one button), each with its own style; `idiom == .phone ? .overFullScreen : .formSheet` is the style per device")
    func routeFactoryArms() throws {
        let (_, phone) = try Fixtures.scan("RouteFactoryApp")
        let buttons = try phone.spec("BrowserController").buttons
        // On the iPhone the three hosting controllers are presented alike: one way for the three.
        #expect(buttons.map(\.actions) == [[.present("TooltipController", style: .popover)],
                                            [.present("PortraitHostingController", style: .overFullScreen)],
                                            [.present("OnboardingController", style: .formSheet)]], "\(buttons.map(\.title))")
        #expect(buttons[1].title.contains("PortraitHostingController at Browser.swift:"), "a class built in several places: told apart by line")
        let (_, pad) = try Fixtures.scan("RouteFactoryApp", ScanOptions(device: .ipad))
        let padActions = try pad.spec("BrowserController").buttons.flatMap(\.actions)
        #expect(padActions.contains(.present("PortraitHostingController", style: .formSheet)), "the iPad's arm of each idiom ternary")
        #expect(padActions.contains(.present("PortraitHostingController", style: .overFullScreen)), "the widget card's own style")
    }

    @Test("two ways doing the same (two functions presenting one class alike) are one button, and both present sites are kept at it")
    func sameWaysOneButton() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class Home: UIViewController {
                @IBAction func openFromMenu() { present(Help(), animated: true) }
                @IBAction func openFromToolbar() {
                    let help = Help()
                    present(help, animated: true)
                }
            }
            final class Help: UIViewController {}
            final class AppDelegate { func application() { window.rootViewController = Home() } }
            """)
        let home = try result.model.spec("Home")
        #expect(home.buttons.map(\.title) == ["openFromMenu"])
        let sites = result.project.sites.filter { $0.shown == "Help" }
        #expect(Set(sites.compactMap { $0.location?.line }) == [3, 6], "\(sites)")
        #expect(sites.allSatisfy { $0.key == .action("Home", .button(0), 0) })
    }

    @Test("a helper call in the `else` of `else if section == 0 { if option == .create { … } }` is no part of the `option` arms' ways (each presents only its own screen, never present-then-dismiss)")
    func callInAnotherArmStaysThere() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class NewRoom: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if searching {
                        self.createRoom()
                    } else if indexPath.section == 0 {
                        if option == .create {
                            self.presentCreate()
                        } else if option == .join {
                            self.presentJoin()
                        }
                    } else {
                        self.createRoom()
                    }
                    tableView.deselectRow(at: indexPath, animated: true)
                }
                func presentCreate() { present(UINavigationController(rootViewController: Create()), animated: true) }
                func presentJoin() { present(UINavigationController(rootViewController: Join()), animated: true) }
                func createRoom() {
                    API.shared.create { room in
                        self.navigationController?.dismiss(animated: true)
                    }
                }
            }
            final class Create: UIViewController {}
            final class Join: UIViewController {}
            final class AppDelegate { func application() { window.rootViewController = UINavigationController(rootViewController: NewRoom()) } }
            """)
        let buttons = try result.model.spec("NewRoom").buttons
        #expect(buttons.map(\.actions).contains([.present("UINavigationController(Create)")]), "\(buttons)")
        #expect(buttons.map(\.actions).contains([.present("UINavigationController(Join)")]), "\(buttons)")
        #expect(!buttons.contains { $0.actions.contains(.dismiss) && $0.actions.count > 1 }, "\(buttons)")
    }

    @Test("R15a a style chosen at run time (`Accounts.count == 0 ? .fullScreen : .automatic`) is two ways to present, one per style")
    func runtimeStyleIsTwoWays() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class Main: UIViewController {
                @objc func presentLogin() {
                    let login = LoginController()
                    login.modalPresentationStyle = Accounts.count == 0 ? .fullScreen : .automatic
                    present(login, animated: true)
                }
            }
            final class LoginController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class AppDelegate { func application() { window.rootViewController = Main() } }
            """)
        let buttons = try result.model.spec("Main").buttons
        #expect(buttons.map(\.actions) == [[.present("LoginController", style: .fullScreen)], [.present("LoginController", style: .automatic)]],
                "\(buttons)")
    }
}
