#import <UIKit/UIKit.h>

@interface LMMiniPlayerController : UIViewController
@end

@interface LMAppCoordinator : NSObject
@end
