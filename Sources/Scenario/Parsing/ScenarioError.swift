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
    /// The file's other errors, in file order, after this one (the first). A file is
    /// read to its end, so its author sees every error at once.
    public var more: [ScenarioError] = []
    /// Errors found beyond those kept (`listLimit` are listed).
    public var unlisted = 0

    /// Ends a message when the file is valid as written and only the command line's
    /// `--ios`, `--device` or `--video` make it invalid.
    public static let optionsNote = " (with the command-line options)"

    /// How many errors `listing` shows before "… and N more".
    public static let listLimit = 20

    public init(file: String, line: Int, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.keyPath = Self.capped(keyPath.escapedForOneLine, at: Self.longestKeyPath)
        self.message = Self.capped(message.escapedForOneLine, at: Self.longestMessage)
    }

    /// Characters of a message and of a key path kept in one error line: a 200,000-character
    /// name quoted twice made one line of megabytes. Long ones keep their start and end
    /// (where "did you mean" is) around the count of what was left out.
    public static let longestMessage = 400
    public static let longestKeyPath = 200

    static func capped(_ text: String, at limit: Int) -> String {
        let count = text.count
        guard count > limit else { return text }
        let tail = limit / 5, head = limit - tail
        return "\(text.prefix(head))… (\(count - head - tail) characters left out) …\(text.suffix(tail))"
    }

    /// The errors of one file as one error: the first (by line) carries the others.
    init?(all errors: [ScenarioError]) {
        let flat = errors.flatMap { [$0.alone] + $0.more }
        // By line, the file-wide ones (line 0) first; one line per error even when two
        // checks agree on it.
        var seen = Set<String>()
        let sorted = flat.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element).filter { seen.insert($0.description).inserted }
        guard var first = sorted.first else { return nil }
        first.more = Array(sorted.dropFirst().prefix(Self.listLimit - 1))
        first.unlisted = errors.reduce(0) { $0 + $1.unlisted } + max(0, sorted.count - Self.listLimit)
        self = first
    }

    /// This error without the others.
    public var alone: ScenarioError {
        var alone = self
        alone.more = []
        alone.unlisted = 0
        return alone
    }

    /// Every error, including this one.
    public var count: Int { 1 + more.count + unlisted }

    /// `bad.yaml:12: controllers.NavVC.supported: unknown orientation 'landscap'` — the
    /// first error only, always one line (`listing` has them all).
    public var description: String {
        var text = file.escapedForOneLine
        if line > 0 { text += ":\(line)" }
        text += ": "
        if !keyPath.isEmpty { text += "\(keyPath.escapedForOneLine): " }
        return text + message.escapedForOneLine
    }

    /// Every error, a line each and each ending in a newline: at most `listLimit`, then
    /// `bad.yaml: … and 7 more errors`. What the commands print on stderr.
    public var listing: String {
        var text = ([self] + more).map { $0.description + "\n" }.joined()
        if unlisted > 0 {
            text += "\(file.escapedForOneLine): … and \(unlisted) more error\(unlisted == 1 ? "" : "s")\n"
        }
        return text
    }

    /// The first error and how many follow, in one line (a window title, a banner).
    public var headline: String {
        count == 1 ? description : "\(description) (and \(count - 1) more error\(count == 2 ? "" : "s"))"
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
