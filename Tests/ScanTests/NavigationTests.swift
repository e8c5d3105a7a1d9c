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

/// Controllers shown inside others: the model's only containers are navs and tabs, so a
/// controller that embeds children is a tab of them (one on screen at a time), its sites `.child`.
struct EmbeddedChildrenTests {
    @Test("addChild(property), a page controller's setViewControllers(_:direction:), a split view's setViewController(_:for:): children reached from the root")
    func embedded() throws {
        let (result, model) = try Fixtures.scan("EmbedApp")
        #expect(model.root == "ShelfViewController")
        let shelf = try model.spec("ShelfViewController")
        #expect(shelf.kind == .tab && shelf.tabs == ["ChapterPagerViewController"])
        // The plain UIPageViewController gives way to the page it shows.
        #expect(try model.spec("ChapterPagerViewController").tabs == ["OpeningPageViewController"])
        #expect(try model.spec("ReaderSplitViewController").tabs == ["OutlineViewController", "PageTextViewController"])
        let reached = NavigationTests.reachable(model)
        #expect(reached.isSuperset(of: ["OpeningPageViewController", "TrailerViewController", "OutlineViewController", "PageTextViewController"]))
        #expect(try model.spec("OpeningPageViewController").buttons.map(\.actions) == [[.present("TrailerViewController", style: .fullScreen)]])
        let child = result.project.sites.first { $0.shown == "ChapterPagerViewController" }
        #expect(child?.way == .child && child?.by == "ShelfViewController")
        #expect(!result.project.sites.contains { $0.way == .tab }, "no tab bar in this app")
    }

    @Test("a subclass shows the child its base class adds (`ListHost.viewDidLoad` → `addChild(list)`): the pushed subclass holds the list, whose button is reached")
    func childOfTheBaseClass() throws {
        let model = try Fixtures.scan(source: Fixtures.sceneDelegate(root: "UINavigationController(rootViewController: MemberPageController())") + """
            class ListHostController: UIViewController {
                let list = FeedListController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(list.view)
                    addChild(list)
                    list.didMove(toParent: self)
                }
            }
            final class MemberPageController: ListHostController {}
            final class FeedListController: UIViewController {
                @objc func openPicture() { present(PictureController(), animated: true) }
            }
            final class PictureController: UIViewController {}
            """).model
        #expect(try model.spec("MemberPageController").tabs == ["FeedListController"])
        #expect(NavigationTests.reachable(model).contains("PictureController"))
    }
}

