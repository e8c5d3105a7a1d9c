import OrientationEngine
import Testing
@testable import Scan

/// Which classes are view controllers: a library's class named …Controller that shows
/// nothing itself is no screen.
struct ControllerClassesTests {
    @Test("IGListKit's section controllers and a watch app's interface controllers are no screens; a library's view controller subclass is")
    func libraryControllersThatAreNoScreens() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            import IGListKit
            import WatchKit
            final class CommentSectionController: ListSectionController {}
            final class FilesSectionController: ListBindingSectionController<Files> {}
            final class GlanceController: WKInterfaceController {}
            final class Reader: SomeLibraryViewController {}
            """)
        let names = result.project.scenario.model.controllers.map(\.name)
        #expect(names == ["Reader"], "\(result.yaml)")
    }

    @Test("`return vc as! Self` in a class's factory is that class, no controller named Self")
    func castToSelf() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class Gallery: UIViewController {
                @objc func openViewer() { present(Viewer.create(), animated: true) }
            }
            final class Viewer: UIViewController {
                class func create() -> Viewer {
                    let vc = UIStoryboard(name: "Viewer", bundle: nil).instantiateViewController(withIdentifier: "Viewer")
                    return vc as! Self
                }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """)
        let model = result.project.scenario.model
        #expect(try model.spec("Gallery").buttons.map(\.actions) == [[.present("Viewer")]], "\(result.yaml)")
        #expect(model.controller(named: "Self") == nil, "\(result.yaml)")
    }

    @Test("a local declared with its class and assigned `.init(…)` in each arm is that class, presented")
    func implicitInitOfDeclaredLocal() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class Attach: UIViewController {
                var archivesOnly = false
                @objc func attachTapped() {
                    let picker: UIDocumentPickerViewController
                    if archivesOnly {
                        picker = .init(forOpeningContentTypes: [.archive], asCopy: false)
                    } else {
                        picker = .init(forOpeningContentTypes: [.pdf], asCopy: true)
                    }
                    present(picker, animated: true)
                }
            }
            """)
        let actions = try result.project.scenario.model.spec("Attach").buttons.flatMap(\.actions)
        #expect(!actions.isEmpty && actions.allSatisfy { $0 == .present("UIDocumentPickerViewController") }, "\(result.yaml)")
        #expect(!result.unresolved.contains { $0.expression == "picker" }, "\(result.unresolved)")
    }
}
