// Test-only instrumentation for `rotation-sandbox bench`: the window app runs a fixed,
// timed session on its own, so the bench can measure it from outside (CPU, memory)
// and from inside (frame times, first frame). Off unless ROTATION_SANDBOX_BENCH=1;
// when off, each hook is one check of a cached nil.
//
// Environment (all optional except the switch):
//   ROTATION_SANDBOX_BENCH=1                 turns the hooks on
//   ROTATION_SANDBOX_BENCH_SECONDS=10        quit this long after the first frame
//   ROTATION_SANDBOX_BENCH_TAPS=play         buttons tapped (comma-separated) after the first frame
//   ROTATION_SANDBOX_BENCH_TURN=0.5          turn the device every so many seconds
//                                            (landscapeLeft, portrait, landscapeRight, portrait, …)
//   ROTATION_SANDBOX_BENCH_FRAMES=PATH       one line per frame: milliseconds from the start
//                                            of `frame()` to the end of SDL_RenderPresent
//   ROTATION_SANDBOX_BENCH_FIRST_FRAME=PATH  the wall-clock time (Unix seconds) the first
//                                            frame was presented

import CSDL
import Foundation
import OrientationEngine

@MainActor
enum BenchHooks {
    struct Config {
        var seconds: Double?
        var taps: [String]
        var turnEvery: Double?
        var framesPath: String?
        var firstFramePath: String?

        static func fromEnvironment() -> Config? {
            let env = ProcessInfo.processInfo.environment
            guard env["ROTATION_SANDBOX_BENCH"] == "1" else { return nil }
            let taps = (env["ROTATION_SANDBOX_BENCH_TAPS"] ?? "").split(separator: ",").map(String.init)
            return Config(
                seconds: env["ROTATION_SANDBOX_BENCH_SECONDS"].flatMap(Double.init),
                taps: taps,
                turnEvery: env["ROTATION_SANDBOX_BENCH_TURN"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil },
                framesPath: env["ROTATION_SANDBOX_BENCH_FRAMES"],
                firstFramePath: env["ROTATION_SANDBOX_BENCH_FIRST_FRAME"])
        }
    }

    /// Read once: the environment does not change while the app runs.
    static let config = Config.fromEnvironment()
    private static var frameStart: UInt64 = 0
    private static var durations: [Double] = []
    private static var sessionStart: Double?
    private static var turns = 0
    private static let turnCycle: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .portrait]

    /// Call first thing in `WindowApp.frame()`.
    static func frameBegins() {
        guard config != nil else { return }
        frameStart = SDL_GetPerformanceCounter()
    }

    /// Call right after `SDL_RenderPresent` in `WindowApp.frame()`.
    static func framePresented(_ app: WindowApp) {
        guard let config else { return }
        let elapsed = Double(SDL_GetPerformanceCounter() - frameStart) / Double(SDL_GetPerformanceFrequency())
        let now = app.now
        guard let start = sessionStart else {
            // The first frame: stamp it, then start the session (taps count from here).
            if let path = config.firstFramePath {
                write(String(format: "%.6f\n", Date().timeIntervalSince1970), to: path)
            }
            sessionStart = now
            for title in config.taps { app.send(.tap(title)) }
            durations.reserveCapacity(4096)
            return
        }
        durations.append(elapsed * 1000)
        if let every = config.turnEvery, now - start >= Double(turns + 1) * every {
            app.send(.turn(turnCycle[turns % turnCycle.count]))
            turns += 1
        }
        if let seconds = config.seconds, now - start >= seconds {
            if let path = config.framesPath {
                write(durations.map { String(format: "%.3f", $0) }.joined(separator: "\n") + "\n", to: path)
            }
            app.quit = true
        }
    }

    private static func write(_ text: String, to path: String) {
        // A bench file that cannot be written shows up as a missing figure in the bench.
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

/// `rotation-sandbox bench`'s video pipeline, headless: the player's own path from file to
/// pixels — Media's decode thread, VideoLayer's IYUV upload (once per frame), the aspect-fit
/// draw into a 1280×800 offscreen target — with nothing else drawn and nothing read back,
/// so it compares with `ffmpeg -f null` decoding. (The whole window, software-rendered
/// and read back, is `record`'s figure.)
@MainActor
public enum BenchPipeline {
    /// Frames per second over `frames` frames on a virtual clock at `fps`, each waited for.
    public static func videoFPS(path: String, frames: Int, fps: Int) throws(SandboxError) -> Double {
        let context = try SDLContext(.headless)
        defer { context.close() }
        let text = try TextRenderer(renderer: context.renderer)
        defer { text.close() }
        let canvas = Canvas(renderer: context.renderer, text: text)
        defer { canvas.close() }
        let video = VideoLayer(renderer: context.renderer, blocking: true)
        defer { video.close() }
        guard let target = SDL_CreateTexture(
            context.renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 1280, 800)
        else { throw .sdl("cannot create the bench's offscreen target: \(SDLContext.lastError())") }
        defer { SDL_DestroyTexture(target) }
        // About the size of the full-screen player in the window's device.
        let rect = Rect(center: Point(640, 400), size: Size(720, 405))
        func frame(_ index: Int) {
            video.update(path: path, position: Double(index) / Double(fps))
            canvas.drawing(into: target) {
                canvas.clear(.black)
                _ = video.draw(canvas, in: rect)
            }
            // SDL batches drawing until a flush: make this frame's work happen now.
            SDL_RenderFlush(context.renderer)
        }
        // Opening the file is timed too, as ffmpeg's wall time includes its start-up.
        let start = SDL_GetPerformanceCounter()
        frame(0)
        if let error = video.error { throw .sdl("cannot play \(path): \(error)") }
        for index in 1..<max(1, frames) { frame(index) }
        let seconds = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        return Double(max(1, frames)) / seconds
    }
}
