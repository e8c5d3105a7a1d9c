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
