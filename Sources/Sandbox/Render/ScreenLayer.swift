// The simulated screen's pixels kept between frames, as a Core Animation layer keeps its
// backing store: redrawn whole when what the screen shows changed, only the changed
// items' area when a video frame or a single item changed, and not at all otherwise.
// Drawing the same items over the same pixels gives the same pixels, so a partial
// redraw is exact: it starts from black inside its clip, as the whole redraw does.

import CSDL
import OrientationEngine

@MainActor
final class ScreenLayer {
    /// What, beside the layout's items, decides the screen's pixels. The playback
    /// position is left out: the video layer's frame serial says when the picture changed.
    struct Key: Equatable {
        var screen: ScreenState
        var pressed: TapTarget?
        var videoError: String?
        var width: Int
        var height: Int
    }

    private var drawn: (key: Key, items: [LayoutItem], videoSerial: Int)?
    /// Redraws so far, whole and partial (tests and the bench read them).
    private(set) var counts = (whole: 0, partial: 0, skipped: 0)

    /// Brings `target` up to date with `layout`; `paint` draws every item (the clip,
    /// when there is one, is already set).
    func update(_ target: (texture: OpaquePointer, width: Int, height: Int), canvas: Canvas,
                screen: ScreenState, layout: ScreenLayout, pressed: TapTarget?, videoError: String?,
                videoSerial: Int, toTarget: Affine, paint: () -> Void) {
        let key = Key(screen: screen.withoutPlaybackPositions, pressed: pressed, videoError: videoError,
                      width: target.width, height: target.height)
        defer { drawn = (key, layout.items, videoSerial) }
        guard let drawn, drawn.key == key, drawn.items.count == layout.items.count else {
            counts.whole += 1
            return canvas.drawing(into: target.texture) {
                canvas.clear(.black)
                paint()
            }
        }
        var damage: Rect?
        for (old, new) in zip(drawn.items, layout.items) {
            let videoChanged = videoSerial != drawn.videoSerial && new.kind.showsVideo
            guard old != new || videoChanged else { continue }
            for item in old == new ? [new] : [old, new] {
                let box = item.toScreen.then(toTarget).boundingBox(of: item.rect)
                damage = damage.map { $0.union(box) } ?? box
            }
        }
        guard let damage else {
            counts.skipped += 1
            return
        }
        // Whole pixels, a pixel of margin for anti-aliased edges, within the target.
        let x0 = max(0, (damage.minX - 1).rounded(.down)), y0 = max(0, (damage.minY - 1).rounded(.down))
        let x1 = min(Double(target.width), (damage.maxX + 1).rounded(.up))
        let y1 = min(Double(target.height), (damage.maxY + 1).rounded(.up))
        guard x1 > x0, y1 > y0 else {
            counts.skipped += 1
            return
        }
        counts.partial += 1
        canvas.drawing(into: target.texture) {
            var clip = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
            SDL_RenderSetClipRect(canvas.renderer, &clip)
            canvas.fillPixels(Rect(x0, y0, x1 - x0, y1 - y0), .black)
            paint()
            SDL_RenderSetClipRect(canvas.renderer, nil)
        }
    }

    /// The next update draws everything (the target was recreated).
    func invalidate() { drawn = nil }
}

extension LayoutItem.Kind {
    /// Items whose pixels come from the video layer's current frame.
    var showsVideo: Bool {
        if case .video = self { return true }
        return false
    }
}

extension ScreenState {
    /// The same screen with every player at position 0.
    var withoutPlaybackPositions: ScreenState {
        var copy = self
        copy.chain = chain.map(\.withoutPlaybackPosition)
        copy.sheet?.chain = sheet?.chain.map(\.withoutPlaybackPosition) ?? []
        copy.transition?.leaving = transition?.leaving.map(\.withoutPlaybackPosition) ?? []
        return copy
    }
}

extension ScreenController {
    var withoutPlaybackPosition: ScreenController {
        guard player != nil else { return self }
        var copy = self
        copy.player?.position = 0
        return copy
    }
}
