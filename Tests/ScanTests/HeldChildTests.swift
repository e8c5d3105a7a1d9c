// A container that answers with the controller it holds in a property forwards when that
// controller is its child; a controller it merely refers to is no forward.

import OrientationEngine
import Testing
@testable import Scan

struct HeldChildTests {
    static func model(holder: String) throws -> AppModel {
        try Fixtures.scan(files: ["App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = Launch()
                }
            }
            final class Launch: UIViewController {
                private(set) var game: Game!
                \(holder)
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    self.game?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
                }
            }
            final class Game: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """]).model
    }

    @Test("a container asking the child it holds forwards to it (top)")
    func child() throws {
        let model = try Self.model(holder: """
            override func viewDidLoad() {
                    super.viewDidLoad()
                    let game = Game()
                    addChild(game)
                    self.game = game
                }
            """)
        #expect(try model.spec("Launch").supported == .top)
    }

    @Test("a controller asking one it only refers to does not forward: a variable, never a guess")
    func reference() throws {
        let model = try Self.model(holder: "")
        #expect(try model.spec("Launch").supported != .top)
    }
}

/// A storyboard scene whose class another module provides is that module's class, apart
/// from an app class of the same name.
struct StoryboardModuleTests {
    @Test("customModule other than the app's: Module.Class; the app's own module or provider target: the bare name")
    func moduleQualified() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="a">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="a" customClass="GameViewController" customModule="Core" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="b" customClass="GameViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="c" customClass="MenuViewController" customModule="App" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let board = try Storyboard.read(text: text, path: "Main.storyboard", appModules: ["App"])
        #expect(board.scenes["a"]?.className == "Core.GameViewController")
        #expect(board.scenes["b"]?.className == "GameViewController")
        #expect(board.scenes["c"]?.className == "MenuViewController")
    }
}

/// Objective-C: the pages a controller sets on the page controller it holds are shown inside it.
struct ObjCPageTests {
    @Test("[pager setViewControllers:@[first] direction:…] makes the page a child of the controller holding the pager")
    func pages() throws {
        let model = try Fixtures.scan(files: [
            "Guide.m": """
                @interface Guide : UIViewController
                @end
                @implementation Guide
                {
                    UIPageViewController *pager;
                }
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    pager = [[UIPageViewController alloc] initWithTransitionStyle:UIPageViewControllerTransitionStyleScroll navigationOrientation:UIPageViewControllerNavigationOrientationHorizontal options:nil];
                    WelcomePage *first = [[WelcomePage alloc] initWithNibName:nil bundle:nil];
                    [pager setViewControllers:@[first] direction:UIPageViewControllerNavigationDirectionForward animated:YES completion:nil];
                    [self addChildViewController:pager];
                }
                @end
                @interface WelcomePage : UIViewController
                @end
                @implementation WelcomePage
                @end
                """,
            "AppDelegate.m": IdiomStyleTests.appDelegate.replacingOccurrences(of: "Home", with: "Guide"),
        ]).model
        #expect(try model.spec("Guide").tabs == ["WelcomePage"])
    }

    @Test("a page data source building its pages from a class list (`[[pageClasses[i] alloc] init…]`, `+pageClasses` returning `@[[A class], …]`) shows each class in the list")
    func pagesFromClassList() throws {
        let model = try Fixtures.scan(files: [
            "Pages.m": """
                @interface BasePage : UIViewController
                @end
                @implementation BasePage
                + (NSArray *)pageClasses
                {
                    return @[
                        [WelcomePage class],
                        [SyncPage class],
                    ];
                }
                @end
                @interface WelcomePage : BasePage
                @end
                @implementation WelcomePage
                @end
                @interface SyncPage : BasePage
                @end
                @implementation SyncPage
                @end
                """,
            "Guide.m": """
                @interface Guide : UIViewController <UIPageViewControllerDataSource>
                @end
                @implementation Guide
                - (UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerAfterViewController:(UIViewController *)viewController
                {
                    NSUInteger index = [BasePage.pageClasses indexOfObject:viewController.class] + 1;
                    NSArray <Class> *pageClasses = BasePage.pageClasses;
                    if (index >= pageClasses.count) { return nil; }
                    return [[pageClasses[index] alloc] initWithNibName:nil bundle:nil];
                }
                @end
                """,
            "AppDelegate.m": IdiomStyleTests.appDelegate.replacingOccurrences(of: "Home", with: "Guide"),
        ]).model
        #expect(try model.spec("Guide").tabs == ["WelcomePage", "SyncPage"])
    }
}
