// Outputs the commands must not write: a user's file or folder, an input, a
// special file, a folder that cannot be made. Refused in one line, exit 4, nothing replaced.

import CommandSupport
import Foundation
import Testing

@Suite("Outputs that must not be written")
struct RefusedOutputTests {
    static let ok = CLI.path("Assets/scenarios/landscape-modal.yaml")

    @Test("--junit: a FIFO, an input of the run, a folder that is a file; otherwise a JUnit report")
    func junit() throws {
        let folder = try CLI.folder()
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        expectOneLine(CLI.run("check", Self.ok, "--junit", folder + "/fifo"), .output, "fifo: is a named pipe (FIFO), not a regular file")
        let same = folder + "/same.yaml"
        try FileManager.default.copyItem(atPath: Self.ok, toPath: same)
        expectOneLine(CLI.run("check", same, "--junit", same), .output, "same.yaml: is an input of this run")
        #expect(try String(contentsOfFile: same, encoding: .utf8) == String(contentsOfFile: Self.ok, encoding: .utf8))
        FileManager.default.createFile(atPath: folder + "/file", contents: Data())
        expectOneLine(CLI.run("check", Self.ok, "--junit", folder + "/file/junit.xml"), .output, "cannot write")
        let junit = folder + "/junit.xml"
        expectQuiet(CLI.run("check", Self.ok, "--junit", junit))
        #expect(try String(contentsOfFile: junit, encoding: .utf8)
            .contains(#"<testsuites name="rotation-sandbox check" tests="5" failures="0" errors="0""#))
    }

    @Test("record, accept and lint --report refuse a folder of the user's files and leave them")
    func usersFolder() throws {
        let users = try CLI.folder()
        try "mine\n".write(toFile: users + "/report.md", atomically: true, encoding: .utf8)
        expectOneLine(CLI.run("record", Self.ok, "--out", users), .output, "holds files that are no earlier run's output (report.md)")
        expectOneLine(CLI.run("accept", Self.ok, "--out", users), .output, "holds files that are no earlier run's output (report.md)")
        #expect(try String(contentsOfFile: users + "/report.md", encoding: .utf8) == "mine\n")
        let full = try CLI.folder()
        FileManager.default.createFile(atPath: full + "/keep.txt", contents: Data())
        expectOneLine(CLI.run("lint", CLI.path("Tests/LintTests/Fixtures/sheet.yaml"), "--report", full), .output,
                      "holds files that are no earlier run's output (keep.txt)")
        // The folder's lock file aside (OutputFolder.lockName), what was there is all there is.
        #expect(try FileManager.default.contentsOfDirectory(atPath: full).filter { !$0.hasPrefix(".") } == ["keep.txt"])
    }

    @Test("An output folder under a file cannot be made: exit 4 before the window opens")
    func folderUnderFile() throws {
        let file = (try CLI.folder() as NSString).appendingPathComponent("file")
        FileManager.default.createFile(atPath: file, contents: Data())
        expectOneLine(CLI.run("accept", CLI.path("Assets/scenarios/system-lock-iphone.yaml"), "--out", file + "/sub"),
                      .output, "cannot create the folder")
    }

    @Test("scan -o: an input of the scan or a file of the user's is refused; its own earlier output is replaced")
    func scanOutput() throws {
        let tab = CLI.path("Tests/ScanTests/Fixtures/TabApp")
        let source = tab + "/TabApp/New.swift"
        expectOneLine(CLI.run("scan", tab, "-o", source), .output, "is an input of the scan: refused")
        #expect(!FileManager.default.fileExists(atPath: source))
        let users = try CLI.file("users.yaml", "mine\n")
        expectOneLine(CLI.run("scan", tab, "-o", users), .output, "is not an earlier scan's output: refused")
        #expect(try String(contentsOfFile: users, encoding: .utf8) == "mine\n")
        let scanned = (try CLI.folder() as NSString).appendingPathComponent("scanned.yaml")
        expectQuiet(CLI.run("scan", tab, "-o", scanned))
        expectQuiet(CLI.run("scan", tab, "-o", scanned))
        // What scan writes, the other commands take as it is.
        expectQuiet(CLI.run("check", scanned))
    }
}
