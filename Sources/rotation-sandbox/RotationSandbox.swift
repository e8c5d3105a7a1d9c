// The command line: thin wrappers over the Scenario library (and, later, Sandbox).

import ArgumentParser
import Foundation

@main
struct RotationSandbox: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotation-sandbox",
        abstract: "Simulates how iOS decides screen rotation.",
        discussion: """
            Exit statuses of the headless commands: 0 all expectations held, 1 an expectation \
            failed, 2 invalid file, 3 the simulated app crashed unexpectedly.
            """,
        subcommands: [Run.self, Check.self, Trace.self, Record.self, Accept.self, Bench.self],
        defaultSubcommand: Run.self)
}

/// Output helpers shared by the subcommands.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Placeholders for commands another issue delivers.
    static func notAvailable(_ what: String) -> ExitCode {
        err("not available yet: \(what)\n")
        return ExitCode(1)
    }
}
