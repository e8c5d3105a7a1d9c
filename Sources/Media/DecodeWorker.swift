import CFFmpeg
import Foundation

/// The body of the video's demux+decode thread (ffplay's read_thread and video_thread in
/// one loop; the sound has a thread and demuxer of its own, AudioDecodeWorker): read a
/// packet, feed the decoder, push each frame into the bounded queue, wrap or stop at
/// the end. A seek starts a new generation at a keyframe and drops frames before its
/// target.
///
/// `@unchecked Sendable`: handed to the thread once; from then on only that thread
/// touches `context`, and everything shared goes through `PlaybackState`'s lock.
final class DecodeWorker: @unchecked Sendable {
    private var context: DecoderContext?
    private let state: PlaybackState
    private let frameInterval: Double
    private let knownDuration: Double

    private var generation = 0
    private var pass = 0
    private var framesThisPass = 0
    private var lastStreamTime = -Double.infinity
    /// The time of the frame before, in this pass since the last seek (frames without pts).
    private var previousTime: Double?
    /// A seek's target inside the file: frames before it are decoded, not shown.
    private var dropBefore: Double?
    private var heldTime: Double?
    /// The pass started at the file's first frame (not a seek into its middle).
    private var passFromStart = true
    /// A seek that found nothing where the index pointed (a file cut short) decodes from
    /// the start instead, once.
    private var seekTime = 0.0
    private var retriedFromStart = false
    private var pendingPacket = false
    /// The pending packet was refused once with EAGAIN; a second refusal drops it, so
    /// a decoder that never accepts it cannot stall the loop.
    private var pendingPacketWasRetried = false
    private var draining = false
    private var serial = 0
    /// What went wrong in this pass, for a truthful reason when no frame comes out.
    private var packetsThisPass = 0
    private var damagedThisPass = 0
    private var firstDecodeError: Int32?
    private var firstReadError: Int32?
    /// Decode errors in a row; a decoder that only ever fails ends the pass.
    private var errorsInARow = 0
    private static let maxErrorsInARow = 10_000

    /// Stream times past this are garbage (twice the container's duration, and then some).
    private var latestPlausibleTime: Double { knownDuration > 0 ? knownDuration * 2 + 10 : .infinity }

    init(context: DecoderContext, state: PlaybackState) {
        self.context = context
        self.state = state
        let rate = context.info.frameRate
        frameInterval = rate > 0 ? 1 / rate : 1.0 / 30
        knownDuration = context.info.duration
    }

    func run() {
        if let context { decodeLoop(context) }
        // Free every FFmpeg object on this thread before saying we are done, so close()
        // returning means nothing is left open.
        context = nil
        state.locked {
            state.threadExited = true
            state.condition.broadcast()
        }
    }

    private func decodeLoop(_ ctx: DecoderContext) {
        guard let codec = ctx.codec, let format = ctx.format else { return }
        while true {
            let control: (stop: Bool, generation: Int, pass: Int, time: Double) = state.locked {
                (state.stopRequested, state.generation, state.targetPass, state.targetTime)
            }
            if control.stop { return }
            if control.generation != generation {
                generation = control.generation
                startPass(control.pass, at: control.time, ctx)
                continue
            }
            let ret = avcodec_receive_frame(codec, ctx.decoded)
            if ret == 0 {
                errorsInARow = 0
                deliverDecodedFrame(ctx)
            } else if ret == averrorEAGAIN && !draining {
                // The next packet decodes the next picture: only once it has a place.
                if state.waitForRoom(generation: generation) { feedDecoder(ctx, codec: codec, format: format) }
            } else if ret == averrorEOF || ret == averrorEAGAIN || errorsInARow >= Self.maxErrorsInARow {
                // EOF after draining (EAGAIN while draining would be a decoder bug: end
                // the pass rather than spin).
                if !endOfPass(ctx) { return }
            } else {
                // A frame that cannot be decoded: counted and skipped; the next call
                // goes on with the following one (or asks for input).
                damaged(ret)
            }
        }
    }

