// Drawing on an SDL_Renderer through a current transform (units → target pixels), the
// way CoreGraphics draws through its CTM. Every shape becomes triangles for
// SDL_RenderGeometry, so rotated views draw exactly where hit-testing expects them.
// Edges get a one-pixel alpha ramp so rounded shapes are not jagged.

import CSDL

@MainActor
public final class Canvas {
    let renderer: OpaquePointer
    let text: TextRenderer
    /// Units → pixels of the current target.
    var transform: Affine = .identity
    /// When set, every string drawn is noted here (what the legibility tests read).
    var textRuns: [TextRun]?
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    private var ring: [Point] = []
    let shapes: ShapeTextures

    init(renderer: OpaquePointer, text: TextRenderer) {
        self.renderer = renderer
        self.text = text
        shapes = ShapeTextures(renderer: renderer)
    }

    func close() { shapes.close() }

    /// Runs `body` with `t` applied before the current transform.
    func with(_ t: Affine, _ body: () -> Void) {
        let saved = transform
        transform = t.then(transform)
        body()
        transform = saved
    }

    /// Draws into a render-target texture, then restores.
    func drawing(into target: Texture, _ body: () -> Void) { drawing(into: target.pointer, body) }

    private func drawing(into target: OpaquePointer?, _ body: () -> Void) {
        let previous = SDL_GetRenderTarget(renderer)
        let savedTransform = transform, savedRegion = region, savedClip = clip
        SDL_SetRenderTarget(renderer, target)  // SDL resets the viewport and clip on every change of target
        region = nil
        clip = nil
        transform = .identity
        body()
        transform = savedTransform
        SDL_SetRenderTarget(renderer, previous)
        setRegion(savedRegion)
        setClip(savedClip)
    }

    /// Draws into `target` what lies at `area` of a bigger picture: `body` draws in the
    /// big picture's pixels, shifted by the area's origin (SDL's viewport), and the
    /// target's own edges cut the rest. A target's edges, unlike a clip rect, cut scaled
    /// copies exactly as drawing it all would (SDL's software renderer shifts those).
    func drawing(into target: Texture, region area: Rect, _ body: () -> Void) {
        drawing(into: target) {
            setRegion(area)
            body()
            setRegion(nil)
        }
    }

    /// Runs `body` with drawing limited to `rect` (whole pixels of the current target).
    /// `clear` ignores the clip: fill the rect instead.
    func clipped(to rect: Rect, _ body: () -> Void) {
        let saved = clip
        setClip(rect)
        body()
        setClip(saved)
    }

    private var clip: Rect?

    private func setClip(_ rect: Rect?) {
        clip = rect
        guard let rect else { return _ = SDL_RenderSetClipRect(renderer, nil) }
        var r = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
        SDL_RenderSetClipRect(renderer, &r)
    }

    /// The part of a bigger picture the current target holds (nil: just itself).
    private var region: Rect?

    private func setRegion(_ area: Rect?) {
        region = area
        guard let area else { return _ = SDL_RenderSetViewport(renderer, nil) }
        var viewport = SDL_Rect(x: Int32(-area.minX), y: Int32(-area.minY), w: Int32(area.maxX), h: Int32(area.maxY))
        SDL_RenderSetViewport(renderer, &viewport)
    }

