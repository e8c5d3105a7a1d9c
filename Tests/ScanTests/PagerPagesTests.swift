// Idioms of apps that mix a pager library and Objective-C platform arms: a pager whose pages
// come from its data source method, and `#if TARGET_OS_TV … #else … #endif` inside a method.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct PagerPagesTests {
    @Test("a pager's data source method (`override func viewControllers(for:) -> [UIViewController] { [A(), B()] }`) gives its pages, each subclass its own; what a page presents is reached")
    func pagesFromTheDataSourceMethod() throws {
        let (_, model) = try Fixtures.scan("PagerPagesApp")
        let books = try model.spec("BooksShelfController")
        #expect(books.kind == .tab)
        #expect(books.tabs == ["NovelsPageController", "PoemsPageController"], "\(books.tabs)")
        let films = try model.spec("FilmsShelfController")
        #expect(films.tabs == ["TrailersPageController"], "\(films.tabs)")
        // The base that only traps lists no page of its own, and, only subclassed, is no screen.
        #expect(model.controller(named: "ShelfController") == nil)
        let reached = NavigationTests.reachable(model)
        #expect(reached.isSuperset(of: ["NovelsPageController", "PoemsPageController", "TrailersPageController",
                                        "ReaderController", "TrailerPlayerController"]), "\(reached.sorted())")
    }

    @Test("pages appended to an empty list (`var vcs = [UIViewController](); vcs.append(summary()); if let x = optionalPage() { vcs.append(x) }`) are the pager's pages, through the helpers that build them")
    func pagesAppendedToAnEmptyList() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            class ProductPager: ButtonBarPagerTabStripViewController {
                override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                    var vcs = [UIViewController]()
                    vcs.append(summaryPage())
                    if let facts = factsPage() { vcs.append(facts) }
                    return vcs
                }
                private func summaryPage() -> UIViewController {
                    let page = SummaryPage()
                    return page
                }
                private func factsPage() -> UIViewController? {
                    guard hasFacts else { return nil }
                    return FactsPage()
                }
                var hasFacts = true
            }
            final class SummaryPage: UITableViewController {}
            final class FactsPage: UITableViewController {}
            final class AppDelegate { func application() { window.rootViewController = ProductPager() } }
            """)
        #expect(try result.model.spec("ProductPager").tabs == ["SummaryPage", "FactsPage"])
    }
}

struct ObjCPlatformArmTests {
    @Test("Objective-C `#if TARGET_OS_TV` arms inside a method are another platform's; the `#else` arm's local (`UIAlertController *alert = [UIAlertController alertControllerWithTitle:…]`) and an `#if TARGET_OS_IOS` local are read; an ivar built in one method and presented in another (`self->sheet`) is its class")
    func platformArms() throws {
        let (result, model) = try Fixtures.scan("ObjCPlatformApp")
        let list = try model.spec("ClipListViewController")
        let actions = list.buttons.flatMap(\.actions)
        #expect(actions.contains(.present("UIAlertController")), "\(list.buttons)")
        #expect(actions.contains(.present("ClipPlayerViewController", style: .fullScreen)), "\(list.buttons)")
        #expect(!model.controllers.contains { $0.name == "TVErrorViewController" })
        // An instance variable built in `viewDidLoad`, presented in an action as `self->sheet`.
        #expect(list.buttons.contains { $0.title == "chooseQuality" && $0.actions.first.map { if case .present("ChoiceSheetViewController", _) = $0 { true } else { false } } == true },
                "\(list.buttons)")
        #expect(!result.unresolved.contains { $0.note.contains("cannot be read") }, "\(result.unresolved)")
        #expect(NavigationTests.reachable(model).contains("ClipPlayerViewController"))
    }
}

struct ObjCSwitchArmTests {
    @Test("an Objective-C `switch` in a row handler: each `case`/`default` arm its own button, never one sequence; `self.x` read through the value another method assigns, else the `@property`'s declared class")
    func switchArms() throws {
        let (result, model) = try Fixtures.scan("ObjCPlatformApp")
        let services = try model.spec("ServicesViewController")
        let shows = services.buttons.map(\.actions).filter { !$0.isEmpty }
        #expect(shows.contains([.push("DiskServiceViewController")]), "\(services.buttons)")
        #expect(shows.contains([.push("LinkServiceViewController")]), "\(services.buttons)")
        #expect(shows.contains { $0.count == 1 && $0.first.map { if case .present("HelpViewController", _) = $0 { true } else { false } } == true },
                "\(services.buttons)")
        #expect(!services.buttons.contains { $0.actions.count > 1 }, "no button does every arm in sequence: \(services.buttons)")
        // A row number is no name: the handler's, with the case.
        #expect(services.buttons.map(\.title).contains("tableView (0)"), "\(services.buttons.map(\.title))")
        #expect(!result.unresolved.contains { $0.note.contains("cannot be read") }, "\(result.unresolved)")
    }
}

struct ObjCClassMessageTests {
    @Test("an Objective-C class message to a Swift `@objc` factory (`[ScreenFactory makeGuideWithLibrary:x]`, `makeEpisodeForShowId:`) follows the Swift function the importer names (`makeGuide(library:)`, `makeEpisode(forShowId:)`) to what it returns; `[self makeSignIn]` returns the local it built; a parameter declared `UIAlertController` is an alert")
    func swiftFactoryFromObjC() throws {
        let (result, model) = try Fixtures.scan("ObjCPlatformApp")
        let services = try model.spec("ServicesViewController")
        let shows = services.buttons.map(\.actions)
        #expect(shows.contains([.push("GuideViewController")]), "\(services.buttons)")
        #expect(shows.contains([.push("EpisodeViewController")]), "\(services.buttons)")
        #expect(!result.unresolved.contains { $0.note.contains("cannot be read") || $0.note.contains("do not say") }, "\(result.unresolved)")
        // A method of its own returning a local it built (`[self makeSignIn]`).
        #expect(shows.contains([.push("SignInViewController")]), "\(services.buttons)")
        // A parameter declared an alert is one.
        let host = try model.spec("AlertHostViewController")
        #expect(host.buttons.flatMap(\.actions).contains { if case .present("UIAlertController", _) = $0 { true } else { false } }, "\(host.buttons)")
        #expect(ObjCCallSites.classMessage("[Library sharedLibrary]", at: SourceLocation(path: "a.m", line: 1))?.name == "sharedLibrary")
        #expect(ObjCCallSites.classMessage("[[Player alloc] init]", at: SourceLocation(path: "a.m", line: 1)) == nil)
    }
}
