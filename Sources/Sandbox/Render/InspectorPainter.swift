// The inspector beside the device: what the system knows and why it decided, in the
// vocabulary of ROTATION_SPEC.md, with the live trace below.

import Foundation
import OrientationEngine

@MainActor
struct InspectorPainter {
    let canvas: Canvas
    let model: InspectorModel

    /// Draws through the canvas's current transform (identity, or into a cache texture).
    /// Heights and line counts are the model's (InspectorMetrics.swift), so what scrolls
    /// is what is drawn; where they go is its placement: the state part scrolls, DECISIONS
    /// and TRACE stay in view.
    func draw(_ panel: Rect) {
        let m = model.metrics
        canvas.fill(panel, Palette.panel)
        canvas.fill(Rect(panel.minX, panel.minY, 1, panel.height), Palette.panelLine)
        let place = model.placement(in: panel)
        let x = panel.minX + 16, w = model.width
        // The clip is in the target's pixels; the panel may be drawn translated (into its cache).
        let corner = canvas.transform.apply(Point(place.state.minX, place.state.minY))
        canvas.clipped(to: Rect(corner.x, corner.y, place.state.width, place.state.height)) {
            drawState(from: place.state.minY + m.top - place.scroll, x, w, view: place.state)
        }
        if place.overflow > 0 {
            // A short window: the state part scrolls (wheel over it); a bar says where it is.
            let track = place.state.inset(top: 4, left: place.state.width - 5, bottom: 4, right: 1)
            let thumb = max(24, track.height * place.state.height / model.stateHeight)
            let top = track.minY + (track.height - thumb) * (place.scroll / place.overflow)
            canvas.fillRounded(Rect(track.minX, top, track.width, thumb), radius: 2, Palette.panelDim)
            canvas.fill(Rect(x, place.state.maxY - 1, w, 1), Palette.panelLine)
        }
        var y = section(model.history.isEmpty && model.later.isEmpty ? "LAST DECISION" : "DECISIONS", x,
                        place.decisions.minY, w)
        y = decision(x, y, w)
        _ = y
        TracePainter(canvas: canvas, lines: model.trace, scroll: model.traceScroll)
            .draw(Rect(x, place.trace.minY, w, place.trace.height))

        let help = place.footer
        canvas.fill(Rect(help.minX + 1, help.minY, help.width - 1, help.height), Palette.panelRaised)
        // The whole reminder, or its start where the panel is narrow (F1 has the rest).
        let keys = "Ctrl+←/→ rotate · U F B upside/face up/down · L lock · O open · F1 help"
        let short = "Ctrl+←/→ rotate · O open · F1 help"
        let text = help.inset(dx: 16, dy: 0)
        canvas.drawText(canvas.measure(keys, size: 11) <= text.width ? keys : short, in: text, size: 11,
                        color: Palette.panelDim)
    }

    /// The title and the state sections, from `y0` (scrolled); rows wholly outside `view` are skipped.
    private func drawState(from y0: Double, _ x: Double, _ w: Double, view: Rect) {
        let m = model.metrics
        var y = y0
        func inView(_ top: Double, _ height: Double) -> Bool { top + height > view.minY && top < view.maxY }
        for line in canvas.wrap(model.title, width: w, size: 15, weight: .bold, maxLines: model.titleLines) {
            if inView(y, m.titleLine) {
                canvas.drawText(line, in: Rect(x, y, w, m.titleLine), size: 15, weight: .bold, color: Palette.panelText)
            }
            y += m.titleLine
        }
        if inView(y, m.profileLine) {
            canvas.drawText(model.profile, in: Rect(x, y, w, m.profileLine - 6), size: 12, color: Palette.panelDim)
        }
        y += m.profileLine
        if let note = model.zoomNote {
            if inView(y - 6, m.zoomLine) {
                canvas.drawText(note, in: Rect(x, y - 6, w, m.zoomLine), size: 11, color: Palette.panelDim)
            }
            y += m.zoomLine
        }
        func rows(_ title: String, _ list: [InspectorModel.Row], masks: Bool = false) {
            if inView(y, m.section) { _ = section(title, x, y, w) }
            y += m.section
            for r in list {
                let height = Double(model.lines(r)) * m.row
                if inView(y, height) { _ = row(r, x, y, w) }
                y += height
            }
            if masks { y = self.masks(x, y, w, view: view) }
            y += m.gap
        }
        rows("ORIENTATION", model.orientation)
        rows("WHO DECIDES", model.decides)
        rows("MASKS", model.app, masks: true)
        rows("LOCKS", model.locks)
        if !model.findings.isEmpty { rows("FINDINGS", model.findings) }
    }

    func section(_ title: String, _ x: Double, _ y: Double, _ w: Double) -> Double {
        let m = model.metrics
        canvas.drawText(title, in: Rect(x, y, w, m.section - 6), size: 10.5, weight: .bold, color: Palette.panelDim)
        canvas.fill(Rect(x, y + m.section - 5, w, 1), Palette.panelLine)
        return y + m.section
    }

