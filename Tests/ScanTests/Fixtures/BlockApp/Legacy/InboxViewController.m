#import "InboxViewController.h"
#import "ComposeViewController.h"

#define SHOW_ALERT(msg) dispatch_async(dispatch_get_main_queue(), ^{ [self showMessage:msg]; })

@implementation InboxViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.modalPresentationCapturesStatusBarAppearance = YES;
#if TARGET_OS_MACCATALYST
    [self setupCatalyst];
#endif
}

- (IBAction)reportProblem:(id)sender {
    dispatch_async(dispatch_get_main_queue(), ^{ UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Oops" message:nil preferredStyle:UIAlertControllerStyleAlert];
        [self presentViewController:alert animated:YES completion:nil];
    });
}

- (IBAction)compose:(id)sender {
    ComposeViewController *compose = [[ComposeViewController alloc] init];
    [self presentViewController:compose animated:YES completion:nil];
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}

@end
