// The visible controller's own screen: a card with its title, policy and buttons
// (the player's video view and controls: PlayerLayout.swift).

import OrientationEngine

extension LayoutBuilder {
    public mutating func leaf(_ c: ScreenController, bounds: Rect, safe: Insets, toScreen: Affine) {
        // In a sheet the card is the background (its rounded corners stay visible).
        if !sheetRoot { add(.background(grouped: true), bounds, toScreen) }
        var area = bounds.inset(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right)
        if c.kind == .player, !(c.player?.fullScreen ?? false) {
            area = inlinePlayer(c.player ?? PlayerInfo(), in: area, toScreen: toScreen)
        }
        var usedLayout = false
        if let insets = c.insets {
            // `layout:` insets are measured from the controller's view edges.
            area = bounds.inset(top: insets.top, left: max(insets.left, safe.left),
                                bottom: insets.bottom, right: max(insets.right, safe.right))
            usedLayout = true
        }
        let card = area.inset(dx: min(16, area.width * 0.04), dy: min(12, area.height * 0.03))
        guard card.width > 40, card.height > 30 else { return }
        add(.contentBox(insetByLayout: usedLayout), card, toScreen)
        content(c, in: card.inset(dx: 14, dy: 12), toScreen: toScreen)
    }

    /// Title, policy lines and buttons inside the card; the summary gives way first
    /// when space runs short.
    public mutating func content(_ c: ScreenController, in box: Rect, toScreen: Affine) {
        let titleHeight = 26.0, lineHeight = 17.0, gap = 8.0
        let buttons = c.buttons.filter { !(c.kind == .player && playerControlTitles.contains($0)) }
        var (titleRect, rest) = box.divided(atDistance: titleHeight, from: .top)
        add(.title(c.title), titleRect, toScreen, blocks: false)
        rest = rest.inset(top: 4)
        let minButtons = buttons.isEmpty ? 0 : 30.0
        var lines = c.summary
        while !lines.isEmpty, Double(lines.count) * lineHeight + gap + minButtons > rest.height {
            lines.removeLast()
        }
        if !lines.isEmpty {
            let (summaryRect, after) = rest.divided(atDistance: Double(lines.count) * lineHeight, from: .top)
            add(.summary(lines), summaryRect, toScreen, blocks: false)
            rest = after
        }
        titleRect = rest.inset(top: gap)
        buttonGrid(buttons, in: titleRect, toScreen: toScreen)
    }

    /// Full-width buttons in one column, two when they don't fit, shrinking at last.
    public mutating func buttonGrid(_ titles: [String], in area: Rect, toScreen: Affine) {
        guard !titles.isEmpty, area.height > 20 else { return }
        let spacing = 8.0
        var columns = 1
        var height = 40.0
        func rows(_ c: Int) -> Double { Double((titles.count + c - 1) / c) }
        func fits(_ c: Int, _ h: Double) -> Bool { rows(c) * h + (rows(c) - 1) * spacing <= area.height }
        if !fits(1, height) { columns = area.width > 300 ? 2 : 1 }
        if !fits(columns, height) {
            height = max(24, (area.height - (rows(columns) - 1) * spacing) / rows(columns))
        }
        let columnWidth = min(340, (area.width - Double(columns - 1) * spacing) / Double(columns))
        let total = Double(columns) * columnWidth + Double(columns - 1) * spacing
        let x0 = area.minX + (area.width - total) / 2
        for (i, title) in titles.enumerated() {
            let row = Double(i / columns), col = Double(i % columns)
            let rect = Rect(x0 + col * (columnWidth + spacing), area.minY + row * (height + spacing),
                            columnWidth, height)
            guard rect.maxY <= area.maxY + 0.5 else { break }
            add(.button(title), rect, toScreen, tap: .button(title))
        }
    }
}
