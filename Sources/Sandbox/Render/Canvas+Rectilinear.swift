// The fast, exact path for transforms that keep rectangles rectangles (no turn, or a
// whole quarter turn: every frame at rest). Rects become SDL_RenderFillRectF on whole
// pixels, rounded corners come from an anti-aliased quarter-disc texture, and textures
// are copied with SDL_RenderCopyExF at 0/90/180/270° — crisp on every renderer, where
// triangles through the software rasterizer would seam and shimmer.

import CSDL

extension Affine {
    /// Maps axis-aligned rectangles to axis-aligned rectangles (0°, 90°, 180°, 270°).
    var isRectilinear: Bool {
        (abs(b) < 1e-9 && abs(c) < 1e-9) || (abs(a) < 1e-9 && abs(d) < 1e-9)
    }

    /// The quarter-turn angle of a rectilinear transform, in degrees (0, 90, 180, 270).
    var quarterTurn: Double {
        var q = (angleDegrees / 90).rounded() * 90
        if q < 0 { q += 360 }
        return q.truncatingRemainder(dividingBy: 360)
    }
}

@MainActor
final class ShapeTextures {
    static let size = 96
    /// A quarter disc filling the top-left corner box (centre at the box's bottom-right).
    private(set) var disc: Texture?
    /// The complement: what lies outside the quarter disc (masks rounded screen corners).
    private(set) var outside: Texture?

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        disc = Self.make(renderer, Self.discPixels)
        outside = Self.make(renderer, Self.outsidePixels)
    }

    /// The two masks' pixels are the same for every renderer (a window, a recording, a
    /// picture taken aside): worked out once per process, uploaded per renderer.
    private static let discPixels = pixels(inverted: false)
    private static let outsidePixels = pixels(inverted: true)

    private static func make(_ renderer: OpaquePointer, _ pixels: [UInt8]) -> Texture? {
        let n = size
        guard let texture = Texture(renderer, .fixed, width: n, height: n) else { return nil }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture.pointer, nil, $0.baseAddress, Int32(n * 4)) }
        return texture
    }

    /// White with the quarter disc's coverage (or its complement's) as alpha, 4×4 samples a pixel.
    private static func pixels(inverted: Bool) -> [UInt8] {
        let n = size
        var pixels = [UInt8](repeating: 255, count: n * n * 4)
        let samples = 4
        for y in 0..<n {
            for x in 0..<n {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(samples)
                        let py = Double(y) + (Double(sy) + 0.5) / Double(samples)
                        let dx = Double(n) - px, dy = Double(n) - py
                        if dx * dx + dy * dy <= Double(n * n) { inside += 1 }
                    }
                }
                var coverage = Double(inside) / Double(samples * samples)
                if inverted { coverage = 1 - coverage }
                pixels[(y * n + x) * 4 + 3] = UInt8((coverage * 255).rounded())
            }
        }
        return pixels
    }

    /// Opaque 1×256 vertical gradients by colour pair, stretched over big areas: one
    /// copy instead of rasterizing (and blending) a window-sized pair of triangles.
    private var gradients: [[UInt8]: Texture] = [:]

    func gradient(top: Color, bottom: Color) -> Texture? {
        let key = [top.r, top.g, top.b, bottom.r, bottom.g, bottom.b]
        if let texture = gradients[key] { return texture }
        var pixels = [UInt8](repeating: 255, count: 256 * 4)
        for y in 0..<256 {
            let k = Double(y) / 255
            pixels[y * 4] = UInt8(Double(top.r) + (Double(bottom.r) - Double(top.r)) * k)
            pixels[y * 4 + 1] = UInt8(Double(top.g) + (Double(bottom.g) - Double(top.g)) * k)
            pixels[y * 4 + 2] = UInt8(Double(top.b) + (Double(bottom.b) - Double(top.b)) * k)
        }
        guard let texture = Texture(renderer, .fixed, width: 1, height: 256, blend: SDL_BLENDMODE_NONE)
        else { return nil }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture.pointer, nil, $0.baseAddress, 4) }
        gradients[key] = texture
        return texture
    }
    private let renderer: OpaquePointer

    func close() {
        disc = nil
        outside = nil
        gradients.removeAll()
    }
}

extension Canvas {
    /// The pixel rectangle a rect maps to, snapped to whole pixels.
    func pixelRect(_ r: Rect) -> Rect { transform.boundingBox(of: r).wholePixels }

