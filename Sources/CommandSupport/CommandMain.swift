// The entry point both executables share: ArgumentParser parses and validates; any
// parse or validation error is one line on stderr and exit status 2 (README, SCENARIOS.md:
// "an invalid file or option exits 2"), instead of the library's usage screen and 64.

import ArgumentParser
import Foundation

public enum CommandMain {
    /// `parsed`: called with the command before it runs (the signal handlers' hand-over).
    public static func run(_ root: any ParsableCommand.Type, arguments: [String]? = nil,
                           parsed: (any ParsableCommand) -> Void = { _ in }) -> Never {
        var command: any ParsableCommand
        do {
            command = try root.parseAsRoot(arguments)
        } catch {
            // --help, --version and --generate-completion-script end here too, as successes.
            if root.exitCode(for: error) == .success { root.exit(withError: error) }
            Console.err("\(root._commandName): \(Console.oneLine(root.message(for: error)))\n")
            exit(ExitStatus.invalid.rawValue)
        }
        parsed(command)
        do {
            try command.run()
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            root.exit(withError: error)
        }
        exit(ExitStatus.ok.rawValue)
    }
}
