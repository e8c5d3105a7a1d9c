import OrientationEngine
import Testing
@testable import Scan

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
