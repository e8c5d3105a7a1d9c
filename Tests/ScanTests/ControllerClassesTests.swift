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
}
