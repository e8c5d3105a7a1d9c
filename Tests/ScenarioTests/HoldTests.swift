// `record --hold`: after each step settles (and after the implied launch) the runner lets
// the virtual clock run on for the hold, so the recording can be followed; 0 is the old
// timing, frame for frame.

import Testing
@testable import Scenario
import OrientationEngine

struct HoldTests {
    /// Counts what a recorder would see.
    final class Watcher: ScenarioObserver {
        var frames: [Double] = []
        var started: [Double] = []
        var settled: [(step: Int?, time: Double)] = []
        var thumbnails: [Double] = []
        func frame(_ engine: Engine, at time: Double) { frames.append(time) }
        func willRun(_ step: Step, _ engine: Engine, at time: Double) { started.append(time) }
        func settled(_ result: StepResult?, _ engine: Engine, at time: Double) {
            settled.append((result.map { $0.step.index }, time))
        }
        func thumbnail(after result: StepResult, _ engine: Engine, at time: Double) -> String? {
            thumbnails.append(time)
            return "shots/step-\(result.step.index + 1).png"
        }
    }

    static let text = RunnerTests.rotating + """
          - rotate: landscapeLeft
          - wait: 0.25
          - wait: 2
          - expect: {interface: landscapeRight}

        """

    static func run(hold: Double) throws -> (RunReport, ScenarioRunner, Watcher) {
        let watcher = Watcher()
        let runner = ScenarioRunner(scenario: try parse(text), observer: watcher, hold: hold)
        return (try runner.run(), runner, watcher)
    }

    @Test("hold 0 is the old timing: the same frames, step times and trace as a runner without it")
    func zero() throws {
        let (report, runner, watcher) = try Self.run(hold: 0)
        let plain = Watcher()
        let old = ScenarioRunner(scenario: try parse(Self.text), observer: plain)
        let oldReport = try old.run()
        #expect(watcher.frames == plain.frames)
        #expect(watcher.frames.count == Int((oldReport.endTime * 30).rounded(.down)) + 1)
        #expect(report.steps.map(\.started) == oldReport.steps.map(\.started))
        #expect(runner.trace == old.trace)
    }

    @Test("hold 1: a second after the launch and after each step, a wait holds only what it lacks")
    func oneSecond() throws {
        let (zeroReport, _, zero) = try Self.run(hold: 0)
        let (report, runner, watcher) = try Self.run(hold: 1)
        #expect(report.status == .ok)
        // Launch: 1 s; rotate: settles at 0.3 (+1); wait 0.25 (+0.75); wait 2 (+0); expect (+1).
        #expect(abs(report.endTime - (zeroReport.endTime + 1 + 1 + 0.75 + 0 + 1)) < 1e-9, "\(report.endTime)")
        #expect(watcher.frames.count - zero.frames.count == 113, "3.75 s more at 30 fps")
        #expect(zip(watcher.started, [1, 2.3, 3.3, 5.3]).allSatisfy { abs($0 - $1) < 1e-9 } && watcher.started.count == 4)
        // The observer hears of each settled step (the launch first) before the hold, and
        // takes its thumbnail after it.
        #expect(watcher.settled.map(\.step) == [nil, 0, 1, 2, 3])
        #expect(zip(watcher.settled.map(\.time), [0, 1.3, 2.55, 5.3, 5.3]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(zip(watcher.thumbnails, [2.3, 3.3, 5.3, 6.3]).allSatisfy { abs($0 - $1) < 1e-9 } && watcher.thumbnails.count == 4)
        #expect(report.steps.map(\.thumbnail) == ["shots/step-1.png", "shots/step-2.png", "shots/step-3.png", "shots/step-4.png"])
        // The clock ran on: the trace's times include the holds.
        #expect(runner.trace.contains { $0.line == "[Rotation] portrait -> landscapeRight (0.3 s)" && $0.time == 1 })
    }

    @Test("check and trace never hold")
    func headless() throws {
        let path = try TestFiles.write(Self.text)
        let traced = ScenarioCommands.trace(file: path, all: false, json: false).stdout
        #expect(traced.contains("0.000 [Rotation] portrait -> landscapeRight (0.3 s)"))
        let report = try #require(try? ScenarioCommands.check(files: [path]).outcomes[0].result.get())
        #expect(abs(report.endTime - 2.55) < 1e-9)
    }
}
