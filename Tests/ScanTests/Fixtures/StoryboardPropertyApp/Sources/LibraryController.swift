import UIKit

final class LibraryController: UITableViewController {
    @objc func openPreferences() {
        let nav = UIStoryboard.preferences.instantiateInitialViewController() as! UINavigationController
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }

    @objc func openBook() {
        let reader = UIStoryboard.reader.instantiateController(ofType: BookReaderController.self)
        reader.modalPresentationStyle = .fullScreen
        present(reader, animated: true)
    }
}

final class PreferencesController: UITableViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class BookReaderController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

final class ShelfController: UIViewController {}
