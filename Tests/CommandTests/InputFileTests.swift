// Input files that cannot be used: each problem a line on stderr naming the file (and the
// line), exit 2; what did run still reported on stdout.

import CommandSupport
import Foundation
import Testing

@Suite("Input files that cannot be used")
struct InputFileTests {
    static let bad = "app: {root: VC}\ncontrollers: {VC: {supported: sideways}}\n"

    @Test("A scenario that is not there or does not validate: exit 2 for every command that reads one")
    func badScenario() throws {
        let folder = try CLI.folder()
        let bad = try CLI.file("bad.yaml", Self.bad)
        expectOneLine(CLI.run("accept", folder + "/no-such.yaml", "--out", folder + "/a"), .invalid, "no-such.yaml")
        expectOneLine(CLI.run("accept", bad, "--out", folder + "/b"), .invalid, "bad.yaml:2")
        expectOneLine(CLI.run("lint", folder + "/no-such.yaml"), .invalid, "no-such.yaml: no such file")
        expectOneLine(CLI.run("lint", bad), .invalid, "bad.yaml:2")
        let check = CLI.run("check", bad)
        expectOneLine(check, .invalid, "bad.yaml:2")
        // The results stay on stdout: an ERROR row for the file.
        #expect(check.stdout.split(separator: "\n").contains { $0.hasPrefix("ERROR") && $0.hasSuffix("bad.yaml  invalid file") },
                "\(check)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a") && !FileManager.default.fileExists(atPath: folder + "/b"))
    }

    @Test("Every error of a file, a line each; did-you-mean for a controller's name")
    func everyError() throws {
        let file = try CLI.file("errors.yaml", """
            app: {root: Nav}
            controllers:
              Nav: {kind: nav, stack: [Hom]}
              Home: {supported: landscap}
            steps:
              - rotat: portrait

            """)
        let run = CLI.run("check", file)
        #expect(run.status == Status.invalid.rawValue && run.errLines.count == 3, "\(run)")
        #expect(run.errLines.allSatisfy { $0.hasPrefix(file + ":") }, "\(run)")
        #expect(run.stderr.contains("unknown controller 'Hom' (did you mean 'Home'?)"), "\(run)")
    }

    @Test("Options that a file's own values contradict: a line per problem, the file's line named")
    func optionsOverFile() {
        let file = CLI.path("Assets/scenarios/ios16-geometry.yaml")
        let run = CLI.run("check", "--ios", "13", file)
        #expect(run.status == Status.invalid.rawValue && run.errLines.count == 4, "\(run)")
        #expect(run.errLines.allSatisfy { $0.hasPrefix(file + ":") && $0.hasSuffix("(with the command-line options)") }, "\(run)")
    }

    @Test("new --plist and app.infoPlist: a plist that is missing, damaged, far too deep or a FIFO")
    func plists() throws {
        let folder = try CLI.folder()
        expectOneLine(CLI.run("new", "--plist", folder + "/no-such.plist"), .invalid, "no-such.plist: no such file")
        try Data("bplist00xxxx".utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        expectOneLine(CLI.run("new", "--plist", folder + "/Info.plist"), .invalid, "Info.plist: not a property list")
        expectOneLine(CLI.run("new", "--device", "iphone"), .invalid, "unknown device 'iphone'")
        let yaml = folder + "/plist.yaml"
        try "app:\n  infoPlist: Info.plist\n  root: VC\ncontrollers: {VC: {}}\n".write(toFile: yaml, atomically: true, encoding: .utf8)
        expectOneLine(CLI.run("trace", yaml), .invalid, "plist.yaml:2: app.infoPlist: Info.plist: not a property list")
        let deep = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>X</key>"
            + String(repeating: "<array>", count: 2000) + String(repeating: "</array>", count: 2000) + "</dict></plist>\n"
        try deep.write(toFile: folder + "/deep.plist", atomically: true, encoding: .utf8)
        expectOneLine(CLI.run("new", "--plist", folder + "/deep.plist"), .invalid, "deep.plist: nested more than 64 levels deep")
        // A FIFO where a file is read is refused, not waited on.
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        let fifoYAML = folder + "/fifo-plist.yaml"
        try "app:\n  infoPlist: fifo\n  root: VC\ncontrollers: {VC: {}}\n".write(toFile: fifoYAML, atomically: true, encoding: .utf8)
        expectOneLine(CLI.run("check", fifoYAML), .invalid, "app.infoPlist: fifo: is a named pipe (FIFO)")
    }

    @Test("compare: a log or scenario that is missing, a log with no calls, a step past the end")
    func compare() throws {
        let folder = try CLI.folder()
        let (yaml, log) = (CLI.path("Assets/apps/player.yaml"), CLI.path("Assets/apps/player.log"))
        expectOneLine(CLI.run("compare", yaml, folder + "/no-such.log"), .invalid, "no-such.log: no such file")
        let empty = try CLI.file("empty.log", "nothing here\n")
        expectOneLine(CLI.run("compare", yaml, empty), .invalid, "no -[Class selector] lines")
        expectOneLine(CLI.run("compare", yaml, log, "--from-step", "8"), .invalid, "has 7 steps")
        expectOneLine(CLI.run("compare", folder + "/no-such.yaml", log), .invalid, "no-such.yaml: no such file")
    }

    @Test("A video a file names that cannot play is a warning: the file still runs and holds")
    func missingVideo() {
        let file = CLI.path("Assets/scenarios/player-missing-video.yaml")
        let run = CLI.run("check", file)
        expectOneLine(run, .ok, "player.video: warning: video file not found")
        #expect(run.stdout.split(separator: "\n").contains { $0.hasPrefix("ok    " + file) }, "\(run)")
    }

    @Test("scan: a folder it cannot read as a project is one line, exit 2, nothing on stdout",
          arguments: [
              ("NoProject", "NoProject: no Xcode project, Swift or Objective-C sources here"),
              ("ModernApp", "2 app targets (Modern, ModernLite); pick one with --target NAME"),
              ("DamagedProject", "project.pbxproj:7: damaged project file"),
              ("no-such-folder", "no-such-folder: no such folder"),
          ])
    func unscannable(fixture: String, message: String) throws {
        let output = (try CLI.folder() as NSString).appendingPathComponent("scanned.yaml")
        let run = CLI.run("scan", CLI.path("Tests/ScanTests/Fixtures/" + fixture), "-o", output)
        expectOneLine(run, .invalid, message)
        #expect(run.stdout.isEmpty && !FileManager.default.fileExists(atPath: output))
    }

    @Test("lint: a folder with no project, a device and iOS with nothing to explore")
    func lintNothing() throws {
        let empty = try CLI.folder()
        expectOneLine(CLI.run("lint", empty), .invalid, ": no Xcode project, Swift or Objective-C sources here")
        let ok = CLI.path("Assets/scenarios/landscape-modal.yaml")
        expectOneLine(CLI.run("lint", ok, "--device", "iphone-faceid", "--ios", "9"), .invalid,
                      "nothing to explore: the devices asked for never ran")
        let run = CLI.run("lint", CLI.path("Tests/LintTests/Fixtures/kvc-fixed.yaml"), "--ios", "13", "--device", "iphone-faceid")
        expectOneLine(run, .invalid, "nothing to explore: iphone-faceid iOS 13: ")
        #expect(run.stderr.contains("iOS 16"), "\(run)")
    }
}
