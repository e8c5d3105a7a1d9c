// The window around the device: desktop, toolbar, help overlay and toasts.

import OrientationEngine

@MainActor
struct ChromePainter {
    let canvas: Canvas

    func desktop(_ r: Rect) {
        canvas.transform = .identity
        canvas.fillVerticalGradient(r, top: Palette.desktopTop, bottom: Palette.desktopBottom)
    }

    /// The desktop but under `cover` (window pixels, convex), which something opaque drawn
    /// next fills: the same gradient, in bands of rows around it.
    func desktop(_ r: Rect, around cover: [Point]) {
        canvas.transform = .identity
        let box = canvas.pixelRect(r)
        canvas.fillVerticalGradient(box, top: Palette.desktopTop, bottom: Palette.desktopBottom,
                                    within: pixelsOutside(cover, in: box, band: 8))
    }

    func toolbar(_ layout: WindowLayout, _ state: FrameModel.Toolbar) {
        canvas.transform = .identity
        canvas.fill(layout.toolbar, Palette.panelRaised)
        canvas.fill(Rect(0, layout.toolbar.maxY - 1, layout.toolbar.width, 1), Palette.panelLine)
        for (command, rect) in layout.toolbarButtons {
            let active = (command == .systemLock && state.systemLock) || (command == .record && state.recording)
                || (command == .help && state.help)
            let fill = active ? (command == .record ? Palette.panelBad : Palette.panelAccent)
                : state.hover == command ? Palette.panelLine : Palette.panel
            canvas.fillRounded(rect, radius: 7, fill)
            if layout.iconToolbar {
                canvas.drawText(command.icon, in: rect.inset(dx: 2, dy: 0), size: 15, weight: .bold,
                                color: Palette.panelText, align: .center)
            } else {
                canvas.drawText(command.label, in: rect.inset(dx: 8, dy: 0), size: 12,
                                weight: active ? .bold : .regular, color: Palette.panelText, align: .center)
            }
        }
        let hint = state.status
        let used = layout.toolbarButtons.last?.rect.maxX ?? 0
        guard used < layout.toolbar.maxX - 190 else { return }
        canvas.drawText(hint, in: Rect(layout.toolbar.maxX - 180, 0, 168, layout.toolbar.height), size: 12,
                        weight: .bold, color: Palette.panelDim, align: .right)
    }

    func caption(_ text: String, below body: Rect, in area: Rect) {
        canvas.transform = .identity
        let y = min(body.maxY + 16, area.maxY - 26)
        let width = canvas.measure(text, size: 12) + 28
        let r = Rect(area.center.x - width / 2, y, width, 24)
        canvas.fillRounded(r, radius: 12, Color(255, 255, 255, 22))
        canvas.drawText(text, in: r.inset(dx: 14, dy: 0), size: 12, color: Palette.panelText, align: .center)
    }

    func toast(_ text: String, in area: Rect) {
        canvas.transform = .identity
        let width = min(area.width - 40, canvas.measure(text, size: 13) + 36)
        let r = Rect(area.center.x - width / 2, area.maxY - 52, width, 34)
        canvas.fillRounded(r, radius: 17, Color(0, 0, 0, 190))
        canvas.drawText(text, in: r.inset(dx: 16, dy: 0), size: 13, color: .white, align: .center)
    }

