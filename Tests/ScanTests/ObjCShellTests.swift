import OrientationEngine
import Testing
@testable import Scan

/// An Objective-C tab bar that wraps itself in a navigation controller, makes that the
/// window's root with the message form of the assignment, and fills its own tabs from lazy
/// getters; its tabs answer through a helper method the project declares.
struct ObjCShellTests {
    static let files = [
        "AppDelegate.swift": """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                lazy var shell = ShellController()
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    self.window = window
                    (UIApplication.shared.delegate as? AppDelegate)?.shell.launch(in: window)
                }
            }
            """,
        "Masks.swift": """
            import UIKit
            extension UIViewController {
                @objc func phonePortraitMask() -> UIInterfaceOrientationMask {
                    if UIDevice.current.userInterfaceIdiom == .pad { return .all }
                    return .portrait
                }
            }
            final class OuterNav: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    topViewController?.supportedInterfaceOrientations ?? .all
                }
            }
            final class SearchController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { phonePortraitMask() }
            }
            """,
        "ShellController.h": """
            @import UIKit;
            @interface ShellController : UITabBarController
            - (void)launchInWindow:(UIWindow *)window;
            @end
            """,
        "ShellController.m": """
            #import "ShellController.h"
            @interface ShellController ()
            @property (nonatomic, strong) FeedController *feed;
            @end
            @implementation ShellController
            - (FeedController *)feed {
                if (!_feed) { _feed = [[FeedController alloc] init]; }
                return _feed;
            }
            - (void)launchInWindow:(UIWindow *)window {
                OuterNav *nav = [[OuterNav alloc] initWithRootViewController:self];
                [window setRootViewController:nav];
                [window makeKeyAndVisible];
                [self fillTabs];
            }
            - (void)fillTabs {
                NSArray<UIViewController *> *tabs = @[[self feed], [[SearchController alloc] init], [[UINavigationController alloc] initWithRootViewController:[[LibraryController alloc] init]]];
                [self setViewControllers:tabs animated:NO];
            }
            @end
            """,
        "FeedController.m": """
            @interface FeedController : UIViewController
            @end
            @implementation FeedController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return [self phonePortraitMask];
            }
            @end
            @interface LibraryController : UIViewController
            @end
            @implementation LibraryController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return [self readingMask];
            }
            @end
            @implementation UIViewController (Reading)
            - (UIInterfaceOrientationMask)readingMask {
                return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft;
            }
            @end
            """,
    ]

    @Test("`[window setRootViewController:nav]` sets the root; `initWithRootViewController:self` stacks the class itself")
    func messageRootAroundSelf() throws {
        let model = try Fixtures.scan(files: Self.files).model
        #expect(model.root == "OuterNav")
        #expect(try model.spec("OuterNav").stack == ["ShellController"])
    }

    @Test("`[self setViewControllers:tabs animated:NO]` with the tabs in an array literal's local: the tab bar's own tabs, getters and nested brackets read")
    func ownTabsFromAnArrayLocal() throws {
        let model = try Fixtures.scan(files: Self.files).model
        let tabs = try model.spec("ShellController").tabs
        #expect(tabs.count == 3, "\(tabs)")
        #expect(tabs.prefix(2) == ["FeedController", "SearchController"], "\(tabs)")
        #expect(tabs.last?.hasPrefix("UINavigationController") == true, "\(tabs)")
    }

    @Test("`[self showViewController:nav sender:self]` presents a navigation controller, and a screen shown from one in no navigation controller is presented too, as Swift's `show(_:sender:)`")
    func showViewControllerSender() throws {
        let result = try Fixtures.scan(files: ["Term.m": """
            @interface Term : UIViewController
            @end
            @implementation Term
            - (void)openViewer {
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[Viewer alloc] init]];
                [self showViewController:nav sender:self];
            }
            - (void)openHelp {
                [self showViewController:[[Help alloc] init] sender:self];
            }
            @end
            @interface Viewer : UIViewController
            @end
            @interface Help : UIViewController
            @end
            """])
        let buttons = try result.project.scenario.model.spec("Term").buttons
        #expect(buttons.map(\.actions) == [[.present("UINavigationController")], [.present("Help")]], "\(result.yaml)")
        #expect(try result.project.scenario.model.spec("UINavigationController").stack == ["Viewer"])
    }

