import OrientationEngine
import Testing
@testable import Scan

/// A player screen forcing landscape through a rotation manager it holds in a property
/// (`[self.turner goLandscape]`), the manager choosing its way by `@available`.
struct ObjCHelperObjectTests {
    static let source = """
        @interface Turner : NSObject
        - (void)goLandscape;
        - (void)goBack;
        @end
        @implementation Turner
        - (void)goLandscape {
            if (@available(iOS 16.0, *)) {
                [UIApplication.sharedApplication.keyWindow.rootViewController setNeedsUpdateOfSupportedInterfaceOrientations];
            } else {
                [UIDevice.currentDevice setValue:@(UIDeviceOrientationLandscapeLeft) forKey:@"orientation"];
            }
        }
        - (void)goBack { [UIViewController attemptRotationToDeviceOrientation]; }
        - (void)reset { [self.host dismissViewControllerAnimated:YES completion:nil]; }
        @end
        @interface PlayerScreen : UIViewController
        @property (nonatomic, strong) Turner *turner;
        @end
        @implementation PlayerScreen
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAllButUpsideDown; }
        - (IBAction)fullTapped:(id)sender { [self.turner goLandscape]; }
        - (IBAction)doneTapped:(id)sender { [_turner goBack]; }
        - (IBAction)resetTapped:(id)sender { [self.turner reset]; }
        @end
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {
            _window.rootViewController = [PlayerScreen new];
            return YES;
        }
        @end
        """

    @Test("`[self.turner goLandscape]` and `[_turner goBack]` (`@property Turner *turner`): the manager's forcing is the button's (of its `@available` arms, the available one only), nothing else it does")
    func forcingThroughAHeldManager() throws {
        let player = try Fixtures.scan(files: ["App.m": Self.source]).model.spec("PlayerScreen")
        #expect(player.buttons.first { $0.title == "fullTapped" }?.actions == [.setNeedsUpdate], "\(player.buttons)")
        #expect(player.buttons.first { $0.title == "doneTapped" }?.actions == [.attemptRotation], "\(player.buttons)")
        #expect(!player.buttons.contains { $0.title == "resetTapped" }, "\(player.buttons)")
    }
}
