import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: AccountViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

enum Row: Int {
    case changeEmail, changePassword, signOut
}

final class AccountViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Row(rawValue: indexPath.row) {
        case .changeEmail:
            present(EmailViewController(), animated: true)
        case .changePassword:
            navigationController?.pushViewController(PasswordViewController(), animated: true)
        case .signOut:
            dismiss(animated: true)
        case nil:
            break
        }
    }

    @objc func helpTapped() {
        if UserDefaults.standard.bool(forKey: "videoHelp") {
            present(HelpVideoViewController(), animated: true)
        } else {
            navigationController?.pushViewController(HelpTextViewController(), animated: true)
        }
    }
}

final class EmailViewController: UIViewController {}
final class PasswordViewController: UIViewController {}
final class HelpVideoViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
final class HelpTextViewController: UIViewController {}
