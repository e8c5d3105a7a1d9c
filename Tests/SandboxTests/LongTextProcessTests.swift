import Foundation
import Testing

/// `record` of a file with 8,000-character text (app name, titles, a button, a question):
/// its frames come at once, and SIGTERM ends it within a second of its own work.
extension InterruptionTests {
    @Test("record with 8,000-character unbroken text draws, and SIGTERM ends it within a second of its work, exit 143")
    func longTextRecordTerminated() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let word = String(repeating: "W", count: 8_000)
        let file = dir + "/long-text.yaml"
        let video = Self.root.appendingPathComponent("Assets/videos/sample-landscape.mp4").path
        try """
            name: \(word)
            app: {root: Nav}
            controllers:
              Nav: {kind: nav, stack: [Home]}
              Home: {title: \(word), buttons: [{title: \(word), do: [{push: P}]}]}
              P: {kind: player, title: \(word), player: {video: \(video)}}
            steps:
              - ask: \(word)
              - tap: \(word)
              - tap: play
              - wait: 3600
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let out = dir + "/out"
        let child = try Child(["record", file, "--out", out, "--max-seconds", "3600"], in: dir)
        // Written in the staging folder, renamed into place at the end (OutputFolder).
        try Self.waitForGrowth(out + "/.rotation-sandbox-partial/recording.mp4", beyond: 4096, child: child)
        let (status, seconds) = child.end(by: SIGTERM)
        #expect(status == 143, "exit status \(status.map(String.init) ?? "none: still running after a minute")")
        #expect(seconds < 1, "\(seconds) s of work after SIGTERM")
        #expect(try Self.probe(out + "/recording.mp4") != nil, "ffprobe cannot read recording.mp4")
        #expect(child.errorLines.allSatisfy { $0.count < 2_000 }, "\(child.errorLines.map(\.count))")
    }
}
