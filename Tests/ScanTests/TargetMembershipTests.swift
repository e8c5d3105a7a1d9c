// `scan --target`: the files the chosen target builds are read, a file only other targets
// build is left out (one note with the count), a file no target claims is read, and a
// project whose membership cannot be followed is read as a folder of sources.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct TargetMembershipTests {
    static func controllers(_ fixture: String, target: String) throws -> (names: Set<String>, notes: [ProjectNote]) {
        let (result, model) = try Fixtures.scan(fixture, ScanOptions(target: target))
        return (Set(model.controllers.map(\.name)), result.unresolved.filter { $0.note.contains("left out: not this target's") })
    }

    @Test("classic phases: each target's controllers are its own build phases' (groups, a variant group, SOURCE_ROOT) and the file both build")
    func classicPhases() throws {
        let phone = try Self.controllers("TargetsApp", target: "Phone")
        #expect(phone.names == ["UINavigationController", "HomeViewController", "PlayerViewController", "AboutViewController",
                                "PhoneBoardViewController", "LooseViewController"])
        let tv = try Self.controllers("TargetsApp", target: "TV")
        #expect(tv.names == ["TVHomeViewController", "TVMenuViewController", "TVShelfViewController", "PlayerViewController",
                             "LooseViewController"])
        // TVHome.swift, TVMenuViewController.m and its header, TV's Main.storyboard.
        #expect(phone.notes.map(\.note) == ["4 source files only other targets build (TV 4) left out: not this target's"])
        #expect(phone.notes.first?.location.file == "Targets.xcodeproj/project.pbxproj")
        #expect(tv.notes.map(\.note) == ["4 source files only other targets build (Phone 4) left out: not this target's"])
    }

    @Test("synchronized folders: a folder's files are its target's but its exceptions; an exception set for a target that does not hold the folder gives it those files")
    func synchronizedFolders() throws {
        let app = try Self.controllers("SyncedApp", target: "App")
        #expect(app.names == ["HomeViewController", "BannerViewController", "DraftViewController", "KitViewController"])
        #expect(app.notes.map(\.note) == ["3 source files only other targets build (Widget 2, Notification 1) left out: not this target's"])
        let notification = try Self.controllers("SyncedApp", target: "Notification")
        #expect(notification.names == ["NotificationViewController", "BannerViewController", "KitViewController"])
        let widget = try Self.controllers("SyncedApp", target: "Widget")
        #expect(widget.names == ["WidgetViewController", "WidgetBoardViewController", "KitViewController"])
    }

    @Test("the paths each target builds: the group tree's, SOURCE_ROOT's, a variant group's files; SDK and product references are none")
    func paths() throws {
        let text = try String(contentsOfFile: Fixtures.path("TargetsApp/Targets.xcodeproj/project.pbxproj"), encoding: .utf8)
        let objects = try #require(try ASCIIPlist.parse(text)["objects"]?.dict)
        let membership = TargetMembership.read(objects: objects, base: "")
        #expect(membership.targets["Phone"]?.files == ["phone/scenedelegate.swift", "phone/home.swift", "shared/player.swift",
                                                       "support/about.swift", "phone/base.lproj/main.storyboard"])
        #expect(membership.targets["TV"]?.files == ["tv/tvhome.swift", "tv/tvmenuviewcontroller.m", "shared/player.swift",
                                                    "tv/base.lproj/main.storyboard"])
        // A project one folder down: its paths are under that folder.
        let nested = TargetMembership.read(objects: objects, base: "Example")
        #expect(nested.targets["Phone"]?.files.contains("example/support/about.swift") == true)
        #expect(GroupPaths.joined("app", "../../outside.swift") == nil)
        #expect(GroupPaths.joined("app/sub", "./../x.swift") == "app/x.swift")
    }

    @Test("an exception names a file, a folder (all beneath it) or a localized file (/Localized/DIR/NAME for DIR/*.lproj/NAME)")
    func exceptionPaths() {
        let exceptions: Set<String> = ["drafts", "shared/banner.swift", "/localized/board/main.storyboard", "/localized/top.storyboard"]
        #expect(SyncedShare.matches("drafts/deep/a.swift", exceptions))
        #expect(SyncedShare.matches("shared/banner.swift", exceptions))
        #expect(!SyncedShare.matches("shared/banner.swift.orig", exceptions))
        #expect(!SyncedShare.matches("draftsold/a.swift", exceptions))
        #expect(SyncedShare.matches("board/base.lproj/main.storyboard", exceptions))
        #expect(SyncedShare.matches("board/fr.lproj/main.storyboard", exceptions))
        #expect(!SyncedShare.matches("other/base.lproj/main.storyboard", exceptions))
        #expect(SyncedShare.matches("en.lproj/top.storyboard", exceptions))
        let held = SyncedShare(folder: "app", exceptions: ["drafts"], whole: true)
        #expect(held.contains("app/home.swift") && !held.contains("app/drafts/a.swift") && !held.contains("application/home.swift"))
        let given = SyncedShare(folder: "app", exceptions: ["drafts"], whole: false)
        #expect(!given.contains("app/home.swift") && given.contains("app/drafts/a.swift"))
    }

    /// A project of an app, a framework it links, and an extension it embeds, each
    /// compiling its folder; `Ext/Both.swift` is built by the app and the extension.
    static let linkedProject = """
        // !$*UTF8*$!
        { objects = {
            M = { isa = PBXGroup; children = (GA, GK, GE); sourceTree = "<group>"; };
            GA = { isa = PBXGroup; children = (FA); path = App; sourceTree = "<group>"; };
            GK = { isa = PBXGroup; children = (FK); path = Kit; sourceTree = "<group>"; };
            GE = { isa = PBXGroup; children = (FE, FB); path = Ext; sourceTree = "<group>"; };
            FA = { isa = PBXFileReference; path = AppScreen.swift; sourceTree = "<group>"; };
            FK = { isa = PBXFileReference; path = KitScreen.swift; sourceTree = "<group>"; };
            FE = { isa = PBXFileReference; path = ExtScreen.swift; sourceTree = "<group>"; };
            FB = { isa = PBXFileReference; path = Both.swift; sourceTree = "<group>"; };
            BA = { isa = PBXBuildFile; fileRef = FA; }; BK = { isa = PBXBuildFile; fileRef = FK; };
            BE = { isa = PBXBuildFile; fileRef = FE; }; BB = { isa = PBXBuildFile; fileRef = FB; }; BB2 = { isa = PBXBuildFile; fileRef = FB; };
            SA = { isa = PBXSourcesBuildPhase; files = (BA, BB2); };
            SK = { isa = PBXSourcesBuildPhase; files = (BK); };
            SE = { isa = PBXSourcesBuildPhase; files = (BE, BB); };
            DK = { isa = PBXTargetDependency; target = TK; }; DE = { isa = PBXTargetDependency; target = TE; };
            TA = { isa = PBXNativeTarget; name = App; buildPhases = (SA); dependencies = (DK, DE); productType = "com.apple.product-type.application"; };
            TK = { isa = PBXNativeTarget; name = Kit; buildPhases = (SK); productType = "com.apple.product-type.framework"; };
            TE = { isa = PBXNativeTarget; name = Ext; buildPhases = (SE); productType = "com.apple.product-type.app-extension"; };
            P = { isa = PBXProject; mainGroup = M; targets = (TA, TK, TE); };
        }; rootObject = P; }
        """

    static func scanTemporary(pbxproj: String, files: [String: String]) throws -> ScanResult {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xcodeproj = folder.appendingPathComponent("Linked.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        try pbxproj.write(to: xcodeproj.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try ProjectScanner.scan(folder: folder.path)
    }

    static let linkedFiles = [
        "App/AppScreen.swift": "import UIKit\nclass AppScreen: UIViewController {}\n",
        "Kit/KitScreen.swift": "import UIKit\nclass KitScreen: UIViewController {}\n",
        "Ext/ExtScreen.swift": "import UIKit\nclass ExtScreen: UIViewController {}\n",
        "Ext/Both.swift": "import UIKit\nclass BothScreen: UIViewController {}\n",
    ]

    @Test("a framework the app links is code it runs (read); an extension it embeds is not (left out), though its folder holds a file the app builds")
    func linkedFramework() throws {
        let result = try Self.scanTemporary(pbxproj: Self.linkedProject, files: Self.linkedFiles)
        // The Ext folder is named like a non-app target: today's by-name skip would hide Both.swift.
        #expect(Set(result.model.controllers.map(\.name)) == ["AppScreen", "KitScreen", "BothScreen"])
        #expect(result.unresolved.contains { $0.note == "1 source file only other targets build (Ext 1) left out: not this target's" })
    }

    @Test("a root set in a file no target builds (a vendored engine's test app) is not the root while the target's own code sets one")
    func unclaimedRootGivesWay() throws {
        var files = Self.linkedFiles
        files["App/AppScreen.swift"] = """
            import UIKit
            class AppScreen: UIViewController {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = AppScreen()
                }
            }
            """
        files["Vendor/Harness/Runner.swift"] = """
            import UIKit
            final class RunnerDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = HarnessScreen()
                    return true
                }
            }
            class HarnessScreen: UIViewController {}
            """
        let result = try Self.scanTemporary(pbxproj: Self.linkedProject, files: files)
        #expect(result.model.root == "AppScreen", "\(result.yaml)")
        #expect(result.unresolved.contains { $0.location.file == "Vendor/Harness/Runner.swift"
            && $0.note == "set in a file the target does not build (another app's): not the root" }, "\(result.unresolved)")
    }

    @Test("of two SwiftUI Apps, the one in the target's files is the app, though a vendored test app's comes first by path")
    func targetsOwnApp() throws {
        var files = Self.linkedFiles
        files["App/AppScreen.swift"] = "import SwiftUI\nclass AppScreen: UIViewController {}\n@main\nstruct MainApp: App { var body: some Scene { WindowGroup { Text(\"app\") } } }\n"
        files["Aaa/Harness/TestRunner.swift"] = "import SwiftUI\n@main\nstruct TestRunnerApp: App { var body: some Scene { WindowGroup { Text(\"tests\") } } }\n"
        let result = try Self.scanTemporary(pbxproj: Self.linkedProject, files: files)
        #expect(result.model.root == "UIHostingController")
        #expect(result.project.source(of: .appField(.root))?.file == "App/AppScreen.swift", "\(result.yaml)")
    }

    @Test("a storyboard class of a framework the app links (`customModule=\"Kit\"`) is the app's: the main storyboard's initial scene is the root")
    func frameworkStoryboardClass() throws {
        let project = Self.linkedProject
            .replacingOccurrences(of: "TA = { isa = PBXNativeTarget; name = App;", with: "TA = { isa = PBXNativeTarget; buildConfigurationList = CL; name = App;")
            .replacingOccurrences(of: "P = { isa = PBXProject;", with: """
                CL = { isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; name = Release; };
                    P = { isa = PBXProject;
                """)
        var files = Self.linkedFiles
        files["App/Info.plist"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """
        files["App/Base.lproj/Main.storyboard"] = Fixtures.storyboard(initial: "k1", [
            #"<viewController id="k1" customClass="KitScreen" customModule="Kit"/>"#,
        ])
        let result = try Self.scanTemporary(pbxproj: project, files: files)
        #expect(result.model.root == "KitScreen")
        #expect(!result.unresolved.contains { $0.note.contains("not the app's") }, "\(result.unresolved)")
        // A module the app does not link stays another's.
        files["App/Base.lproj/Main.storyboard"] = Fixtures.storyboard(initial: "k1", [
            #"<viewController id="k1" customClass="KitScreen" customModule="Elsewhere"/>"#,
        ])
        let other = try Self.scanTemporary(pbxproj: project, files: files)
        #expect(other.model.root != "KitScreen")
    }

    @Test("a project whose membership cannot be followed (phases and references that are not there) is read as before: every file")
    func unreadableMembership() throws {
        // The app's phase and the extension's file reference point nowhere.
        let broken = Self.linkedProject
            .replacingOccurrences(of: "buildPhases = (SA)", with: "buildPhases = (MISSING)")
            .replacingOccurrences(of: "BE = { isa = PBXBuildFile; fileRef = FE; }", with: "BE = { isa = PBXBuildFile; fileRef = NOWHERE; }")
        let result = try Self.scanTemporary(pbxproj: broken, files: Self.linkedFiles)
        // The folders named like another non-app target (Kit, Ext) are skipped by name, as before.
        #expect(Set(result.model.controllers.map(\.name)) == ["AppScreen"])
        #expect(!result.unresolved.contains { $0.note.contains("left out: not this target's") })
        // A pbxproj with no objects at all: no membership, the folder's sources read.
        let empty = try Self.scanTemporary(pbxproj: "{ objects = { T = { isa = PBXNativeTarget; name = App; productType = \"com.apple.product-type.application\"; buildPhases = (X); }; }; }",
                                           files: Self.linkedFiles)
        #expect(Set(empty.model.controllers.map(\.name)) == ["AppScreen", "KitScreen", "ExtScreen", "BothScreen"])
    }

    @Test("XcodeGen's project.yml (no .xcodeproj committed): its targets (an included spec's too, over the target template it names), what each target's sources hold, the frameworks it depends on, info.path's masks and the deployment target")
    func xcodeGenSpec() throws {
        let (result, model) = try Fixtures.scan("XcodeGenApp", ScanOptions(target: "Shelf"))
        #expect(Set(model.controllers.map(\.name)) == ["UINavigationController", "ShelfViewController", "ReaderViewController", "AboutViewController"])
        #expect(model.root == "UINavigationController", "the app's window, not the preview host's SwiftUI App")
        #expect(model.plist == [.portrait, .landscapeLeft])
        #expect(result.project.deploymentTarget == 15)
        let notes = result.unresolved.filter { $0.note.contains("left out: not this target's") }
        #expect(notes.map(\.note) == ["1 source file only other targets build (Preview 1) left out: not this target's"])
        #expect(notes.first?.location.file == "project.yml")
        #expect(throws: ScanError.self) { try Fixtures.scan("XcodeGenApp") }
    }

    @Test("a project.yml that is no XcodeGen spec (no targets), or an XcodeGen spec with no application target read from it, is one note; the folder is read as sources",
          arguments: [("stages:\n  - build\n", "not an XcodeGen spec"),
                      ("targets:\n  Kit:\n    type: framework\n    sources: [Kit]\n", "no application target")])
    func specNotUsed(yaml: String, note: String) throws {
        let result = try Fixtures.scan(files: [
            "project.yml": yaml,
            "App.swift": Fixtures.sceneDelegate(root: "HomeViewController()") + "final class HomeViewController: UIViewController {}\n",
        ])
        #expect(result.project.scenario.model.root == "HomeViewController")
        #expect(result.unresolved.contains { $0.location.file == "project.yml" && $0.note.contains(note) })
    }
}

