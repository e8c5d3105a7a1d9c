import ArgumentParser
import Foundation
import OrientationEngine
import Sandbox
import Scenario

/// Headless replay that writes what a bug report needs.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays a scenario headless, writing trace.log, trace.jsonl, report.md, snapshots and recording.mp4.",
        discussion: """
            Exit status as for `check`: 0 all held, 1 an expectation failed, 2 invalid file, \
            3 the app crashed unexpectedly; 4 the output could not be written or the recording \
            reached --max-seconds; 130 / 143 stopped by Ctrl+C / SIGTERM (recording.mp4 and \
            report.md then hold what was recorded).
            """)

    @Argument(help: "A scenario file.")
    var file: String

    @Option(help: "The folder to write into (created if needed).")
    var out: String

    @Option(help: "Frames per second of recording.mp4 on the virtual clock (30 or 60).")
    var fps: Int = 30

    @Option(help: "The longest recording, in seconds of virtual time; past it the run stops (exit 4).")
    var maxSeconds: Double = 600

    func run() throws {
        Interruption.install()
        guard fps == 30 || fps == 60 else {
            Console.err("--fps: use 30 or 60\n")
            throw ExitCode(2)
        }
        guard maxSeconds > 0, maxSeconds.isFinite else {
            Console.err("--max-seconds: use a number of seconds above 0\n")
            throw ExitCode(2)
        }
        let scenario = try Console.loadScenario(file)
        try Console.createFolder(out)
        let status = MainActor.assumeIsolated { record(scenario) }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func record(_ scenario: Scenario) -> Int32 {
        let recorder: SandboxRecorder
        do {
            recorder = try SandboxRecorder(directory: out, framesPerSecond: Double(fps),
                                           physical: scenario.model.orientation, maxSeconds: maxSeconds)
        } catch {
            Console.err("rotation-sandbox: \(error)\n")
            return 4
        }
        defer { recorder.close() }
        let observer = DecisionLog(forwardingTo: recorder)
        let report: RunReport
        let runner: ScenarioRunner
        do {
            runner = try ScenarioRunner(scenario: scenario, observer: observer)
            report = try runner.run()
        } catch {
            Console.err("\(error)\n")
            return 2
        }
        let files: [(String, String)] = [
            ("trace.log", TraceFormatter.text(runner.trace, all: false)),
            ("trace.jsonl", TraceFormatter.jsonLines(runner.trace)),
            ("report.md", RecordReport.markdown(scenario: scenario, report: report, decisions: observer.decisions, stepTimes: observer.stepTimes,
                                                snapshots: recorder.written)),
        ]
        var problems = recorder.problems
        for (name, text) in files {
            let path = (out as NSString).appendingPathComponent(name)
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                problems.append("\(path): \(error.localizedDescription)")
            }
        }
        Console.out(Headless.summary(of: report))
        Console.out("wrote \(out)/: trace.log, trace.jsonl, report.md"
            + recorder.written.map { ", " + ($0 as NSString).lastPathComponent }.joined() + "\n")
        for note in recorder.notes { Console.err("record: \(note)\n") }
        for problem in problems { Console.err("record: \(problem)\n") }
        if let stop = report.interruption {
            let more = Interruption.isRequested ? "" : "; raise --max-seconds to record more"
            Console.err("record: \(file.escapedForOneLine): \(stop.summary(of: scenario.steps.count))\(more)\n")
            return Interruption.exitStatus ?? 4
        }
        if !problems.isEmpty { return 4 }
        return report.status.rawValue
    }
}

/// Passes everything to the recorder and keeps the engine's decisions for the report.
final class DecisionLog: ScenarioObserver, @unchecked Sendable {
    let inner: SandboxRecorder
    private(set) var decisions: [Decision] = []
    private(set) var stepTimes: [Int: Double] = [:]
    init(forwardingTo inner: SandboxRecorder) { self.inner = inner }

    func willRun(_ step: Step, _ engine: Engine, at time: Double) {
        stepTimes[step.index] = time
        inner.willRun(step, engine, at: time)
    }

    var framesPerSecond: Double { inner.framesPerSecond }
    func frame(_ engine: Engine, at time: Double) { inner.frame(engine, at: time) }
    func snapshot(named name: String, _ engine: Engine, at time: Double) { inner.snapshot(named: name, engine, at: time) }
    func finished(_ report: RunReport, _ engine: Engine) { inner.finished(report, engine) }
    func stopReason(at time: Double) -> String? { inner.stopReason(at: time) }
    func emitted(_ output: [Emitted], _ engine: Engine) {
        for case .decision(let decision) in output { decisions.append(decision) }
        inner.emitted(output, engine)
    }
}