    /// Starts decoding `newPass` at `time` seconds into the file: from its first frame, or
    /// from the keyframe before `time`, dropping the frames before it.
    private func startPass(_ newPass: Int, at time: Double = 0, _ ctx: DecoderContext) {
        pass = newPass
        passFromStart = time <= 1e-9
        seekTime = time
        retriedFromStart = false
        dropBefore = passFromStart ? nil : time
        heldTime = nil
        previousTime = nil
        av_frame_unref(ctx.held)
        framesThisPass = 0
        packetsThisPass = 0
        damagedThisPass = 0
        errorsInARow = 0
        draining = false
        if pendingPacket { av_packet_unref(ctx.packet); pendingPacket = false; pendingPacketWasRetried = false }
        let sought = passFromStart ? ctx.seekToStart() : ctx.seek(toStreamTime: time)
        if !sought { record(.decodeFailed(reason: "cannot seek back to the start")) }
    }

    private func feedDecoder(_ ctx: DecoderContext, codec: UnsafeMutablePointer<AVCodecContext>,
                             format: UnsafeMutablePointer<AVFormatContext>) {
        if !pendingPacket {
            let r = av_read_frame(format, ctx.packet)
            if r < 0 {
                // End of file or a read error (truncated file): drain what is buffered.
                if r != averrorEOF, firstReadError == nil { firstReadError = r }
                avcodec_send_packet(codec, nil)
                draining = true
                return
            }
            if ctx.packet.pointee.stream_index != ctx.streamIndex {
                av_packet_unref(ctx.packet)
                return
            }
            packetsThisPass += 1
            pendingPacket = true
        }
        let r = avcodec_send_packet(codec, ctx.packet)
        if r == averrorEAGAIN && !pendingPacketWasRetried {
            // The decoder wants its output read first; keep the packet for the next turn.
            pendingPacketWasRetried = true
            return
        }
        // Other errors are a damaged packet: skip it and keep going, as ffplay does.
        if r < 0 && r != averrorEAGAIN { damaged(r) }
        pendingPacketWasRetried = false
        av_packet_unref(ctx.packet)
        pendingPacket = false
    }

    private func deliverDecodedFrame(_ ctx: DecoderContext) {
        let timestamp = ctx.decoded.pointee.best_effort_timestamp
        var stamped = timestamp != avNoPTS ? ctx.streamSeconds(timestamp) : nil
        // A damaged index can date frames hours before or after the clip: every frame
        // would then be due at once, pass after pass. Such a time is no better than none.
        if let time = stamped, !(time >= -1 && time <= latestPlausibleTime) { stamped = nil }
        let streamTime = stamped ?? previousTime.map { $0 + frameInterval } ?? (dropBefore ?? 0)
        previousTime = streamTime
        lastStreamTime = max(lastStreamTime, streamTime)
        state.locked { state.picturesDecoded += 1 }
        if let target = dropBefore {
            // After a seek: keep the newest frame not after the target; a later one shows
            // it is the one due. The rest are never converted nor queued.
            if streamTime <= target + 1e-6 {
                av_frame_unref(ctx.held)
                av_frame_move_ref(ctx.held, ctx.decoded)
                heldTime = streamTime
                return
            }
            deliverHeld(ctx)
        }
        deliver(ctx.decoded, streamTime: streamTime, ctx)
    }

    /// The frame held by a seek, if any, is the first one shown.
    private func deliverHeld(_ ctx: DecoderContext) {
        dropBefore = nil
        guard let time = heldTime else { return }
        heldTime = nil
        deliver(ctx.held, streamTime: time, ctx)
    }

