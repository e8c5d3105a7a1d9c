// Hooks for whoever watches a run: `record` renders frames and snapshots here;
// `check` and `trace` watch nothing.

import Foundation
import OrientationEngine

public protocol ScenarioObserver: AnyObject {
    /// Frames are offered at every multiple of 1/fps of virtual time, from 0 to the end.
    var framesPerSecond: Double { get }
    /// The engine as it is at `time` (its transitions answer angles for any time).
    func frame(_ engine: Engine, at time: Double)
    /// A `snapshot: NAME` step, after the previous step settled.
    func snapshot(named name: String, _ engine: Engine, at time: Double)
    /// Before each step of the file (not the implied launch).
    func willRun(_ step: Step, _ engine: Engine, at time: Double)
    /// Everything the engine emitted for one event, in order.
    func emitted(_ output: [Emitted], _ engine: Engine)
    /// After the last step (or the step the run stopped at).
    func finished(_ report: RunReport, _ engine: Engine)
    /// Asked before each frame and each step: a reason ends the run there, as if the
    /// file ended (Ctrl+C, a recording's length cap).
    func stopReason(at time: Double) -> String?
}

extension ScenarioObserver {
    public var framesPerSecond: Double { 30 }
    public func frame(_ engine: Engine, at time: Double) {}
    public func snapshot(named name: String, _ engine: Engine, at time: Double) {}
    public func willRun(_ step: Step, _ engine: Engine, at time: Double) {}
    public func emitted(_ output: [Emitted], _ engine: Engine) {}
    public func finished(_ report: RunReport, _ engine: Engine) {}
    public func stopReason(at time: Double) -> String? { nil }
}

/// A run its observer stopped before the end.
public struct RunInterruption: Sendable, Equatable {
    /// 1-based: the step running, or the next one, when the run stopped.
    public var step: Int
    /// Virtual time when it stopped.
    public var time: Double
    /// "interrupted (SIGINT)", "the recording reached its length limit of 600 s".
    public var reason: String

    /// `stopped at step 3 of 5 (virtual time 12.300 s): interrupted (SIGINT)`
    public func summary(of stepsTotal: Int) -> String {
        "stopped at step \(step) of \(stepsTotal) (virtual time \(String(format: "%.3f", time)) s): \(reason)"
    }
}

/// One expectation key that did not hold.
public struct ExpectationFailure: Sendable, Equatable {
    /// 1-based, as a person counts the file's steps.
    public var step: Int
    public var line: Int
    /// `interface`, `statusBar.hidden`, `transform.window`, `trace.has`, …
    public var key: String
    public var expected: String
    public var actual: String
    /// The engine's last decision summary when the expectation was checked.
    public var decision: String?
}

/// A yes/no question for a person (`ask:`); headless runs do not ask it.
public struct Question: Sendable, Equatable {
    public var step: Int
    public var line: Int
    public var text: String
}

public struct RunReport: Sendable {
    public var file: String
    public var stepsTotal: Int
    public var stepsRun = 0
    /// Expectation keys checked and held.
    public var held = 0
    public var failures: [ExpectationFailure] = []
    public var questions: [Question] = []
    /// The last R17 crash, and the 1-based step that caused it.
    public var crash: Crash?
    public var crashStep: Int?
    /// A crash no `crashed` expectation covered.
    public var unexpectedCrash = false
    /// 1-based step the run stopped at because the app had crashed.
    public var stoppedAt: Int?
    /// Virtual time at the end.
    public var endTime: Double = 0
    /// Set when the observer stopped the run early: steps from `step` on did not finish.
    public var interruption: RunInterruption?

    public var status: CheckStatus {
        if unexpectedCrash { return .crashed }
        return failures.isEmpty ? .ok : .expectationFailed
    }
}
