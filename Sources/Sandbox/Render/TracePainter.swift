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
        let end = max(0, lines.count - min(scroll, max(0, lines.count - capacity)))
        let start = max(0, end - capacity)
        if scroll > 0 {
            canvas.drawText("↑ \(scroll) newer lines below — scroll down", in:
                Rect(box.minX, box.maxY + 1, box.width, 14), size: 10, color: Palette.panelWarn, align: .right)
        }
        var y = inner.minY
        for line in lines[start..<end] {
            let time = String(format: "%7.3f", line.time)
            canvas.drawText(time, in: Rect(inner.minX, y, 48, Self.lineHeight), size: 10.5,
                            color: Palette.panelDim)
            canvas.drawText(line.text, in: Rect(inner.minX + 50, y, inner.width - 50, Self.lineHeight), size: 10.5,
                            color: color(line.kind))
            y += Self.lineHeight
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
