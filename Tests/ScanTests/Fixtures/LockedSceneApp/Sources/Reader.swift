import UIKit

final class ReaderViewController: UIViewController {
    private var pageTurning = false

    override var prefersInterfaceOrientationLocked: Bool { pageTurning }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

/// A picker in a window of its own: the app's second window, never its root.
final class ColourPicker {
    private let pickerWindow = UIWindow()

    func show() {
        pickerWindow.rootViewController = PickerViewController()
        pickerWindow.isHidden = false
    }
}

final class PickerViewController: UIViewController {
    override var prefersInterfaceOrientationLocked: Bool { true }
}
