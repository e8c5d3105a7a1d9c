import ArgumentParser
import CommandSupport
import Foundation
import OrientationEngine
import Sandbox
import Scenario

/// Headless replay that writes what a bug report needs.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays a scenario headless, writing trace.log, trace.jsonl, report.md, snapshots and recording.mp4.",
        discussion: """
            After each step the picture is held for --hold seconds (1 by default) with a \
            caption under the device picture: the step, its result and the decision. \
            report.md has a thumbnail of the device after each step (shots/), captioned alike. \
            Exit status as for `check`: 0 all held, 1 an expectation failed, 2 invalid file or \
            option, 3 the app crashed unexpectedly; 4 the output could not be written or the \
            recording reached --max-seconds; 130 / 143 stopped by Ctrl+C / SIGTERM \
            (recording.mp4 and report.md then hold what was recorded). \
            The folder is locked while a run writes into it (another run into it is refused); \
            files are written under temporary names and renamed into place at the end; a folder \
            holding files that are no earlier run's output is refused (exit 4) unless --force; \
            an earlier run's files this run does not write again are removed.
            """)

    @Argument(help: "A scenario file.")
    var file: String

    @OptionGroup var scenario: ScenarioOptions

    @Option(help: ArgumentHelp("The folder to write into (created if needed).", valueName: "folder"))
    var out: String

    @Option(help: "Frames per second of recording.mp4 on the virtual clock.")
    var fps: FrameRate = .thirty

    @Option(help: "The longest recording, in seconds of virtual time; past it the run stops (exit 4).")
    var maxSeconds: Double = 600

    @Option(help: ArgumentHelp(
        "Seconds the picture stays after each step settles, so the recording can be followed; the virtual clock runs on (a playing video plays). 0: no pause.",
        valueName: "seconds"))
    var hold: Double = 1

    @Flag(help: "Write into a folder that holds files of the user's (files of the names record writes are replaced; the rest are left).")
    var force = false

    @Flag(help: "No caption band (step, result, decision) under the recording's frames and the report's thumbnails.")
    var noCaptions = false

    func validate() throws {
        guard maxSeconds > 0, maxSeconds.isFinite else {
            throw ValidationError("--max-seconds: use a number of seconds above 0")
        }
        guard hold >= 0, hold.isFinite else {
            throw ValidationError("--hold: use a number of seconds, 0 or more")
        }
    }

    func run() throws {
        Interruption.install()
        let scenario = try Console.loadScenario(file, self.scenario)
        let folder = try Console.outputFolder(out, force: force, scenario: scenario, fixed: Self.fixedFiles)
        let status = MainActor.assumeIsolated { record(scenario, into: folder) }
        if status != ExitStatus.ok.rawValue { throw ExitCode(status) }
    }

    static let fixedFiles = ["recording.mp4", "trace.log", "trace.jsonl", "report.md"]

    @MainActor
    private func record(_ scenario: ScenarioFile, into folder: OutputFolder) -> Int32 {
        let recorder: ScenarioRecorder
        do {
            recorder = try ScenarioRecorder(directory: folder.staging, framesPerSecond: Double(fps.rawValue),
                                           physical: scenario.model.orientation, maxSeconds: maxSeconds,
                                           steps: scenario.steps.count, captions: !noCaptions, thumbnails: true)
        } catch {
            folder.abandon()
            Console.err("rotation-sandbox: \(folder.shown("\(error)"))\n")
            return ExitStatus.output.rawValue
        }
        defer { recorder.close() }
        let progress = RecordProgress(steps: scenario.steps.count)
        recorder.stepBegins = { progress?.show(step: $0) }
        let runner = ScenarioRunner(scenario: scenario, observer: recorder, keepsDecisions: true, hold: hold)
        var report: RunReport
        do {
            report = try runner.run()
            progress?.clear()
        } catch {
            progress?.clear()
            folder.abandon()
            Console.err(error.listing)
            return ExitStatus.invalid.rawValue
        }
        // What playing found (damaged frames) belongs with the file's warnings in report.md.
        report.problems += recorder.notes
        // The report links the recording only when it was written.
        let recording = recorder.written.first { $0.hasSuffix("/recording.mp4") }
        let texts = RunFiles.texts([.trace(all: false), .traceJSON, .report(started: nil)], report: report,
                                   trace: runner.trace, recording: recording)
        // Complete files only, in the order the user reads about them; a file that could
        // not be written whole is left out and removed with the staging folder.
        let written = RunFiles.write(texts, into: folder.staging) { path in
            (out as NSString).appendingPathComponent((path as NSString).lastPathComponent)
        }
        var problems = recorder.problems + written.problems
        var complete = written.written
        let staged = folder.staging + "/"
        complete += recorder.written.map { $0.hasPrefix(staged) ? String($0.dropFirst(staged.count)) : $0 }
        complete += report.steps.compactMap(\.thumbnail)
        let commit = folder.commit(complete)
        problems = problems.map(folder.shown) + commit.problems
        Console.out(TextReport.summary(of: report))
        Console.out(Console.wroteLine(out, commit))
        for note in recorder.notes { Console.err("record: \(note)\n") }
        for problem in problems { Console.err("record: \(problem)\n") }
        if let stop = report.interruption {
            let more = Interruption.isRequested ? "" : "; raise --max-seconds to record more"
            Console.err("record: \(file.escapedForOneLine): \(stop.summary(of: scenario.steps.count))\(more)\n")
            return Interruption.exitStatus ?? ExitStatus.output.rawValue
        }
        if !problems.isEmpty { return ExitStatus.output.rawValue }
        return ExitStatus(report.status).rawValue
    }
}

/// `record`'s progress on a terminal: "recording: step 3 of 12 · 4.2 s", rewritten in
/// place on stderr; nil when stderr is no terminal (a pipe, a file, CI), which stays quiet.
final class RecordProgress {
    let steps: Int
    let start = Date()

    init?(steps: Int, terminal: Bool = isatty(STDERR_FILENO) == 1) {
        guard terminal else { return nil }
        self.steps = steps
    }

    static func line(step: Int, of steps: Int, elapsed: Double) -> String {
        "recording: step \(step) of \(steps) · " + String(format: "%.1f s", elapsed)
    }

    func show(step: Int) {
        Console.err("\r\u{1B}[K" + Self.line(step: step, of: steps, elapsed: Date().timeIntervalSince(start)))
    }

    /// The line erased before the summary.
    func clear() { Console.err("\r\u{1B}[K") }
}
