import Foundation
@testable import Media
@testable import Sandbox

// What the tests read of the window's sound, and the waits they use instead of polling
// frames: nothing the window itself needs.

extension AudioOutput {
    /// A sound track is being opened.
    var isOpening: Bool { opening != nil }

    /// A device is open and a video's sound is behind it.
    var isSounding: Bool { device != 0 && stream.locked { stream.source != nil } }

    /// Whether the sound playing is read from the same demuxer as `pictures`' picture.
    func readsTheDemuxer(of pictures: VideoLayer) -> Bool {
        guard let picture = pictures.source?.file, let sound = stream.locked({ stream.source?.file }) else { return false }
        return picture === sound
    }

    /// Waits for a sound track being opened and takes it in, as the next frame would.
    func finishOpening() {
        if let opened = opening?.waitForResult() { arrived(opened) }
    }
}

extension SoundOpening {
    /// Waits until the track is opened, then hands it over.
    func waitForResult() -> (path: String, result: Result<AudioSource?, MediaError>)? {
        condition.lock()
        while !finished { condition.wait() }
        condition.unlock()
        return take()
    }
}

extension AudioSource {
    /// Whether its packets come from `picture`'s demuxer.
    func readsTheSameDemuxer(as picture: VideoSource) -> Bool { file === picture.file }
}
