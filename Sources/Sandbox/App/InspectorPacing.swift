// When the window leaves its inspector's new content for between frames. A turn's
// decision and trace lines change the panel as the turn begins, in the frames that also
// set the turn up; on a slow rasteriser (llvmpipe) painting the panel there made them the
// turn's slowest (BENCHMARKS.md). Such a frame composites the panel its layer holds; the
// new content is painted after the frame is presented, in the time left before the next
// (`WindowApp.betweenFrames`), and the next frame composites it. A turn's first frames
// cost the most and leave the least time after them, its later frames leave more, so the
// panel may fall up to 0.2 s behind within a turn (a quarter turn lasts 0.3 s, and the
// eye is on the device); when the time between frames never fits the painting, a frame
// paints it. Never in a frame that is read back (a screenshot, a capture or a recording's
// frame waits for it): what it keeps is the frame its model says.

struct InspectorPacing {
    /// Frames running that composited an older panel than their model's.
    private(set) var behind = 0
    /// At 60 frames a second, a panel at most 0.2 s late.
    static let mostBehind = 12

    /// Whether the frame about to be drawn composites the panel its layer holds instead of
    /// painting its own (`needsPainting`, asked only when it decides: it compares two
    /// panels' contents), and notes it. `samePanel`: the layer's panel has the frame's place
    /// and size (else what it holds does not fit).
    mutating func waits(turning: Bool, needsPainting: @autoclosure () -> Bool, samePanel: Bool,
                        readBack: Bool) -> Bool {
        let wait = turning && samePanel && !readBack && behind < Self.mostBehind && needsPainting()
        behind = wait ? behind + 1 : 0
        return wait
    }

    /// The content left waiting was painted between frames: the next frame shows it.
    mutating func caughtUp() { behind = 0 }
}
