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
        version: Version.text,
        subcommands: [Run.self, Check.self, Trace.self, Record.self, Accept.self, New.self, ScanCommand.self, Compare.self, LintCommand.self, Rules.self],
        defaultSubcommand: Run.self)
}

@main
enum Main {
    static func main() {
        // First thing, before parsing: a Ctrl+C during start-up must find the handlers,
        // or it kills `record` before it can finish its files. The commands that never
        // check for it get the default action back once parsed; scan and lint end on it
        // through SignalExit.
        Interruption.install()
        exit(status(Array(CommandLine.arguments.dropFirst())) { command in
            if command is ScanCommand || command is LintCommand {
                SignalExit.watch()
            } else if !(command is Record || command is Accept || command is Run) {
                Interruption.restoreDefaults()
            }
        })
    }

    /// The command line's exit status, its output through Console: all of `main` but the
    /// signal handlers and the exit (tests run commands in-process with it).
    static func status(_ arguments: [String], parsed: (any ParsableCommand) -> Void = { _ in }) -> Int32 {
        if let message = unknownCommand(arguments) {
            Console.err("rotation-sandbox: \(message)\n")
            return ExitStatus.invalid.rawValue
        }
        return CommandMain.status(RotationSandbox.self, arguments: arguments, parsed: parsed)
    }

    /// `chek x.yaml`: a first word that is no command, no option and no file would
    /// otherwise reach `run` as its FILE (the default command) and fail on the next word.
    static func unknownCommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("/"), !first.contains("."),
              !FileManager.default.fileExists(atPath: first) else { return nil }
        let names = RotationSandbox.configuration.subcommands.compactMap { $0.configuration.commandName ?? $0._commandName }
        guard !names.contains(first), first != "help" else { return nil }
        let hint = Suggestion.closest(first, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown command '\(Console.oneLine(first))'\(hint); commands: \(names.joined(separator: ", "))"
    }
}

extension Console {
    /// A scenario with the command line's values over it, or exit 2 with its errors, a
    /// line each.
    static func loadScenario(_ file: String, _ options: ScenarioOptions) throws -> ScenarioFile {
        let scenario: ScenarioFile
        do {
            scenario = try ScenarioLoader.load(path: file, options: options.loading)
        } catch {
            err(error.listing)
            throw ExitStatus.invalid.code
        }
        for warning in scenario.warnings { err("\(warning)\n") }
        return scenario
    }
}

/// `rotation-sandbox --version`.
enum Version {
    static let number = "0.10.0"
    static let text = "rotation-sandbox \(number) (rules of iOS 5 to 27; Swift \(swiftVersion))"
    static var swiftVersion: String {
        #if swift(>=6.3)
        "6.3"
        #else
        "6"
        #endif
    }
}
