// What scan reads of a project beyond its screens: the deployment target and device family
// (the versions and devices lint explores), and how UIKit presents an alert controller.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct ProjectFactsTests {
    /// A project whose app target inherits the project's settings.
    static func project(target: String, project: String) -> String {
        """
        // !$*UTF8*$!
        {
        	objects = {
        		P0 = { isa = PBXProject; buildConfigurationList = P1; };
        		P1 = { isa = XCConfigurationList; buildConfigurations = (P2, ); };
        		P2 = { isa = XCBuildConfiguration; buildSettings = { \(project) }; name = Release; };
        		T0 = { isa = PBXNativeTarget; buildConfigurationList = T1; name = App; productType = "com.apple.product-type.application"; };
        		T1 = { isa = XCConfigurationList; buildConfigurations = (T2, ); };
        		T2 = { isa = XCBuildConfiguration; buildSettings = { \(target) }; name = Release; };
        	};
        	rootObject = P0;
        }
        """
    }

    static let source = """
        import UIKit
        final class HomeViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
            @objc func close() {
                let alert = PortraitAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(alert, animated: true)
            }
            @objc func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                present(alert, animated: true)
            }
        }
        final class PortraitAlertController: UIAlertController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        final class AppDelegate { func application() { window.rootViewController = HomeViewController() } }
        """

    static func scan(target: String, project: String, options: ScanOptions = ScanOptions()) throws -> ProjectModel {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xcodeproj = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        try Self.project(target: target, project: project)
            .write(to: xcodeproj.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        try source.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        return try ProjectScanner.scan(folder: folder.path, options: options).project
    }

    @Test("the deployment target is the target's IPHONEOS_DEPLOYMENT_TARGET, else the project's; a family with 2 runs on the iPad")
    func deploymentTargetAndFamily() throws {
        let inherited = try Self.scan(target: "PRODUCT_NAME = App;",
                                      project: "IPHONEOS_DEPLOYMENT_TARGET = 12.4; TARGETED_DEVICE_FAMILY = \"1,2\";")
        #expect(inherited.deploymentTarget == 12)
        #expect(inherited.iPadPlist == [], "universal, no Info.plist: UIKit's default masks on the iPad")
        let own = try Self.scan(target: "IPHONEOS_DEPLOYMENT_TARGET = 15.0; TARGETED_DEVICE_FAMILY = 1;",
                                project: "IPHONEOS_DEPLOYMENT_TARGET = 12.0;")
        #expect(own.deploymentTarget == 15)
        #expect(own.iPadPlist == nil, "an iPhone-only app")
        let variable = try Self.scan(target: "IPHONEOS_DEPLOYMENT_TARGET = \"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\";",
                                     project: "")
        #expect(variable.deploymentTarget == nil)
    }

    @Test("a repository whose project lies two or three folders down (`src/iOS/App.xcodeproj`, `src/xcode/App/App.xcodeproj`) is read through that project: its Info.plist and target",
          arguments: ["src/iOS", "src/xcode/App"])
    func projectFoldersDown(_ down: String) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent(down)
        let xcodeproj = app.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        try Self.project(target: "INFOPLIST_FILE = \"App-Info.plist\";", project: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;")
            .write(to: xcodeproj.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        try ListingTests.plist("UIInterfaceOrientationPortrait")
            .write(to: app.appendingPathComponent("App-Info.plist"), atomically: true, encoding: .utf8)
        try Self.source.write(to: app.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let project = try ProjectScanner.scan(folder: folder.path, options: ScanOptions()).project
        #expect(project.deploymentTarget == 15)
        #expect(project.scenario.model.plist == [.portrait])
        #expect(project.scenario.model.root == "HomeViewController")
    }

    @Test("an INFOPLIST_FILE whose case differs from the folder's on disk (`pump/support/Info.plist` for `Pump/Support`) is read, as a Mac's file system reads it")
    func plistPathIgnoringCase() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xcodeproj = folder.appendingPathComponent("App.xcodeproj"), support = folder.appendingPathComponent("Pump/Support")
        for url in [xcodeproj, support] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        try Self.project(target: "INFOPLIST_FILE = \"pump/support/Info.plist\";", project: "")
            .write(to: xcodeproj.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        try ListingTests.plist("UIInterfaceOrientationPortrait").write(to: support.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try Self.source.write(to: folder.appendingPathComponent("Pump/App.swift"), atomically: true, encoding: .utf8)
        let project = try ProjectScanner.scan(folder: folder.path, options: ScanOptions()).project
        #expect(project.scenario.model.plist == [.portrait])
    }

    @Test("with no project, a framework's Info.plist met first (no app keys) gives way to the app's, which says the masks; with only the framework's, it is read")
    func appPlistOverFrameworks() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let framework = folder.appendingPathComponent("Shop/AStorage"), app = folder.appendingPathComponent("Shop/Shop")
        for url in [framework, app] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        try Self.source.write(to: app.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        try #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string></dict></plist>"#
            .write(to: framework.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        #expect(try ProjectScanner.scan(folder: folder.path, options: ScanOptions()).project.scenario.model.plist == nil)
        try ListingTests.plist("UIInterfaceOrientationPortrait").write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        #expect(try ProjectScanner.scan(folder: folder.path, options: ScanOptions()).project.scenario.model.plist == [.portrait])
    }

    @Test("two XcodeGen specs (`project-auth.yml`, `project-vault.yml`), each with an app: the first is read and the other named; --target reads the other's files alone; an unknown target lists both; --target without any project is refused")
    func xcodeGenSpecsSideBySide() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        for (app, mask) in [("Auth", "UIInterfaceOrientationPortrait"), ("Vault", "UIInterfaceOrientationLandscapeLeft")] {
            try write("project-\(app.lowercased()).yml", """
                name: \(app)
                targets:
                  \(app)App:
                    type: application
                    platform: iOS
                    sources:
                      - path: \(app)App
                    settings:
                      base:
                        INFOPLIST_FILE: \(app)App/Info.plist
                """)
            try write("\(app)App/Info.plist", ListingTests.plist(mask))
            try write("\(app)App/Scene.swift", """
                import UIKit
                final class \(app)Scene: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window?.rootViewController = \(app)Home()
                    }
                }
                final class \(app)Home: UIViewController {}
                """)
        }
        let first = try ProjectScanner.scan(folder: folder.path, options: ScanOptions())
        #expect(first.project.scenario.model.root == "AuthHome")
        #expect(first.unresolved.contains { $0.note.hasPrefix("other projects hold app targets too (VaultApp (project-vault.yml))") }, "\(first.unresolved)")
        let vault = try ProjectScanner.scan(folder: folder.path, options: ScanOptions(target: "VaultApp")).project.scenario.model
        #expect(vault.root == "VaultHome")
        #expect(vault.plist == [.landscapeLeft])
        #expect(vault.controller(named: "AuthHome") == nil, "the other app's files are not read")
        #expect(throws: ScanError.self) { try ProjectScanner.scan(folder: folder.path, options: ScanOptions(target: "Nope")) }
        let plain = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: plain) }
        try "import UIKit\nfinal class Home: UIViewController {}\n".write(to: plain.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        do {
            _ = try ProjectScanner.scan(folder: plain.path, options: ScanOptions(target: "App"))
            Issue.record("--target without a project was taken")
        } catch {
            #expect(error.description.contains("--target App: no Xcode project or XcodeGen spec"), "\(error.description)")
        }
    }

    @Test("an app built for the iPad alone (family 2) is read on the iPad unless a device is named; a universal one on the device asked")
    func iPadOnlyTarget() throws {
        let unnamed = ScanOptions(deviceChosen: false)
        let iPadOnly = try Self.scan(target: "TARGETED_DEVICE_FAMILY = 2;", project: "", options: unnamed)
        #expect(iPadOnly.scenario.model.device == .ipad)
        let named = try Self.scan(target: "TARGETED_DEVICE_FAMILY = 2;", project: "", options: ScanOptions(device: .iphoneHome))
        #expect(named.scenario.model.device == .iphoneHome, "the user's device is kept")
        let universal = try Self.scan(target: "TARGETED_DEVICE_FAMILY = \"1,2\";", project: "", options: unnamed)
        #expect(universal.scenario.model.device == .iphoneFaceID)
        let unset = try Self.scan(target: "", project: "", options: unnamed)
        #expect(unset.scenario.model.device == .iphoneFaceID, "no family: Xcode's default, the iPhone")
    }

    @Test("R15a an alert controller (a UIAlertController subclass) is presented by UIKit's own presentation over the window, not as a page sheet")
    func alertControllerPresentation() throws {
        let model = try Self.scan(target: "", project: "").scenario.model
        #expect(model.controller(named: "PortraitAlertController")?.presentation == .custom)
        #expect(model.controller(named: "HomeViewController")?.presentation == .automatic)
        #expect(model.controller(named: "PortraitAlertController")?.supported == .literal(.portrait), "its own override")
        #expect(model.controller(named: "UIAlertController")?.supported == .presenting, "UIKit's: the presenter's answer")
    }
}

/// Two storyboards named like the plist's `UIMainStoryboardFile`: the app's, not a library example's.
struct MainStoryboardChoiceTests {
    static func board(initialClass: String) -> String {
        Fixtures.storyboard(initial: "a-1", [#"<viewController id="a-1" customClass="\#(initialClass)" sceneMemberID="viewController"/>"#])
    }

    @Test("the main storyboard is the one sharing the Info.plist's folders (Resources/Base.lproj/Main.storyboard beside Resources/Info.plist), not a vendored example's Main.storyboard")
    func appStoryboardOverExample() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "AAVendor/SwipeKit/Example/Main.storyboard": Self.board(initialClass: "MailExampleController"),
            "Resources/Base.lproj/Main.storyboard": Self.board(initialClass: "AppRootController"),
            "Resources/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
                """,
            "Classes/Controllers.swift": """
                import UIKit
                final class AppRootController: UIViewController {}
                final class MailExampleController: UIViewController {}
                """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let model = try ProjectScanner.scan(folder: folder.path).project.scenario.model
        #expect(model.root == "AppRootController")
    }
}

/// A SwiftUI app making a window of its own for a player.
struct SwiftUIAppWindowTests {
    @Test("R28 a SwiftUI `App`'s window is the root; a window a manager object makes for the player (`window.rootViewController = host`) is one of the app's other windows")
    func appWindowOverManagersWindow() throws {
        let result = try Fixtures.scan(source: """
            import SwiftUI
            import UIKit
            @main
            struct PlayerApp: App {
                var body: some Scene { WindowGroup { Text("Home") } }
            }
            final class PlayerHost: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            final class PlayerWindowManager {
                private var window: UIWindow?
                func show(in scene: UIWindowScene) {
                    let window = UIWindow(windowScene: scene)
                    window.rootViewController = PlayerHost()
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            """)
        let model = result.model
        #expect(model.root == "UIHostingController")
        #expect(model.windows.contains { $0.root == "PlayerHost" }, "\(model.windows)")
    }
}

/// A root set in code only on some launches.
struct ConditionalRootTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Terminal</string></dict></plist>
        """

    @Test("a root set only in a recovery arm (`if defaults.bool(forKey: \"recovery\") { window.rootViewController = … ; return }`) leaves the main storyboard's initial controller the root; one set in both arms of an `if` is the code's")
    func recoveryRootIsNotTheRoot() throws {
        let delegate = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    if UserDefaults.standard.bool(forKey: "recovery") {
                        window?.rootViewController = RecoveryController()
                        return
                    }
                }
            }
            final class TerminalController: UIViewController {}
            final class RecoveryController: UIViewController {}
            final class LoginController: UIViewController {}
            """
        let files = ["Terminal.storyboard": MainStoryboardChoiceTests.board(initialClass: "TerminalController"), "Info.plist": Self.plist]
        let recovery = try Fixtures.scan(files: files.merging(["App.swift": delegate]) { a, _ in a })
        #expect(recovery.model.root == "TerminalController")
        #expect(recovery.unresolved.contains { $0.note.contains("set only when") })
        let both = delegate.replacingOccurrences(of: """
                        return
                    }
            """, with: """
                        return
                    } else {
                        window?.rootViewController = LoginController()
                    }
            """)
        let replaced = try Fixtures.scan(files: files.merging(["App.swift": both]) { a, _ in a })
        #expect(replaced.model.root == "RecoveryController", "set on every launch: the code's root")
    }
}

/// Objective-C showing a storyboard's scene.
struct ObjCStoryboardSceneTests {
    @Test("Objective-C `[[UIStoryboard storyboardWithName:@\"About\" bundle:nil] instantiateInitialViewController]` kept in a local and presented is that storyboard's initial navigation controller, with its root")
    func initialSceneOfANamedStoryboard() throws {
        let about = Fixtures.storyboard(initial: "nav-1", [
            #"<navigationController id="nav-1" sceneMemberID="viewController"><connections><segue destination="about-1" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#,
            #"<viewController id="about-1" customClass="AboutController" sceneMemberID="viewController"/>"#,
        ])
        let header = """
            #import <UIKit/UIKit.h>
            @interface TerminalController : UIViewController
            @end
            @interface AboutController : UIViewController
            @end
            """
        let body = """
            #import "Controllers.h"
            @implementation TerminalController
            - (IBAction)showAbout:(id)sender {
                UINavigationController *navigationController = [[UIStoryboard storyboardWithName:@"About" bundle:nil] instantiateInitialViewController];
                [self presentViewController:navigationController animated:YES completion:nil];
            }
            @end
            @implementation AboutController
            @end
            """
        let result = try Fixtures.scan(files: ["About.storyboard": about, "Controllers.h": header, "Controllers.m": body])
        let terminal = try result.model.spec("TerminalController")
        let shown = try #require(terminal.buttons.first?.actions.first)
        guard case .present(let name, _) = shown else { Issue.record("\(shown)"); return }
        #expect(try result.model.spec(name).stack == ["AboutController"], "\(name)")
    }
}
