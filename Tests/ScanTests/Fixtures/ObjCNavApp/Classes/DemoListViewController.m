#import <UIKit/UIKit.h>

@interface DemoListViewController : UIViewController <UITableViewDelegate>
@property (nonatomic, copy) NSArray<NSString *> *screens;
@property (nonatomic, assign) BOOL compact;
@end

@implementation DemoListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.screens = @[@"InlineClipViewController", @"WideClipViewController"];
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *screen = self.screens[indexPath.row];
    UIViewController *controller = [[NSClassFromString(screen) alloc] init];
    if ([screen isEqualToString:@"WideClipViewController"]) {
        controller.modalPresentationStyle = UIModalPresentationFullScreen;
        [self presentViewController:controller animated:YES completion:nil];
    } else {
        [self.navigationController pushViewController:controller animated:YES];
    }
}

- (IBAction)showCredits:(id)sender {
    if (self.compact) {
        [self presentViewController:[CreditsViewController new] animated:YES completion:nil];
    } else {
        [self.navigationController pushViewController:[[CreditsViewController alloc] init] animated:YES];
    }
}

@end

@interface InlineClipViewController : UIViewController
@end

@implementation InlineClipViewController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}
@end

@interface WideClipViewController : UIViewController
@end

@implementation WideClipViewController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskLandscape;
}
@end

@interface CreditsViewController : UIViewController
@end

@implementation CreditsViewController
@end
