// The inspector beside the device: what the system knows and why it decided, in the
// vocabulary of ROTATION_SPEC.md, with the live trace below.

import Foundation
import OrientationEngine

@MainActor
struct InspectorPainter {
    let canvas: Canvas
    let engine: Engine
    let session: Session
    let time: Double
    /// The engine's current mask rows (evaluated silently), cached by the scene.
    let maskRows: [Decision.Row]

    private var state: EngineState { engine.state }
    private let rowHeight = 19.0

    /// Draws through the canvas's current transform (identity, or into a cache texture).
    func draw(_ panel: Rect) {
        canvas.fill(panel, Palette.panel)
        canvas.fill(Rect(panel.minX, panel.minY, 1, panel.height), Palette.panelLine)
        var y = panel.minY + 12
        let x = panel.minX + 16, w = panel.width - 32

        let title = engine.model.name ?? "Untitled app"
        canvas.drawText(title, in: Rect(x, y, w, 22), size: 15, weight: .bold, color: Palette.panelText)
        y += 22
        let profile = "\(engine.model.device.displayName) · iOS \(engine.model.iosVersion) (\(engine.model.profile))"
        canvas.drawText(profile, in: Rect(x, y, w, 18), size: 12, color: Palette.panelDim)
        y += 26

        y = section("ORIENTATION", x, y, w)
        y = row("physical", state.physical.name, x, y, w, glyph: state.physical.interfaceOrientation)
        // R25 holds the reported orientation under the system lock; R20a forces it.
        let differs = state.device != state.physical
        let reported = state.device.name + (differs ? (state.systemLock ? "  (held by lock)" : "  (forced)") : "")
        y = row("device (reported)", reported, x, y, w, glyph: state.device.interfaceOrientation)
        var interface = state.interface.name
        if let rotation = state.rotation, time < rotation.end { interface += "  ⟳ from \(rotation.from.name)" }
        if state.heldDeviceChange { interface += "  · device change held (R21)" }
        y = row("interface", interface, x, y, w, glyph: state.interface)
        let bar = state.statusBarOrientation.name + (state.statusBarHidden ? " · hidden" : "")
            + (state.statusBarOverridden ? " · set by app" : "")
        y = row("status bar", bar, x, y, w, glyph: state.statusBarOrientation)
        let turned = state.transforms.filter { $0.value.orientation != nil }
        if !turned.isEmpty {
            let text = turned.map { "\($0.key) → \($0.value.orientation?.name ?? "identity")" }
                .sorted().joined(separator: ", ")
            y = row("transform", text, x, y, w, color: Palette.panelWarn)
        }
        y += 8

        y = section("WHO DECIDES", x, y, w)
        if state.launched, engine.model.controllers.indices.contains(engine.decider) {
            y = row("deciding controller", engine.name(of: engine.decider), x, y, w, color: Palette.panelAccent)
            let chain = engine.visibleChain.filter { engine.model.controllers.indices.contains($0) }
                .map { engine.name(of: $0) }.joined(separator: " › ")
            y = row("visible", chain, x, y, w)
            if let sheet = engine.topSheet {
                let style = engine.presentationStyle(of: sheet).rawValue
                y = row("sheet (\(style))", "\(engine.name(of: engine.decider)) still decides (R15a)",
                        x, y, w, color: Palette.panelWarn)
            }
            if engine.multitasking {
                y = row("multitasking", "controller masks ignored (R27)", x, y, w, color: Palette.panelWarn)
            }
        } else {
            y = row("deciding controller", "—", x, y, w)
        }
        y += 8

        y = section("MASKS", x, y, w)
        if let infoPlist = engine.model.infoPlist {
            y = row("app", infoPlist.summary, x, y, w)
            if !infoPlist.overriddenKeys.isEmpty {
                y = row("file overrides", infoPlist.overriddenKeys.joined(separator: ", "), x, y, w)
            }
        }
        y = masks(x, y, w)
        y += 8

        y = section("LOCKS", x, y, w)
        y = row("system lock", state.systemLock ? "on" : "off", x, y, w,
                color: state.systemLock ? Palette.panelWarn : Palette.panelText)
        let locked = engine.visibleChain.filter {
            state.controllers.indices.contains($0) && engine.isLocked($0)
        }.map { engine.name(of: $0) }
        y = row("app lock", locked.isEmpty ? "off" : locked.joined(separator: ", "), x, y, w,
                color: locked.isEmpty ? Palette.panelText : Palette.panelWarn)
        y += 8

        y = section("LAST DECISION", x, y, w)
        y = decision(x, y, w)
        y += 8

        let help = Rect(panel.minX, panel.maxY - 40, panel.width, 40)
        TracePainter(canvas: canvas, session: session).draw(Rect(x, y, w, help.minY - y - 6))
        canvas.fill(Rect(help.minX + 1, help.minY, help.width - 1, help.height), Palette.panelRaised)
        canvas.drawText("Ctrl+←/→ rotate · U F B upside/face up/down · L lock · F1 help",
                        in: help.inset(dx: 16, dy: 0), size: 11, color: Palette.panelDim)
    }

