import UIKit

class TVHomeViewController: UIViewController {
    @objc func play() {
        present(PlayerViewController(), animated: true)
    }
}
