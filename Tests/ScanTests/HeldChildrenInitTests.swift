import OrientationEngine
import Testing
@testable import Scan

/// A container handed its children at construction: the class stores each `init` parameter
/// in a property and adds it as a child; the construction site says which controllers.
struct HeldChildrenInitTests {
    static let swift = [
        "App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let notes = UINavigationController(rootViewController: NotesController())
                    window?.rootViewController = SidebarContainer(main: notes, sidebar: TagsController())
                }
            }
            final class SidebarContainer: UIViewController {
                let main: UIViewController
                let sidebar: UIViewController
                init(main: UIViewController, sidebar: UIViewController) {
                    self.main = main
                    self.sidebar = sidebar
                    super.init(nibName: nil, bundle: nil)
                    addChild(main)
                    addChild(sidebar)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class NotesController: UIViewController {
                @objc func openEditor() { present(EditorController(), animated: true) }
            }
            final class TagsController: UIViewController {}
            final class EditorController: UIViewController {}
            """,
    ]

    @Test("Swift: `SidebarContainer(main: nav, sidebar: tags)` whose init stores and adds both: both are its children")
    func swiftInitChildren() throws {
        let model = try Fixtures.scan(files: Self.swift).model
        #expect(model.root == "SidebarContainer")
        let root = try model.spec("SidebarContainer")
        #expect(root.kind == .tab)
        #expect(Set(root.tabs) == ["UINavigationController", "TagsController"], "\(root.tabs)")
        #expect(try model.spec("UINavigationController").stack == ["NotesController"])
    }

    static let objc = [
        "SidebarContainer.h": """
            #import <UIKit/UIKit.h>
            @interface SidebarContainer : UIViewController
            - (instancetype)initWithMainViewController:(UIViewController *)mainViewController sidebarViewController:(UIViewController *)sidebarViewController;
            @end
            """,
        "SidebarContainer.m": """
            #import "SidebarContainer.h"
            @interface SidebarContainer ()
            @property (nonatomic, strong) UIViewController *mainViewController;
            @property (nonatomic, strong) UIViewController *sidebarViewController;
            @end
            @implementation SidebarContainer
            - (instancetype)initWithMainViewController:(UIViewController *)mainViewController
                                 sidebarViewController:(UIViewController *)sidebarViewController
            {
                self = [super init];
                if (self) {
                    self.mainViewController = mainViewController;
                    _sidebarViewController = sidebarViewController;
                    [self configureContainment];
                }
                return self;
            }
            - (void)configureContainment
            {
                [self addChildViewController:self.mainViewController];
                [self addChildViewController:_sidebarViewController];
            }
            - (UIViewController *)activeViewController
            {
                return self.isSidebarVisible ? self.sidebarViewController : self.mainViewController;
            }
            - (BOOL)shouldAutorotate
            {
                return !self.isPanning && [self.activeViewController shouldAutorotate];
            }
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations
            {
                return [self.activeViewController supportedInterfaceOrientations];
            }
            @end
            """,
        "AppDelegate.m": """
            #import <UIKit/UIKit.h>
            #import "SidebarContainer.h"
            @interface NotesController : UIViewController
            @end
            @implementation NotesController
            @end
            @interface TagsController : UIViewController
            @end
            @implementation TagsController
            @end
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @property (strong, nonatomic) UINavigationController *navigationController;
            @property (strong, nonatomic) TagsController *tags;
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
            {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                self.tags = [TagsController new];
                self.navigationController = [[UINavigationController alloc] initWithRootViewController:[NotesController new]];
                SidebarContainer *root = [[SidebarContainer alloc] initWithMainViewController:self.navigationController
                                                                        sidebarViewController:_tags];
                self.window.rootViewController = root;
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """,
    ]

    @Test("Objective-C: `[[SidebarContainer alloc] initWithMainViewController:nav sidebarViewController:tags]` whose init stores both in properties it adds as children: both are its children, in the order written")
    func objcInitChildren() throws {
        let model = try Fixtures.scan(files: Self.objc).model
        #expect(model.root == "SidebarContainer")
        let root = try model.spec("SidebarContainer")
        #expect(root.kind == .tab)
        #expect(root.tabs == ["UINavigationController", "TagsController"], "\(root.tabs)")
        #expect(try model.spec("UINavigationController").stack == ["NotesController"])
        // A getter returning one of the children it adds is forwarding to the child shown.
        #expect(root.supported == .top)
        #expect(root.shouldAutorotate == .conditional(Condition([.isTrue("isPanning")]), then: .literal(false), else: .top))
    }
}