    /// `acceptance`: an `accept` run is on; its keys come first.
    func help(_ bounds: Rect, acceptance: Bool = false) {
        canvas.transform = .identity
        canvas.fill(bounds, Color(0, 0, 0, 150))
        let run: [(String, String)] = !acceptance ? [] : [
            ("Space", "acceptance: let the sandbox do the current step"),
            ("Backspace", "acceptance: skip the current step"),
            ("Y / N", "acceptance: answer the question"),
            ("Esc", "acceptance: end the run and write the report (again: close)"),
        ]
        let entries: [(String, String)] = run + [
            ("Ctrl+← / Ctrl+→", "turn the device a quarter left / right (like the iOS Simulator)"),
            ("U", "upside down"),
            ("F / B", "face up / face down (no interface change, R11)"),
            ("L", "system orientation lock (Control Center, R25)"),
            ("R", "relaunch the app (the way on after a crash, R17)"),
            ("D / I", acceptance ? "off during an acceptance run"
                : "next device model / next iOS version (the app relaunches); Device ▸ and iOS ▸ in the toolbar list them all"),
            ("O / drop", acceptance ? "off during an acceptance run"
                : "open a recent file; drop a scenario file or a project folder onto the window to open it"),
            ("1–9 / click", "open a finding's row and replay how it happens"),
            ("click", "tap the simulated screen's buttons, back button and tabs"),
            ("← / →", "the player: 5 s back / on (or drag its progress bar)"),
            ("wheel", "over the trace: scroll it back; over the inspector's top part: scroll that"),
            ("M", "the player's sound off / on"),
            ("F9", "screenshot (PNG)"),
            ("F10", acceptance ? "off: the whole run is recorded" : "start / stop recording (MP4)"),
            ("Ctrl+S", "save the session's trace (text and JSON Lines)"),
            ("F2", "the rules the decision shown cites (R11, R15a…)"),
            ("Tab", "collapse / open the inspector"),
            ("F1 / Esc", "show / hide this help"),
            ("Ctrl+Q", "quit"),
        ]
        let width = min(bounds.width - 40, 680.0)
        // Every line wraps (none cut); a short window gets smaller type to keep them all.
        var size = 13.0, keyWidth = 150.0
        var lines: [[String]] = []
        func layout() -> Double {
            keyWidth = size >= 13 ? 150 : 116
            lines = entries.map { canvas.wrap($0.1, width: width - keyWidth - 54, size: size) }
            return 76 + lines.reduce(0.0) { $0 + Double($1.count) * (size + 4) + 4 }
        }
        var height = layout()
        while height > bounds.height - 16, size > 9.5 {
            size -= 0.5
            height = layout()
        }
        let card = Rect(center: bounds.center, size: Size(width, min(height, bounds.height - 8)))
        canvas.fillRounded(card, radius: 14, Palette.panel)
        canvas.strokeRounded(card, radius: 14, width: 1, Palette.panelLine)
        canvas.drawText("Keys", in: Rect(card.minX + 24, card.minY + 14, width - 48, 28), size: 18, weight: .bold,
                        color: Palette.panelText)
        var y = card.minY + 54
        for ((key, _), wrapped) in zip(entries, lines) {
            canvas.drawText(key, in: Rect(card.minX + 24, y, keyWidth - 6, size + 4), size: size, weight: .bold,
                            color: Palette.panelAccent)
            for line in wrapped {
                canvas.drawText(line, in: Rect(card.minX + 24 + keyWidth, y, width - keyWidth - 48, size + 4), size: size,
                                color: Palette.panelText)
                y += size + 4
            }
            y += 4
        }
    }

    /// F2: the rules behind the last decision, in the rule book's words.
    func rules(_ bounds: Rect, _ rules: [Rule], trigger: String) {
        canvas.transform = .identity
        canvas.fill(bounds, Color(0, 0, 0, 150))
        let width = min(bounds.width - 60, 680.0)
        let textWidth = width - 48
        let texts = rules.map { canvas.wrap($0.text, width: textWidth, size: 13) }
        let triggerLines = canvas.wrap(trigger, width: textWidth, size: 12)
        let height = min(bounds.height - 40, 80 + Double(triggerLines.count) * 16
                             + texts.reduce(0.0) { $0 + 46 + Double($1.count) * 18 })
        let card = Rect(center: bounds.center, size: Size(width, height))
        canvas.fillRounded(card, radius: 14, Palette.panel)
        canvas.strokeRounded(card, radius: 14, width: 1, Palette.panelLine)
        canvas.drawText("Rules behind the decision shown", in: Rect(card.minX + 24, card.minY + 16, textWidth, 26),
                        size: 18, weight: .bold, color: Palette.panelText)
        var y = card.minY + 44
        for line in triggerLines {
            canvas.drawText(line, in: Rect(card.minX + 24, y, textWidth, 16), size: 12, color: Palette.panelDim)
            y += 16
        }
        y += 12
        for (rule, lines) in zip(rules, texts) where y < card.maxY - 30 {
            canvas.drawText("\(rule.id) — \(rule.title)", in: Rect(card.minX + 24, y, textWidth, 22), size: 14,
                            weight: .bold, color: Palette.panelAccent)
            canvas.drawText(rule.versions, in: Rect(card.minX + 24, y + 21, textWidth, 18), size: 11.5,
                            color: Palette.panelDim)
            y += 42
            for line in lines where y < card.maxY - 20 {
                canvas.drawText(line, in: Rect(card.minX + 24, y, textWidth, 18), size: 13, color: Palette.panelText)
                y += 18
            }
            y += 8
        }
        canvas.drawText("F2 or Esc closes · docs/rules.md has them all", in: Rect(card.minX + 24, card.maxY - 24, textWidth, 18),
                        size: 11, color: Palette.panelDim)
    }

