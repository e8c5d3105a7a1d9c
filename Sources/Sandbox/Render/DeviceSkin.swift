// The three device bodies, drawn in device space through the body turn (R4), with the
// simulated screen's texture shown through the screen's rounded mask.

import CSDL
import OrientationEngine

@MainActor
final class DeviceSkin {
    let canvas: Canvas
    private var screenTexture: Texture?

    init(canvas: Canvas) {
        self.canvas = canvas
        bodySprite = KeptLayer(renderer: canvas.renderer)
        shadow = KeptLayer(renderer: canvas.renderer)
    }

    /// The offscreen target the screen is drawn into, sized to the pixel box the screen
    /// is copied into at rest, so that copy is one to one (no resampling, no blur).
    func screenTarget(for frame: DeviceFrame) -> Texture? {
        let (w, h) = Self.screenPixels(frame)
        if let texture = screenTexture, texture.isSized(w, h) { return texture }
        screenTexture = Texture(canvas.renderer, .target, width: w, height: h)
        return screenTexture
    }

    /// Shows `texture` (the screen's size, from `screenTarget`'s texture's place) as the
    /// screen from now on; the one it replaces is the caller's.
    func replaceScreenTexture(with texture: Texture) {
        screenTexture = texture
    }

    /// The screen's pixel box upright, as `Canvas.pixelRect` rounds its edges: the device's
    /// centre sits on a whole pixel and rounding is symmetric about it, so every quarter
    /// turn gives the same box (turned), and a turning body keeps its texture.
    static func screenPixels(_ frame: DeviceFrame) -> (width: Int, height: Int) {
        let upright = DeviceFrame(spec: frame.spec, area: frame.area, bodyAngle: 0)
        let box = upright.deviceToWindow.boundingBox(of: frame.spec.screenRect)
        let w = Int(box.maxX.rounded() - box.minX.rounded()), h = Int(box.maxY.rounded() - box.minY.rounded())
        return (max(8, w), max(8, h))
    }

    func close() {
        screenTexture = nil
        bodySprite.close()
        shadow.close()
    }

    /// Draws body, hardware details and the screen texture (nil: a dark glass).
    func draw(_ frame: DeviceFrame, screen: Texture?) {
        drawBody(frame)
        drawScreen(frame, screen: screen)
    }

    /// Shadow, buttons, rim, glass and the hardware around the screen: all that does not
    /// change while the device is at rest (SceneRenderer caches it then). `turning`: the
    /// body comes from an upright sprite drawn turned, one pass instead of several.
    /// `holes`: the sprites leave out what the body and the screen, drawn next, cover.
    func drawBody(_ frame: DeviceFrame, turning: Bool = false, holes: Bool = false) {
        let spec = frame.spec
        if turning, let shadow = shadowSprite(for: frame), let sprite = sprite(for: frame) {
            // Shadow and body as two turned sprites, made once: two textured passes instead of
            // several shapes a frame (the shadow's second layer turns with the body, unseen).
            canvas.transform = frame.deviceToWindow.then(.translation(0, 10))
            // The shadow under the body: its 10-pixel drop may point any way in device space.
            canvas.drawTexture(shadow.texture, in: shadow.bounds,
                               around: holes ? Self.coveredByBody(frame).inset(10 / frame.scale) : nil)
            canvas.transform = frame.deviceToWindow
            return canvas.drawTexture(sprite.texture, in: sprite.bounds, around: holes ? Self.coveredByScreen(frame) : nil)
        }
        // A soft shadow falling down the desktop whatever the body's turn.
        for layer in Self.shadowLayers(frame) {
            canvas.transform = frame.deviceToWindow.then(.translation(0, 10 + layer.drop))
            canvas.fillRounded(layer.rect, radius: layer.radius, layer.color)
        }
        canvas.transform = frame.deviceToWindow
        bodyShapes(spec)
    }

    /// Device space the body covers opaquely (its rounded corners and anti-aliased edge
    /// left out): a rounded rect holds the rect inset by 0.3 of its radius.
    static func coveredByBody(_ frame: DeviceFrame) -> Rect {
        frame.spec.body.inset(frame.spec.bodyCornerRadius * 0.3 + 3 / frame.scale)
    }

