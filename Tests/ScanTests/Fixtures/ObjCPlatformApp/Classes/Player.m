#import <UIKit/UIKit.h>

@interface ClipListViewController : UIViewController
@end

@implementation ClipListViewController
{
    ChoiceSheetViewController *sheet;
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    sheet = [[ChoiceSheetViewController alloc] init];
    sheet.modalPresentationStyle = UIModalPresentationCustom;
}

- (IBAction)chooseQuality:(id)sender
{
    [self presentViewController:self->sheet animated:YES completion:nil];
}

- (void)playbackFailed:(NSString *)reason
{
#if TARGET_OS_TV
    TVErrorViewController *error = [[TVErrorViewController alloc] init];
    [self presentViewController:error animated:YES completion:nil];
#else
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:reason
                                                                   message:@""
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [self presentViewController:alert animated:YES completion:nil];
#endif
}

- (IBAction)openClip:(id)sender
{
#if TARGET_OS_IOS
    ClipPlayerViewController *player = [[ClipPlayerViewController alloc] init];
    player.modalPresentationStyle = UIModalPresentationFullScreen;
#endif
    [self presentViewController:player animated:YES completion:nil];
}

@end

@interface ChoiceSheetViewController : UIViewController
@end

@implementation ChoiceSheetViewController
@end

@interface ClipPlayerViewController : UIViewController
@end

@implementation ClipPlayerViewController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskAllButUpsideDown;
}
@end

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[ClipListViewController alloc] init]];
    [self.window makeKeyAndVisible];
    return YES;
}
@end
