import OrientationEngine
import Testing
@testable import Scan

/// A helper's `switch` whose arms call the class's own helpers and a coordinator alike: each
/// arm is one way, whichever kind of call shows its screen; a shared helper shows only what it does.
struct HelperArmsTests {
    @Test("arms calling an own helper (`removeVault()` presenting an alert) and arms calling a coordinator (`coordinator?.rename()` pushing) are each a way of their own: the alert is no part of the rename and move ways")
    func ownAndCoordinatorArmsApart() throws {
        let model = try Fixtures.scan(source: """
            import UIKit
            import Combine
            enum DetailAction { case lock, remove, rename, move }
            final class DetailCoordinator {
                weak var navigationController: UINavigationController?
                func rename() { navigationController?.pushViewController(RenameViewController(), animated: true) }
                func move() { navigationController?.pushViewController(MoveViewController(), animated: true) }
            }
            final class DetailViewController: UITableViewController {
                var coordinator: DetailCoordinator?
                var subscriber = Set<AnyCancellable>()
                let actions = PassthroughSubject<Result<DetailAction, Error>, Never>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    actions.sink(receiveValue: { [weak self] result in self?.handleActionResult(result) }).store(in: &subscriber)
                }
                private func handleActionResult(_ result: Result<DetailAction, Error>) {
                    switch result {
                    case let .success(action): handleAction(action)
                    case .failure: break
                    }
                }
                private func handleAction(_ action: DetailAction) {
                    switch action {
                    case .lock: lockVault()
                    case .remove: removeVault()
                    case .rename: coordinator?.rename()
                    case .move: coordinator?.move()
                    }
                }
                private func removeVault() {
                    present(UIAlertController(title: "Remove?", message: nil, preferredStyle: .alert), animated: true, completion: nil)
                }
                private func lockVault() { print("locked") }
            }
            final class RenameViewController: UIViewController {}
            final class MoveViewController: UIViewController {}
            """).model
        let detail = try model.spec("DetailViewController")
        let ways: [[Action]] = [[.present("UIAlertController", style: nil)], [.push("RenameViewController")], [.push("MoveViewController")]]
        #expect(detail.buttons.count == ways.count && ways.allSatisfy { way in detail.buttons.contains { $0.actions == way } },
                "\(detail.buttons.map { "\($0.title): \($0.actions)" })")
    }

    @Test("an alert helper's `alert.show(viewController, sender:)` on the alert it just built pushes nothing (the alert is not on screen); its `present(alert)` is the one way, made once however many controllers call the helper")
    func alertShowIsNoPush() throws {
        let model = try Fixtures.scan(source: """
            import UIKit
            final class AlertHelper {
                static func alert(title: String, viewController: UIViewController) {
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    alert.show(viewController, sender: nil)
                    viewController.present(alert, animated: true, completion: nil)
                }
            }
            class ListViewController: UIViewController {
                @objc func regroup() { AlertHelper.alert(title: "Regroup?", viewController: self) }
            }
            final class HomeViewController: UIViewController {
                var list: ListViewController?
                @objc func regroup() { list?.regroup() }
            }
            """).model
        let list = try model.spec("ListViewController")
        #expect(list.buttons.map(\.actions) == [[.present("UIAlertController", style: nil)]])
    }
}
