// The window's drawing without a window: the dummy video driver, the software
// renderer and an offscreen render target, read back as RGBA pixels (for `record`,
// snapshots and tests). What is drawn is the window's own state, `WindowState`, fed
// the runner's engine as an input (`.scripted`) and turned into a frame the window's way
// (`makeFrame`): the window and `record` share one path from state to pixels. The pixels are kept between frames, so a frame reads back only
// what its drawing changed (SceneRenderer.changedPixels) and patches it in; the
// recorder hands on only those areas too (`takeChanges`).

import CSDL
import Media
import OrientationEngine
import WindowModel

/// Tightly packed RGBA pixels, rows top to bottom (pitch = width × 4).
public struct RGBAImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public func pixel(_ x: Int, _ y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let i = (y * width + x) * 4
        return Color(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

@MainActor
public final class HeadlessRenderer {
    public let width: Int
    public let height: Int
    /// The window drawn: the window app's own state (its chrome: the body's turn, the
    /// live trace) and its one way to a frame, `WindowState.makeFrame`. Nil until the first
    /// engine is shown.
    public internal(set) var state: WindowState?
    /// The device orientation the body starts in.
    private var physical: DeviceOrientation
    let context: SDLContext
    let scene: SceneRenderer
    private let target: Texture
    /// The target's pixels as the last render left them (once `hasFrame`).
    private var buffer: [UInt8]
    private var hasFrame = false
    /// Frames read back in part (tests: the path is taken).
    private(set) var partialReads = 0
    /// The pixels changed since `takeChanges()` was last called (nil: maybe all).
    private var changes: [Rect]?
    /// The video layer's picture when the last frame of the recording was drawn.
    private var recordedVideoSerial = -1

    /// `physical`: the device orientation the body starts in (the model's initial one).
    public init(width: Int = 1280, height: Int = 800, physical: DeviceOrientation = .portrait)
        throws(SandboxError)
    {
        self.width = max(64, width)
        self.height = max(64, height)
        self.physical = physical
        context = try SDLContext(.headless)
        scene = try SceneRenderer(context: context, blockingVideo: true)
        // Drawn into and read back, never composited: SDL's defaults (no blending, nearest).
        guard let texture = Texture(context.renderer, .target, width: self.width, height: self.height,
                                    blend: SDL_BLENDMODE_NONE, scale: SDL_ScaleModeNearest)
        else {
            let message = SDLContext.lastError()
            scene.close()
            context.close()
            throw .sdl("cannot create a \(width)×\(height) offscreen target: \(message)")
        }
        target = texture
        buffer = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// Starts the window afresh, its body in `physical` (tests: one renderer, several sessions).
    func restart(physical: DeviceOrientation) {
        self.physical = physical
        state = nil
    }

    /// Applies `input` at `time` to the window (made over `engine` if none yet).
    public func apply(_ input: WindowInput, at time: Double, engine: Engine) {
        var window = state ?? .scripted(engine, physical: physical)
        _ = window.reduce(input, at: time)
        state = window
    }

    /// Draws the window as it looks at `time` with `engine` (a runner's) and returns its
    /// pixels. `emitted` (what the engine said since the last frame) feeds the live trace.
    public func render(engine: Engine, at time: Double, emitted: [Emitted] = []) -> RGBAImage {
        draw(frame(engine: engine, at: time, emitted: emitted))
    }

    private func draw(_ frame: FrameModel) -> RGBAImage {
        scene.canvas.drawing(into: target) {
            scene.draw(frame)
            readBack(hasFrame ? scene.changedPixels : nil)
        }
        hasFrame = true
        return RGBAImage(width: width, height: height, pixels: buffer)
    }

    /// The next frame of a recording at `time`, `engine` shown, when it would look any
    /// different from the last one drawn with `drawRecorded` — judged as the window judges
    /// (`WindowState.frameToDraw`: the frame model's damage, and whether the video layer
    /// took a new picture) — else nil: the recording holds its last frame.
    public func nextRecordedFrame(engine: Engine, at time: Double, emitted: [Emitted] = []) -> FrameModel? {
        apply(.scripted(ScriptedEngine(engine, emitted: emitted)), at: time, engine: engine)
        var window = state!
        defer { state = window }
        let videoError = scene.prepareVideo(window.visibleVideo(at: time))
        return window.frameToDraw(at: time, width: width, height: height, videoError: videoError,
                                  videoChanged: scene.video.uploadedSerial != recordedVideoSerial)
    }

    /// The frame at `time` as the window's state has it now (no input applied): what a
    /// held frame shows, drawn again when something beside it changed (a caption).
    public func currentFrame(at time: Double) -> FrameModel? {
        guard var window = state else { return nil }
        defer { state = window }
        return window.makeFrame(at: time, width: width, height: height,
                                videoError: scene.prepareVideo(window.visibleVideo(at: time)))
    }

    /// Draws `frame` as the recording's next picture: what `nextRecordedFrame` compares with from now on.
    public func drawRecorded(_ frame: FrameModel) -> RGBAImage {
        let image = draw(frame)
        state?.drew(frame)
        recordedVideoSerial = scene.video.uploadedSerial
        return image
    }

    /// The last frame composed again from its layers (`SceneRenderer.recompose`) and read
    /// back whole; nil when nothing was composed (the device turning).
    func recompose() -> RGBAImage? {
        var composed = false
        scene.canvas.drawing(into: target) {
            composed = scene.recompose()
            if composed { readBack(nil) }
        }
        return composed ? RGBAImage(width: width, height: height, pixels: buffer) : nil
    }

    /// The target into `buffer`: only `changed` (whole pixels) when given, the rest of
    /// the target being the frame before, which `buffer` holds; all of it when nil or
    /// when the rects cover as much. (A buffer still shared with the last image, queued
    /// for encoding, is copied first by the array itself, the frame before with it.)
    private func readBack(_ changed: [Rect]?) {
        let all = [Rect(0, 0, Double(width), Double(height))]
        var rects = changed ?? all
        let inside = rects.allSatisfy { $0.minX >= 0 && $0.minY >= 0 && $0.maxX <= Double(width) && $0.maxY <= Double(height) }
        if !inside || rects.reduce(0, { $0 + $1.width * $1.height }) >= Double(width * height) { rects = all }
        if rects != all { partialReads += 1 }
        if rects == all { changes = nil } else { changes?.append(contentsOf: rects) }
        if (changes?.count ?? 0) > 64 { changes = nil }  // not taken for long: say all, keep it small
        guard !rects.isEmpty else { return }  // nothing changed: the image shares the last one's pixels
        buffer.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            for rect in rects {
                let x = Int(rect.minX), y = Int(rect.minY)
                var area = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(rect.width), h: Int32(rect.height))
                _ = SDL_RenderReadPixels(context.renderer, &area, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                         base + (y * width + x) * 4, Int32(width * 4))
            }
        }
    }

    /// Where the pixels `render` returns changed since the last call (nil: maybe
    /// anywhere, as before the first call), in whole pixels.
    func takeChanges() -> [PixelBox]? {
        defer { changes = [] }
        return changes?.map { PixelBox(x: Int($0.minX), y: Int($0.minY), width: Int($0.width), height: Int($0.height)) }
    }

    /// The whole target as the last render left it, read back afresh (tests).
    func targetPixels() -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        scene.canvas.drawing(into: target) {
            pixels.withUnsafeMutableBytes { bytes in
                _ = SDL_RenderReadPixels(context.renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                         bytes.baseAddress, Int32(width * 4))
            }
        }
        return pixels
    }

    /// The frame at `time`, `engine` shown: what it shows and where a click would land.
    public func frame(engine: Engine, at time: Double, emitted: [Emitted] = []) -> FrameModel {
        apply(.scripted(ScriptedEngine(engine, emitted: emitted)), at: time, engine: engine)
        var window = state!
        defer { state = window }
        return window.makeFrame(at: time, width: width, height: height,
                                videoError: scene.prepareVideo(window.visibleVideo(at: time)))
    }

    public func close() {
        scene.close()
        context.close()
    }
}