    /// A texture copied as it is onto whole pixels (its blend mode decides how).
    func copyPixels(_ texture: Texture, to r: Rect) {
        var dst = SDL_Rect(x: Int32(r.minX), y: Int32(r.minY), w: Int32(r.width), h: Int32(r.height))
        SDL_RenderCopy(renderer, texture.pointer, nil, &dst)
    }

    func fillPixels(_ r: Rect, _ color: Color) {
        guard r.width > 0, r.height > 0 else { return }
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        var rect = SDL_FRect(x: Float(r.minX), y: Float(r.minY), w: Float(r.width), h: Float(r.height))
        // An opaque colour replaces what is under it: the same pixels, but SDL's software
        // renderer would otherwise blend each one (a fifth of `record`'s main thread).
        if color.a == 255 { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        SDL_RenderFillRectF(renderer, &rect)
        if color.a == 255 { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
    }

    /// Makes `r` (units, under a rectilinear transform) transparent, whatever was there:
    /// what lies under the texture shows through it.
    func clearPixels(_ r: Rect) {
        let box = pixelRect(r)
        guard box.width > 0, box.height > 0 else { return }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        var rect = SDL_FRect(x: Float(box.minX), y: Float(box.minY), w: Float(box.width), h: Float(box.height))
        SDL_RenderFillRectF(renderer, &rect)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// An opaque vertical gradient over a pixel-aligned area.
    func fillVerticalGradient(_ r: Rect, top: Color, bottom: Color) {
        let box = pixelRect(r)
        guard let texture = shapes.gradient(top: top, bottom: bottom) else { return fillPixels(box, bottom) }
        var dst = SDL_FRect(x: Float(box.minX), y: Float(box.minY), w: Float(box.width), h: Float(box.height))
        SDL_RenderCopyF(renderer, texture.pointer, nil, &dst)
    }

    /// A rounded rect in pixel space: three rects and four textured corners.
    func fillRoundedPixels(_ r: Rect, radius: Double, _ color: Color) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2)).rounded()
        guard rad >= 1, let disc = shapes.disc else { return fillPixels(r, color) }
        fillPixels(Rect(r.minX + rad, r.minY, r.width - 2 * rad, r.height), color)
        fillPixels(Rect(r.minX, r.minY + rad, rad, r.height - 2 * rad), color)
        fillPixels(Rect(r.maxX - rad, r.minY + rad, rad, r.height - 2 * rad), color)
        corners(disc, of: r, radius: rad, color)
    }

    /// Draws a corner texture into each corner box of `r`, mirrored to fit.
    func corners(_ texture: Texture, of r: Rect, radius rad: Double, _ color: Color) {
        SDL_SetTextureColorMod(texture.pointer, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture.pointer, color.a)
        let boxes: [(Double, Double, UInt32)] = [
            (r.minX, r.minY, SDL_FLIP_NONE.rawValue),
            (r.maxX - rad, r.minY, SDL_FLIP_HORIZONTAL.rawValue),
            (r.minX, r.maxY - rad, SDL_FLIP_VERTICAL.rawValue),
            (r.maxX - rad, r.maxY - rad, SDL_FLIP_HORIZONTAL.rawValue | SDL_FLIP_VERTICAL.rawValue),
        ]
        for (x, y, flip) in boxes {
            var dst = SDL_FRect(x: Float(x), y: Float(y), w: Float(rad), h: Float(rad))
            SDL_RenderCopyExF(renderer, texture.pointer, nil, &dst, 0, nil, SDL_RendererFlip(rawValue: flip))
        }
    }

    /// Copies a texture into `rect` (units) under a rectilinear transform, turned by
    /// the transform's quarter turn.
    func copyRectilinear(_ texture: Texture, in rect: Rect, color: Color) {
        let texture = texture.pointer
        // Whole pixels: the copy covers exactly the pixel box hit-testing and masks use.
        let box = pixelRect(rect)
        let angle = transform.quarterTurn
        let quarter = angle == 90 || angle == 270
        let w = quarter ? box.height : box.width, h = quarter ? box.width : box.height
        let x = box.center.x - w / 2, y = box.center.y - h / 2
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        var dst = SDL_FRect(x: Float(x), y: Float(y), w: Float(w), h: Float(h))
        SDL_RenderCopyExF(renderer, texture, nil, &dst, angle, nil, SDL_FLIP_NONE)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
    }
}

extension Rect {
    /// The whole pixels this rect (in pixels) covers: each edge to the nearest pixel edge.
    var wholePixels: Rect {
        let x0 = minX.rounded(), y0 = minY.rounded()
        return Rect(x0, y0, maxX.rounded() - x0, maxY.rounded() - y0)
    }
}
