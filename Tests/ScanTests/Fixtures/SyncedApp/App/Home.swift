import UIKit

class HomeViewController: UIViewController {
    @objc func showBanner() {
        present(BannerViewController(), animated: true)
    }

    @objc func compose() {
        present(DraftViewController(), animated: true)
    }
}
