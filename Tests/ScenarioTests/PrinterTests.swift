// The one printer (`scan`'s files, `new`'s actions) and its one quoting rule: a printed
// model loads back as the same model, in this tool and in any YAML parser.

import Foundation
import OrientationEngine
import Testing
import Yams
@testable import Scenario

struct PrinterTests {
    /// Prints and loads back.
    func reloaded(_ model: AppModel, file: String = "printed.yaml") throws -> AppModel {
        let text = ScenarioPrinter.text(model)
        return try ScenarioLoader.parse(text: text, file: file).model
    }

    /// A model using every key the printer writes, and names that need quoting.
    static let everything: AppModel = {
        var list = ControllerSpec(name: "List: #1 [main]", kind: .nav, stack: ["Home"],
                                  shouldAutorotate: .top, supported: .top)
        list.title = "yes"
        let home = ControllerSpec(
            name: "Home", title: "Home & \"more\"\n", supported: .conditional(Condition([.isFalse("locked"), .has("mask", .landscapeLeft)]),
                                                                            then: .variable("mask"), else: .union([.literal(.portrait), .literal(.landscapeLeft)])),
            preferred: .presented(fallback: .literal(.portrait)), prefersStatusBarHidden: .literal(true),
            shouldAutorotateTo: .union([.literal(.portrait), .variable("mask")]),
            vars: ["locked": .bool(false), "mask": .mask(.landscape)],
            hooks: [.viewDidLoad: [.set([(name: "locked", value: .literal(.bool(true)))])],
                    .viewWillAppear: [.forceDevice(.landscapeLeft), .attemptRotation]],
            methods: ["lock it": [.lock(true)], "reset": [.set([(name: "mask", value: .variable("mask"))]), .call("lock it")]],
            buttons: [Button(title: "- dash", actions: [.present("Player", style: .overFullScreen), .push("Detail")]),
                      Button(title: "12", actions: [.requestGeometry(.literal(.landscapeRight)), .setNeedsUpdate, .setStatusBar(.landscapeLeft)]),
                      Button(title: "null", actions: [.transform(view: .controller("Detail"), to: .landscapeRight, animated: true),
                                                      .transform(view: .this, to: nil, animated: false), .selectTab(1), .pop, .dismiss])],
            layout: Layout(portrait: Insets(top: 44, bottom: 34.5), landscape: Insets(left: 48, right: 48)),
            lockable: true, presentation: .formSheet)
        let tabs = ControllerSpec(name: "Tabs", kind: .tab, tabs: ["List: #1 [main]", "Detail"], selected: 1)
        let player = ControllerSpec(name: "Player", kind: .player,
                                    player: PlayerOptions(video: "/videos/a b.mp4", strategy: .transform, autoFullScreen: false, catchUpOnUnlock: false))
        var model = AppModel(name: "My: App", device: .ipad, iosVersion: 17, orientation: .landscapeRight, delegate: "Delegate",
                             plist: [.portrait, .landscapeLeft], window: .conditional(Condition([.isTrue("wide")]), then: .topmost, else: .literal(.portrait)),
                             vars: ["wide": .bool(true)], deviceNotifications: false, requiresFullScreen: true, root: "Tabs",
                             controllers: [tabs, list, home, ControllerSpec(name: "Detail", supported: .literal(.all)), player])
        model.orientation = .landscapeRight
        return model
    }()

    @Test("a model with every key the format has prints and loads back as the same model")
    func roundTrip() throws {
        #expect(try reloaded(Self.everything) == Self.everything)
    }

    @Test("each bundled scenario's model, printed, loads back as the same model")
    func bundled() throws {
        for name in BundledScenarioTests.files {
            let path = BundledScenarioTests.folder.appendingPathComponent(name).path
            var want = try ScenarioLoader.load(path: path).model
            // A plist file the model read is printed as its masks.
            want.infoPlist = nil
            want.statusBarHiddenAtLaunch = false
            #expect(try reloaded(want, file: name) == want, "\(name):\n\(ScenarioPrinter.text(want))")
        }
    }

