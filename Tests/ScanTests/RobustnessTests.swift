// Scan never aborts on one bad file and never emits what cannot load: preprocessed
// plists, blocks and macros in Objective-C, names that are not identifiers, helpers in
// extensions of UIKit's classes, lifecycle set-up as a hook.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct RobustnessTests {
    @Test("a preprocessed Info.plist: evaluated with the target's definitions; without them, every branch kept and said")
    func preprocessedPlist() throws {
        let (pro, proModel) = try Fixtures.scan("PreprocessedPlist", ScanOptions(target: "ReaderPro"))
        #expect(proModel.plist == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(pro.sources[.appField(.plist)] == SourceLocation(path: "Reader/Info.plist", line: 15))
        #expect(pro.unresolved.isEmpty)
        let (plain, plainModel) = try Fixtures.scan("PreprocessedPlist", ScanOptions(target: "Reader"))
        // Both branches kept: the key written last (the #else branch's) is read, and its line.
        #expect(plainModel.plist == [.portrait])
        #expect(plain.sources[.appField(.plist)] == SourceLocation(path: "Reader/Info.plist", line: 27))
        #expect(plain.unresolved.map(\.location.line) == [7, 14])
        #expect(plain.unresolved.allSatisfy { $0.note.contains("definitions unknown: every branch's keys kept") })
        let (_, pad) = try Fixtures.scan("PreprocessedPlist", ScanOptions(target: "Reader", device: .ipad))
        #expect(pad.plist == [.portrait, .portraitUpsideDown])
    }

    @Test("the preprocessor: ifdef, ifndef, if with defined/&&/||/==, elif, else, nesting, define; lines kept in place")
    func preprocessor() {
        let text = """
            a
            #ifdef DEBUG
            debug
            #elif defined(BETA) || LEVEL == 2
            beta
            #else
            release
            #endif
            #ifndef DEBUG
            #if LEVEL
            level
            #endif
            #endif
            #define X 1
            #if X && !DEBUG
            x
            #endif
            """
        func kept(_ defs: [String: String]?) -> [String] {
            CPreprocessor.evaluate(text, definitions: defs).text.split(separator: "\n").map(String.init)
        }
        #expect(kept(["DEBUG": "1"]) == ["a", "debug"])
        #expect(kept(["LEVEL": "2"]) == ["a", "beta", "level", "x"])
        #expect(kept([:]) == ["a", "release", "x"])
        let unknown = CPreprocessor.evaluate(text, definitions: nil)
        #expect(unknown.text.split(separator: "\n") == ["a", "debug", "beta", "release", "level", "x"])
        #expect(unknown.keptBoth.map(\.line) == [2, 4, 9, 10, 15])
        #expect(CPreprocessor.evaluate(text, definitions: [:]).text.split(separator: "\n", omittingEmptySubsequences: false).count == 17)
        #expect(CPreprocessor.definitions(["DEBUG=1 $(inherited) \"FLAG\"", "A=B"]) == ["DEBUG": "1", "FLAG": "1", "A": "B"])
    }

    @Test("an Objective-C block and macros: no controller named after their text; the file loads")
    func blocks() throws {
        let (result, model) = try Fixtures.scan("BlockApp")
        #expect(model.controllers.map(\.name) == ["InboxViewController", "ComposeViewController"])
        #expect(try model.spec("InboxViewController").buttons == [Button(title: "compose", actions: [.present("ComposeViewController")])])
        #expect(model.controllers.allSatisfy { AppResolver.isClassName($0.name) })
        #expect(!result.yaml.contains("dispatch_async"))
    }

    @Test("a class name is an identifier (a scene's stand-in name may add its storyboard id in parentheses)")
    func classNames() {
        for good in ["Home", "_Private", "V2Controller", "UIViewController(Main Cart)"] { #expect(AppResolver.isClassName(good), "\(good)") }
        for bad in ["", "2Fast", "dispatch_async(dispatch_get_main_queue(), ^{ UIAlertController", "a b", "Foo.Bar", "Nav<T>", "{x}", "é"] {
            #expect(!AppResolver.isClassName(bad), "\(bad)")
        }
    }

    func scan(_ files: [String: String]) throws -> ScanResult {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let result = try ProjectScanner.scan(folder: folder.path)
        #expect(try ScenarioLoader.parse(text: result.yaml, file: "scan.yaml").model == result.model)
        return result
    }

    @Test("a helper in an extension of UIViewController is no button of every controller, listed once, but runs in the button of the controller calling it; set-up in viewDidLoad, init or loadView is the viewDidLoad hook")
    func noise() throws {
        let result = try scan(["App.swift": """
            extension UIViewController {
                func showHelp() { present(HelpViewController(), animated: true) }
            }
            final class HelpViewController: UIViewController {}
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIDevice.current.setValue(UIDeviceOrientation.portrait.rawValue, forKey: "orientation")
                }
                @objc func openHelp() { showHelp() }
            }
            final class PlayerViewController: UIViewController {
                override func loadView() { super.loadView(); UIViewController.attemptRotationToDeviceOrientation() }
            }
            final class Scene { func start(_ window: UIWindow) { window.rootViewController = HomeViewController() } }
            """])
        let model = result.model
        for c in model.controllers { #expect(!c.buttons.contains { $0.title == "showHelp" }, "\(c.name)") }
        let home = try model.spec("HomeViewController")
        #expect(home.hooks[.viewDidLoad] == [.forceDevice(.portrait)])
        #expect(home.buttons.map(\.title) == ["openHelp"])
        #expect(home.buttons.map(\.actions) == [[.present("HelpViewController")]])
        #expect(try model.spec("PlayerViewController").hooks[.viewDidLoad] == [.attemptRotation])
        let helper = result.unresolved.filter { $0.expression == "UIViewController.showHelp" }
        #expect(helper.count == 1 && helper.first?.note == "presents HelpViewController from an extension of UIViewController: a helper, in the buttons of the controllers that call it")
    }

    @Test("the same site met once per subclass is listed once, with its count")
    func listedOnce() throws {
        let result = try scan(["App.swift": """
            class BaseViewController: UIViewController {
                @objc func share() { present(Sheet.make(), animated: true) }
            }
            final class A: BaseViewController {}
            final class B: BaseViewController {}
            final class C: BaseViewController {}
            final class Scene { func start(_ window: UIWindow) { window.rootViewController = A() } }
            """])
        let notes = result.unresolved.filter { $0.expression.contains("Sheet.make()") }
        #expect(notes.count == 1)
        #expect(notes.first?.count == 4)
        #expect(result.yaml.contains("Sheet.make() → which controller this is cannot be read: left out (4 sites)"))
    }

    @Test("a nav pushed, or iOS 16 calls in an iOS 13 scan: left out and said, the model still loads")
    func leftOutInvalid() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            final class Home: UIViewController {
                @objc func open() { navigationController?.pushViewController(UINavigationController(rootViewController: Detail()), animated: true) }
                @objc func turn() { setNeedsUpdateOfSupportedInterfaceOrientations() }
            }
            final class Detail: UIViewController {}
            final class Scene { func start(_ window: UIWindow) { window.rootViewController = UINavigationController(rootViewController: Home()) } }
            """.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try ProjectScanner.scan(folder: folder.path, options: ScanOptions(device: .iphoneFaceID, ios: 13))
        #expect(try result.model.spec("Home").buttons.isEmpty)
        #expect(result.unresolved.contains { $0.note == "a nav cannot be pushed (UIKit raises): left out" })
        #expect(result.unresolved.contains { $0.note.hasPrefix("exists only on iOS 16 and later") })
        #expect(try ScenarioLoader.parse(text: result.yaml, file: "old.yaml").model == result.model)
    }

    @Test("the last resort: a shape no rule knows (containers holding each other) — the engine's problem leaves that container plain, noted; the model loads")
    func lastResort() throws {
        var app = ScannedApp(name: "Cycle", folder: "/x", target: nil, device: .iphoneFaceID, ios: 17)
        var nav = ScannedController(name: "Nav", kind: .nav, location: SourceLocation(path: "A.swift", line: 3), className: "Nav")
        nav.spec.stack = ["Tabs"]
        nav.spec.supported = .top
        var tabs = ScannedController(name: "Tabs", kind: .tab, location: SourceLocation(path: "A.swift", line: 9), className: "Tabs")
        tabs.spec.tabs = ["Nav"]
        app.controllers = [nav, tabs]
        app.root = ("Nav", Origin(location: nil))
        let problems = Engine.problems(in: app.assemble().model)
        #expect(!problems.isEmpty)
        let notes = app.leaveOut(problems)
        #expect(notes.count == 1 && notes[0].note.hasPrefix("forwarding cycle"))
        #expect(Engine.problems(in: app.assemble().model).isEmpty)
    }

    @Test("a project with no view controller class is scanned, not refused: a SwiftUI app's window is its root; with no app either, a stand-in hosting controller, said")
    func swiftUIOnly() throws {
        let app = try scan(["App.swift": """
            import SwiftUI
            @main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            struct ContentView: View { var body: some View { Text("Hi") } }
            """])
        #expect(app.model.root == "UIHostingController")
        #expect(!app.unresolved.contains { $0.note.hasPrefix("no view controller class") }, "\(app.unresolved)")
        let library = try scan(["Views.swift": """
            import SwiftUI
            struct ContentView: View { var body: some View { Text("Hi") } }
            """])
        #expect(library.model.root == "UIHostingController")
        #expect(library.unresolved.contains { $0.note.hasPrefix("no view controller class in 1 source files") })
    }
}
