// How tall the inspector's parts are, for the painter and for scrolling: regular row
// heights, or compact ones in a short window (at 800×600 the trace then stays in sight);
// values too long for the panel's width wrap onto more lines instead of being cut.

extension InspectorModel {
    public struct Metrics: Sendable, Equatable {
        public var top: Double
        public var titleLine: Double
        public var profileLine: Double
        /// The Display Zoom note under the profile, when there is one.
        public var zoomLine: Double
        public var section: Double
        public var gap: Double
        public var row: Double
        public var maskRow: Double
        public var decisionHeading: Double
        public var decisionOutcome: Double
        public var decisionLine: Double
        /// The trace keeps at least this much room; a shorter window scrolls the panel instead.
        public var traceMinimum: Double
        /// The key reminder at the panel's foot, and the room above it.
        public var footer: Double
        public var footerGap: Double

        public static let regular = Metrics(
            top: 12, titleLine: 22, profileLine: 26, zoomLine: 17, section: 22, gap: 8, row: 19, maskRow: 21, decisionHeading: 18,
            decisionOutcome: 19, decisionLine: 16, traceMinimum: 150, footer: 40, footerGap: 6)
        public static let compact = Metrics(
            top: 8, titleLine: 19, profileLine: 19, zoomLine: 15, section: 19, gap: 3, row: 17, maskRow: 18, decisionHeading: 15,
            decisionOutcome: 16, decisionLine: 14, traceMinimum: 90, footer: 28, footerGap: 4)
    }

    /// The same model with the metrics a panel of this size needs, its text width, and
    /// the decision lines it keeps: DECISIONS and TRACE stay in view at every size, the
    /// state above them scrolls (InspectorPlacement.swift).
    func fitted(to panel: Size) -> InspectorModel {
        var model = self
        model.width = max(40, panel.width - 32)
        model.metrics = .regular
        if model.contentHeight > panel.height { model.metrics = .compact }
        let m = model.metrics
        // The state part keeps a few rows in sight; the decision block gives way first
        // (later no-ops, then older decisions, then its sentence's last lines, marked "…").
        let room = panel.height - m.footer - m.footerGap - m.traceMinimum - min(model.stateHeight, Self.stateMinimum)
        while model.decisionsHeight > room {
            if model.laterShown > 0 { model.laterShown -= 1 }
            else if model.historyShown > 0 { model.historyShown -= 1 }
            else if model.decisionLines > 2 { model.summaryLimit = model.decisionLines - 1 }
            else { break }
        }
        return model
    }

    /// The state part above the decisions keeps this much when it has it.
    static let stateMinimum = 96.0

    /// The label column of rows and mask rows.
    public var labelWidth: Double { min(140, width * 0.42) }

    /// Lines of the app's name (15 pt bold): it wraps; only a name past four lines is cut.
    public var titleLines: Int { min(4, LabelMetrics.lines(title, width: width, size: 15, bold: true)) }

    /// Lines a row takes: its label and its value (12 pt bold, after the glyph) wrap,
    /// never cut.
    public func lines(_ r: Row) -> Int {
        if r.oneLine { return 1 }
        let value = width - labelWidth - (r.glyph.map { $0 != .unknown } == true ? 20 : 0)
        return max(LabelMetrics.lines(r.label, width: labelWidth - 6, size: 12, bold: false),
                   LabelMetrics.lines(r.value, width: value, size: 12, bold: true))
    }

    /// The mask rows' label column: as wide as their longest label needs (short names
    /// leave the glyphs and the mask's name more room), at most the rows' column.
    public var maskLabelWidth: Double {
        let longest = masks.map { LabelMetrics.width($0.label, size: 12, bold: $0.kind == .effective) }.max() ?? 0
        return min(labelWidth, max(60, longest + 10))
    }

    /// Where a mask row's name goes: beside its glyphs, or on a line of its own below them.
    public var maskNameX: Double { maskLabelWidth + 7 + 4 * 19 }

