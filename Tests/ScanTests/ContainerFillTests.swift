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

    @Test("`sheet.dismiss(animated:)` on another controller it holds is not the controller's own dismiss; `presentingViewController?.dismiss` and a bare `dismiss` are")
    func dismissOfAnotherController() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import UIKit
            final class PlayerViewController: UIViewController {
                var optionsSheet = UIViewController()
                override func viewWillAppear(_ animated: Bool) { optionsSheet.dismiss(animated: false) }
                @objc func close() { presentingViewController?.dismiss(animated: true) }
                @objc func done() { dismiss(animated: true) }
            }
            """
        try source.write(to: folder.appendingPathComponent("Player.swift"), atomically: true, encoding: .utf8)
        let model = try ProjectScanner.scan(folder: folder.path).project.scenario.model
        let player = try model.spec("PlayerViewController")
        #expect(player.hooks[.viewWillAppear] == nil)
        // Both are the same dismissal: one button.
        #expect(player.buttons.map(\.actions) == [[.dismiss]])
    }

    @Test("a lazy tab bar whose tabs are made by builder methods of its type (`let chats = makeChatsNav()`) holds what they return, and is the root")
    func lazyTabsFromBuilders() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class Router {
                private let window: UIWindow
                lazy var tabs: UITabBarController = {
                    let first = makeInbox()
                    let second = UINavigationController(rootViewController: Prefs())
                    let tabs = UITabBarController()
                    tabs.viewControllers = [first, second]
                    return tabs
                }()
                private func makeInbox() -> UINavigationController {
                    let root = Inbox()
                    return UINavigationController(rootViewController: root)
                }
                init(window: UIWindow) { self.window = window }
                func showMain() { window.rootViewController = tabs }
            }
            final class Inbox: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Prefs: UIViewController {}
            """)
        let model = result.project.scenario.model
        #expect(model.root == "UITabBarController", "\(result.yaml)")
        let tabs = try model.spec("UITabBarController").tabs
        #expect(try tabs.map { try model.spec($0).stack } == [["Inbox"], ["Prefs"]], "\(result.yaml)")
    }

    @Test("a factory helper named with a leading underscore (`_wrap`) is a function, followed as any other: the nav it fills is presented")
    func underscoredFactory() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class Factory: NSObject {
                private static func _wrap() -> UIViewController { Prefs() }
                static func createPrefs() -> UIViewController { _wrap() }
            }
            final class Console: UIViewController {
                @objc func showPrefs() {
                    let nav = UINavigationController()
                    nav.setViewControllers([Factory.createPrefs()], animated: false)
                    present(nav, animated: true)
                }
            }
            final class Prefs: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """)
        let model = result.project.scenario.model
        #expect(try model.spec("Console").buttons.map(\.actions) == [[.present("UINavigationController")]], "\(result.yaml)")
        #expect(try model.spec("UINavigationController").stack == ["Prefs"], "\(result.yaml)")
    }
}
