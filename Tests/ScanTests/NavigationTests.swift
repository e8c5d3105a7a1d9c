// The app read the way a user moves through it: one fixture per idiom (written for these
// tests), each with the model it must give — the root the app makes key, values followed
// through code, presentations a router makes given to the controllers that call it, each
// arm its own button, containers' own children.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct NavigationTests {
    /// Controllers reachable from the root: stacks, tabs, and what buttons and hooks show.
    static func reachable(_ model: AppModel) -> Set<String> {
        var seen: Set<String> = []
        var queue = [model.root]
        while let name = queue.popLast() {
            guard seen.insert(name).inserted, let c = model.controller(named: name) else { continue }
            queue += c.stack + c.tabs
            for action in c.buttons.flatMap(\.actions) + c.hooks.values.flatMap({ $0 }) {
                switch action {
                case .present(let shown, _), .push(let shown): queue.append(shown)
                default: break
                }
            }
        }
        return seen
    }

    @Test("the root is the window the scene delegate makes key, through a coordinator's typed property; a banner's window is listed, not the root")
    func sceneDelegateRoot() throws {
        let (result, model) = try Fixtures.scan("SceneRootApp")
        #expect(model.root == "InboxViewController")
        #expect(result.sources[.appField(.root)]?.line == 13)
        #expect(model.windows.map(\.root) == ["BannerViewController"])
    }

    @Test("a SwiftUI App's window is the root when no UIKit window is made key; a toast's window is not")
    func swiftUIRoot() throws {
        let (_, model) = try Fixtures.scan("SwiftUIRootApp")
        #expect(model.root == "UIHostingController")
        #expect(model.windows.map(\.root) == ["ToastViewController"])
    }

    @Test("a router's enum-driven factory read with the case each call site passes, the transition's style likewise; a protocol extension's way given to the controllers that adopt it")
    func routerAndFactories() throws {
        let (result, model) = try Fixtures.scan("CoordinatorApp")
        #expect(model.root == "LibraryViewController")
        let library = try model.spec("LibraryViewController")
        let byTitle = Dictionary(library.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        // `.sheet`: the nav the router's `wrapped(_:)` builds around the destination, its style set inside.
        let sheet = try #require(byTitle["settingsTapped"])
        #expect(sheet.count == 1)
        if case .present(let nav, let style)? = sheet.first {
            #expect(try model.spec(nav).stack == ["PreferencesViewController"])
            #expect(style == .formSheet)
        } else {
            Issue.record("settingsTapped: \(sheet)")
        }
        #expect(byTitle["aboutTapped"] == [.push("AboutViewController")])
        // `extension Routed where Self: UIViewController { func playClip… }`, `.fullScreen` set in the router's arm.
        #expect(byTitle["playClip"] == [.present("ClipViewController", style: .fullScreen)])
        // A static factory's declared return type.
        #expect(try model.spec("AboutViewController").buttons.map(\.actions) == [[.push("LicensesViewController")]])
        #expect(Self.reachable(model).isSuperset(of: ["ClipViewController", "PreferencesViewController", "AboutViewController", "LicensesViewController"]))
        // The router's own presentations are the callers' now: not listed as done by a non-controller.
        #expect(!result.unresolved.contains { $0.note.contains("Router, which is not a controller") })
    }

    @Test("each arm of a switch or if that shows something is its own button, named after the case or condition")
    func branchesAreAlternatives() throws {
        let (_, model) = try Fixtures.scan("BranchApp")
        #expect(model.root == "UINavigationController")
        let account = try model.spec("AccountViewController")
        let buttons = Dictionary(account.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(buttons["changeEmail"] == [.present("EmailViewController")])
        #expect(buttons["changePassword"] == [.push("PasswordViewController")])
        #expect(buttons["signOut"] == [.dismiss])
        #expect(account.buttons.contains { $0.title.hasPrefix("helpTapped (") && $0.actions == [.present("HelpVideoViewController")] })
        #expect(account.buttons.contains { $0.title.hasPrefix("helpTapped (not ") && $0.actions == [.push("HelpTextViewController")] })
        #expect(!account.buttons.contains { $0.actions.count > 1 }, "no button does every arm in sequence")
    }

    @Test("containers' own children: viewControllers = [...].map { Nav(rootViewController: $0) } + [...], super.init(rootViewController:), setViewControllers in a setup function")
    func containerChildren() throws {
        let (result, model) = try Fixtures.scan("TabChildrenApp")
        #expect(model.root == "RootTabController")
        let tabs = try model.spec("RootTabController").tabs
        #expect(tabs.count == 3)
        #expect(try tabs.prefix(2).map { try model.spec($0).stack } == [["FeedViewController"], ["SearchViewController"]])
        #expect(try model.spec(tabs[2]).stack == ["ProfileViewController"])
        #expect(try model.spec("SettingsTabController").tabs == ["GeneralViewController", "PrivacyViewController"])
        #expect(!model.controllers.contains { $0.name.hasSuffix(" child") }, "no stand-in child")
        #expect(!result.unresolved.contains { $0.note.contains("stand-in") })
        #expect(Self.reachable(model).contains("PrivacyViewController"))
    }
}

/// `#available` is the scanned system's path, not a person's choice: no button per arm.
struct AvailabilityBranchTests {
    @Test("if #available takes the available path; guard #available's else is left out")
    func availability() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import UIKit
            final class HomeViewController: UIViewController {
                @objc func open() {
                    if #available(iOS 16.0, *) { setNeedsUpdateOfSupportedInterfaceOrientations() } else { UIViewController.attemptRotationToDeviceOrientation() }
                    if #available(iOS 16.0, *) { present(DetailViewController(), animated: true) }
                }
                @objc func later() {
                    guard #available(iOS 16.0, *) else { dismiss(animated: true); return }
                    present(DetailViewController(), animated: true)
                }
            }
            final class DetailViewController: UIViewController {}
            final class AppDelegate { func application() { window.rootViewController = HomeViewController() } }
            """
        try source.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try ProjectScanner.scan(folder: folder.path)
        let home = try #require(result.project.scenario.model.controller(named: "HomeViewController"))
        #expect(home.buttons.map(\.title).sorted() == ["later", "open"], "\(home.buttons.map(\.title))")
        #expect(home.buttons.first { $0.title == "open" }?.actions == [.setNeedsUpdate, .present("DetailViewController")])
        #expect(home.buttons.first { $0.title == "later" }?.actions == [.present("DetailViewController")])
    }
}
