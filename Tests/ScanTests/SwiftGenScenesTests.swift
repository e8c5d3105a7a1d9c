import OrientationEngine
import Testing
@testable import Scan

/// SwiftGen's generated storyboard scenes, both kinds in one file as its template writes
/// them (`InitialSceneType<T>` and `SceneType<T>` each with an `instantiate() -> T`).
struct SwiftGenScenesTests {
    static let generated = """
        import UIKit
        internal protocol StoryboardType { static var storyboardName: String { get } }
        internal extension StoryboardType {
          static var storyboard: UIStoryboard { return UIStoryboard(name: self.storyboardName, bundle: nil) }
        }
        internal struct InitialSceneType<T: UIViewController> {
          internal let storyboard: StoryboardType.Type
          internal func instantiate() -> T {
            guard let controller = storyboard.storyboard.instantiateInitialViewController() as? T else { fatalError() }
            return controller
          }
        }
        internal struct SceneType<T: UIViewController> {
          internal let storyboard: StoryboardType.Type
          internal let identifier: String
          internal func instantiate() -> T {
            guard let controller = storyboard.storyboard.instantiateViewController(withIdentifier: identifier) as? T else { fatalError() }
            return controller
          }
        }
        internal enum StoryboardScene {
          internal enum Boot: StoryboardType {
            internal static let storyboardName = "Boot"
            internal static let initialScene = InitialSceneType<Notes.Gate>(storyboard: Boot.self)
            internal static let notesNavigation = SceneType<UIKit.UINavigationController>(storyboard: Boot.self, identifier: "NotesNavigation")
          }
        }
        """

    @Test("the window's root `StoryboardScene.Boot.initialScene.instantiate()` is Boot's initial scene, and `StoryboardScene.Boot.notesNavigation.instantiate()` presented is the scene of that identifier, its stack read from the storyboard; no controller named `T`")
    func generatedScenes() throws {
        let board = Fixtures.storyboard(initial: "g-1", [
            #"<viewController id="g-1" customClass="Gate" sceneMemberID="viewController"/>"#,
            #"<navigationController storyboardIdentifier="NotesNavigation" id="n-1" sceneMemberID="viewController"><connections><segue destination="l-1" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#,
            #"<viewController id="l-1" customClass="NotesList" sceneMemberID="viewController"/>"#,
        ])
        let model = try Fixtures.scan(files: [
            "Boot.storyboard": board,
            "Scenes.swift": Self.generated,
            "WindowHost.swift": """
                import UIKit
                final class Unrelated: UIViewController {}
                final class WindowHost: NSObject, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.rootViewController = StoryboardScene.Boot.initialScene.instantiate()
                        window?.makeKeyAndVisible()
                    }
                }
                final class Gate: UIViewController {
                    @IBAction func notesTapped(_ sender: Any) {
                        let notes = StoryboardScene.Boot.notesNavigation.instantiate()
                        notes.modalPresentationStyle = .fullScreen
                        present(notes, animated: true)
                    }
                }
                final class NotesList: UIViewController {}
                """,
        ]).model
        #expect(model.root == "Gate")
        guard case .present(let shown, let style)? = try model.spec("Gate").buttons.first?.actions.first else {
            Issue.record("Gate presents nothing: \(try model.spec("Gate").buttons)")
            return
        }
        #expect(style == .fullScreen)
        #expect(try model.spec(shown).stack == ["NotesList"])
        #expect(model.controller(named: "T") == nil)
    }
}
