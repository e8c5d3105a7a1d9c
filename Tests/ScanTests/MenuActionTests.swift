import OrientationEngine
import Testing
@testable import Scan

/// Overloads of one delegate name are different ways; a menu's actions are alternatives.
struct MenuActionTests {
    @Test("overloads of one name (`collectionView(_:didSelectItemAt:)`, `…willPerformPreviewActionForMenuWith…`) are buttons of their own, each calling its own overload of a shared helper")
    func overloadsAreTheirOwnWays() throws {
        let (_, model) = try Fixtures.scan("MenuActionsApp")
        let gallery = try model.spec("GalleryViewController")
        let byTitle = Dictionary(gallery.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(byTitle["collectionView(didSelectItemAt:)"] == [.push("PhotoViewController")], "\(gallery.buttons.map(\.title))")
        #expect(byTitle["collectionView(willPerformPreviewActionForMenuWith:animator:)"]
                == [.present("ViewerViewController", style: .fullScreen)], "\(gallery.buttons.map(\.title))")
        #expect(!gallery.buttons.contains { $0.title.hasPrefix("handleRow") }, "a helper the controller calls is not a button")
    }

    @Test("each menu action is its own way, named after its title (a literal or NSLocalizedString's key); an alert's action comes after the alert, which UIKit dismisses first")
    func menuActionsAreAlternatives() throws {
        let (_, model) = try Fixtures.scan("MenuActionsApp")
        let gallery = try model.spec("GalleryViewController")
        let byTitle = Dictionary(gallery.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(byTitle["collectionView (Share)"] == [.present("UIActivityViewController", style: nil)], "\(gallery.buttons.map(\.title))")
        #expect(byTitle["collectionView (Delete)"] == [.present("UIAlertController", style: nil), .dismiss, .present("ReportViewController", style: nil)],
                "\(gallery.buttons.map(\.title))")
        #expect(model.controller(named: "UIAlertController")?.supported == .presenting)
    }
}
