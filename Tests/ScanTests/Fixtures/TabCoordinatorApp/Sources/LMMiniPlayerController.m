#import "LMMiniPlayerController.h"
#import "Lumen-Swift.h"

@interface LMMiniPlayerController ()
@property (nonatomic, strong) UIViewController *player;
@end

@implementation LMMiniPlayerController

- (IBAction)expand:(id)sender
{
    UIViewController *player = self.player;
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:player];
    nav.modalPresentationStyle = UIModalPresentationOverFullScreen;
    UIViewController *root = self.view.window.rootViewController;
    [root presentViewController:nav animated:YES completion:nil];
}

- (UIViewController *)player
{
    if (!_player) {
#if TARGET_OS_TV
        _player = [[LMTVPlayerController alloc] init];
#else
        _player = [[LMPlayerViewController alloc] init];
#endif
    }
    return _player;
}

@end

@implementation LMAppCoordinator
{
    LMMiniPlayerController *_miniPlayer;
}

- (void)attachToTabs:(LMTabsController *)tabs
{
    _miniPlayer = [[LMMiniPlayerController alloc] init];
    [tabs.view addSubview:_miniPlayer.view];
    [_miniPlayer didMoveToParentViewController:tabs];
}

@end
