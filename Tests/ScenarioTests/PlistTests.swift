// app.infoPlist: the app's real Info.plist, XML or binary, read into the model.

import Foundation
import OrientationEngine
import Testing
@testable import Scenario

enum Plists {
    static let portrait = "UIInterfaceOrientationPortrait"
    static let upsideDown = "UIInterfaceOrientationPortraitUpsideDown"
    static let left = "UIInterfaceOrientationLandscapeLeft"
    static let right = "UIInterfaceOrientationLandscapeRight"

    /// What `plutil -convert binary1|xml1` would write, with Foundation's own writer.
    static func data(_ values: [String: Any], binary: Bool) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: values, format: binary ? .binary : .xml, options: 0)
    }

    /// A folder holding `Info.plist` (binary unless told) and `app.yaml` with `yaml`.
    static func app(_ values: [String: Any], binary: Bool = true, yaml: String) throws -> String {
        let folder = try TestFiles.folder()
        try data(values, binary: binary).write(to: folder.appendingPathComponent("Info.plist"))
        let file = folder.appendingPathComponent("app.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    static func yaml(device: String = "iphone-home", app extra: String = "", after: Bool = false) -> String {
        let deviceLine = "device: \(device)\n"
        return (after ? "" : deviceLine) + """
            app:
              infoPlist: Info.plist
            \(extra.isEmpty ? "" : "  " + extra + "\n")  root: VC
            controllers:
              VC: {}

            """ + (after ? deviceLine : "")
    }
}

struct PlistTests {
    static var player: [String: Any] { [
        "CFBundleName": "Player",
        "UISupportedInterfaceOrientations": [Plists.portrait, Plists.right, Plists.left],
        "UISupportedInterfaceOrientations~ipad": [Plists.portrait, Plists.upsideDown, Plists.left, Plists.right],
        "UIRequiresFullScreen": true,
        "UIStatusBarHidden": true,
        "UILaunchStoryboardName": "LaunchScreen",
    ] }

