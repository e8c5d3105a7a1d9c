// `check --matrix`: every device × iOS 5, 7, 13, 16, 17; cells that never existed are
// "—", cells the file cannot run on are n/a (and do not count); the worst status wins.

import Testing
@testable import Scenario

struct MatrixTests {
    /// Crashes (R17) from iOS 6 on: the app allows only portrait, the screen only
    /// landscape. iOS 5 has no such exception; there the console expectation fails.
    static let crashesFromIOS6 = """
        ios: 13
        device: iphone-home
        app:
          plist: [portrait]
          root: VC
        controllers:
          VC: {supported: landscape, shouldAutorotateTo: landscape}
        steps:
          - expect: {crashed: false, console: {has: ["a line nobody prints"]}}

        """

    /// Holds everywhere from iOS 16 on; below, its iOS 16-only call makes it n/a.
    static let ios16Only = """
        ios: 17
        app: {root: VC}
        controllers:
          VC: {buttons: [{title: Ask, do: [{requestGeometry: landscapeRight}]}]}
        steps:
          - tap: Ask
          - expect: {visible: VC}

        """

    @Test("cells: crashed from iOS 6, failed on iOS 5, '—' where a Face ID iPhone never ran; exit 3")
    func crashes() throws {
        let path = try TestFiles.write(Self.crashesFromIOS6, name: "crash.yaml")
        let run = Matrix.check(files: [path])
        let file = try #require(run.files.first)
        #expect(file.devices == [.iphoneHome, .iphoneFaceID, .ipad] && file.versions == [5, 7, 13, 16, 17])
        #expect(file.cells.map { $0.map(\.status) } == [
            [.expectationFailed, .crashed, .crashed, .crashed, .crashed],
            [.ok, .ok, .crashed, .crashed, .crashed],
            [.expectationFailed, .crashed, .crashed, .crashed, .crashed],
        ])
        if case .neverExisted = file.cells[1][0], case .neverExisted = file.cells[1][1] {} else {
            Issue.record("a Face ID iPhone on iOS 5 or 7 is not run")
        }
        #expect(run.status == .crashed)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "\(path)  (as written: iphone-home, iOS 13)")
        #expect(lines[1] == "                 iOS 5     iOS 7     iOS 13    iOS 16    iOS 17")
        #expect(lines[2] == "  iphone-home    FAILED    CRASHED   CRASHED*  CRASHED   CRASHED")
        #expect(lines[3] == "  iphone-faceid  —         —         CRASHED   CRASHED   CRASHED")
        #expect(lines[4] == "  ipad           FAILED    CRASHED   CRASHED   CRASHED   CRASHED")
        #expect(lines[5] == "  * as written")
        #expect(lines.contains("  iphone-home iOS 5; ipad iOS 5: step 1, line 9: console.has: expected 'a line nobody prints', "
            + "actual no console lines"))
        #expect(lines.contains { $0.hasPrefix("  iphone-home iOS 7, 13, 16, 17; iphone-faceid iOS 13, 16, 17; ipad iOS 7, 13, 16, 17: the app crashed at launch: ") })
        #expect(lines.last == "15 cells: 2 failed, 11 crashed, 2 never existed")
    }

    @Test("n/a cells say why once and do not count; --ios narrows the matrix")
    func notApplicable() throws {
        let path = try TestFiles.write(Self.ios16Only, name: "geometry.yaml")
        let run = Matrix.check(files: [path])
        #expect(run.status == .ok)
        let text = run.stdout
        #expect(text.contains("  iphone-home    n/a       n/a       n/a       held      held\n"))
        #expect(text.contains("  n/a on iphone-home iOS 13; iphone-faceid iOS 13; ipad iOS 13: controllers.VC.buttons[0].do[0].requestGeometry: "
            + "requestGeometry exists only on iOS 16 and later (this app is iOS 13)\n"))
        #expect(!text.contains("command-line options"), "in a matrix the options are always the cause")
        #expect(text.hasSuffix("15 cells: 6 held, 7 n/a, 2 never existed\n"))
        let narrow = Matrix.check(files: [path], options: LoadOptions(ios: 16))
        #expect(narrow.files[0].versions == [16])
        #expect(narrow.stdout.contains("  iphone-faceid  held*") == false && narrow.stdout.contains("  iphone-faceid  held\n"))
    }

    @Test("several files: a table each, totals, the worst status; an invalid file is exit 2 with its errors on stderr")
    func severalFiles() throws {
        let good = try TestFiles.write(Self.ios16Only, name: "good.yaml")
        let crash = try TestFiles.write(Self.crashesFromIOS6, name: "crash.yaml")
        let bad = try TestFiles.write(minimalApp + "steps:\n  - rotate: sideways\n", name: "bad.yaml")
        #expect(Matrix.check(files: [good, crash]).status == .crashed)
        let run = Matrix.check(files: [good, crash, bad])
        #expect(run.status == .invalidFile)
        #expect(run.stdout.contains("ERROR \(bad)  invalid file\n"))
        #expect(run.stdout.hasSuffix("3 files, 30 cells: 6 held, 2 failed, 11 crashed, 7 n/a, 4 never existed; 1 invalid file\n"))
        #expect(run.stderr == "\(bad):6: steps[0].rotate: unknown device orientation 'sideways' "
            + "(expected one of: unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown, upsideDown)\n")
        let junit = run.junit(timestamp: "2026-01-01T00:00:00")
        #expect(junit.contains("<testsuite name=\"crash [ipad, iOS 13]\""))
        #expect(junit.contains("errors=\"12\""), "11 crashes and the invalid file")
    }
}
