// One fixture project per idiom of real apps, and the scenario each must give: the model
// it loads as (what the engine runs) and the whole text (Fixtures/expected/).

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct FixtureTests {
    @Test("every fixture gives its expected scenario, which loads", arguments: ["TabApp", "ObjCApp", "StoryboardApp", "PlainSources"])
    func expectedText(name: String) throws {
        let (result, _) = try Fixtures.scan(name)
        let text = Fixtures.portable(result.yaml, folder: result.folder)
        #expect(text == (try Fixtures.expected(name, actual: text)))
    }

    @Test("every fixture's output loads in PyYAML (YAML 1.1) too")
    func pyYAML() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, options) in [("TabApp", ScanOptions()), ("ObjCApp", ScanOptions()), ("StoryboardApp", ScanOptions()), ("PlainSources", ScanOptions()),
                                ("ModernApp", ScanOptions(target: "Modern")), ("BlockApp", ScanOptions()), ("DamagedStoryboard", ScanOptions()),
                                ("PreprocessedPlist", ScanOptions(target: "Reader"))] {
            let (result, _) = try Fixtures.scan(name, options)
            try result.yaml.write(to: folder.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        try PyYAML.loadAll(in: folder)
    }

    @Test("Swift: containers forward to the selected and top child, a base class's answer through an app-defined idiom constant, a runtime flag as a variable")
    func swiftIdioms() throws {
        let (result, model) = try Fixtures.scan("TabApp")
        #expect(model.root == "MainTabBarController")
        let tabs = try model.spec("MainTabBarController")
        #expect(tabs.kind == .tab && tabs.tabs == ["MainNavigationController", "UINavigationController"])
        #expect(tabs.supported == .top && tabs.shouldAutorotate == .top)
        #expect(try model.spec("MainNavigationController").stack == ["FeedViewController"])
        // `static var portraitOnPhone` in an extension of the mask, inherited from BaseViewController.
        #expect(try model.spec("DetailViewController").supported == .literal(.portrait))
        #expect(try model.spec("SettingsViewController").preferred == .literal(.portrait))
        let player = try model.spec("PlayerViewController")
        #expect(player.supported == .conditional(Condition([.isTrue("isLocked")]), then: .literal(.portrait), else: .literal(.allButUpsideDown)))
        #expect(player.vars["isLocked"] == .bool(false))
        // Styles set at the call site are the present's (R15a), not the class's.
        #expect(player.presentation == .automatic)
        #expect(player.hooks[.viewWillAppear] == [.forceDevice(.landscapeLeft), .attemptRotation])
        #expect(player.buttons.map(\.title) == ["toggleLock (on)", "toggleLock (off)", "close"])
        #expect(result.unresolved.contains { $0.expression == "isLocked ? .portrait : .allButUpsideDown" && $0.location.line == 6 })
        let feed = try model.spec("FeedViewController")
        #expect(feed.buttons.map(\.title) == ["showPlayer", "showCompose", "openDetail"])
        #expect(feed.buttons.map(\.actions) == [[.present("PlayerViewController", style: .fullScreen)],
                                                 [.present("UINavigationController(ComposeViewController)", style: .formSheet)],
                                                 [.push("DetailViewController")]])
        #expect(result.project.sites.contains { $0.shown == "PlayerViewController" && $0.by == "FeedViewController"
            && $0.way == .present(.fullScreen) && $0.location == SourceLocation(path: "TabApp/Feed.swift", line: 17)
            && $0.key == .action("FeedViewController", .button(0), 0) })
        // A class in the test target's folder is not the app's.
        #expect(model.controller(named: "Nope") == nil)
    }

    @Test("the idiom is resolved for the device: an iPad scan reads the pad branch and the ~ipad plist")
    func idiomByDevice() throws {
        let (_, phone) = try Fixtures.scan("TabApp")
        let (_, pad) = try Fixtures.scan("TabApp", ScanOptions(device: .ipad))
        #expect(try phone.spec("FeedViewController").supported == .literal(.portrait))
        #expect(try pad.spec("FeedViewController").supported == .literal(.all))
        #expect(phone.plist == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(pad.plist?.count == 4)
    }

    @Test("Objective-C: @implementation bodies, a category on UINavigationController, NSInvocation setOrientation:, the window method")
    func objectiveC() throws {
        let (_, model) = try Fixtures.scan("ObjCApp")
        #expect(model.root == "UINavigationController")
        let nav = try model.spec("UINavigationController")
        #expect(nav.stack == ["HomeViewController"] && nav.supported == .top && nav.shouldAutorotate == .top)
        #expect(model.window == .literal(.allButUpsideDown) && model.requiresFullScreen)
        let video = try model.spec("VideoViewController")
        #expect(video.supported == .literal(.landscape) && video.preferred == .literal(.landscapeRight))
        #expect(video.presentation == .automatic)
        #expect(video.hooks[.viewDidAppear] == [.forceDevice(.landscapeLeft)])
        #expect(video.buttons.first?.actions == [.forceDevice(.portrait), .dismiss])
        #expect(try model.spec("HomeViewController").buttons.map(\.actions) == [[.present("VideoViewController", style: .fullScreen)], [.push("AboutViewController")]])
        #expect(model.controller(named: "WidgetViewController") == nil, "an extension target's class")
    }

    @Test("storyboards: the main storyboard's initial tab bar, relationship segues, presentation and show segues; generated plist keys")
    func storyboard() throws {
        let (result, model) = try Fixtures.scan("StoryboardApp")
        #expect(model.root == "ShopTabController")
        #expect(try model.spec("ShopTabController").tabs == ["UINavigationController", "UIViewController(Main Cart)"])
        #expect(try model.spec("ShopTabController").supported == .top)  // through `guard let selected = selectedViewController`
        #expect(try model.spec("UINavigationController").stack == ["ProductListViewController"])
        let list = try model.spec("ProductListViewController")
        #expect(list.buttons.map(\.title) == ["showZoom", "showDetail"])
        #expect(list.buttons.first?.actions == [.present("ZoomViewController", style: .overFullScreen)])
        #expect(result.project.sites.contains { $0.shown == "ZoomViewController" && $0.way == .segue(.overFullScreen) })
        #expect(model.plist == [.portrait])
        #expect(result.sources[.appField(.plist)] == SourceLocation(path: "Shop.xcodeproj/project.pbxproj", line: 9))
        #expect(result.sources[.appField(.root)] == SourceLocation(path: "Shop/Base.lproj/Main.storyboard", line: 7))
    }

    @Test("several app targets: --target picks one; presented forwarding, a generic hosting controller, a style set in init, a stored mask, the player's transform, a geometry request, the idiom switch of the root")
    func modern() throws {
        let (result, model) = try Fixtures.scan("ModernApp", ScanOptions(target: "Modern"))
        #expect(model.root == "RootViewController")
        let (_, pad) = try Fixtures.scan("ModernApp", ScanOptions(target: "Modern", device: .ipad))
        #expect(pad.root == "SplitRootViewController")
        #expect(model.requiresFullScreen && model.plist == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(try model.spec("HostingController").supported == .literal(.portrait))
        let movie = try model.spec("MoviePlayerViewController")
        #expect(movie.presentation == .overFullScreen && movie.supported == .variable("orientationLock"))
        #expect(movie.buttons.map(\.actions) == [[.transform(view: .this, to: .landscapeRight, animated: false)], [.transform(view: .this, to: nil, animated: false)]])
        let root = try model.spec("RootViewController")
        #expect(root.buttons.first { $0.title == "rotateManually" }?.actions == [.requestGeometry(.literal(.landscapeRight))], "the spinner's decorative turn is no forcing")
        // `presentedViewController?.… ?? .portrait`: forwarding to what it presents.
        #expect(root.supported == .presented(fallback: .literal(.portrait)))
        #expect(root.shouldAutorotate == .presented(fallback: .literal(true)))
        // A mask set in init from an argument: one call site's literal, or a variable over several.
        #expect(try model.spec("ClipViewController").supported == .literal(.landscape))
        #expect(try model.spec("GalleryViewController").supported == .variable("mask"))
        #expect(try model.spec("GalleryViewController").vars["mask"] == .mask(.all))
        #expect(result.unresolved.contains { $0.note.contains("set in init(showing:) by its call sites: all (Modern/Clips.swift:33), portrait (Modern/Clips.swift:35)") })
        let (lite, _) = try Fixtures.scan("ModernApp", ScanOptions(target: "ModernLite"))
        #expect(lite.yaml.contains("  plist: [portrait]   # Modern.xcodeproj/project.pbxproj:"))
    }

    @Test("a plain source folder: a coordinator's root, a runtime setting and a computed preferred orientation said, not guessed")
    func plainFolder() throws {
        let (result, model) = try Fixtures.scan("PlainSources")
        #expect(model.root == "ReaderViewController" && model.plist == nil)
        #expect(try model.spec("ReaderViewController").preferred == nil)
        let notes = result.unresolved.map(\.description)
        #expect(notes.contains { $0.contains("OrientationStore.current()") && $0.contains("left out") })
        #expect(notes.contains { $0.contains("AppCoordinator.showHelp") && $0.contains("not a controller") })
        #expect(result.yaml.contains("#   Sources/Reader/ReaderViewController.swift:5: Settings.shared.allowsLandscapeReading → variable allowsLandscapeReading"))
    }

    @Test("every value carries its source: `# path:line` on its key's line, and the source map agrees")
    func sourceComments() throws {
        let (result, _) = try Fixtures.scan("TabApp")
        let lines = result.yaml.split(separator: "\n")
        #expect(lines.contains("# scanned: \(Fixtures.path("TabApp"))"))
        for (key, location) in result.sources {
            let leaf: String
            switch key {
            case .app: leaf = "app:"
            case .appField(let f): leaf = "\(f.rawValue):"
            case .controller(let c): leaf = "\(YAMLScalar.text(c)):"
            case .field(_, let f): leaf = "\(f.rawValue):"
            case .actions(_, .button): leaf = "- {title:"
            case .actions(_, .hook(let h)): leaf = "\(h.rawValue):"
            case .actions(_, .method(let m)): leaf = "\(m):"
            case .action, .window: continue  // one action of a list, a window entry: their list carries the place
            }
            #expect(lines.contains { $0.contains(leaf) && $0.hasSuffix("# \(location)") || $0.contains(leaf) && $0.contains("# \(location) (") },
                    "\(key) → \(location)")
        }
        #expect(result.sources[.field("PlayerViewController", .supported)] == SourceLocation(path: "TabApp/Player.swift", line: 6))
        #expect(result.sources[.actions("FeedViewController", .button(1))] == SourceLocation(path: "TabApp/Feed.swift", line: 20))
        #expect(result.sources[.action("FeedViewController", .button(1), 0)] == SourceLocation(path: "TabApp/Feed.swift", line: 24))
    }
}

