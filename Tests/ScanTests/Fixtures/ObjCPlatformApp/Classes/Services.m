#import <UIKit/UIKit.h>

@interface ServicesViewController : UITableViewController
@end

@interface ServicesViewController ()
@property (nonatomic) DiskServiceViewController *diskController;
@property (nonatomic) LinkServiceViewController *linkController;
@property (nonatomic, strong) UIViewController *plainController;
@end

@implementation ServicesViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.diskController = [[DiskServiceViewController alloc] initWithNibName:@"ServiceList" bundle:nil];
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
{
    switch (indexPath.row) {
        case 0:
            // the disk
            [self.navigationController pushViewController:self.diskController animated:YES];
            break;
        case 1: {
            [self.navigationController pushViewController:self.linkController animated:YES];
            break;
        }
        default:
            [self presentViewController:[[HelpViewController alloc] init] animated:YES completion:nil];
            break;
    }
}

- (UIViewController *)makeSignIn
{
    SignInViewController *signIn = [[SignInViewController alloc] initWithNibName:nil bundle:nil];
    signIn.title = @"Sign in";
    return signIn;
}

- (IBAction)signIn:(id)sender
{
    [self.navigationController pushViewController:[self makeSignIn] animated:YES];
}

- (void)showGuide
{
    UIViewController *guide = [ScreenFactory makeGuideWithLibrary:self.library];
    [self.navigationController pushViewController:guide animated:YES];
}

- (void)showEpisode:(NSString *)showId
{
    [self.navigationController pushViewController:[ScreenFactory makeEpisodeForShowId:showId] animated:YES];
}

@end

@interface DiskServiceViewController : UIViewController
@end
@implementation DiskServiceViewController
@end

@interface LinkServiceViewController : UIViewController
@end
@implementation LinkServiceViewController
@end

@interface SignInViewController : UIViewController
@end
@implementation SignInViewController
@end

@interface HelpViewController : UIViewController
@end
@implementation HelpViewController
@end
