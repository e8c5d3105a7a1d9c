import CFFmpeg
import Foundation

/// The body of the picture's decode thread (ffplay's video_thread; the packets come from
/// the file's demux thread, `MediaFile`, which the sound shares): take a packet, feed the
/// decoder, push each frame into the bounded queue, wrap or stop at the end. A seek starts a new generation at a keyframe and drops frames before its
/// target.
///
/// Handed to its thread, which alone uses it (`FrameQueue.startDecodeThread`); everything
/// shared goes through `PlaybackState`'s lock.
final class DecodeWorker: DecodeThreadBody, DecodeSteps {
    private let decoder: Decoder
    private let picture: PictureOutput
    private let state: PlaybackState
    private let info: VideoInfo
    private let frameInterval: Double

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
    private var serial = 0
    /// What went wrong in this pass, for a truthful reason when no frame comes out.
    private var damagedThisPass = 0
    private var firstDecodeError: Int32?

    /// Stream times past this are garbage (twice the container's duration, and then some).
    private var latestPlausibleTime: Double { info.duration > 0 ? info.duration * 2 + 10 : .infinity }

    init?(context: DecoderContext, state: PlaybackState) {
        guard let decoder = Decoder(context), let picture = PictureOutput() else { return nil }
        self.decoder = decoder
        self.picture = picture
        self.state = state
        info = context.info
        frameInterval = info.frameRate > 0 ? 1 / info.frameRate : 1.0 / 30
    }

    func run() { decoder.run(self, queue: state) }

    func start(at start: PlaybackState.Start, generation: Int) {
        self.generation = generation
        startPass(start.pass, at: start.time)
    }

    func decoded() { deliverDecodedFrame(decoder.context) }

    /// Starts decoding `newPass` at `time` seconds into the file: from its first frame, or
    /// from the keyframe before `time`, dropping the frames before it.
    private func startPass(_ newPass: Int, at time: Double = 0) {
        pass = newPass
        passFromStart = time <= 1e-9
        seekTime = time
        retriedFromStart = false
        dropBefore = passFromStart ? nil : time
        heldTime = nil
        previousTime = nil
        av_frame_unref(picture.held)
        framesThisPass = 0
        decoder.packetsRead = 0
        damagedThisPass = 0
        decoder.restart()
        decoder.context.seek(toStreamTime: passFromStart ? 0 : time)
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
                av_frame_unref(picture.held)
                av_frame_move_ref(picture.held, ctx.decoded)
                heldTime = streamTime
                return
            }
            deliverHeld()
        }
        deliver(ctx.decoded, streamTime: streamTime)
    }

    /// The frame held by a seek, if any, is the first one shown.
    private func deliverHeld() {
        dropBefore = nil
        guard let time = heldTime else { return }
        heldTime = nil
        deliver(picture.held, streamTime: time)
    }

    private func deliver(_ decoded: UnsafeMutablePointer<AVFrame>, streamTime: Double) {
        let avFrame: UnsafeMutablePointer<AVFrame>
        do {
            avFrame = try picture.takeAsYUV420P(decoded)
        } catch {
            state.record(error)
            return
        }
        let base = pass == 0 ? 0 : Double(pass) * (state.locked { state.period } ?? 0)
        serial += 1
        let frame = VideoFrame(taking: avFrame, serial: serial, pts: base + streamTime, streamTime: streamTime,
                               pass: pass, isPassStart: framesThisPass == 0 && passFromStart)
        framesThisPass += 1
        state.locked { state.framesDecoded += 1 }
        state.push(frame, generation: generation)
    }

    /// A packet or frame the decoder refused.
    func damaged(_ code: Int32) {
        damagedThisPass += 1
        if firstDecodeError == nil { firstDecodeError = code }
        state.locked {
            if !state.firstPassEnded { state.damagedFrames = max(state.damagedFrames, damagedThisPass) }
            if state.error == nil { state.error = .decodeFailed(reason: ffmpegMessage(code)) }
        }
    }

    /// Why a pass gave no frame, in words that are true of the file.
    private func noFrameReason() -> String {
        let codec = info.codecName, packets = decoder.packetsRead
        if let code = firstDecodeError {
            return "its \(codec) stream is damaged: no frame could be decoded (\(ffmpegMessage(code)))"
        }
        if packets == 0 {
            if let code = decoder.firstReadError { return "its picture data cannot be read (\(ffmpegMessage(code)))" }
            return "it holds no picture data (the file is cut short, or its index points past its end)"
        }
        if packets < info.packetCount {
            return "the file is cut short: no frame could be decoded from the \(packets) of its \(info.packetCount) packets present"
        }
        return "no frame could be decoded from its \(packets) \(codec) packets"
    }

    /// The decoder is drained. Loop to the next pass, or wait for a seek or stop.
    /// Returns false when the thread should exit.
    func endOfPass() -> Bool {
        if decoder.seekFailed { state.record(.decodeFailed(reason: "cannot seek back to the start")) }
        // A seek past the last frame shows the last frame.
        deliverHeld()
        if framesThisPass == 0 && !passFromStart && !retriedFromStart {
            // The index promised frames the file does not hold (cut short): decode from
            // the start up to the target instead; the last frame there is the one shown.
            retriedFromStart = true
            decoder.restart()
            dropBefore = seekTime
            previousTime = nil
            decoder.context.seek(toStreamTime: 0)
            return true
        }
        let reason = framesThisPass == 0 ? noFrameReason() : nil
        let next: Bool? = state.locked {
            if state.period == nil, framesThisPass > 0 {
                state.period = max(info.duration, lastStreamTime + frameInterval)
            }
            if !state.firstPassEnded {
                state.firstPassEnded = true
                state.damagedFrames = damagedThisPass
            }
            if state.framesDecoded == 0, let reason { state.noFrameReason = reason }
            if !state.atEnd { state.endedPassHadFrames = framesThisPass > 0 }
            // A pass without a single frame would loop forever producing nothing: stop instead.
            state.waitAtEnd(generation: generation) { !(state.loop && framesThisPass > 0) }
            if state.stopRequested { return nil }
            guard state.generation == generation else { return false }   // a seek: the loop picks it up
            // Looping: continue the timeline with the next pass.
            state.decoderPass = pass + 1
            state.atEnd = false
            return true
        }
        guard let next else { return false }
        if next { startPass(pass + 1) }
        return true
    }
}

