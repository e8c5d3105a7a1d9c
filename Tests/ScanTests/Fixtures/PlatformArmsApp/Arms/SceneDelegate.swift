import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        #if os(tvOS)
        window.rootViewController = ShelfController()
        #elseif targetEnvironment(macCatalyst)
        window.rootViewController = DesktopSplitController()
        #else
        window.rootViewController = FeedController()
        #endif
        window.makeKeyAndVisible()
        self.window = window
    }
}
