// `record` offers a frame every 1/fps of virtual time; a `wait: 600` with nothing moving
// would render and encode 18,000 identical frames. A frame is held instead (nothing
// drawn, nothing encoded: MP4Writer.repeatLastFrame) when nothing it depends on changed
// since the frame last drawn: the engine (state and output), animations in flight or
// ending, the body turning, a playing video, a time-limited thing appearing or going.
// (The window asks its frame model's damage instead; this list stays because which frames
// are held shapes recording.mp4's bytes. RecorderTests checks it against rendering every frame.)

import OrientationEngine

@MainActor
struct StillFrames {
    private var drawn: (state: EngineState, time: Double, traceCount: Int, lastInput: Double)?

    /// Whether the frame at `time` would show exactly the pixels of the one drawn last.
    /// `quiet`: the engine emitted nothing since that frame.
    func isStill(_ engine: Engine, _ session: WindowUIState, quiet: Bool, at time: Double) -> Bool {
        guard quiet, let drawn, drawn.time <= time else { return false }
        var state = engine.state
        state.time = 0  // the clock alone changes nothing on screen
        guard state == drawn.state, session.trace.count == drawn.traceCount,
              session.lastInput == drawn.lastInput else { return false }
        if session.body.isAnimating(at: time) { return false }
        if let rotation = state.rotation, time < rotation.end { return false }
        if let navigation = state.navigation, time < navigation.start + navigation.duration { return false }
        if state.transforms.values.contains(where: { time < $0.start + $0.duration }) { return false }
        // Moments something changes: an animation's last frame, a toast or touch feedback
        // ending, a playing video's controls hiding.
        var moments = [session.lastInput + playerControlsIdleTimeout]
        if let rotation = state.rotation { moments.append(rotation.end) }
        if let navigation = state.navigation { moments.append(navigation.start + navigation.duration) }
        if let toast = session.toast { moments.append(toast.until) }
        if let pressed = session.pressed { moments.append(pressed.until) }
        if session.body.isAnimating { moments.append(session.body.end) }
        moments += state.transforms.values.map { $0.start + $0.duration }
        if moments.contains(where: { drawn.time < $0 && $0 <= time }) { return false }
        // A playing video moves (its picture, its clock and progress bar).
        guard let video = engine.visibleVideo(at: time), video.error == nil, let id = engine.visiblePlayer else { return true }
        return engine.state.controllers[id].player?.playing != true
    }

    mutating func drew(_ engine: Engine, _ session: WindowUIState, at time: Double) {
        var state = engine.state
        state.time = 0
        drawn = (state, time, session.trace.count, session.lastInput)
    }
}
