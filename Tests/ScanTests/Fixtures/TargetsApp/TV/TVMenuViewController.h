#import <UIKit/UIKit.h>

@interface TVMenuViewController : UIViewController
@end
