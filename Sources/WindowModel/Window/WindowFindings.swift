// Findings of the running app (issue 28's window part): `lint` explores the app in the
// background (the shell runs it and reports the result as an input); the inspector lists
// them, and a digit replays one's path of turns and taps, a second apart, so the user
// watches it happen.

import OrientationEngine

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

/// A finding's path being played back: the next event and when it is due.
struct Replay: Sendable, Equatable {
    var finding: WindowFinding
    var next = 0
    var due: Double
    /// Seconds between two steps: each rotation (0.3–0.6 s) ends before the next.
    static let pace = 1.0
}

extension WindowState {
    /// Digit `number` (1-based): relaunch as the finding was found and play its path.
    mutating func replayFinding(_ number: Int, at t: Double) {
        guard let findings, findings.indices.contains(number - 1) else { return }
        let finding = findings[number - 1]
        switchModel(at: t, holding: finding.launch) {
            $0.device = finding.device
            $0.iosVersion = finding.ios
        }
        guard engine.model.device == finding.device, engine.model.iosVersion == finding.ios else { return }
        session.note("replaying finding \(number) [\(finding.rule)]: \(finding.pathText)", at: t)
        session.toast = ("Replaying [\(finding.rule)]: \(finding.pathText)", t + Replay.pace * Double(finding.steps.count + 1))
        replay = Replay(finding: finding, due: t + Replay.pace)
    }

    /// The next step of a replay, when due (on every tick).
    mutating func advanceReplay(at t: Double) {
        guard var running = replay, t >= running.due else { return }
        guard running.next < running.finding.steps.count else {
            replay = nil
            session.toast = ("[\(running.finding.rule)] \(running.finding.message)", t + 6)
            return
        }
        let event = running.finding.steps[running.next]
        running.next += 1
        running.due = t + Replay.pace
        replay = running
        session.note("replay step \(running.next) of \(running.finding.steps.count)", at: t)
        send(event, at: t, judged: false)
    }

    /// The inspector's FINDINGS rows: each numbered for its key, with where it happens.
    var findingRows: [InspectorModel.Row] {
        guard let findings else { return [InspectorModel.Row("exploring…", "lint runs in the background", tone: .dim)] }
        guard !findings.isEmpty else { return [InspectorModel.Row("none", "no finding on this device and iOS", tone: .good)] }
        return findings.prefix(9).enumerated().map { index, finding in
            InspectorModel.Row("\(index + 1) · \(finding.rule) \(finding.severity)",
                               "\(finding.message) (\(finding.versions); key \(index + 1) replays it)",
                               tone: finding.severity == "error" ? .bad : .warn)
        }
    }
}
