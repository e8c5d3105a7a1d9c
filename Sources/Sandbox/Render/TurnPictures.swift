// The simulated screen while its interface turns (R21): the turn's two pictures
// (`ScreenTurn`) — the one the turn began from is the screen layer's own texture as the
// turn found it (the layer is not drawn while the pictures stand in for it), the one it
// ends at a texture kept up to date as a screen layer (its video plays on). Each
// frame they are drawn turned, stretched and cross-faded straight into the device's
// screen (`DeviceSkin.drawTurningScreen`): two textured polygons, nothing laid out or
// rasterised again.

import CSDL
import OrientationEngine

/// What a turning screen shows: its pictures, and the end picture's video drawn live
/// over them (nil: the video, if any, is in the end picture).
struct TurnFrame {
    var pictures: [TurnPicture]
    var video: LiveVideo?
    /// The first picture was drawn into the screen's texture (its layer no longer knows it).
    var screenDrawn = false
}

extension TurnFrame {
    /// The most opacity, in 255ths, at which the end picture changes no channel of what it
    /// is drawn over by more than this many levels.
    static let faintest: UInt8 = 2

    /// Leaves out the end picture, and the video drawn live in it, while it is that faint.
    mutating func leaveOutFaintEnd() {
        guard pictures.count == 2, pictures[1].alpha <= Self.faintest else { return }
        pictures.removeLast()
        video = nil
    }
}

/// The end picture's video while the interface turns: drawn live, in the transparent
/// hole the end picture keeps for it (a new video frame draws nothing into a layer).
struct LiveVideo {
    /// The video item's rect, in its own units, and those units → screen points now.
    var rect: Rect
    var toScreen: Affine
    var alpha: UInt8
}

/// A picture of the screen drawn over it: its texture's pixels → screen points now.
struct TurnPicture {
    var texture: Texture
    var width: Int { texture.width }
    var height: Int { texture.height }
    var toScreen: Affine
    var alpha: UInt8
}

