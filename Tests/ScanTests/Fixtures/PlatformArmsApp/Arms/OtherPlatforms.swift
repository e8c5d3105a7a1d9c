import UIKit

#if os(tvOS) || targetEnvironment(macCatalyst)
final class ShelfController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

final class DesktopSplitController: UISplitViewController {}
#endif

#if DEBUG
final class DebugConsoleController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
#endif
