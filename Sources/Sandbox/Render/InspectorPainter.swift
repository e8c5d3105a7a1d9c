// The inspector beside the device: what the system knows and why it decided, in the
// vocabulary of ROTATION_SPEC.md, with the live trace below.

import Foundation
import OrientationEngine

@MainActor
struct InspectorPainter {
    let canvas: Canvas
    let model: InspectorModel
    private let rowHeight = 19.0

    /// Draws through the canvas's current transform (identity, or into a cache texture).
    func draw(_ panel: Rect) {
        canvas.fill(panel, Palette.panel)
        canvas.fill(Rect(panel.minX, panel.minY, 1, panel.height), Palette.panelLine)
        let overflow = max(0, model.contentHeight - panel.height)
        let offset = min(model.scroll, overflow)
        var y = panel.minY + 12 - offset
        let x = panel.minX + 16, w = panel.width - 32

        canvas.drawText(model.title, in: Rect(x, y, w, 22), size: 15, weight: .bold, color: Palette.panelText)
        y += 22
        canvas.drawText(model.profile, in: Rect(x, y, w, 18), size: 12, color: Palette.panelDim)
        y += 26

        for (title, rows) in [("ORIENTATION", model.orientation), ("WHO DECIDES", model.decides)] {
            y = section(title, x, y, w)
            for r in rows { y = row(r, x, y, w) }
            y += 8
        }
        y = section("MASKS", x, y, w)
        for r in model.app { y = row(r, x, y, w) }
        y = masks(x, y, w)
        y += 8
        y = section("LOCKS", x, y, w)
        for r in model.locks { y = row(r, x, y, w) }
        y += 8
        y = section("LAST DECISION", x, y, w)
        y = decision(x, y, w)
        y += 8

        let help = Rect(panel.minX, panel.maxY - 40, panel.width, 40)
        let traceHeight = max(InspectorModel.traceMinimum, help.minY - y - 6)
        TracePainter(canvas: canvas, lines: model.trace, scroll: model.traceScroll).draw(Rect(x, y, w, traceHeight))
        if overflow > 0 {
            // A short window: the panel scrolls (wheel); a bar says where it is.
            let track = panel.inset(top: 4, left: panel.width - 5, bottom: 44, right: 1)
            let thumb = max(24, track.height * panel.height / model.contentHeight)
            let top = track.minY + (track.height - thumb) * (offset / overflow)
            canvas.fillRounded(Rect(track.minX, top, track.width, thumb), radius: 2, Palette.panelDim)
        }
        canvas.fill(Rect(help.minX + 1, help.minY, help.width - 1, help.height), Palette.panelRaised)
        canvas.drawText("Ctrl+←/→ rotate · U F B upside/face up/down · L lock · F1 help",
                        in: help.inset(dx: 16, dy: 0), size: 11, color: Palette.panelDim)
    }

    func section(_ title: String, _ x: Double, _ y: Double, _ w: Double) -> Double {
        canvas.drawText(title, in: Rect(x, y, w, 16), size: 10.5, weight: .bold, color: Palette.panelDim)
        canvas.fill(Rect(x, y + 17, w, 1), Palette.panelLine)
        return y + 22
    }

    func row(_ r: InspectorModel.Row, _ x: Double, _ y: Double, _ w: Double) -> Double {
        let labelWidth = min(140, w * 0.42)
        canvas.drawText(r.label, in: Rect(x, y, labelWidth, rowHeight), size: 12, color: Palette.panelDim)
        var valueX = x + labelWidth
        if let glyph = r.glyph, glyph != .unknown {
            OrientationGlyph.draw(canvas, glyph, center: Point(valueX + 7, y + rowHeight / 2), on: true,
                                  tint: Palette.panelText)
            valueX += 20
        }
        canvas.drawText(r.value, in: Rect(valueX, y, x + w - valueX, rowHeight), size: 12, weight: .bold,
                        color: Self.color(r.tone))
        return y + rowHeight
    }

    static func color(_ tone: InspectorModel.Tone) -> Color {
        switch tone {
        case .normal: Palette.panelText
        case .dim: Palette.panelDim
        case .accent: Palette.panelAccent
        case .good: Palette.panelGood
        case .warn: Palette.panelWarn
        case .bad: Palette.panelBad
        }
    }

    /// One line per mask: label, four glyphs, the mask's name.
    func masks(_ x: Double, _ y0: Double, _ w: Double) -> Double {
        var y = y0
        for r in model.masks {
            let isEffective = r.kind == .effective, isStale = r.kind == .stale || r.kind == .atDecision
            let labelWidth = min(140, w * 0.42)
            canvas.drawText(r.label, in: Rect(x, y, labelWidth, 20), size: 12,
                            weight: isEffective ? .bold : .regular,
                            color: isEffective ? Palette.panelText : Palette.panelDim)
            var gx = x + labelWidth + 7
            for o in OrientationGlyph.order {
                OrientationGlyph.draw(canvas, o, center: Point(gx, y + 10), on: r.mask.contains(o),
                                      tint: isEffective ? Palette.panelGood : isStale ? Palette.panelWarn : Palette.panelAccent)
                gx += 19
            }
            canvas.drawText(r.mask.description + (r.kind == .stale ? " (R20e)" : ""), in: Rect(gx, y, x + w - gx, 20), size: 11,
                            color: isStale ? Palette.panelWarn : Palette.panelDim)
            y += 21
        }
        return y
    }

    func decision(_ x: Double, _ y0: Double, _ w: Double) -> Double {
        var y = y0
        guard let d = model.decision else {
            canvas.drawText(model.noDecision, in: Rect(x, y, w, 18), size: 12, color: Palette.panelDim)
            return y + 18
        }
        canvas.drawText(d.heading, in: Rect(x, y, w, 18), size: 11, color: Palette.panelDim)
        y += 18
        canvas.drawText(d.outcome, in: Rect(x, y, w, 18), size: 12, weight: .bold, color: Self.color(d.tone))
        y += 19
        for line in canvas.wrap(d.summary, width: w, size: 11.5).prefix(3) {
            canvas.drawText(line, in: Rect(x, y, w, 16), size: 11.5, color: Palette.panelText)
            y += 16
        }
        return y
    }
}

/// A small phone drawn as the device is held for an interface orientation: portrait
/// upright, landscapeRight with the home button on the right (device landscapeLeft), ….
@MainActor
enum OrientationGlyph {
    static let order: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]

    static func draw(_ canvas: Canvas, _ o: InterfaceOrientation, center: Point, on: Bool, tint: Color) {
        let saved = canvas.transform
        canvas.transform = Affine.rotation(degrees: o.deviceOrientation.bodyAngle).then(.translation(center))
            .then(saved)
        let body = Rect(-5.5, -8, 11, 16)
        if on {
            canvas.fillRounded(body, radius: 2.5, tint)
            canvas.fillRounded(Rect(-4, -6, 8, 10.5), radius: 1, Palette.panel)
            canvas.fillCircle(Point(0, 6), radius: 0.9, Palette.panel)
            // Content is upright for the viewer in this orientation (R4).
            canvas.transform = Affine.translation(center).then(saved)
            canvas.fillConvex([Point(0, -3), Point(2.4, 0.5), Point(-2.4, 0.5)], tint)
        } else {
            canvas.strokeRounded(body, radius: 2.5, width: 1, Palette.panelLine)
        }
        canvas.transform = saved
    }
}
