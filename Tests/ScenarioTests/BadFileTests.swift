// The corpus of malformed files: each must be an invalid file (exit 2) whose one- or
// two-line message names the file, the line and the key path.

import Foundation
import Testing
@testable import Scenario

struct BadFileTests {
    /// File → the fragment its message must contain (file:line: keyPath: …).
    static let expected: [String: String] = [
        "alias-bomb.yaml": "alias-bomb.yaml:2: YAML anchors (&name) are not supported",
        "alias-quoted-bomb.yaml": "alias-quoted-bomb.yaml:5: too many '*'",
        "anchor.yaml": "anchor.yaml:4: YAML anchors",
        "bad-condition.yaml": "bad-condition.yaml:6: controllers.VC.shouldAutorotate.if: expected 'VAR'",
        "bad-json.json": "bad-json.json:5: controllers.VC.supported[1]: unknown orientation 'sideways'",
        "binary.yaml": "binary.yaml:3: not a text file",
        "call-unknown-method.yaml": "call-unknown-method.yaml:8: steps[0].call.VC: VC has no method 'rotat'",
        "deep-block-nesting.yaml": "deep-block-nesting.yaml:4: nested too deeply",
        "deep-flow-nesting.yaml": "deep-flow-nesting.yaml:3: nested too deeply",
        "duplicate-key.yaml": "duplicate-key.yaml:5: controllers.VC.supported: duplicate key 'supported'",
        // The line where the structure broke, what was expected there, no knock-on errors.
        "dedented-key-yaml-error.yaml": "dedented-key-yaml-error.yaml:12: controllers.Movie.supported: 'supported' is indented like a controller name (2 spaces); a controller's keys go 2 spaces deeper (4), under 'Movie'",
        "dedented-key.yaml": "dedented-key.yaml:6: controllers.Home.supported: 'supported' is indented like a controller name (2 spaces); a controller's keys go 2 spaces deeper (4), under 'Home'",
        "three-space-key.yaml": "three-space-key.yaml:7: controllers.Home.supported: 'supported' is indented 3 spaces; the other keys of 'Home' use 4 (controller names 2)",
        "kind-typo.yaml": "kind-typo.yaml:5: controllers.Tabs.kind: unknown kind 'tabbar'",
        "empty.yaml": "empty.yaml: empty file",
        "forwarding-cycle.yaml": "forwarding-cycle.yaml:6: controllers.NavA.stack: forwarding cycle",
        "ios-too-old.yaml": "ios-too-old.yaml:1: ios: iOS 4 never shipped (versions: 5–18, 26, 27)",
        "ios-never-shipped.yaml": "ios-never-shipped.yaml:1: ios: iOS 20 never shipped (versions: 5–18, 26, 27)",
        "ios16-action-below-16.yaml":
            "ios16-action-below-16.yaml:9: controllers.VC.on.viewWillAppear[1].setNeedsUpdate: setNeedsUpdate exists only on iOS 16",
        "missing-root.yaml": "missing-root.yaml:2: app: missing 'root'",
        "negative-wait.yaml": "negative-wait.yaml:6: steps[0].wait: -1 is out of range",
        "not-yaml.yaml": "not-yaml.yaml:1: name: the '[' opened on this line is never closed: line 2 comes before its ']'",
        "only-comments.yaml": "only-comments.yaml: empty file",
        "push-step-unknown.yaml": "push-step-unknown.yaml:8: steps[1].push: unknown controller 'Ghost'",
        "set-wrong-type.yaml": "set-wrong-type.yaml:8: controllers.VC.buttons[0].do[0].set.flag:",
        "snapshot-path.yaml": "snapshot-path.yaml:6: steps[0].snapshot: a snapshot name",
        "tab-indent.yaml": "tab-indent.yaml:2: not valid YAML",
        "tab-out-of-range.yaml": "tab-out-of-range.yaml:11: steps[1].selectTab: ",
        "tap-not-on-screen.yaml": "tap-not-on-screen.yaml:11: steps[1].tap: no button 'Push' on screen",
        "top-level-list.yaml": "top-level-list.yaml:1: expected a mapping",
        "topmost-in-controller.yaml": "topmost-in-controller.yaml:5: controllers.VC.supported: 'topmost'",
        "two-documents.yaml": "two-documents.yaml:3: not valid YAML",
        "unclosed-brace.yaml":
            "unclosed-brace.yaml:4: controllers.VC: the '{' opened on this line is never closed: line 5 comes before its '}'",
        "unclosed-brace-at-end.yaml":
            "unclosed-brace-at-end.yaml:7: steps[1].expect: the '{' opened on this line is never closed: the file ends before its '}'",
        "undefined-variable.yaml": "undefined-variable.yaml:6: controllers.VC.supported.if: undefined variable 'allowLandscap'",
        "unknown-controller-key.yaml": "unknown-controller-key.yaml:6: controllers.VC.supportd: unknown key 'supportd'",
        "unknown-controller-push.yaml":
            "unknown-controller-push.yaml:8: controllers.VC.buttons[0].do[0].push: unknown controller 'Nowhere'",
        "unknown-device.yaml": "unknown-device.yaml:1: device: unknown device 'iphone'",
        "unknown-expect-key.yaml": "unknown-expect-key.yaml:8: steps[0].expect.interfce: unknown key",
        "unknown-orientation-plist.yaml": "unknown-orientation-plist.yaml:2: app.plist[1]: unknown orientation 'landscapLeft'",
        "unknown-orientation.yaml": "unknown-orientation.yaml:8: controllers.NavVC.supported: unknown orientation 'landscap'",
        "unknown-root.yaml": "unknown-root.yaml:2: app.root: unknown controller 'Missing'",
        "unknown-step.yaml": "unknown-step.yaml:7: steps[1].rotat: unknown key 'rotat'",
        "unknown-top-key.yaml": "unknown-top-key.yaml:5: stpes: unknown key 'stpes'",
        "wrong-type-bool.yaml": "wrong-type-bool.yaml:5: controllers.VC.lockable: expected true or false",
        "wrong-type-ios.yaml": "wrong-type-ios.yaml:1: ios: expected a whole number",
        "wrong-type-stack.yaml": "wrong-type-stack.yaml:7: controllers.Nav.stack: expected text",
        // Leniencies the fuzzing found: each now an invalid file with one clear line.
        "quoted-bool.yaml":
            "quoted-bool.yaml:3: app.deviceNotifications: expected true or false, found the text \"true\" (write true without quotes)",
        "quoted-number.yaml": "quoted-number.yaml:1: ios: expected a whole number, found the text '16' (write 16 without quotes)",
        "hex-wait.yaml": "hex-wait.yaml:6: steps[0].wait: expected a decimal number, found '0x10'",
        "empty-expect.yaml": "empty-expect.yaml:7: steps[1].expect: an expect needs at least one key (device, physical,",
        "python-tag.yaml": "python-tag.yaml:4: controllers.VC: unknown YAML tag '!!python/object/apply:os.system'",
        "custom-tag-key.yaml": "custom-tag-key.yaml:4: controllers: unknown YAML tag '!secret'",
        // Text from the file is escaped: one problem, one line.
        "tap-control-characters.yaml":
            "tap-control-characters.yaml:7: steps[0].tap: no button 'Go\\nok    all.yaml  1/1 steps  1 held \\u{202E}evil\\u{2028}' on screen",
    ]

