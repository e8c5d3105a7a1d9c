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
    /// Heights and line counts are the model's (InspectorMetrics.swift), so what scrolls
    /// is what is drawn.
    func draw(_ panel: Rect) {
        let m = model.metrics
        canvas.fill(panel, Palette.panel)
        canvas.fill(Rect(panel.minX, panel.minY, 1, panel.height), Palette.panelLine)
        let overflow = max(0, model.contentHeight - panel.height)
        let offset = min(model.scroll, overflow)
        var y = panel.minY + m.top - offset
        let x = panel.minX + 16, w = model.width

        for line in canvas.wrap(model.title, width: w, size: 15, weight: .bold, maxLines: model.titleLines) {
            canvas.drawText(line, in: Rect(x, y, w, m.titleLine), size: 15, weight: .bold, color: Palette.panelText)
            y += m.titleLine
        }
        canvas.drawText(model.profile, in: Rect(x, y, w, m.profileLine - 6), size: 12, color: Palette.panelDim)
        y += m.profileLine
        if let note = model.zoomNote {
            canvas.drawText(note, in: Rect(x, y - 6, w, m.zoomLine), size: 11, color: Palette.panelDim)
            y += m.zoomLine
        }

        for (title, rows) in [("ORIENTATION", model.orientation), ("WHO DECIDES", model.decides)] {
            y = section(title, x, y, w)
            for r in rows { y = row(r, x, y, w) }
            y += m.gap
        }
        y = section("MASKS", x, y, w)
        for r in model.app { y = row(r, x, y, w) }
        y = masks(x, y, w)
        y += m.gap
        y = section("LOCKS", x, y, w)
        for r in model.locks { y = row(r, x, y, w) }
        y += m.gap
        if !model.findings.isEmpty {
            y = section("FINDINGS", x, y, w)
            for r in model.findings { y = row(r, x, y, w) }
            y += m.gap
        }
        y = section(model.history.isEmpty ? "LAST DECISION" : "DECISIONS", x, y, w)
        y = decision(x, y, w)
        y += m.gap

        let help = Rect(panel.minX, panel.maxY - m.footer, panel.width, m.footer)
        let traceHeight = max(m.traceMinimum, help.minY - y - m.footerGap)
        TracePainter(canvas: canvas, lines: model.trace, scroll: model.traceScroll).draw(Rect(x, y, w, traceHeight))
        if overflow > 0 {
            // A short window: the panel scrolls (wheel); a bar says where it is.
            let track = panel.inset(top: 4, left: panel.width - 5, bottom: m.footer + 4, right: 1)
            let thumb = max(24, track.height * panel.height / model.contentHeight)
            let top = track.minY + (track.height - thumb) * (offset / overflow)
            canvas.fillRounded(Rect(track.minX, top, track.width, thumb), radius: 2, Palette.panelDim)
        }
        canvas.fill(Rect(help.minX + 1, help.minY, help.width - 1, help.height), Palette.panelRaised)
        // The whole reminder, or its start where the panel is narrow (F1 has the rest).
        let keys = "Ctrl+←/→ rotate · U F B upside/face up/down · L lock · F1 help"
        let short = "Ctrl+←/→ rotate · L lock · F1 help"
        let text = help.inset(dx: 16, dy: 0)
        canvas.drawText(canvas.measure(keys, size: 11) <= text.width ? keys : short, in: text, size: 11,
                        color: Palette.panelDim)
    }

    func section(_ title: String, _ x: Double, _ y: Double, _ w: Double) -> Double {
        let m = model.metrics
        canvas.drawText(title, in: Rect(x, y, w, m.section - 6), size: 10.5, weight: .bold, color: Palette.panelDim)
        canvas.fill(Rect(x, y + m.section - 5, w, 1), Palette.panelLine)
        return y + m.section
    }

    /// Label and value; either wraps onto the lines the model counted for it.
    func row(_ r: InspectorModel.Row, _ x: Double, _ y: Double, _ w: Double) -> Double {
        let height = model.metrics.row, lines = model.lines(r)
        let labelWidth = model.labelWidth
        for (i, line) in canvas.wrap(r.label, width: labelWidth - 6, size: 12, maxLines: lines).enumerated() {
            canvas.drawText(line, in: Rect(x, y + Double(i) * height, labelWidth - 6, height), size: 12,
                            color: Palette.panelDim)
        }
        var valueX = x + labelWidth
        if let glyph = r.glyph, glyph != .unknown {
            OrientationGlyph.draw(canvas, glyph, center: Point(valueX + 7, y + height / 2), on: true,
                                  tint: Palette.panelText)
            valueX += 20
        }
        let valueWidth = x + w - valueX
        for (i, line) in canvas.wrap(r.value, width: valueWidth, size: 12, weight: .bold, maxLines: lines).enumerated() {
            canvas.drawText(line, in: Rect(valueX, y + Double(i) * height, valueWidth, height), size: 12, weight: .bold,
                            color: Self.color(r.tone))
        }
        return y + Double(lines) * height
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

    /// One line per mask: label, four glyphs, the mask's name (on a line of its own, under
    /// the glyphs, when the panel is too narrow for it beside them).
    func masks(_ x: Double, _ y0: Double, _ w: Double) -> Double {
        var y = y0
        let height = model.metrics.maskRow, labelWidth = model.maskLabelWidth
        for r in model.masks {
            let isEffective = r.kind == .effective, isStale = r.kind == .stale || r.kind == .atDecision
            let lines = model.lines(r)
            let weight: FontWeight = isEffective ? .bold : .regular
            for (i, line) in canvas.wrap(r.label, width: labelWidth - 6, size: 12, weight: weight, maxLines: lines).enumerated() {
                canvas.drawText(line, in: Rect(x, y + Double(i) * height, labelWidth - 6, height), size: 12, weight: weight,
                                color: isEffective ? Palette.panelText : Palette.panelDim)
            }
            var gx = x + labelWidth + 7
            for o in OrientationGlyph.order {
                OrientationGlyph.draw(canvas, o, center: Point(gx, y + height / 2), on: r.mask.contains(o),
                                      tint: isEffective ? Palette.panelGood : isStale ? Palette.panelWarn : Palette.panelAccent)
                gx += 19
            }
            let name = model.maskName(r)
            let beside = LabelMetrics.width(name, size: 11, bold: false) <= w - model.maskNameX
            let nameRect = beside ? Rect(x + model.maskNameX, y, w - model.maskNameX, height)
                : Rect(x + labelWidth, y + height, w - labelWidth, height)
            canvas.drawText(name, in: nameRect, size: 11, color: isStale ? Palette.panelWarn : Palette.panelDim)
            y += Double(lines) * height
        }
        return y
    }

    func decision(_ x: Double, _ y0: Double, _ w: Double) -> Double {
        let m = model.metrics
        var y = y0
        guard let d = model.decision else {
            canvas.drawText(model.noDecision, in: Rect(x, y, w, m.decisionHeading), size: 12, color: Palette.panelDim)
            return y + m.decisionHeading
        }
        for line in canvas.wrap(d.heading, width: w, size: 11).prefix(model.decisionHeadingLines) {
            canvas.drawText(line, in: Rect(x, y, w, m.decisionHeading), size: 11, color: Palette.panelDim)
            y += m.decisionHeading
        }
        canvas.drawText(d.outcome, in: Rect(x, y, w, m.decisionOutcome), size: 12, weight: .bold, color: Self.color(d.tone))
        y += m.decisionOutcome
        for line in canvas.wrap(d.summary, width: w, size: 11.5, maxLines: model.decisionLines) {
            canvas.drawText(line, in: Rect(x, y, w, m.decisionLine), size: 11.5, color: Palette.panelText)
            y += m.decisionLine
        }
        if !model.history.isEmpty { y += m.gap / 2 }
        for entry in model.history {
            for line in canvas.wrap(entry.text, width: w, size: 11).prefix(model.lines(entry)) {
                canvas.drawText(line, in: Rect(x, y, w, m.decisionLine), size: 11, color: Self.color(entry.tone))
                y += m.decisionLine
            }
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
