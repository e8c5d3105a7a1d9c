// The status bar (R23: drawn along the edge its orientation says) and the back chevron
// (the player's controls: PlayerControlPainter.swift).

import Foundation
import OrientationEngine

@MainActor
struct StatusBarPainter {
    let canvas: Canvas
    let state: ScreenModel
    let spec: DeviceSpec
    /// Display Zoom: the bar is laid out in zoomed points, the notch is hardware.
    var zoom = 1.0

    func draw(_ r: Rect) {
        if state.profile <= .ios6 {
            // iOS 5/6: an opaque black bar, time in the middle.
            canvas.fill(r, .black)
            signal(at: Point(r.minX + 6, r.center.y), color: .white, scale: 0.8)
            canvas.drawText("Carrier", in: Rect(r.minX + 26, r.minY, 80, r.height), size: ScreenFont.statusBar, weight: .bold,
                            color: .white)
            canvas.drawText("9:41 AM", in: r, size: ScreenFont.statusBar, weight: .bold, color: .white, align: .center)
            battery(Rect(r.maxX - 32, r.center.y - 5, 24, 10), color: .white)
            if state.systemLock { padlock(at: Point(r.maxX - 46, r.center.y), color: .white) }
            return
        }
        let ink = Palette.label
        if spec.model == .iphoneFaceID && r.height > 40, let notch = spec.notch {
            // Face ID portrait: time in the left ear, signal and battery in the right.
            let ear = (r.width - notch.width / zoom) / 2
            let y = r.minY + 14, h = 22.0
            canvas.drawText("9:41", in: Rect(r.minX + 16, y, ear - 16, h), size: ScreenFont.statusBarFaceID, weight: .bold, color: ink,
                            align: .center)
            let right = Rect(r.maxX - ear, y, ear - 16, h)
            signal(at: Point(right.center.x - 26, right.center.y), color: ink, scale: 1)
            battery(Rect(right.center.x + 2, right.center.y - 6, 25, 12), color: ink)
            if state.systemLock { padlock(at: Point(right.center.x - 38, right.center.y), color: ink) }
            return
        }
        if spec.model == .ipad {
            canvas.drawText("9:41  Mon 3 Jun", in: Rect(r.minX + 20, r.minY, 200, r.height), size: ScreenFont.statusBarIPad,
                            weight: .bold, color: ink)
        } else {
            signal(at: Point(r.minX + 8, r.center.y), color: ink, scale: 0.85)
            canvas.drawText("Carrier", in: Rect(r.minX + 30, r.minY, 90, r.height), size: ScreenFont.statusBar, color: ink)
            canvas.drawText("9:41 AM", in: r, size: ScreenFont.statusBar, weight: .bold, color: ink, align: .center)
        }
        canvas.drawText("100%", in: Rect(r.maxX - 100, r.minY, 60, r.height), size: ScreenFont.statusBar, color: ink, align: .right)
        if state.systemLock { padlock(at: Point(r.maxX - 112, r.center.y), color: ink) }
        battery(Rect(r.maxX - 36, r.center.y - 5.5, 25, 11), color: ink)
    }

    /// iOS's orientation-lock indicator: a small padlock.
    private func padlock(at c: Point, color: Color) {
        canvas.strokeRounded(Rect(c.x - 3, c.y - 6, 6, 7), radius: 3, width: 1.3, color)
        canvas.fillRounded(Rect(c.x - 4.5, c.y - 2, 9, 7), radius: 1.5, color)
    }

    private func signal(at p: Point, color: Color, scale: Double) {
        for i in 0..<4 {
            let h = (4 + Double(i) * 2.5) * scale
            let rect = Rect(p.x + Double(i) * 4.5 * scale, p.y + 5 * scale - h, 3 * scale, h)
            canvas.fillRounded(rect, radius: 0.8 * scale, color)
        }
    }

    private func battery(_ r: Rect, color: Color) {
        canvas.strokeRounded(r, radius: 3, width: 1, color.with(alpha: 110))
        canvas.fillRounded(r.inset(2), radius: 1.5, color)
        canvas.fillRounded(Rect(r.maxX + 1, r.center.y - 2, 1.5, 4), radius: 0.7, color.with(alpha: 110))
    }
}

/// A left-pointing chevron as two thick strokes.
@MainActor
enum ScreenPainterChevron {
    static func draw(_ canvas: Canvas, tip: Point, height: Double, color: Color) {
        let w = height * 0.5, t = max(1.2, height * 0.13)
        let top = Point(tip.x + w, tip.y - height / 2), bottom = Point(tip.x + w, tip.y + height / 2)
        stroke(canvas, from: tip, to: top, width: t, color)
        stroke(canvas, from: tip, to: bottom, width: t, color)
    }

    /// A thick line segment with round-ish ends (a rotated rounded rect).
    static func stroke(_ canvas: Canvas, from a: Point, to b: Point, width: Double, _ color: Color) {
        let length = a.distance(to: b)
        let angle = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
        let local = Rect(-width / 2, -width / 2, length + width, width)
        canvas.with(Affine.rotation(degrees: angle).then(.translation(a))) {
            canvas.fillRounded(local, radius: width / 2, color)
        }
    }
}