    @Test("a binary Info.plist gives the ordered mask, UIRequiresFullScreen and UIStatusBarHidden", arguments: [true, false])
    func readsBothFormats(binary: Bool) throws {
        let path = try Plists.app(Self.player, binary: binary, yaml: Plists.yaml())
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("Info.plist"))
        #expect(bytes.starts(with: Array("bplist00".utf8)) == binary)
        let model = try ScenarioLoader.load(path: path).model
        #expect(model.plist == [.portrait, .landscapeRight, .landscapeLeft])
        #expect(model.requiresFullScreen)
        #expect(model.statusBarHiddenAtLaunch)
        #expect(model.infoPlist?.path == "Info.plist")
        #expect(model.infoPlist?.summary == "plist: Info.plist")
    }

    @Test("R8 reads the plist's order: a landscape-first plist launches in landscape")
    func launchOrderFromPlist() throws {
        let values: [String: Any] = ["UISupportedInterfaceOrientations": [Plists.right, Plists.left]]
        let path = try Plists.app(values, yaml: Plists.yaml())
        let scenario = try ScenarioLoader.load(path: path)
        var engine = try Engine(model: scenario.model)
        _ = try engine.send(.launch, at: 0)
        #expect(engine.state.statusBarOrientation == .landscapeRight)
    }

    @Test("~ipad: an iPad reads UISupportedInterfaceOrientations~ipad, an iPhone the plain key, wherever device: stands")
    func iPadLookup() throws {
        for after in [false, true] {
            let pad = try ScenarioLoader.load(path: Plists.app(Self.player, yaml: Plists.yaml(device: "ipad", after: after))).model
            #expect(pad.plist == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
            let phone = try ScenarioLoader.load(path: Plists.app(Self.player, yaml: Plists.yaml(after: after))).model
            #expect(phone.plist == [.portrait, .landscapeRight, .landscapeLeft])
        }
    }

    @Test("~iphone is read on an iPhone; without a device key the plain key serves every device")
    func iPhoneLookup() throws {
        let values: [String: Any] = [
            "UISupportedInterfaceOrientations": [Plists.portrait],
            "UISupportedInterfaceOrientations~iphone": [Plists.left],
        ]
        let phone = try ScenarioLoader.load(path: Plists.app(values, yaml: Plists.yaml())).model
        #expect(phone.plist == [.landscapeLeft])
        let pad = try ScenarioLoader.load(path: Plists.app(values, yaml: Plists.yaml(device: "ipad"))).model
        #expect(pad.plist == [.portrait])
    }

    @Test("another device (run --device, the window's picker) repeats the ~ipad lookup")
    func deviceSwitchLooksAgain() throws {
        let scenario = try ScenarioLoader.load(path: Plists.app(Self.player, yaml: Plists.yaml()))
        let pad = try scenario.overriding(device: "ipad")
        #expect(pad.model.plist?.count == 4)
        var model = pad.model
        model.device = .iphoneFaceID
        #expect(model.plist == [.portrait, .landscapeRight, .landscapeLeft])
    }

    @Test("R27 from the plist: an iPad app with all four and no UIRequiresFullScreen multitasks")
    func multitaskingFromPlist() throws {
        var values = Self.player
        values["UIRequiresFullScreen"] = nil
        let scenario = try ScenarioLoader.load(path: Plists.app(values, yaml: Plists.yaml(device: "ipad")))
        #expect(!scenario.model.requiresFullScreen)
        var engine = try Engine(model: scenario.model)
        _ = try engine.send(.launch, at: 0)
        #expect(engine.multitasking)
        let required = try ScenarioLoader.load(path: Plists.app(Self.player, yaml: Plists.yaml(device: "ipad")))
        var fullScreen = try Engine(model: required.model)
        _ = try fullScreen.send(.launch, at: 0)
        #expect(!fullScreen.multitasking)
    }

    @Test("keys the file writes as well override the plist's, before or after infoPlist")
    func fileOverridesPlist() throws {
        for extra in ["plist: [portrait]\n  requiresFullScreen: false"] {
            for order in [true, false] {
                let app = order
                    ? "app:\n  \(extra)\n  infoPlist: Info.plist\n  root: VC\n"
                    : "app:\n  infoPlist: Info.plist\n  \(extra)\n  root: VC\n"
                let yaml = "device: ipad\n" + app + "controllers:\n  VC: {}\n"
                let model = try ScenarioLoader.load(path: Plists.app(Self.player, yaml: yaml)).model
                #expect(model.plist == [.portrait])
                #expect(!model.requiresFullScreen)
                #expect(model.statusBarHiddenAtLaunch)
                #expect(model.infoPlist?.summary == "plist: Info.plist")
                #expect(model.infoPlist?.overriddenKeys == ["plist", "requiresFullScreen"])
                var other = model
                other.device = .iphoneHome
                #expect(other.plist == [.portrait], "the file's plist stays on every device")
            }
        }
    }

    @Test("the plist overrides the defaults: no UIRequiresFullScreen in the file, true in the plist")
    func plistOverridesDefaults() throws {
        let model = try ScenarioLoader.load(path: Plists.app(Self.player, yaml: Plists.yaml())).model
        #expect(model.requiresFullScreen)
        let without = try ScenarioLoader.load(path: Plists.app(["CFBundleName": "X"], yaml: Plists.yaml())).model
        #expect(without.plist == nil, "no orientation key: R5's default")
        #expect(!without.requiresFullScreen)
    }

    @Test("a relative infoPlist is found next to the scenario file, not in the current directory")
    func relativeToScenario() throws {
        let path = try Plists.app(Self.player, yaml: Plists.yaml())
        #expect(!FileManager.default.fileExists(atPath: "Info.plist"))
        #expect(try ScenarioLoader.load(path: path).model.plist?.count == 3)
    }

    enum Version: Sendable {
        case text(String), integer(Int), real(Double)
        var plist: Any {
            switch self {
            case .text(let s): s
            case .integer(let n): n
            case .real(let d): d
            }
        }
    }

    @Test("R29 UIRequiresFullScreenIgnoredStartingWithVersion: its major version, as a string, integer or real; the file's own key wins", arguments: [
        (Version.text("26.0"), 26), (.integer(26), 26), (.real(27.1), 27), (.text("$(IGNORED_FROM)"), nil),
    ] as [(Version, Int?)])
    func ignoredFrom(value: Version, major: Int?) throws {
        var values = PlistTests.player
        values[InfoPlistReader.requiresFullScreenIgnoredKey] = value.plist
        let read = try ScenarioLoader.load(path: Plists.app(values, yaml: Plists.yaml(device: "ipad\nios: 27"))).model
        #expect(read.requiresFullScreenIgnoredFrom == major)
        #expect(read.requiresFullScreenInEffect == (major == nil))
        let own = try ScenarioLoader.load(path: Plists.app(values, yaml: Plists.yaml(device: "ipad", app: "requiresFullScreenIgnoredFrom: 18"))).model
        #expect(own.requiresFullScreenIgnoredFrom == 18)
    }
}

struct PlistErrorTests {
    /// The one-line error of app.yaml next to a plist made of `bytes`.
    func error(bytes: Data?, yaml: String = Plists.yaml()) throws -> ScenarioError? {
        let folder = try TestFiles.folder()
        if let bytes { try bytes.write(to: folder.appendingPathComponent("Info.plist")) }
        let file = folder.appendingPathComponent("app.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        do {
            _ = try ScenarioLoader.load(path: file.path)
            return nil
        } catch {
            return error
        }
    }

    func check(_ error: ScenarioError?, _ needle: String) {
        #expect(error?.line == 3)
        #expect(error?.keyPath == "app.infoPlist")
        #expect(error?.description.contains("Info.plist") == true)
        #expect(error?.description.contains(needle) == true, "\(error?.description ?? "no error")")
        #expect(error?.description.contains("\n") == false)
    }

    @Test("R29 a version that is no version is an invalid file naming the key")
    func badIgnoredFrom() throws {
        var values = PlistTests.player
        values[InfoPlistReader.requiresFullScreenIgnoredKey] = "soon"
        check(try error(bytes: Plists.data(values, binary: false)), "UIRequiresFullScreenIgnoredStartingWithVersion: expected an iOS version")
    }

