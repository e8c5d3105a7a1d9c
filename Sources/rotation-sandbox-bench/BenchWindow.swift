// The window app against ffplay on one private Xvfb: CPU per second of video (the
// process and the X server), peak memory, start-up, and frame times while turning.
// The session runs in a process of its own (`rotation-sandbox-bench window-session`):
// the window app's own code (Sandbox's runWindowApp) with a frame observer that acts
// and times, so it can be measured from outside (CPU, memory) and inside (frame times).

import CommandSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum WindowBench {
    struct Session {
        var cpuPerVideoSecond: Double
        var peakRSSMB: Double
        /// From just before the program is started to the first pixels it draws in its
        /// window, seen by the X server (`FirstPaintWatcher`): the same for both programs.
        var startupMs: Double
        /// Frame times by kind: t turning, r at rest, c composed again from the layers.
        var frames: [(kind: Character, ms: Double)]
        /// ffplay's own count of frames it dropped as late (its status line's `fd=`).
        var framesDropped = Double.nan
        /// Our window's own code resident at the end (`ResidentCode`), MB; NaN for ffplay.
        var residentCodeMB = Double.nan

        func frameMs(_ kinds: Set<Character>) -> [Double] { frames.filter { kinds.contains($0.kind) }.map(\.ms) }
    }

    /// Runs `argv` on the private X server, watching for its first paint there.
    private static func timed(_ argv: [String], x: PrivateXServer, env: [String: String] = [:],
                              log: String) throws -> (cost: ChildCost, startupMs: Double, xCPU: Double) {
        let watcher = try FirstPaintWatcher(display: x.display)
        let xBefore = x.cpuSeconds
        let launched = Proc.monotonic()
        let cost: ChildCost
        do {
            cost = try Proc.check(argv, env: env.merging(["DISPLAY": x.display]) { $1 }, log: log)
        } catch {
            _ = watcher.finish()
            throw error
        }
        let xCPU = x.cpuSeconds - xBefore
        let painted = watcher.finish()
        return (cost, painted.map { ($0 - launched) * 1000 } ?? .nan, xCPU)
    }

    /// One window session of the bench player for `seconds` after its first frame;
    /// `turnEvery` turns the device (frame-time runs). Those run without vsync, so a frame's
    /// time is what it takes to draw and present it: with vsync the present also waits for
    /// the X server's next (simulated, 60 Hz) vblank, a wait that depends on where the
    /// loop's own 60 Hz deadline falls against it, not on the frame (BENCHMARKS.md).
    /// `fullScreen`: the player's full-screen button is tapped too (P2).
    static func app(files: BenchFiles, x: PrivateXServer, seconds: Double, turnEvery: Double?,
                    fullScreen: Bool = false) throws -> Session {
        let framesFile = files.path("frames.txt")
        let firstFile = files.path("first-frame.txt")
        let codeFile = files.path("resident-code.txt")
        for path in [framesFile, firstFile, codeFile] { try? FileManager.default.removeItem(atPath: path) }
        var argv = [Bundled.executablePath, "window-session", "--video", files.video, "--seconds", "\(seconds)",
                    "--tap", "play", "--frames", framesFile, "--first-frame", firstFile, "--resident-code", codeFile]
        if let turnEvery { argv += ["--turn-every", "\(turnEvery)"] }
        if fullScreen { argv += ["--tap", "fullscreen"] }
        let run = try timed(argv, x: x, env: turnEvery == nil ? [:] : ["SDL_RENDER_VSYNC": "0"], log: files.log("window"))
        guard (try? String(contentsOfFile: firstFile, encoding: .utf8)) != nil,
              let framesText = try? String(contentsOfFile: framesFile, encoding: .utf8)
        else { throw BenchError.failed("the window session wrote no bench files (see \(files.log("window")))") }
        let frames = framesText.split(separator: "\n").compactMap { line -> (Character, Double)? in
            let fields = line.split(separator: " ")
            guard fields.count == 2, let kind = fields[0].first, let ms = Double(fields[1]) else { return nil }
            return (kind, ms)
        }
        let codeKB = (try? String(contentsOfFile: codeFile, encoding: .utf8))
            .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return Session(cpuPerVideoSecond: (run.cost.cpu + run.xCPU) / seconds, peakRSSMB: run.cost.peakRSSMB,
                       startupMs: run.startupMs, frames: frames, residentCodeMB: codeKB.map { $0 / 1024 } ?? .nan)
    }

    /// `ffplay -autoexit -an` of the same file in a window of the app's size. `-stats`
    /// prints its status line (every 30 ms) for the frames it dropped late.
    static func ffplay(files: BenchFiles, x: PrivateXServer) throws -> Session {
        let log = files.log("ffplay")
        let run = try timed(["ffplay", "-autoexit", "-an", "-x", "1280", "-y", "800", "-loglevel", "error", "-stats",
                             files.video], x: x, log: log)
        let status = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return Session(cpuPerVideoSecond: (run.cost.cpu + run.xCPU) / files.seconds, peakRSSMB: run.cost.peakRSSMB,
                       startupMs: run.startupMs, frames: [], framesDropped: lastDropCount(status))
    }

    /// The last `fd=N` of ffplay's status lines (NaN without one).
    static func lastDropCount(_ status: String) -> Double {
        guard let range = status.range(of: "fd=", options: .backwards) else { return .nan }
        let digits = status[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
        return Double(String(digits)) ?? .nan
    }
}

extension WindowBench {
    /// One turning session's figures on a line (`--turns-only`): turning frames' p50 and
    /// p99 against the composite frames' median, and the turns' first frames apart.
    static func turnSummary(_ session: Session) -> String {
        let turning = session.frameMs(["t"]), composite = median(session.frameMs(["c"]))
        // A turn's first frame: a turning frame after one that was not.
        var first: [Double] = [], rest: [Double] = []
        var previous: Character = "r"
        for frame in session.frames {
            if frame.kind == "t" {
                if previous == "t" { rest.append(frame.ms) } else { first.append(frame.ms) }
            }
            previous = frame.kind
        }
        let p50 = percentile(turning, 50), p99 = percentile(turning, 99)
        return String(format: "turn p50 %.2f ms (%.2f×) p99 %.2f ms (%.2f×), composite %.2f ms (%d); first frames median %.2f ms max %.2f (%d), other turning median %.2f",
                      p50, p50 / composite, p99, p99 / composite, composite, session.frameMs(["c"]).count,
                      median(first), first.max() ?? .nan, first.count, median(rest))
            + "; load " + ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?")
    }
}
