import CFFmpeg
import Foundation

/// The body of the sound's decode thread (ffplay's audio_thread; the packets come from
/// the file's demux thread, `MediaFile`, which the picture shares): take a packet, decode, resample, place the samples on the timeline exactly
/// (a seek's first chunk is trimmed to its target by pts; a pass is padded with silence
/// or cut to the loop period), push into the bounded queue, wrap or stop at the end.
///
/// Handed to its thread, which alone uses it (`FrameQueue.startDecodeThread`); everything
/// shared goes through `AudioQueue`'s lock.
final class AudioDecodeWorker: DecodeThreadBody, DecodeSteps {
    private let decoder: Decoder
    private let resampler = Resampler()
    private let queue: AudioQueue
    private static let rate = AudioFormat.sampleRate
    private static let channels = AudioFormat.channels

    private var generation = 0
    private var pass = 0
    /// Frames of this pass placed so far: the next frame's place is passFrame / rate.
    private var passFrame = 0
    /// Frames placed in this pass that came from the track (not padding).
    private var decodedThisPass = 0
    /// Whether the track has given any sound since opening: only then may a pass wrap
    /// (a track with nothing in it would loop forever producing only padding).
    private var hasDecodedAny = false
    /// The next decoded chunk is placed by its pts (after a seek or a wrap).
    private var placeByTimestamp = true
    /// Sound decodes a packet from the one before it: a seek lands this much before its
    /// target, and the first chunk is cut to it by pts.
    private static let preRoll = 0.1
    /// What to say if the demuxer cannot do the last seek asked.
    private var seekFailure = ""

    init?(context: DecoderContext, queue: AudioQueue) {
        guard let decoder = Decoder(context) else { return nil }
        self.decoder = decoder
        self.queue = queue
    }

    func run() { decoder.run(self, queue: queue) }

    func decoded() {
        let decoded = decoder.context.decoded
        defer { av_frame_unref(decoded) }
        let timestamp = decoded.pointee.best_effort_timestamp
        let time = timestamp == avNoPTS ? nil : decoder.context.streamSeconds(timestamp)
        var samples: [Float] = []
        do {
            _ = try resampler.resample(decoded, into: &samples)
            place(samples, at: time)
        } catch {
            queue.record(error)
        }
    }

    func damaged(_ code: Int32) {
        queue.record(.decodeFailed(reason: "sound: \(ffmpegMessage(code))"))
    }

    /// Where `position` falls: which pass, how far in; then seek there, with a decoder
    /// opened anew: what it decoded ahead before the seek (as much as timing allowed)
    /// must not change what comes after (`DecoderContext.seek`). A wrap at the end of a
    /// pass keeps the decoder: everything before it was decoded in order.
    func start(at position: Double, generation: Int) {
        self.generation = generation
        let (loop, period) = queue.locked { (queue.loop, queue.period) }
        pass = 0
        var time = position
        if loop, let period, period > 0 {
            pass = Int((position / period).rounded(.down))
            time = position - Double(pass) * period
        }
        passFrame = Int((time * Double(Self.rate)).rounded())
        decodedThisPass = 0
        seek(to: time, freshDecoder: true, failure: "cannot seek in the sound track")
    }

    private func seek(to time: Double, freshDecoder: Bool = false, failure: String) {
        placeByTimestamp = true
        decoder.restart()
        decoder.context.seek(toStreamTime: time, preRoll: Self.preRoll, freshDecoder: freshDecoder)
        seekFailure = failure
        resampler.reset()
    }

    /// Puts decoded frames on the timeline at the pass's current place. The first chunk
    /// after a seek or wrap is placed by its time: the part before the target is cut, a
    /// gap before it (a track starting late) is silence.
    private func place(_ decoded: [Float], at time: Double?) {
        var samples = decoded
        if placeByTimestamp, let time {
            let startFrame = Int((time * Double(Self.rate)).rounded())
            let early = passFrame - startFrame
            if early > 0 {
                guard early < samples.count / Self.channels else { return }   // all before the target
                samples.removeFirst(early * Self.channels)
            } else if early < 0 {
                pad(frames: -early)
            }
        }
        placeByTimestamp = false
        decodedThisPass += samples.count / Self.channels
        hasDecodedAny = hasDecodedAny || !samples.isEmpty
        push(samples)
    }

    /// Pushes samples at the current place, cut at the loop period's end.
    private func push(_ input: [Float]) {
        var samples = input
        if let end = periodFrames() {
            let room = end - passFrame
            guard room > 0 else { return }
            if samples.count / Self.channels > room { samples.removeLast(samples.count - room * Self.channels) }
        }
        guard !samples.isEmpty else { return }
        let period = queue.locked { queue.period } ?? 0
        let start = Double(pass) * period + Double(passFrame) / Double(Self.rate)
        passFrame += samples.count / Self.channels
        queue.push(AudioChunk(start: start, samples: samples), generation: generation)
    }

    /// Silence at the current place, in pieces of a tenth of a second (the queue's bound
    /// holds between them).
    private func pad(frames: Int) {
        var left = frames
        while left > 0 {
            if queue.isStale(generation) { return }
            let piece = min(left, Self.rate / 10)
            push([Float](repeating: 0, count: piece * Self.channels))
            left -= piece
        }
    }

    private func periodFrames() -> Int? {
        let (loop, period) = queue.locked { (queue.loop, queue.period) }
        guard loop, let period, period > 0 else { return nil }
        return Int((period * Double(Self.rate)).rounded())
    }

    /// The track is drained: pad to the period and wrap, or wait for a seek or stop.
    /// Returns false when the thread should exit.
    func endOfPass() -> Bool {
        if decoder.seekFailed { queue.record(.decodeFailed(reason: seekFailure)) }
        var tail: [Float] = []
        if (try? resampler.resample(nil, into: &tail)) ?? 0 > 0 { place(tail, at: nil) }
        queue.locked {
            if queue.period == nil, decodedThisPass > 0 { queue.period = Double(passFrame) / Double(Self.rate) }
        }
        if let end = periodFrames(), hasDecodedAny {
            pad(frames: end - passFrame)
            if !queue.isStale(generation) {
                pass += 1
                passFrame = 0
                decodedThisPass = 0
                seek(to: 0, failure: "cannot seek back to the start")
            }
            return true
        }
        // Not looping (or a pass with nothing in it, which would loop forever): wait.
        return queue.locked {
            queue.waitAtEnd(generation: generation)
            return !queue.stopRequested
        }
    }
}