    @Test("a missing plist is an invalid file naming the path")
    func missing() throws {
        check(try error(bytes: nil), "Info.plist, relative to the scenario file): no such file")
    }

    @Test("malformed plists are invalid files, never a crash (bplist00xxxx crashes PropertyListSerialization)")
    func malformed() throws {
        let valid = try Plists.data(PlistTests.player, binary: true)
        let cases: [Data] = [
            Data("bplist00xxxx".utf8), Data("not a plist <<".utf8), Data("<plist><dict><key>a</key>".utf8),
            Data(), valid.prefix(valid.count / 2), Data([0xFF, 0xFE, 0x00, 0x01]),
        ]
        for bytes in cases {
            let problem = try error(bytes: bytes)
            #expect(problem?.keyPath == "app.infoPlist", "\(Array(bytes.prefix(12)))")
            #expect(problem?.description.contains("Info.plist: ") == true)
        }
        check(try error(bytes: Data("bplist00xxxx".utf8)), "not a property list")
    }

    @Test("seeded damage to a binary and an XML plist: each read ends in values or one error, never a crash")
    func damagedPlists() throws {
        var seed: UInt64 = 0x5EED
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        let folder = try TestFiles.folder()
        let path = folder.appendingPathComponent("Info.plist").path
        for binary in [true, false] {
            let valid = [UInt8](try Plists.data(PlistTests.player, binary: binary))
            for round in 0..<100 {
                var bytes = round % 3 == 0 ? Array(valid.prefix(next() % valid.count)) : valid
                if !bytes.isEmpty { for _ in 0..<3 { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) } }
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                do {
                    _ = try InfoPlistReader.read(path: path)
                } catch {
                    #expect(!error.description.contains("\n"))
                }
            }
        }
    }

    @Test("an unknown orientation names the key and index, its text escaped")
    func unknownOrientation() throws {
        let values: [String: Any] = ["UISupportedInterfaceOrientations": [Plists.portrait, "Sideways\n\u{202E}x"]]
        let problem = try error(bytes: Plists.data(values, binary: true))
        check(problem, "UISupportedInterfaceOrientations[1]: unknown orientation 'Sideways\\n\\u{202E}x'")
        let pad: [String: Any] = ["UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrit"]]
        check(try error(bytes: Plists.data(pad, binary: false)),
              "UISupportedInterfaceOrientations~ipad[0]: unknown orientation 'UIInterfaceOrientationPortrit' (did you mean 'UIInterfaceOrientationPortrait'?)")
    }

    @Test("a key of the wrong type, an empty list or a top level that is not a dictionary is named")
    func wrongTypes() throws {
        check(try error(bytes: Plists.data(["UIRequiresFullScreen": "YES"], binary: true)), "UIRequiresFullScreen: expected true or false")
        check(try error(bytes: Plists.data(["UISupportedInterfaceOrientations": Plists.portrait], binary: true)),
              "UISupportedInterfaceOrientations: expected a list")
        check(try error(bytes: Plists.data(["UISupportedInterfaceOrientations": [Plists.portrait, 3]], binary: false)),
              "UISupportedInterfaceOrientations[1]: expected text")
        check(try error(bytes: Plists.data(["UISupportedInterfaceOrientations": [String]()], binary: true)),
              "UISupportedInterfaceOrientations: an empty list")
        let array = try PropertyListSerialization.data(fromPropertyList: [Plists.portrait], format: .binary, options: 0)
        check(try error(bytes: array), "not an Info.plist: the top level is not a dictionary")
    }

    @Test("a folder, and a path with control characters, are named escaped")
    func folderAndEscapedPath() throws {
        let folder = try TestFiles.folder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Info.plist"), withIntermediateDirectories: true)
        let yaml = Plists.yaml().replacingOccurrences(of: "infoPlist: Info.plist", with: "infoPlist: \"Info.plist\"")
        let file = folder.appendingPathComponent("app.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(path: file.path) }
        do { _ = try ScenarioLoader.load(path: file.path) } catch { #expect(error.description.contains("is a folder")) }
        let odd = Plists.yaml().replacingOccurrences(of: "infoPlist: Info.plist", with: "infoPlist: \"a\\nb\\u202E.plist\"")
        let problem = try error(bytes: nil, yaml: odd)
        #expect(problem?.description.contains("a\\nb\\u{202E}.plist (looked for at ") == true, "\(problem?.description ?? "")")
        #expect(problem?.description.contains("b\\u{202E}.plist, relative to the scenario file): no such file") == true)
    }
}

/// A path that is not there says where it was looked for, and the rule.
struct MessagePathTests {
    @Test("a relative app.infoPlist missing next to the scenario names the resolved path and the rule")
    func infoPlistResolvedPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString)/sub")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("s.yaml").path
        try "app:\n  infoPlist: apps/Info.plist\n  root: VC\ncontrollers: {VC: {}}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let check = ScenarioCommands.check(files: [file])
        #expect(check.stderr.contains("app.infoPlist: apps/Info.plist (looked for at \(folder.path)/apps/Info.plist, relative to the scenario file): no such file"), "\(check.stderr)")
    }
}
