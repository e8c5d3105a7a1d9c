import OrientationEngine
import Testing
@testable import Scan

/// A helper's `switch` whose arms call the class's own helpers and a coordinator alike: each
/// arm is one way, whichever kind of call shows its screen; a shared helper shows only what it
/// does; a navigation controller shown is presented.
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

    @Test("a storyboard `show` segue to a navigation controller, and `show(nav, sender:)` in code, present it (a screen in no navigation controller presents it; a nav pushed would raise), with the scene's own style")
    func showOfANavIsAPresent() throws {
        let board = Fixtures.storyboard(initial: "m-1", [
            #"<viewController id="m-1" customClass="MapController" sceneMemberID="viewController"><connections><segue destination="n-1" kind="show" identifier="SelectServer" id="s1"/></connections></viewController>"#,
            #"<navigationController id="n-1" modalPresentationStyle="formSheet" sceneMemberID="viewController"><connections><segue destination="l-1" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#,
            #"<tableViewController id="l-1" customClass="ServerListController" sceneMemberID="viewController"/>"#,
        ])
        let model = try Fixtures.scan(files: [
            "Main.storyboard": board,
            "Info.plist": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"#,
            "App.swift": """
                import UIKit
                final class MapController: UIViewController {
                    @objc func openSettings() { show(UINavigationController(rootViewController: SettingsController()), sender: nil) }
                }
                final class ServerListController: UITableViewController {}
                final class SettingsController: UITableViewController {}
                """,
        ]).model
        let map = try model.spec("MapController")
        let byTitle = Dictionary(map.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        guard case .present(let server, _)? = byTitle["SelectServer"]?.first, case .present(let settings, _)? = byTitle["openSettings"]?.first else {
            Issue.record("not presented: \(map.buttons.map { "\($0.title): \($0.actions)" })")
            return
        }
        #expect(try model.spec(server).stack == ["ServerListController"])
        #expect(try model.spec(settings).stack == ["SettingsController"])
    }

    @Test("a `switch` whose `default` arm calls a superclass's helper (a shared list base's `pickRow(_:)`, which presents) is split like one calling the class's own: the push of `case 0` is a way of its own, and the unnamed arms are titled with the function")
    func inheritedHelperArmApart() throws {
        let model = try Fixtures.scan(source: """
            import UIKit
            class PeopleList: UITableViewController {
                func pickRow(_ row: Int) {
                    present(UIAlertController(title: "Pick?", message: nil, preferredStyle: .alert), animated: true)
                }
            }
            final class InviteList: PeopleList {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    switch indexPath.section {
                    case 0: navigationController?.pushViewController(NewPersonScreen(), animated: true)
                    default: pickRow(indexPath.row)
                    }
                }
            }
            final class NewPersonScreen: UIViewController {}
            """).model
        let list = try model.spec("InviteList")
        #expect(list.buttons.map(\.title).sorted() == ["tableView (0)", "tableView (default)"])
        #expect(list.buttons.first { $0.title == "tableView (0)" }?.actions == [.push("NewPersonScreen")])
        #expect(list.buttons.first { $0.title == "tableView (default)" }?.actions == [.present("UIAlertController", style: nil)])
    }

    @Test("`if asSheet { present(ledger); return }; push(ledger)`: the present and the push are two ways, never one after the other; on the idiom, what follows `if idiom == .pad { …; return }` is the iPhone's")
    func earlyReturnIsAnElse() throws {
        let files = ["App.swift": Fixtures.sceneDelegate(root: "UINavigationController(rootViewController: LobbyScreen())") + """
            final class LobbyScreen: UIViewController {
                var asSheet = false
                @objc func openLedger() {
                    let ledger = LedgerScreen()
                    if asSheet {
                        present(ledger, animated: true)
                        return
                    }
                    navigationController?.pushViewController(ledger, animated: true)
                }
                @objc func openNotes() {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        present(NotesScreen(), animated: true)
                        return
                    }
                    navigationController?.pushViewController(NotesScreen(), animated: true)
                }
            }
            final class LedgerScreen: UIViewController {}
            final class NotesScreen: UIViewController {}
            """]
        let phone = try Fixtures.scan(files: files).model.spec("LobbyScreen")
        let ledger = phone.buttons.filter { $0.title.hasPrefix("openLedger") }.map(\.actions)
        #expect(Set(ledger.map { "\($0)" }) == ["\([Action.present("LedgerScreen", style: nil)])", "\([Action.push("LedgerScreen")])"], "\(ledger)")
        #expect(phone.buttons.first { $0.title == "openNotes" }?.actions == [.push("NotesScreen")])
        let pad = try Fixtures.scan(files: files, ScanOptions(device: .ipad)).model.spec("LobbyScreen")
        #expect(pad.buttons.first { $0.title == "openNotes" }?.actions == [.present("NotesScreen", style: nil)])
    }

    @Test("a `catch` in viewDidLoad (`do { try openCamera() } catch { dismiss(…) }`) runs only when something throws: a way of its own, never part of every load")
    func catchIsAnArm() throws {
        let model = try Fixtures.scan(source: Fixtures.sceneDelegate(root: "HomeController()") + """
            final class HomeController: UIViewController {
                @objc func cameraTapped() { present(CameraController(), animated: true) }
            }
            final class CameraController: UIViewController {
                func openCamera() throws -> Bool { true }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    do {
                        _ = try openCamera()
                    } catch {
                        dismiss(animated: true, completion: nil)
                    }
                }
            }
            """).model
        let camera = try model.spec("CameraController")
        #expect(camera.hooks[.viewDidLoad] == nil, "\(camera.hooks)")
        #expect(camera.buttons.map(\.actions) == [[.dismiss]])
    }
}