/// The picture's frames on their way out of the decoder: the one a seek holds, and the
/// conversion of anything but YUV420P (on the decode thread). Freed in deinit.
final class PictureOutput {
    /// After a seek: the newest frame not after the target, held until a later one shows
    /// it is the one due (decoded frames before the target are dropped, never converted).
    let held: UnsafeMutablePointer<AVFrame>
    private var scaler: OpaquePointer?

    init?() {
        guard let held = av_frame_alloc() else { return nil }
        self.held = held
    }

    deinit {
        sws_freeContext(scaler)
        var h: UnsafeMutablePointer<AVFrame>? = held
        av_frame_free(&h)
    }

    /// Moves `picture` into a new YUV420P frame the caller owns: the same buffers when it
    /// already is YUV420P, else one swscale conversion.
    func takeAsYUV420P(_ picture: UnsafeMutablePointer<AVFrame>) throws(MediaError) -> UnsafeMutablePointer<AVFrame> {
        defer { av_frame_unref(picture) }
        guard let out = av_frame_alloc() else { throw .decodeFailed(reason: "out of memory") }
        if picture.pointee.format == AV_PIX_FMT_YUV420P.rawValue {
            av_frame_move_ref(out, picture)
            return out
        }
        let w = picture.pointee.width, h = picture.pointee.height
        let source = AVPixelFormat(rawValue: picture.pointee.format)
        scaler = sws_getCachedContext(scaler, w, h, source, w, h, AV_PIX_FMT_YUV420P,
                                      CFFMPEG_SWS_CONVERT_FLAGS, nil, nil, nil)
        guard let scaler else {
            var o: UnsafeMutablePointer<AVFrame>? = out
            av_frame_free(&o)
            let name = av_get_pix_fmt_name(source).map { String(cString: $0) } ?? "unknown"
            throw .decodeFailed(reason: "cannot convert pixel format \(name) to yuv420p")
        }
        out.pointee.width = w
        out.pointee.height = h
        out.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        var ret = av_frame_get_buffer(out, 0)
        if ret >= 0 { ret = sws_scale_frame(scaler, out, picture) }
        guard ret >= 0 else {
            var o: UnsafeMutablePointer<AVFrame>? = out
            av_frame_free(&o)
            throw .decodeFailed(reason: "pixel conversion failed: \(ffmpegMessage(ret))")
        }
        av_frame_copy_props(out, picture)
        return out
    }
}
