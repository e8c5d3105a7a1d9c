// Findings of the running app: `lint` explores the app in the
// background (the shell runs it and reports the result as an input); the inspector lists
// them, and a digit replays one's path of turns and taps, a second apart, so the user
// watches it happen.

import OrientationEngine
import Scenario

/// One finding as the window shows and replays it (made from lint's by the shell).
public struct WindowFinding: Sendable, Equatable {
    public var rule: String
    public var severity: String
    public var message: String
    /// Where it happens, in words: "iOS 13–27 on iphone-home, iphone-faceid".
    public var versions: String
    /// The combination its path was found on, and the orientation the app launches held in.
    public var device: DeviceModel
    public var ios: Int
    public var launch: DeviceOrientation
    /// The path after launch, as engine events, and in words.
    public var steps: [Event]
    public var pathText: String

    public init(rule: String, severity: String, message: String, versions: String, device: DeviceModel, ios: Int,
                launch: DeviceOrientation, steps: [Event], pathText: String) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.versions = versions
        self.device = device
        self.ios = ios
        self.launch = launch
        self.steps = steps
        self.pathText = pathText
    }
}

/// How much of the app lint's exploration reached: the window says it beside the findings,
/// so "none" is never read as "none anywhere".
public struct WindowReach: Sendable, Equatable {
    /// Controllers the app shows somewhere.
    public var total: Int
    public var fromRoot: Int
    /// Reached only by an exploration started from a presenter, not from the app's launch.
    public var locally: Int
    /// Shown somewhere, never reached: their names.
    public var never: [String]

    public init(total: Int, fromRoot: Int, locally: Int, never: [String]) {
        self.total = total
        self.fromRoot = fromRoot
        self.locally = locally
        self.never = never
    }

    /// The inspector's row: "12 of 14 controllers from the root, 1 more locally; 1 never: Player".
    var row: InspectorModel.Row {
        var text = "\(fromRoot) of \(total) controller\(total == 1 ? "" : "s") from the root"
        if locally > 0 { text += ", \(locally) more locally" }
        if !never.isEmpty {
            text += "; \(never.count) never: " + never.prefix(3).joined(separator: ", ") + (never.count > 3 ? ", …" : "")
        }
        let tone: InspectorModel.Tone = !never.isEmpty ? .warn : fromRoot == total ? .good : .normal
        return InspectorModel.Row("reached", text, tone: tone)
    }
}

/// A finding's path being played back: the next event and when it is due.
struct Replay: Sendable, Equatable {
    var finding: WindowFinding
    var next = 0
    var due: Double
    /// Seconds between two steps: each rotation (0.3–0.6 s) ends before the next.
    static let pace = 1.0
}

/// Findings with the same rule and message (one per state it was found in), shown once.
public struct FindingGroup: Sendable, Equatable {
    public var finding: WindowFinding
    public var count: Int

    static func of(_ findings: [WindowFinding]) -> [FindingGroup] {
        var groups: [FindingGroup] = []
        for finding in findings {
            if let index = groups.firstIndex(where: { $0.finding.rule == finding.rule && $0.finding.message == finding.message }) {
                groups[index].count += 1
            } else {
                groups.append(FindingGroup(finding: finding, count: 1))
            }
        }
        return groups
    }
}

extension WindowState {
    /// The findings as listed: one row per rule and message, numbered for the digit keys.
    public var findingGroups: [FindingGroup] { FindingGroup.of(findings ?? []) }

    /// Digit `number` (1-based): open that finding's row, relaunch as it was found and
    /// play its path.
    mutating func replayFinding(_ number: Int, at t: Double) {
        let groups = findingGroups
        guard groups.indices.contains(number - 1) else { return }
        expandedFinding = number - 1
        let finding = groups[number - 1].finding
        switchModel(at: t, holding: finding.launch) {
            $0.device = finding.device
            $0.iosVersion = finding.ios
        }
        guard engine.model.device == finding.device, engine.model.iosVersion == finding.ios else { return }
        chrome.note("replaying finding \(number) [\(finding.rule)]: \(finding.pathText)", at: t)
        chrome.toast = ("Replaying [\(finding.rule)]: \(finding.pathText)", t + Replay.pace * Double(finding.steps.count + 1))
        replay = Replay(finding: finding, due: t + Replay.pace)
    }

    /// A click on a finding's row opens it (all its words), or closes it again.
    mutating func toggleFinding(_ index: Int) {
        guard findingGroups.indices.contains(index) else { return }
        expandedFinding = expandedFinding == index ? nil : index
    }

    /// The next step of a replay, when due (on every tick).
    mutating func advanceReplay(at t: Double) {
        guard var running = replay, t >= running.due else { return }
        guard running.next < running.finding.steps.count else {
            replay = nil
            chrome.toast = ("[\(running.finding.rule)] \(running.finding.message)", t + 6)
            return
        }
        let event = running.finding.steps[running.next]
        running.next += 1
        running.due = t + Replay.pace
        replay = running
        chrome.note("replay step \(running.next) of \(running.finding.steps.count)", at: t)
        send(event, at: t, judged: false)
    }

    /// The inspector's FINDINGS rows: one line each (rule, where, first words; the same
    /// message once, with a count), the opened one whole; then what scan could not read.
    var findingRows: [InspectorModel.Row] {
        guard let findings else {
            return [InspectorModel.Row("exploring…", "lint runs in the background", tone: .dim)] + unreadRows
        }
        let reached = reach.map { [$0.row] } ?? []
        guard !findings.isEmpty else {
            let none = unread.isEmpty ? InspectorModel.Row("none", "no finding on this device and iOS", tone: .good)
                : InspectorModel.Row("none", "no finding in what scan read", tone: .normal)
            return [none] + reached + unreadRows
        }
        let rows = findingGroups.prefix(9).enumerated().map { index, group in
            let finding = group.finding
            let label = "\(index + 1) · \(finding.rule)" + (group.count > 1 ? " ×\(group.count)" : "")
            let tone: InspectorModel.Tone = finding.severity == "error" ? .bad : .warn
            guard expandedFinding == index else {
                // The message names the controller first ("Feed shows sideways content…"): where, then what.
                return InspectorModel.Row(label, finding.message, tone: tone, oneLine: true)
            }
            return InspectorModel.Row(label, "\(finding.severity): \(finding.message) (\(finding.versions); key \(index + 1) "
                                      + "replays it; click to close)", tone: tone)
        }
        return rows + reached + unreadRows
    }

    /// What scan could not read (`run PATH`): how many, the first two, where the rest are.
    var unreadRows: [InspectorModel.Row] {
        guard !unread.isEmpty else { return [] }
        let total = unread.reduce(0) { $0 + $1.count }
        var rows = [InspectorModel.Row("not read", "scan could not read \(total) thing\(total == 1 ? "" : "s") "
                                       + "(each now a variable, a stand-in or left out)", tone: .warn)]
        for note in unread.prefix(2) {
            let place = note.location.line > 0 ? "\(note.location.file):\(note.location.line)" : note.location.file
            rows.append(InspectorModel.Row(place, "\(note.expression) → \(note.note)", tone: .dim))
        }
        rows.append(InspectorModel.Row(unread.count > 2 ? "all \(total)" : "listed by", unreadWhere, tone: .dim))
        return rows
    }
}