    /// The iOS picker: each version the device ran, the current one lit, the rules each follows.
    func iosPicker(_ bounds: Rect, _ picker: IOSPicker) {
        canvas.transform = .identity
        canvas.fill(bounds, Color(0, 0, 0, 150))
        let card = picker.card(in: bounds)
        canvas.fillRounded(card, radius: 14, Palette.panel)
        canvas.strokeRounded(card, radius: 14, width: 1, Palette.panelLine)
        canvas.drawText("Relaunch on iOS…", in: Rect(card.minX + 20, card.minY + 14, card.width - 40, 24), size: 17,
                        weight: .bold, color: Palette.panelText)
        canvas.drawText("5 · 6–7 · 8–15 · 16+: the four rule sets (R9–R27 say where they differ)",
                        in: Rect(card.minX + 20, card.minY + 38, card.width - 40, 16), size: 11, color: Palette.panelDim)
        for (version, rect) in picker.items(in: bounds) {
            let current = version == picker.current
            canvas.fillRounded(rect, radius: 7, current ? Palette.panelAccent : Palette.panelRaised)
            canvas.drawText("iOS \(version)", in: rect, size: 12.5, weight: .bold,
                            color: current ? Palette.panel : Palette.panelText, align: .center)
        }
        var y = card.maxY - IOSPicker.footer + 12
        if let note = picker.note {
            canvas.drawText(note, in: Rect(card.minX + 20, y - 18, card.width - 40, 16), size: 11, color: Palette.panelWarn)
        }
        canvas.drawText("click a version · Esc closes · I steps to the next", in: Rect(card.minX + 20, y, card.width - 40, 16),
                        size: 11, color: Palette.panelDim)
        y += 16
    }

    /// A problem that stays until dismissed (click or Esc).
    /// The whole message wraps (WindowLayout sized the strip for it); the dismiss hint
    /// has a line of its own, so the two never run into each other.
    func banner(_ text: String, in r: Rect) {
        canvas.transform = .identity
        canvas.fillRounded(r, radius: 10, Color(90, 30, 24, 235))
        canvas.strokeRounded(r, radius: 10, width: 1, Palette.panelBad)
        let size = WindowLayout.bannerTextSize, line = WindowLayout.bannerLine
        var y = r.minY + WindowLayout.bannerPadding
        let lines = canvas.wrap("⚠ " + text, width: r.width - 28, size: size, weight: .bold)
        for piece in lines.prefix(WindowLayout.bannerLines(text, width: r.width)) where y + line <= r.maxY - WindowLayout.bannerHint {
            canvas.drawText(piece, in: Rect(r.minX + 14, y, r.width - 28, line), size: size, weight: .bold, color: .white)
            y += line
        }
        canvas.drawText("click or Esc: dismiss", in: Rect(r.minX + 14, r.maxY - WindowLayout.bannerHint - 6, r.width - 28,
                                                          WindowLayout.bannerHint), size: 11,
                        color: Palette.panelText, align: .right)
    }

    /// Icons only: the hovered command's words and key under its button.
    func tooltip(_ layout: WindowLayout, hover: Command?) {
        guard layout.iconToolbar, let hover, let rect = layout.toolbarButtons.first(where: { $0.command == hover })?.rect
        else { return }
        canvas.transform = .identity
        let text = "\(hover.label) (\(hover.key))"
        let width = canvas.measure(text, size: 12) + 20
        let x = min(max(4, rect.center.x - width / 2), layout.size.width - width - 4)
        let r = Rect(x, rect.maxY + 6, width, 24)
        canvas.fillRounded(r, radius: 6, Color(0, 0, 0, 220))
        canvas.drawText(text, in: r.inset(dx: 10, dy: 0), size: 12, color: .white, align: .center)
    }

    /// The collapsed inspector: a handle at the window's edge (Tab or a click opens it).
    func inspectorHandle(_ r: Rect) {
        canvas.transform = .identity
        canvas.fill(r, Palette.panel)
        canvas.fill(Rect(r.minX, r.minY, 1, r.height), Palette.panelLine)
        canvas.drawText("◀", in: Rect(r.minX, r.center.y - 30, r.width, 20), size: 13, color: Palette.panelText,
                        align: .center)
        canvas.drawText("Tab", in: Rect(r.minX, r.center.y - 8, r.width, 16), size: 9.5, weight: .bold,
                        color: Palette.panelDim, align: .center)
    }
}
