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

    @Test("`guard flag else { return }` before a presentation, and `if let x = y, count > 0`, decide at run time: buttons, not the hook; `guard let` alone still holds")
    func guardsAndBindingsWithConditions() throws {
        let source = """
            import UIKit
            \(Fixtures.sceneDelegate(root: "ProfileController()"))
            final class ProfileController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    showTipIfNeeded()
                    if let store = Store.shared, store.count > 0 {
                        present(ReviewController(), animated: true)
                    }
                    guard let nav = navigationController else { return }
                    nav.present(NoticeController(), animated: true)
                }
                private func showTipIfNeeded() {
                    guard Settings.shouldShowTip, !Settings.tipShown else { return }
                    present(TipController(), animated: true)
                }
            }
            final class TipController: UIViewController {}
            final class ReviewController: UIViewController {}
            final class NoticeController: UIViewController {}
            """
        let model = try Fixtures.scan(source: source).project.scenario.model
        let profile = try #require(model.controller(named: "ProfileController"))
        #expect(profile.hooks[.viewDidAppear] == [.present("NoticeController", style: nil)], "\(profile.hooks)")
        let shown = profile.buttons.flatMap(\.actions)
        #expect(shown.count == 2, "\(profile.buttons)")
        #expect(shown.contains(.present("TipController", style: nil)) && shown.contains(.present("ReviewController", style: nil)),
                "\(profile.buttons)")
    }

    @Test("in a button, a closure another object keeps (`view.onCancel = { dismiss }`, `Model(onClose: { dismiss })`) waits for its event: a button of its own; an alert's action and a completion stay in the tap")
    func storedClosuresWait() throws {
        let source = """
            import UIKit
            import SwiftUI
            \(Fixtures.sceneDelegate(root: "CheatsController()"))
            final class CheatsController: UIViewController {
                @objc func search() {
                    var rootView = SearchView()
                    rootView.onCancel = { [weak self] in
                        self?.presentedViewController?.dismiss(animated: true)
                    }
                    present(UIHostingController(rootView: rootView), animated: true)
                }
                @objc func share() {
                    let model = ShareModel(onClose: { [weak self] in self?.dismiss(animated: true) })
                    present(ShareController(model: model), animated: true)
                }
                @objc func reset() {
                    let alert = UIAlertController(title: "Reset?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { _ in
                        self.navigationController?.popViewController(animated: true)
                    })
                    present(alert, animated: true)
                }
            }
            final class ShareController: UIViewController {
                init(model: ShareModel) { super.init(nibName: nil, bundle: nil) }
            }
            """
        let model = try Fixtures.scan(source: source).project.scenario.model
        let cheats = try #require(model.controller(named: "CheatsController"))
        let byTitle = Dictionary(cheats.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(byTitle["search"] == [.present("UIHostingController(rootView)", style: nil)], "\(cheats.buttons)")
        #expect(byTitle["search (callback)"] == [.dismiss], "\(cheats.buttons)")
        #expect(byTitle["share"] == [.present("ShareController", style: nil)], "\(cheats.buttons)")
        #expect(byTitle["reset"]?.first == .present("UIAlertController", style: nil), "\(cheats.buttons)")
        #expect(byTitle["reset"]?.contains(.pop) == true || byTitle["reset (Reset)"]?.contains(.pop) == true, "\(cheats.buttons)")
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

/// Arms stay apart however many there are.
struct LongChainTests {
    @Test("an `else if` chain of nine arms is nine ways, one thing shown each; eight independent `if`s (256 combinations) are one way per thing shown, never one sequence of every arm")
    func armsApart() throws {
        let chain = (1...9).map { "if place == \"p\($0)\" { present(Screen\($0)(), animated: true) }" }.joined(separator: " else ")
        let independent = (1...8).map { "if flags.f\($0) { present(Other\($0)(), animated: true) }" }.joined(separator: "\n        ")
        let screens = ((1...9).map { "Screen\($0)" } + (1...8).map { "Other\($0)" }).map { "final class \($0): UIViewController {}" }.joined(separator: "\n")
        let source = """
            import UIKit
            final class HomeViewController: UIViewController {
                @objc func route(place: String) {
                    \(chain)
                }
                @objc func openAll() {
                    \(independent)
                }
            }
            \(screens)
            final class AppDelegate { func application() { window.rootViewController = HomeViewController() } }
            """
        let result = try Fixtures.scan(source: source)
        let home = try #require(result.project.scenario.model.controller(named: "HomeViewController"))
        let routes = home.buttons.filter { $0.title.hasPrefix("route") }
        #expect(routes.count == 9, "\(routes.map(\.title))")
        #expect(routes.allSatisfy { $0.actions.count == 1 }, "\(routes.map(\.actions))")
        for n in 1...9 { #expect(routes.contains { $0.actions == [.present("Screen\(n)")] }, "Screen\(n)") }
        // Each arm named by its own condition, not by every condition before it.
        #expect(routes.map(\.title).sorted() == (1...9).map { "route (place == \"p\($0)\")" }.sorted(), "\(routes.map(\.title))")
        let opens = home.buttons.filter { $0.title.hasPrefix("openAll") }
        #expect(opens.count == 8 && opens.allSatisfy { $0.actions.count == 1 }, "\(opens.map(\.title))")
    }

    @Test("a button calling its class's helper gets one way per arm of the helper, not its first arm only")
    func helperArms() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class DonateViewController: UIViewController {
                var provider = ""
                @objc func confirmTapped() {
                    showSelectedProvider()
                }
                private func showSelectedProvider() {
                    if provider == "card" {
                        navigationController?.pushViewController(CardViewController(), animated: true)
                    } else if provider == "bank" {
                        navigationController?.pushViewController(BankViewController(), animated: true)
                    } else {
                        present(PickerViewController(), animated: true)
                    }
                }
            }
            final class CardViewController: UIViewController {}
            final class BankViewController: UIViewController {}
            final class PickerViewController: UIViewController {}
            final class AppDelegate { func application() { window.rootViewController = UINavigationController(rootViewController: DonateViewController()) } }
            """)
        let donate = try #require(result.project.scenario.model.controller(named: "DonateViewController"))
        let confirm = donate.buttons.filter { $0.title.hasPrefix("confirmTapped") }
        #expect(confirm.map(\.actions).count == 3, "\(donate.buttons)")
        for shown in [Action.push("CardViewController"), .push("BankViewController"), .present("PickerViewController")] {
            #expect(confirm.contains { $0.actions == [shown] }, "\(shown) in \(confirm)")
        }
    }

    @Test("a lifecycle method calling a helper whose arms a launch condition chooses gets a way per arm: the first launch's guide and the later launches' reminder")
    func lifecycleHelperArms() throws {
        let result = try Fixtures.scan(source: """
            import UIKit
            final class LibraryViewController: UIViewController {
                var hasLaunchedBefore = false
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    showGuideOnLaunch()
                }
                private func showGuideOnLaunch() {
                    if !hasLaunchedBefore {
                        present(GuideViewController(), animated: true)
                    } else {
                        if launches >= 5 {
                            present(ReminderViewController(), animated: true)
                        }
                    }
                }
                var launches = 0
            }
            final class GuideViewController: UIViewController {}
            final class ReminderViewController: UIViewController {}
            final class AppDelegate { func application() { window.rootViewController = LibraryViewController() } }
            """)
        let library = try #require(result.project.scenario.model.controller(named: "LibraryViewController"))
        let shown = library.buttons.flatMap(\.actions)
        #expect(shown.contains(.present("GuideViewController")), "\(library.buttons)")
        #expect(shown.contains(.present("ReminderViewController")), "\(library.buttons)")
        #expect(!library.buttons.contains { $0.actions.count > 1 }, "\(library.buttons)")
    }
}

/// A property given a local is the same controller.
struct AliasTests {
    @Test("`player = local; player?.modalPresentationStyle = .fullScreen; present(local)`: the style set through the property is the presented controller's")
    func styleThroughAProperty() throws {
        let source = """
            import UIKit
            final class NowPlayingViewController: UIViewController {
                private var videoController: VideoViewController?
                @objc func videoTapped() {
                    let controller = VideoViewController()
                    videoController = controller
                    videoController?.modalTransitionStyle = .crossDissolve
                    videoController?.modalPresentationStyle = .fullScreen
                    present(controller, animated: true)
                }
            }
            final class VideoViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
            }
            final class AppDelegate { func application() { window.rootViewController = NowPlayingViewController() } }
            """
        let result = try Fixtures.scan(source: source)
        let home = try #require(result.project.scenario.model.controller(named: "NowPlayingViewController"))
        #expect(home.buttons.map(\.actions) == [[.present("VideoViewController", style: .fullScreen)]], "\(home.buttons)")
    }
}
