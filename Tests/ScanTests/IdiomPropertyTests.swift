import OrientationEngine
import Testing
@testable import Scan

/// The project's own name for the idiom (`UIDevice.isPad`) is the idiom, resolved per device
/// as `UIDevice.current.userInterfaceIdiom == .pad` is, never a runtime variable.
struct IdiomPropertyTests {
    static let files = [
        "UIDevice+App.swift": """
            import UIKit
            extension UIDevice {
                static var isPad: Bool {
                    UIDevice.current.userInterfaceIdiom == .pad
                }
                static var isPhone: Bool { return UIDevice.current.userInterfaceIdiom != .pad }
            }
            """,
        "Lock.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = LockController()
                }
            }
            final class LockController: UIViewController {
                var isLocked = false
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    if UIDevice.isPad { return super.supportedInterfaceOrientations }
                    return [.portrait, .portraitUpsideDown]
                }
                override var shouldAutorotate: Bool {
                    if !UIDevice.isPhone { return true }
                    return false
                }
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
                    isLocked && UIDevice.isPad ? .landscapeLeft : .portrait
                }
            }
            """,
    ]

    @Test("`if UIDevice.isPad`, `!UIDevice.isPhone`: each device gets its arm; a condition joining it to a runtime flag stays a variable")
    func idiomProperties() throws {
        let phone = try Fixtures.scan(files: Self.files).model
        let pad = try Fixtures.scan(files: Self.files, ScanOptions(device: .ipad)).model
        let onPhone = try phone.spec("LockController"), onPad = try pad.spec("LockController")
        #expect(onPhone.supported == .union([.literal(.portrait), .literal(.portraitUpsideDown)]))
        #expect(onPad.supported == .literal(.all))
        #expect(onPhone.shouldAutorotate == .literal(false))
        #expect(onPad.shouldAutorotate == .literal(true))
        // Joined to a runtime flag, the condition decides at run time: a variable.
        guard case .conditional? = onPhone.preferred else {
            Issue.record("isLocked && UIDevice.isPad: \(String(describing: onPhone.preferred))")
            return
        }
    }

    @Test("`return UIDevice.current.userInterfaceIdiom == .pad` from shouldAutorotate, and a ternary in parentheses on the project's idiom name (`(UIDevice.isPad ? .all : .portrait)`), are each device's own value, not a variable starting false")
    func idiomValueAndParenthesizedTernary() throws {
        var files = Self.files
        files["Lock.swift"] = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = LockController()
                }
            }
            final class LockController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    return (UIDevice.isPad ? .all : .portrait)
                }
                override var shouldAutorotate: Bool {
                    return UIDevice.current.userInterfaceIdiom == .pad
                }
            }
            """
        let onPhone = try Fixtures.scan(files: files).model.spec("LockController")
        let onPad = try Fixtures.scan(files: files, ScanOptions(device: .ipad)).model.spec("LockController")
        #expect(onPhone.supported == .literal(.portrait) && onPad.supported == .literal(.all))
        #expect(onPhone.shouldAutorotate == .literal(false) && onPad.shouldAutorotate == .literal(true))
        #expect(onPhone.vars.isEmpty && onPad.vars.isEmpty)
    }
}

