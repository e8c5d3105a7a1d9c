// Seeking the visible player (P1): a press on its progress bar holds the thumb there, a
// drag moves it (the video shows the held position), the release seeks the engine once;
// ← / → seek 5 s back or on. Seeking is the engine's `Event.seek`, so it is traced,
// judged in an acceptance run, and the same as a scenario's `seek:` step.

import OrientationEngine

extension WindowState {
    /// ← / →: how far a key press seeks.
    public static let seekStep = 5.0

    /// The visible player's video length, when known.
    var visibleVideoLength: Double? {
        engine.visiblePlayer.flatMap { engine.spec($0).player?.videoDuration }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Seconds at `fraction` of the bar. The video loops, so its very end is its start
    /// again: the thumb stops just short of it, on the last frames.
    func seconds(atFraction fraction: Double, length: Double) -> Double {
        min(fraction * length, max(0, length - 0.1))
    }

    /// A press on the progress bar: the thumb jumps under the pointer and stays held.
    mutating func beginScrub(at p: Point) {
        guard let length = visibleVideoLength, let fraction = frame?.progressFraction(at: p) else { return }
        scrub = seconds(atFraction: fraction, length: length)
    }

    mutating func dragScrub(to p: Point) -> [WindowEffect] {
        guard scrub != nil, let length = visibleVideoLength, let fraction = frame?.progressFraction(at: p) else {
            return []
        }
        scrub = seconds(atFraction: fraction, length: length)
        return []
    }

    /// The release: the engine seeks to where the thumb was let go.
    mutating func endScrub(at p: Point, _ t: Double) -> [WindowEffect] {
        _ = dragScrub(to: p)
        guard let target = scrub else { return [] }
        scrub = nil
        // The player may have gone meanwhile (a device turn exited full screen: it is still there).
        if engine.visiblePlayer != nil { send(.seek(target), at: t) }
        return []
    }

    /// ← / →: the visible player's time moved by `delta` seconds, within the clip.
    mutating func seek(by delta: Double, at t: Double) {
        guard scrub == nil, let id = engine.visiblePlayer, let player = engine.state.controllers[id].player else { return }
        let length = visibleVideoLength
        let elapsed = player.elapsed(at: t, duration: length)
        send(.seek(PlayerTime.clamped(elapsed + delta, duration: length.map { seconds(atFraction: 1, length: $0) })),
             at: t)
    }
}
