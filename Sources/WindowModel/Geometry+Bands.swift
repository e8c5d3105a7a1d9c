// What an opaque convex shape leaves showing of a rectangle, in bands of whole pixels:
// what lies under it need not be drawn (a turning device hides most of the desktop and
// its own shadow; the shortcut saves the software rasteriser most of its fill).

/// The whole pixels of `region` not surely inside convex `polygon`, as rects in bands of
/// `band` rows (top to bottom, left before right). A band keeps out only the run of
/// pixels the polygon covers on every one of its rows, so what is left covers all of
/// `region` that the polygon does not.
public func pixelsOutside(_ polygon: [Point], in region: Rect, band: Int) -> [Rect] {
    let top = region.minY.rounded(.down), bottom = region.maxY.rounded(.up)
    let left = region.minX.rounded(.down), right = region.maxX.rounded(.up)
    guard bottom > top, right > left else { return [] }
    let step = Double(max(1, band))
    var rects: [Rect] = []
    var y0 = top
    while y0 < bottom {
        let y1 = min(bottom, y0 + step)
        // A convex outline's left edge is convex in y and its right edge concave: over
        // the band, the innermost both reach is at the band's top or bottom line.
        if let a = span(of: polygon, at: y0), let b = span(of: polygon, at: y1) {
            let inLeft = max(left, max(a.left, b.left).rounded(.up))
            let inRight = min(right, min(a.right, b.right).rounded(.down))
            if inRight > inLeft {
                if inLeft > left { rects.append(Rect(left, y0, inLeft - left, y1 - y0)) }
                if right > inRight { rects.append(Rect(inRight, y0, right - inRight, y1 - y0)) }
                y0 = y1
                continue
            }
        }
        rects.append(Rect(left, y0, right - left, y1 - y0))
        y0 = y1
    }
    return rects
}

/// Where the horizontal line at `y` runs inside convex `polygon`, or nil when it misses.
func span(of polygon: [Point], at y: Double) -> (left: Double, right: Double)? {
    var low = Double.infinity, high = -Double.infinity
    for i in polygon.indices {
        let p = polygon[i], q = polygon[(i + 1) % polygon.count]
        guard min(p.y, q.y) <= y, y <= max(p.y, q.y) else { continue }
        // A level edge on the line gives both its ends.
        let t = p.y == q.y ? 0 : (y - p.y) / (q.y - p.y)
        let x0 = p.x + (q.x - p.x) * t, x1 = p.y == q.y ? q.x : x0
        low = min(low, x0, x1)
        high = max(high, x0, x1)
    }
    return low <= high ? (low, high) : nil
}
