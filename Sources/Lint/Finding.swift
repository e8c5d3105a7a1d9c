// What lint reports: a rule, a severity, the line to change, the path that shows it, and
// one sentence saying what happens and what to change.

import OrientationEngine
import Scenario

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem as a detector saw it on one path of one combination.
struct Observation: Sendable {
    var rule: String
    var severity: Severity
    /// What makes two observations the same finding: rule, key and subject, never the
    /// wording (which may name the iOS version).
    var identity: String
    /// The scenario key path of the line to change (`controllers.List.supported`).
    var keyPath: String
    /// What happens, and what to change: one sentence.
    var message: String

    init(_ rule: String, _ severity: Severity, keyPath: String, subject: String, _ message: String) {
        self.rule = rule
        self.severity = severity
        self.keyPath = keyPath
        identity = "\(rule)|\(keyPath)|\(subject)"
        self.message = message
    }
}

public struct Finding: Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    /// The line to change: the project source when the file was scanned, else the scenario's.
    public var location: SourceLocation
    /// The scenario file's own line for the same key.
    public var scenarioLocation: SourceLocation
    public var keyPath: String
    /// The shortest path of probes that shows it (on `shownOn`).
    public var path: [Probe]
    public var shownOn: Combination
    /// Every device and explored iOS version where it happens.
    public var hits: Set<Combination>
    /// `hits` in words: "iOS 13–27 on iphone-home, iphone-faceid".
    public var versions: String

    public var pathText: String { path.map(\.description).joined(separator: " → ") }
}

extension Array where Element == Finding {
    /// Worst first, then by file and line.
    func sortedForReport() -> [Finding] {
        sorted {
            if $0.severity != $1.severity { return $0.severity > $1.severity }
            if $0.location.file != $1.location.file { return $0.location.file < $1.location.file }
            if $0.location.line != $1.location.line { return $0.location.line < $1.location.line }
            return $0.rule < $1.rule
        }
    }
}
