import OrientationEngine
import Testing
@testable import Scan

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