    func section(_ title: String, _ x: Double, _ y: Double, _ w: Double) -> Double {
        canvas.drawText(title, in: Rect(x, y, w, 16), size: 10.5, weight: .bold, color: Palette.panelDim)
        canvas.fill(Rect(x, y + 17, w, 1), Palette.panelLine)
        return y + 22
    }

    func row(_ label: String, _ value: String, _ x: Double, _ y: Double, _ w: Double,
             glyph: InterfaceOrientation? = nil, color: Color = Palette.panelText) -> Double {
        let labelWidth = min(140, w * 0.42)
        canvas.drawText(label, in: Rect(x, y, labelWidth, rowHeight), size: 12, color: Palette.panelDim)
        var valueX = x + labelWidth
        if let glyph, glyph != .unknown {
            OrientationGlyph.draw(canvas, glyph, center: Point(valueX + 7, y + rowHeight / 2), on: true,
                                  tint: Palette.panelText)
            valueX += 20
        }
        canvas.drawText(value, in: Rect(valueX, y, x + w - valueX, rowHeight), size: 12, weight: .bold, color: color)
        return y + rowHeight
    }

    /// One line per mask of the last evaluation: label, four glyphs, the mask's name.
    func masks(_ x: Double, _ y0: Double, _ w: Double) -> Double {
        var y = y0
        var rows = maskRows
        if rows.isEmpty {
            rows = [Decision.Row("device", engine.model.device.capability)]
        }
        // R20e: what a geometry request would be judged by, beside the live answers.
        var stale: Set<String> = []
        if let cache = engine.staleMaskCache {
            if cache.cached.app != cache.live.app { rows.append(Decision.Row("app, last asked", cache.cached.app)) }
            if cache.cached.decider != cache.live.decider {
                rows.append(Decision.Row("\(cache.cached.deciderName), last asked", cache.cached.decider))
            }
            stale = Set(rows.suffix(2).map(\.label).filter { $0.hasSuffix("last asked") })
        }
        for r in rows {
            let isEffective = r.label == "effective"
            let isStale = stale.contains(r.label)
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
            canvas.drawText(r.mask.description + (isStale ? " (R20e)" : ""), in: Rect(gx, y, x + w - gx, 20), size: 11,
                            color: isStale ? Palette.panelWarn : Palette.panelDim)
            y += 21
        }
        return y
    }

    func decision(_ x: Double, _ y0: Double, _ w: Double) -> Double {
        var y = y0
        guard let d = state.lastDecision else {
            canvas.drawText(state.launched ? "none yet" : "not launched", in: Rect(x, y, w, 18), size: 12,
                            color: Palette.panelDim)
            return y + 18
        }
        let (word, color): (String, Color) = {
            switch d.outcome {
            case .rotated(_, let to): return ("rotated → \(to.name)", Palette.panelGood)
            case .unchanged: return ("unchanged", Palette.panelText)
            case .held: return ("held until the rotation ends", Palette.panelWarn)
            case .crashed: return ("crashed", Palette.panelBad)
            }
        }()
        canvas.drawText(String(format: "%.2f s", d.time) + " · " + d.trigger, in: Rect(x, y, w, 18), size: 11,
                        color: Palette.panelDim)
        y += 18
        canvas.drawText(word, in: Rect(x, y, w, 18), size: 12, weight: .bold, color: color)
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
