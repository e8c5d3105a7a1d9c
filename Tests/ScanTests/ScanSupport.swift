// What the scan tests share: the fixture projects (small apps written for these tests,
// one idiom each), a scan that must give a valid scenario, and the expected files.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// Scans a fixture; the text must load as a scenario (the contract with check, trace,
    /// record, run and accept).
    static func scan(_ name: String, _ options: ScanOptions = ScanOptions()) throws -> (result: ScanResult, model: AppModel) {
        let result = try ProjectScanner.scan(folder: path(name), options: options)
        let scenario = try ScenarioLoader.parse(text: result.yaml, file: "\(name).yaml")
        // The printed text is a rendering of the model: it loads as the same model.
        #expect(scenario.model == result.model, "\(name): the printed file does not load as the scanned model")
        return (result, scenario.model)
    }

    /// The text with the machine's folder replaced, as the expected files keep it.
    static func portable(_ text: String, folder: String) -> String {
        text.replacingOccurrences(of: "# scanned: \(folder)\n", with: "# scanned: <fixture>\n")
    }

    /// `Fixtures/expected/NAME.yaml`; `SCAN_UPDATE_EXPECTED=1` writes it from the scan
    /// (then read the diff before committing it).
    static func expected(_ name: String, actual: String) throws -> String {
        let file = root.appendingPathComponent("expected/\(name).yaml")
        if ProcessInfo.processInfo.environment["SCAN_UPDATE_EXPECTED"] == "1" {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// A scene delegate whose window's root is `root` (a Swift expression).
    static func sceneDelegate(root: String) -> String {
        """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = \(root)
            }
        }

        """
    }

    /// An app delegate whose launch runs `launch` (Swift statements; `window` is its property).
    static func appDelegate(launch: String) -> String {
        """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                \(launch)
                return true
            }
        }

        """
    }

    /// An app delegate whose window's root is a `MainCoordinator`'s `rootViewController`,
    /// made and started at launch.
    static let coordinatorAppDelegate = """
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var coordinator: MainCoordinator?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                coordinator = MainCoordinator()
                coordinator?.start()
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = coordinator?.rootViewController
                window?.makeKeyAndVisible()
                return true
            }
        }

        """

    /// Scans one Swift file written in a fresh folder (removed after).
    static func scan(source: String) throws -> ScanResult {
        try scan(files: ["App.swift": source])
    }

    /// Scans files written in a fresh folder (removed after), for one device.
    static func scan(files: [String: String], _ options: ScanOptions = ScanOptions()) throws -> ScanResult {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try ProjectScanner.scan(folder: folder.path, options: options)
    }

    /// A storyboard document of one scene per object (each object's XML as written), the
    /// scene whose object has the id `initial` its initial one.
    static func storyboard(initial: String, _ objects: [String]) -> String {
        let scenes = objects.enumerated().map { i, object in
            "        <scene sceneID=\"s\(i + 1)\">\n            <objects>\n                \(object)\n            </objects>\n        </scene>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }

    /// A fresh folder under the system's temporary one.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scan-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension AppModel {
    func spec(_ name: String) throws -> ControllerSpec {
        try #require(controller(named: name), "no controller \(name) in \(controllers.map(\.name))")
    }
}