    /// Device space the screen covers opaquely, whatever it shows (its pictures start
    /// from black; a screen layer is cleared black).
    static func coveredByScreen(_ frame: DeviceFrame) -> Rect {
        frame.spec.screenRect.inset(frame.spec.screenCornerRadius * 0.3 + 3 / frame.scale)
    }

    /// The shadow's two layers: the body's outline, then a wider, fainter one lower down.
    private static func shadowLayers(_ frame: DeviceFrame) -> [(rect: Rect, radius: Double, drop: Double, color: Color)] {
        [(0.0, 44), (2.0, 22)].map { (i: Double, alpha: UInt8) in
            let grow = i * 7 / frame.scale
            return (frame.spec.body.inset(-grow), frame.spec.bodyCornerRadius + grow, i * 4, Color(0, 0, 0, alpha))
        }
    }

    /// Both shadow layers upright in device space (the lower one's drop given in device
    /// units), made once per device and scale.
    private func shadowSprite(for frame: DeviceFrame) -> Sprite? {
        let layers = Self.shadowLayers(frame)
        let bounds = layers.reduce(frame.spec.body) { $0.union($1.rect.offsetBy(0, $1.drop / frame.scale)) }.inset(-2)
        return sprite(shadow, bounds: bounds, frame: frame) { toTexture in
            for layer in layers {
                canvas.transform = Affine.translation(0, layer.drop / frame.scale).then(toTexture)
                canvas.fillRounded(layer.rect, radius: layer.radius, layer.color)
            }
        }
    }

    private func bodyShapes(_ spec: DeviceSpec) {
        sideButtons(spec)
        // Metal rim, then the black front glass.
        canvas.fillRounded(spec.body, radius: spec.bodyCornerRadius, Palette.bodyEdge)
        let rim = 3.5
        canvas.fillRounded(spec.body.inset(rim), radius: spec.bodyCornerRadius - rim, Palette.body)
        hardware(spec)
    }

    /// The body upright at the frame's scale, with room for the side buttons; made once
    /// per device and scale. Its anti-aliased edge darkens a little when composited
    /// (straight alpha), which only shows mid-turn, on the dark desktop.
    private func sprite(for frame: DeviceFrame) -> Sprite? {
        sprite(bodySprite, bounds: frame.spec.body.inset(-6), frame: frame) { toTexture in
            canvas.transform = toTexture
            bodyShapes(frame.spec)
        }
    }

    typealias Sprite = (texture: Texture, bounds: Rect)
    /// A sprite shows one device at one scale.
    struct SpriteKey: Equatable {
        var model: DeviceModel
        var scale: Double
    }
    private let bodySprite: KeptLayer<SpriteKey>
    private let shadow: KeptLayer<SpriteKey>

    /// A sprite of device-space `bounds` (which follow from the device and the scale) at
    /// the frame's scale, kept in `layer`; `draw` paints it through the device → texture
    /// transform it is given.
    private func sprite(_ layer: KeptLayer<SpriteKey>, bounds: Rect, frame: DeviceFrame, draw: (Affine) -> Void) -> Sprite? {
        let w = Int((bounds.width * frame.scale).rounded(.up)), h = Int((bounds.height * frame.scale).rounded(.up))
        let texture = layer.texture(showing: SpriteKey(model: frame.spec.model, scale: frame.scale), width: w, height: h) { texture in
            canvas.drawing(into: texture) {
                canvas.clear(.clear)
                draw(Affine.translation(-bounds.minX, -bounds.minY).then(.scale(Double(w) / bounds.width, Double(h) / bounds.height)))
            }
        }
        return texture.map { ($0, bounds) }
    }

    /// The screen through its rounded mask, then the notch that sits over it.
    func drawScreen(_ frame: DeviceFrame, screen: Texture?) {
        let spec = frame.spec
        canvas.transform = frame.deviceToWindow
        if let screen {
            canvas.drawTexture(screen, roundedRect: spec.screenRect, radius: spec.screenCornerRadius, mask: Palette.body)
        } else {
            canvas.fillRounded(spec.screenRect, radius: spec.screenCornerRadius, Color(hex: 0x050506))
        }
        notch(spec)
    }

