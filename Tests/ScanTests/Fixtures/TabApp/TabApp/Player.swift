import UIKit

final class PlayerViewController: UIViewController {
    private var isLocked = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        isLocked ? .portrait : .allButUpsideDown
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        .landscapeRight
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
        UIViewController.attemptRotationToDeviceOrientation()
    }

    @objc func toggleLock() {
        isLocked.toggle()
        if #available(iOS 16.0, *) {
            setNeedsUpdateOfSupportedInterfaceOrientations()
        }
    }

    @objc func close() {
        dismiss(animated: true)
    }
}
