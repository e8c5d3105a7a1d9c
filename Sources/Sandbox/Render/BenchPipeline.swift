// The bench's one figure that needs Sandbox's insides (the window's video layer and
// canvas): measured here, reported by `rotation-sandbox-bench`.

import CSDL

/// `rotation-sandbox-bench`'s video pipeline, headless: the player's own path from file to
/// pixels — Media's decode thread, VideoLayer's conversion at the drawn size (once per
/// frame), the aspect-fit draw into a 1280×800 offscreen target, painting the video's box
/// as the screen layer paints a new frame on its own (black, then the frame) — with
/// nothing else drawn and nothing read back, so it compares with `ffmpeg -f null`
/// decoding. (The whole window, software-rendered and read back, is `record`'s figure.)
@MainActor
public enum BenchPipeline {
    /// Frames per second over `frames` frames on a virtual clock at `fps`, each waited for.
    public static func videoFPS(path: String, frames: Int, fps: Int) throws(SandboxError) -> Double {
        let offscreen = try OffscreenVideo(width: 1280, height: 800)
        defer { offscreen.close() }
        let (context, canvas, video) = (offscreen.context, offscreen.canvas, offscreen.video)
        // About the size of the full-screen player in the window's device.
        let rect = Rect(center: Point(640, 400), size: Size(720, 405))
        func frame(_ index: Int) {
            video.update(path: path, position: Double(index) / Double(fps))
            canvas.drawing(into: offscreen.target) {
                canvas.fill(rect, .black)
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

/// A video layer drawing into an offscreen target on the headless (software) renderer,
/// waiting for each frame: the bench's pipeline, and tests of the layer's pixels.
@MainActor
final class OffscreenVideo {
    let context: SDLContext
    let canvas: Canvas
    let video: VideoLayer
    let target: OpaquePointer
    private let text: TextRenderer

    init(width: Int, height: Int) throws(SandboxError) {
        context = try SDLContext(.headless)
        do {
            text = try TextRenderer(renderer: context.renderer)
        } catch {
            context.close()
            throw error
        }
        canvas = Canvas(renderer: context.renderer, text: text)
        video = VideoLayer(renderer: context.renderer, blocking: true)
        guard let target = SDL_CreateTexture(
            context.renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
            Int32(width), Int32(height))
        else {
            let message = SDLContext.lastError()
            video.close(); canvas.close(); text.close(); context.close()
            throw .sdl("cannot create an offscreen target: \(message)")
        }
        self.target = target
    }

    func close() {
        SDL_DestroyTexture(target)
        video.close()
        canvas.close()
        text.close()
        context.close()
    }
}
