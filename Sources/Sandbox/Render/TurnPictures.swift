// The simulated screen while its interface turns (R21): the turn's two pictures
// (`ScreenTurn`), each kept in a texture of its own — the one the turn began from drawn
// once, the one it ends at kept up to date as a screen layer (its video plays on). Each
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
    private let incoming: ScreenLayer
    private var textures: (from: OpaquePointer, to: OpaquePointer, width: Int, height: Int)?
    /// The start of the turn whose first picture `textures.from` holds, and its layout.
    private var from: (start: Double, layout: ScreenLayout)?
    /// First pictures taken (copied from the screen, or drawn when no frame was shown just
    /// before) and frames shown from the pictures (tests read them).
    private(set) var counts = (copied: 0, drawn: 0, frames: 0)
    /// Pairs of textures made (tests read it: one per size, kept from turn to turn).
    private(set) var texturesMade = 0
    /// How the end picture was kept up to date (tests read them).
    var incomingCounts: (whole: Int, partial: Int, skipped: Int, video: Int) { incoming.counts }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        incoming = ScreenLayer(renderer: renderer)
    }

    /// Brings `turn`'s pictures up to date and says how to draw them for `frame`; nil
    /// when no texture could be made. `screen` holds `previous` frame's screen when that
    /// frame was at rest; `paint` draws a screen state's layout into the current target.
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
                counts.copied += 1
                canvas.drawing(into: textures.from) {
                    canvas.clear(.black)
                    canvas.copyPixels(screen.texture, to: Rect(0, 0, Double(screen.width), Double(screen.height)))
                }
                from = (turn.start, previous.layout)
            } else {
                counts.drawn += 1
                canvas.drawing(into: textures.from) {
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
        return [shown(fromLayout, textures.from, 1), shown(turn.to.layout, textures.to, turn.progress)]
    }

    /// The turn is over. Its textures are kept for the next turn (two screens' worth of
    /// pixels): making them again cost a turn's first frame a few milliseconds on llvmpipe.
    func end() {
        from = nil
        incoming.invalidate()
    }

    /// Frees the textures (closing, or another size).
    private func release() {
        end()
        guard let textures else { return }
        SDL_DestroyTexture(textures.from)
        SDL_DestroyTexture(textures.to)
        self.textures = nil
    }

    func close() {
        release()
        incoming.close()
    }

    private func textures(width: Int, height: Int) -> (from: OpaquePointer, to: OpaquePointer, width: Int, height: Int)? {
        if let textures, textures.width == width, textures.height == height { return textures }
        release()
        func make() -> OpaquePointer? {
            guard let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(width), Int32(height))
            else { return nil }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            return texture
        }
        guard let from = make() else { return nil }
        guard let to = make() else {
            SDL_DestroyTexture(from)
            return nil
        }
        textures = (from, to, width, height)
        texturesMade += 1
        return textures
    }
}
