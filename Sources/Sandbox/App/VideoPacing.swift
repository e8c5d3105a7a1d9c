// When the window leaves a new video picture for the next frame. On a slow rasteriser
// (llvmpipe) a turning frame already costs more than a frame at rest; its first frame
// sets the turn up, and a frame whose inspector changes (a turn's decision and trace
// lines) draws the panel again. Uploading a 1080p picture on top of either is what made
// a turn's slowest frames (BENCHMARKS.md). The picture waits one frame instead — never
// two in a row, so a turn that changes the inspector every frame still plays its video.
// `record` never waits: its frames are the run's, each with the picture due.

struct VideoPacing {
    /// The last frame left its new picture for this one.
    private(set) var waited = false

    /// Whether the frame about to be drawn leaves its new picture (`pictureChanged`) for
    /// the next frame, and notes it. `redrawsInspector` is asked only when it decides.
    mutating func waits(pictureChanged: Bool, turning: Bool, turnBegins: Bool,
                        redrawsInspector: @autoclosure () -> Bool) -> Bool {
        let wait = pictureChanged && !waited && turning && (turnBegins || redrawsInspector())
        waited = wait
        return wait
    }
}
