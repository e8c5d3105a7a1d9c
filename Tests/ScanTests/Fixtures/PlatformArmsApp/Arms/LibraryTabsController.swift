import UIKit

/// On iOS 18 the iPad shows a sidebar of libraries; every iPhone the compact list.
final class LibraryTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var tabs: [UIViewController] = [ClipController()]
        if #available(iOS 18.0, *), UIDevice.current.userInterfaceIdiom == .pad {
            tabs.append(SidebarLibraryController())
        } else {
            tabs.append(CompactLibraryController())
        }
        viewControllers = tabs
    }
}

final class SidebarLibraryController: UIViewController {}
final class CompactLibraryController: UIViewController {}