    static var corpus: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestFiles.badFiles.path)) ?? []
        return names.sorted()
    }

    @Test("the corpus has at least 25 files, each with an expected message")
    func corpusMatchesTable() {
        #expect(Self.corpus.count >= 25)
        #expect(Set(Self.corpus) == Set(Self.expected.keys))
    }

    @Test("a bad file is an invalid file naming file, line and key path", arguments: corpus)
    func badFile(_ name: String) throws {
        let path = TestFiles.badFiles.appendingPathComponent(name).path
        let check = ScenarioCommands.check(files: [path])
        #expect(check.status == .invalidFile)
        let fragment = try #require(Self.expected[name])
        #expect(check.stderr.contains(fragment), "\(check.stderr)")
        #expect(check.stderr.split(separator: "\n").count <= 2)
    }

    @Test("an indentation mistake or a kind typo is one error, without the knock-on ones",
          arguments: ["dedented-key-yaml-error.yaml", "dedented-key.yaml", "three-space-key.yaml", "kind-typo.yaml"])
    func oneErrorOnly(_ name: String) {
        let check = ScenarioCommands.check(files: [TestFiles.badFiles.appendingPathComponent(name).path])
        #expect(check.stderr.split(separator: "\n").count == 1, "\(check.stderr)")
    }

    @Test("a missing file, a folder and an oversized file are invalid files")
    func unreadable() throws {
        let folder = try TestFiles.folder()
        let missing = folder.appendingPathComponent("nope.yaml").path
        let result = ScenarioCommands.check(files: [missing])
        #expect(result.status == .invalidFile)
        #expect(result.stderr == "\(missing): no such file\n")
        #expect(ScenarioCommands.check(files: [folder.path]).status == .invalidFile)

        let big = folder.appendingPathComponent("big.yaml")
        let line = "# padding padding padding padding padding padding padding padding\n"
        try String(repeating: line, count: 5 * 1024 * 1024 / line.utf8.count + 10)
            .write(to: big, atomically: true, encoding: .utf8)
        let check = ScenarioCommands.check(files: [big.path])
        #expect(check.status == .invalidFile)
        #expect(check.stderr.contains("big.yaml: file too large"))
    }

    @Test("precheck: text that only looks like anchors or aliases is accepted")
    func harmlessLookalikes() throws {
        let scenario = try parse("""
            # *each* screen decides & so on
            name: "Rock &roll *here*"
            app:
              root: VC
            controllers:
              VC:
                title: R&D * 2 it's fine "quoted & *not* an alias"
            """)
        #expect(scenario.model.name == "Rock &roll *here*")
        #expect(scenario.model.controller(named: "VC")?.title == "R&D * 2 it's fine \"quoted & *not* an alias\"")
    }
}
