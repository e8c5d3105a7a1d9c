import ArgumentParser
import CommandSupport
import Foundation
import Scenario

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays scenario files headless and checks their expectations.",
        discussion: """
            Prints a line per file on stdout, with each failing expectation under it; a file \
            that cannot run has its errors on stderr, a line each. With --matrix, a table per \
            file: every device (iphone-home, iphone-faceid, ipad) by iOS 5, 7, 13, 16 and 17 \
            (--device or --ios narrow it), each cell held, FAILED, CRASHED, n/a (the file \
            cannot run there: why is said under the table) or - (the device never ran that \
            iOS). Exit status: 0 all held, 1 an expectation failed, 2 invalid file or option, \
            3 the app crashed unexpectedly (the worst over all files and cells; n/a and - \
            cells count as held), 4 the --junit file cannot be written or must not be replaced (a \
            link, a device, a FIFO, a folder, an input of the run or a file holding something \
            other than a JUnit report: it is written whole, under a temporary name, then renamed).
            """)

    @Argument(help: "Scenario files (YAML or JSON).")
    var files: [String]

    @OptionGroup var scenario: ScenarioOptions

    @Option(help: ArgumentHelp(
        "Also write a JUnit report: a test case per expect step, failures and crashes as such (for CI). A new file, or an earlier report.",
        valueName: "file"))
    var junit: String?

    @Flag(help: "Run each file on every device by iOS 5, 7, 13, 16 and 17 and print a table of the results.")
    var matrix = false

    func run() throws {
        // A --junit path that must not be replaced is refused before anything runs.
        if let junit { try Console.checkReplaceable(junit, inputs: files) }
        if matrix {
            let run = Matrix.check(files: files, options: scenario.loading)
            Console.out(run.stdout)
            Console.err(run.stderr)
            if let junit { try Console.write(run.junit(timestamp: JUnitReport.timestamp(Date())), to: junit, inputs: files) }
            if run.status != .ok { throw ExitStatus(run.status).code }
            return
        }
        let check = ScenarioCommands.check(files: files, options: scenario.loading)
        Console.out(check.stdout)
        Console.err(check.stderr)
        if let junit {
            try Console.write(check.junit(timestamp: JUnitReport.timestamp(Date())), to: junit, inputs: files)
        }
        if check.status != .ok { throw ExitStatus(check.status).code }
    }
}
