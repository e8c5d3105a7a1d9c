// The Open and Device ▸ lists over the window (ChoiceList.swift).

@MainActor
struct ChoicePainter {
    let canvas: Canvas

    func draw(_ list: ChoiceList, in bounds: Rect) {
        canvas.transform = .identity
        canvas.fill(bounds, Color(0, 0, 0, 150))
        let card = list.card(in: bounds)
        canvas.fillRounded(card, radius: 14, Palette.panel)
        canvas.strokeRounded(card, radius: 14, width: 1, Palette.panelLine)
        let inner = card.inset(dx: 20, dy: 0)
        canvas.drawText(list.title, in: Rect(inner.minX, card.minY + 14, inner.width, 24), size: 17, weight: .bold,
                        color: Palette.panelText)
        canvas.drawText("Click one, or press its digit", in: Rect(inner.minX, card.minY + 36, inner.width, 16), size: 11,
                        color: Palette.panelDim)
        for (index, rect) in list.rows(in: bounds) {
            let item = list.items[index]
            canvas.fillRounded(rect, radius: 7, item.current ? Palette.panelAccent : Palette.panelRaised)
            let text = item.current ? Palette.panel : item.enabled ? Palette.panelText : Palette.panelDim
            let labelWidth = min(rect.width * 0.45, canvas.measure(item.label, size: 12.5, weight: .bold) + 16)
            canvas.drawText(item.label, in: Rect(rect.minX + 10, rect.minY, labelWidth, rect.height), size: 12.5,
                            weight: .bold, color: text)
            // A long path keeps its end (the file's name and folder), cut at the front.
            let detailRect = Rect(rect.minX + 18 + labelWidth, rect.minY, rect.width - labelWidth - 28, rect.height)
            canvas.drawText(Self.tail(item.detail, fitting: detailRect.width, canvas), in: detailRect, size: 11,
                            color: item.current ? Palette.panel : Palette.panelDim)
        }
        let noteRect = Rect(inner.minX, card.maxY - ChoiceList.footer + 8, inner.width, ChoiceList.footer - 12)
        for (i, line) in canvas.wrap(list.note, width: noteRect.width, size: 11, maxLines: 2).enumerated() {
            canvas.drawText(line, in: Rect(noteRect.minX, noteRect.minY + Double(i) * 16, noteRect.width, 16), size: 11,
                            color: Palette.panelDim)
        }
    }

    /// `text` as it fits `width`, its start replaced by "…" when it does not.
    static func tail(_ text: String, fitting width: Double, _ canvas: Canvas) -> String {
        guard canvas.measure(text, size: 11) > width else { return text }
        var shown = Substring(text)
        while !shown.isEmpty, canvas.measure("…" + shown, size: 11) > width { shown = shown.dropFirst() }
        return "…" + shown
    }
}
