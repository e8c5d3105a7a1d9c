import ArgumentParser
import CommandSupport
import Scenario

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays a scenario headless and prints its trace.",
        discussion: """
            Text: one line per event, `TIME LINE`, as the app's own NSLog calls would print \
            them (queries of methods the file does not override are left out unless --all). \
            JSON Lines (--json): every event with t, kind, receiver, selector, value, overridden. \
            Exit status as for `check`.
            """)

    @Argument(help: "A scenario file.")
    var file: String

    @OptionGroup var scenario: ScenarioOptions

    @Flag(help: "Also list queries answered by the system default (methods the file does not override).")
    var all = false

    @Flag(help: "JSON Lines with every event instead of text.")
    var json = false

    func run() throws {
        let result = ScenarioCommands.trace(file: file, all: all, json: json, options: scenario.loading)
        Console.out(result.stdout)
        Console.err(result.stderr)
        if result.status != .ok { throw ExitStatus(result.status).code }
    }
}
