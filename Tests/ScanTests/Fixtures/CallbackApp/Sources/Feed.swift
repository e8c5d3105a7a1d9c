import Combine
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = FeedViewController()
        window?.makeKeyAndVisible()
    }
}

final class FeedViewController: UIViewController {
    private var bag = Set<AnyCancellable>()
    let errors = PassthroughSubject<Error, Never>()
    var onSignOut: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.async {
            self.present(WelcomeViewController(), animated: false)
        }
        errors.sink { [weak self] _ in
            self?.present(ErrorViewController(), animated: true)
        }
        .store(in: &bag)
        onSignOut = { [weak self] in
            self?.present(SignInViewController(), animated: true)
        }
    }
}

final class WelcomeViewController: UIViewController {}
final class ErrorViewController: UIViewController {}
final class SignInViewController: UIViewController {}
