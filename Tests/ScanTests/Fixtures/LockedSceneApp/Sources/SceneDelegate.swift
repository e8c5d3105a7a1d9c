import UIKit

/// iOS 27: the scene delegate answers the scene's mask; iPadOS 26: the reader locks it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = ReaderViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
}
