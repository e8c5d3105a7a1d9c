import OrientationEngine
import Testing
@testable import Scan

/// A view (or any helper that is not a controller) presenting on a controller it is handed:
/// through a delegate protocol whose adopting controllers answer `self`, or a property
/// declared as a controller. Each such controller gets the view's presentations as buttons.
struct ViewPresenterTests {
    static let source = """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: PlaylistController())
            }
        }
        protocol ChipActionDelegate: AnyObject {
            func presentingViewController() -> UIViewController
        }
        enum Chip { case podcast, download }
        final class ChipView: UICollectionView {
            weak var chipActionDelegate: ChipActionDelegate?
            func select(_ chip: Chip) {
                switch chip {
                case .podcast:
                    let overlay = PodcastOverlayController()
                    chipActionDelegate?.presentingViewController().present(UINavigationController(rootViewController: overlay), animated: true)
                case .download:
                    chipActionDelegate?.presentingViewController().present(DownloadOverlayController(), animated: true)
                }
            }
        }
        final class BannerView: UIView {
            weak var host: PlaylistController?
            @objc func tapped() {
                host?.present(PromoController(), animated: true)
            }
        }
        final class PlaylistController: UIViewController, ChipActionDelegate {
            let chips = ChipView()
            override func viewDidLoad() {
                super.viewDidLoad()
                chips.chipActionDelegate = self
            }
            func presentingViewController() -> UIViewController { self }
        }
        final class PodcastOverlayController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        final class DownloadOverlayController: UIViewController {}
        final class PromoController: UIViewController {}
        """

    @Test("`delegate?.presentingViewController().present(…)` in a view, the adopting controller answering `self`, and `host?.present(…)` with `weak var host: PlaylistController?`: buttons of that controller, one per arm")
    func viewsPresentThroughTheirController() throws {
        let result = try Fixtures.scan(source: Self.source)
        let playlist = try #require(result.project.scenario.model.controller(named: "PlaylistController"))
        let shown = playlist.buttons.flatMap(\.actions)
        #expect(shown.contains(.present("UINavigationController(PodcastOverlayController)", style: nil)), "\(playlist.buttons)")
        #expect(shown.contains(.present("DownloadOverlayController", style: nil)), "\(playlist.buttons)")
        #expect(shown.contains(.present("PromoController", style: nil)), "\(playlist.buttons)")
        // The two chips are two ways, not one sequence.
        #expect(playlist.buttons.allSatisfy { $0.actions.count == 1 }, "\(playlist.buttons)")
        #expect(try result.project.scenario.model.spec("UINavigationController(PodcastOverlayController)").stack == ["PodcastOverlayController"])
        #expect(!result.unresolved.contains { $0.note.contains("which is not a controller") }, "\(result.unresolved)")
    }

    @Test("a helper storing the controller it is built with (`ImportOption(presentingViewController: self)`) presents on it: that controller's button")
    func helperPresentsOnItsBuilder() throws {
        let source = """
            import UIKit
            \(Fixtures.sceneDelegate(root: "LibraryController()"))
            final class DatabaseImportOption {
                let presentingViewController: UIViewController
                init(presentingViewController: UIViewController) {
                    self.presentingViewController = presentingViewController
                }
                func run() {
                    presentingViewController.present(UINavigationController(rootViewController: BrowserController()), animated: true)
                }
            }
            final class LibraryController: UIViewController {
                @objc func changeArtwork() {
                    let option = DatabaseImportOption(presentingViewController: self)
                    option.run()
                }
            }
            final class BrowserController: UIViewController {}
            """
        let result = try Fixtures.scan(source: source)
        let library = try #require(result.project.scenario.model.controller(named: "LibraryController"))
        #expect(library.buttons.flatMap(\.actions).contains(.present("UINavigationController", style: nil)), "\(library.buttons)")
        #expect(!result.unresolved.contains { $0.note.contains("which is not a controller") }, "\(result.unresolved)")
    }

    @Test("`class GameViewController: Core.GameViewController` is a controller (a module's class of the same name), not a class of its own chain")
    func moduleSuperclassOfTheSameName() throws {
        let source = """
            import UIKit
            import Core
            \(Fixtures.sceneDelegate(root: "GameViewController()"))
            final class GameViewController: Core.GameViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                @objc func pause() { present(PauseController(), animated: true) }
            }
            final class PauseController: UIViewController {}
            """
        let result = try Fixtures.scan(source: source)
        let game = try #require(result.project.scenario.model.controller(named: "GameViewController"))
        #expect(game.buttons.flatMap(\.actions) == [.present("PauseController", style: nil)], "\(game.buttons)")
        #expect(result.project.scenario.model.root == "GameViewController")
        #expect(!result.unresolved.contains { $0.note.contains("which is not a controller") }, "\(result.unresolved)")
    }
}

