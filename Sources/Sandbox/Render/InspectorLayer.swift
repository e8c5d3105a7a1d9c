// The inspector panel as a layer of its own, the way Core Animation keeps a layer's
// bitmap: drawn (by InspectorPainter, unchanged) when its model or its place changes,
// composited as one texture otherwise.
//
// On OpenGL it is drawn by SDL's software renderer into memory and uploaded as one
// texture: on llvmpipe each of its sixty-odd labels is a draw call of its own, and
// drawing them there was most of a turn's first frame (the decision and the trace change
// as a turn begins), while in memory they are small copies. On the software renderer
// (`record`, the tests) it is drawn into a target texture of the window's renderer, so
// recordings keep their pixels.

import CSDL

@MainActor
final class InspectorLayer {
    private let renderer: OpaquePointer
    private let inMemory: Bool
    private var texture: Texture?
    private var drawn: (model: InspectorModel, panel: Rect)?
    /// The software renderer the panel is drawn with on OpenGL, on a surface its size.
    private var offscreen: Offscreen?
    weak var observer: (any RenderObserver)?

    /// `inMemory`: draw with a software renderer and upload (OpenGL windows).
    init(renderer: OpaquePointer, inMemory: Bool) {
        self.renderer = renderer
        self.inMemory = inMemory
    }

    /// Composites the panel at `panel` with `canvas` (the window's), drawing it first
    /// when `model` or `panel` changed since it was last drawn.
    func draw(_ model: InspectorModel, in panel: Rect, canvas: Canvas) {
        canvas.transform = .identity
        guard prepare(model, in: panel, canvas: canvas), let texture else {
            // No texture (or no renderer to draw one in memory): drawn straight into the
            // window, as a last resort.
            return InspectorPainter(canvas: canvas, model: model).draw(panel)
        }
        canvas.drawTexture(texture, in: panel)
    }

    /// Draws the panel into its texture when `model` or `panel` changed since it was last
    /// drawn, without compositing it: by `draw`, or ahead of the frame that shows it
    /// (between frames, `InspectorPacing`). False when there is no texture to draw into.
    @discardableResult
    func prepare(_ model: InspectorModel, in panel: Rect, canvas: Canvas) -> Bool {
        guard needsDrawing(model, in: panel) else { return true }
        // The pixels the window's canvas copies the texture onto (`Canvas.pixelRect`): the
        // texture has their size, so it is copied one texel to a pixel — not stretched (a
        // 409.6-wide panel covers 410 pixels) — and nearest sampling gives the same pixels
        // as linear, for less work on a software rasteriser.
        let box = panel.wholePixels
        let width = Int(box.width), height = Int(box.height)
        let offscreen = inMemory ? offscreen(width: width, height: height) : nil
        guard inMemory == (offscreen != nil), let texture = texture(width: width, height: height) else {
            drawn = nil
            return false
        }
        observer?.inspectorDrawn()
        if let offscreen {
            offscreen.draw(model, panel, from: box.origin, into: texture)
        } else {
            canvas.drawing(into: texture) {
                canvas.transform = Affine.translation(-box.minX, -box.minY)
                InspectorPainter(canvas: canvas, model: model).draw(panel)
            }
        }
        drawn = (model, panel)
        canvas.transform = .identity
        return true
    }

    /// The panel the texture holds, and where it was drawn for.
    var held: (model: InspectorModel, panel: Rect)? { texture == nil ? nil : drawn }

    /// Whether `draw` would draw the panel again (its model or place changed).
    func needsDrawing(_ model: InspectorModel, in panel: Rect) -> Bool {
        !(drawn?.panel == panel && drawn?.model == model && texture != nil)
    }

    private func texture(width: Int, height: Int) -> Texture? {
        if let texture, texture.isSized(width, height) { return texture }
        // Uploaded whole from memory (SDL_UpdateTexture), never locked: a static texture, as
        // a streaming one would keep a copy of its own in SDL (1.2 MB at 410 × 752).
        texture = Texture(renderer, inMemory ? .fixed : .target, width: width, height: height,
                          blend: SDL_BLENDMODE_NONE, scale: SDL_ScaleModeNearest)
        return texture
    }

    private func offscreen(width: Int, height: Int) -> Offscreen? {
        if let offscreen, offscreen.width == width, offscreen.height == height { return offscreen }
        offscreen?.close()
        offscreen = Offscreen(width: width, height: height)
        return offscreen
    }

    func close() {
        texture = nil
        drawn = nil
        offscreen?.close()
        offscreen = nil
    }
}

/// A software renderer drawing into a surface in memory, with a canvas of its own.
@MainActor
private final class Offscreen {
    let width: Int, height: Int
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    private let canvas: Canvas

    init?(width: Int, height: Int) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(max(1, width)), Int32(max(1, height)), 32,
                                                           SDL_PIXELFORMAT_ABGR8888.rawValue)
        else { return nil }
        guard let renderer = SDL_CreateSoftwareRenderer(surface),
              let text = try? TextRenderer(renderer: renderer)
        else {
            SDL_FreeSurface(surface)
            return nil
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.renderer = renderer
        canvas = Canvas(renderer: renderer, text: text)
    }

    /// `origin`: the window pixel the surface's top left stands for.
    func draw(_ model: InspectorModel, _ panel: Rect, from origin: Point, into texture: Texture) {
        canvas.transform = Affine.translation(-origin.x, -origin.y)
        InspectorPainter(canvas: canvas, model: model).draw(panel)
        canvas.text.endFrame()
        SDL_RenderFlush(renderer)
        SDL_UpdateTexture(texture.pointer, nil, surface.pointee.pixels, surface.pointee.pitch)
    }

    func close() {
        canvas.close()
        canvas.text.close()
        Texture.rendererCloses(renderer)
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }
}
