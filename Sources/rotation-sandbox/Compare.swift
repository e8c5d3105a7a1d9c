import ArgumentParser
import CommandSupport
import Scenario

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compares a real app's console log with the engine's trace of its scenario.",
        discussion: """
            LOG holds the app's NSLog lines (`-[Receiver selector]`, any prefix). Only calls of \
            classes the scenario names are compared, and of the engine's trace only what the app \
            would log: queries of keys the file overrides, lifecycle calls and callbacks it hooks, \
            methods. Queries between two other calls compare as a set unless --exact. \
            Exit status: 0 they agree, 1 they differ, 2 invalid file, log or option. \
            See docs/compare.md.
            """)

    @Argument(help: "The scenario file that models the app.")
    var file: String

    @Argument(help: "The app's console log.")
    var log: String

    @Flag(help: "Compare line by line, every repeated query included.")
    var exact = false

    @Option(name: .customLong("from-step"), help: "Compare from this step of the file on (1 = the first).")
    var fromStep: Int?

    @Flag(help: "One JSON object instead of text.")
    var json = false

    @OptionGroup var scenario: ScenarioOptions

    func run() throws {
        let options = CompareOptions(exact: exact, fromStep: fromStep, json: json)
        let result = LogComparison.run(file: file, log: log, options: options, loading: scenario.loading)
        Console.out(result.stdout)
        Console.err(result.stderr)
        if result.status != .ok { throw ExitStatus(result.status).code }
    }
}
