// Where the inspector's parts go in its panel: the state (title, orientation, who decides,
// masks, locks, findings) at the top, scrolling when the panel is short; DECISIONS and
// TRACE pinned under it, in view at every size; the key reminder at the foot.

extension InspectorModel {
    public struct Placement: Sendable, Equatable {
        /// The state part's viewport, its content scrolled up by `scroll` points.
        public var state: Rect
        public var scroll: Double
        /// How much of the state part is out of view (0: all of it shows).
        public var overflow: Double
        public var decisions: Rect
        public var trace: Rect
        public var footer: Rect
    }

    public func placement(in panel: Rect) -> Placement {
        let m = metrics
        let footer = Rect(panel.minX, panel.maxY - m.footer, panel.width, m.footer)
        let room = footer.minY - m.footerGap - panel.minY - decisionsHeight - m.traceMinimum
        let stateHeight = max(0, min(self.stateHeight, room))
        let overflow = max(0, self.stateHeight - stateHeight)
        let state = Rect(panel.minX, panel.minY, panel.width, stateHeight)
        let decisions = Rect(panel.minX, state.maxY, panel.width, decisionsHeight)
        let trace = Rect(panel.minX, decisions.maxY, panel.width, max(0, footer.minY - m.footerGap - decisions.maxY))
        return Placement(state: state, scroll: min(max(0, scroll), overflow), overflow: overflow, decisions: decisions,
                         trace: trace, footer: footer)
    }

    /// Where the FINDINGS rows start in the state part's content (before scrolling).
    var findingsTop: Double {
        let m = metrics
        let header = m.top + Double(titleLines) * m.titleLine + m.profileLine + (zoomNote == nil ? 0 : m.zoomLine)
        let rows = (orientation + decides + app + locks).reduce(0.0) { $0 + Double(lines($1)) * m.row }
        let maskRows = masks.reduce(0.0) { $0 + Double(lines($1)) * m.maskRow }
        return header + 4 * (m.section + m.gap) + rows + maskRows + m.section
    }

    /// The finding row (0-based) at a window pixel, when it is in view.
    public func finding(at p: Point, in panel: Rect) -> Int? {
        let place = placement(in: panel)
        guard place.state.contains(p), !findings.isEmpty else { return nil }
        var y = place.state.minY + findingsTop - place.scroll
        for (index, row) in findings.enumerated() {
            let height = Double(lines(row)) * metrics.row
            if p.y >= y && p.y < y + height { return index }
            y += height
        }
        return nil
    }
}
