import UIKit

extension UIInterfaceOrientationMask {
    static var portraitOnPhone: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all
    }
}

class BaseViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitOnPhone }
}

final class FeedViewController: BaseViewController {
    @objc func showPlayer() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }

    @objc func showCompose() {
        let compose = ComposeViewController()
        let nav = UINavigationController(rootViewController: compose)
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }

    @IBAction func openDetail(_ sender: Any) {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }
}

final class DetailViewController: BaseViewController {}

final class ComposeViewController: UIViewController {
    override var shouldAutorotate: Bool { false }
}

final class SettingsViewController: BaseViewController {
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}
