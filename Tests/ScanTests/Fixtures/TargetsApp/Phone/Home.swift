import UIKit

class HomeViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    @objc func play() {
        present(PlayerViewController(), animated: true)
    }

    @objc func about() {
        navigationController?.pushViewController(AboutViewController(), animated: true)
    }
}
