// `accept` in the window: the tester's events go through `send` as always; the run
// judges them, checks expectations as the app settles, asks for captures, and at the end
// for its report. Files are the shell's business (effects).

import Foundation
import OrientationEngine
import Scenario

/// What the window needs to lead a run.
public struct AcceptanceSetup {
    public var scenario: ScenarioFile
    public var directory: String
    /// recording.mp4 of the whole session (tests leave it out where it is not the point).
    public var records: Bool
    /// Where the files end up, as the user named it (`directory` may be a staging folder
    /// renamed into place at the end); the panel and the trace say this one.
    public var shownDirectory: String

    public init(scenario: ScenarioFile, directory: String, records: Bool = true, shownDirectory: String? = nil) {
        self.scenario = scenario
        self.directory = directory
        self.records = records
        self.shownDirectory = shownDirectory ?? directory
    }
}

/// An acceptance run and what the window owes it.
public struct AcceptanceState {
    public internal(set) var run: AcceptanceRun
    public let directory: String
    /// Where the files end up (AcceptanceSetup.shownDirectory).
    public let shownDirectory: String
    public let started = Date()
    public let startTime: Double
    /// A capture effect is out: the report waits for its files.
    var capturing = false
    /// The run is over; the report is asked for once captures are in.
    var finishPending = false
    /// The report was asked for (and is written, or being written).
    public internal(set) var written = false
    public internal(set) var files: [String] = []
    public internal(set) var problems: [String] = []

    init(scenario: ScenarioFile, directory: String, shownDirectory: String? = nil, at time: Double) {
        run = AcceptanceRun(scenario: scenario)
        self.directory = directory
        self.shownDirectory = shownDirectory ?? directory
        startTime = time
    }

    public var recordingPath: String { (directory as NSString).appendingPathComponent("recording.mp4") }

    public var outcome: AcceptanceOutcome {
        var thumbnails: [String] = []
        for file in run.report.steps.compactMap(\.thumbnail) where !thumbnails.contains(file) { thumbnails.append(file) }
        return AcceptanceOutcome(status: run.status, verdict: TextReport.verdict(run.report), directory: directory,
                                 files: files, thumbnails: thumbnails, problems: problems)
    }
}

/// How an acceptance run ended, for the command line.
public struct AcceptanceOutcome: Sendable {
    public var status: CheckStatus
    public var verdict: String
    public var directory: String
    /// Files written, relative to `directory`.
    public var files: [String]
    /// The step thumbnails written (`shots/step-NN.png`), relative to `directory`.
    public var thumbnails: [String]
    /// Files that could not be written: one line each.
    public var problems: [String]
}

extension WindowState {
    /// Checks that are due, captures to take, the end of the run.
    mutating func acceptanceTick(at t: Double) -> [WindowEffect] {
        guard var acceptance else { return [] }
        defer { self.acceptance = acceptance }
        var effects: [WindowEffect] = []
        if !acceptance.run.isFinished {
            let settled = engine.isSettled(at: t) && !chrome.body.isAnimating(at: t)
            var thumbnails: [Int] = []
            var snapshots: [SnapshotFile] = []
            for request in acceptance.run.update(engine, at: t, settled: settled) {
                switch request {
                case .thumbnail(let steps): thumbnails += steps
                case .snapshot(let step, let name): snapshots.append(SnapshotFile(step: step, name: name))
                case .finished: acceptance.finishPending = true
                }
            }
            if !thumbnails.isEmpty || !snapshots.isEmpty {
                acceptance.capturing = true
                effects.append(.capture(thumbnailSteps: thumbnails, snapshots: snapshots))
            }
        }
        if acceptance.finishPending, !acceptance.capturing, !acceptance.written {
            acceptance.finishPending = false
            acceptance.written = true
            acceptance.run.end(at: t)
            effects += [.stopRecording, .writeReport]
        }
        return effects
    }

    mutating func acceptanceCaptured(thumbnail: String?, steps: [Int], snapshots: [SnapshotFile], problems: [String]) {
        guard acceptance != nil else { return }
        acceptance?.capturing = false
        if let thumbnail { for step in steps { acceptance?.run.setFiles(step: step, thumbnail: thumbnail) } }
        for snapshot in snapshots { acceptance?.run.setFiles(step: snapshot.step, snapshot: snapshot.name) }
        acceptance?.problems += problems
    }

