import UIKit

extension UIStoryboard {
    static var preferences: UIStoryboard {
        UIStoryboard(name: "Preferences", bundle: nil)
    }

    static let reader = UIStoryboard(name: "Reader", bundle: nil)

    /// A scene whose storyboard identifier is its class's name.
    func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
        let identifier = String(describing: type)
        guard let controller = instantiateViewController(withIdentifier: identifier) as? T else {
            fatalError("no scene \(identifier)")
        }
        return controller
    }
}
