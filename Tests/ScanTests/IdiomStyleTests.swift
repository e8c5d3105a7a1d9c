// A presentation style set in an arm of an `if` on the idiom is the style on that device
// only: a popover on the iPad, full screen on the iPhone.

import OrientationEngine
import Testing
@testable import Scan

struct IdiomStyleTests {
    static let objC = [
        "Home.h": "@interface Home : UIViewController\n@end\n",
        "Home.m": """
            @implementation Home
            - (void)donate:(id)sender {
                UIViewController *donation = [[Donation alloc] init];
                if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
                    donation.modalPresentationStyle = UIModalPresentationPopover;
                } else {
                    donation.modalPresentationStyle = UIModalPresentationFullScreen;
                }
                [self presentViewController:donation animated:YES completion:nil];
            }
            @end
            """,
        "Donation.h": "@interface Donation : UIViewController\n@end\n",
        "Donation.m": "@implementation Donation\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }\n@end\n",
        "AppDelegate.m": appDelegate,
    ]

    /// An Objective-C app delegate whose window's root is `Home`.
    static let appDelegate = """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window.rootViewController = [[Home alloc] init];
            [self.window makeKeyAndVisible];
            return YES;
        }
        @end
        """

    static let swift = ["App.swift": """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = Home()
            }
        }
        final class Home: UIViewController {
            @objc func donate() {
                let donation = Donation()
                if UIDevice.current.userInterfaceIdiom == .pad {
                    donation.modalPresentationStyle = .popover
                } else {
                    donation.modalPresentationStyle = .fullScreen
                }
                present(donation, animated: true)
            }
        }
        final class Donation: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        """]

    static func style(_ files: [String: String], _ device: DeviceModel) throws -> PresentationStyle? {
        let model = try Fixtures.scan(files: files, ScanOptions(device: device)).model
        for button in try model.spec("Home").buttons {
            for case .present(let target, let style) in button.actions where target == "Donation" { return style }
        }
        Issue.record("no button of Home presents Donation: \(try model.spec("Home").buttons)")
        return nil
    }

    @Test("Objective-C and Swift: a style set per idiom is full screen on the iPhone and a popover on the iPad",
          arguments: [("Objective-C", objC), ("Swift", swift)])
    func perDevice(_ language: String, _ files: [String: String]) throws {
        #expect(try Self.style(files, .iphoneFaceID) == .fullScreen, "\(language)")
        #expect(try Self.style(files, .ipad) == .popover, "\(language)")
    }
}

/// A window put on an external screen never turns with the device: it is no window of the
/// model (and never the root), and says so.
struct ExternalScreenTests {
    @Test("Objective-C and Swift: a window given another screen is left out with a note", arguments: [
        ("Objective-C", [
            "Home.m": "@interface Home : UIViewController\n@end\n@implementation Home\n@end\n",
            "Mirror.m": "@interface Mirror : UIViewController\n@end\n@implementation Mirror\n- (BOOL)shouldAutorotate { return NO; }\n@end\n",
            "AppDelegate.m": IdiomStyleTests.appDelegate + """

                @implementation Coordinator
                - (UIWindow *)externalWindow {
                    UIScreen *externalScreen = [UIScreen screens][1];
                    _externalWindow = [[UIWindow alloc] initWithFrame:externalScreen.bounds];
                    _externalWindow.rootViewController = [[Mirror alloc] initWithNibName:nil bundle:nil];
                    _externalWindow.screen = externalScreen;
                    return _externalWindow;
                }
                @end
                """,
        ]),
        ("Swift", ["App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = Home()
                }
            }
            final class Home: UIViewController {}
            final class Mirror: UIViewController { override var shouldAutorotate: Bool { false } }
            final class Coordinator {
                var externalWindow: UIWindow?
                func show(on screen: UIScreen) {
                    let window = UIWindow(frame: screen.bounds)
                    window.rootViewController = Mirror()
                    window.screen = screen
                    externalWindow = window
                }
            }
            """]),
    ])
    func leftOut(_ language: String, _ files: [String: String]) throws {
        let result = try Fixtures.scan(files: files)
        #expect(result.model.root == "Home", "\(language)")
        #expect(result.model.windows.isEmpty, "\(language): \(result.model.windows)")
        #expect(result.unresolved.contains { $0.note.contains("another screen") }, "\(language): \(result.unresolved.map(\.note))")
    }
}
