// What ArgumentParser and the commands' `validate()` refuse: one line on stderr, exit 2,
// before anything runs or is written.

import CommandSupport
import Foundation
import Testing

@testable import rotation_sandbox

@Suite("Options and commands that do not exist or do not fit")
struct ParsingTests {
    static let ok = CLI.path("Assets/scenarios/landscape-modal.yaml")

    @Test("A first word that is no command is said as such, with the nearest command")
    func unknownCommand() {
        expectOneLine(CLI.run("chek", "x.yaml"), .invalid, "unknown command 'chek' (did you mean 'check'?)")
    }

    @Test("Unknown options, values that do not parse and missing arguments: ArgumentParser's message on one line, exit 2",
          arguments: [
              (["check", "--bogus", "x.yaml"], "Unknown option '--bogus'"),
              (["run", "--bogus"], "Unknown option '--bogus'"),
              (["check", "--device", "nope", ok], "'nope' is invalid for '--device"),
              (["trace", ok, "--device", "nope"], "'nope' is invalid for '--device"),
              (["lint", ok, "--fail-on", "fatal"], "'fatal' is invalid for '--fail-on"),
              (["check"], "Missing expected argument"),
              // A control character the user typed is shown escaped, not sent to the terminal.
              (["check", "--bo\u{1B}gus", "x.yaml"], "Unknown option '--bo\\u{1B}gus'"),
          ])
    func badOption(arguments: [String], message: String) {
        expectOneLine(CLI.run(arguments), .invalid, message)
    }

    @Test("validate(): versions that never shipped, devices that never ran them, numbers out of range",
          arguments: [
              (["accept", ok, "--ios", "4", "--out", "unused"], "iOS 4 never shipped"),
              (["new", "--ios", "20"], "iOS 20 never shipped"),
              (["lint", ok, "--ios", "20"], "iOS 20 never shipped"),
              (["scan", CLI.path("Tests/ScanTests/Fixtures/TabApp"), "--ios", "20"], "iOS 20 never shipped"),
              (["scan", "unused", "--device", "iphone-faceid", "--ios", "9"], "--device: iphone-faceid never ran iOS 9"),
              (["lint", ok, "--json", "--sarif"], "--json and --sarif: choose one"),
              (["lint", ok, "--max-states", "0"], "--max-states: use a number above 0"),
              (["lint", ok, "--max-depth", "0"], "--max-depth: use a number above 0"),
              (["record", ok, "--out", "unused", "--hold=-1"], "--hold: use a number of seconds, 0 or more"),
              (["record", ok, "--out", "unused", "--max-seconds", "0"], "--max-seconds: use a number of seconds above 0"),
              (["rules", "R99"], "no rule 'R99' (did you mean 'R9'?)"),
          ])
    func refusedValue(arguments: [String], message: String) {
        let run = CLI.run(arguments)
        expectOneLine(run, .invalid, message)
        #expect(!FileManager.default.fileExists(atPath: "unused"))
    }

    @Test("record --fps abc is refused before its folder is made")
    func recordFrameRate() throws {
        let out = (try CLI.folder() as NSString).appendingPathComponent("r")
        expectOneLine(CLI.run("record", Self.ok, "--out", out, "--fps", "abc"), .invalid, "'abc' is invalid for '--fps")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("--video on the command line must be a file that is there (the window does not open)")
    func videoOption() throws {
        let folder = try CLI.folder()
        expectOneLine(CLI.run("run", "--video", folder + "/no-such.mp4"), .invalid, "no-such.mp4: no such file")
        expectOneLine(CLI.run("check", "--video", folder, Self.ok), .invalid, ": is a folder, not a video")
    }

    @Test("--help lists the devices; the completion script is a success on stdout")
    func helpAndCompletion() {
        let help = CLI.run("check", "--help")
        expectQuiet(help)
        #expect(help.stdout.contains("iphone-faceid"))
        let completion = CLI.run("--generate-completion-script", "bash")
        expectQuiet(completion)
        #expect(completion.stdout.contains("rotation-sandbox"))
    }

    @Test("rules R11 prints that rule and no other")
    func oneRule() {
        let run = CLI.run("rules", "R11")
        expectQuiet(run)
        let headings = run.stdout.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.count == 1 && headings.first?.hasPrefix("## R11 ") == true, "\(run)")
    }

    @Test("Every option README names is taken by every command it names")
    func sharedOptions() throws {
        expectQuiet(CLI.run("check", "--device", "iphone-home", "--ios", "13", Self.ok))
        expectQuiet(CLI.run("trace", Self.ok, "--device", "iphone-home", "--ios", "13"))
        let compare = CLI.run("compare", "--ios", "13", "--device", "ipad",
                              CLI.path("Assets/apps/player.yaml"), CLI.path("Assets/apps/player.log"))
        #expect([Status.ok.rawValue, Status.failed.rawValue].contains(compare.status), "\(compare)")
    }
}

/// `rules` reads well on a terminal; --version says which build.
@Suite("rules and --version")
struct RulesTextTests {
    @Test("rules prints no Markdown link: an example file shows its path, an anchor its words; --markdown keeps them")
    func plainLinks() {
        #expect(Rules.plain("Example: [`a.yaml`](../Assets/scenarios/a.yaml); see [R9](#r9) and [the spec](https://x.org/s).")
            == "Example: Assets/scenarios/a.yaml; see R9 and the spec (https://x.org/s).")
        #expect(Rules.plain("a [b] c") == "a [b] c")
        let plain = CLI.run("rules")
        #expect(plain.status == 0 && !plain.stdout.contains("](") && plain.stdout.contains("Assets/scenarios/"))
        let markdown = CLI.run("rules", "--markdown")
        #expect(markdown.stdout.contains("]("))
    }

    @Test("--version prints the name and version on one line")
    func version() {
        let run = CLI.run("--version")
        #expect(run.status == 0 && run.stdout.hasPrefix("rotation-sandbox 0.10.0 (") && run.stdout.hasSuffix(")\n"), "\(run)")
    }

    @Test("record's progress line: steps done of steps and the time; none when stderr is not a terminal")
    func recordProgress() {
        #expect(RecordProgress.line(step: 3, of: 12, elapsed: 4.25) == "recording: step 3 of 12 · 4.2 s")
        #expect(RecordProgress(steps: 12, terminal: false) == nil)
        #expect(RecordProgress(steps: 12, terminal: true) != nil)
    }
}
