// The acceptance panel under the device, as values: the step to do, how to do it, the
// last results, and its buttons for the mouse.

import OrientationEngine
import Scenario

/// What the panel's buttons and keys do.
public enum AcceptanceButton: Equatable {
    case perform, skip, yes, no, end, quit

    public var label: String {
        switch self {
        case .perform: "Do it (Space)"
        case .skip: "Skip (⌫)"
        case .yes: "Yes (Y)"
        case .no: "No (N)"
        case .end: "End run (Esc)"
        case .quit: "Close (Esc)"
        }
    }
}

/// Everything the panel shows, taken from the app once per frame.
public struct AcceptancePanel {
    public var run: AcceptanceRun
    /// How to do the current step from where the device is ("Ctrl+←").
    public var hint: String
    public var waitLeft: Double?
    public var directory: String
    public var written: Bool
    public var problems: [String]

    public init(run: AcceptanceRun, hint: String, waitLeft: Double?, directory: String, written: Bool,
                problems: [String]) {
        self.run = run
        self.hint = hint
        self.waitLeft = waitLeft
        self.directory = directory
        self.written = written
        self.problems = problems
    }

    public static let height = 184.0

    /// What the panel says, as a value: the step, the tally, whether the run is over, the
    /// hint and its countdown in the tenths drawn, the problems. (The run itself is not
    /// comparable; the panel is drawn again in every frame drawn, and asks for one when this changes.)
    public struct Summary: Equatable {
        var step: Int?
        var tally: RunReport.Tally
        var finished: Bool
        var written: Bool
        var hint: String
        var tenthsLeft: Int?
        var problems: [String]
    }

    public var summary: Summary {
        Summary(step: run.currentStep?.index, tally: run.report.tally, finished: run.isFinished, written: written,
                hint: hint, tenthsLeft: waitLeft.map { Int(($0 * 10).rounded()) }, problems: problems)
    }

    /// The buttons for the current step, stacked in the panel's right-hand column.
    public func buttons(in r: Rect) -> [(AcceptanceButton, Rect)] {
        let kinds: [AcceptanceButton]
        if written || run.isFinished {
            kinds = [.quit]
        } else if case .ask = run.currentStep?.kind {
            kinds = [.yes, .no, .skip, .end]
        } else if run.currentStep?.event != nil {
            kinds = [.perform, .skip, .end]
        } else {
            kinds = [.skip, .end]
        }
        return kinds.enumerated().map { i, kind in
            (kind, Rect(r.maxX - 16 - Self.buttonWidth, r.minY + 34 + Double(i) * 34, Self.buttonWidth, 28))
        }
    }

    public static let buttonWidth = 132.0

    public func button(at p: Point, in r: Rect) -> AcceptanceButton? {
        buttons(in: r).first { $0.1.contains(p) }?.0
    }
}
