// How much of a frame is drawn again, and where: the thresholds the compositor decides by.

import OrientationEngine

enum DamagePlan {
    /// Damaged areas as at most three rects: overlapping or many areas become their union.
    static func merged(_ areas: [Rect]) -> [Rect] {
        var rects: [Rect] = []
        for area in areas {
            if let i = rects.firstIndex(where: { $0.intersects(area.inset(-8)) }) {
                rects[i] = rects[i].union(area)
            } else {
                rects.append(area)
            }
        }
        return rects.count > 3 ? [rects.dropFirst().reduce(rects[0]) { $0.union($1) }] : rects
    }

    /// Whether damage covering `share` of the window is better drawn whole, straight into
    /// the target. Composing costs a copy of the whole window on top of the damage; in
    /// place (`kept`: the target holds the last frame), only damage nearly as big as the
    /// window is better drawn whole.
    static func drawsWhole(share: Double, kept: Bool) -> Bool { share > (kept ? 0.85 : 0.4) }
}
