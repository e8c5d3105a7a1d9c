// The window draws a frame only when it would differ from the one on screen, as ffplay
// presents only new video frames: a sandbox left open all day, or one playing a 30 fps
// video, should not rasterise 60 identical frames a second. Whether it differs is the
// frame model's own damage (`FrameModel.damage`) against the frame drawn last — the
// same comparison that decides where the renderer draws — so nothing a frame shows can
// be forgotten by a list kept beside it. Recordings repeat the last frame for the time
// nothing was drawn.

import OrientationEngine

extension WindowState {
    /// The visible player's video and position now, for the video layer.
    /// While the progress bar is dragged, the video shows the held position.
    public func visibleVideo(at time: Double) -> (path: String?, error: String?, position: Double)? {
        guard var video = engine.visibleVideo(at: time) else { return nil }
        if let scrub { video.position = scrub }
        return video
    }

    /// The frame at `time` when it differs from the one on screen, else nil (nothing to
    /// draw; a minimized window draws nothing). `videoChanged`: the video layer took a new
    /// picture since the frame on screen was drawn.
    public mutating func frameToDraw(at time: Double, width: Int, height: Int, videoError: String? = nil,
                                     videoChanged: Bool) -> FrameModel? {
        guard !minimized else { return nil }
        let frame = makeFrame(at: time, width: width, height: height, videoError: videoError)
        let damage = frame.damage(since: drawn, videoChanged: videoChanged)
        if damage == .none { return nil }
        // The acceptance panel alone (damaged in every frame): only when what it says changed.
        if let panel = frame.window.acceptance, damage == .areas([panel]),
           frame.acceptance?.summary == drawn?.acceptance?.summary { return nil }
        return frame
    }

    /// `frame` is on screen now.
    public mutating func drew(_ frame: FrameModel) {
        drawn = frame
    }
}