    public func lines(_ r: MaskRow) -> Int {
        max(LabelMetrics.lines(r.label, width: maskLabelWidth - 6, size: 12, bold: r.kind == .effective),
            maskNameBeside(r) ? 1 : 1 + maskNameLines(r))
    }

    /// The mask's name fits beside its glyphs.
    public func maskNameBeside(_ r: MaskRow) -> Bool {
        LabelMetrics.width(maskName(r), size: 11, bold: false) <= width - maskNameX
    }

    /// Lines of the mask's name under the glyphs, when it does not fit beside them.
    public func maskNameLines(_ r: MaskRow) -> Int {
        LabelMetrics.lines(maskName(r), width: width - maskLabelWidth, size: 11, bold: false)
    }

    public func maskName(_ r: MaskRow) -> String {
        r.mask.description + (r.kind == .stale ? " (R20e)" : "") + (r.source.map { " · " + $0 } ?? "")
    }

    /// Lines of the shown decision's sentence (11.5 pt) the panel shows: all of it, unless
    /// a small window needs the room (its last line then ends with "…"; F2 shows it whole).
    public var decisionLines: Int {
        guard let decision else { return 0 }
        return min(summaryLimit, LabelMetrics.lines(decision.summary, width: width, size: 11.5, bold: false))
    }

    /// Lines of the shown decision's heading (time and trigger, 11 pt): it wraps too.
    public var decisionHeadingLines: Int {
        guard let decision else { return 1 }
        return LabelMetrics.lines(decision.heading, width: width, size: 11, bold: false)
    }

    /// Lines of one history entry (11 pt).
    public func lines(_ h: HistoryLine) -> Int { LabelMetrics.lines(h.text, width: width, size: 11, bold: false) }

    /// The decisions after the headline and before it that the panel has room for.
    public var shownLater: ArraySlice<HistoryLine> { later.prefix(laterShown) }
    public var shownHistory: ArraySlice<HistoryLine> { history.prefix(historyShown) }

    /// The part that scrolls: the title and ORIENTATION, WHO DECIDES, MASKS, LOCKS, FINDINGS.
    public var stateHeight: Double {
        let m = metrics
        let header = m.top + Double(titleLines) * m.titleLine + m.profileLine + (zoomNote == nil ? 0 : m.zoomLine)
        let rows = (orientation + decides + app + locks).reduce(0.0) { $0 + Double(lines($1)) * m.row }
            + findings.reduce(0.0) { $0 + Double(lines($1)) * m.row }
        let maskRows = masks.reduce(0.0) { $0 + Double(lines($1)) * m.maskRow }
        let sections = findings.isEmpty ? 4.0 : 5.0
        return header + sections * (m.section + m.gap) + rows + maskRows
    }

    /// DECISIONS, always in view: later no-ops, the headline, older decisions.
    public var decisionsHeight: Double {
        let m = metrics
        let historyLines = shownHistory.reduce(0) { $0 + lines($1) }
        let laterLines = shownLater.reduce(0) { $0 + lines($1) }
        let block = decision == nil ? m.decisionHeading
            : Double(laterLines) * m.decisionLine + (shownLater.isEmpty ? 0 : m.gap / 2)
                + Double(decisionHeadingLines) * m.decisionHeading + m.decisionOutcome + Double(decisionLines) * m.decisionLine
                + (shownHistory.isEmpty ? 0 : m.gap / 2 + Double(historyLines) * m.decisionLine)
        return m.section + block + m.gap
    }

    /// Everything above the trace, in points, as InspectorPainter lays it out.
    public var sectionsHeight: Double { stateHeight + decisionsHeight }

    /// The panel's whole height with the trace at its minimum.
    public var contentHeight: Double { sectionsHeight + metrics.traceMinimum + metrics.footer + metrics.footerGap }
}
