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

    @Test("a slot whose setter has UIKit re-evaluate the orientation is switched by the code alone: a holder with no tab bar (`tabBar: false`) and a button per child that selects it and re-evaluates")
    func reevaluatingSlotsSwitchInCode() throws {
        let result = try Fixtures.scan(files: ["App.swift": """
            import UIKit
            \(Fixtures.sceneDelegate(root: "RootController()"))
            class HoldingController: UIViewController {
                var content: UIViewController? {
                    didSet { if let content { addChild(content) } }
                }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    content?.supportedInterfaceOrientations ?? .portrait
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
                func accountAdded() {
                    content = BrowserController()
                }
            }
            final class SetupController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class BrowserController: UIViewController {}
            """])
        let root = try result.model.spec("RootController")
        #expect(root.kind == .tab && !root.tabBar, "\(root.kind) \(root.tabs)")
        #expect(root.tabs == ["SetupController", "BrowserController"])
        #expect(root.buttons.map(\.title) == ["content = SetupController", "content = BrowserController"])
        #expect(root.buttons.last?.actions == [.selectTab(1), .setNeedsUpdate])
        // The scenario says so, and reads back the same.
        #expect(result.yaml.contains("tabBar: false"), "\(result.yaml)")
    }
}
