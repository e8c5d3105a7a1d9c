// Containers filled by the object that holds them (a coordinator handed the tab bar), and
// Swift classes Objective-C code names by their `@objc(…)` names.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct ContainerFillTests {
    @Test("a coordinator's `tabs.viewControllers = list` (lazy navs, a local list grown by append) fills the held tab bar; Objective-C's `[LMTabsController new]` is the Swift class `@objc(LMTabsController)` names")
    func coordinatorFillsTabs() throws {
        let (_, model) = try Fixtures.scan("TabCoordinatorApp")
        #expect(model.root == "TabsController")
        #expect(model.controller(named: "LMTabsController") == nil)
        let tabs = try model.spec("TabsController").tabs
        #expect(tabs.count == 2, "\(tabs)")
        let roots = tabs.compactMap { model.controller(named: $0)?.stack.first }
        #expect(roots == ["LibraryViewController", "RadioViewController"])
        #expect(!tabs.contains { $0.hasSuffix("child") })
    }

    @Test("a controller a coordinator adds to the tab bar (`[mini didMoveToParentViewController:tabs]`) presents over it: its presentations are the tab bar's buttons; a lazy getter's class is read past its tvOS arm")
    func adoptedMiniPlayer() throws {
        let (_, model) = try Fixtures.scan("TabCoordinatorApp")
        let tabs = try model.spec("TabsController")
        let expand = try #require(tabs.buttons.first { $0.title == "LMMiniPlayerController.expand" }, "\(tabs.buttons.map(\.title))")
        guard case .present(let nav, let style)? = expand.actions.first else { Issue.record("\(expand.actions)"); return }
        #expect(style == .overFullScreen)
        #expect(model.controller(named: nav)?.stack == ["PlayerViewController"])
        #expect(NavigationTests.reachable(model).contains("PlayerViewController"))
        #expect(model.controller(named: "LMTVPlayerController") == nil)
    }
}
