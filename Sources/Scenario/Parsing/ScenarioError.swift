// Errors a scenario file can cause, and the exit statuses of SCENARIOS.md.

import OrientationEngine

/// A file that cannot be run: names the file, the line and the key path. One line,
/// always: text quoted from the file is escaped (`\n`, `\u{202E}`; OneLine.swift).
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based; 0 when no line applies (a missing or unreadable file).
    public var line: Int
    /// Dot-separated keys with `[i]` for list indexes; empty when unknown.
    public var keyPath: String
    public var message: String

    public init(file: String, line: Int, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.keyPath = keyPath.escapedForOneLine
        self.message = message.escapedForOneLine
    }

    /// `bad.yaml:12: controllers.NavVC.supported: unknown orientation 'landscap'`
    public var description: String {
        var text = file.escapedForOneLine
        if line > 0 { text += ":\(line)" }
        text += ": "
        if !keyPath.isEmpty { text += "\(keyPath.escapedForOneLine): " }
        return text + message.escapedForOneLine
    }
}

/// The exit statuses of `check` (and of the other headless commands).
public enum CheckStatus: Int32, Sendable, CaseIterable, CustomStringConvertible {
    case ok = 0
    case expectationFailed = 1
    case invalidFile = 2
    case crashed = 3

    /// Which status wins when several files end differently: an invalid file hides
    /// everything, an unexpected crash hides failed expectations.
    var severity: Int {
        switch self {
        case .ok: 0
        case .expectationFailed: 1
        case .crashed: 2
        case .invalidFile: 3
        }
    }

    public static func combined(_ statuses: [CheckStatus]) -> CheckStatus {
        statuses.max { $0.severity < $1.severity } ?? .ok
    }

    public var description: String {
        switch self {
        case .ok: "all expectations held"
        case .expectationFailed: "an expectation failed"
        case .invalidFile: "invalid file"
        case .crashed: "the app crashed unexpectedly"
        }
    }
}