    @Test("comments: a header, a note beside a key, a note where a value is absent; none breaks the YAML")
    func comments() throws {
        let model = AppModel(root: "A", controllers: [ControllerSpec(name: "A", supported: .literal(.portrait))])
        let comments = ScenarioComments(header: ["scanned", "two\nlines"],
                                        trailing: [.field("A", .supported): "A.swift:3 (from Base: # not a key)"],
                                        leading: [.appField(.plist): ["no Info.plist: UIKit's default"]])
        let text = ScenarioPrinter.text(model, comments: comments)
        #expect(text.hasPrefix("# scanned\n# two lines\n"))
        #expect(text.contains("  # no Info.plist: UIKit's default\n  root: A\n"))
        #expect(text.contains("    supported: portrait   # A.swift:3 (from Base: # not a key)\n"))
        #expect(try ScenarioLoader.parse(text: text, file: "c.yaml").model == model)
    }

    static let awkward = [
        "true", "No", "ON", "y", "~", "null", "12", "1.5", "0x1F", "1e3", ".inf", "-dash", "- item", "a: b", "a #b", "#x",
        "[list]", "{map}", "a, b", "*ref", "&anchor", "!tag", "|block", ">fold", "'single'", "\"double\"", "%percent",
        "@at", "`tick`", "?q", "trailing ", " leading", "", "tab\there", "line\nbreak", "emoji 📱", "é", "\u{202E}rtl",
        "UINavigationController(?)", "Nav(Home)", "a\\b", "<<", "=", "$var", "back\u{7F}",
    ]

    @Test("no scalar written plain holds a YAML indicator or reads as anything but the string", arguments: awkward)
    func quoting(_ text: String) throws {
        let written = YAMLScalar.text(text)
        if written == text {
            #expect(written.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-. $".unicodeScalars.contains($0)) },
                    "plain \(text.debugDescription) holds an indicator")
        }
        // Yams (YAML 1.2's core schema and 1.1's bools) reads it back as that string.
        let node = try #require(try Yams.compose(yaml: "k: \(written)\nl: [\(written)]\nm: {x: \(written)}\n"))
        for key in ["k", "m"] {
            let value = key == "m" ? node[key]?["x"] : node[key]
            #expect(value?.scalar?.string == text, "\(key): \(written)")
            #expect(value?.scalar?.style == (written == text ? .plain : .doubleQuoted))
            if written == text { #expect(value?.bool == nil && value?.int == nil && value?.float == nil && value?.null == nil) }
        }
        #expect(node["l"]?.sequence?.first?.scalar?.string == text)
    }

    @Test("a printed file with awkward names, read by Yams node by node: every plain scalar is a name")
    func plainScalarsAreNames() throws {
        var model = Self.everything
        for name in Self.awkward where !name.isEmpty {
            model.controllers.append(ControllerSpec(name: name, title: name, buttons: [Button(title: name, actions: [.present("Detail")])]))
        }
        let text = ScenarioPrinter.text(model)
        #expect(try ScenarioLoader.parse(text: text, file: "awkward.yaml").model == model)
        var plain: [String] = []
        func walk(_ node: Node) {
            switch node {
            case .scalar(let s): if s.style == .plain { plain.append(s.string) }
            case .mapping(let m): for (k, v) in m { walk(k); walk(v) }
            case .sequence(let q): q.forEach(walk)
            case .alias: Issue.record("an alias in printed text")
            }
        }
        walk(try #require(try Yams.compose(yaml: text)))
        for s in plain where !["true", "false"].contains(s) && Double(s) == nil {
            #expect(YAMLScalar.isPlain(s), "plain scalar \(s.debugDescription)")
        }
    }

    @Test("PyYAML (YAML 1.1) loads printed files to the same values, where python3 has it")
    func pyYAML() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return }
        var model = Self.everything
        for name in Self.awkward.filter({ !$0.isEmpty }) {
            model.controllers.append(ControllerSpec(name: name, title: name))
        }
        let file = try TestFiles.write(ScenarioPrinter.text(model), name: "py.yaml")
        let script = """
            import sys, json
            try:
                import yaml
            except ImportError:
                print("SKIP"); sys.exit(0)
            d = yaml.safe_load(open(sys.argv[1]))
            print(json.dumps(sorted(d["controllers"].keys())))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let out = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if out == "SKIP" { return }
        #expect(process.terminationStatus == 0, "\(out)")
        let names = try JSONDecoder().decode([String].self, from: Data(out.utf8))
        #expect(Set(names) == Set(model.controllers.map(\.name)), "\(out)")
    }
}
