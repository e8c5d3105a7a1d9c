import Foundation
import Testing

/// "never lose or replace what is the user's": the command line in a child
/// process (each behaviour is the process's: its exit status, its files, its streams).
/// A quick `record` of one step takes about a second, so these run in both lanes; the
/// SIGKILL case waits on a recording and runs in `make test` only.
@Suite("Output safety (the command line in a child process)")
struct OutputSafetyTests {
    static let root = InterruptionTests.root
    /// One step that does not turn (the device starts portrait): the files of a recorded
    /// turn (recording.mp4, report.md, a thumbnail, the traces) from a one-frame recording,
    /// about a third of a turn's cost. These tests check the folder, not the pictures.
    static let shortScenario = "app: {root: VC}\ncontrollers: {VC: {}}\nsteps: [{rotate: portrait}]\n"
    static let sampleVideo = root.appendingPathComponent("Assets/videos/sample-landscape.mp4").path

    /// A finished child: exit status (128 + signal when a signal ended it), stdout, stderr.
    struct Finished {
        var status: Int32?
        var stdout: String
        var stderr: [Substring]
    }

    /// Runs the binary with `arguments` in `dir` and waits (up to `seconds`; nil status: it hung).
    static func run(_ arguments: [String], in dir: String, within seconds: Double = 60,
                    environment: [String: String] = [:]) throws -> Finished {
        let child = try InterruptionTests.Child(arguments, in: dir, environment: environment)
        let status = child.exitStatus(within: seconds)
        let stdout = (try? String(contentsOfFile: child.stdout, encoding: .utf8)) ?? ""
        return Finished(status: status, stdout: stdout, stderr: child.errorLines)
    }

    static func folder() throws -> String { try InterruptionTests.folder() }

    static func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func files(in dir: String) -> [String] {
        let all = FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []
        return all.filter { !$0.hasPrefix(".") }.sorted()
    }

    // MARK: item 1

