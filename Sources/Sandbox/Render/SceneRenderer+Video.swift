// The scene's video: the visible player's picture taken, uploaded and drawn by the
// video layer, and what went wrong with it, for the window's trace or `record`.

import Foundation

extension SceneRenderer {
    /// Points the video layer at the visible player's video before the frame is built;
    /// returns why it cannot play (the file's problem, or what opening or decoding found).
    public func prepareVideo(_ video: (path: String?, error: String?, position: Double)?) -> String? {
        self.video.update(path: video?.error == nil ? video?.path : nil, position: video?.position ?? 0)
        return video.flatMap { $0.error ?? (self.video.error) }
    }

    /// `prepareVideo` in two halves, for the window: the picture due is taken now and
    /// uploaded by `uploadVideo`, which the window may leave for the next frame
    /// (`VideoPacing`). The error is `prepareVideo`'s.
    func takeVideo(_ video: (path: String?, error: String?, position: Double)?) -> String? {
        self.video.take(path: video?.error == nil ? video?.path : nil, position: video?.position ?? 0)
        return video.flatMap { $0.error ?? (self.video.error) }
    }

    func uploadVideo() { video.uploadTaken() }

    /// Video problems met while playing (a video that shows nothing, damaged frames),
    /// each once, for the window's trace or `record`'s messages. `final`: the run is
    /// over, so a count of damaged frames so far is all there will be.
    public func takeVideoNotices(final: Bool = false) -> [String] { video.takeNotices(final: final) }

    /// "Video unavailable: cannot play clip.mp4: …" — the file's name, not its whole
    /// path, in the little room the player has (the console line has the path).
    static func unavailable(_ error: String, video: String?) -> String {
        guard let video, !video.isEmpty else { return "Video unavailable: \(error)" }
        let name = (video as NSString).lastPathComponent.escapedForOneLine
        return "Video unavailable: " + error.replacingOccurrences(of: video.escapedForOneLine, with: name)
    }
}
