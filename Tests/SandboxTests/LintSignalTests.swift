import Foundation
import Testing

/// `lint` and `scan` on Ctrl+C / SIGTERM, sent from outside to the built binary while it
/// works (known by the CPU time it has spent, not by a sleep): lint ends within the bound
/// with what it found so far, in every form, and 128 + the signal; scan with 128 + the
/// signal and nothing written.
extension InterruptionTests {
    /// A scenario whose exploration outlasts any test: 28 buttons set and clear 14 flags.
    static func explode(in dir: String) throws -> String {
        var lines = ["app: {root: Home}", "controllers:", "  Home:", "    supported: all",
                     "    vars: {" + (0..<14).map { "f\($0): false" }.joined(separator: ", ") + "}", "    buttons:"]
        for flag in 0..<14 {
            lines.append("      - {title: on\(flag), do: [{set: {f\(flag): true}}]}")
            lines.append("      - {title: off\(flag), do: [{set: {f\(flag): false}}]}")
        }
        let path = dir + "/explode.yaml"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The CPU seconds a process has used (utime + stime of /proc/PID/stat).
    static func cpuSeconds(_ pid: pid_t) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state is field 0 here, utime 11, stime 12 (clock ticks).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Waits (up to two minutes) until the child has worked `seconds` of CPU, then sends
    /// `signal`; the exit status and the milliseconds from the signal to the exit.
    static func interrupt(_ child: Child, after seconds: Double, with signal: Int32) throws -> (Int32?, Double) {
        let deadline = Date(timeIntervalSinceNow: 120)
        while cpuSeconds(child.pid) < seconds {
            var status: Int32 = 0
            if waitpid(child.pid, &status, WNOHANG) == child.pid {
                Issue.record("the child ended before it was signalled: \(child.errorLines)")
                throw CancellationError()
            }
            guard Date() < deadline else {
                kill(child.pid, SIGKILL)
                Issue.record("the child never worked \(seconds) s of CPU")
                throw CancellationError()
            }
            usleep(10_000)
        }
        let sent = Date()
        kill(child.pid, signal)
        return (exitCode(child, within: 10), Date().timeIntervalSince(sent) * 1000)
    }

    /// The status the child exited with; nil when it did not end in time or was killed by
    /// a signal (the contract is an exit with 128 + the signal, not death by it).
    static func exitCode(_ child: Child, within seconds: Double) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(child.pid, &status, WNOHANG) == child.pid {
                if status & 0x7F != 0 { Issue.record("killed by signal \(status & 0x7F) instead of exiting") }
                return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
            }
            usleep(2_000)
        }
        kill(child.pid, SIGKILL)
        waitpid(child.pid, &status, 0)
        return nil
    }

    @Test("SIGINT stops lint mid-exploration: the findings so far and how far it got, report.md, no staging folder, exit 130")
    func lintInterrupted() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let child = try Child(["lint", try Self.explode(in: dir), "--max-states", "5000000", "--max-seconds", "3600",
                               "--report", dir + "/report"], in: dir)
        let (status, latency) = try Self.interrupt(child, after: 1.5, with: SIGINT)
        #expect(status == 130)
        // The contract is a second; a debug build on a loaded machine is given two.
        #expect(latency < 2_000, "\(latency) ms from SIGINT to the exit")
        let text = try String(contentsOfFile: child.stdout, encoding: .utf8)
        #expect(text.contains("stopped by a signal (SIGINT): 0 of "), "\(text)")
        #expect(text.contains(" states, "))
        let report = try String(contentsOfFile: dir + "/report/report.md", encoding: .utf8)
        #expect(report.contains("stopped by a signal (SIGINT)"))
        #expect(report.contains("Not drawn: stopped by a signal before it was drawn"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/report/.rotation-sandbox-partial"))
    }

    @Test("SIGTERM stops lint --json: the JSON parses and says which signal, exit 143; --sarif says the run did not finish")
    func lintTerminated() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try Self.explode(in: dir)
        let json = try Child(["lint", file, "--json", "--max-states", "5000000", "--max-seconds", "3600"], in: dir)
        let (status, latency) = try Self.interrupt(json, after: 1.5, with: SIGTERM)
        #expect(status == 143)
        #expect(latency < 2_000, "\(latency) ms from SIGTERM to the exit")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json.stdout))) as? [String: Any]
        let result = try #require((document?["files"] as? [[String: Any]])?.first)
        #expect((result["interrupted"] as? [String: Any])?["signal"] as? String == "SIGTERM")
        #expect((result["states"] as? Int ?? 0) > 0)

        let sarifDir = dir + "/sarif"
        try FileManager.default.createDirectory(atPath: sarifDir, withIntermediateDirectories: true)
        let sarif = try Child(["lint", file, "--sarif", "--max-states", "5000000", "--max-seconds", "3600"], in: sarifDir)
        #expect(try Self.interrupt(sarif, after: 1.5, with: SIGINT).0 == 130)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif.stdout))) as? [String: Any]
        let run = try #require((log?["runs"] as? [[String: Any]])?.first)
        #expect((run["invocations"] as? [[String: Any]])?.first?["executionSuccessful"] as? Bool == false)
    }

    /// A project of `count` Swift files, each a view controller with a few overrides.
    static func bigProject(in dir: String, count: Int) throws -> String {
        let folder = dir + "/Big"
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        for index in 0..<count {
            try """
                import UIKit
                final class Screen\(index)ViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(index % 3 == 0 ? ".all" : ".portrait") }
                    override var shouldAutorotate: Bool { true }
                    @objc func next() { navigationController?.pushViewController(Screen\(index + 1)ViewController(), animated: true) }
                    func values() -> [Int] { [\((0..<200).map(String.init).joined(separator: ", "))] }
                }

                """.write(toFile: folder + "/Sources/Screen\(index).swift", atomically: false, encoding: .utf8)
        }
        return folder
    }

    @Test("SIGINT stops scan mid-read: exit 130 within the bound, -o not written, nothing left beside it")
    func scanInterrupted() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let project = try Self.bigProject(in: dir, count: 3_000)
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let child = try Child(["scan", project, "-o", out + "/app.yaml"], in: dir)
        let (status, latency) = try Self.interrupt(child, after: 0.5, with: SIGINT)
        #expect(status == 130)
        #expect(latency < 2_000, "\(latency) ms from SIGINT to the exit")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
        #expect(child.errorLines.isEmpty, "\(child.errorLines)")
    }
}
