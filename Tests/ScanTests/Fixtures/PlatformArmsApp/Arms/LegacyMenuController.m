#import <UIKit/UIKit.h>

@interface CastPickerController : UIViewController
@end

@implementation CastPickerController
@end

@interface LegacyMenuController : UIViewController
@end

@implementation LegacyMenuController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations
{
#if TARGET_OS_TV
    return UIInterfaceOrientationMaskLandscape;
#else
    return UIInterfaceOrientationMaskPortrait;
#endif
}

- (void)openCast
{
#ifdef CAST_ENABLED
    [self presentViewController:[[CastPickerController alloc] init] animated:YES completion:nil];
#else
    [self presentViewController:[[UIViewController alloc] init] animated:YES completion:nil];
#endif
}

@end
