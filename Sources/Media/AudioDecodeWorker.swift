import CFFmpeg
import Foundation

/// The body of the sound's demux+decode thread (ffplay's audio_thread with a demuxer of
/// its own): read a packet, decode, resample, place the samples on the timeline exactly
/// (a seek's first chunk is trimmed to its target by pts; a pass is padded with silence
/// or cut to the loop period), push into the bounded queue, wrap or stop at the end.
///
/// `@unchecked Sendable`: handed to the thread once; from then on only that thread
/// touches `context`, and everything shared goes through `AudioQueue`'s lock.
final class AudioDecodeWorker: @unchecked Sendable {
    private var context: AudioDecoderContext?
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
    private var draining = false
    private var pendingPacket = false
    private var errorsInARow = 0
    private static let maxErrorsInARow = 10_000

    init(context: AudioDecoderContext, queue: AudioQueue) {
        self.context = context
        self.queue = queue
    }

    func run() {
        if let context { decodeLoop(context) }
        context = nil   // every FFmpeg object freed on this thread, before saying so
        queue.locked {
            queue.threadExited = true
            queue.condition.broadcast()
        }
    }

    private func decodeLoop(_ ctx: AudioDecoderContext) {
        guard let codec = ctx.codec else { return }
        while true {
            let control: (stop: Bool, generation: Int, target: Double) = queue.locked {
                (queue.stopRequested, queue.generation, queue.target)
            }
            if control.stop { return }
            if control.generation != generation {
                generation = control.generation
                start(at: control.target, ctx)
                continue
            }
            let ret = avcodec_receive_frame(codec, ctx.decoded)
            if ret == 0 {
                errorsInARow = 0
                let timestamp = ctx.decoded.pointee.best_effort_timestamp
                let time = timestamp == avNoPTS ? nil : ctx.streamSeconds(timestamp)
                var samples: [Float] = []
                do {
                    _ = try ctx.resample(into: &samples)
                    place(samples, at: time)
                } catch {
                    record(error)
                }
            } else if ret == averrorEAGAIN && !draining {
                feed(ctx, codec)
            } else if ret == averrorEOF || ret == averrorEAGAIN || errorsInARow >= Self.maxErrorsInARow {
                if !endOfPass(ctx) { return }
            } else {
                errorsInARow += 1
                record(.decodeFailed(reason: "sound: \(ffmpegMessage(ret))"))
            }
        }
    }

    /// Where `position` falls: which pass, how far in; then seek there.
    private func start(at position: Double, _ ctx: AudioDecoderContext) {
        let (loop, period) = queue.locked { (queue.loop, queue.period) }
        pass = 0
        var time = position
        if loop, let period, period > 0 {
            pass = Int((position / period).rounded(.down))
            time = position - Double(pass) * period
        }
        passFrame = Int((time * Double(Self.rate)).rounded())
        decodedThisPass = 0
        placeByTimestamp = true
        restartDecoding(ctx)
        if !ctx.seek(toStreamTime: time) { record(.decodeFailed(reason: "cannot seek in the sound track")) }
    }

    private func restartDecoding(_ ctx: AudioDecoderContext) {
        draining = false
        errorsInARow = 0
        if pendingPacket { av_packet_unref(ctx.packet); pendingPacket = false }
    }

    private func feed(_ ctx: AudioDecoderContext, _ codec: UnsafeMutablePointer<AVCodecContext>) {
        guard let format = ctx.format else { return }
        if !pendingPacket {
            let r = av_read_frame(format, ctx.packet)
            if r < 0 {
                avcodec_send_packet(codec, nil)   // end (or a read error): drain
                draining = true
                return
            }
            if ctx.packet.pointee.stream_index != ctx.streamIndex {
                av_packet_unref(ctx.packet)
                return
            }
            pendingPacket = true
        }
        let r = avcodec_send_packet(codec, ctx.packet)
        if r == averrorEAGAIN { return }   // output first; the packet waits
        if r < 0 {
            errorsInARow += 1
            record(.decodeFailed(reason: "sound: \(ffmpegMessage(r))"))
        }
        av_packet_unref(ctx.packet)
        pendingPacket = false
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
        _ = queue.push(AudioChunk(start: start, samples: samples), generation: generation)
    }

    /// Silence at the current place, in pieces of a tenth of a second (the queue's bound
    /// holds between them).
    private func pad(frames: Int) {
        var left = frames
        while left > 0 {
            if queue.locked({ queue.stopRequested || queue.generation != generation }) { return }
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
    private func endOfPass(_ ctx: AudioDecoderContext) -> Bool {
        var tail: [Float] = []
        if (try? ctx.resample(into: &tail, flush: true)) ?? 0 > 0 { place(tail, at: nil) }
        queue.locked {
            if queue.period == nil, decodedThisPass > 0 { queue.period = Double(passFrame) / Double(Self.rate) }
        }
        if let end = periodFrames(), hasDecodedAny {
            pad(frames: end - passFrame)
            if queue.locked({ queue.generation == generation && !queue.stopRequested }) {
                pass += 1
                passFrame = 0
                decodedThisPass = 0
                placeByTimestamp = true
                restartDecoding(ctx)
                if !ctx.seek(toStreamTime: 0) { record(.decodeFailed(reason: "cannot seek back to the start")) }
            }
            return true
        }
        // Not looping (or a pass with nothing in it, which would loop forever): wait.
        queue.condition.lock()
        defer { queue.condition.unlock() }
        while !queue.stopRequested && queue.generation == generation {
            if !queue.atEnd {
                queue.atEnd = true
                queue.condition.broadcast()
            }
            queue.condition.wait()
        }
        return !queue.stopRequested
    }

    private func record(_ error: MediaError) {
        queue.locked {
            if queue.error == nil { queue.error = error }
        }
    }
}
