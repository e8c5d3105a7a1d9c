// Hooks for whoever watches a run: `record` renders frames and snapshots here;
// `check` and `trace` watch nothing.

import OrientationEngine

public protocol ScenarioObserver: AnyObject {
    /// Frames are offered at every multiple of 1/fps of virtual time, from 0 to the end.
    var framesPerSecond: Double { get }
    /// The engine as it is at `time` (its transitions answer angles for any time).
    func frame(_ engine: Engine, at time: Double)
    /// A `snapshot: NAME` step, after the previous step settled. Returns the file
    /// written (relative to the output folder), for the report.
    func snapshot(named name: String, _ engine: Engine, at time: Double) -> String?
    /// Before each step of the file (not the implied launch).
    func willRun(_ step: Step, _ engine: Engine, at time: Double)
    /// After a step of the file ran and the app settled (`result`: its outcome), or
    /// after the implied launch (`result` nil); before the runner's `hold`.
    func settled(_ result: StepResult?, _ engine: Engine, at time: Double)
    /// When a step's hold is over, before the next step: a thumbnail of the app as the
    /// step left it. Returns the file written (relative to the output folder), for the report.
    func thumbnail(after result: StepResult, _ engine: Engine, at time: Double) -> String?
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
    public func snapshot(named name: String, _ engine: Engine, at time: Double) -> String? { nil }
    public func willRun(_ step: Step, _ engine: Engine, at time: Double) {}
    public func settled(_ result: StepResult?, _ engine: Engine, at time: Double) {}
    public func thumbnail(after result: StepResult, _ engine: Engine, at time: Double) -> String? { nil }
    public func emitted(_ output: [Emitted], _ engine: Engine) {}
    public func finished(_ report: RunReport, _ engine: Engine) {}
    public func stopReason(at time: Double) -> String? { nil }
}
