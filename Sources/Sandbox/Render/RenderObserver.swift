// What the renderer drew into its layers and how it composed each frame, told as it
// happens: the seam tests count through. The window and `record` inject none.

@MainActor
protocol RenderObserver: AnyObject {
    func composed(_ way: Composition)
    /// A screen layer brought up to date: the screen's own, or a turn's end picture.
    func screenLayerUpdated(_ redraw: ScreenRedraw, turnEnd: Bool)
    func inspectorDrawn()
    /// A turn's first picture: the screen's texture as the turn found it, or drawn anew.
    func turnBegan(pictureCopied: Bool)
    func turnFrameShown()
    func turnTextureMade()
    /// Whether to be told the text of each redraw of the simulated screen (kept apart
    /// from the window's `Canvas.textRuns` then).
    var collectsScreenText: Bool { get }
    func screenTextDrawn(_ runs: [TextRun])
}

extension RenderObserver {
    func composed(_ way: Composition) {}
    func screenLayerUpdated(_ redraw: ScreenRedraw, turnEnd: Bool) {}
    func inspectorDrawn() {}
    func turnBegan(pictureCopied: Bool) {}
    func turnFrameShown() {}
    func turnTextureMade() {}
    var collectsScreenText: Bool { false }
    func screenTextDrawn(_ runs: [TextRun]) {}
}

/// How a frame reached the target.
enum Composition {
    /// Composed in the window-sized texture: whole, its damaged areas, or nothing changed.
    case whole, partial, unchanged
    /// Drawn whole straight into the target.
    case direct
    /// An area where only the screen was drawn again.
    case screenOnly
    /// Damaged areas drawn straight into a target that kept the last frame.
    case inPlace
}

/// How a screen layer was brought up to date.
enum ScreenRedraw {
    case whole, partial, skipped, video
}
