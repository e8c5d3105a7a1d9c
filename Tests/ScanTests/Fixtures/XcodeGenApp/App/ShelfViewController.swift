import UIKit

final class ShelfViewController: UIViewController {
    @objc func openReader() { present(ReaderViewController(), animated: true) }
}
