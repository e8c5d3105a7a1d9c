// The round trip: random apps (fixed seed) written as Swift sources — controllers with
// overrides, an Info.plist or generated plist keys, a scene delegate, present call sites
// with their styles, forcing calls — must scan back to the same model.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

/// SplitMix64: the same apps on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One random app: what the sources say, and the model the scan must give.
struct RandomApp {
    var files: [String: String] = [:]
    var expected: AppModel

    static let masks: [(swift: String, mask: OrientationMask)] = [
        (".portrait", .portrait), (".landscape", .landscape), (".allButUpsideDown", .allButUpsideDown), (".all", .all),
        ("[.portrait, .landscapeLeft]", [.portrait, .landscapeLeft]), (".landscapeRight", .landscapeRight),
    ]
    static let orientations: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    static let styles: [PresentationStyle?] = [nil, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover,
                                               .custom, .currentContext, .overCurrentContext]

    init(seed: UInt64) {
        var g = SeededGenerator(state: seed)
        let count = Int.random(in: 2...6, using: &g)
        let names = (0..<count).map { "Screen\($0)ViewController" }
        var specs = names.map { ControllerSpec(name: $0) }
        var source = "import UIKit\n\n"
        // Each screen but the first is presented once, by an earlier one, with a random style.
        var presents: [Int: [(target: Int, style: PresentationStyle?)]] = [:]
        for j in 1..<count {
            let i = Int.random(in: 0..<j, using: &g)
            presents[i, default: []].append((j, Self.styles.randomElement(using: &g)!))
        }
        for (i, name) in names.enumerated() {
            var body = ""
            switch Int.random(in: 0..<5, using: &g) {
            case 0: break
            case 1:
                let m = Self.masks.randomElement(using: &g)!
                body += "    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(m.swift) }\n"
                specs[i].supported = .literal(m.mask)
            case 2:
                let (a, b) = (Self.masks.randomElement(using: &g)!, Self.masks.randomElement(using: &g)!)
                body += "    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n"
                body += "        UIDevice.current.userInterfaceIdiom == .pad ? \(a.swift) : \(b.swift)\n    }\n"
                specs[i].supported = .literal(b.mask)  // scanned for an iPhone
            case 3:
                // Asks what it presents (the main branch's `{presented: …}`).
                let m = Self.masks.randomElement(using: &g)!
                body += "    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n"
                body += "        presentedViewController?.supportedInterfaceOrientations ?? \(m.swift)\n    }\n"
                specs[i].supported = .presented(fallback: .literal(m.mask))
            default:
                let (a, b) = (Self.masks.randomElement(using: &g)!, Self.masks.randomElement(using: &g)!)
                body += "    var isLocked\(i) = false\n"
                body += "    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n"
                body += "        return isLocked\(i) ? \(a.swift) : \(b.swift)\n    }\n"
                specs[i].supported = .conditional(Condition([.isTrue("isLocked\(i)")]), then: .literal(a.mask), else: .literal(b.mask))
                specs[i].vars["isLocked\(i)"] = .bool(false)
            }
            if Bool.random(using: &g) {
                let flag = Bool.random(using: &g)
                body += "    override var shouldAutorotate: Bool { \(flag) }\n"
                specs[i].shouldAutorotate = .literal(flag)
            }
            if Bool.random(using: &g) {
                let o = Self.orientations.randomElement(using: &g)!
                body += "    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {\n        return .\(o.name)\n    }\n"
                specs[i].preferred = .literal(o)
            }
            for (k, p) in (presents[i] ?? []).enumerated() {
                var actions: [Action] = []
                body += "\n    @objc func open\(k)() {\n"
                if Bool.random(using: &g) {
                    let o = [DeviceOrientation.landscapeLeft, .landscapeRight, .portrait].randomElement(using: &g)!
                    body += "        UIDevice.current.setValue(UIDeviceOrientation.\(o.name).rawValue, forKey: \"orientation\")\n"
                    actions.append(.forceDevice(o))
                }
                body += "        let next = \(names[p.target])()\n"
                if let style = p.style {
                    body += "        next.modalPresentationStyle = .\(style.rawValue)\n"
                }
                body += "        present(next, animated: true)\n"
                // The style set on the instance is that present's (R15a).
                actions.append(.present(names[p.target], style: p.style))
                if Bool.random(using: &g) {
                    body += "        UIViewController.attemptRotationToDeviceOrientation()\n"
                    actions.append(.attemptRotation)
                }
                body += "    }\n"
                specs[i].buttons.append(Button(title: "open\(k)", actions: actions))
            }
            if i > 0, Bool.random(using: &g) {
                body += "\n    @IBAction func close(_ sender: Any) {\n        dismiss(animated: true)\n    }\n"
                specs[i].buttons.append(Button(title: "close", actions: [.dismiss]))
            }
            source += "final class \(name): UIViewController {\n\(body)}\n\n"
        }
        files["App/Screens.swift"] = source
        var root = names[0]
        if Bool.random(using: &g) {
            root = "RootNavigationController"
            files["App/Root.swift"] = """
                import UIKit

                final class RootNavigationController: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        topViewController?.supportedInterfaceOrientations ?? .portrait
                    }
                }

                """
            specs.insert(ControllerSpec(name: root, kind: .nav, stack: [names[0]], supported: .top), at: 0)
        }
        let built = root == names[0] ? "\(names[0])()" : "\(root)(rootViewController: \(names[0])())"
        files["App/SceneDelegate.swift"] = """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    window.rootViewController = \(built)
                    self.window = window
                }
            }

            """
        let plist = Array(Self.orientations.shuffled(using: &g).prefix(Int.random(in: 1...4, using: &g)))
        let keys = plist.map { o in InfoPlistReader.orientationNames.first { $0.1 == o }!.0 }
        if Bool.random(using: &g) {
            files["App/Info.plist"] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + "\t<key>UISupportedInterfaceOrientations</key>\n\t<array>\n"
                + keys.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>\n</dict>\n</plist>\n"
            files["App.xcodeproj/project.pbxproj"] = Self.project(settings: "INFOPLIST_FILE = App/Info.plist;")
        } else {
            files["App.xcodeproj/project.pbxproj"] = Self.project(
                settings: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"\(keys.joined(separator: " "))\";")
        }
        expected = AppModel(plist: plist, root: root, controllers: specs)
    }

