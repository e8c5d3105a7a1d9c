import OrientationEngine
import Testing
@testable import Scan

/// iOS 18's tab API: a tab bar's children given by `UITab` providers, and hosting controllers
/// named by the view at the head of a modifier chain.
struct TabItemTests {
    @Test("`tabs = [UITab(…) { _ in library }, …] + [searchTab]` (inside `if #available(iOS 26, *)`, `searchTab` a `UISearchTab`) are the tab bar's children; `UIHostingController(rootView: HistoryView().environmentObject(path))` is HistoryView's hosting controller")
    func uiTabProviders() throws {
        let model = try Fixtures.scan(files: ["SceneDelegate.swift": Fixtures.sceneDelegate(root: "TabBarController()"), "App.swift": """
            import UIKit
            import SwiftUI
            final class LibraryViewController: UIViewController {}
            final class SearchViewController: UIViewController {}
            struct HistoryView: View { var body: some View { Text("History") } }
            final class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let library = UINavigationController(rootViewController: LibraryViewController())
                    let history = UIHostingController(rootView: HistoryView().environmentObject(Model()))
                    let searchTab = UISearchTab { _ in SearchViewController() }
                    if #available(iOS 26.0, *) {
                        tabs = [
                            UITab(title: "Library", image: nil, identifier: "0") { _ in library },
                            UITab(title: "History", image: nil, identifier: "1") { _ in history },
                        ] + [searchTab]
                    }
                }
            }
            final class Model: ObservableObject {}
            """]).model
        let tabs = try model.spec("TabBarController").tabs
        #expect(tabs == ["UINavigationController", "UIHostingController(HistoryView)", "SearchViewController"], "\\(tabs)")
        #expect(try model.spec("UINavigationController").stack == ["LibraryViewController"])
    }
}
