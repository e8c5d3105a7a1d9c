// The live trace: newest at the bottom, scrollable back with the mouse wheel.

import Foundation
import OrientationEngine

@MainActor
struct TracePainter {
    let canvas: Canvas
    let lines: [TraceLine]
    /// Lines scrolled back from the newest.
    let scroll: Int
    static let lineHeight = 15.0

    func draw(_ r: Rect) {
        guard r.height > 40 else { return }
        canvas.drawText("TRACE", in: Rect(r.minX, r.minY, r.width, 16), size: 10.5, weight: .bold,
                        color: Palette.panelDim)
        let box = Rect(r.minX - 6, r.minY + 20, r.width + 12, r.height - 20)
        canvas.fillRounded(box, radius: 6, Palette.panelRaised)
        let inner = box.inset(dx: 8, dy: 6)
        let capacity = max(1, Int(inner.height / Self.lineHeight))
        let textX = inner.minX + 50, textWidth = inner.width - 50
        // Newest at the bottom; a long line wraps onto indented rows instead of being cut.
        var wrapped: [Int: [String]] = [:]
        func pieces(_ index: Int) -> [String] {
            if let known = wrapped[index] { return known }
            let text = lines[index].text
            // Continuation rows are indented: they wrap at the narrower width, or they would be cut.
            let first = canvas.wrap(text, width: textWidth, size: 10.5)
            var result = first.isEmpty ? [""] : [first[0]]
            if first.count > 1 {
                let rest = String(text.dropFirst(first[0].count)).trimmingCharacters(in: .whitespaces)
                result += canvas.wrap(rest, width: textWidth - canvas.measure("  ", size: 10.5), size: 10.5).map { "  " + $0 }
            }
            wrapped[index] = result
            return result
        }
        let view = TraceWindow.visible(count: lines.count, scroll: scroll, capacity: capacity) { pieces($0).count }
        var rows: [(time: String?, text: String, kind: TraceEvent.Kind?)] = []
        for index in view.lines {
            for (i, piece) in pieces(index).enumerated() {
                rows.append((time: i == 0 ? String(format: "%7.3f", lines[index].time) : nil, text: piece,
                             kind: lines[index].kind))
            }
        }
        if rows.count > capacity { rows.removeFirst(rows.count - capacity) }
        var y = inner.minY
        for row in rows {
            if let time = row.time {
                canvas.drawText(time, in: Rect(inner.minX, y, 48, Self.lineHeight), size: 10.5, color: Palette.panelDim)
            }
            canvas.drawText(row.text, in: Rect(textX, y, textWidth, Self.lineHeight), size: 10.5, color: color(row.kind))
            y += Self.lineHeight
        }
        if view.newer > 0 {
            // Inside the box's top edge: below it, the footer would cover it.
            let hint = "↓ \(view.newer) newer line\(view.newer == 1 ? "" : "s") — scroll down"
            let width = canvas.measure(hint, size: 10) + 16
            let tag = Rect(box.maxX - width - 4, box.minY + 2, width, 14)
            canvas.fillRounded(tag, radius: 7, Palette.panel)
            canvas.drawText(hint, in: tag.inset(dx: 8, dy: 0), size: 10, color: Palette.panelWarn, align: .right)
        }
    }

    func color(_ kind: TraceEvent.Kind?) -> Color {
        switch kind {
        case .query: Color(hex: 0x8FB8FF)
        case .callback: Palette.panelText
        case .lifecycle: Color(hex: 0x9FE0B0)
        case .method: Color(hex: 0xD7B8FF)
        case .console: Palette.panelWarn
        case .exception: Palette.panelBad
        case .rotation: Palette.panelAccent
        case .device: Palette.panelDim
        case nil: Palette.panelWarn
        }
    }
}