    mutating func acceptanceWritten(files: [String], problems: [String], at t: Double) {
        guard let run = acceptance?.run, let directory = acceptance?.directory else { return }
        acceptance?.files += files
        acceptance?.problems += problems
        chrome.note("acceptance: \(TextReport.verdict(run.report)); wrote \(acceptance?.shownDirectory ?? directory)/report.md", at: t)
        for problem in acceptance?.problems ?? [] { chrome.note("⚠ \(problem)", at: t) }
    }

    /// Keys that mean something only during a run; nil when the key was not taken.
    mutating func acceptanceKey(_ key: Key, repeated: Bool, at t: Double) -> [WindowEffect]? {
        guard let acceptance, !repeated else { return nil }
        let overlay = chrome.showHelp || chrome.showRules
        if acceptance.written || acceptance.finishPending {
            return key == .escape && !overlay ? close(at: t) : nil
        }
        switch key {
        case .space: return acceptanceAct(.perform, at: t)
        case .backspace: return acceptanceAct(.skip, at: t)
        case .y: return acceptanceAct(.yes, at: t)
        case .n: return acceptanceAct(.no, at: t)
        case .escape where !overlay: return acceptanceAct(.end, at: t)
        default: return nil
        }
    }

    mutating func acceptanceAct(_ action: AcceptanceButton, at t: Double) -> [WindowEffect] {
        guard acceptance != nil else { return [] }
        switch action {
        case .perform:
            guard let event = acceptance?.run.sandboxEvent(engine) else {
                chrome.toast = ("Nothing to do by hand: this step goes on by itself", t + 2)
                return []
            }
            acceptance?.run.sandboxWillAct()
            send(event, at: t)
        case .skip: acceptance?.run.skip(engine, at: t)
        case .yes, .no:
            guard case .ask = acceptance?.run.currentStep?.kind else { return [] }
            acceptance?.run.answer(action == .yes, engine, at: t)
        case .end:
            acceptance?.run.end(at: t)
            acceptance?.finishPending = true
            return acceptanceTick(at: t)
        case .quit: return close(at: t)
        }
        return []
    }

    /// The panel's contents at `t` (`accept` only).
    func acceptancePanel(at t: Double) -> AcceptancePanel? {
        guard let acceptance else { return nil }
        let run = acceptance.run
        return AcceptancePanel(
            run: run, hint: run.currentStep.map { keyHint(for: $0) } ?? "", waitLeft: run.waitRemaining(at: t),
            directory: acceptance.shownDirectory, written: acceptance.written, problems: acceptance.problems)
    }

    /// How to do a step from where the device is now.
    func keyHint(for step: Step) -> String {
        let doIt = "Space: the sandbox does it · Backspace: skip"
        switch step.kind {
        case .event(.turn(let target)):
            // Already there: Space alone moves on, so say it once.
            if target == engine.state.physical { return "the device is already there: Space goes on · Backspace: skip" }
            return "\(turnKeys(to: target)) · \(doIt)"
        case .event(.systemLock): return "L · \(doIt)"
        case .event(.launch), .event(.relaunch): return "R · \(doIt)"
        case .event(.tap(let title)):
            let shown = engine.visibleButtons.contains(title) ? "click it" : "not on screen now"
            return "\(shown) · \(doIt)"
        case .event(.pop): return "click Back · \(doIt)"
        case .event(.selectTab): return "click the tab · \(doIt)"
        case .event(.seek): return "drag the progress bar, or ←/→ (5 s) · \(doIt)"
        case .event: return "Space: the app does it · Backspace: skip"
        case .expect: return "checked as soon as the app settles"
        case .ask: return "Y: yes · N: no · Backspace: skip"
        case .wait, .snapshot: return "goes on by itself · Backspace: skip"
        }
    }

    /// The keys that turn the device from where it is to `target`.
    private func turnKeys(to target: DeviceOrientation) -> String {
        let physical = engine.state.physical
        if target == physical { return "the device is already there: Space" }
        switch target {
        case .faceUp: return "F"
        case .faceDown: return "B"
        case .unknown: return "no key"
        default: break
        }
        if target == engine.state.turned(clockwise: false) { return "Ctrl+←" }
        if target == engine.state.turned(clockwise: true) { return "Ctrl+→" }
        if target == .portraitUpsideDown || (target == .portrait && physical == .portraitUpsideDown) { return "U" }
        return physical.isFlatOrUnknown ? "no single key from flat" : "Ctrl+→ twice"
    }
}
