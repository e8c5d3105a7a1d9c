import OrientationEngine
// P1/P3: the player's controls hide after 3 s without input while the video plays, as
// real players do; the next click or key only brings them back. Engine `tap` steps work
// whether they are shown or not.

/// Seconds without input before a playing video's controls hide.
public let playerControlsIdleTimeout = 3.0

extension ScreenModel {
    /// The same state with the controls of a playing player hidden when input is idle.
    public func hidingIdleControls(lastInput: Double, at time: Double) -> ScreenModel {
        guard time - lastInput >= playerControlsIdleTimeout else { return self }
        var copy = self
        for index in copy.chain.indices where copy.chain[index].player?.playing == true {
            copy.chain[index].player?.controlsHidden = true
        }
        return copy
    }
}

extension ScreenModel {
    /// A player whose video cannot play is not playing, whatever the app asked: its icon
    /// shows play, its controls stay as over a paused video, and its time stays at 0:00.
    public func pausingUnplayableVideo(error: String? = nil) -> ScreenModel {
        guard let last = chain.indices.last, let player = chain[last].player, player.playing,
              (error ?? player.videoError) != nil else { return self }
        var copy = self
        copy.chain[last].player?.playing = false
        copy.chain[last].player?.position = 0
        return copy
    }
}

extension ScreenModel {
    /// While the progress bar is held, the visible player shows the held position: the
    /// thumb and the time follow the pointer (the engine seeks on release).
    public func scrubbing(to seconds: Double?) -> ScreenModel {
        guard let seconds, let last = chain.indices.last, chain[last].player != nil else { return self }
        var copy = self
        copy.chain[last].player?.position = seconds
        return copy
    }
}

extension Engine {
    /// The visible player's video, the file's problem with it, and its position at `time`.
    public func visibleVideo(at time: Double) -> (path: String?, error: String?, position: Double)? {
        guard let id = visiblePlayer else { return nil }
        return (spec(id).player?.video, spec(id).player?.videoError,
                state.controllers[id].player?.playbackPosition(at: time) ?? 0)
    }
}
