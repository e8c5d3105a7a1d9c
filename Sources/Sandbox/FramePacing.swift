// The window draws a frame only when it would differ from the one on screen, as ffplay
// presents only new video frames: a sandbox left open all day, or one playing a 30 fps
// video, should not rasterise 60 identical frames a second. What can change a frame:
// input (any SDL event), the engine (anything emitted, any state change), animations
// in flight, a time-limited thing appearing or ending, a new video frame. Recordings
// repeat the last frame for the time nothing was drawn (AppControls).
// Anything this list forgets still shows within `maxAge`.

import OrientationEngine

@MainActor
struct RedrawPolicy {
    /// An input event, a resize or anything else the loop can't judge: draw.
    var dirty = true
    /// Even when nothing seems to change, draw this often (the fps counter, and a safety
    /// net for a time-driven effect this list forgets).
    let maxAge = 0.5
    private var drawnState: EngineState?
    private var drawnTraceCount = -1
    private var drawnAt = -Double.infinity

    /// Whether the frame at `time` must be drawn.
    mutating func needed(_ app: WindowApp, at time: Double) -> Bool {
        if dirty || time - drawnAt >= maxAge { return true }
        let session = app.session
        if session.trace.count != drawnTraceCount || session.body.isAnimating(at: time) { return true }
        var state = app.engine.state
        state.time = 0  // the clock alone changes nothing on screen
        if state != drawnState { return true }
        // Animations in flight.
        if let rotation = state.rotation, time < rotation.end { return true }
        if let navigation = state.navigation, time < navigation.start + navigation.duration { return true }
        if state.transforms.values.contains(where: { time < $0.start + $0.duration }) { return true }
        // Moments something appears or goes: an animation's last frame, a toast or touch
        // feedback ending, a playing video's controls hiding.
        var moments = [session.lastInput + playerControlsIdleTimeout]
        if let rotation = state.rotation { moments.append(rotation.end) }
        if let navigation = state.navigation { moments.append(navigation.start + navigation.duration) }
        if let toast = session.toast { moments.append(toast.until) }
        if let pressed = session.pressed { moments.append(pressed.until) }
        if session.body.isAnimating { moments.append(session.body.end) }
        moments += state.transforms.values.map { $0.start + $0.duration }
        if moments.contains(where: { drawnAt < $0 && $0 <= time }) { return true }
        return app.scene.videoFrameDue(engine: app.engine, time: time)
    }

    mutating func drew(_ app: WindowApp, at time: Double) {
        dirty = false
        drawnAt = time
        drawnTraceCount = app.session.trace.count
        var state = app.engine.state
        state.time = 0
        drawnState = state
    }
}

extension SceneRenderer {
    /// Whether the visible player has a video frame not yet shown.
    func videoFrameDue(engine: Engine, time: Double) -> Bool {
        let player = ScreenState(engine: engine, at: time).visible?.player
        return video.hasNewFrame(path: player?.video, position: player?.position ?? 0)
    }
}
