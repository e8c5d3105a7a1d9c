// The entry point both executables share: ArgumentParser parses and validates; any
// parse or validation error is one line on stderr and exit status 2 (README, SCENARIOS.md:
// "an invalid file or option exits 2"), instead of the library's usage screen and 64.

import ArgumentParser
import Foundation

public enum CommandMain {
    /// `parsed`: called with the command before it runs (the signal handlers' hand-over).
    public static func run(_ root: any ParsableCommand.Type, arguments: [String]? = nil,
                           parsed: (any ParsableCommand) -> Void = { _ in }) -> Never {
        exit(status(root, arguments: arguments ?? Array(CommandLine.arguments.dropFirst()), parsed: parsed))
    }

    /// Parses and runs the command, its output through Console, and gives its exit status:
    /// the whole command line but the process's exit, so tests can run it in-process.
    public static func status(_ root: any ParsableCommand.Type, arguments: [String],
                              parsed: (any ParsableCommand) -> Void = { _ in }) -> Int32 {
        var command: any ParsableCommand
        do {
            command = try root.parseAsRoot(arguments)
        } catch {
            // --help, --version and --generate-completion-script end here too, as successes.
            if root.exitCode(for: error) == .success { return finish(root, error) }
            Console.err("\(root._commandName): \(Console.oneLine(root.message(for: error)))\n")
            return ExitStatus.invalid.rawValue
        }
        parsed(command)
        do {
            try command.run()
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            return finish(root, error)
        }
        return ExitStatus.ok.rawValue
    }

    /// What the library's `exit(withError:)` prints and returns, through Console.
    private static func finish(_ root: any ParsableCommand.Type, _ error: Error) -> Int32 {
        let text = root.fullMessage(for: error)
        let code = root.exitCode(for: error)
        if !text.isEmpty {
            if code == .success { Console.out(text + "\n") } else { Console.err(text + "\n") }
        }
        return code.rawValue
    }
}
