// The exit statuses every command documents (README, SCENARIOS.md), named in one place.

import ArgumentParser
import Scenario

public enum ExitStatus: Int32, Sendable {
    /// All held (for `accept`: every question answered yes).
    case ok = 0
    /// An expectation failed, a question was answered no, or findings at `--fail-on` (lint).
    case failed = 1
    /// An invalid file or option.
    case invalid = 2
    /// The simulated app crashed unexpectedly.
    case crashed = 3
    /// The window or an output could not be opened or written (or `--max-seconds`).
    case output = 4
    /// Stopped by Ctrl+C / SIGTERM.
    case interrupted = 130
    case terminated = 143

    /// The status as swift-argument-parser's error, to `throw` from a command's `run()`.
    public var code: ExitCode { ExitCode(rawValue) }

    /// A headless run's outcome (check, trace, compare, record) as the command's status.
    public init(_ status: CheckStatus) {
        switch status {
        case .ok: self = .ok
        case .expectationFailed: self = .failed
        case .invalidFile: self = .invalid
        case .crashed: self = .crashed
        }
    }
}
