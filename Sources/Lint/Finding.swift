// What lint reports: a rule, a severity, the line to change, the path that shows it, and
// one sentence saying what happens and what to change.

import OrientationEngine
import Scenario

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A place in the code a finding is about beside its own line: where the app shows a
/// controller (SARIF `relatedLocations`).
public struct RelatedSite: Sendable, Hashable {
    /// "shown as a pageSheet by Feed".
    public var what: String
    public var location: SourceLocation?
    public var key: ModelKey?

    public init(what: String, location: SourceLocation?, key: ModelKey?) {
        self.what = what
        self.location = location
        self.key = key
    }
}

/// One problem as a rule saw it on one path of one combination.
struct Observation: Sendable {
    var rule: String
    var severity: Severity
    /// What makes two observations the same finding: rule, key and subject, never the
    /// wording (which may name the iOS version).
    var identity: String
    /// The model value to change.
    var key: ModelKey
    /// What happens, and what to change: one sentence.
    var message: String
    var related: [RelatedSite]
    /// A project rule's devices, when it judges only some (an override never asked on iPad).
    var devices: Set<DeviceModel>?

    init(_ rule: String, _ severity: Severity, key: ModelKey, subject: String, _ message: String,
         related: [RelatedSite] = []) {
        self.rule = rule
        self.severity = severity
        self.key = key
        identity = "\(rule)|\(key.keyPath)|\(subject)"
        self.message = message
        self.related = related
    }

    var keyPath: String { key.keyPath }
}

public struct Finding: Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    /// The line to change: the project source when the app was scanned, else the scenario's.
    public var location: SourceLocation
    /// The scenario file's own line for the same key; nil for a project lint scanned
    /// itself (its scenario is no file a reader can open).
    public var scenarioLocation: SourceLocation?
    public var key: ModelKey
    /// The shortest path of probes that shows it (on `shownOn`); empty for a finding
    /// judged without exploring (an override at the places the app shows it).
    public var path: [Probe]
    /// The controller a local exploration started from, when the root's did not reach it.
    public var startedFrom: String?
    public var shownOn: Combination
    /// Every device and explored iOS version where it happens.
    public var hits: Set<Combination>
    /// `hits` in words: "iOS 13–27 on iphone-home, iphone-faceid".
    public var versions: String
    /// The places in the code it is about (where the controller is shown).
    public var related: [RelatedSite]

    public var keyPath: String { key.keyPath }

    public var pathText: String {
        let text = path.map(\.description).joined(separator: " → ")
        guard let startedFrom else { return text }
        return "from \(startedFrom) as the root: " + text
    }
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
