import OrientationEngine
import Testing
@testable import Scan

/// A storyboard's custom segue does what its class's `perform` does.
struct CustomSegueTests {
    @Test("a custom segue whose perform sets the source's child (a drawer's main and side controllers) makes the destination a child, not a presentation; one whose perform presents stays a presentation; perform's own code is not a second site")
    func containmentOrPresentation() throws {
        let (result, model) = try Fixtures.scan("RevealApp")
        #expect(model.root == "DrawerController")
        let drawer = try model.spec("DrawerController")
        #expect(drawer.buttons.isEmpty, "\(drawer.buttons)")
        #expect(Set(drawer.tabs) == ["MenuController", "UINavigationController"], "\(drawer.tabs)")
        #expect(try model.spec("UINavigationController").stack == ["HomeController"])
        let home = try model.spec("HomeController")
        #expect(home.buttons.map(\.actions) == [[.present("ViewerController", style: nil)]])
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
    }
}
