import OrientationEngine
import Testing
@testable import Scan

/// An Objective-C container whose property setter adds what it is given as a child
/// (`setMainController:` … `[self addChildViewController:vc]`), filled by a subclass.
struct ObjCChildSlotTests {
    static let source = """
            @interface DrawerContainer : UIViewController
            @property (nonatomic, strong) UIViewController *mainController;
            @end
            @implementation DrawerContainer
            - (void)setMainController:(UIViewController *)vc {
                [_mainController removeFromParentViewController];
                _mainController = vc;
                [self addChildViewController:vc];
                [self.view addSubview:vc.view];
                [vc didMoveToParentViewController:self];
            }
            @end
            @interface Home : UIViewController
            @end
            @implementation Home
            - (BOOL)shouldAutorotate { return YES; }
            @end
            @interface Root : DrawerContainer
            @end
            @implementation Root
            - (void)viewDidLoad {
                [super viewDidLoad];
                Home *home = [[Home alloc] init];
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:home];
                self.mainController = nav;
            }
            @end
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
                self.window.rootViewController = [[Root alloc] init];
                return YES;
            }
            @end
        """

    @Test("`self.mainController = nav` in a subclass of a container whose `setMainController:` adds it as a child: shown inside the subclass")
    func setterAddsChild() throws {
        let model = try Fixtures.scan(files: ["App.m": Self.source]).model
        #expect(model.root == "Root")
        let kids = try model.spec("Root").tabs
        #expect(kids.count == 1 && kids[0].hasPrefix("UINavigationController"), "\(kids)")
        #expect(try model.spec(kids[0]).stack == ["Home"])
    }

    @Test("the setter adding the property it just set (`[self addChildViewController:self.mainController]`) is a child slot too")
    func setterAddsItsProperty() throws {
        let changed = Self.source.replacingOccurrences(of: "[self addChildViewController:vc];", with: "[self addChildViewController:self.mainController];")
        let kids = try Fixtures.scan(files: ["App.m": changed]).model.spec("Root").tabs
        #expect(kids.count == 1, "\(kids)")
    }
}