    /// A turning screen: black glass, each picture over it as a polygon — its turned and
    /// stretched rectangle cut to the rounded screen — then `overlay` (given the screen
    /// points → window transform, the current one, and the glass's outline in screen
    /// points) and the notch.
    func drawTurningScreen(_ frame: DeviceFrame, pictures: [TurnPicture], overlay: (Affine, [Point]) -> Void) {
        let spec = frame.spec
        canvas.transform = frame.deviceToWindow
        canvas.fillRounded(spec.screenRect, radius: spec.screenCornerRadius, .black)
        let glass = canvas.roundedOutline(spec.screenRect, radius: spec.screenCornerRadius)
        let screenToDevice = Affine.translation(spec.screenRect.origin)
        for picture in pictures where picture.alpha > 0 {
            let toDevice = picture.toScreen.then(screenToDevice)
            guard let fromDevice = toDevice.inverted else { continue }
            let corners = Rect(0, 0, Double(picture.width), Double(picture.height)).corners.map(toDevice.apply)
            let inside = Canvas.texelCenters(picture.texture)
            let w = Double(picture.width), h = Double(picture.height)
            canvas.fillConvex(clipConvex(corners, to: glass), Color.white.with(alpha: picture.alpha),
                              texture: picture.texture) { p in
                let texel = fromDevice.apply(p)
                return inside(Point(texel.x / w, texel.y / h))
            }
        }
        canvas.transform = screenToDevice.then(frame.deviceToWindow)
        let origin = spec.screenRect.origin
        overlay(canvas.transform, glass.map { Point($0.x - origin.x, $0.y - origin.y) })
        canvas.transform = frame.deviceToWindow
        notch(spec)
    }

    private func notch(_ spec: DeviceSpec) {
        if let notch = spec.notch {
            canvas.fillRounded(notch.inset(top: -12, left: 0, bottom: 0, right: 0), radius: 20, Palette.body)
            canvas.fillCircle(Point(notch.center.x + 40, notch.center.y + 1), radius: 5.5, Color(hex: 0x1B2230))
            canvas.fillRounded(Rect(center: Point(notch.center.x - 8, notch.minY + 9), size: Size(48, 5)),
                               radius: 2.5, Color(hex: 0x26272B))
        }
    }

    private func sideButtons(_ spec: DeviceSpec) {
        let color = Palette.bodyEdge
        let b = spec.body
        switch spec.model {
        case .ipad:
            canvas.fillRounded(Rect(b.maxX - 110, b.minY - 3, 64, 6), radius: 2, color)  // top button
            canvas.fillRounded(Rect(b.maxX - 3, b.minY + 90, 6, 56), radius: 2, color)  // volume
            canvas.fillRounded(Rect(b.maxX - 3, b.minY + 156, 6, 56), radius: 2, color)
        case .iphoneHome, .iphoneFaceID:
            let top = spec.model == .iphoneHome ? b.minY + 110 : b.minY + 100
            canvas.fillRounded(Rect(b.minX - 3, top, 6, 28), radius: 2, color)  // ring/silent
            canvas.fillRounded(Rect(b.minX - 3, top + 56, 6, 56), radius: 2, color)  // volume up
            canvas.fillRounded(Rect(b.minX - 3, top + 124, 6, 56), radius: 2, color)  // volume down
            canvas.fillRounded(Rect(b.maxX - 3, top + 70, 6, 90), radius: 2, color)  // side button
        }
    }

    /// Home button, speaker, camera: outside the screen, so below it is fine.
    private func hardware(_ spec: DeviceSpec) {
        if let home = spec.homeButton {
            canvas.fillCircle(home.center, radius: home.radius, Palette.homeButtonRing)
            canvas.fillCircle(home.center, radius: home.radius - 2.5, Palette.body)
            canvas.fillRounded(Rect(center: home.center, size: Size(20, 20)), radius: 5,
                               Palette.homeButtonRing)
            canvas.fillRounded(Rect(center: home.center, size: Size(17, 17)), radius: 4, Palette.body)
        }
        if let speaker = spec.speaker {
            canvas.fillRounded(speaker, radius: speaker.height / 2, Color(hex: 0x2E3034))
        }
        if let camera = spec.camera {
            canvas.fillCircle(camera, radius: 6, Color(hex: 0x2A2C31))
            canvas.fillCircle(camera, radius: 3.2, Color(hex: 0x0E1420))
        }
    }
}