/// A router or a notification handler presenting on the window's root or top controller.
struct RootPresenterTests {
    @Test("`SceneHelper.rootViewController()?.present(…)` and `window?.rootViewController?.present(…)` in objects that are not controllers: buttons of the root, named after the function")
    func presentationsOnTheRoot() throws {
        let source = """
            import UIKit
            \(Fixtures.sceneDelegate(root: "MainTabs()"))
            final class MainTabs: UITabBarController {}
            enum SceneHelper {
                static func rootViewController() -> UIViewController? { nil }
            }
            final class Router {
                func openSonos() {
                    SceneHelper.rootViewController()?.present(SonosController(), animated: true)
                }
                func setupRoutes() {
                    Routes.global().addRoute("/share") { _ in
                        SceneHelper.rootViewController()?.present(ShareController(), animated: true)
                        return true
                    }
                    Routes.global().addRoute("/sonos") { _ in
                        SceneHelper.rootViewController()?.present(SonosController(), animated: true)
                        return true
                    }
                }
            }
            final class ShareController: UIViewController {}
            final class Notifications {
                var window: UIWindow?
                func showAlert() {
                    window?.rootViewController?.present(AlertsController(), animated: true)
                }
            }
            final class SonosController: UIViewController {}
            final class AlertsController: UIViewController {}
            """
        let result = try Fixtures.scan(source: source)
        let root = try #require(result.project.scenario.model.controller(named: "MainTabs"))
        let byTitle = Dictionary(root.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(byTitle["Router.openSonos"] == [.present("SonosController", style: nil)], "\(root.buttons)")
        #expect(byTitle["Notifications.showAlert"] == [.present("AlertsController", style: nil)], "\(root.buttons)")
        // Two routes are two ways, not one sequence.
        #expect(byTitle["Router.setupRoutes (callback)"] == [.present("ShareController", style: nil)], "\(root.buttons)")
        // The second route presents what `openSonos` does: that button is its way too.
        #expect(root.buttons.allSatisfy { $0.actions.count == 1 }, "\(root.buttons)")
        #expect(!result.unresolved.contains { $0.note.contains("which is not a controller") }, "\(result.unresolved)")
    }

    @Test("a view presenting on its owner's `viewController` (a protocol the owning controllers answer with `self`): those controllers' buttons present, written either way")
    func ownerProtocolViewController() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            protocol FieldOwner: AnyObject {
                var viewController: UIViewController? { get }
            }
            final class ValueField: UITextField {
                weak var owner: FieldOwner!
                @objc func measureTapped() {
                    guard let viewController = owner.viewController else { return }
                    viewController.present(Measure(), animated: true)
                }
                @objc func compassTapped() {
                    owner.viewController?.present(Compass(), animated: true)
                }
            }
            final class TagForm: UITableViewController, FieldOwner {
                var viewController: UIViewController? { self }
            }
            final class Measure: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Compass: UIViewController {}
            """)
        let buttons = try result.project.scenario.model.spec("TagForm").buttons
        #expect(buttons.map(\.actions) == [[.present("Measure")], [.present("Compass")]], "\(result.yaml)")
        #expect(!result.unresolved.contains { $0.note.contains("which is not a controller") }, "\(result.unresolved)")
    }

    @Test("a controller calling a helper object that presents on another controller it holds (`owner.present(…)`) presents nothing itself: the held controller does")
    func helperPresentsOnItsOwnController() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class Canvas: NSObject {
                static let shared = Canvas()
                weak var owner: Board!
                func clearSelection() {
                    let sheet = Palette()
                    sheet.modalPresentationStyle = .overCurrentContext
                    owner.present(sheet, animated: true)
                }
            }
            final class Board: UIViewController {
                @objc func settings() { present(UINavigationController(rootViewController: Options()), animated: true) }
            }
            final class Options: UITableViewController {
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    Canvas.shared.clearSelection()
                }
            }
            final class Palette: UIViewController {}
            """)
        let model = result.project.scenario.model
        #expect(try model.spec("Options").hooks[.viewWillDisappear] == nil, "\(result.yaml)")
        #expect(try model.spec("Board").buttons.contains { $0.actions == [.present("Palette", style: .overCurrentContext)] }, "\(result.yaml)")
    }

    @Test("a service presenting on the controller handed to it (`signIn(from context: Navigator)`, every controller a Navigator) is the caller's button only, not every controller's")
    func presenterParameterStaysWithCallers() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            protocol Navigator: UIViewController {}
            extension UIViewController: Navigator {}
            final class AccountService {
                static let shared = AccountService()
                func signIn(from context: Navigator) { context.present(LoginWeb(), animated: true) }
            }
            final class Feed: UIViewController {
                @objc func openSettings() { navigationController?.pushViewController(Settings(), animated: true) }
            }
            final class Settings: UIViewController {
                @objc func login() { AccountService.shared.signIn(from: self) }
            }
            final class LoginWeb: UIViewController {}
            """)
        let model = result.project.scenario.model
        #expect(try model.spec("Feed").buttons.map(\.actions) == [[.push("Settings")]], "\(result.yaml)")
        #expect(try model.spec("Settings").buttons.map(\.actions) == [[.present("LoginWeb")]], "\(result.yaml)")
    }

    @Test("an app delegate opening a URL pushes onto the window's root navigation controller (`let nav = app.windows[0].rootViewController as! UINavigationController; nav.pushViewController(…)`): a button of the root")
    func pushOntoTheRootFromTheAppDelegate() throws {
        let model = try Fixtures.scan(source: Fixtures.sceneDelegate(root: "UINavigationController(rootViewController: HomeController())") + """
            final class OpenHandler: UIResponder, UIApplicationDelegate {
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                    let nav = app.windows[0].rootViewController as! UINavigationController
                    nav.pushViewController(ReaderController(), animated: true)
                    return true
                }
            }
            final class HomeController: UIViewController {}
            final class ReaderController: UIViewController {}
            """).model
        let root = model.root
        #expect(try model.spec(root).buttons.map(\.actions) == [[.push("ReaderController")]])
    }
}
