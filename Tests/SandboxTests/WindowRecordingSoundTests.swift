import Foundation
import Media
import OrientationEngine
import Scenario
import Testing
import TestSupport

@testable import Sandbox

/// F10 recordings and accept's recording.mp4 carry the player's sound, as
/// `record`'s do: slot by slot, at the position the picture shows.
extension RenderTests {
    @Test("F10: a window recording of a playing video has a sound track as long as its picture, and it is not silence")
    func windowRecordingHasSound() throws {
        let dir = NSTemporaryDirectory() + "window-sound-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let video = dir + "/tone.mp4"
        try #require(try TestInputs.ffmpeg(["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=blue:s=160x90:r=30:d=4",
                                          "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=4",
                                          "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p",
                                          "-c:a", "aac", "-b:a", "64k", video]))
        let scenario = try ScenarioLoader.parse(text: """
            app: {root: Player}
            controllers:
              Player: {kind: player, player: {video: \(video)}}
            """, file: "tone.yaml", options: .probingVideos)
        var engine = scenario.engine
        _ = try engine.send(.launch, at: 0)
        _ = try engine.send(.tap("play"), at: 0)
        var recorder = WindowRecorder()
        let path = dir + "/recording.mp4"
        guard case .recordingStarted = recorder.start(path: path, width: 64, height: 48, at: 0) else {
            Issue.record("the recording did not start")
            return
        }
        let image = RGBAImage(width: 64, height: 48, pixels: [UInt8](repeating: 128, count: 64 * 48 * 4))
        // Frames drawn irregularly, as a window does: the gaps are held frames with their sound.
        for t in stride(from: 0.0, through: 2.0, by: 0.1) {
            _ = try engine.send(.tick, at: t)
            #expect(recorder.pad(until: t, engine: engine) == nil)
            #expect(recorder.append(image, at: t, engine: engine) == nil)
        }
        let stopped = recorder.stop(at: 2.0, engine: engine)
        guard case .recordingStopped(let saved?, let note)? = stopped else {
            Issue.record("not saved: \(String(describing: stopped))")
            return
        }
        #expect(saved == path && note.contains("with sound"), "\(note)")
        let streams = try #require(try Self.tool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,duration",
                                                        "-of", "csv=p=0", path]))
        var length: [String: Double] = [:]
        for row in streams.split(separator: "\n") {
            let cells = row.split(separator: ",").map(String.init)
            if cells.count == 2 { length[cells[0]] = Double(cells[1]) }
        }
        let picture = try #require(length["video"]), sound = try #require(length["audio"])
        #expect(abs(picture - sound) < 0.05, "video \(picture) s, sound \(sound) s")
        let source = try #require(try AudioSource.open(path: path, loop: false))
        defer { source.close() }
        var samples = [Float](repeating: 0, count: 24_000 * AudioFormat.channels)
        samples.withUnsafeMutableBufferPointer { source.readBlocking(from: 0.5, into: $0.baseAddress!, frames: 24_000) }
        #expect((samples.map(abs).max() ?? 0) > 0.1, "the 440 Hz tone is in the recording, not silence")
    }
}
