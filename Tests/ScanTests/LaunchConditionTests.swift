import OrientationEngine
import Testing
@testable import Scan

/// What a lifecycle method does only on some launches, or later, is a way of its own.
struct LaunchConditionTests {
    @Test("in a lifecycle method an `if` the scan cannot decide (`if !didLaunch`) is a button, so launches with and without it are explored; unwrapping (`guard let`, `if let`) holds; a view's dismiss() is no dismissal")
    func undecidedArmsAreButtons() throws {
        let (_, model) = try Fixtures.scan("FirstLaunchApp")
        let root = try model.spec("RootViewController")
        #expect(root.hooks[.viewDidAppear] == [.present("TipsViewController", style: nil)], "\(root.hooks)")
        let byTitle = Dictionary(root.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(byTitle["viewDidAppear (!Settings.didLaunch)"] == [.present("WelcomeViewController", style: .fullScreen)],
                "\(root.buttons.map(\.title))")
    }

    @Test("a closure kept for an event in a function the lifecycle method calls is a button too, not part of the launch")
    func callbackThroughACall() throws {
        let (_, model) = try Fixtures.scan("FirstLaunchApp")
        let root = try model.spec("RootViewController")
        #expect(root.hooks[.viewDidLoad] == nil, "\(root.hooks)")
        #expect(root.buttons.contains { $0.title == "viewDidLoad (callback)" && $0.actions == [.push("SearchViewController")] },
                "\(root.buttons.map(\.title))")
    }
}

/// A pager whose data source is another object: that object's pages.
struct PagerSourceTests {
    @Test("a pager with `dataSource = viewModel` holds the view model's `viewControllers = [a, b]` (properties built in closures or directly) as its pages, so what a page shows is reached")
    func pagesFromTheDataSource() throws {
        let (_, model) = try Fixtures.scan("PagerSourceApp")
        let explore = try model.spec("ExploreViewController")
        #expect(explore.kind == .tab)
        #expect(explore.tabs == ["TrendingViewController", "PeopleViewController"], "\(explore.tabs)")
        #expect(NavigationTests.reachable(model).contains("PlayerViewController"))
    }
}
