import CFFmpeg
import Foundation

/// The body of the picture's decode thread (ffplay's video_thread; the packets come from
/// the file's demux thread, `MediaFile`, which the sound shares): take a packet, feed the
/// decoder, push each frame into the bounded queue, wrap or stop at the end. A seek
/// starts a new generation at a keyframe and drops frames before its target.
///
/// Handed to its thread, which alone uses it (`FrameQueue.startDecodeThread`); everything
/// shared goes through `PictureQueue`'s lock.
final class PictureDecodeWorker: DecodeThreadBody, DecodeSteps {
    private let decoder: Decoder
    private let picture: PictureOutput
    private let queue: PictureQueue
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

    init?(context: DecoderContext, queue: PictureQueue) {
        guard let decoder = Decoder(context), let picture = PictureOutput() else { return nil }
        self.decoder = decoder
        self.picture = picture
        self.queue = queue
        info = context.info
        frameInterval = info.frameRate > 0 ? 1 / info.frameRate : 1.0 / 30
    }

    func run() { decoder.run(self, queue: queue) }

    func start(at start: PictureQueue.Start, generation: Int) {
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
        queue.locked { queue.picturesDecoded += 1 }
        if let target = dropBefore {
            // After a seek: keep the newest frame not after the target; a later one shows
            // it is the one due. The rest are never converted nor queued.
            if streamTime <= target + VideoSource.sameInstant {
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
        let avFrame: UnsafeMutablePointer<AVFrame>, format: PictureFormat
        do {
            (avFrame, format) = try picture.take(decoded)
        } catch {
            queue.record(error)
            return
        }
        let base = pass == 0 ? 0 : Double(pass) * (queue.locked { queue.period } ?? 0)
        serial += 1
        let frame = VideoFrame(taking: avFrame, format: format, serial: serial, pts: base + streamTime, streamTime: streamTime,
                               pass: pass, isPassStart: framesThisPass == 0 && passFromStart)
        framesThisPass += 1
        queue.locked { queue.framesDecoded += 1 }
        queue.push(frame, generation: generation)
    }

    /// A packet or frame the decoder refused.
    func damaged(_ code: Int32) {
        damagedThisPass += 1
        if firstDecodeError == nil { firstDecodeError = code }
        queue.locked {
            if !queue.firstPassEnded { queue.damagedFrames = max(queue.damagedFrames, damagedThisPass) }
            if queue.error == nil { queue.error = .decodeFailed(reason: ffmpegMessage(code)) }
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
        if decoder.seekFailed { queue.record(.decodeFailed(reason: "cannot seek back to the start")) }
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
        let next: Bool? = queue.locked {
            if queue.period == nil, framesThisPass > 0 {
                queue.period = max(info.duration, lastStreamTime + frameInterval)
            }
            if !queue.firstPassEnded {
                queue.firstPassEnded = true
                queue.damagedFrames = damagedThisPass
            }
            if queue.framesDecoded == 0, let reason { queue.noFrameReason = reason }
            if !queue.atEnd { queue.endedPassHadFrames = framesThisPass > 0 }
            // A pass without a single frame would loop forever producing nothing: stop instead.
            queue.waitAtEnd(generation: generation) { !(queue.loop && framesThisPass > 0) }
            if queue.stopRequested { return nil }
            guard queue.generation == generation else { return false }   // a seek: the loop picks it up
            // Looping: continue the timeline with the next pass.
            queue.decoderPass = pass + 1
            queue.atEnd = false
            return true
        }
        guard let next else { return false }
        if next { startPass(pass + 1) }
        return true
    }
}

/// The picture's frames on their way out of the decoder: the one a seek holds, and the
/// conversion of a layout no texture takes (on the decode thread). Freed in deinit.
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

    /// Moves `picture` into a new frame the caller owns, with its layout: the same
    /// buffers when a texture takes the layout as it is (ffplay's upload_texture), else
    /// one swscale conversion to YUV420P at the same size.
    func take(_ picture: UnsafeMutablePointer<AVFrame>) throws(MediaError) -> (UnsafeMutablePointer<AVFrame>, PictureFormat) {
        defer { av_frame_unref(picture) }
        guard let out = av_frame_alloc() else { throw .decodeFailed(reason: "out of memory") }
        let source = AVPixelFormat(rawValue: picture.pointee.format)
        if let format = PictureFormat.of(source), Self.rowsRunDown(picture, planes: format.planeCount) {
            av_frame_move_ref(out, picture)
            return (out, format)
        }
        let w = picture.pointee.width, h = picture.pointee.height
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
        // swscale brings a full-range (`yuvj`) layout to yuv420p's limited range.
        if Self.fullRangeLayouts.contains(source) { out.pointee.color_range = AVCOL_RANGE_MPEG }
        return (out, .yuv420p)
    }

    /// Whether every plane's rows run down the picture (a bottom-up picture has negative
    /// pitches, which no texture upload takes: converted, which turns it the right way).
    static func rowsRunDown(_ picture: UnsafeMutablePointer<AVFrame>, planes count: Int) -> Bool {
        (0..<count).allSatisfy { planePitch(picture, $0) > 0 }
    }

    private static let fullRangeLayouts: [AVPixelFormat] = [
        AV_PIX_FMT_YUVJ420P, AV_PIX_FMT_YUVJ422P, AV_PIX_FMT_YUVJ444P, AV_PIX_FMT_YUVJ440P, AV_PIX_FMT_YUVJ411P,
    ]
}
