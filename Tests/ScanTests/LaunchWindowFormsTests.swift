import Foundation
import OrientationEngine
import Testing
@testable import Scan

/// An emulator's launch: its project linked from the folder's top, a window held in an ivar
/// made the root by message, a layout editor's C flag, a child kept in an ivar, and a style
/// whose getter only returns super's.
struct LaunchWindowFormsTests {
    @Test("`App.xcodeproj -> xcode/App/App.xcodeproj`: the project is read where it lies, its INFOPLIST_FILE relative to that folder")
    func linkedProject() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("xcode/App")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: real.appendingPathComponent("App"), withIntermediateDirectories: true)
        try ProjectFactsTests.project(target: "INFOPLIST_FILE = \"App/Info.plist\";", project: "")
            .write(to: real.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key><array>
            <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
            </array></dict></plist>
            """.write(to: real.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        try ProjectFactsTests.source.write(to: real.appendingPathComponent("App/App.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App.xcodeproj").path,
                                                   withDestinationPath: "xcode/App/App.xcodeproj")
        let result = try ProjectScanner.scan(folder: folder.path)
        #expect(result.model.plist == [.portrait, .portraitUpsideDown], "\(result.unresolved)")
    }

    static let boot = """
        @interface Boot : UIResponder <UIApplicationDelegate> {
            UIWindow *deviceWindow;
            Game *game;
        }
        @end
        @implementation Boot
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            game = [[Game alloc] init];
            deviceWindow = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            [deviceWindow setRootViewController:game];
            [deviceWindow makeKeyAndVisible];
            return YES;
        }
        @end
        static int editing = 0;
        @interface Game : UIViewController {
            Hud *hud;
        }
        @end
        @implementation Game
        - (void)viewDidLoad {
            hud = [[Hud alloc] init];
            [self addChildViewController:hud];
        }
        - (BOOL)shouldAutorotate { return editing ? NO : YES; }
        - (void)beginLayout { editing = 1; }
        - (void)endLayout { editing = 0; }
        @end
        @interface Hud : UIViewController
        @end
        """

    @Test("a launch delegate by its `<UIApplicationDelegate>` setting an ivar window's root by message: the app's root, not another window")
    func ivarWindowRoot() throws {
        let result = try Fixtures.scan(files: ["Boot.m": Self.boot])
        #expect(result.model.root == "Game")
        #expect(result.model.windows.isEmpty, "\(result.model.windows)")
    }

    @Test("`editing = 1;` / `= 0;` on a C flag the answer tests: buttons that set it; `[self addChildViewController:hud]` with an ivar: a child")
    func cFlagAndIvarChild() throws {
        let game = try Fixtures.scan(files: ["Boot.m": Self.boot]).model.spec("Game")
        #expect(game.buttons.map(\.title).sorted() == ["beginLayout", "endLayout"])
        #expect(game.buttons.flatMap(\.actions).allSatisfy { if case .set = $0 { true } else { false } }, "\(game.buttons)")
        #expect(game.tabs == ["Hud"])
    }

    @Test("`override var modalPresentationStyle { get { super.modalPresentationStyle } }` is no style of its own (the one its init sets is); a getter returning `.formSheet` until set is that style")
    func getterReturningSuper() throws {
        let model = try Fixtures.scan(source: """
            import UIKit
            final class Popup: UIViewController {
                convenience init(title: String?) {
                    self.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .overFullScreen
                }
                override var modalPresentationStyle: UIModalPresentationStyle {
                    set { super.modalPresentationStyle = newValue == .fullScreen ? .overFullScreen : newValue }
                    get { return super.modalPresentationStyle }
                }
            }
            final class Sheet: UIViewController {
                private var useDefault = true
                override var modalPresentationStyle: UIModalPresentationStyle {
                    get {
                        if useDefault { return .formSheet }
                        return super.modalPresentationStyle
                    }
                    set { useDefault = false; super.modalPresentationStyle = newValue }
                }
            }
            """).model
        #expect(try model.spec("Popup").presentation == .overFullScreen)
        #expect(try model.spec("Sheet").presentation == .formSheet)
    }
}
