// The bench's process plumbing: child processes with their own CPU time and peak
// memory (wait4's rusage and /proc's high-water mark, per child), /proc readings for a process we don't wait for
// (the X server), a private Xvfb, and the 1080p test file made by the ffmpeg tool.

import CommandSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one finished child cost.
struct ChildCost {
    var status: Int32
    var wall: Double
    /// User + system CPU seconds of the child (and of children it waited for).
    var cpu: Double
    var peakRSSMB: Double
}

enum BenchError: Error, CustomStringConvertible {
    case failed(String)
    var description: String {
        switch self {
        case .failed(let message): message
        }
    }
}

enum Proc {
    static func monotonic() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Starts `argv` (looked up on PATH) with extra environment; output goes to `log`
    /// (or /dev/null) so the bench's table stays readable.
    static func spawn(_ argv: [String], env extra: [String: String] = [:], log: String? = nil) throws -> pid_t {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extra { environment[key] = value }
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in cArgs { free(p) }
            for p in cEnv { free(p) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let out = log ?? "/dev/null"
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var pid: pid_t = 0
        let rc = posix_spawnp(&pid, argv[0], &actions, nil, cArgs, cEnv)
        guard rc == 0 else { throw BenchError.failed("cannot start \(argv[0]): \(String(cString: strerror(rc)))") }
        return pid
    }

    /// Waits for `pid`: its own rusage gives the child's CPU; its peak RSS is the kernel's
    /// high-water mark of the child's memory (VmHWM), read while it runs. Not rusage's
    /// `ru_maxrss`: posix_spawn starts the child on this process's memory (vfork), and exec
    /// carries that memory's high-water mark into the child's — every child would weigh at
    /// least what the bench itself does (273 MB once scan's figure ran in-process).
    static func wait(_ pid: pid_t, startedAt start: Double) -> ChildCost {
        var status: Int32 = 0
        var usage = rusage()
        var peakKB = 0
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid || (done < 0 && errno != EINTR) { break }
            // VmHWM only grows while the child lives; the last reading is its peak, short
            // of what a final 10 ms might add.
            if let kb = highWaterKB(of: pid) { peakKB = max(peakKB, kb) }
            usleep(10_000)
        }
        let wall = monotonic() - start
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ChildCost(status: exit, wall: wall, cpu: cpu, peakRSSMB: Double(peakKB) / 1024)
    }

    /// VmHWM of a running process, in kB (nil once it has exited).
    private static func highWaterKB(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        // "VmHWM:\t  201508 kB"
        return line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
    }

    static func run(_ argv: [String], env: [String: String] = [:], log: String? = nil) throws -> ChildCost {
        let start = monotonic()
        let pid = try spawn(argv, env: env, log: log)
        return wait(pid, startedAt: start)
    }

    /// Runs and insists on exit status 0 (the reference tools and our own commands).
    static func check(_ argv: [String], env: [String: String] = [:], log: String? = nil) throws -> ChildCost {
        let cost = try run(argv, env: env, log: log)
        guard cost.status == 0 else {
            throw BenchError.failed("\(argv.joined(separator: " ")) exited with \(cost.status)"
                + (log.map { " (see \($0))" } ?? ""))
        }
        return cost
    }

    /// utime + stime of a running process, from /proc (the X server, which we don't wait for).
    static func cpuSeconds(of pid: pid_t) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // Fields after the command name: state is field 3, utime 14, stime 15.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let utime = Double(fields[11]), let stime = Double(fields[12]) else { return nil }
        return (utime + stime) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    static func kill(_ pid: pid_t) {
        _ = Glibc.kill(pid, SIGTERM)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }

    private static func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }

    /// `rotation-sandbox`, built next to this tool (its `record` is timed).
    static func product() throws -> String {
        let path = ((Bundled.executablePath as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("rotation-sandbox")
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError.failed("\(path) not built (make bench builds it)")
        }
        return path
    }
}

/// A private X server on a free display number, so its pid (and CPU time) is ours.
final class PrivateXServer {
    let display: String
    let pid: pid_t

    init(width: Int = 1600, height: Int = 900) throws {
        guard let number = (97..<140).first(where: {
            !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
                && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
        }) else { throw BenchError.failed("no free X display number in :97…:139") }
        display = ":\(number)"
        pid = try Proc.spawn(["Xvfb", display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"])
        let deadline = Proc.monotonic() + 10
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            if Proc.monotonic() > deadline {
                Proc.kill(pid)
                throw BenchError.failed("Xvfb \(display) did not start within 10 s")
            }
            usleep(20_000)
        }
    }

    var cpuSeconds: Double { Proc.cpuSeconds(of: pid) ?? 0 }

    func stop() { Proc.kill(pid) }
}

/// The bench's inputs, made once per machine into a cache folder (never committed).
struct BenchFiles {
    let directory: String
    let video: String
    let seconds: Double
    let fps = 30
    var frames: Int { Int(seconds) * fps }

    /// `seconds` of 1920×1080 H.264 at 30 fps: testsrc2 with a frame counter drawn on it.
    init(seconds: Double) throws {
        let cache = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        directory = (cache as NSString).appendingPathComponent("rotation-sandbox-bench")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        self.seconds = seconds
        video = (directory as NSString).appendingPathComponent("bench-1080p-\(Int(seconds))s.mp4")
        guard !FileManager.default.fileExists(atPath: video) else { return }
        let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let text = FileManager.default.fileExists(atPath: font)
            ? ",drawtext=fontfile=\(font):text='%{n}':fontsize=96:fontcolor=white:x=60:y=60" : ""
        let partial = video + ".part.mp4"
        _ = try Proc.check([
            "ffmpeg", "-y", "-v", "error", "-f", "lavfi",
            "-i", "testsrc2=size=1920x1080:rate=\(fps)\(text)", "-t", "\(Int(seconds))",
            "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", partial,
        ], log: log("make-video"))
        try FileManager.default.moveItem(atPath: partial, toPath: video)
    }

    func log(_ name: String) -> String { (directory as NSString).appendingPathComponent("\(name).log") }

    func path(_ name: String) -> String { (directory as NSString).appendingPathComponent(name) }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
    return sorted[min(sorted.count - 1, max(0, rank))]
}
