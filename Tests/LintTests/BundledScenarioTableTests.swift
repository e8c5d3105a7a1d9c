// The bundled scenarios, each linted on the device and iOS it is written for: lint finds
// exactly the problem each one demonstrates, and nothing in the ones that are correct.

import Foundation
import Lint
import OrientationEngine
import Scenario
import Testing

struct BundledScenarioTableTests {
    /// File → the rules of its findings (one entry per finding, sorted), and why.
    static let table: [String: [String]] = [
        // An acceptance checklist, correct. (Its nav's Back, tapped while the player is full
        // screen — the engine lists it, the window covers it — would leave the list sideways.)
        "acceptance-player.yaml": [],
        "callbacks-ios6.yaml": [],
        "callbacks-ios8-ipad.yaml": [],
        "callbacks-ios8-iphone.yaml": [],
        "crash-no-common-orientation.yaml": ["R17a"],
        "crash-preferred-not-supported.yaml": ["R17b"],
        // The demo's Lab tab shows the seed problems: the iOS 13 sheet (R15a), KVC on iOS 17
        // (R20a, twice), a screen relying on shouldAutorotate NO (R13); its forwarding
        // containers leave screens sideways after pops and tab switches (R18).
        // The presenter's own preferred orientation, asked as the modal goes (R16, R17b on dismissal).
        "dismissal-crash-presenter-preferred.yaml": ["R17b"],
        "dismissal-returns-to-device-orientation.yaml": [],
        "overlay-window-takes-over.yaml": [],
        "demo.yaml": ["R15a", "R18", "R18", "R18", "R18", "R18", "R18", "R18", "R18", "R20a", "R20a",
                      "never-consulted", "never-consulted", "never-consulted", "never-consulted", "never-consulted",
                      "never-consulted"],
        // "Switching tabs does not re-evaluate (R18)", as its comments say.
        "each-screen-decides.yaml": ["R18"],
        "face-up-down-ignored.yaml": [],
        "ios13-fullscreen-modal-rotates.yaml": [],
        "ios13-sheet-does-not-rotate.yaml": ["R15a"],
        // KVC ignored (R20a) and a refused upside-down request (R20b).
        // … and the nav's shouldAutorotate, asked from iOS 16 only when the masks share nothing.
        "ios16-geometry.yaml": ["R20a", "R20b", "never-consulted"],
        "ios16-set-needs-update-before-geometry.yaml": ["R20e"],
        "ios16-should-autorotate-avoids-crash.yaml": [],
        // Popping back from the landscape viewer leaves the portrait-only list sideways.
        "ios5-defaults.yaml": ["R18"],
        "ipad-multitasking.yaml": ["R27"],
        "kvc-push-landscape.yaml": [],
        "landscape-modal.yaml": [],
        "narrowing-to-one.yaml": [],
        "nav-top-pop-problem.yaml": ["R18"],
        "player-auto-fullscreen.yaml": [],
        "player-fullscreen-under-system-lock.yaml": [],
        "player-fullscreen.yaml": [],
        // The nav's `shouldAutorotate: top`, never asked on iOS 16 (the masks always share an orientation).
        "player-geometry-ios16.yaml": ["never-consulted"],
        "player-lock-no-catch-up.yaml": [],
        "player-lock-unlock.yaml": [],
        "player-missing-video.yaml": [],
        "player-portrait-video.yaml": [],
        "player-side-choice.yaml": [],
        "player-transform-fallback.yaml": [],
        "player-window-flag-ios13.yaml": [],
        // The sheet's own mask governs while it is up: said so it is not deleted as dead.
        "root-forwards-to-presented.yaml": ["forwarded-to-presented"],
        "sheet-hears-size-transition.yaml": [],
        "system-lock-ipad.yaml": [],
        "system-lock-iphone.yaml": [],
        "transform-fallback.yaml": [],
        "upside-down-faceid.yaml": ["R6"],
        "upside-down-home.yaml": [],
    ]

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixture.bundled.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("every bundled scenario has a row in the table")
    func everyFileListed() {
        #expect(Self.files.count >= 30)
        #expect(Set(Self.files) == Set(Self.table.keys))
    }

    /// The demo's exploration is most of this table's time; its finding kinds each have a
    /// fixture (FindingKindTests), so the quick lane leaves its row to `make test`
    /// (ROTATION_SANDBOX_FULL_TESTS=1).
    static var linted: [String] {
        ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1" ? files : files.filter { $0 != "demo.yaml" }
    }

    @Test("lint finds exactly what each bundled scenario demonstrates, on its own device and iOS", arguments: linted)
    func finds(_ name: String) throws {
        let path = Fixture.bundled.appendingPathComponent(name).path
        let scenario = try ScenarioLoader.load(path: path)
        // The state budget bounds the walk; time never cuts it (nor the per-site judgement), however loaded the machine.
        let options = LintOptions(devices: [scenario.model.device], versions: [scenario.model.iosVersion],
                                  budget: Budget(seconds: 3_600))
        let result = Lint.run(scenario, text: try String(contentsOfFile: path, encoding: .utf8), options: options)
        let rules = result.findings.map(\.rule).sorted()
        #expect(rules == Self.table[name], "\(result.findings.map { "\($0.rule) \($0.keyPath): \($0.message)" })")
        #expect(result.explored == [Combination(device: scenario.model.device, ios: scenario.model.iosVersion)])
    }
}