struct CallbackTests {
    @Test("in a lifecycle method, what a closure kept for an event does (a sink, a stored handler) is a button of its own per closure; what runs on the next turn (DispatchQueue.main.async) stays the hook")
    func callbacksAreEvents() throws {
        let (_, model) = try Fixtures.scan("CallbackApp")
        let feed = try model.spec("FeedViewController")
        #expect(feed.hooks[.viewDidLoad] == [.present("WelcomeViewController", style: nil)])
        let byTitle = Dictionary(feed.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(byTitle["viewDidLoad (callback)"] == [.present("ErrorViewController", style: nil)], "\(feed.buttons)")
        #expect(byTitle["viewDidLoad (callback 2)"] == [.present("SignInViewController", style: nil)], "\(feed.buttons)")
    }
}

struct CaseFlagTests {
    @Test("an enum's flag answered per case (`if screen.isOnboarding`) is decided by the case each call site passes: one nav per call, never both arms")
    func flagDecidedByCase() throws {
        let (_, model) = try Fixtures.scan("FlagRouterApp")
        let home = try model.spec("HomeViewController")
        let byTitle = Dictionary(home.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        func shown(_ title: String) throws -> [String] {
            try #require(byTitle[title], "\(home.buttons.map(\.title))").compactMap { action in
                guard case .present(let nav, _) = action else { return nil }
                return "\(model.controller(named: nav)?.kind.rawValue ?? "?"):\(model.controller(named: nav)?.stack.joined() ?? "")"
            }
        }
        #expect(try shown("joinTapped") == ["nav:SignUpViewController"])
        #expect(try shown("writeTapped") == ["nav:ComposeViewController"])
        let join = try #require(byTitle["joinTapped"]?.first)
        let write = try #require(byTitle["writeTapped"]?.first)
        guard case .present(let joinNav, _) = join, case .present(let writeNav, _) = write else { return }
        #expect(joinNav.hasPrefix("PortraitNavigationController"))
        #expect(writeNav.hasPrefix("UINavigationController"))
        #expect(!home.buttons.contains { $0.title.contains("isOnboarding") }, "\(home.buttons.map(\.title))")
    }
}

/// Objective-C navigation: a class made from a string the same file lists, `if`/`else` arms.
struct ObjCNavigationTests {
    @Test("NSClassFromString(name) with the names listed in the file: one button per class, the isEqualToString: arm deciding present or push; if/else arms are their own buttons")
    func classFromStringAndArms() throws {
        let (_, model) = try Fixtures.scan("ObjCNavApp")
        // The app delegate's window, not a banner's (one of the app's other windows).
        #expect(model.root == "UINavigationController")
        #expect(model.windows.map(\.root) == ["BannerViewController"])
        let list = try model.spec("DemoListViewController")
        let buttons = Dictionary(list.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(buttons["InlineClipViewController"] == [.push("InlineClipViewController")], "\(list.buttons)")
        #expect(buttons["WideClipViewController"] == [.present("WideClipViewController", style: .fullScreen)])
        #expect(list.buttons.contains { $0.title.hasPrefix("showCredits (") && $0.actions == [.present("CreditsViewController")] })
        #expect(list.buttons.contains { $0.title.hasPrefix("showCredits (not ") && $0.actions == [.push("CreditsViewController")] })
        #expect(!list.buttons.contains { $0.actions.count > 1 }, "no button does every arm in sequence")
        #expect(NavigationTests.reachable(model).isSuperset(of: ["InlineClipViewController", "WideClipViewController", "CreditsViewController"]))
    }
}

/// An enum-driven router whose case carries the controller: `case .detail(let vc)` binds
/// what the call site passed.
struct PayloadBindingTests {
    @Test("a case's payload bound at each call site and carried through the router's factory: the controller (or alert) passed in .detail(x) is what the arm builds")
    func payload() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import UIKit
            enum Destination {
                case detail(UIViewController, animated: Bool)
                case confirm(UIAlertController)
                case about
            }
            final class Navigator {
                func go(to destination: Destination, from source: UIViewController) {
                    guard let shown = build(destination) else { return }
                    source.present(shown, animated: true)
                }
                private func build(_ destination: Destination) -> UIViewController? {
                    let shown: UIViewController
                    switch destination {
                    case .detail(let controller, _): shown = controller
                    case .confirm(let alert): shown = alert
                    case .about: shown = AboutViewController()
                    }
                    return shown
                }
            }
            final class InboxViewController: UIViewController {
                let navigator = Navigator()
                @objc func openFilters() { navigator.go(to: .detail(FiltersViewController(), animated: true), from: self) }
                @objc func deleteAll() {
                    let alert = UIAlertController(title: "Delete all?", message: nil, preferredStyle: .alert)
                    navigator.go(to: .confirm(alert), from: self)
                }
                @objc func openAbout() { navigator.go(to: .about, from: self) }
            }
            final class FiltersViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            final class AppDelegate { func application() { window.rootViewController = InboxViewController() } }
            """
        try source.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try ProjectScanner.scan(folder: folder.path)
        let inbox = try #require(result.project.scenario.model.controller(named: "InboxViewController"))
        let buttons = Dictionary(inbox.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(buttons["openFilters"] == [.present("FiltersViewController")], "\(inbox.buttons)")
        #expect(buttons["deleteAll"] == [.present("UIAlertController")])
        #expect(buttons["openAbout"] == [.present("AboutViewController")])
        #expect(!result.unresolved.contains { $0.note.contains("do not say which controller") })
    }
}

/// SwiftUI → UIKit: the controllers a SwiftUI app's views wrap are shown inside its window's hosting controller.
struct RepresentableTests {
    @Test("a UIViewControllerRepresentable built by the app's views (through other views) is a child of the window's hosting controller; what it presents is reached")
    func representable() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import SwiftUI
            import UIKit
            @main
            struct ReaderApp: App {
                var body: some Scene { WindowGroup { ShelfView() } }
            }
            struct ShelfView: View {
                var body: some View { VStack { TitleRow(); ClipBox() } }
            }
            struct TitleRow: View { var body: some View { Text("Clips") } }
            struct ClipBox: View { var body: some View { ClipPlayer().frame(height: 200) } }
            struct ClipPlayer: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> ClipPlayerViewController { ClipPlayerViewController() }
                func updateUIViewController(_ controller: ClipPlayerViewController, context: Context) {}
            }
            final class ClipPlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                @objc func showInfo() { present(ClipInfoViewController(), animated: true) }
            }
            final class ClipInfoViewController: UIViewController {}
            """
        try source.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try ProjectScanner.scan(folder: folder.path)
        let model = result.project.scenario.model
        #expect(model.root == "UIHostingController")
        #expect(model.controller(named: "UIHostingController")?.tabs == ["ClipPlayerViewController"])
        #expect(NavigationTests.reachable(model).isSuperset(of: ["ClipPlayerViewController", "ClipInfoViewController"]))
        #expect(result.project.sites.contains { $0.shown == "ClipPlayerViewController" && $0.way == .child })
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

/// A screen replacing its navigation controller's stack (`setViewControllers([self, next])`):
/// the list's last is shown, as a push is.
struct StackReplacementTests {
    @Test("R18 `navigationController?.setViewControllers([self, finder], animated:)` and a stack built with `compactMap` push the last screen of the list")
    func replacedStackPushesItsLast() throws {
        let model = try Fixtures.scan(source: Fixtures.sceneDelegate(root: "UINavigationController(rootViewController: InboxScreen())") + """
            class InboxScreen: UIViewController {
                @objc func openSearch() {
                    let finder = FinderScreen()
                    self.navigationController?.setViewControllers([self, finder], animated: true)
                }
                @objc func openThread(isRequest: Bool) {
                    let stack: [UIViewController] = [self, (isRequest ? RequestsScreen() : nil), ThreadScreen()].compactMap { $0 }
                    self.navigationController?.setViewControllers(stack, animated: true)
                }
            }
            class FinderScreen: UIViewController {}
            class RequestsScreen: UIViewController {}
            class ThreadScreen: UIViewController {}
            """).model
        let inbox = try model.spec("InboxScreen")
        #expect(Set(inbox.buttons.map { "\($0.title): \($0.actions)" })
            == ["openSearch: \([Action.push("FinderScreen")])", "openThread: \([Action.push("ThreadScreen")])"])
    }
}
