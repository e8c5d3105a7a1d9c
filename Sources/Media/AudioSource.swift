import CFFmpeg
import Foundation

/// A video's sound track decoded ahead on its own thread (its packets from the demuxer of
/// its `VideoOpening`, shared with the picture read from that opening) into a bounded queue of
/// resampled chunks (`AudioFormat`: 48 kHz stereo Float32), read in order by whoever
/// plays it — SDL's audio callback in the window, the recorder headless.
///
/// Timeline: the same as `VideoSource`'s. Positions are seconds of playback, not wrapped:
/// with `loop` on, pass n of a clip of period P covers n·P…(n+1)·P, P being the container's
/// duration (as VideoSource's period); a track shorter than the period is padded with
/// silence, so every pass starts exactly where the picture's does.
///
/// `@unchecked Sendable`: every mutable field lives in `AudioQueue` behind its lock; the
/// rest is immutable after init.
public final class AudioSource: @unchecked Sendable {
    public let path: String
    public let codecName: String
    /// The loop period in seconds (the container's duration), 0 when unknown.
    public let duration: Double

    let queue: AudioQueue
    /// The demuxer its packets come from, shared with the picture of its `VideoOpening`.
    let file: MediaFile

    /// Opens the sound track of `path`, decoding from `position`; nil when the file has
    /// none (a silent video). Throws as VideoSource does for a file that does not open,
    /// and for a track that cannot be decoded. An opening of its own: `VideoOpening.sound`
    /// reads the sound of a picture's opening.
    public static func open(path: String, loop: Bool = true, at position: Double = 0) throws(MediaError) -> AudioSource? {
        try open(VideoOpening(path: path), loop: loop, at: position)
    }

    static func open(_ opening: VideoOpening, loop: Bool, at position: Double) throws(MediaError) -> AudioSource? {
        guard let context = try DecoderContext(soundOf: opening) else { return nil }
        return try AudioSource(context: context, path: opening.path, loop: loop, position: position)
    }

    /// Whether `path` has a sound track that can be decoded (false for a file that does not open).
    public static func hasSound(path: String) -> Bool { VideoOpening(path: path).hasSound }

    private init(context: DecoderContext, path: String, loop: Bool, position: Double) throws(MediaError) {
        self.path = path
        file = context.file
        codecName = context.codecName
        duration = context.duration
        let queue = AudioQueue(loop: loop, period: context.duration > 0 ? context.duration : nil, condition: context.file.condition)
        queue.requestSeek(to: max(0, position))
        // Before the last property is set: a throw here runs no deinit, which would wait
        // for a thread never started.
        guard let worker = AudioDecodeWorker(context: context, queue: queue) else { throw .decodeFailed(reason: "out of memory") }
        self.queue = queue
        queue.startDecodeThread(named: "media.audio", worker)
    }

    deinit { close() }

    /// Where the next sample read comes from, on the timeline.
    public var position: Double { queue.locked { queue.readPosition } }

    /// Drops what is queued and goes on from `position` (a seek, a resume): the next
    /// sample read is the one at `position`.
    public func seek(to position: Double) {
        queue.locked {
            guard !queue.stopRequested else { return }
            queue.requestSeek(to: Self.sanitized(position))
        }
    }

    /// Copies up to `frames` frames of what is decoded into `buffer` (interleaved stereo),
    /// never waiting: for SDL's audio callback. Returns the timeline position of the
    /// first frame copied and how many were; nil when nothing was ready. The caller
    /// fills the rest with silence.
    public func read(into buffer: UnsafeMutablePointer<Float>, frames: Int) -> (position: Double, frames: Int)? {
        queue.locked {
            let start = queue.readPosition
            let copied = queue.take(into: buffer, frames: frames)
            return copied > 0 ? (start, copied) : nil
        }
    }

    /// Exactly `frames` frames from `position` into `buffer`, waiting for the decoder:
    /// deterministic sound on a virtual clock (the recorder). Reading on from where the
    /// last read ended (within a millisecond) is sequential; anything else seeks. Past
    /// the end of a non-looping track, or when the decoder fails or stalls, silence.
    public func readBlocking(from position: Double, into buffer: UnsafeMutablePointer<Float>, frames: Int) {
        let position = Self.sanitized(position)
        queue.locked {
            if abs(position - queue.readPosition) > 0.001 { queue.requestSeek(to: position) }
            var filled = 0
            let deadline = Date(timeIntervalSinceNow: VideoSource.stallTimeout)
            while filled < frames {
                filled += queue.take(into: buffer + filled * AudioFormat.channels, frames: frames - filled)
                if filled == frames { break }
                if queue.atEnd || queue.threadExited || queue.stopRequested || queue.stalled
                    || !queue.condition.wait(until: deadline) && queue.items.isEmpty {
                    if !queue.atEnd && !queue.threadExited && !queue.stopRequested { queue.stalled = true }
                    break
                }
            }
            let silent = frames - filled
            if silent > 0 {
                (buffer + filled * AudioFormat.channels).update(repeating: 0, count: silent * AudioFormat.channels)
                queue.readPosition += Double(silent) / Double(AudioFormat.sampleRate)
            }
        }
    }

    /// Stops and joins the decode thread and frees every FFmpeg object. Safe at any
    /// moment and from any thread (not from inside SDL's audio callback: it waits), idempotent.
    public func close() {
        queue.locked { queue.stopDecoder() }
    }

    private static func sanitized(_ time: Double) -> Double {
        time.isNaN ? 0 : min(max(time, 0), 1e9)
    }
}
