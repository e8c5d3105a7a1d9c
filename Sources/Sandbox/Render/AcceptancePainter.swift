// The acceptance panel under the device: the step to do, how to do it, the result of
// the last step, and buttons for the mouse. Outside the simulated screen, so the
// screen stays exactly what the app shows.

import Foundation
import OrientationEngine
import Scenario

@MainActor
struct AcceptancePainter {
    let canvas: Canvas

    func draw(_ panel: AcceptancePanel, in r: Rect) {
        canvas.transform = .identity
        canvas.fillRounded(r, radius: 10, Palette.panel)
        canvas.strokeRounded(r, radius: 10, width: 1, Palette.panelLine)
        let inner = r.inset(dx: 16, dy: 0)
        let run = panel.run
        let tally = run.report.tally
        var header = "ACCEPTANCE"
        if let step = run.currentStep {
            header += " · step \(step.index + 1) of \(run.results.count) · line \(step.line)"
        } else {
            header += " · finished"
        }
        canvas.drawText(header, in: Rect(inner.minX, r.minY + 8, inner.width, 20), size: 12, weight: .bold,
                        color: Palette.panelDim)
        // The report's own words: steps run, expectations held, questions answered.
        var counts = "\(run.report.stepsRun) of \(run.results.count) steps · \(tally.held) of \(tally.expectations) held"
        if tally.questions > 0 { counts += " · \(tally.yes) of \(tally.questions) yes" }
        if tally.deviations > 0 { counts += " · ⚠ \(tally.deviations)" }
        canvas.drawText(counts, in: Rect(inner.minX, r.minY + 8, inner.width, 20), size: 12, weight: .bold,
                        color: Palette.panelDim, align: .right)
        var y = r.minY + 32
        let text = Rect(inner.minX, 0, inner.width - Self.columnGap, 0)
        if run.isFinished || panel.written {
            y = finished(panel, text, y)
        } else if let step = run.currentStep {
            y = current(step, panel, text, y)
        }
        // The latest results, newest first: a check's ✓/✗ stays in sight while the next step
        // runs, wrapped (a failure's actual value and the decision are the point of it).
        for (line, color) in resultLines(run, width: text.width).prefix(Int((r.maxY - 8 - y) / Self.resultLine)) {
            canvas.drawText(line, in: Rect(text.minX, y, text.width, Self.resultLine), size: 12, color: color)
            y += Self.resultLine
        }
        for (kind, rect) in panel.buttons(in: r) {
            let fill = kind == .yes ? Palette.panelGood.with(alpha: 90) : kind == .no ? Palette.panelBad.with(alpha: 90)
                : kind == .perform ? Palette.panelAccent.with(alpha: 90) : Palette.panelRaised
            canvas.fillRounded(rect, radius: 7, fill)
            canvas.drawText(kind.label, in: rect.inset(dx: 6, dy: 0), size: 12, weight: .bold,
                            color: Palette.panelText, align: .center)
        }
    }

    /// Room between the text and the buttons' column.
    static let columnGap = AcceptancePanel.buttonWidth + 16
    static let resultLine = 16.0

    /// The recent results as lines no wider than `width`: each result wraps onto indented
    /// lines instead of being cut ("actual portr…").
    func resultLines(_ run: AcceptanceRun, width: Double) -> [(String, Color)] {
        recentResults(run).flatMap { text, color in
            let first = canvas.wrap(text, width: width, size: 12)
            guard first.count > 1 else { return first.map { ($0, color) } }
            // The continuation, indented, wrapped at the narrower width.
            let rest = String(text.dropFirst(first[0].count)).trimmingCharacters(in: .whitespaces)
            return [(first[0], color)] + canvas.wrap(rest, width: width - 14, size: 12).map { ("    " + $0, color) }
        }
    }

    private func current(_ step: Step, _ panel: AcceptancePanel, _ r: Rect, _ start: Double) -> Double {
        var y = start
        let instruction: String
        if case .ask(let question) = step.kind { instruction = "Question: \(question)" } else {
            instruction = AcceptanceRun.instruction(for: step)
        }
        for line in canvas.wrap(instruction, width: r.width, size: 18, weight: .bold, maxLines: 2) {
            canvas.drawText(line, in: Rect(r.minX, y, r.width, 24), size: 18, weight: .bold, color: Palette.panelText)
            y += 24
        }
        var hint = panel.hint
        if let left = panel.waitLeft { hint = String(format: "%.1f s left", left) }
        if let note = panel.run.note { hint = note + " · " + hint }
        canvas.drawText(hint, in: Rect(r.minX, y + 2, r.width, 20), size: 13, color: Palette.panelAccent)
        return y + 26
    }

    private func finished(_ panel: AcceptancePanel, _ r: Rect, _ start: Double) -> Double {
        var y = start
        let verdict = TextReport.verdict(panel.run.report)
        let color = panel.run.status == .ok ? Palette.panelGood : Palette.panelBad
        for line in canvas.wrap(verdict, width: r.width, size: 16, weight: .bold, maxLines: 2) {
            canvas.drawText(line, in: Rect(r.minX, y, r.width, 22), size: 16, weight: .bold, color: color)
            y += 22
        }
        let files = panel.written
            ? "Written to \(panel.directory)/: report.md, junit.xml, trace.log, recording.mp4"
            : "Writing the report…"
        canvas.drawText(files, in: Rect(r.minX, y + 2, r.width, 20), size: 13, color: Palette.panelAccent)
        y += 24
        if let problem = panel.problems.first {
            canvas.drawText("⚠ " + problem, in: Rect(r.minX, y, r.width, 18), size: 12, color: Palette.panelBad)
            y += 18
        }
        return y
    }

    /// The last three steps done, newest first, coloured by result; a failed check
    /// carries the engine's decision.
    private func recentResults(_ run: AcceptanceRun) -> [(String, Color)] {
        let done = run.results.filter { $0.outcome != .pending && $0.outcome != .notRun }.suffix(3).reversed()
        return done.map { result in
            var text = "Step \(result.step.index + 1): " + TextReport.result(result)
            if case .failed = result.outcome, let decision = result.decision { text += " — decision: \(decision)" }
            let color: Color = switch result.outcome {
            case .failed, .answered(false): Palette.panelBad
            case .deviated, .couldNotRun: Palette.panelWarn
            case .skipped: Palette.panelDim
            default: result.deviations.isEmpty ? Palette.panelGood : Palette.panelWarn
            }
            return (text, color)
        }
    }
}
