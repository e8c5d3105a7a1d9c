import UIKit

/// Objective-C code knows it as LMTabsController.
@objc(LMTabsController)
final class TabsController: UITabBarController {}

/// Fills the tab bar it is handed: lazy navs, a local list grown by appends.
final class TabsCoordinator: NSObject {
    private var tabs: TabsController
    private var showsRadio: Bool

    private lazy var libraryNav: UINavigationController = {
        let root = LibraryViewController()
        return UINavigationController(rootViewController: root)
    }()

    private lazy var radioNav: UINavigationController? = {
        guard let root = RadioViewController(station: 1) else { return nil }
        return UINavigationController(rootViewController: root)
    }()

    @objc init(tabs: TabsController, showsRadio: Bool) {
        self.tabs = tabs
        self.showsRadio = showsRadio
        super.init()
        fill()
    }

    private func fill() {
        var list: [UINavigationController] = [libraryNav]
        if showsRadio, let radioNav = radioNav {
            list.append(radioNav)
        }
        tabs.viewControllers = list
    }
}

final class LibraryViewController: UIViewController {}

final class RadioViewController: UIViewController {
    init?(station: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

/// The full-screen player, landscape only; Objective-C builds it as LMPlayerViewController.
@objc(LMPlayerViewController)
final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
