import Foundation
import Testing

/// Ctrl+C and SIGTERM as a user sends them: to the `rotation-sandbox` process, from
/// outside. The run must end within a second of its own work after the signal (the
/// kernel's CPU count: a busy machine only delays it) with a playable MP4
/// (ffprobe reads it), a report saying where it stopped, and exit status 128 + signal.
/// Child processes waiting on real signals take seconds: `make test` runs them
/// (ROTATION_SANDBOX_FULL_TESTS=1); the quick edit-test lane leaves them out.
@Suite("Signals and limits (the command line in a child process)", .enabled(if: TestLane.full))
struct InterruptionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The binary built next to this test bundle (`swift build` builds both).
    /// ROTATION_SANDBOX_BINARY=PATH runs the child-process tests against another build
    /// (an older one, to see a test fail where the bug still is).
    static var binary: String? {
        if let other = ProcessInfo.processInfo.environment["ROTATION_SANDBOX_BINARY"], !other.isEmpty { return other }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            beside.deletingLastPathComponent().appendingPathComponent("rotation-sandbox").path,
            beside.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rotation-sandbox").path,
            root.appendingPathComponent(".build/debug/rotation-sandbox").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A running child with its output in files.
    struct Child {
        let pid: pid_t
        let stdout: String
        let stderr: String

        init(_ arguments: [String], in dir: String, environment extra: [String: String] = [:]) throws {
            let binary = try #require(InterruptionTests.binary, "build rotation-sandbox first (swift build)")
            stdout = dir + "/stdout.txt"
            stderr = dir + "/stderr.txt"
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            var environment = ProcessInfo.processInfo.environment
            for (key, value) in extra { environment[key] = value }
            let argv = ([binary] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, binary, &actions, nil, argv, envp)
            try #require(spawned == 0, "cannot start \(binary): \(String(cString: strerror(spawned)))")
            self.pid = pid
        }

        /// The exit status, or nil (after killing it) if it did not end within `seconds`.
        func exitStatus(within seconds: Double) -> Int32? {
            let deadline = Date(timeIntervalSinceNow: seconds)
            var status: Int32 = 0
            while Date() < deadline {
                let ended = waitpid(pid, &status, WNOHANG)
                if ended == pid {
                    // WIFEXITED / WEXITSTATUS, which Swift does not import.
                    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                }
                usleep(5_000)
            }
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            return nil
        }

        /// Sends `signal` and waits for the end. The bound the contract sets ("within a
        /// second") is judged on the work the child does after the signal — its own CPU
        /// seconds, from the kernel — so a machine busy with other builds, which delays
        /// the child's every step, does not decide the outcome; a child that never ends
        /// is killed after `wallLimit`. Where the kernel's count cannot be read, the
        /// wall-clock time from the signal stands in.
        func end(by signal: Int32, wallLimit: Double = 60) -> (status: Int32?, seconds: Double) {
            let before = Self.cpuSeconds(of: pid)
            let sent = Date()
            kill(pid, signal)
            var status: Int32 = 0
            var usage = rusage()
            while Date().timeIntervalSince(sent) < wallLimit {
                if wait4(pid, &status, WNOHANG, &usage) == pid {
                    let total = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
                    let seconds = before.map { total - $0 } ?? Date().timeIntervalSince(sent)
                    return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), seconds)
                }
                usleep(5_000)
            }
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            return (nil, wallLimit)
        }

        /// User + system CPU seconds of a running process, all its threads.
        static func cpuSeconds(of pid: pid_t) -> Double? {
            #if os(Linux)
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // Fields 14 and 15 of proc(5) (utime, stime); these start at field 3.
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
            return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
            #else
            return nil
            #endif
        }

        var errorLines: [Substring] {
            (try? String(contentsOfFile: stderr, encoding: .utf8))?.split(separator: "\n") ?? []
        }
    }

    /// Waits (up to a minute) until `path` holds more than `bytes`: frames are being written.
    static func waitForGrowth(_ path: String, beyond bytes: Int, child: Child) throws {
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            if size > bytes { return }
            usleep(20_000)
        }
        kill(child.pid, SIGKILL)
        var status: Int32 = 0
        waitpid(child.pid, &status, 0)
        Issue.record("\(path) never grew beyond \(bytes) bytes")
        throw CancellationError()
    }

    /// ffprobe's frame count and duration of a video, or nil when it cannot read it.
    static func probe(_ path: String) throws -> (frames: Int, duration: Double)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-select_streams", "v:0", "-count_packets",
                             "-show_entries", "stream=nb_read_packets:format=duration", "-of", "default=nw=1", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        guard let frames = values["nb_read_packets"].flatMap(Int.init),
              let duration = values["duration"].flatMap(Double.init) else { return nil }
        return (frames, duration)
    }

    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "interruption-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A video plays for an hour: every frame is drawn, the run is long.
    static func playingForAnHour(in dir: String) throws -> String {
        let video = root.appendingPathComponent("Assets/videos/sample-landscape.mp4").path
        let path = dir + "/hour.yaml"
        try """
            app: {root: Player}
            controllers: {Player: {kind: player, player: {video: \(video)}}}
            steps: [{tap: play}, {wait: 3600}]
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("SIGINT ends record within a second of its work: a playable MP4 of what was recorded, the report, exit 130")
    func recordInterrupted() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out"
        let child = try Child(["record", try Self.playingForAnHour(in: dir), "--out", out, "--max-seconds", "3600"], in: dir)
        // It is written in the staging folder and renamed into place at the end (OutputFolder).
        try Self.waitForGrowth(out + "/.rotation-sandbox-partial/recording.mp4", beyond: 4096, child: child)
        let (status, seconds) = child.end(by: SIGINT)
        #expect(status == 130, "exit status \(status.map(String.init) ?? "none: still running after a minute")")
        #expect(seconds < 1, "\(seconds) s of work after SIGINT")
        let video = try #require(try Self.probe(out + "/recording.mp4"), "ffprobe cannot read recording.mp4")
        #expect(video.frames > 10 && video.duration > 0.3, "\(video)")
        let report = try String(contentsOfFile: out + "/report.md", encoding: .utf8)
        #expect(report.contains("stopped at step 2 of 2"), "\(report)")
        #expect(report.contains("interrupted (SIGINT)"))
        #expect(child.errorLines.count == 1 && child.errorLines.first?.contains("interrupted (SIGINT)") == true,
                "\(child.errorLines)")
    }

    @Test("record stops at --max-seconds: one line, exit 4, a recording of that length")
    func recordLengthLimit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/long.yaml"
        try "app: {root: VC}\ncontrollers: {VC: {}}\nsteps: [{wait: 3600}]\n".write(toFile: file, atomically: true, encoding: .utf8)
        let child = try Child(["record", file, "--out", dir + "/out", "--max-seconds", "3"], in: dir)
        let status = child.exitStatus(within: 60)
        #expect(status == 4)
        #expect(child.errorLines.count == 1, "\(child.errorLines)")
        #expect(child.errorLines.first?.contains("length limit of 3 s; raise --max-seconds") == true, "\(child.errorLines)")
        let video = try #require(try Self.probe(dir + "/out/recording.mp4"), "ffprobe cannot read recording.mp4")
        #expect(abs(video.duration - 3.03) < 0.1, "\(video)")
        #expect(try String(contentsOfFile: dir + "/out/report.md", encoding: .utf8).contains("stopped at step 1 of 1"))
    }

    @Test("SIGTERM ends accept (the window) within a second of its work: report, junit.xml, a playable MP4, exit 143")
    func acceptTerminated() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out"
        let file = Self.root.appendingPathComponent("Tests/Fixtures/acceptance-checklist.yaml").path
        let child = try Child(["accept", file, "--out", out], in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        // The window records from its first frame; a window at rest encodes nothing new
        // (held frames), so the file does not grow: give it a moment to draw instead.
        try Self.waitForGrowth(out + "/.rotation-sandbox-partial/recording.mp4", beyond: 0, child: child)
        usleep(1_500_000)
        let (status, seconds) = child.end(by: SIGTERM)
        #expect(status == 143, "exit status \(status.map(String.init) ?? "none: still running after a minute")")
        #expect(seconds < 1, "\(seconds) s of work after SIGTERM")
        let video = try #require(try Self.probe(out + "/recording.mp4"), "ffprobe cannot read recording.mp4")
        #expect(video.frames >= 1, "\(video)")
        let report = try String(contentsOfFile: out + "/report.md", encoding: .utf8)
        #expect(report.contains("stopped at step 1 of"), "\(report)")
        #expect(report.contains("interrupted (SIGTERM)"))
        #expect(FileManager.default.fileExists(atPath: out + "/junit.xml"))
    }
}
