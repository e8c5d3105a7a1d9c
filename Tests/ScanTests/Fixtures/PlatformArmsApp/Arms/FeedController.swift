import UIKit
#if canImport(AppKit)
import AppKit
#endif

final class FeedController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        #if targetEnvironment(macCatalyst)
        return .all
        #else
        return .portrait
        #endif
    }

    @objc func openClip() {
        #if os(iOS)
        present(ClipController(), animated: true)
        #else
        present(ShelfController(), animated: true)
        #endif
    }

    @objc func openLibrary() {
        present(LibraryTabsController(), animated: true)
    }

    @objc func openTools() {
        #if DEBUG
        present(DebugConsoleController(), animated: true)
        #endif
        #if BETA_MENU
        present(BetaMenuController(), animated: true)
        #endif
    }
}

final class ClipController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

final class BetaMenuController: UIViewController {}
