// The player's video path alone, on the headless (software) renderer: Media's decode
// thread, VideoLayer's conversion at the drawn size, the aspect-fit draw into an
// offscreen target, each frame waited for. Tests read its pixels; the bench times it
// against `ffmpeg -f null` (rotation-sandbox-bench's BenchPipeline).

import CSDL
import OrientationEngine

@MainActor
public final class OffscreenVideo {
    let context: SDLContext
    let canvas: Canvas
    let video: VideoLayer
    let target: Texture
    private let text: TextRenderer

    public init(width: Int, height: Int) throws(SandboxError) {
        context = try SDLContext(.headless)
        do {
            text = try TextRenderer(renderer: context.renderer)
        } catch {
            context.close()
            throw error
        }
        canvas = Canvas(renderer: context.renderer, text: text)
        video = VideoLayer(renderer: context.renderer, blocking: true)
        guard let target = Texture(context.renderer, .target, width: width, height: height) else {
            let message = SDLContext.lastError()
            video.close(); canvas.close(); text.close(); context.close()
            throw .sdl("cannot create an offscreen target: \(message)")
        }
        self.target = target
    }

    /// Paints `path`'s frame at `position` seconds into `rect` of the target as the screen
    /// layer paints a new frame on its own (black, then the frame aspect-fit), and has SDL
    /// do it now (it batches drawing until a flush). Returns why the video cannot play.
    public func paintFrame(path: String, position: Double, in rect: Rect) -> String? {
        video.update(path: path, position: position)
        canvas.drawing(into: target) {
            canvas.fill(rect, .black)
            _ = video.draw(canvas, in: rect)
        }
        SDL_RenderFlush(context.renderer)
        return video.error
    }

    public func close() {
        video.close()
        canvas.close()
        text.close()
        context.close()
    }
}
