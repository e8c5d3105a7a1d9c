#import <UIKit/UIKit.h>

@interface ComposeViewController : UIViewController
@end
