// The simulated screen while its interface turns (R21): the turn's two pictures
// (`ScreenTurn`) — the one the turn began from is the screen layer's own texture as the
// turn found it (the layer is not drawn while the pictures stand in for it), the one it
// ends at a texture kept up to date as a screen layer (its video plays on). Each
// frame they are drawn turned, stretched and cross-faded straight into the device's
// screen (`DeviceSkin.drawTurningScreen`): two textured polygons, nothing laid out or
// rasterised again.

import CSDL
import OrientationEngine

/// A picture of the screen drawn over it: its texture's pixels → screen points now.
struct TurnPicture {
    var texture: OpaquePointer
    var width: Int
    var height: Int
    var toScreen: Affine
    var alpha: UInt8
}

@MainActor
final class TurnPictures {
    private let renderer: OpaquePointer
    private var incoming: ScreenLayer
    /// The turn's end picture.
    private var textures: (to: OpaquePointer, width: Int, height: Int)?
    /// The start of the turn whose first picture the screen's texture holds, and its layout.
    private var from: (start: Double, layout: ScreenLayout)?
    /// First pictures taken (the screen as it was, or drawn into it when no frame was shown
    /// just before) and frames shown from the pictures (tests read them).
    private(set) var counts = (copied: 0, drawn: 0, frames: 0)
    /// End-picture textures made (tests read it: one per size, kept from turn to turn).
    private(set) var texturesMade = 0
    /// How the end picture was kept up to date (tests read them).
    var incomingCounts: (whole: Int, partial: Int, skipped: Int, video: Int) { incoming.counts }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        incoming = ScreenLayer(renderer: renderer)
    }

    /// Brings `turn`'s pictures up to date and says how to draw them for `frame`; nil
    /// when no texture could be made. `screen` holds `previous` frame's screen when that
    /// frame was at rest, and is the first picture (drawn over when it does not hold it);
    /// `paint` draws a screen state's layout into the current target.
    func prepare(_ turn: ScreenTurn, _ frame: FrameModel, previous: FrameModel?,
                 screen: (texture: OpaquePointer, width: Int, height: Int),
                 canvas: Canvas, toTarget: Affine, videoSerial: Int,
                 paint: (ScreenState, ScreenLayout) -> Void) -> [TurnPicture]? {
        guard let textures = textures(width: screen.width, height: screen.height),
              let targetToScreen = toTarget.inverted
        else { return nil }
        if from?.start != turn.start {
            // What was on screen as the turn began is what turns away, as iOS snapshots
            // it: the last frame's screen when that frame was at rest just before; else
            // (a turn interrupting a turn, a still taken mid-turn) the screen as the
            // engine had it when the turn began.
            if let previous, previous.turn == nil, previous.time <= frame.time, frame.time - previous.time < 0.25 {
                // Taken as it is: no copy, no render pass (Core Animation turns the layer).
                counts.copied += 1
                from = (turn.start, previous.layout)
            } else {
                counts.drawn += 1
                canvas.drawing(into: screen.texture) {
                    canvas.clear(.black)
                    paint(turn.from.screen, turn.from.layout)
                }
                from = (turn.start, turn.from.layout)
            }
        }
        guard let fromLayout = from?.layout else { return nil }
        let picture = ScreenPicture(screen: turn.to.screen, layout: turn.to.layout, of: frame)
        _ = incoming.update((textures.to, screen.width, screen.height), canvas: canvas, picture: picture,
                            videoSerial: videoSerial, toTarget: toTarget) { items in
            var layout = turn.to.layout
            layout.items = items
            paint(turn.to.screen, layout)
        }
        counts.frames += 1
        let shown = { (layout: ScreenLayout, texture: OpaquePointer, alpha: Double) in
            TurnPicture(texture: texture, width: screen.width, height: screen.height,
                        toScreen: targetToScreen.then(layout.snapshotTransform(shownAs: frame.layout)),
                        alpha: UInt8((alpha * 255).rounded()))
        }
        return [shown(fromLayout, screen.texture, 1), shown(turn.to.layout, textures.to, turn.progress)]
    }

    /// At the end of a turn, what the screen shows at rest is the turn's end picture, kept
    /// up to date all along: its texture and the layer that kept it are handed to the
    /// screen (whose own texture and layer take their place for the next turn), instead of
    /// the screen being drawn whole again in the turn's last frame. Nil when no turn was
    /// shown or the screen's size is another.
    func exchange(screen texture: OpaquePointer, layer: ScreenLayer, width: Int, height: Int)
        -> (texture: OpaquePointer, layer: ScreenLayer)?
    {
        guard from != nil, let textures, textures.width == width, textures.height == height else { return nil }
        let endPicture = (texture: textures.to, layer: incoming)
        self.textures = (texture, width, height)
        incoming = layer
        end()
        return endPicture
    }

    /// The turn is over. Its texture is kept for the next turn (a screen's worth of
    /// pixels): making textures again cost a turn's first frame a few milliseconds on llvmpipe.
    func end() {
        from = nil
        incoming.invalidate()
    }

    /// Frees the textures (closing, or another size).
    private func release() {
        end()
        guard let textures else { return }
        SDL_DestroyTexture(textures.to)
        self.textures = nil
    }

    func close() {
        release()
        incoming.close()
    }

    private func textures(width: Int, height: Int) -> (to: OpaquePointer, width: Int, height: Int)? {
        if let textures, textures.width == width, textures.height == height { return textures }
        release()
        guard let to = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
            Int32(width), Int32(height))
        else { return nil }
        SDL_SetTextureBlendMode(to, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(to, SDL_ScaleModeLinear)
        textures = (to, width, height)
        texturesMade += 1
        return textures
    }
}
