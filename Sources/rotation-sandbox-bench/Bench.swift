import ArgumentParser
import CommandSupport
import Foundation
import Sandbox

@main
enum BenchMain {
    static func main() { CommandMain.run(Bench.self) }
}

/// `rotation-sandbox-bench`: the figures of BENCHMARKS.md, each the median of several
/// runs and, where there is a reference tool, a ratio against it measured in the same
/// run on the same input (other builds share the machine; ratios survive that better).
/// A tool of its own, out of the product: the app carries no bench code.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotation-sandbox-bench",
        abstract: "Runs the benchmarks of BENCHMARKS.md against ffmpeg and ffplay.",
        discussion: """
            Needs ffmpeg, ffprobe, ffplay and Xvfb, and rotation-sandbox built next to it \
            (`make bench` builds both). Makes its 1080p test file once in \
            ~/.cache/rotation-sandbox-bench. Takes a few minutes; --quick takes about one.
            """,
        subcommands: [WindowSession.self])

    @Flag(help: "Print one JSON object on stdout (the table goes to stderr).")
    var json = false

    @Flag(help: "One run of each, shorter clips: for trying it out, not for the record.")
    var quick = false

    @Option(help: .hidden)
    var engineOnly: Int?

    @Option(help: .hidden)
    var pipelineOnly: Int?

    /// The turning window sessions alone (their frame times against composite frames).
    @Option(help: "Only the turning-frame figures, from this many window sessions.")
    var turnsOnly: Int?

    /// The lint figures alone (they need no ffmpeg, no X server).
    @Flag(help: "Only the lint figures: explored states per second, the time to lint the largest scenario, memory per state.")
    var lintOnly = false

    /// lint_bytes_per_state at another number of states than 1,000,000 (a debug build
    /// explores too slowly for a million).
    @Option(help: .hidden)
    var lintMemoryStates: Int?

    /// The record figures alone: `record` against ffmpeg's encode and transcode.
    @Flag(help: .hidden)
    var recordOnly = false

    /// `scan` alone: on the generated 1,500-file project, or on PATH (a real app).
    @Option(help: .hidden)
    var scanOnly: String?

    func run() throws {
        if let changes = engineOnly {
            // Profiling aid (valgrind --tool=callgrind): the engine loop alone.
            let result = try EngineBench.run(changes: changes)
            let eventsEach = String(format: "%.1f", Double(result.events) / Double(max(1, result.changes)))
            Console.out("\(Int(result.changesPerSecond)) device changes/s, \(eventsEach) events each\n")
            return
        }
        if let runs = pipelineOnly {
            // Profiling aid: the video pipeline alone, with the process's CPU seconds.
            let files = try BenchFiles(seconds: 10)
            for _ in 0..<runs {
                var t0 = timespec(), t1 = timespec()
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0)
                let ours = try MainActor.assumeIsolated {
                    try BenchPipeline.videoFPS(path: files.video, frames: files.frames, fps: files.fps)
                }
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1)
                let cpu = Double(t1.tv_sec - t0.tv_sec) + Double(t1.tv_nsec - t0.tv_nsec) / 1e9
                Console.out(String(format: "%.2f fps %.3f cpu-s\n", ours, cpu))
            }
            return
        }
        if let runs = turnsOnly {
            let files = try BenchFiles(seconds: quick ? 3 : 10)
            let x = try PrivateXServer()
            defer { x.stop() }
            for _ in 0..<max(1, runs) {
                let session = try WindowBench.app(files: files, x: x, seconds: files.seconds, turnEvery: 0.5)
                Console.out(WindowBench.turnSummary(session) + "\n")
            }
            return
        }
        if let states = lintMemoryStates, !lintOnly {
            let memory = try LintBench.memory(states: states)
            Console.out(String(format: "lint_bytes_per_state %.1f (peak %.1f MB at %d states)\n",
                               memory.bytesPerState, memory.peakMB, memory.states))
            return
        }
        if lintOnly {
            var f = Figures()
            try measureLint(&f, runs: quick ? 1 : 3)
            Console.out(json ? f.json + "\n" : f.lintTable())
            return
        }
        if recordOnly {
            var f = Figures()
            try measureRecord(&f, files: try BenchFiles(seconds: quick ? 3 : 10), runs: quick ? 1 : 3)
            Console.out(f.table(runs: quick ? 1 : 3).split(separator: "\n").filter { $0.contains("record") || $0.contains("encode") || $0.contains("transcode") }
                .joined(separator: "\n") + "\n")
            return
        }
        if let target = scanOnly {
            let folder = target == "generated" ? try ScanBench.project(files: 1500) : target
            let r = try ScanBench.run(folder: folder, runs: quick ? 1 : 5)
            Console.out(String(format: "%d files: scan %.3f s, bare parse %.3f s, scan/parse %.2f, %.0f files/s\n",
                               r.files, r.scanSeconds, r.parseSeconds, r.scanSeconds / r.parseSeconds, Double(r.files) / r.scanSeconds))
            return
        }
        let runs = quick ? 1 : 3
        let figures: Figures
        do {
            figures = try measure(runs: runs)
        } catch {
            Console.err("bench: \(error)\n")
            // A measurement that could not be made: the bench's own failure, not a bad option.
            throw ExitStatus.failed.code
        }
        let table = figures.table(runs: runs)
        if json {
            Console.err(table)
            Console.out(figures.json + "\n")
        } else {
            Console.out(table)
        }
    }

    private func progress(_ text: String) { Console.err("bench: \(text)\n") }

    private func measureLint(_ f: inout Figures, runs: Int) throws {
        var rates: [Double] = [], seconds: [Double] = [], generated: [Double] = []
        let project = try ScanBench.project(files: 1500)
        for _ in 0..<runs {
            let result = try LintBench.run()
            rates.append(result.statesPerSecond)
            seconds.append(result.largestSeconds)
            f.lintLargest = "\(result.largest), \(result.largestStates) states"
            generated.append(try LintBench.project(project))
        }
        f.values["lint_states_per_s"] = median(rates)
        f.values["lint_largest_s"] = median(seconds)
        f.values["lint_generated_s"] = median(generated)
        // Memory is not noisy as time is: one run.
        let memory = try LintBench.memory(states: lintMemoryStates ?? 1_000_000)
        f.values["lint_bytes_per_state"] = memory.bytesPerState
        f.values["lint_rss_1m_mb"] = memory.peakMB
    }

    /// Every figure, concept by concept; the X server is shared by the window's figures.
    private func measure(runs: Int) throws -> Figures {
        var f = Figures()
        progress("making the 1080p test file")
        let files = try BenchFiles(seconds: quick ? 3 : 10)
        progress("scan of a 1,500-file project vs swift-syntax's parse")
        try measureScan(&f)
        progress("engine")
        try measureEngine(&f, runs: runs)
        progress("lint")
        try measureLint(&f, runs: runs)
        progress("pipeline vs ffmpeg decode")
        try measurePipeline(&f, files: files, runs: runs)
        let x = try PrivateXServer()
        defer { x.stop() }
        progress("window app vs ffplay on Xvfb")
        try measurePlayback(&f, files: files, x: x, runs: runs)
        progress("frame times while turning the device every 0.5 s, against composite frames")
        try measureTurning(&f, files: files, x: x, runs: runs)
        progress("record vs ffmpeg encode and transcode")
        try measureRecord(&f, files: files, runs: runs)
        return f
    }

    private func measureScan(_ f: inout Figures) throws {
        let scan = try ScanBench.run(folder: try ScanBench.project(files: 1500), runs: quick ? 1 : 5)
        f.values["scan_files_per_s"] = Double(scan.files) / scan.scanSeconds
        f.values["scan_vs_parse"] = scan.scanSeconds / scan.parseSeconds
    }

    private func measureEngine(_ f: inout Figures, runs: Int) throws {
        let changes = quick ? 50_000 : 300_000
        var engine: [Double] = [], emitted: [Double] = []
        for _ in 0..<runs {
            let result = try EngineBench.run(changes: changes)
            engine.append(result.changesPerSecond)
            emitted.append(Double(result.events) / result.seconds)
            f.eventsPerChange = Double(result.events) / Double(result.changes)
        }
        f.values["engine_events_per_s"] = median(engine)
        f.values["engine_emitted_per_s"] = median(emitted)
    }

    /// The player's path from file to pixels against `ffmpeg -f null`, and the whole window.
    private func measurePipeline(_ f: inout Figures, files: BenchFiles, runs: Int) throws {
        var pipeline: [Double] = [], decode: [Double] = [], ratio: [Double] = [], window: [Double] = []
        for _ in 0..<runs {
            let ours = try MainActor.assumeIsolated {
                try BenchPipeline.videoFPS(path: files.video, frames: files.frames, fps: files.fps)
            }
            let theirs = try MediaBench.ffmpegDecodeFPS(files: files)
            pipeline.append(ours); decode.append(theirs); ratio.append(ours / theirs)
            window.append(try MainActor.assumeIsolated { try MediaBench.pipelineFPS(files: files) })
        }
        f.windowFPS = median(window)
        f.values["pipeline_fps"] = median(pipeline)
        f.values["ffmpeg_decode_fps"] = median(decode)
        f.values["pipeline_vs_decode"] = median(ratio)
    }

    /// The window playing against ffplay playing: CPU, memory, start-up; then full screen.
    private func measurePlayback(_ f: inout Figures, files: BenchFiles, x: PrivateXServer, runs: Int) throws {
        var cpu: [Double] = [], ffCPU: [Double] = [], cpuRatio: [Double] = []
        var rss: [Double] = [], ffRSS: [Double] = [], ffLate: [Double] = [], code: [Double] = []
        var startup: [Double] = [], ffStartup: [Double] = [], startupRatio: [Double] = []
        func started(_ ours: WindowBench.Session, _ theirs: WindowBench.Session) {
            startup.append(ours.startupMs); ffStartup.append(theirs.startupMs)
            startupRatio.append(ours.startupMs / theirs.startupMs)
            ffLate.append(theirs.framesDropped)
        }
        for _ in 0..<runs {
            let ours = try WindowBench.app(files: files, x: x, seconds: files.seconds, turnEvery: nil)
            let theirs = try WindowBench.ffplay(files: files, x: x)
            cpu.append(ours.cpuPerVideoSecond); ffCPU.append(theirs.cpuPerVideoSecond)
            cpuRatio.append(ours.cpuPerVideoSecond / theirs.cpuPerVideoSecond)
            rss.append(ours.peakRSSMB); ffRSS.append(theirs.peakRSSMB); code.append(ours.residentCodeMB)
            started(ours, theirs)
        }
        progress("the player full screen vs ffplay")
        var fullCPU: [Double] = [], fullRatio: [Double] = []
        for _ in 0..<runs {
            let ours = try WindowBench.app(files: files, x: x, seconds: files.seconds, turnEvery: nil, fullScreen: true)
            let theirs = try WindowBench.ffplay(files: files, x: x)
            fullCPU.append(ours.cpuPerVideoSecond); fullRatio.append(ours.cpuPerVideoSecond / theirs.cpuPerVideoSecond)
            ffCPU.append(theirs.cpuPerVideoSecond)
            started(ours, theirs)
        }
        f.values["startup_ms"] = median(startup)
        f.values["ffplay_startup_ms"] = median(ffStartup)
        f.values["startup_vs_ffplay"] = median(startupRatio)
        f.values["fullscreen_playback_cpu_s_per_video_s"] = median(fullCPU)
        f.values["fullscreen_playback_cpu_vs_ffplay"] = median(fullRatio)
        f.values["playback_cpu_s_per_video_s"] = median(cpu)
        f.values["ffplay_cpu_s_per_video_s"] = median(ffCPU)
        f.values["playback_cpu_vs_ffplay"] = median(cpuRatio)
        f.values["peak_rss_mb"] = median(rss)
        f.values["ffplay_peak_rss_mb"] = median(ffRSS)
        f.values["window_code_resident_mb"] = median(code)
        f.values["ffplay_frames_dropped"] = median(ffLate)
    }

    /// A turning session's frames against composite frames of the same window.
    private func measureTurning(_ f: inout Figures, files: BenchFiles, x: PrivateXServer, runs: Int) throws {
        var p50: [Double] = [], p99: [Double] = [], dropped: [Double] = []
        var turnP50: [Double] = [], turnP99: [Double] = [], composite: [Double] = []
        var p50Ratio: [Double] = [], p99Ratio: [Double] = []
        for _ in 0..<runs {
            let session = try WindowBench.app(files: files, x: x, seconds: files.seconds, turnEvery: 0.5)
            // The session's own frames, as before composite frames were asked for.
            let drawn = session.frameMs(["t", "r"]), turning = session.frameMs(["t"])
            p50.append(percentile(drawn, 50)); p99.append(percentile(drawn, 99))
            dropped.append(Double(drawn.filter { $0 > 1000.0 / 60 }.count))
            let base = median(session.frameMs(["c"]))
            composite.append(base)
            turnP50.append(percentile(turning, 50)); turnP99.append(percentile(turning, 99))
            p50Ratio.append(percentile(turning, 50) / base); p99Ratio.append(percentile(turning, 99) / base)
        }
        f.values["frame_time_p50_ms"] = median(p50)
        f.values["frame_time_p99_ms"] = median(p99)
        f.values["turn_frames_dropped"] = median(dropped)
        f.values["turn_frame_p50_ms"] = median(turnP50)
        f.values["turn_frame_p99_ms"] = median(turnP99)
        f.values["composite_frame_ms"] = median(composite)
        f.values["turn_frame_p50_vs_composite"] = median(p50Ratio)
        f.values["turn_frame_p99_vs_composite"] = median(p99Ratio)
    }

    /// `record` against ffmpeg encoding generated frames (no decode), and against ffmpeg
    /// transcoding the same source to the same size, rate and x264 settings.
    private func measureRecord(_ f: inout Figures, files: BenchFiles, runs: Int) throws {
        var record: [Double] = [], encode: [Double] = [], transcode: [Double] = []
        var encodeRatio: [Double] = [], transcodeRatio: [Double] = []
        for _ in 0..<runs {
            let ours = try MediaBench.record(files: files, quick: quick)
            let encoded = try MediaBench.ffmpegEncodeSeconds(files: files, frames: ours.frames)
            let transcoded = try MediaBench.ffmpegTranscodeSeconds(files: files, frames: ours.frames)
            record.append(ours.seconds); encode.append(encoded); transcode.append(transcoded)
            encodeRatio.append(ours.seconds / encoded); transcodeRatio.append(ours.seconds / transcoded)
            f.recordFrames = ours.frames
        }
        f.values["record_s"] = median(record)
        f.values["ffmpeg_encode_s"] = median(encode)
        f.values["record_vs_encode"] = median(encodeRatio)
        f.values["ffmpeg_transcode_s"] = median(transcode)
        f.values["record_vs_transcode"] = median(transcodeRatio)
    }
}