/// A style set only for a regular height (`verticalSizeClass != .compact`) is a portrait
/// iPhone's: a style cannot say so, so the controller's own style is kept.
struct SizeClassStyleTests {
    @Test("`if traitCollection.verticalSizeClass != .compact { vc.modalPresentationStyle = .formSheet }` leaves the controller's own full-screen style")
    func heightClassStyleIsNotTaken() throws {
        let model = try Fixtures.scan(files: ["App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = SettingsController()
                }
            }
            final class SettingsController: UIViewController {
                @objc func showLock() {
                    let lock = LockController()
                    if traitCollection.verticalSizeClass != .compact {
                        lock.modalPresentationStyle = .formSheet
                    }
                    present(lock, animated: true)
                }
            }
            final class LockController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .fullScreen
                }
                required init?(coder: NSCoder) { fatalError() }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """]).model
        #expect(try model.spec("SettingsController").buttons.map(\.actions) == [[.present("LockController", style: nil)]])
        #expect(try model.spec("LockController").presentation == .fullScreen)
    }
}

/// A tap that presents a form sheet on the iPad and pushes on the iPhone: each device's
/// button does its own arm only.
struct IdiomArmActionTests {
    static let files = [
        "SceneDelegate.swift": Fixtures.sceneDelegate(root: "UINavigationController(rootViewController: Home())"),
        "Home.swift": """
            import UIKit
            final class Home: UIViewController {
                @objc func openCreator() {
                    let detail = Detail()
                    if traitCollection.userInterfaceIdiom == .pad {
                        let nav = UINavigationController(rootViewController: detail)
                        nav.modalPresentationStyle = .formSheet
                        present(nav, animated: true)
                    } else {
                        navigationController?.pushViewController(detail, animated: true)
                    }
                }
            }
            final class Detail: UIViewController {}
            """,
        "Menu.m": """
            @interface Menu : UIViewController
            @end
            @implementation Menu
            - (IBAction)openHelp:(id)sender {
                if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
                    [self presentViewController:[[Detail alloc] init] animated:YES completion:nil];
                } else {
                    [self.navigationController pushViewController:[[Detail alloc] init] animated:YES];
                }
            }
            @end
            """,
    ]

    static func kinds(_ spec: ControllerSpec, _ title: String) -> [String] {
        spec.buttons.first { $0.title == title }?.actions.map { action in
            switch action {
            case .present: "present"
            case .push: "push"
            default: "other"
            }
        } ?? []
    }

    @Test("`if userInterfaceIdiom == .pad { present } else { push }` (Swift and Objective-C): the phone's button pushes, the pad's presents")
    func eachDeviceItsArm() throws {
        let phone = try Fixtures.scan(files: Self.files).model
        let pad = try Fixtures.scan(files: Self.files, ScanOptions(device: .ipad)).model
        #expect(Self.kinds(try phone.spec("Home"), "openCreator") == ["push"])
        #expect(Self.kinds(try pad.spec("Home"), "openCreator") == ["present"])
        #expect(Self.kinds(try phone.spec("Menu"), "openHelp") == ["push"])
        #expect(Self.kinds(try pad.spec("Menu"), "openHelp") == ["present"])
    }

    @Test("a flag set where the controller is made (`gate.portraitOnly = userInterfaceIdiom == .phone`, `= true`) starts at that value on each device")
    func flagSetWhereMade() throws {
        let source = """
            import UIKit
            class Gate: UIViewController {
                var portraitOnly: Bool = false
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    if portraitOnly { return .portrait } else { return .all }
                }
            }
            class Lock: UIViewController {
                var locked = false
                override var shouldAutorotate: Bool { if locked { return false } else { return true } }
            }
            final class Launcher {
                func start(_ window: UIWindow) {
                    let gate = Gate()
                    gate.portraitOnly = UIDevice.current.userInterfaceIdiom == .phone
                    window.rootViewController = gate
                    let lock = Lock()
                    lock.locked = true
                    gate.present(lock, animated: true)
                }
            }
            """
        let phone = try Fixtures.scan(files: ["App.swift": source]).project.scenario.model
        let pad = try Fixtures.scan(files: ["App.swift": source], ScanOptions(device: .ipad)).project.scenario.model
        #expect(try phone.spec("Gate").vars["portraitOnly"] == .bool(true))
        #expect(try pad.spec("Gate").vars["portraitOnly"] == .bool(false))
        #expect(try phone.spec("Lock").vars["locked"] == .bool(true))
    }

    @Test("Objective-C `return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad;` from shouldAutorotate (and `!=`) is each device's own bool, not a variable starting true")
    func objcIdiomValue() throws {
        let files = [
            "AppDelegate.m": """
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
                    self.window.rootViewController = [[TipCard alloc] init];
                    return YES;
                }
                @end
                @interface TipCard : UIViewController
                @end
                @implementation TipCard
                - (BOOL)shouldAutorotate {
                    return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad;
                }
                - (BOOL)prefersStatusBarHidden {
                    return NO;
                }
                @end
                @interface Hint : UIViewController
                @end
                @implementation Hint
                - (BOOL)shouldAutorotate {
                    return UIDevice.currentDevice.userInterfaceIdiom != UIUserInterfaceIdiomPad;
                }
                @end
                """,
        ]
        let phone = try Fixtures.scan(files: files).model, pad = try Fixtures.scan(files: files, ScanOptions(device: .ipad)).model
        #expect(try phone.spec("TipCard").shouldAutorotate == .literal(false) && pad.spec("TipCard").shouldAutorotate == .literal(true))
        #expect(try phone.spec("Hint").shouldAutorotate == .literal(true) && pad.spec("Hint").shouldAutorotate == .literal(false))
        #expect(try phone.spec("TipCard").vars.isEmpty)
    }

    @Test("`switch UIDevice.current.userInterfaceIdiom { case .pad: present(popover) default: push }`: the `default` is the iPhone's only, so the iPad's tap presents and never pushes too")
    func idiomSwitchDefault() throws {
        let files = [
            "SceneDelegate.swift": Fixtures.sceneDelegate(root: "UINavigationController(rootViewController: Home())"),
            "Home.swift": """
                import UIKit
                final class Home: UIViewController {
                    @objc func readTapped(_ sender: UIBarButtonItem) {
                        switch UIDevice.current.userInterfaceIdiom {
                        case .pad:
                            let reader = Reader()
                            reader.modalPresentationStyle = .popover
                            present(reader, animated: true, completion: nil)
                        default:
                            navigationController?.pushViewController(Editor(), animated: true)
                        }
                    }
                }
                final class Reader: UIViewController {}
                final class Editor: UIViewController {}
                """,
        ]
        let pad = try Fixtures.scan(files: files, ScanOptions(device: .ipad)).model
        let phone = try Fixtures.scan(files: files).model
        #expect(try pad.spec("Home").buttons.map(\.actions) == [[.present("Reader", style: .popover)]])
        #expect(try phone.spec("Home").buttons.map(\.actions) == [[.push("Editor")]])
    }

    @Test("`if idiom == .pad && floatingPanels { present(formSheet) } else { push }`: on the iPad the setting still chooses (two ways), on the iPhone only the push")
    func idiomJoinedToAFlag() throws {
        let files = [
            "SceneDelegate.swift": Fixtures.sceneDelegate(root: "UINavigationController(rootViewController: Harbor())"),
            "Harbor.swift": """
                import UIKit
                final class Harbor: UIViewController {
                    var floatingPanels = false
                    @objc func openTide() {
                        let tide = Tide()
                        if UIDevice.current.userInterfaceIdiom == .pad && floatingPanels {
                            tide.modalPresentationStyle = .formSheet
                            present(tide, animated: true)
                        } else {
                            navigationController?.pushViewController(tide, animated: true)
                        }
                    }
                }
                final class Tide: UIViewController {}
                """,
        ]
        let pad = try Fixtures.scan(files: files, ScanOptions(device: .ipad)).model.spec("Harbor")
        #expect(Set(pad.buttons.map { "\($0.actions)" }) == ["\([Action.present("Tide", style: .formSheet)])", "\([Action.push("Tide")])"])
        let phone = try Fixtures.scan(files: files).model.spec("Harbor")
        #expect(phone.buttons.map(\.actions) == [[.push("Tide")]])
    }
}
