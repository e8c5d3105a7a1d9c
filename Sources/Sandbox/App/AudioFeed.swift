// What should be heard at a moment, read from the engine as the picture is: the visible
// player's video, whether it plays, and where. Shared by the window's sound output and
// `record`'s sound track, so both follow the same rules as the picture.

import OrientationEngine

struct Audible: Equatable {
    var path: String
    /// Seconds into the video on VideoSource's timeline (not wrapped: sources loop).
    var position: Double
    var playing: Bool
}

extension Engine {
    /// The visible player's sound at `time`; nil when no player with a playable video is
    /// visible (then nothing is heard, and the picture keeps the engine's position).
    func audible(at time: Double) -> Audible? {
        guard let id = visiblePlayer, let video = visibleVideo(at: time), video.error == nil,
              let path = video.path, let player = state.controllers[id].player else { return nil }
        return Audible(path: path, position: video.position, playing: player.playing)
    }

    /// Every player's video of the model that can play (`record` adds a sound track only
    /// when one of them has sound).
    var playerVideos: [String] {
        model.controllers.compactMap { $0.player.flatMap { $0.videoError == nil ? $0.video : nil } }
    }
}
