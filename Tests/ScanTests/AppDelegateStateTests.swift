import OrientationEngine
import Testing
@testable import Scan

/// The app delegate's orientation lock, the most copied rotation idiom: the window method
/// returns a property of the delegate, and screens set it (straight, or through a helper
/// that may also force the device by KVC). Its starting value and each screen's `set` are
/// what the scenario replays.
struct AppDelegateStateTests {
    static let source = """
        import UIKit
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var orientationLock = UIInterfaceOrientationMask.all
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UINavigationController(rootViewController: ListScreen())
                window?.makeKeyAndVisible()
                return true
            }
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                return self.orientationLock
            }
        }
        struct AppUtility {
            static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
                if let delegate = UIApplication.shared.delegate as? AppDelegate {
                    delegate.orientationLock = orientation
                }
            }
            static func lockOrientation(_ orientation: UIInterfaceOrientationMask, andRotateTo rotateOrientation: UIInterfaceOrientation) {
                self.lockOrientation(orientation)
                UIDevice.current.setValue(rotateOrientation.rawValue, forKey: "orientation")
                UINavigationController.attemptRotationToDeviceOrientation()
            }
        }
        final class ListScreen: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                AppUtility.lockOrientation(.portrait)
            }
            @objc func openPlayer() { navigationController?.pushViewController(PlayerScreen(), animated: true) }
            @objc func openSettings() { navigationController?.pushViewController(SettingsScreen(), animated: true) }
        }
        final class PlayerScreen: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                AppUtility.lockOrientation(.landscapeRight, andRotateTo: .landscapeRight)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                AppUtility.lockOrientation([.portrait, .landscapeLeft])
            }
        }
        final class SettingsScreen: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                (UIApplication.shared.delegate as! AppDelegate).orientationLock = .portrait
            }
        }
        """

    @Test("R7 the window method's `return self.orientationLock` is the variable, starting at the property's value (`= UIInterfaceOrientationMask.all`, no type written)")
    func lockStartsAtItsValue() throws {
        let model = try Fixtures.scan(source: Self.source).model
        #expect(model.window == .variable("orientationLock"))
        #expect(model.vars["orientationLock"] == .mask(.all))
    }

    @Test("R20a screens set the lock through a helper's parameter or straight on the cast delegate, and the helper's KVC forces the interface orientation it is handed as the device's (landscapeRight → device landscapeLeft)")
    func screensSetTheLock() throws {
        let model = try Fixtures.scan(source: Self.source).model
        #expect(try model.spec("ListScreen").hooks[.viewWillAppear] == [.set([(name: "orientationLock", value: .literal(.mask(.portrait)))])])
        #expect(try model.spec("PlayerScreen").hooks[.viewWillAppear]
            == [.set([(name: "orientationLock", value: .literal(.mask(.landscapeRight)))]), .forceDevice(.landscapeLeft), .attemptRotation])
        #expect(try model.spec("PlayerScreen").hooks[.viewWillDisappear]
            == [.set([(name: "orientationLock", value: .literal(.mask([.portrait, .landscapeLeft])))])])
        #expect(try model.spec("SettingsScreen").hooks[.viewWillAppear] == [.set([(name: "orientationLock", value: .literal(.mask(.portrait)))])])
    }

    @Test("a static flag the window method reads (`static var keepPortrait = true`) starts at its value, and `AppDelegate.keepPortrait = false` in a button sets it")
    func staticFlag() throws {
        let model = try Fixtures.scan(source: """
            import UIKit
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static var keepPortrait = true
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = ReaderController()
                    window?.makeKeyAndVisible()
                    return true
                }
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    if AppDelegate.keepPortrait { return .portrait }
                    return .allButUpsideDown
                }
            }
            final class ReaderController: UIViewController {
                @objc func openPhoto() {
                    AppDelegate.keepPortrait = false
                    present(PhotoController(), animated: true)
                }
            }
            final class PhotoController: UIViewController {}
            """).model
        #expect(model.vars["keepPortrait"] == .bool(true))
        #expect(try model.spec("ReaderController").buttons.map(\.actions)
            == [[.set([(name: "keepPortrait", value: .literal(.bool(false)))]), .present("PhotoController", style: nil)]])
    }

    @Test("writes to app delegate properties the window method does not read (`appDelegate.badgeCount = 3`, a download manager's `appDelegate.backgroundHandler = nil`) are nothing: no button, no hook, no note")
    func unreadPropertiesAreNothing() throws {
        let source = Self.source + """

            final class DownloadManager {
                func finished() {
                    let appDelegate = UIApplication.shared.delegate as? AppDelegate
                    appDelegate?.backgroundHandler = nil
                }
            }
            final class BadgeScreen: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    (UIApplication.shared.delegate as! AppDelegate).badgeCount = 3
                }
                @objc func clear() { (UIApplication.shared.delegate as! AppDelegate).badgeCount = 0 }
            }
            """
        let result = try Fixtures.scan(source: source)
        let badge = try result.model.spec("BadgeScreen")
        #expect(badge.hooks.isEmpty && badge.buttons.isEmpty)
        #expect(!result.unresolved.contains { $0.expression.contains("DownloadManager") || $0.expression.contains("badgeCount") }, "\(result.unresolved)")
    }
}
