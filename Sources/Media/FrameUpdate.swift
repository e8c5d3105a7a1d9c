// A recording's next picture as what changed since the one before: a few areas of new
// RGBA pixels instead of the whole frame. A recorder that knows where its pixels changed
// (the headless renderer does) hands these to the writer, which converts only them to
// YUV and keeps the rest of the picture it encoded last (MP4Writer.append(_:)). The main
// thread copies a few small areas instead of a 4 MB frame, and the encoder's thread
// converts those areas instead of the frame.
//
// Converting an area apart gives the YUV the whole frame's conversion gives, pixel for
// pixel, away from the area's edges: swscale's RGBA→YUV420P at the same size reads
// each luma sample's own pixel, and each chroma sample from a pair of columns (even x)
// and a couple of rows either side. So each patch is the changed area grown by
// `reach` and aligned outward to `alignment` (all the samples it can alter), plus a
// `margin` of unchanged pixels around it, clamped at the picture's edges (where the
// whole conversion clamps the same way); only the inner area is kept.
// MediaTests/FrameUpdateTests checks it against the whole conversion.

/// A box of whole pixels in a picture.
public struct PixelBox: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var area: Int { width * height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Grown by `by` on every side and out to multiples of `alignment`, within `width`×`height`.
    func grown(by: Int, alignment: Int = 1, within width: Int, _ height: Int) -> PixelBox {
        let x0 = max(0, (x - by) / alignment * alignment), y0 = max(0, (y - by) / alignment * alignment)
        let x1 = min(width, (maxX + by + alignment - 1) / alignment * alignment)
        let y1 = min(height, (maxY + by + alignment - 1) / alignment * alignment)
        return PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func intersects(_ other: PixelBox) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func union(_ other: PixelBox) -> PixelBox {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelBox(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}

public struct FrameUpdate: Sendable {
    /// New pixels for `kept`, with the pixels around it that converting it needs.
    public struct Patch: Sendable {
        /// Where `pixels` lie in the picture.
        public let box: PixelBox
        /// What the writer takes from this patch's conversion (inside `box`; even edges).
        public let kept: PixelBox
        /// Tightly packed RGBA, `box.width` × `box.height`.
        public let pixels: [UInt8]
    }

    /// The whole picture's size.
    public let width: Int
    public let height: Int
    /// The areas that changed, or one patch holding the whole picture.
    public let patches: [Patch]

    /// Chroma samples read rows this far from their own (bilinear 2:1); with room to spare.
    static let reach = 4
    /// Kept areas start and end on multiples of this (even: chroma pairs stay whole).
    static let alignment = 16
    /// Unchanged pixels around a kept area, so its edges convert as in the whole picture.
    static let margin = 16
    /// Patches covering more than this share of the picture: the whole picture instead.
    static let wholeShare = 0.6

    /// Whether the patch is the whole picture (the writer converts it as any picture).
    public var isWhole: Bool {
        patches.count == 1 && patches[0].box == PixelBox(x: 0, y: 0, width: width, height: height)
    }

    /// The picture `width`×`height` that changed only within `changed` (nil: maybe
    /// anywhere) since the last one given to the writer; `row(y)` points at its row `y`,
    /// `width` × 4 bytes of RGBA, valid during the call. Copies what the writer needs.
    public init(width: Int, height: Int, changed: [PixelBox]?, row: (Int) -> UnsafeRawPointer) {
        self.width = width
        self.height = height
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        var kept = changed.map { Self.kept($0, width: width, height: height) } ?? [whole]
        var boxes = kept.map { $0.grown(by: Self.margin, within: width, height) }
        // An odd size is cropped by the writer and converted whole; so is most of a picture.
        if width % 2 != 0 || height % 2 != 0
            || Double(boxes.reduce(0) { $0 + $1.area }) > Self.wholeShare * Double(width * height) {
            kept = [whole]
            boxes = [whole]
        }
        patches = zip(boxes, kept).map { box, kept in
            let pixels = [UInt8](unsafeUninitializedCapacity: box.area * 4) { bytes, count in
                for y in 0..<(box.area > 0 ? box.height : 0) {
                    UnsafeMutableRawPointer(bytes.baseAddress! + y * box.width * 4)
                        .copyMemory(from: row(box.y + y) + box.x * 4, byteCount: box.width * 4)
                }
                count = box.area * 4
            }
            return Patch(box: box, kept: kept, pixels: pixels)
        }
    }

    /// The areas whose samples the changes can alter, without overlaps (overlapping ones
    /// become their union).
    static func kept(_ changed: [PixelBox], width: Int, height: Int) -> [PixelBox] {
        var boxes: [PixelBox] = []
        for change in changed {
            let clipped = PixelBox(x: max(0, change.x), y: max(0, change.y),
                                   width: min(width, change.maxX) - max(0, change.x),
                                   height: min(height, change.maxY) - max(0, change.y))
            guard !clipped.isEmpty else { continue }
            var box = clipped.grown(by: reach, alignment: alignment, within: width, height)
            while let i = boxes.firstIndex(where: { $0.intersects(box) }) {
                box = box.union(boxes.remove(at: i))
            }
            boxes.append(box)
        }
        return boxes
    }
}
