import ArgumentParser
import Sandbox
import Scenario

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays scenario files headless and checks their expectations.",
        discussion: """
            Exit status: 0 all held, 1 an expectation failed, 2 invalid file, \
            3 the app crashed unexpectedly (the worst over all files).
            """)

    @Argument(help: "Scenario files (YAML or JSON).")
    var files: [String]

    func run() throws {
        let (status, output) = Headless.check(files: files, prepare: PlayerVideos.probe)
        Console.out(output)
        if status != .ok { throw ExitCode(status.rawValue) }
    }
}
