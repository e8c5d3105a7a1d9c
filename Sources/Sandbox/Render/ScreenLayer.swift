// The simulated screen's pixels kept between frames, as a Core Animation layer keeps its
// backing store: redrawn whole when what the screen shows changed, only the changed
// items' area when a video frame or a single item changed (the video item alone when
// nothing lies over it), and not at all otherwise.
// A partial redraw draws every item into a tile covering the damaged area, from black as
// the whole redraw does, so its pixels are the whole redraw's.

import CSDL
import OrientationEngine

@MainActor
final class ScreenLayer {
    private var drawn: (picture: ScreenPicture, size: Int, videoSerial: Int)?

    /// Brings `target` up to date with `picture`; `paint` draws the items it is given.
    /// Returns the items that changed since the last update (nil: it was drawn whole) and
    /// how it was drawn.
    func update(_ target: Texture, canvas: Canvas, picture: ScreenPicture,
                videoSerial: Int, toTarget: Affine, paint: ([LayoutItem]) -> Void)
        -> (changes: [LayoutItem]?, redraw: ScreenRedraw)
    {
        let size = target.width << 16 | target.height
        let old = drawn?.size == size ? drawn : nil
        drawn = (picture, size, videoSerial)
        guard let changed = picture.changedItems(since: old?.picture, videoChanged: videoSerial != old?.videoSerial)
        else {
            canvas.drawing(into: target) {
                canvas.clear(.black)
                paint(picture.items)
            }
            return (nil, .whole)
        }
        if let video = Self.videoAlone(changed, in: picture.items, toTarget: toTarget) {
            // Only a new video frame, and nothing drawn over it: the video item paints every
            // pixel of its whole-pixel box opaque (black, then the frame), so painting it
            // alone gives what painting everything would.
            canvas.drawing(into: target) { paint([video]) }
            return (changed, .video)
        }
        var damage: Rect?
        for item in changed {
            let box = item.toScreen.then(toTarget).boundingBox(of: item.rect)
            damage = damage.map { $0.union(box) } ?? box
        }
        // Whole pixels, a pixel of margin for anti-aliased edges, within the target.
        guard let damage,
              let area = damage.inset(-1).pixelsWithin(width: target.width, height: target.height)
        else { return (changed, .skipped) }
        // Drawn into a tile of the damaged size, then copied in: SDL's software renderer
        // scales copies that cross a clip rect differently from whole ones (a pixel's
        // shift), while a target's own edges cut them exactly.
        guard let tile = tiles.texture(width: Int(area.width), height: Int(area.height)) else {
            canvas.drawing(into: target) {
                canvas.clear(.black)
                paint(picture.items)
            }
            return (nil, .whole)
        }
        canvas.drawing(into: tile, region: area) {
            canvas.clear(.black)
            paint(picture.items)
        }
        canvas.drawing(into: target) { canvas.copyPixels(tile, to: area) }
        return (changed, .partial)
    }

    /// The one changed item when it is a video on whole pixels of the target, square to
    /// it, with no item drawn after it overlapping it; else nil.
    static func videoAlone(_ changed: [LayoutItem], in items: [LayoutItem], toTarget: Affine) -> LayoutItem? {
        guard changed.count == 1, let video = changed.first, video.kind.showsVideo,
              let index = items.lastIndex(of: video)
        else { return nil }
        let toPixels = video.toScreen.then(toTarget)
        let box = toPixels.boundingBox(of: video.rect)
        let whole = [box.minX, box.minY, box.maxX, box.maxY].allSatisfy { abs($0 - $0.rounded()) < 1e-6 }
        guard toPixels.isRectilinear, whole else { return nil }
        // Within a pixel counts as over it: an item's anti-aliased edge reaches that far.
        let near = box.inset(-1)
        for item in items[(index + 1)...] where item.toScreen.then(toTarget).boundingBox(of: item.rect).intersects(near) {
            return nil
        }
        return video
    }

    /// What bringing a `target` up to date with `picture` would take: 0 nothing (a video
    /// frame at most), 1 some items, 2 all of it.
    func redrawCost(of picture: ScreenPicture, in target: Texture) -> Int {
        guard let drawn, drawn.size == target.width << 16 | target.height,
              let changed = picture.changedItems(since: drawn.picture, videoChanged: false)
        else { return 2 }
        return changed.isEmpty ? 0 : 1
    }

    /// Whether the layer knows what its target shows.
    var knowsItsPixels: Bool { drawn != nil }

    /// The target's pixels were drawn by someone else: the next update draws it whole.
    func invalidate() { drawn = nil }

    private let tiles: TileTextures

    init(renderer: OpaquePointer) { tiles = TileTextures(renderer: renderer) }

    func close() { tiles.close() }
}

extension Rect {
    /// Rounded out to whole pixels and cut to a `width` × `height` target; nil when nothing is left.
    func pixelsWithin(width: Int, height: Int) -> Rect? {
        let x0 = max(0, minX.rounded(.down)), y0 = max(0, minY.rounded(.down))
        let x1 = min(Double(width), maxX.rounded(.up)), y1 = min(Double(height), maxY.rounded(.up))
        return x1 > x0 && y1 > y0 ? Rect(x0, y0, x1 - x0, y1 - y0) : nil
    }
}