struct ContainerTests {
    @Test("a nav or tab whose children are set out of sight gets a named stand-in child, and the file loads")
    func emptyContainer() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            final class Tabs: UITabBarController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { selectedViewController?.supportedInterfaceOrientations ?? .portrait }
            }
            final class Delegate {
                func start(window: UIWindow) { window.rootViewController = Tabs() }
            }
            """.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try ProjectScanner.scan(folder: folder.path)
        let model = try ScenarioLoader.parse(text: result.yaml, file: "empty.yaml").model
        #expect(try model.spec("Tabs").tabs == ["Tabs child"])
        #expect(try model.spec("Tabs child").supported == nil)
        #expect(result.unresolved.contains { $0.expression == "Tabs" && $0.note.contains("stand-in") })
    }
}

struct CallSiteTests {
    func scan(_ source: String) throws -> (ScanResult, AppModel) {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try ProjectScanner.scan(folder: folder.path)
        return (result, try ScenarioLoader.parse(text: result.yaml, file: "app.yaml").model)
    }

    @Test("a button that calls a helper of its class gets the helper's actions; the helper alone is no button")
    func helperCalls() throws {
        let (_, model) = try scan("""
            final class Home: UIViewController {
                @objc func tapPlay() { logTap(); openPlayer() }
                private func logTap() { print("tap") }
                private func openPlayer() {
                    let p = Player()
                    p.modalPresentationStyle = .fullScreen
                    present(p, animated: true)
                }
            }
            final class Player: UIViewController {}
            final class Scene { func start(_ window: UIWindow) { window.rootViewController = Home() } }
            """)
        #expect(try model.spec("Home").buttons == [Button(title: "tapPlay", actions: [.present("Player", style: .fullScreen)])])
    }

    @Test("a root chosen by an idiom switch through a local assigned in each branch (the coordinator pattern)")
    func idiomRootThroughLocal() throws {
        let source = """
            final class Coordinator {
                func setup(window: UIWindow) {
                    let root: UIViewController
                    switch UIDevice.current.userInterfaceIdiom {
                    case .phone:
                        let tabs = MainTabs()
                        root = tabs
                    default:
                        root = Split()
                    }
                    window.rootViewController = root
                }
            }
            final class MainTabs: UITabBarController {}
            final class Split: UISplitViewController {}
            """
        let (_, phone) = try scan(source)
        #expect(phone.root == "MainTabs")
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let pad = try ScenarioLoader.parse(text: ProjectScanner.scan(folder: folder.path, options: ScanOptions(device: .ipad)).yaml, file: "pad.yaml").model
        #expect(pad.root == "Split")
    }
}

/// `run PATH`: the inspector says beside each mask which line wrote it.
struct MaskSourceTests {
    @Test("a scanned project's mask sources, by the inspector's row labels")
    func maskSources() throws {
        let (result, _) = try Fixtures.scan("TabApp")
        let sources = result.maskSources
        #expect(sources["plist"] == "TabApp/Info.plist:7")
        #expect(sources["MainTabBarController"] == "TabApp/Containers.swift:5")
        #expect(sources["FeedViewController"] == "TabApp/Feed.swift:10")
    }
}