    func clear(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    // MARK: Shapes

    func fill(_ rect: Rect, _ color: Color) {
        if transform.isRectilinear { return fillPixels(pixelRect(rect), color) }
        fillConvex(rect.corners, color, feather: true)
    }

    /// A vertical gradient (pixels-aligned areas such as the desktop).
    func fillGradient(_ rect: Rect, top: Color, bottom: Color) {
        begin()
        let pts = rect.corners.map(transform.apply)
        let colors = [top, top, bottom, bottom]
        for (p, c) in zip(pts, colors) { vertices.append(vertex(p, c)) }
        indices += [0, 1, 2, 0, 2, 3]
        flush(nil)
    }

    func fillRounded(_ rect: Rect, radius: Double, _ color: Color) {
        guard radius > 0.01 else { return fill(rect, color) }
        if transform.isRectilinear {
            return fillRoundedPixels(pixelRect(rect), radius: radius * transform.scaleFactor, color)
        }
        fillConvex(roundedOutline(rect, radius: radius), color, feather: true)
    }

    func fillCircle(_ center: Point, radius: Double, _ color: Color) {
        fillRounded(Rect(center: center, size: Size(radius * 2, radius * 2)), radius: radius, color)
    }

    /// An outline of `width` units around a rounded rect, drawn as a filled ring.
    func strokeRounded(_ rect: Rect, radius: Double, width: Double, _ color: Color) {
        let outer = roundedOutline(rect, radius: radius)
        let inner = roundedOutline(rect.inset(width), radius: max(0, radius - width), segments: outer.count / 4)
        guard outer.count == inner.count else { return }
        begin()
        for p in outer { vertices.append(vertex(transform.apply(p), color)) }
        for p in inner { vertices.append(vertex(transform.apply(p), color)) }
        let n = Int32(outer.count)
        for i in 0..<n {
            let j = (i + 1) % n
            indices += [i, j, n + j, i, n + j, n + i]
        }
        flush(nil)
    }

    /// Points of a rounded rectangle, clockwise on screen, `segments` per corner.
    func roundedOutline(_ r: Rect, radius: Double, segments: Int? = nil) -> [Point] {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        let pixels = rad * transform.scaleFactor
        let n = segments ?? max(2, min(24, Int(pixels / 1.5)))
        let centers = [
            Point(r.maxX - rad, r.minY + rad), Point(r.maxX - rad, r.maxY - rad),
            Point(r.minX + rad, r.maxY - rad), Point(r.minX + rad, r.minY + rad),
        ]
        var pts: [Point] = []
        pts.reserveCapacity(4 * (n + 1))
        for (k, c) in centers.enumerated() {
            let start = -90.0 + Double(k) * 90
            for s in 0...n {
                let (sn, cs) = exactSinCos(start + 90 * Double(s) / Double(n))
                pts.append(Point(c.x + cs * rad, c.y + sn * rad))
            }
        }
        return pts
    }

    /// A convex polygon (units), with an outer one-pixel alpha ramp when `feather`.
    func fillConvex(_ points: [Point], _ color: Color, feather: Bool = true, texture: Texture? = nil,
                    uv: ((Point) -> Point)? = nil) {
        guard points.count >= 3, color.a > 0 else { return }
        begin()
        ring.removeAll(keepingCapacity: true)
        for p in points { ring.append(transform.apply(p)) }
        let n = ring.count
        // Centre vertex so the fan works for any convex outline.
        var cx = 0.0, cy = 0.0
        for p in ring { cx += p.x; cy += p.y }
        let center = Point(cx / Double(n), cy / Double(n))
        let centerUnits = transform.inverted?.apply(center) ?? points[0]
        vertices.append(vertex(center, color, uv?(centerUnits)))
        for (i, p) in ring.enumerated() { vertices.append(vertex(p, color, uv?(points[i]))) }
        for i in 0..<n { indices += [0, Int32(1 + i), Int32(1 + (i + 1) % n)] }
        if feather {
            let edge = color.with(alpha: 0)
            for i in 0..<n {
                let prev = ring[(i + n - 1) % n], p = ring[i], next = ring[(i + 1) % n]
                let d = Point(p.x - center.x, p.y - center.y)
                // Outward = away from the centre, averaged with the two edge normals.
                var nx = (p.y - prev.y) + (next.y - p.y), ny = -(p.x - prev.x) - (next.x - p.x)
                if nx * d.x + ny * d.y < 0 { nx = -nx; ny = -ny }
                let len = (nx * nx + ny * ny).squareRoot()
                let o = len > 1e-9 ? Point(p.x + nx / len, p.y + ny / len) : p
                vertices.append(vertex(o, edge, uv?(points[i])))
            }
            let base = Int32(1 + n)
            for i in 0..<Int32(n) {
                let j = (i + 1) % Int32(n)
                indices += [1 + i, 1 + j, base + j, 1 + i, base + j, base + i]
            }
        }
        flush(texture?.pointer)
    }

    // MARK: Textures

    /// Draws a whole texture into `rect` (units), tinted by `color` (white: as is).
    func drawTexture(_ texture: Texture, in rect: Rect, color: Color = .white) {
        if transform.isRectilinear { return copyRectilinear(texture, in: rect, color: color) }
        begin()
        let pts = rect.corners.map(transform.apply)
        let inside = Self.texelCenters(texture)
        let uvs = [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)].map(inside)
        for (p, t) in zip(pts, uvs) { vertices.append(vertex(p, color, t)) }
        indices += [0, 1, 2, 0, 2, 3]
        flush(texture.pointer)
    }

