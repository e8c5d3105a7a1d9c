import UIKit

/// Masks handed over through `init`: the call sites say what they are.
final class ClipViewController: UIViewController {
    private let allowed: UIInterfaceOrientationMask

    init(allowed: UIInterfaceOrientationMask) {
        self.allowed = allowed
        super.init(nibName: nil, bundle: nil)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
}

final class GalleryViewController: UIViewController {
    let mask: UIInterfaceOrientationMask

    init(showing mask: UIInterfaceOrientationMask) {
        self.mask = mask
        super.init(nibName: nil, bundle: nil)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
}

extension RootViewController {
    @objc func openClip() {
        present(ClipViewController(allowed: .landscape), animated: true)
    }

    @objc func openGallery(_ wide: Bool) {
        if wide {
            present(GalleryViewController(showing: .all), animated: true)
        } else {
            present(GalleryViewController(showing: .portrait), animated: true)
        }
    }
}
