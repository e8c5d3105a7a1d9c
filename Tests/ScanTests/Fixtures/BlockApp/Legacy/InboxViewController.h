#import <UIKit/UIKit.h>

@interface InboxViewController : UIViewController
@end