    /// `drawTexture(_:in:)` but for `hole` (units, inside `rect`): what something opaque
    /// drawn next covers anyway is not filled. Four quads around the hole, one call.
    func drawTexture(_ texture: Texture, in rect: Rect, around hole: Rect?) {
        guard let hole, rect.contains(hole), !hole.isEmpty else { return drawTexture(texture, in: rect) }
        begin()
        let inside = Self.texelCenters(texture)
        // The whole texture's mapping, so the ring's texels are where the whole quad's are.
        let uvAt = { (p: Point) in
            let lo = inside(.zero), hi = inside(Point(1, 1))
            return Point(lo.x + (hi.x - lo.x) * (p.x - rect.minX) / rect.width,
                         lo.y + (hi.y - lo.y) * (p.y - rect.minY) / rect.height)
        }
        for p in rect.corners + hole.corners { vertices.append(vertex(transform.apply(p), .white, uvAt(p))) }
        // Outer corners 0…3 and inner 4…7, clockwise from the top left: top, right, bottom, left.
        for side in Int32(0)..<4 {
            let o0 = side, o1 = (side + 1) % 4, i0 = side + 4, i1 = (side + 1) % 4 + 4
            indices += [o0, o1, i1, o0, i1, i0]
        }
        flush(texture.pointer)
    }

    /// The parts `rects` (units) of a vertical gradient over `box` (units), in one call: a
    /// big fill under an opaque shape drawn around it. Colours are interpolated per vertex,
    /// within a level of the gradient texture `fillVerticalGradient` stretches.
    func fillVerticalGradient(_ box: Rect, top: Color, bottom: Color, within rects: [Rect]) {
        guard !rects.isEmpty, box.height > 0 else { return }
        begin()
        let at = { (y: Double) -> Color in
            let k = min(1, max(0, (y - box.minY) / box.height))
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * k).rounded()) }
            return Color(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b))
        }
        for r in rects {
            let base = Int32(vertices.count)
            let colors = [at(r.minY), at(r.minY), at(r.maxY), at(r.maxY)]
            for (p, c) in zip(r.corners, colors) { vertices.append(vertex(transform.apply(p), c)) }
            indices += [base, base + 1, base + 2, base, base + 2, base + 3]
        }
        flush(nil)
    }

    /// A texture shown through a rounded-rect mask (the device's rounded screen).
    /// At rest (rectilinear) the corners are masked with `mask`, the colour around the glass.
    func drawTexture(_ texture: Texture, roundedRect rect: Rect, radius: Double, mask: Color) {
        if transform.isRectilinear {
            copyRectilinear(texture, in: rect, color: .white)
            let rad = (radius * transform.scaleFactor).rounded()
            if rad >= 1, let outside = shapes.outside { corners(outside, of: pixelRect(rect), radius: rad, mask) }
            return
        }
        let outline = roundedOutline(rect, radius: radius)
        let inside = Self.texelCenters(texture)
        fillConvex(outline, .white, feather: true, texture: texture) { p in
            inside(Point((p.x - rect.minX) / rect.width, (p.y - rect.minY) / rect.height))
        }
    }

    /// Texture coordinates kept between the outer texels' centres. At exactly 0 or 1 the
    /// software renderer's triangle filler samples one texel past the edge, i.e. memory
    /// after the pixels: random specks along a turned screen's edge, different each run.
    static func texelCenters(_ texture: Texture) -> (Point) -> Point {
        let du = 0.5 / Double(texture.width), dv = 0.5 / Double(texture.height)
        return { p in Point(min(max(p.x, du), 1 - du), min(max(p.y, dv), 1 - dv)) }
    }

    // MARK: Geometry submission

    private func begin() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    private func vertex(_ p: Point, _ c: Color, _ uv: Point? = nil) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: Float(p.x), y: Float(p.y)),
            color: SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a),
            tex_coord: SDL_FPoint(x: Float(uv?.x ?? 0), y: Float(uv?.y ?? 0)))
    }

    private func flush(_ texture: OpaquePointer?) {
        guard !indices.isEmpty else { return }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
    }
}
