import UIKit

class ShopTabController: UITabBarController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        guard let selected = selectedViewController else { return .portrait }
        return selected.supportedInterfaceOrientations
    }
}

class ProductListViewController: UITableViewController {}

class ProductDetailViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        switch UIDevice.current.userInterfaceIdiom {
        case .pad: return .all
        default: return .portrait
        }
    }
}

class ZoomViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeLeft, .landscapeRight] }
}