    @Test("`self.viewControllers = @[…]` in Objective-C: the tabs")
    func ownTabsAssigned() throws {
        var files = Self.files
        files["ShellController.m"] = files["ShellController.m"]!.replacingOccurrences(
            of: "[self setViewControllers:tabs animated:NO];", with: "self.viewControllers = @[[self feed], [[SearchController alloc] init]];")
        let tabs = try Fixtures.scan(files: files).model.spec("ShellController").tabs
        #expect(tabs == ["FeedController", "SearchController"], "\(tabs)")
    }

    @Test("A helper returning a mask (a Swift extension's function, an Objective-C category's method) is read where answers call it, per device")
    func maskHelpers() throws {
        let phone = try Fixtures.scan(files: Self.files).model
        let pad = try Fixtures.scan(files: Self.files, ScanOptions(device: .ipad)).model
        #expect(try phone.spec("FeedController").supported == .literal(.portrait))
        #expect(try pad.spec("FeedController").supported == .literal(.all))
        #expect(try phone.spec("SearchController").supported == .literal(.portrait))
        #expect(try pad.spec("SearchController").supported == .literal(.all))
        let reading = try phone.spec("LibraryController").supported
        #expect(reading == .union([.literal(.portrait), .literal(.landscapeLeft)]) || reading == .literal([.portrait, .landscapeLeft]),
                "\(String(describing: reading))")
    }
}

/// Objective-C launch and routing forms: the root from a storyboard named in code, a class
/// method that presents (a router's), a swizzle naming a selector.
struct ObjCLaunchFormsTests {
    static let files = [
        "AppDelegate.m": """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                _window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
                _window.rootViewController = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateInitialViewController];
                [_window makeKeyAndVisible];
                return YES;
            }
            @end
            @interface ListController : UIViewController
            @end
            @interface Landscape : UIViewController
            @end
            @implementation Landscape (Route)
            + (void)handleRequest:(id)request topViewController:(UIViewController *)top {
                [top presentViewController:[Landscape new] animated:YES completion:nil];
            }
            @end
            @interface ListNav : UINavigationController
            @end
            @implementation ListNav (Swizzle)
            + (void)install {
                method_exchangeImplementations(class_getInstanceMethod(self, @selector(popViewControllerAnimated:)),
                                               class_getInstanceMethod(self, @selector(swz_pop:)));
            }
            - (void)swz_reset {
                SEL sel = @selector(dismissViewControllerAnimated:completion:);
            }
            @end
            """,
        "Main.storyboard": Fixtures.storyboard(initial: "N1", [
            #"<viewController id="L1" customClass="ListController" sceneMemberID="viewController"/>"#,
            """
            <navigationController id="N1" customClass="ListNav" sceneMemberID="viewController">
                <connections><segue destination="L1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            """,
        ]),
    ]

    @Test("`_window.rootViewController = [[UIStoryboard storyboardWithName:@\"Main\" …] instantiateInitialViewController]` (no plist naming it): that scene, its relationships kept")
    func storyboardRootInCode() throws {
        let model = try Fixtures.scan(files: Self.files).model
        #expect(model.root == "ListNav")
        #expect(try model.spec("ListNav").stack == ["ListController"])
    }

    @Test("a class method presenting (`+handleRequest:topViewController:`) is no button of its class, said; `@selector(popViewControllerAnimated:)` is no pop")
    func classMethodsAndSelectors() throws {
        let result = try Fixtures.scan(files: Self.files)
        #expect(try result.model.spec("Landscape").buttons.isEmpty)
        #expect(result.unresolved.contains { $0.note == "presents Landscape from a class method of Landscape: no button" }, "\(result.unresolved)")
        #expect(try result.model.spec("ListNav").buttons.isEmpty)
    }
}

/// A controller that still answers iOS 5's question only.
struct IOS5QuestionTests {
    @Test("`-shouldAutorotateToInterfaceOrientation:` (iOS 5's question, R10) is said, not taken for an answer of iOS 6 and later")
    func legacyQuestionSaid() throws {
        let result = try Fixtures.scan(files: ["Split.m": """
            @interface LegacySplit : UIViewController
            @end
            @implementation LegacySplit
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation { return YES; }
            @end
            """])
        #expect(result.unresolved.contains { $0.note.hasPrefix("iOS 5's question (R10), never asked from iOS 6") }, "\(result.unresolved)")
        #expect(try result.model.spec("LegacySplit").shouldAutorotate == nil)
    }
}
