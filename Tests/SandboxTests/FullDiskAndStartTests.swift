import Foundation
import Testing

/// A full disk, a FIFO where a file is read, the first
/// moments of `record`, a relative video. Child processes, as in OutputSafetyTests.
@Suite("Full disk, special files, start-up (the command line in a child process)")
struct FullDiskAndStartTests {
    typealias Safety = OutputSafetyTests

    @Test("a full disk: exit 4, stdout names only files that exist, no half-written file is left")
    func fullDisk() throws {
        let dir = try Safety.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let binary = try #require(InterruptionTests.binary)
        // One turn: its recording (about 85 KB) cannot fit, the report, traces and thumbnail can.
        let file = dir + "/turn.yaml"
        try Safety.write("app: {root: VC}\ncontrollers: {VC: {}}\nsteps: [{rotate: landscapeLeft}]\n", file)
        // A file-size limit of 24 KB (48 blocks) fails every write past it with EFBIG, as a
        // full disk fails with ENOSPC; SIGXFSZ is ignored so the write returns the error.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 48; exec \"$0\" \"$@\"", binary,
                             "record", file, "--out", dir + "/out", "--hold", "0"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let text = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 4, "\(errors)")
        let wrote = try #require(text.split(separator: "\n").first { $0.hasPrefix("wrote ") }, "\(text)")
        let present = Safety.files(in: dir + "/out")
        if let list = wrote.split(separator: ":", maxSplits: 1).dropFirst().first {
            for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
                where !name.contains("thumbnail") {
                #expect(present.contains(name), "stdout says \(name) was written: \(present)")
            }
        }
        // The recording cannot fit: it is not left there, half-written.
        #expect(!present.contains("recording.mp4"), "\(present)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/.rotation-sandbox-partial"))
        #expect(errors.contains("recording.mp4"), "\(errors)")
    }

    @Test("app.infoPlist naming a FIFO: check says so in one line (exit 2) instead of blocking")
    func fifoPlist() throws {
        let dir = try Safety.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/Info.plist", 0o644) == 0)
        try Safety.write("app: {infoPlist: Info.plist, root: VC}\ncontrollers: {VC: {}}\n", dir + "/app.yaml")
        #expect(mkfifo(dir + "/pipe.yaml", 0o644) == 0)
        let plist = try Safety.run(["check", dir + "/app.yaml"], in: dir, within: 10)
        #expect(plist.status == 2, "check blocked on the FIFO (or ended otherwise)")
        #expect(plist.stderr.count == 1 && plist.stderr.first?.contains("named pipe (FIFO)") == true, "\(plist.stderr)")
        let scenario = try Safety.run(["check", dir + "/pipe.yaml"], in: dir, within: 10)
        #expect(scenario.status == 2)
        #expect(scenario.stderr.first?.contains("named pipe (FIFO)") == true, "\(scenario.stderr)")
    }

    @Test("a Ctrl+C before the first frame: exit 130, no MP4 without a stream, and the run says so",
          .enabled(if: TestLane.full))
    func interruptedAtOnce() throws {
        let dir = try Safety.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try InterruptionTests.playingForAnHour(in: dir)
        // Spawned with SIGINT blocked and sent at once: it is pending when the process
        // installs its handlers (which unblock it), so the run sees it before its first frame.
        let binary = try #require(InterruptionTests.binary)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGINT)
        posix_spawnattr_setsigmask(&attributes, &blocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, dir + "/stderr.txt", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let arguments: [String] = [binary, "record", file, "--out", dir + "/out"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, binary, &actions, &attributes, argv, environ) == 0)
        kill(pid, SIGINT)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let errors = (try? String(contentsOfFile: dir + "/stderr.txt", encoding: .utf8)) ?? ""
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 130, "wait status \(status): \(errors)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/recording.mp4"))
        #expect(errors.contains("recording.mp4: not written"), "\(errors)")
    }

    @Test("a relative video missing beside the scenario is reported missing, not taken from the current folder")
    func relativeVideo() throws {
        let dir = try Safety.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/scenarios", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Safety.sampleVideo, toPath: dir + "/clip.mp4")
        try Safety.write("app: {root: P}\ncontrollers: {P: {kind: player, player: {video: clip.mp4}}}\n", dir + "/scenarios/p.yaml")
        // Run from `dir`, where a clip.mp4 lies that the scenario does not mean.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(InterruptionTests.binary))
        process.arguments = ["check", "scenarios/p.yaml"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let run = Safety.Finished(status: process.terminationStatus, stdout: "", stderr: errors.split(separator: "\n"))
        #expect(run.status == 0)
        #expect(run.stderr.count == 1 && run.stderr.first?.contains("video file not found") == true
                && run.stderr.first?.contains("scenarios/clip.mp4") == true, "\(run.stderr)")
    }
}
