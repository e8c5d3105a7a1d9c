import Foundation

/// One opening of a video file, as ffplay's VideoState is one: the demuxer (`MediaFile`)
/// and what is read from it, the picture (`VideoSource`) and the sound (`AudioSource`).
/// Whoever shows the picture hands its opening to whoever plays the sound (the window's
/// video layer to its sound output and to `record`'s sound track): the two streams then
/// share one demux thread. Two openings of one path share nothing; closing what one
/// opened leaves the other as it was.
///
/// The file opens with the first stream asked for. A stream already being read, or a
/// file whose readers have all gone, is read from the file opened again, which the
/// streams asked for later then share.
///
/// `@unchecked Sendable`: `file` is behind `lock`; the rest is immutable.
public final class VideoOpening: @unchecked Sendable {
    public let path: String
    private let lock = NSLock()
    private var file: MediaFile?
    /// Runs on each demux thread of this opening before it reads anything.
    private let beforeDemuxing: (@Sendable () -> Void)?

    public convenience init(path: String) {
        self.init(path: path, beforeDemuxing: nil)
    }

    /// `beforeDemuxing`: what the demux thread does first (a test attaches both streams
    /// before the demuxer moves by making it wait there).
    init(path: String, beforeDemuxing: (@Sendable () -> Void)?) {
        self.path = path
        self.beforeDemuxing = beforeDemuxing
    }

    /// The picture, decoding from its first frame (`VideoSource.init(path:loop:pace:)`).
    public func picture(loop: Bool = true, pace: DecodePace = .asFastAsPossible) throws(MediaError) -> VideoSource {
        try VideoSource(opening: self, loop: loop, pace: pace)
    }

    /// The sound track, decoding from `position`; nil when the file has none
    /// (`AudioSource.open(path:loop:at:)`).
    public func sound(loop: Bool = true, at position: Double = 0) throws(MediaError) -> AudioSource? {
        try AudioSource.open(self, loop: loop, at: position)
    }

    /// Whether the file has a sound track that can be decoded (false for a file that
    /// does not open). Answered by the file already open when its sound is being read.
    public var hasSound: Bool {
        if let file = lock.withLock({ file }) {
            if file.sound == nil { return false }
            if file.hasReader(.sound) { return true }
        }
        return ((try? DecoderContext(soundOf: self)) ?? nil) != nil
    }

    /// `kind`'s stream, from the file already open when that stream is free there, else
    /// from the file opened now. Nil only for a sound track that is not there; a picture
    /// that is not there throws.
    func attach(_ kind: PacketQueue.Kind) throws(MediaError) -> (MediaFile, PacketQueue)? {
        lock.lock()
        defer { lock.unlock() }
        if let file {
            if kind == .sound && file.sound == nil { return nil }
            if let queue = try file.attach(kind) { return (file, queue) }
        }
        guard let opened = try MediaFile.open(path: path, soundOnly: kind == .sound, beforeDemuxing: beforeDemuxing),
              let queue = try opened.attach(kind) else { return nil }
        file = opened
        return (opened, queue)
    }
}
