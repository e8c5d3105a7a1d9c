@testable import Sandbox

/// Counts what a scene renderer drew, through its observer seam.
@MainActor
final class RenderCounts: RenderObserver {
    /// Frames composed whole, in part or not at all, drawn straight, screen-only areas, in place.
    var composed = (whole: 0, partial: 0, unchanged: 0, direct: 0, screenOnly: 0, inPlace: 0)
    /// The screen's own layer brought up to date, and a turn's end picture.
    var screen = (whole: 0, partial: 0, skipped: 0, video: 0)
    var turnEnd = (whole: 0, partial: 0, skipped: 0, video: 0)
    var inspectorRedraws = 0
    /// Turns' first pictures taken as they were or drawn anew, and frames shown from pictures.
    var turn = (copied: 0, drawn: 0, frames: 0)
    var turnTexturesMade = 0

    /// Counts `scene`'s drawing from now on (the scene holds its observer weakly).
    init(_ scene: SceneRenderer) { scene.observer = self }

    func composed(_ way: Composition) {
        switch way {
        case .whole: composed.whole += 1
        case .partial: composed.partial += 1
        case .unchanged: composed.unchanged += 1
        case .direct: composed.direct += 1
        case .screenOnly: composed.screenOnly += 1
        case .inPlace: composed.inPlace += 1
        }
    }

    func screenLayerUpdated(_ redraw: ScreenRedraw, turnEnd end: Bool) {
        func count(_ counts: inout (whole: Int, partial: Int, skipped: Int, video: Int)) {
            switch redraw {
            case .whole: counts.whole += 1
            case .partial: counts.partial += 1
            case .skipped: counts.skipped += 1
            case .video: counts.video += 1
            }
        }
        if end { count(&turnEnd) } else { count(&screen) }
    }

    func inspectorDrawn() { inspectorRedraws += 1 }

    func turnBegan(pictureCopied: Bool) {
        if pictureCopied { turn.copied += 1 } else { turn.drawn += 1 }
    }

    func turnFrameShown() { turn.frames += 1 }
    func turnTextureMade() { turnTexturesMade += 1 }
}

/// The text drawn on the simulated screen in its last redraw, through the observer seam
/// (and kept out of the window's `Canvas.textRuns` meanwhile).
@MainActor
final class ScreenText: RenderObserver {
    private(set) var runs: [TextRun] = []

    init(_ scene: SceneRenderer) { scene.observer = self }

    var collectsScreenText: Bool { true }
    func screenTextDrawn(_ runs: [TextRun]) { self.runs = runs }
}