    private func deliver(_ picture: UnsafeMutablePointer<AVFrame>, streamTime: Double, _ ctx: DecoderContext) {
        let avFrame: UnsafeMutablePointer<AVFrame>
        do {
            avFrame = try ctx.takeAsYUV420P(picture)
        } catch {
            record(error)
            return
        }
        let base = pass == 0 ? 0 : Double(pass) * (state.locked { state.period } ?? 0)
        serial += 1
        let frame = VideoFrame(taking: avFrame, serial: serial, pts: base + streamTime, streamTime: streamTime,
                               pass: pass, isPassStart: framesThisPass == 0 && passFromStart)
        framesThisPass += 1
        state.locked { state.framesDecoded += 1 }
        _ = state.push(frame, generation: generation)
    }

    /// A packet or frame the decoder refused.
    private func damaged(_ code: Int32) {
        errorsInARow += 1
        damagedThisPass += 1
        if firstDecodeError == nil { firstDecodeError = code }
        state.locked {
            if !state.firstPassEnded { state.damagedFrames = max(state.damagedFrames, damagedThisPass) }
            if state.error == nil { state.error = .decodeFailed(reason: ffmpegMessage(code)) }
        }
    }

    /// Why a pass gave no frame, in words that are true of the file.
    private func noFrameReason(_ ctx: DecoderContext) -> String {
        let codec = ctx.info.codecName
        if let code = firstDecodeError {
            return "its \(codec) stream is damaged: no frame could be decoded (\(ffmpegMessage(code)))"
        }
        if packetsThisPass == 0 {
            if let code = firstReadError { return "its picture data cannot be read (\(ffmpegMessage(code)))" }
            return "it holds no picture data (the file is cut short, or its index points past its end)"
        }
        let listed = ctx.info.packetCount
        if packetsThisPass < listed {
            return "the file is cut short: no frame could be decoded from the \(packetsThisPass) of its \(listed) packets present"
        }
        return "no frame could be decoded from its \(packetsThisPass) \(codec) packets"
    }

    /// The decoder is drained. Loop to the next pass, or wait for a seek or stop.
    /// Returns false when the thread should exit.
    private func endOfPass(_ ctx: DecoderContext) -> Bool {
        // A seek past the last frame shows the last frame.
        deliverHeld(ctx)
        if framesThisPass == 0 && !passFromStart && !retriedFromStart {
            // The index promised frames the file does not hold (cut short): decode from
            // the start up to the target instead; the last frame there is the one shown.
            retriedFromStart = true
            draining = false
            if pendingPacket { av_packet_unref(ctx.packet); pendingPacket = false; pendingPacketWasRetried = false }
            dropBefore = seekTime
            previousTime = nil
            if ctx.seekToStart() { return true }
        }
        let reason = framesThisPass == 0 ? noFrameReason(ctx) : nil
        state.condition.lock()
        if state.period == nil, framesThisPass > 0 {
            state.period = max(knownDuration, lastStreamTime + frameInterval)
        }
        if !state.firstPassEnded {
            state.firstPassEnded = true
            state.damagedFrames = damagedThisPass
        }
        if state.framesDecoded == 0, let reason { state.noFrameReason = reason }
        // A pass without a single frame would loop forever producing nothing: stop instead.
        while !state.stopRequested && state.generation == generation && !(state.loop && framesThisPass > 0) {
            if !state.atEnd {
                state.atEnd = true
                state.endedPassHadFrames = framesThisPass > 0
                state.condition.broadcast()
            }
            state.condition.wait()
        }
        if state.stopRequested {
            state.condition.unlock()
            return false
        }
        if state.generation == generation {
            // Looping: continue the timeline with the next pass.
            state.decoderPass = pass + 1
            state.atEnd = false
            state.condition.unlock()
            startPass(pass + 1, ctx)
        } else {
            state.condition.unlock()   // a seek request: the main loop picks it up
        }
        return true
    }

    private func record(_ error: MediaError) {
        state.locked {
            if state.error == nil { state.error = error }
        }
    }
}
