// The player's state as the screen draws it (P1–P7): what plays, where it is, how long
// it lasts — read from the engine, or built directly in tests.

import OrientationEngine

public struct PlayerInfo: Sendable, Equatable {
    public var fullScreen: Bool
    public var transformMode: Bool
    public var playing: Bool
    /// Seconds into the video, not wrapped (the decoder loops): what the video layer shows.
    public var position: Double
    /// Seconds the video lasts, when known (P1's total time and progress bar).
    public var duration: Double?
    /// The video file, and why it cannot play when it cannot.
    public var video: String?
    public var videoError: String?
    /// The controls are hidden (idle input while playing); nothing of them is drawn or hit.
    public var controlsHidden = false

    public init(fullScreen: Bool = false, transformMode: Bool = false, playing: Bool = false, position: Double = 0,
                duration: Double? = nil, video: String? = nil, videoError: String? = nil) {
        self.fullScreen = fullScreen
        self.transformMode = transformMode
        self.playing = playing
        self.position = position
        self.duration = duration
        self.video = video
        self.videoError = videoError
    }

    public init(_ state: PlayerState?, options: PlayerOptions?, time: Double) {
        self.init(
            fullScreen: state?.fullScreen ?? false, transformMode: state?.mode == .transform,
            playing: state?.playing ?? false, position: state?.playbackPosition(at: time) ?? 0,
            duration: options?.videoDuration, video: options?.video, videoError: options?.videoError)
    }

    /// A length worth drawing a progress bar for.
    var knownDuration: Double? { duration.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } }

    /// Seconds into the clip as its controls count them: past the end the video has looped.
    public var elapsed: Double {
        guard let length = knownDuration else { return max(0, position) }
        return max(0, position).truncatingRemainder(dividingBy: length)
    }

    /// How far through the clip, 0…1; nil when its length is unknown.
    public var progress: Double? { knownDuration.map { min(1, elapsed / $0) } }

    /// "0:03 / 0:10" (P1); the elapsed time alone when the length is unknown.
    public var timeText: String {
        let elapsed = PlayerTime.text(elapsed)
        guard let length = knownDuration else { return elapsed }
        return "\(elapsed) / \(PlayerTime.text(length, rounding: .toNearestOrAwayFromZero))"
    }
}
