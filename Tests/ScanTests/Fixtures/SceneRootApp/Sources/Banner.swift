import UIKit

/// A banner shown over the app in its own window: never the app's root.
final class BannerCenter {
    private var bannerWindow: UIWindow?

    func show(message: String, in scene: UIWindowScene) {
        let window = UIWindow(windowScene: scene)
        window.windowLevel = .alert + 1
        bannerWindow = window
        bannerWindow?.rootViewController = BannerViewController()
        bannerWindow?.isHidden = false
    }
}

final class BannerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
