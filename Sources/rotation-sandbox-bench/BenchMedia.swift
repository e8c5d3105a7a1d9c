// pipeline_fps vs ffmpeg's decode, and record vs ffmpeg's encode: the headless halves
// of the bench, each against the reference tool on the same input in the same run.

import CommandSupport
import Foundation
import Media
import OrientationEngine
import Sandbox
import Scenario

enum MediaBench {
    /// The bench's player scenario with `video` in the player; `kept`: where the probe
    /// keeps the source for the window that shows it.
    static func playerScenario(video: String, keepingIn kept: OpenedVideos? = nil) throws -> ScenarioFile {
        let prepare = kept.map { PlayerVideos.probing(keepingIn: $0) } ?? PlayerVideos.probe
        return try ScenarioLoader.load(path: Bundled.find("Assets/bench/playback.yaml"),
                                       options: LoadOptions(video: video, prepare: prepare))
    }

    /// Every frame of the file decoded, uploaded and drawn in the whole window (the
    /// headless renderer: dummy driver, software renderer, 1280×800 target read back),
    /// on a virtual clock at the file's rate, as fast as the decoder delivers.
    @MainActor
    static func pipelineFPS(files: BenchFiles) throws -> Double {
        let scenario = try playerScenario(video: files.video)
        var engine = scenario.engine
        let renderer = try HeadlessRenderer(width: 1280, height: 800, physical: scenario.model.orientation)
        defer { renderer.close() }
        var emitted = try engine.send(.launch, at: 0)
        emitted += try engine.send(.tap("play"), at: 0)
        // The first frame opens the file and waits for the decoder to start: not timed,
        // as ffmpeg's own start-up is not part of its fps either (it is tiny there).
        _ = renderer.render(engine: engine, at: 0, emitted: emitted)
        let start = Proc.monotonic()
        for index in 1..<files.frames {
            let time = Double(index) / Double(files.fps)
            emitted = try engine.send(.tick, at: time)
            _ = renderer.render(engine: engine, at: time, emitted: emitted)
        }
        return Double(files.frames - 1) / (Proc.monotonic() - start)
    }

    /// `ffmpeg -threads 0 -i FILE -f null -`: the same automatic thread count our
    /// decoder asks for (DecoderContext sets thread_count 0, frame + slice threads).
    static func ffmpegDecodeFPS(files: BenchFiles) throws -> Double {
        let cost = try Proc.check(["ffmpeg", "-v", "error", "-threads", "0", "-i", files.video, "-an", "-f", "null", "-"],
                                  log: files.log("ffmpeg-decode"))
        return Double(files.frames) / cost.wall
    }

    /// `record` of the bench's player scenario (1280×800, 30 fps), a separate process
    /// timed from start to exit. Returns the wall seconds and the frames it wrote.
    static func record(files: BenchFiles, quick: Bool) throws -> (seconds: Double, frames: Int) {
        var text = try String(contentsOfFile: Bundled.find("Assets/bench/record-player.yaml"), encoding: .utf8)
        text = text.replacingOccurrences(of: "bench-1080p.mp4", with: (files.video as NSString).lastPathComponent)
        if quick { text = text.replacingOccurrences(of: "wait: 5", with: "wait: 1.5") }
        let scenario = files.path("record-player.yaml")
        try text.write(toFile: scenario, atomically: true, encoding: .utf8)
        let out = files.path("record-out")
        try? FileManager.default.removeItem(atPath: out)
        // The old timing and frame size (no pauses, no caption), so results compare across versions.
        let cost = try Proc.check([try Proc.product(), "record", scenario, "--out", out, "--hold", "0", "--no-captions"],
                                  log: files.log("record"))
        let frames = try countFrames((out as NSString).appendingPathComponent("recording.mp4"))
        return (cost.wall, frames)
    }

    /// ffmpeg encoding `frames` frames of a lavfi source at 1280×800 with MP4Writer's
    /// encoder settings (libx264, preset veryfast, crf 23, yuv420p, 30 fps).
    static func ffmpegEncodeSeconds(files: BenchFiles, frames: Int) throws -> Double {
        let cost = try Proc.check([
            "ffmpeg", "-y", "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=1280x800:rate=30",
            "-frames:v", "\(frames)", "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-g", "30",
            "-pix_fmt", "yuv420p", files.path("ffmpeg-encode.mp4"),
        ], log: files.log("ffmpeg-encode"))
        return cost.wall
    }

    /// ffmpeg transcoding the bench's own source (the video `record` plays) to what
    /// `record` writes: the same `frames` frames at 1280×800 and 30 fps, with MP4Writer's
    /// encoder settings; the source looped if `record` ran longer than it. Decode, scale
    /// and encode, as `record` does, without drawing a window around the picture.
    static func ffmpegTranscodeSeconds(files: BenchFiles, frames: Int) throws -> Double {
        let cost = try Proc.check([
            "ffmpeg", "-y", "-v", "error", "-threads", "0", "-stream_loop", "-1", "-i", files.video,
            "-vf", "scale=1280:800", "-r", "30", "-frames:v", "\(frames)",
            "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-g", "30", "-pix_fmt", "yuv420p", "-an",
            files.path("ffmpeg-transcode.mp4"),
        ], log: files.log("ffmpeg-transcode"))
        return cost.wall
    }

    static func countFrames(_ path: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-select_streams", "v:0", "-count_packets",
                             "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let frames = Int(text), frames > 0 else { throw BenchError.failed("ffprobe cannot count frames of \(path)") }
        return frames
    }
}
