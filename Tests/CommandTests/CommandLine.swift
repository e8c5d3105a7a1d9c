// The command line in-process: the arguments go through `main`'s own path (unknown
// command, parse, validate, run) and what the command prints is captured through Console.

import CommandSupport
import Foundation
import Sandbox
import Testing

@testable import rotation_sandbox

/// The command line's statuses (Testing has an `ExitStatus` of its own).
typealias Status = CommandSupport.ExitStatus

/// One run of `rotation-sandbox ARGUMENTS…`.
struct CommandRun: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    var errLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }

    var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

enum CLI {
    /// The checkout, for the files it ships (Assets, the test fixtures).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static func run(_ arguments: String...) -> CommandRun { run(arguments) }

    static func run(_ arguments: [String]) -> CommandRun {
        let capture = Console.Capture()
        let status = Console.$capture.withValue(capture) { Main.status(arguments) }
        // `record` and `accept` install the signal handlers (main does it once per process):
        // Ctrl+C on the test run must stay Ctrl+C.
        Interruption.restoreDefaults()
        return CommandRun(status: status, stdout: capture.stdout, stderr: capture.stderr)
    }

    /// A fresh folder per test (tests run in parallel), inside one folder for the whole run
    /// that goes when the test process exits.
    static func folder() throws -> String {
        let url = URL(fileURLWithPath: runFolder).appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    private static let runFolder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("command-tests-\(getpid())").path
        removedAtExit = path
        atexit { if let path = CLI.removedAtExit { try? FileManager.default.removeItem(atPath: path) } }
        return path
    }()

    private nonisolated(unsafe) static var removedAtExit: String?

    /// `text` in a new file `name` in a fresh folder; its path.
    static func file(_ name: String, _ text: String) throws -> String {
        let path = (try folder() as NSString).appendingPathComponent(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// The command line's contract for a problem: the status and one line on stderr holding `expected`.
func expectOneLine(_ run: CommandRun, _ status: Status, _ expected: String,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status == status.rawValue, "\(run)", sourceLocation: sourceLocation)
    #expect(run.errLines.count == 1, "\(run)", sourceLocation: sourceLocation)
    #expect(run.stderr.contains(expected), "\(run)", sourceLocation: sourceLocation)
}

/// A run that held (or ended as `status`) with nothing on stderr.
func expectQuiet(_ run: CommandRun, _ status: Status = .ok, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status == status.rawValue && run.stderr.isEmpty, "\(run)", sourceLocation: sourceLocation)
}
