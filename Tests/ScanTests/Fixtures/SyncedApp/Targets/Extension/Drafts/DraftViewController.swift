import UIKit

/// Its folder is taken out of the extension and given to the app.
class DraftViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
