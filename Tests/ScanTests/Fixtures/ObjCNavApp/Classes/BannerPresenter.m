#import <UIKit/UIKit.h>

@interface BannerPresenter : NSObject
@property (strong, nonatomic) UIWindow *bannerWindow;
@end

@implementation BannerPresenter

- (void)showBanner {
    self.bannerWindow = [[UIWindow alloc] initWithFrame:CGRectMake(0, 0, 320, 64)];
    self.bannerWindow.rootViewController = [[BannerViewController alloc] init];
    self.bannerWindow.hidden = NO;
}

@end

@interface BannerViewController : UIViewController
@end

@implementation BannerViewController
@end
