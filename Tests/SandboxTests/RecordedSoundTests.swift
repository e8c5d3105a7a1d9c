import Foundation
import Media
import Scenario
import Testing
import TestSupport

@testable import Sandbox

/// `record`'s sound against its picture: a video that flashes white for its first 0.1 s
/// of every second and clicks at the same instants is played, turned full screen, paused
/// and resumed; in recording.mp4 each click must sound within 40 ms of its flash.
extension RenderTests {
    @Test("record: the recording's sound lasts as long as its picture and each click is within 40 ms of its flash")
    func recordedSoundInSync() throws {
        let dir = NSTemporaryDirectory() + "sandbox-sound-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let video = dir + "/flash.mp4"
        let flash = "color=c=black:s=320x180:r=30:d=6,drawbox=x=0:y=0:w=iw:h=ih:color=white:t=fill:enable='lt(mod(t\\,1)\\,0.099)'"
        let click = "aevalsrc=if(lt(mod(t\\,1)\\,0.01)\\,0.9*sin(2*PI*3000*t)\\,0):s=48000:d=6"
        try #require(try TestInputs.ffmpeg(["-v", "error", "-y", "-f", "lavfi", "-i", flash, "-f", "lavfi", "-i", click,
                                          "-c:v", "libx264", "-preset", "ultrafast", "-g", "30", "-pix_fmt", "yuv420p",
                                          "-c:a", "aac", "-b:a", "64k", video]))
        let text = """
            device: iphone-home
            ios: 13
            app: {root: Player}
            controllers:
              Player: {kind: player, player: {video: \(video)}}
            steps:
              - tap: play
              - wait: 1.3
              - tap: fullscreen
              - wait: 1.2
              - tap: play
              - wait: 0.71
              - tap: play
              - wait: 2.2
            """
        let scenario = try ScenarioLoader.parse(text: text, file: "sound.yaml", options: .probingVideos)
        // Small: the sync measured does not depend on the size (each flash is thousands of pixels).
        let recorder = try ScenarioRecorder(directory: dir, width: 320, height: 200, physical: .portrait)
        defer { recorder.close() }
        let report = try ScenarioRunner(scenario: scenario, observer: recorder).run()
        #expect(report.status == .ok && recorder.problems.isEmpty, "\(recorder.problems)")
        let recording = dir + "/recording.mp4"

        // Both tracks last as long (ffprobe's word for each).
        let durations = try #require(try Self.tool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,duration",
                                                          "-of", "csv=p=0", recording]))
        var length: [String: Double] = [:]
        for row in durations.split(separator: "\n") {
            let cells = row.split(separator: ",").map(String.init)
            if cells.count == 2 { length[cells[0]] = Double(cells[1]) }
        }
        let videoLength = try #require(length["video"]), audioLength = try #require(length["audio"])
        #expect(abs(videoLength - audioLength) < 0.04, "video \(videoLength) s, sound \(audioLength) s")

        // Flashes: frames where the white area jumps up (the video's frames 30k…30k+2).
        let frames = try VideoSource(path: recording, loop: false)
        defer { frames.close() }
        var white: [(time: Double, count: Int)] = []
        while let frame = frames.nextFrameBlocking() {
            white.append((frame.pts, Self.brightPixels(frame.planeBytes(0))))
        }
        var flashes: [Double] = []
        var before = white.map(\.count).min() ?? 0   // the recording opens on a flash
        for frame in white {
            if frame.count - before > 750 { flashes.append(frame.time) }  // of 320×200 (3000 of 640×400)
            before = frame.count
        }

        // Clicks, from our own decoder.
        let sound = try #require(try AudioSource.open(path: recording, loop: false))
        defer { sound.close() }
        let count = Int(audioLength * 48_000)
        var samples = [Float](repeating: 0, count: count * 2)
        samples.withUnsafeMutableBufferPointer { sound.readBlocking(from: 0, into: $0.baseAddress!, frames: count) }
        var clicks: [Double] = []
        var lastLoud = -48_000
        for i in stride(from: 0, to: samples.count, by: 2) where abs(samples[i]) > 0.6 {
            if i / 2 - lastLoud > 24_000 { clicks.append(Double(i / 2) / 48_000) }
            lastLoud = i / 2
        }

        // Played 0 → 2.5 s, paused 0.71 s (off the frame grid: from there the picture
        // shows each frame up to 1/30 s after its sound, as any player would), then played on to the recording's end: media
        // seconds 0, 1, 2, then 3, 4… each a flash and a click.
        // (A click in the recording's last 40 ms may have its flash just past the end.)
        clicks = clicks.filter { $0 < (white.last?.time ?? 0) - 0.04 }
        #expect(flashes.count == clicks.count && clicks.count >= 5, "flashes \(flashes), clicks \(clicks)")
        for (flash, click) in zip(flashes, clicks) {
            #expect(abs(flash - click) < 0.040, "flash at \(flash) s, click at \(click) s")
        }
        // The pause is held: 1 s of media + 0.71 s of pause between clicks 2 and 3, silent.
        if clicks.count >= 5 {
            #expect(abs(clicks[3] - clicks[2] - 1.71) < 0.004, "\(clicks)")
            let paused = Self.channel(samples, 0)[Int((clicks[2] + 0.6) * 48_000)..<Int((clicks[3] - 0.2) * 48_000)]
            #expect(!paused.contains { abs($0) > 0.001 }, "sound while paused")
        }
        let errors = zip(flashes, clicks).map { abs($0 - $1) * 1000 }
        print("recorded A/V sync: click − flash, ms: \(zip(flashes, clicks).map { Int((($1 - $0) * 1000).rounded()) }), worst \(Int((errors.max() ?? 0).rounded())) ms")
    }

    static func channel(_ samples: [Float], _ index: Int) -> [Float] {
        stride(from: index, to: samples.count, by: 2).map { samples[$0] }
    }

    /// A tool's stdout, or nil when it fails (stderr dropped, so it can never block).
    /// Luma bytes over 200 (a loop over raw bytes: a closure per pixel is most of a debug
    /// build's time here).
    static func brightPixels(_ luma: [UInt8]) -> Int {
        luma.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress!
            var count = 0, i = 0
            while i < bytes.count {
                if base[i] > 200 { count += 1 }
                i += 1
            }
            return count
        }
    }

    /// A tool's stdout, nil when it fails.
    static func tool(_ name: String, _ arguments: [String]) throws -> String? {
        let result = try runTool(name, arguments)
        return result.status == 0 ? result.output : nil
    }
}
