// Property: whatever a project holds, scan's output loads with `check`'s loader as the
// model scan returned, and any YAML 1.1 parser reads it. Projects are generated from
// real-world shapes: Swift with closures, `#if`, generics, extensions of UIKit classes,
// odd names and strings; Objective-C with blocks, macros and `#if`.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct FuzzTests {
    struct Maker {
        var g: SeededGenerator
        let classes: [String]

        init(seed: UInt64) {
            g = SeededGenerator(state: seed)
            let count = 2 + Int.random(in: 0...5, using: &g)
            classes = (0..<count).map { "Screen\($0)ViewController" }
        }

        mutating func pick<T>(_ list: [T]) -> T { list.randomElement(using: &g)! }
        mutating func chance(_ p: Double = 0.5) -> Bool { Double.random(in: 0..<1, using: &g) < p }

        /// An expression that may or may not build a controller.
        mutating func shown() -> String {
            pick([
                "\(pick(classes))()",
                "UINavigationController(rootViewController: \(pick(classes))())",
                "UIAlertController(title: \"Oops: #1 [x]\", message: nil, preferredStyle: .alert)",
                "makeController(for: .settings)",
                "storyboard!.instantiateViewController(withIdentifier: \"Detail \\(id)\")",
                "coordinator.scene(.media(url))",
                "vc",
                "UIHostingController(rootView: SettingsView())",
                "(UINavigationController(rootViewController: \(pick(classes))()) as UIViewController)",
                "{ let x = \(pick(classes))(); return x }()",
            ])
        }

        mutating func statement() -> String {
            switch Int.random(in: 0..<13, using: &g) {
            case 0: return "present(\(shown()), animated: true)"
            case 1: return "navigationController?.pushViewController(\(shown()), animated: \(chance()))"
            case 2: return "DispatchQueue.main.async { [weak self] in self?.present(\(shown()), animated: true) }"
            case 3: return "UIDevice.current.setValue(UIInterfaceOrientation.\(pick(["landscapeRight", "portrait", "unknown"])).rawValue, forKey: \"orientation\")"
            case 4: return "#if DEBUG\n        dismiss(animated: true)\n        #else\n        navigationController?.popViewController(animated: true)\n        #endif"
            case 5: return "isLocked = \(pick(["true", "false", "!isLocked"]))"
            case 6: return "let vc = \(shown())\n        vc.modalPresentationStyle = .\(pick(["fullScreen", "custom", "overCurrentContext", "automatic", "none", "formSheet"]))\n        present(vc, animated: true)"
            case 7: return "if #available(iOS 16.0, *) { setNeedsUpdateOfSupportedInterfaceOrientations() } else { UIViewController.attemptRotationToDeviceOrientation() }"
            case 8: return "switch row { case 0: present(\(shown()), animated: true) case 1: dismiss(animated: true) default: break }"
            case 9: return "view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .\(pick(["landscape", "portrait", "all"]))))"
            case 10: return "playerView.transform = CGAffineTransform(rotationAngle: \(pick(["-", ""])).pi / 2)"
            case 11: return "helper\(Int.random(in: 0..<3, using: &g))()"
            default: return "print(\"done: \\\"quoted\\\" ✓ {}\")"
            }
        }

        mutating func answer() -> String {
            pick([
                "isLocked ? .portrait : .allButUpsideDown", ".landscape", "[.portrait, .landscapeLeft]",
                "UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait", "topViewController?.supportedInterfaceOrientations ?? .portrait",
                "presentedViewController?.supportedInterfaceOrientations ?? .all", "super.supportedInterfaceOrientations",
                "Settings.shared.mask", "allowed", ".portraitOnPhone",
            ])
        }

        mutating func swiftFile(_ index: Int) -> String {
            var s = "import UIKit\n\nextension UIInterfaceOrientationMask {\n    static var portraitOnPhone: UIInterfaceOrientationMask { UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all }\n}\n\n"
            if chance(0.4) {
                s += "extension UIViewController {\n    func showError\(index)() {\n        \(statement())\n    }\n}\n\n"
            }
            for (i, name) in classes.enumerated() where i % 2 == index % 2 {
                let base = pick(["UIViewController", "UINavigationController", "UITabBarController", "BaseViewController", "UITableViewController", "Generic<Int>"])
                s += "final class \(name): \(base) {\n    var isLocked = \(chance())\n    let allowed: UIInterfaceOrientationMask\n"
                s += "    init(allowed: UIInterfaceOrientationMask = .portrait) { self.allowed = allowed; super.init(nibName: nil, bundle: nil) }\n"
                if chance(0.7) { s += "    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(answer()) }\n" }
                if chance(0.3) { s += "    override var shouldAutorotate: Bool { \(pick(["false", "true", "!isLocked", "topViewController?.shouldAutorotate ?? true"])) }\n" }
                for f in 0..<Int.random(in: 0...3, using: &g) {
                    let fname = pick(["viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews", "open\(f)", "表示\(f)", "handle_\(f)", "tableView"])
                    let attr = pick(["@objc ", "@IBAction ", "", "override "])
                    s += "    \(attr)func \(fname)(_ sender: Any) {\n"
                    for _ in 0..<Int.random(in: 1...3, using: &g) { s += "        \(statement())\n" }
                    s += "    }\n"
                }
                s += "    private func helper0() { \(statement()) }\n}\n\n"
            }
            if index == 0 {
                s += "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n"
                s += "    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {\n"
                s += "        #if targetEnvironment(macCatalyst)\n        window?.rootViewController = \(shown())\n        #else\n"
                s += "        window?.rootViewController = \(pick(["\(pick(classes))()", shown(), "UINavigationController(rootViewController: \(pick(classes))())"]))\n        #endif\n"
                s += "        window?.makeKeyAndVisible()\n    }\n}\n"
                s += "final class Toast { func show() { let w = UIWindow(); w.rootViewController = \(shown()) } }\n"
            }
            return s
        }

        mutating func objcFile(_ name: String) -> String {
            var s = "#import \"\(name).h\"\n#define WEAKSELF __weak typeof(self) weakSelf = self;\n#define SHOW(vc) dispatch_async(dispatch_get_main_queue(), ^{ [self presentViewController:vc animated:YES completion:nil]; })\n\n@implementation \(name)\n\n"
            s += "- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n"
            s += pick(["    return UIInterfaceOrientationMaskLandscape;\n", "    return self.isLocked ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll;\n",
                       "#if TARGET_OS_IOS\n    return UIInterfaceOrientationMaskPortrait;\n#else\n    return UIInterfaceOrientationMaskAll;\n#endif\n",
                       "    return [[self topController] supportedInterfaceOrientations];\n"])
            s += "}\n\n"
            let other = pick(classes)
            let bodies = [
                "    dispatch_async(dispatch_get_main_queue(), ^{ UIAlertController *alert = [UIAlertController alertControllerWithTitle:@\"A {b}\" message:nil preferredStyle:UIAlertControllerStyleAlert];\n        [self presentViewController:alert animated:YES completion:nil];\n    });\n",
                "    \(other) *vc = [[\(other) alloc] init];\n    vc.modalPresentationStyle = UIModalPresentationFullScreen;\n    [self presentViewController:vc animated:YES completion:nil];\n",
                "    WEAKSELF\n    [self.navigationController pushViewController:[[\(other) alloc] initWithNibName:nil bundle:nil] animated:YES];\n",
                "    SHOW([[UINavigationController alloc] initWithRootViewController:[\(other) new]]);\n",
                "    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@\"orientation\"];\n    [UIViewController attemptRotationToDeviceOrientation];\n",
                "    void (^done)(void) = ^{ [self dismissViewControllerAnimated:YES completion:nil]; };\n    done();\n",
                "    self.isLocked = !self.isLocked;\n",
                "    [self presentViewController:[self.storyboard instantiateViewControllerWithIdentifier:@\"Zoom ✓\"] animated:YES completion:nil];\n",
            ]
            for k in 0..<Int.random(in: 1...3, using: &g) {
                s += "- (IBAction)\(pick(["tap", "open", "viewDidLoad", "show"]))\(k):(id)sender {\n\(pick(bodies))}\n\n"
            }
            return s + "@end\n"
        }

        mutating func write(to folder: URL) throws {
            try swiftFile(0).write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
            try swiftFile(1).write(to: folder.appendingPathComponent("More.swift"), atomically: true, encoding: .utf8)
            if chance() {
                let name = "Legacy\(Int.random(in: 0..<9, using: &g))ViewController"
                try "#import <UIKit/UIKit.h>\n@interface \(name) : UIViewController\n@property (nonatomic) BOOL isLocked;\n@end\n"
                    .write(to: folder.appendingPathComponent("\(name).h"), atomically: true, encoding: .utf8)
                try objcFile(name).write(to: folder.appendingPathComponent("\(name).m"), atomically: true, encoding: .utf8)
            }
        }
    }

    static let seeds: [UInt64] = Array(1...(ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1" ? 400 : 12))

    @Test("every scan of a generated real-world-shaped project loads with check's loader as the scanned model, and in PyYAML")
    func outputsLoad() throws {
        let outputs = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outputs) }
        for seed in Self.seeds {
            var maker = Maker(seed: seed)
            let folder = try Fixtures.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try maker.write(to: folder)
            let result: ScanResult
            do { result = try ProjectScanner.scan(folder: folder.path) } catch {
                Issue.record("seed \(seed): scan refused a project: \(error)")
                continue
            }
            let path = outputs.appendingPathComponent("seed-\(seed).yaml")
            try result.yaml.write(to: path, atomically: true, encoding: .utf8)
            do {
                let loaded = try ScenarioLoader.load(path: path.path)
                #expect(loaded.model == result.model, "seed \(seed)")
            } catch {
                Issue.record("seed \(seed): \(error.listing)\n\(result.yaml)")
            }
            #expect(result.model.controllers.allSatisfy { AppResolver.isClassName($0.name) || $0.name.hasSuffix(" child") }, "seed \(seed)")
        }
        try PyYAML.loadAll(in: outputs)
    }
}

/// PyYAML (YAML 1.1) over every `.yaml` of a folder, in one process; skipped when
/// python3 or its yaml module is missing.
enum PyYAML {
    static func loadAll(in folder: URL) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return }
        let script = """
            import sys, os
            try:
                import yaml
            except ImportError:
                print("SKIP"); sys.exit(0)
            bad = []
            for name in sorted(os.listdir(sys.argv[1])):
                if not name.endswith(".yaml"): continue
                try:
                    d = yaml.safe_load(open(os.path.join(sys.argv[1], name), encoding="utf-8"))
                    assert isinstance(d["controllers"], dict) and isinstance(d["app"]["root"], str)
                    for c in d["controllers"].values():
                        assert c is None or all(isinstance(k, str) for k in c), "a key that is not a string"
                except Exception as e:
                    bad.append(f"{name}: {e}")
            print("\\n".join(bad))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let out = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if out == "SKIP" { return }
        #expect(process.terminationStatus == 0 && out.isEmpty, "PyYAML: \(out)")
    }
}
