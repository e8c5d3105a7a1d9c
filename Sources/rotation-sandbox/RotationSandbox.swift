// The command line: thin wrappers over the Scenario and Sandbox libraries.

import ArgumentParser
import CommandSupport
import Foundation
import Sandbox
import Scenario

struct RotationSandbox: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotation-sandbox",
        abstract: "Simulates how iOS decides screen rotation.",
        discussion: """
            Exit statuses: 0 all expectations held, 1 an expectation failed, 2 invalid file or \
            option, 3 the simulated app crashed unexpectedly, 4 the window or the output could \
            not be opened. Problems go to stderr, one line each; results to stdout.
            """,
        subcommands: [Run.self, Check.self, Trace.self, Record.self, Accept.self, New.self, ScanCommand.self, Compare.self, Rules.self],
        defaultSubcommand: Run.self)
}

@main
enum Main {
    static func main() { CommandMain.run(RotationSandbox.self) }
}

extension Console {
    /// A scenario with the command line's values over it, or exit 2 with its errors, a
    /// line each.
    static func loadScenario(_ file: String, _ options: ScenarioOptions) throws -> Scenario {
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(path: file, options: options.loading)
        } catch {
            err(error.listing)
            throw ExitCode(2)
        }
        for warning in scenario.warnings { err("\(warning)\n") }
        return scenario
    }
}
