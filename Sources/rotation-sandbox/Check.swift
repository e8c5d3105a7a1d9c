import ArgumentParser
import CommandSupport
import Foundation
import Scenario

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays scenario files headless and checks their expectations.",
        discussion: """
            Prints a line per file on stdout, with each failing expectation under it; a file \
            that cannot run is one line on stderr. Exit status: 0 all held, 1 an expectation \
            failed, 2 invalid file or option, 3 the app crashed unexpectedly (the worst over all \
            files), 4 the --junit file cannot be written.
            """)

    @Argument(help: "Scenario files (YAML or JSON).")
    var files: [String]

    @OptionGroup var scenario: ScenarioOptions

    @Option(help: ArgumentHelp(
        "Also write a JUnit report: a test case per expect step, failures and crashes as such (for CI).",
        valueName: "file"))
    var junit: String?

    func run() throws {
        let check = Headless.check(files: files, options: scenario.loading)
        Console.out(check.stdout)
        Console.err(check.stderr)
        if let junit {
            try Console.write(check.junit(timestamp: JUnitReport.timestamp(Date())), to: junit)
        }
        if check.status != .ok { throw ExitCode(check.status.rawValue) }
    }
}
