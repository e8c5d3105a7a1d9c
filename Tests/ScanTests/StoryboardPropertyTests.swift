import OrientationEngine
import Testing
@testable import Scan

/// Storyboards named through the project's own `UIStoryboard` properties, and a generic
/// helper instantiating the scene of the class it is handed.
struct StoryboardPropertyTests {
    @Test("`UIStoryboard.preferences.instantiateInitialViewController() as! UINavigationController` is the initial scene of the storyboard the property names (not another nav of the same class); `instantiateController(ofType: X.self)` returning its generic parameter is an X")
    func propertiesAndGenericHelpers() throws {
        let (result, model) = try Fixtures.scan("StoryboardPropertyApp")
        let library = try model.spec("LibraryController")
        #expect(library.buttons.map(\.title) == ["openPreferences", "openBook"])
        #expect(library.buttons.map(\.actions) == [
            [.present("UINavigationController(PreferencesController)", style: .formSheet)],
            [.present("BookReaderController", style: .fullScreen)],
        ])
        #expect(try model.spec("UINavigationController(PreferencesController)").stack == ["PreferencesController"])
        #expect(try model.spec("UINavigationController").stack == ["LibraryController"], "the window's own nav keeps its stack")
        #expect(!model.controllers.contains { $0.name == "T" })
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
    }
}

/// Storyboard references (`viewControllerPlaceholder`): a scene that stands for another
/// storyboard's scene, as a tab, a navigation controller's root or a segue's destination.
struct StoryboardReferenceTests {
    @Test("a reference is the scene it names in the storyboard it names (its initial one without an identifier), followed through several storyboards")
    func referencesAreFollowed() throws {
        let (result, model) = try Fixtures.scan("StoryboardReferenceApp")
        #expect(model.root == "UITabBarController")
        #expect(try model.spec("UITabBarController").tabs == ["UINavigationController", "ProfileController"])
        #expect(try model.spec("UINavigationController").stack == ["ShelfController"])
        #expect(try model.spec("ShelfController").buttons.map(\.actions)
            == [[.present("UINavigationController(ReaderController)", style: .fullScreen)]])
        #expect(try model.spec("UINavigationController(ReaderController)").stack == ["ReaderController"])
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
    }
}

/// A custom container's child slot: a property whose `didSet` adds what it holds as a child.
struct ChildSlotTests {
    @Test("what a subclass stores in its superclass's child slot (in a closure too) is shown inside it, one at a time, and asking the slot's controller is forwarding to the child it shows")
    func slotsHoldChildren() throws {
        let (result, model) = try Fixtures.scan("ChildSlotApp")
        #expect(model.root == "RootController")
        let root = try model.spec("RootController")
        #expect(root.kind == .tab)
        #expect(root.tabs == ["SetupController", "BrowserController"])
        #expect(root.supported == .top)
        #expect(!result.unresolved.contains { $0.note.contains("variable") }, "\(result.unresolved)")
    }

    @Test("a slot whose setter has UIKit re-evaluate the orientation is no tab switch (which re-evaluates nothing): its values are not read as tabs")
    func reevaluatingSlotsAreNotTabs() throws {
        let result = try Fixtures.scan(files: ["App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = RootController()
                }
            }
            class HoldingController: UIViewController {
                var content: UIViewController? {
                    didSet { if let content { addChild(content) } }
                }
            }
            final class RootController: HoldingController {
                override var content: UIViewController? {
                    didSet { setNeedsUpdateOfSupportedInterfaceOrientations() }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    content = SetupController()
                }
            }
            final class SetupController: UIViewController {}
            """])
        let root = try result.model.spec("RootController")
        #expect(root.kind == .vc && root.tabs.isEmpty, "\(root.tabs)")
    }
}
