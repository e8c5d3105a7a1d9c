#import "LMAppDelegate.h"
#import "Lumen-Swift.h"

@implementation LMAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [LMTabsController new];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