    @Test("an Info.plist nested 10,000 arrays deep is refused in one line (exit 2), not a crash (139)")
    func deepPlist() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let body = String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000)
        try Self.write("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>X</key>\(body)</dict></plist>\n",
                       dir + "/Info.plist")
        let new = try Self.run(["new", "--plist", dir + "/Info.plist"], in: dir)
        #expect(new.status == 2)
        #expect(new.stderr.count == 1 && new.stderr.first?.contains("nested more than 64 levels") == true, "\(new.stderr)")
        try Self.write("app: {infoPlist: Info.plist, root: VC}\ncontrollers: {VC: {}}\n", dir + "/app.yaml")
        let check = try Self.run(["check", dir + "/app.yaml"], in: dir)
        #expect(check.status == 2)
        #expect(check.stderr.count == 1 && check.stderr.first?.contains("app.infoPlist") == true, "\(check.stderr)")
    }

    // MARK: item 2

    @Test("record refuses a folder where it would replace its own input (the video is OUT/recording.mp4)")
    func inputInOutputFolder() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.sampleVideo, toPath: dir + "/out/recording.mp4")
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/out/recording.mp4"))
        try Self.write("app: {root: P}\ncontrollers: {P: {kind: player, player: {video: out/recording.mp4}}}\nsteps: [{tap: play}]\n",
                       dir + "/video.yaml")
        for force in [false, true] {
            let run = try Self.run(["record", dir + "/video.yaml", "--out", dir + "/out", "--hold", "0"] + (force ? ["--force"] : []), in: dir)
            #expect(run.status == 4)
            #expect(run.stderr.count == 1 && run.stderr.first?.contains("is an input of this run") == true, "\(run.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/out/recording.mp4")) == before, "the user's video changed")
        }
    }

    // MARK: item 3

    @Test("check --junit refuses a FIFO, a symbolic link and the scenario itself (exit 4), and leaves them")
    func junitTargets() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = dir + "/s.yaml"
        try Self.write(Self.shortScenario, scenario)
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try Self.write("<testsuites/>\n", dir + "/target.xml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.xml", withDestinationPath: dir + "/target.xml")
        for (target, reason) in [(dir + "/fifo", "named pipe"), (dir + "/link.xml", "symbolic link"), (scenario, "input of this run")] {
            let run = try Self.run(["check", scenario, "--junit", target], in: dir)
            #expect(run.status == 4, "\(target)")
            #expect(run.stderr.count == 1 && run.stderr.first?.contains(reason) == true, "\(run.stderr)")
        }
        var info = stat()
        #expect(lstat(dir + "/fifo", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
        #expect(lstat(dir + "/link.xml", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        #expect(try String(contentsOfFile: scenario, encoding: .utf8) == Self.shortScenario)
        // A new file and an earlier report are written.
        let fresh = try Self.run(["check", scenario, "--junit", dir + "/junit.xml"], in: dir)
        let again = try Self.run(["check", scenario, "--junit", dir + "/junit.xml"], in: dir)
        #expect(fresh.status == 0 && again.status == 0, "\(fresh.stderr) \(again.stderr)")
        #expect(try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8).contains("<testsuite"))
    }

    // MARK: item 4

    @Test("a shorter second run leaves none of the first run's thumbnails; the manifest says what is there")
    func staleOutputsRemoved() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write("app: {root: VC}\ncontrollers: {VC: {}}\nsteps: [{rotate: portrait}, {rotate: portrait}, {snapshot: turned}]\n",
                       dir + "/long.yaml")
        try Self.write(Self.shortScenario, dir + "/short.yaml")
        let first = try Self.run(["record", dir + "/long.yaml", "--out", dir + "/out", "--hold", "0"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(Self.files(in: dir + "/out").contains("shots/step-03.png"))
        let second = try Self.run(["record", dir + "/short.yaml", "--out", dir + "/out", "--hold", "0"], in: dir)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(Self.files(in: dir + "/out") == ["recording.mp4", "report.md", "shots", "shots/step-01.png", "trace.jsonl", "trace.log"])
        #expect(second.stdout.contains("removed the earlier run's 3 files"), "\(second.stdout)")
    }

    @Test("a folder holding the user's files is refused unless --force, which leaves them")
    func usersFiles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(Self.shortScenario, dir + "/s.yaml")
        try FileManager.default.createDirectory(atPath: dir + "/out/shots", withIntermediateDirectories: true)
        try Self.write("my notes\n", dir + "/out/report.md")
        try Self.write("mine\n", dir + "/out/notes.txt")
        let refused = try Self.run(["record", dir + "/s.yaml", "--out", dir + "/out", "--hold", "0"], in: dir)
        #expect(refused.status == 4)
        #expect(refused.stderr.count == 1 && refused.stderr.first?.contains("no earlier run's output (notes.txt, report.md)") == true,
                "\(refused.stderr)")
        #expect(try String(contentsOfFile: dir + "/out/report.md", encoding: .utf8) == "my notes\n")
        let forced = try Self.run(["record", dir + "/s.yaml", "--out", dir + "/out", "--hold", "0", "--force"], in: dir)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: dir + "/out/notes.txt", encoding: .utf8) == "mine\n")
        #expect(try String(contentsOfFile: dir + "/out/report.md", encoding: .utf8).contains("# s"))
    }

    @Test("an output named by a symbolic link is refused; with --force the link is replaced, never written through")
    func symlinkOutputs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(Self.shortScenario, dir + "/s.yaml")
        try Self.write("precious\n", dir + "/precious.txt")
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/out/recording.mp4", withDestinationPath: dir + "/precious.txt")
        try FileManager.default.createSymbolicLink(atPath: dir + "/out/shots", withDestinationPath: dir)
        let refused = try Self.run(["record", dir + "/s.yaml", "--out", dir + "/out", "--hold", "0"], in: dir)
        #expect(refused.status == 4, "\(refused.stderr)")
        let forced = try Self.run(["record", dir + "/s.yaml", "--out", dir + "/out", "--hold", "0", "--force"], in: dir)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: dir + "/precious.txt", encoding: .utf8) == "precious\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/step-01.png"), "a thumbnail went through the shots link")
        var info = stat()
        #expect(lstat(dir + "/out/recording.mp4", &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test("a folder another run holds (its lock taken) is refused in one line, exit 4")
    func lockedFolder() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(Self.shortScenario, dir + "/s.yaml")
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        // This process holds the lock as a running `record` would.
        let fd = open(dir + "/out/.rotation-sandbox.lock", O_RDWR | O_CREAT, 0o644)
        try #require(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        defer { close(fd) }
        for command in ["record", "accept"] {
            let run = try Self.run([command, dir + "/s.yaml", "--out", dir + "/out"], in: dir,
                                   environment: ["SDL_VIDEODRIVER": "dummy"])
            #expect(run.status == 4, "\(command)")
            #expect(run.stderr.count == 1 && run.stderr.first?.contains("in use by another run") == true, "\(run.stderr)")
        }
        #expect(Self.files(in: dir + "/out").isEmpty)
    }

    @Test("SIGKILL during a second run leaves the first run's recording and report as they were",
          .enabled(if: TestLane.full))
    func killedSecondRun() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(Self.shortScenario, dir + "/s.yaml")
        let out = dir + "/out"
        let first = try Self.run(["record", dir + "/s.yaml", "--out", out, "--hold", "0"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let recording = try Data(contentsOf: URL(fileURLWithPath: out + "/recording.mp4"))
        let report = try String(contentsOfFile: out + "/report.md", encoding: .utf8)
        let child = try InterruptionTests.Child(["record", try InterruptionTests.playingForAnHour(in: dir), "--out", out,
                                                 "--max-seconds", "3600"], in: dir)
        try InterruptionTests.waitForGrowth(out + "/.rotation-sandbox-partial/recording.mp4", beyond: 4096, child: child)
        kill(child.pid, SIGKILL)
        #expect(child.exitStatus(within: 5) == 128 + SIGKILL)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/recording.mp4")) == recording)
        #expect(try String(contentsOfFile: out + "/report.md", encoding: .utf8) == report)
        // The next run takes the folder as the first run's: no --force needed.
        let third = try Self.run(["record", dir + "/s.yaml", "--out", out, "--hold", "0"], in: dir)
        #expect(third.status == 0, "\(third.stderr)")
    }
}
