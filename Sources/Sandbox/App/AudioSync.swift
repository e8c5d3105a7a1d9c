// The window's sound as values (no SDL): the audio clock, and the rules that keep the
// sound on the engine's player position and the picture on the sound. AudioOutput
// performs what these decide.

import Foundation

/// ffplay's audio clock: the position heard now is the position of the first sample
/// last handed to the device, less the device's latency (what it still plays before
/// that sample), plus the time since. Host times are seconds on one monotonic clock.
struct AudioClock {
    private var anchor: (position: Double, hostTime: Double)?
    /// How far past the last hand-over the clock may run on its own: a device that stops
    /// asking (paused, starved) must not let the picture run ahead of what it heard.
    private var limit = 0.0

    /// The device asked for sound at `hostTime` and got `frames` from `position`; it will
    /// play them after `latency` seconds of sound handed over earlier.
    mutating func handed(position: Double, frames: Int, rate: Double, at hostTime: Double, latency: Double) {
        anchor = (position - latency, hostTime)
        limit = latency + Double(frames) / rate
    }

    /// Nothing handed over since a start or a seek: no clock until sound flows again.
    mutating func reset() { anchor = nil }

    /// The position heard at `hostTime`, nil without a clock.
    func position(at hostTime: Double) -> Double? {
        guard let anchor else { return nil }
        return anchor.position + min(max(0, hostTime - anchor.hostTime), limit)
    }
}

/// What the window's sound does at each frame, and which video position the picture
/// shows. The engine's player position is the truth for where the media is (play,
/// pause, a drag of the progress bar); while sound plays, the picture follows the sound
/// (what is heard now), as ffplay's default audio-master sync does. Rotation, full
/// screen and the transform fallback do not change the position, so they never reach here.
struct AudioSync {
    enum Action: Equatable {
        /// Open this video's sound (nil: close it).
        case open(String?)
        /// Drop what is queued, play from this position.
        case start(at: Double)
        /// Pause the device (the player paused, or nothing audible).
        case stop
    }

    /// A position that differs from continuous play by more than this is a seek.
    static let jumpTolerance = 0.05
    /// The sound falling this far behind or ahead of the engine (beyond the lag it
    /// started with: the device's latency and the first decode) is started again there.
    static let driftLimit = 0.25

    private(set) var path: String?
    /// Where and when continuous playback began: the engine's position then runs on
    /// exactly with time, so any other value is a jump.
    private var playingFrom: (position: Double, time: Double)?
    /// Engine position − sound heard, first measured after a start.
    private var lag: Double?

    /// The sound of `path` is ready only now (it opened off the main thread): if it
    /// plays, the next `update` starts it from the engine's position then, not from the
    /// one a `.start` named before there was anything to start.
    mutating func soundArrived() {
        playingFrom = nil
        lag = nil
    }

    /// Decides what the sound does for `audible` at `t`; `heard` is the audio clock's
    /// position now (nil while no sound flows).
    mutating func update(_ audible: Audible?, heard: Double?, at t: Double) -> [Action] {
        var actions: [Action] = []
        if audible?.path != path {
            path = audible?.path
            actions.append(.open(path))
            playingFrom = nil
        }
        guard let audible, audible.playing else {
            if playingFrom != nil { actions.append(.stop) }
            playingFrom = nil
            return actions
        }
        if let from = playingFrom {
            let jumped = abs(audible.position - (from.position + t - from.time)) > Self.jumpTolerance
            if let heard {
                let offset = audible.position - heard
                if lag == nil { lag = offset }
                if !jumped, let lag, abs(offset - lag) <= Self.driftLimit { return actions }
            } else if !jumped {
                return actions
            }
        }
        actions.append(.start(at: audible.position))
        playingFrom = (audible.position, t)
        lag = nil
        return actions
    }

    /// The position the picture shows: what is heard while the sound plays and keeps
    /// up; nil for the engine's own (paused, silent, no sound device, starting).
    func videoPosition(_ audible: Audible?, heard: Double?) -> Double? {
        guard let audible, audible.playing, audible.path == path, playingFrom != nil, let heard else { return nil }
        let offset = audible.position - heard
        guard abs(offset - (lag ?? offset)) <= Self.driftLimit else { return nil }
        return heard
    }
}
