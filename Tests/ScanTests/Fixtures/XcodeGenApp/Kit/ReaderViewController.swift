import UIKit

public final class ReaderViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
