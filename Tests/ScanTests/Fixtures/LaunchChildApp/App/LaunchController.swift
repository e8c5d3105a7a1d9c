import UIKit
import LaunchKit

final class LaunchController: LKLaunchViewController {
    private var destination: UIViewController!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Made early so its screens can register for notifications.
        destination = storyboard!.instantiateViewController(withIdentifier: "tabBarController") as! MainTabs
    }

    override func finishLaunching() {
        super.finishLaunching()
        addChild(destination)
        view.addSubview(destination.view)
        destination.didMove(toParent: self)
    }
}

final class MainTabs: UITabBarController {}
final class ForwardingNav: UINavigationController {}

final class FeedController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

final class SettingsController: UIViewController {}
