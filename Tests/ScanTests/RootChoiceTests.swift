import OrientationEngine
import Testing
@testable import Scan

/// Which of several `rootViewController` assignments is the app's window's root.
struct RootChoiceTests {
    /// A scene delegate class's opening, to its `scene(_:willConnectTo:options:)`'s
    /// `windowScene` (the fixture goes on inside the function).
    static func sceneDelegate(_ name: String) -> String {
        """
        class \(name): UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
        """
    }

    @Test("a root set only for a scene on an external display (an `if` on the session's role, returning early) is no root: the device's window is")
    func externalDisplayBranch() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            class Deck: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            \(Self.sceneDelegate("SceneDelegate"))
                    if session.role == .windowExternalDisplayNonInteractive {
                        let window = UIWindow(windowScene: windowScene)
                        self.window = window
                        window.rootViewController = UIViewController()
                        return
                    }
                    let window = UIWindow(windowScene: windowScene)
                    self.window = window
                    window.rootViewController = Deck()
                }
            }
            """)
        #expect(result.project.scenario.model.root == "Deck", "\(result.yaml)")
        #expect(result.project.scenario.model.windows.isEmpty)
    }

    @Test("an external display's scene delegate (a `switch` case or a role test) does not take the root from a SwiftUI app's window group")
    func externalDisplayDelegateBesideSwiftUIApp() throws {
        let result = try Fixtures.scan(files: ["App.swift": """
            import SwiftUI
            @main
            struct Kiosk: App {
                var body: some Scene { WindowGroup { Text("home") } }
            }
            """, "Mirror.swift": """
            import UIKit
            class Mirror: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeLeft }
            }
            \(Self.sceneDelegate("MirrorDelegate"))
                    switch session.role {
                    case .windowExternalDisplayNonInteractive:
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = Mirror()
                        self.window = window
                    default:
                        break
                    }
                }
            }
            """])
        #expect(result.project.scenario.model.root == "UIHostingController", "\(result.yaml)")
        #expect(NavigationPass.onExternalDisplay([BranchStep(point: 0, subject: "session.role != .windowExternalDisplay", arm: "else", isCase: false)]))
        #expect(!NavigationPass.onExternalDisplay([BranchStep(point: 0, subject: "session.role != .windowExternalDisplay", arm: "then", isCase: false)]))
    }

    @Test("a root set only when a launch needs it (an upgrade screen) gives way to the tab bar the usual launch sets")
    func occasionalScreenGivesWayToTabs() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    if UserDefaults.standard.bool(forKey: "needsUpgrade") {
                        window?.rootViewController = Upgrade()
                    } else {
                        launchMain()
                    }
                }
                private func launchMain() {
                    let tabs = HomeTabs()
                    tabs.viewControllers = [Files()]
                    window?.rootViewController = tabs
                }
            }
            final class Upgrade: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                @objc func whatsNew() { present(UIAlertController(), animated: true) }
            }
            final class HomeTabs: UITabBarController {}
            final class Files: UIViewController {}
            """)
        #expect(result.project.scenario.model.root == "HomeTabs", "\(result.yaml)")
        #expect(result.unresolved.contains { $0.note.contains("the root is set in 2 places") && $0.note.hasSuffix("HomeTabs is used") },
                "\(result.unresolved)")
    }

    @Test("a base scene delegate asking a method its subclass overrides for the root: the override's split, whose navigation controller filled by `viewControllers =` is a stack")
    func rootFromSubclassOverride() throws {
        let result = try Fixtures.scan(files: ["Base.swift": """
            import UIKit
            open class ShellSceneBase: UIResponder, UIWindowSceneDelegate {
                public var window: UIWindow?
                open func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    self.window = window
                    window.rootViewController = makeRootController()
                }
                open func makeRootController() -> UIViewController { fatalError("subclass must override") }
            }
            """, "Scene.swift": """
            import UIKit
            final class SceneDelegate: ShellSceneBase {
                override func makeRootController() -> UIViewController {
                    let nav = UINavigationController()
                    nav.viewControllers = [Inbox()]
                    let split = Split()
                    split.viewControllers = [nav]
                    return split
                }
            }
            final class Split: UISplitViewController {}
            final class Inbox: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """])
        let model = result.project.scenario.model
        #expect(model.root == "Split", "\(result.yaml)")
        #expect(try model.spec("Split").tabs == ["UINavigationController"], "\(result.yaml)")
        #expect(try model.spec("UINavigationController").kind == .nav)
        #expect(try model.spec("UINavigationController").stack == ["Inbox"], "\(result.yaml)")
    }

    @Test("with no root found, the stand-in root is no other window's root: an overlay's controller stays that window's")
    func fallbackRootIsNoOverlay() throws {
        let result = try Fixtures.scan(files: ["Overlay.swift": """
            import UIKit
            final class BannerOverlay {
                private var overlayWindow: UIWindow?
                func show(in scene: UIWindowScene) {
                    let window = UIWindow(windowScene: scene)
                    window.windowLevel = .alert
                    window.rootViewController = BannerController()
                    overlayWindow = window
                }
            }
            final class BannerController: UIViewController {}
            """, "Scene.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
            final class Home: UIViewController {}
            """])
        let model = result.project.scenario.model
        #expect(model.root == "Home", "\(result.yaml)")
        #expect(model.windows.map(\.root) == ["BannerController"], "\(result.yaml)")
    }

    @Test("another window's `windowLevel` (`.statusBar + 0.5`, `UIWindowLevelAlert + 1`) is read into its level; unset, it is normal")
    func otherWindowLevels() throws {
        let swift = try Fixtures.scan(source: """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var bannerWindow: UIWindow?
                private var toastWindow: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = Home()
                    return true
                }
                private func showBanner() {
                    bannerWindow = UIWindow(frame: UIScreen.main.bounds)
                    bannerWindow?.windowLevel = .statusBar + 0.5
                    bannerWindow?.rootViewController = Banner()
                }
                private func showToast() {
                    toastWindow = UIWindow(frame: UIScreen.main.bounds)
                    toastWindow?.rootViewController = Toast()
                }
            }
            final class Home: UIViewController {}
            final class Banner: UIViewController {}
            final class Toast: UIViewController {}
            """)
        let levels = Dictionary(uniqueKeysWithValues: swift.project.scenario.model.windows.map { ($0.root, $0.level) })
        #expect(levels == ["Banner": 1000.5, "Toast": 0], "\(swift.yaml)")
        let objc = try Fixtures.scan(files: ["Delegate.m": """
            @interface Delegate : UIResponder <UIApplicationDelegate>
            @end
            @implementation Delegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window.rootViewController = [[Home alloc] init];
                return YES;
            }
            - (void)showOverlay {
                self.overlayWindow = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                self.overlayWindow.windowLevel = UIWindowLevelAlert + 1;
                self.overlayWindow.rootViewController = [[Overlay alloc] init];
            }
            @end
            @interface Overlay : UIViewController
            @end
            @interface Home : UIViewController
            @end
            """])
        #expect(objc.project.scenario.model.windows.map(\.level) == [2001], "\(objc.yaml)")
        #expect(WindowLevelText.value("UIWindow.Level(rawValue: 1500)") == 1500)
        #expect(WindowLevelText.value("someLevel") == nil)
    }

    @Test("a SwiftUI App another type starts (`GardenApp.main()` from a `@main` launcher) is the app: its window group is the root, not a controller found first")
    func appStartedByLauncher() throws {
        let result = try Fixtures.scan(source: """
            import SwiftUI
            @main
            final class Launcher {
                static func main() { GardenApp.main() }
            }
            struct GardenApp: App {
                var body: some Scene { WindowGroup { Text("home") } }
            }
            final class Display: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """)
        #expect(result.project.scenario.model.root == "UIHostingController", "\(result.yaml)")
    }

    @Test("a login navigation controller set by one method gives way to the tab bar another method sets (the coordinator picks by state)")
    func loginGivesWayToTabs() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class Coordinator {
                var window = UIWindow()
                func start(configured: Bool) { configured ? presentTabs() : presentWelcome() }
                func presentWelcome() { window.rootViewController = UINavigationController(rootViewController: Welcome()) }
                func presentTabs() {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [Chats()]
                    window.rootViewController = tabs
                }
            }
            final class Welcome: UIViewController {}
            final class Chats: UIViewController {}
            """)
        #expect(result.project.scenario.model.root == "UITabBarController", "\(result.yaml)")
    }
}
