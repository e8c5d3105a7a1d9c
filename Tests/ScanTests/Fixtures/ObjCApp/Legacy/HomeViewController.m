#import "HomeViewController.h"

@interface HomeViewController : UIViewController
@end

@implementation HomeViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
        return UIInterfaceOrientationMaskAll;
    }
    return UIInterfaceOrientationMaskPortrait;
}

- (IBAction)playTapped:(id)sender {
    VideoViewController *video = [[VideoViewController alloc] init];
    video.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:video animated:YES completion:nil];
}

- (void)showAbout {
    [self.navigationController pushViewController:[[AboutViewController alloc] init] animated:YES];
}

@end