    /// Label and value; either wraps onto the lines the model counted for it (a collapsed
    /// finding's value stays on one line and ends with "…").
    func row(_ r: InspectorModel.Row, _ x: Double, _ y: Double, _ w: Double) -> Double {
        let height = model.metrics.row, lines = model.lines(r)
        let labelWidth = model.labelWidth
        for (i, line) in fitted(r.label, width: labelWidth - 6, size: 12, lines: lines).enumerated() {
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
        for (i, line) in fitted(r.value, width: valueWidth, size: 12, weight: .bold, lines: lines).enumerated() {
            canvas.drawText(line, in: Rect(valueX, y + Double(i) * height, valueWidth, height), size: 12, weight: .bold,
                            color: Self.color(r.tone))
        }
        return y + Double(lines) * height
    }

    /// `text` wrapped onto at most `lines` lines: when the font wraps it onto more than
    /// the model counted, the last line carries the rest, which drawText ends with "…" —
    /// never a line dropped without a sign.
    func fitted(_ text: String, width: Double, size: Double, weight: FontWeight = .regular, lines: Int) -> [String] {
        let wrapped = canvas.wrap(text, width: width, size: size, weight: weight)
        guard wrapped.count > lines, lines > 0 else { return wrapped }
        return Array(wrapped.prefix(lines - 1)) + [wrapped[(lines - 1)...].joined(separator: " ")]
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

    /// One line per mask: label, four glyphs, the mask's name (wrapped onto lines of its
    /// own, under the glyphs, when the panel is too narrow for it beside them: a source's
    /// `file:line` is never cut).
    func masks(_ x: Double, _ y0: Double, _ w: Double, view: Rect) -> Double {
        var y = y0
        let height = model.metrics.maskRow, labelWidth = model.maskLabelWidth
        for r in model.masks {
            let lines = model.lines(r)
            defer { y += Double(lines) * height }
            guard y + Double(lines) * height > view.minY, y < view.maxY else { continue }
            let isEffective = r.kind == .effective, isStale = r.kind == .stale || r.kind == .atDecision
            let weight: FontWeight = isEffective ? .bold : .regular
            for (i, line) in fitted(r.label, width: labelWidth - 6, size: 12, weight: weight, lines: lines).enumerated() {
                canvas.drawText(line, in: Rect(x, y + Double(i) * height, labelWidth - 6, height), size: 12, weight: weight,
                                color: isEffective ? Palette.panelText : Palette.panelDim)
            }
            var gx = x + labelWidth + 7
            for o in OrientationGlyph.order {
                OrientationGlyph.draw(canvas, o, center: Point(gx, y + height / 2), on: r.mask.contains(o),
                                      tint: isEffective ? Palette.panelGood : isStale ? Palette.panelWarn : Palette.panelAccent)
                gx += 19
            }
            let name = model.maskName(r), color = isStale ? Palette.panelWarn : Palette.panelDim
            if model.maskNameBeside(r) {
                canvas.drawText(name, in: Rect(x + model.maskNameX, y, w - model.maskNameX, height), size: 11, color: color)
            } else {
                let nameWidth = w - labelWidth
                for (i, line) in fitted(name, width: nameWidth, size: 11, lines: model.maskNameLines(r)).enumerated() {
                    canvas.drawText(line, in: Rect(x + labelWidth, y + Double(i + 1) * height, nameWidth, height), size: 11,
                                    color: color)
                }
            }
        }
        return y
    }

    /// Later no-ops (newest first), the headline decision, then older ones: newest first.
    func decision(_ x: Double, _ y0: Double, _ w: Double) -> Double {
        let m = model.metrics
        var y = y0
        guard let d = model.decision else {
            canvas.drawText(model.noDecision, in: Rect(x, y, w, m.decisionHeading), size: 12, color: Palette.panelDim)
            return y + m.decisionHeading
        }
        func entries(_ list: ArraySlice<InspectorModel.HistoryLine>) {
            for entry in list {
                for line in fitted(entry.text, width: w, size: 11, lines: model.lines(entry)) {
                    canvas.drawText(line, in: Rect(x, y, w, m.decisionLine), size: 11, color: Self.color(entry.tone))
                    y += m.decisionLine
                }
            }
        }
        entries(model.shownLater)
        if !model.shownLater.isEmpty { y += m.gap / 2 }
        for line in fitted(d.heading, width: w, size: 11, lines: model.decisionHeadingLines) {
            canvas.drawText(line, in: Rect(x, y, w, m.decisionHeading), size: 11, color: Palette.panelDim)
            y += m.decisionHeading
        }
        canvas.drawText(d.outcome, in: Rect(x, y, w, m.decisionOutcome), size: 12, weight: .bold, color: Self.color(d.tone))
        y += m.decisionOutcome
        for line in fitted(d.summary, width: w, size: 11.5, lines: model.decisionLines) {
            canvas.drawText(line, in: Rect(x, y, w, m.decisionLine), size: 11.5, color: Palette.panelText)
            y += m.decisionLine
        }
        if !model.shownHistory.isEmpty { y += m.gap / 2 }
        entries(model.shownHistory)
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
