// The window draws a frame only when it would differ from the one on screen, as ffplay
// presents only new video frames: a sandbox left open all day, or one playing a 30 fps
// video, should not rasterise 60 identical frames a second. What can change a frame:
// input, the engine (anything emitted, any state change), animations in flight, a
// time-limited thing appearing or ending, a new video frame. Recordings repeat the last
// frame for the time nothing was drawn. Anything this list forgets still shows within `maxAge`.

import OrientationEngine

struct Pacing {
    /// An input, a resize or anything else the reducer can't judge: draw.
    var dirty = true
    /// Even when nothing seems to change, draw this often (the fps counter, and a safety
    /// net for a time-driven effect this list forgets).
    static let maxAge = 0.5
    var drawnState: EngineState?
    var drawnTraceCount = -1
    var drawnAt = -Double.infinity
}

extension WindowState {
    /// The visible player's video and position now, for the shell's "is a new video frame due".
    /// While the progress bar is dragged, the video shows the held position.
    public func visibleVideo(at time: Double) -> (path: String?, error: String?, position: Double)? {
        guard var video = engine.visibleVideo(at: time) else { return nil }
        if let scrub { video.position = scrub }
        return video
    }

    /// Whether the frame at `time` must be drawn; `videoFrameDue`: a new video frame waits.
    public func needsFrame(at time: Double, videoFrameDue: Bool) -> Bool {
        if minimized { return false }
        if pacing.dirty || time - pacing.drawnAt >= Pacing.maxAge || videoFrameDue { return true }
        if session.trace.count != pacing.drawnTraceCount || session.body.isAnimating(at: time) { return true }
        var state = engine.state
        state.time = 0  // the clock alone changes nothing on screen
        if state != pacing.drawnState { return true }
        // Animations in flight.
        if let rotation = state.rotation, time < rotation.end { return true }
        if let navigation = state.navigation, navigation.tween.isRunning(at: time) { return true }
        if state.transforms.values.contains(where: { $0.tween.isRunning(at: time) }) { return true }
        // A playing player's time ticks once a second (a video with no frames to show too).
        if let id = engine.visiblePlayer, let player = state.controllers[id].player, player.playing,
           pacing.drawnAt.isFinite,
           player.playbackPosition(at: pacing.drawnAt).rounded(.down) != player.playbackPosition(at: time).rounded(.down) {
            return true
        }
        // Moments something appears or goes: an animation's last frame, a toast or touch
        // feedback ending, a playing video's controls hiding.
        var moments = [session.lastInput + playerControlsIdleTimeout]
        if let rotation = state.rotation { moments.append(rotation.end) }
        if let navigation = state.navigation { moments.append(navigation.tween.end) }
        if let toast = session.toast { moments.append(toast.until) }
        if let pressed = session.pressed { moments.append(pressed.until) }
        if session.body.isAnimating { moments.append(session.body.end) }
        moments += state.transforms.values.map(\.tween.end)
        return moments.contains { pacing.drawnAt < $0 && $0 <= time }
    }

    /// The frame at `time` was drawn.
    public mutating func drew(at time: Double) {
        pacing.dirty = false
        pacing.drawnAt = time
        pacing.drawnTraceCount = session.trace.count
        var state = engine.state
        state.time = 0
        pacing.drawnState = state
    }
}
