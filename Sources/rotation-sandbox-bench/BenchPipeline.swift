// The video pipeline figure (`pipeline_vs_decode`): the player's own path from file to
// pixels (Sandbox's OffscreenVideo: Media's decode thread, the conversion at the drawn
// size, the aspect-fit draw into a 1280×800 offscreen target, painted as the screen layer
// paints a new frame on its own), with nothing else drawn and nothing read back, so it
// compares with `ffmpeg -f null` decoding. (The whole window, software-rendered and read
// back, is `record`'s figure.)

import OrientationEngine
import Sandbox

@MainActor
enum BenchPipeline {
    /// Frames per second over `frames` frames on a virtual clock at `fps`, each waited for.
    static func videoFPS(path: String, frames: Int, fps: Int) throws -> Double {
        let offscreen = try OffscreenVideo(width: 1280, height: 800)
        defer { offscreen.close() }
        // About the size of the full-screen player in the window's device.
        let rect = Rect(center: Point(640, 400), size: Size(720, 405))
        // Opening the file is timed too, as ffmpeg's wall time includes its start-up.
        let start = Proc.monotonic()
        if let error = offscreen.paintFrame(path: path, position: 0, in: rect) {
            throw BenchError.failed("cannot play \(path): \(error)")
        }
        for index in 1..<max(1, frames) {
            _ = offscreen.paintFrame(path: path, position: Double(index) / Double(fps), in: rect)
        }
        let seconds = Proc.monotonic() - start
        return Double(max(1, frames)) / seconds
    }
}
