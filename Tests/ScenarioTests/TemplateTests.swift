// new [--plist]: a starting scenario that loads, runs, and holds its own expectation.

import Foundation
import OrientationEngine
import Testing
@testable import Scenario

struct TemplateTests {
    func plistFolder(_ values: [String: Any]) throws -> URL {
        let folder = try TestFiles.folder()
        try Plists.data(values, binary: true).write(to: folder.appendingPathComponent("Info.plist"))
        return folder
    }

    /// Loads the template as `app.yaml` next to the plist and checks it.
    func check(_ text: String, in folder: URL) throws -> (ScenarioFile, CheckStatus, String) {
        let file = folder.appendingPathComponent("app.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let scenario = try ScenarioLoader.load(path: file.path)
        let run = ScenarioCommands.check(files: [file.path])
        let (status, output) = (run.status, run.stdout + run.stderr)
        return (scenario, status, output)
    }

    @Test("the template reads the plist, names the app, and its expectation holds, on every device and profile",
          arguments: DeviceModel.allCases, [5, 8, 13, 17])
    func holds(device: DeviceModel, ios: Int) throws {
        guard ios >= device.firstIOS else { return }  // a Face ID iPhone never ran iOS 5 or 8
        let folder = try plistFolder(PlistTests.player)
        let text = try ScenarioTemplate.text(.init(plist: "Info.plist", device: device, ios: ios), folder: folder)
        #expect(text.contains("name: Player\n"))
        #expect(text.contains("  infoPlist: Info.plist\n"))
        #expect(text.contains("  - expect: {interface: "))
        let (scenario, status, output) = try check(text, in: folder)
        #expect(status == .ok, "\(output)")
        #expect(scenario.model.plist?.count == (device == .ipad ? 4 : 3))
        #expect(scenario.model.device == device && scenario.model.iosVersion == ios)
    }

    @Test("the comments show what was read, with the ~ipad key on an iPad")
    func readValuesShown() throws {
        let folder = try plistFolder(PlistTests.player)
        let pad = try ScenarioTemplate.text(.init(plist: "Info.plist", device: .ipad), folder: folder)
        #expect(pad.contains("#   UISupportedInterfaceOrientations~ipad: portrait, portraitUpsideDown, landscapeLeft, landscapeRight\n"))
        #expect(pad.contains("#   UIRequiresFullScreen: true\n"))
        let phone = try ScenarioTemplate.text(.init(plist: "Info.plist"), folder: folder)
        #expect(phone.contains("#   UISupportedInterfaceOrientations: portrait, landscapeRight, landscapeLeft\n"))
    }

    @Test("each commented pattern, uncommented, loads and runs, with device KVC below iOS 16 and geometry requests from 16",
          arguments: [5, 12, 16, 26])
    func patterns(ios: Int) throws {
        let folder = try plistFolder(PlistTests.player)
        for patterns in [[ScenarioTemplate.Pattern.landscapePlayer], [.windowFlag], ScenarioTemplate.Pattern.allCases] {
            let text = try ScenarioTemplate.text(.init(plist: "Info.plist", ios: ios, uncommented: Set(patterns)), folder: folder)
            let (scenario, status, output) = try check(text, in: folder)
            #expect(status == .ok, "\(output)")
            if patterns.contains(.windowFlag) {
                #expect(scenario.model.window != nil)
                let hooks = scenario.model.controller(named: "FlagPlayerVC")?.hooks[.viewWillAppear] ?? []
                #expect(hooks.contains(.setNeedsUpdate) == (ios >= 16))
            }
            if patterns.contains(.landscapePlayer) {
                #expect(scenario.model.controller(named: "PlayerVC")?.presentation == .fullScreen)
            }
        }
        // Without uncommenting, none of it is live.
        let plain = try ScenarioLoader.parse(
            text: ScenarioTemplate.text(.init(plist: "Info.plist", ios: ios), folder: folder), file: "t.yaml", folder: folder)
        #expect(plain.model.controllers.map(\.name) == ["NavVC", "HomeVC"])
    }

    @Test("the landscape player pattern, tapped, shows the player in landscape")
    func playerPatternWorks() throws {
        let folder = try plistFolder(PlistTests.player)
        var text = try ScenarioTemplate.text(.init(plist: "Info.plist", uncommented: [.landscapePlayer]), folder: folder)
        text += "  - tap: Play\n  - expect: {visible: PlayerVC, interface: landscapeRight}\n"
        let (_, status, output) = try check(text, in: folder)
        #expect(status == .ok, "\(output)")
    }

    @Test("without --plist the template lists the plist keys to fill in; it loads too")
    func withoutPlist() throws {
        let text = try ScenarioTemplate.text(.init())
        #expect(text.contains("  plist: [portrait, landscapeLeft, landscapeRight]\n"))
        #expect(text.contains("  # infoPlist: Info.plist\n"))
        #expect(try ScenarioLoader.parse(text: text, file: "t.yaml").model.plist?.count == 3)
    }

    @Test("odd names and paths are quoted so the YAML means them", arguments: [
        "My: App #1", "true", "12", " spaced", "Rock & roll *live*", "-dash", "emoji 📱", "quote\"back\\slash", "line\nbreak: x",
    ])
    func quoting(_ name: String) throws {
        var values = PlistTests.player
        values["CFBundleName"] = name
        let folder = try plistFolder(values)
        let text = try ScenarioTemplate.text(.init(plist: "Info.plist"), folder: folder)
        let (scenario, status, output) = try check(text, in: folder)
        #expect(status == .ok, "\(output)")
        #expect(scenario.model.name == name)
    }

    @Test("a bad plist is the reader's one-line error")
    func badPlist() throws {
        let folder = try TestFiles.folder()
        #expect(throws: InfoPlistError(path: folder.appendingPathComponent("Info.plist").path, key: nil, message: "no such file")) {
            try ScenarioTemplate.text(.init(plist: "Info.plist"), folder: folder)
        }
    }
}