@MainActor
final class TurnPictures {
    private let renderer: OpaquePointer
    private var incoming: ScreenLayer
    /// The turn's end picture.
    private var endPicture: Texture?
    /// End pictures of earlier turns, each with the layer that knows what it shows. A
    /// device turning back and forth ends where it ended before: such a turn's end
    /// picture needs only what changed since (often nothing but the video), not a whole
    /// redraw in the turn's first frame.
    private var kept: [(texture: Texture, layer: ScreenLayer)] = []
    /// Enough for portrait and both landscapes besides the screen's own.
    private static let keptLimit = 2
    /// The start of the turn whose first picture the screen's texture holds, and its layout.
    private var from: (start: Double, layout: ScreenLayout)?
    weak var observer: (any RenderObserver)?

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        incoming = ScreenLayer(renderer: renderer)
    }

    /// The end picture's video serial while its video is drawn live: never a frame's, so
    /// the screen layer that takes the picture over at the turn's end paints the video
    /// into its hole.
    private static let liveVideoSerial = Int.min

    /// Brings `turn`'s pictures up to date and says how to draw them for `frame`; nil
    /// when no texture could be made. `screen` holds `previous` frame's screen when that
    /// frame was at rest, and is the first picture (drawn over when it does not hold it);
    /// `paint` draws a screen state's layout into the current target (`videoHole`: the
    /// video's box left transparent). `liveVideo`: the end picture's video may be drawn
    /// live over the pictures, when nothing of its layout lies over it.
    func prepare(_ turn: ScreenTurn, _ frame: FrameModel, previous: FrameModel?,
                 screen: Texture, canvas: Canvas, toTarget: Affine, videoSerial: Int, liveVideo: Bool,
                 paint: (ScreenModel, ScreenLayout, _ videoHole: Bool) -> Void) -> TurnFrame? {
        guard endPicture(width: screen.width, height: screen.height) != nil,
              let targetToScreen = toTarget.inverted
        else { return nil }
        let picture = ScreenPicture(screen: turn.to.screen, layout: turn.to.layout, of: frame)
        var screenDrawn = false
        if from?.start != turn.start {
            takeBestEndPicture(for: picture)
            // What was on screen as the turn began is what turns away, as iOS snapshots
            // it: the last frame's screen when that frame was at rest just before; else
            // (a turn interrupting a turn, a still taken mid-turn) the screen as the
            // engine had it when the turn began.
            if let previous, previous.turn == nil, previous.time <= frame.time, frame.time - previous.time < 0.25 {
                // Taken as it is: no copy, no render pass (Core Animation turns the layer).
                observer?.turnBegan(pictureCopied: true)
                from = (turn.start, previous.layout)
            } else {
                observer?.turnBegan(pictureCopied: false)
                screenDrawn = true
                canvas.drawing(into: screen) {
                    canvas.clear(.black)
                    paint(turn.from.screen, turn.from.layout, false)
                }
                from = (turn.start, turn.from.layout)
            }
        }
        guard let fromLayout = from?.layout, let end = endPicture else { return nil }
        let items = turn.to.layout.items
        let live = liveVideo ? ScreenLayer.videoAlone(items.filter(\.kind.showsVideo), in: items, toTarget: toTarget) : nil
        let updated = incoming.update(end, canvas: canvas, picture: picture,
                                      videoSerial: live == nil ? videoSerial : Self.liveVideoSerial,
                                      toTarget: toTarget) { items in
            var layout = turn.to.layout
            layout.items = items
            paint(turn.to.screen, layout, live != nil)
        }
        observer?.screenLayerUpdated(updated.redraw, turnEnd: true)
        observer?.turnFrameShown()
        let shown = { (layout: ScreenLayout, texture: Texture, alpha: Double) in
            TurnPicture(texture: texture, toScreen: targetToScreen.then(layout.snapshotTransform(shownAs: frame.layout)),
                        alpha: UInt8((alpha * 255).rounded()))
        }
        let endAlpha = UInt8((turn.progress * 255).rounded())
        let video = live.map {
            LiveVideo(rect: $0.rect, toScreen: $0.toScreen.then(turn.to.layout.snapshotTransform(shownAs: frame.layout)),
                      alpha: endAlpha)
        }
        return TurnFrame(pictures: [shown(fromLayout, screen, 1), shown(turn.to.layout, end, turn.progress)], video: video,
                         screenDrawn: screenDrawn)
    }

    /// At a turn's start: of the end pictures at hand, the one needing least drawing
    /// for `picture` becomes the turn's; when none is near it and there is room, a new
    /// one, so the others are kept for the turns back.
    private func takeBestEndPicture(for picture: ScreenPicture) {
        guard let end = endPicture else { return }
        let cost = { (pair: (texture: Texture, layer: ScreenLayer)) in pair.layer.redrawCost(of: picture, in: pair.texture) }
        let current = cost((end, incoming))
        guard current > 0 else { return }
        if let best = kept.indices.min(by: { cost(kept[$0]) < cost(kept[$1]) }), cost(kept[best]) < current {
            (endPicture, incoming, kept[best]) = (kept[best].texture, kept[best].layer, (end, incoming))
        } else if current == 2, incoming.knowsItsPixels, kept.count < Self.keptLimit,
                  let fresh = Texture(renderer, .target, width: end.width, height: end.height) {
            kept.append((end, incoming))
            (endPicture, incoming) = (fresh, ScreenLayer(renderer: renderer))
            observer?.turnTextureMade()
        }
    }

    /// At the end of a turn, what the screen shows at rest is the turn's end picture, kept
    /// up to date all along: its texture and the layer that kept it are handed to the
    /// screen (whose own texture and layer take their place for the next turn), instead of
    /// the screen being drawn whole again in the turn's last frame. Nil when no turn was
    /// shown or the screen's size is another.
    func exchange(screen texture: Texture, layer: ScreenLayer) -> (texture: Texture, layer: ScreenLayer)? {
        guard from != nil, let endPicture, endPicture.isSized(texture.width, texture.height) else { return nil }
        let shown = (texture: endPicture, layer: incoming)
        self.endPicture = texture
        incoming = layer
        end()
        return shown
    }

    /// The turn is over. Its texture is kept for the next turn (a screen's worth of
    /// pixels), with what it shows: making textures again cost a turn's first frame a few
    /// milliseconds on llvmpipe, drawing them whole a few more.
    func end() { from = nil }

    func close() {
        end()
        endPicture = nil
        incoming.close()
        for pair in kept { pair.layer.close() }
        kept.removeAll()
    }

    private func endPicture(width: Int, height: Int) -> Texture? {
        if let endPicture, endPicture.isSized(width, height) { return endPicture }
        end()
        incoming.invalidate()
        for pair in kept { pair.layer.close() }
        kept.removeAll()
        endPicture = Texture(renderer, .target, width: width, height: height)
        if endPicture != nil { observer?.turnTextureMade() }
        return endPicture
    }
}

extension LiveVideo {
    /// Draws the video at `alpha` through `canvas`'s transform (screen points → window),
    /// cut to `glass` (screen points): black around the frame's aspect-fit rect, the frame
    /// in it, each pixel covered once so the fade is the end picture's.
    @MainActor
    func draw(_ video: VideoLayer, canvas: Canvas, within glass: [Point]) {
        let screenToWindow = canvas.transform
        guard let toItem = toScreen.inverted else { return }
        let cut = { (r: Rect) in clipConvex(r.corners.map(toScreen.apply), to: glass) }
        // The software renderer converts the frame at the size it is drawn.
        canvas.transform = toScreen.then(screenToWindow)
        _ = video.withFrame(canvas, in: rect) { texture, fit in
            canvas.transform = screenToWindow
            for band in Self.bands(rect, around: fit) {
                canvas.fillConvex(cut(band), Color.black.with(alpha: alpha), feather: false)
            }
            let inside = Canvas.texelCenters(texture)
            canvas.fillConvex(cut(fit), Color.white.with(alpha: alpha), feather: false, texture: texture) { p in
                let q = toItem.apply(p)
                return inside(Point((q.x - fit.minX) / fit.width, (q.y - fit.minY) / fit.height))
            }
        }
        canvas.transform = screenToWindow
    }

    /// `rect` less `fit` (centred in it): the letterbox bands.
    static func bands(_ rect: Rect, around fit: Rect) -> [Rect] {
        [Rect(rect.minX, rect.minY, rect.width, fit.minY - rect.minY), Rect(rect.minX, fit.maxY, rect.width, rect.maxY - fit.maxY),
         Rect(rect.minX, fit.minY, fit.minX - rect.minX, fit.height), Rect(fit.maxX, fit.minY, rect.maxX - fit.maxX, fit.height)]
            .filter { $0.width > 1e-6 && $0.height > 1e-6 }
    }
}
