// The player's controls (P1, P3, P6): round icons over the video, the time, the progress
// bar, and the lock — a padlock drawn open or closed, as AVKit and SJVideoPlayer draw it.

import Foundation
import OrientationEngine

@MainActor
struct PlayerControlPainter {
    let canvas: Canvas

    func draw(_ name: String, in r: Rect, playing: Bool, locked: Bool) {
        canvas.fillCircle(r.center, radius: min(r.width, r.height) / 2, Color(0, 0, 0, 120))
        let c = r.center, s = min(r.width, r.height)
        let white = Color.white
        switch name {
        case "play":
            if playing {
                canvas.fillRounded(Rect(center: Point(c.x - s * 0.1, c.y), size: Size(s * 0.1, s * 0.36)),
                                   radius: 1.5, white)
                canvas.fillRounded(Rect(center: Point(c.x + s * 0.1, c.y), size: Size(s * 0.1, s * 0.36)),
                                   radius: 1.5, white)
            } else {
                canvas.fillConvex([Point(c.x - s * 0.12, c.y - s * 0.2), Point(c.x + s * 0.2, c.y),
                                   Point(c.x - s * 0.12, c.y + s * 0.2)], white)
            }
        case "fullscreen":
            let a = s * 0.2, t = max(1.5, s * 0.06), l = s * 0.14
            for (dx, dy) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
                let corner = Point(c.x + dx * a, c.y + dy * a)
                canvas.fill(Rect(min(corner.x, corner.x - dx * l), corner.y - (dy > 0 ? t : 0), l, t), white)
                canvas.fill(Rect(corner.x - (dx > 0 ? t : 0), min(corner.y, corner.y - dy * l), t, l), white)
            }
        case "lock":
            Self.padlock(canvas, in: r, closed: locked)
        case "back":
            ScreenPainterChevron.draw(canvas, tip: Point(c.x - s * 0.1, c.y), height: s * 0.36, color: white)
        default:
            break
        }
    }

    /// Where the padlock's parts go in a control of size `s` centred at `c` (points):
    /// the body, the shackle's legs (x), the top of its arc and where each leg ends.
    struct Padlock {
        var body: Rect
        var legs: (left: Double, right: Double)
        var arcCenterY: Double
        var radius: Double
        var thickness: Double
        var leftLegEnd: Double
        var rightLegEnd: Double

        init(in r: Rect, closed: Bool) {
            let c = r.center, s = min(r.width, r.height)
            body = Rect(center: Point(c.x, c.y + s * 0.11), size: Size(s * 0.42, s * 0.3))
            thickness = max(1.5, s * 0.075)
            radius = s * 0.12
            legs = (c.x - radius, c.x + radius)
            // Open: the shackle lifted, its left leg out of the body (a gap shows), as SF Symbols' lock.open.
            let lift = closed ? 0 : s * 0.12
            arcCenterY = body.minY - s * 0.1 - lift
            rightLegEnd = body.minY + thickness
            leftLegEnd = closed ? body.minY + thickness : body.minY - s * 0.14
        }
    }

    /// P6: closed and orange while the player is locked, open and white when it is not.
    static func padlock(_ canvas: Canvas, in r: Rect, closed: Bool) {
        let tint = closed ? Palette.systemOrange : Color.white
        let lock = Padlock(in: r, closed: closed)
        let t = lock.thickness
        // The shackle: a half circle and two legs, stroked.
        var previous = Point(lock.legs.left, lock.arcCenterY)
        for step in 1...10 {
            let angle = Double.pi + Double.pi * Double(step) / 10
            let p = Point(r.center.x + cos(angle) * lock.radius, lock.arcCenterY + sin(angle) * lock.radius)
            ScreenPainterChevron.stroke(canvas, from: previous, to: p, width: t, tint)
            previous = p
        }
        ScreenPainterChevron.stroke(canvas, from: Point(lock.legs.left, lock.arcCenterY),
                                    to: Point(lock.legs.left, lock.leftLegEnd), width: t, tint)
        ScreenPainterChevron.stroke(canvas, from: Point(lock.legs.right, lock.arcCenterY),
                                    to: Point(lock.legs.right, lock.rightLegEnd), width: t, tint)
        canvas.fillRounded(lock.body, radius: lock.body.height * 0.18, tint)
        // The keyhole.
        let hole = Point(lock.body.center.x, lock.body.center.y - lock.body.height * 0.08)
        canvas.fillCircle(hole, radius: lock.body.height * 0.14, Color(0, 0, 0, 150))
        canvas.fillRounded(Rect(center: Point(hole.x, hole.y + lock.body.height * 0.16),
                                size: Size(lock.body.height * 0.12, lock.body.height * 0.3)),
                           radius: lock.body.height * 0.05, Color(0, 0, 0, 150))
    }

    /// "0:03 / 0:10", white with a shadow so it reads over any picture.
    func time(_ text: String, in r: Rect, size: Double) {
        canvas.drawText(text, in: r.offsetBy(0.8, 0.8), size: size, weight: .bold, color: Color(0, 0, 0, 150))
        canvas.drawText(text, in: r, size: size, weight: .bold, color: .white)
    }

    /// The track along the bottom of the grab area: played part white, the rest translucent,
    /// a round thumb at the position (larger while held).
    func progress(_ fraction: Double, in r: Rect, inset: Double, held: Bool) {
        let thickness = held ? 5.0 : 3.5
        let y = r.maxY - 7
        let track = Rect(r.minX + inset, y - thickness / 2, r.width - 2 * inset, thickness)
        let x = track.minX + track.width * min(1, max(0, fraction))
        canvas.fillRounded(track, radius: thickness / 2, Color(255, 255, 255, 120))
        canvas.fillRounded(Rect(track.minX, track.minY, x - track.minX, thickness), radius: thickness / 2, .white)
        canvas.fillCircle(Point(x, y), radius: held ? 8 : 6, .white)
    }

    /// The shade behind the controls at the video's bottom edge (YouTube's), dark at the edge.
    func scrim(_ r: Rect) {
        canvas.fillGradient(r, top: Color(0, 0, 0, 0), bottom: Color(0, 0, 0, 150))
    }
}
