// The exit statuses of runs that work: 0 all held, 1 failed or findings, 3 a crash; the
// results on stdout and nothing on stderr.

import CommandSupport
import Foundation
import Testing

@Suite("Exit statuses of runs that work")
struct StatusTests {
    @Test("check --matrix: a crash from iOS 6 on is exit 3; --device narrows to one row; --junit a suite per cell")
    func matrix() throws {
        let crash = try CLI.file("crash.yaml", """
            ios: 13
            device: iphone-home
            app: {plist: [portrait], root: VC}
            controllers:
              VC: {supported: landscape}
            steps:
              - expect: {crashed: false}

            """)
        let crashed = CLI.run("check", "--matrix", crash)
        expectQuiet(crashed, .crashed)
        #expect(crashed.stdout.contains("\n  iphone-faceid  —         —         CRASHED"), "\(crashed)")
        let junit = (try CLI.folder() as NSString).appendingPathComponent("matrix.xml")
        let ipad = CLI.run("check", "--matrix", "--device", "ipad", CLI.path("Assets/scenarios/system-lock-ipad.yaml"), "--junit", junit)
        expectQuiet(ipad, .failed)
        #expect(ipad.stdout.split(separator: "\n").contains("  ipad    FAILED    held      held      held      held"), "\(ipad)")
        #expect(try String(contentsOfFile: junit, encoding: .utf8)
            .contains(#"<testsuite name="system orientation lock on iPad [ipad, iOS 13]""#))
    }

    @Test("lint: 0 with no finding at --fail-on, 1 with one; text, SARIF and JSON alike",
          arguments: [
              (["sheet.yaml"], Status.ok),
              (["sheet.yaml", "--fail-on", "warning"], .failed),
              (["crash-present.yaml", "--sarif"], .failed),
              (["crash-present-fixed.yaml", "--fail-on", "note", "--json"], .ok),
          ])
    func lint(arguments: [String], status: Status) {
        let fixture = CLI.path("Tests/LintTests/Fixtures/" + arguments[0])
        expectQuiet(CLI.run(["lint", fixture] + arguments.dropFirst()), status)
    }

    @Test("lint of a project's folder scans it first: the finding points at the Swift line that wrote the mask")
    func lintProject() {
        // One device and iOS: scripts/check-cli.sh runs the default exploration.
        let run = CLI.run("lint", CLI.path("Tests/ScanTests/Fixtures/TabApp"), "--device", "iphone-faceid", "--ios", "17")
        expectQuiet(run)
        #expect(run.stdout.contains("Fixtures/TabApp/TabApp/Feed.swift:10: warning: FeedViewController shows sideways content"),
                "\(run)")
    }
}