    static func project(settings: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application"; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        \t\tC1 = {isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings) }; };
        \t};
        }

        """
    }

    func write(to folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}

struct RoundTripTests {
    /// A list of names (`[portrait, landscapeLeft]`) parses as their union: the same mask.
    static func flat(_ e: MaskExpr) -> MaskExpr {
        switch e {
        case .union(let parts):
            var mask = OrientationMask.none
            for part in parts {
                guard case .literal(let m) = flat(part) else { return e }
                mask.formUnion(m)
            }
            return .literal(mask)
        case .conditional(let c, let a, let b): return .conditional(c, then: flat(a), else: flat(b))
        case .presented(let f): return .presented(fallback: flat(f))
        default: return e
        }
    }

    static let seeds: [UInt64] = Array(1...(ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1" ? 300 : 60))

    @Test("random apps written as Swift scan back to the same model (fixed seeds)")
    func roundTrip() throws {
        for seed in Self.seeds {
            let app = RandomApp(seed: seed)
            let folder = try Fixtures.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try app.write(to: folder)
            let result = try ProjectScanner.scan(folder: folder.path)
            let model = try ScenarioLoader.parse(text: result.yaml, file: "seed-\(seed).yaml").model
            let context = "seed \(seed):\n\(result.yaml)"
            #expect(model.root == app.expected.root, "\(context)")
            #expect(model.plist == app.expected.plist, "\(context)")
            #expect(Set(model.controllers.map(\.name)) == Set(app.expected.controllers.map(\.name)), "\(context)")
            for want in app.expected.controllers {
                guard let got = model.controller(named: want.name) else { continue }
                #expect(got.kind == want.kind && got.stack == want.stack, "\(want.name) \(context)")
                #expect(got.supported.map(Self.flat) == want.supported,  "\(want.name).supported \(context)")
                #expect(got.shouldAutorotate == want.shouldAutorotate, "\(want.name).shouldAutorotate \(context)")
                #expect(got.preferred == want.preferred, "\(want.name).preferred \(context)")
                #expect(got.presentation == want.presentation, "\(want.name).presentation \(context)")
                #expect(got.vars == want.vars, "\(want.name).vars \(context)")
                #expect(got.buttons == want.buttons, "\(want.name).buttons \(context)")
            }
        }
    }
}
