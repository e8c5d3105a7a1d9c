import CFFmpeg
import Foundation

/// Writes RGBA frames to an H.264 MP4 (libx264, preset veryfast, crf 23, yuv420p),
/// falling back to FFmpeg's built-in `mpeg4` encoder when libx264 is missing; with
/// `addAudioTrack()`, sound too (AAC, MP4Writer+Audio.swift), interleaved by the muxer.
/// Frame i is shown at i/fps seconds; `repeatLastFrame()` holds a frame for another slot
/// without encoding it again (the file's frame rate becomes variable, which players
/// follow). Call `finish()` to flush the encoder and write
/// the trailer (deinit does it too, ignoring errors, so a forgotten finish still
/// leaves a playable file).
///
/// Odd sizes are cropped to even (yuv420p needs even sizes): `width`/`height` are the
/// size written; `append` still takes buffers of the size given to init.
public final class MP4Writer {
    public enum Encoder: Sendable, Equatable {
        /// libx264 if this FFmpeg has it, else mpeg4.
        case automatic
        case h264
        case mpeg4
    }

    public let path: String
    public let width: Int
    public let height: Int
    public let fps: Int
    /// FFmpeg's name of the encoder in use: "libx264" or "mpeg4".
    public let encoderName: String
    /// Frame slots of the recording so far (appended and repeated): its length × fps.
    public private(set) var framesWritten = 0
    /// Pictures actually encoded (a repeat costs none).
    public private(set) var framesEncoded = 0

    let inputWidth: Int
    let inputHeight: Int
    private(set) var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    /// The picture sent last: its planes are the encoder's input (tests compare them).
    let frame: OwnedFrame
    private let packet: OwnedPacket
    var packetPointer: UnsafeMutablePointer<AVPacket>? { packet.pointer }
    private var scaler: OpaquePointer?
    /// The picture's planes still hold the last picture appended at the init size, so a
    /// `FrameUpdate` can convert what changed and keep the rest (MP4Writer+Update.swift).
    private(set) var planesHoldLastPicture = false
    let patchConverter = PatchConverter()
    /// For frames of another size than init's (`append(rgba:width:height:pitch:)`).
    private var fitScaler: OpaquePointer?
    private var finished = false
    /// The file is open; its header is written with the first frame (or at finish), so
    /// a sound track can still be added until then.
    private var opened = false
    private(set) var headerWritten = false
    var audio: AudioEncoder?
    var audioStream: UnsafeMutablePointer<AVStream>?
    /// Sound frames (48 kHz) given so far.
    public internal(set) var audioFramesWritten = 0
    /// The last slots are repeats: the picture is encoded once more at the end, so the
    /// file's last frame lasts until the recording's end.
    private var endsWithRepeat = false

    public init(path: String, width: Int, height: Int, fps: Int, encoder: Encoder = .automatic) throws(MediaError) {
        _ = quietFFmpegLogging
        try MediaLimits.check(width: width, height: height)
        guard width >= 2, height >= 2 else { throw .invalidDimensions(width: width, height: height) }
        guard fps > 0, fps <= 1000 else { throw .encodeFailed(reason: "frame rate \(fps) must be 1…1000") }
        self.path = path
        self.fps = fps
        inputWidth = width
        inputHeight = height
        self.width = width & ~1
        self.height = height & ~1
        frame = try OwnedFrame()
        packet = try OwnedPacket()

        let found = Self.findEncoder(encoder)
        guard let videoEncoder = found else {
            throw .encodeFailed(reason: "no \(encoder == .mpeg4 ? "mpeg4" : "H.264") encoder in this FFmpeg")
        }
        encoderName = String(cString: videoEncoder.pointee.name)

        var fmt: UnsafeMutablePointer<AVFormatContext>?
        var ret = avformat_alloc_output_context2(&fmt, nil, "mp4", path)
        guard ret >= 0, let fmt else { throw .cannotWrite(path: path, reason: ffmpegMessage(ret)) }
        format = fmt
        // From here every stored property is set, so a throw runs deinit, which frees.
        guard let st = avformat_new_stream(fmt, nil), let ctx = avcodec_alloc_context3(videoEncoder) else {
            throw .encodeFailed(reason: "out of memory")
        }
        stream = st
        codec = ctx
        try configure(ctx, encoder: videoEncoder, needsGlobalHeader: fmt.pointee.oformat.pointee.flags & CFFMPEG_AVFMT_GLOBALHEADER != 0)
        ret = avcodec_parameters_from_context(st.pointee.codecpar, ctx)
        guard ret >= 0 else { throw .encodeFailed(reason: ffmpegMessage(ret)) }
        st.pointee.time_base = ctx.pointee.time_base
        st.pointee.avg_frame_rate = AVRational(num: Int32(fps), den: 1)

        ret = avio_open(&fmt.pointee.pb, path, CFFMPEG_AVIO_FLAG_WRITE)
        guard ret >= 0 else { throw .cannotWrite(path: path, reason: ffmpegMessage(ret)) }
        opened = true

        guard let f = frame.pointer else { throw .encodeFailed(reason: "out of memory") }
        f.pointee.width = Int32(self.width)
        f.pointee.height = Int32(self.height)
        f.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        ret = av_frame_get_buffer(f, 0)
        guard ret >= 0 else { throw .encodeFailed(reason: ffmpegMessage(ret)) }
        // One swscale context per writer; the odd column/row of an odd input is cropped.
        scaler = sws_getContext(Int32(self.width), Int32(self.height), AV_PIX_FMT_RGBA,
                                Int32(self.width), Int32(self.height), AV_PIX_FMT_YUV420P,
                                CFFMPEG_SWS_BILINEAR, nil, nil, nil)
        guard scaler != nil else { throw .encodeFailed(reason: "cannot create RGBA→YUV420P converter") }
    }

    deinit {
        if opened && !finished { try? finish() }
        release()
    }

    private static func findEncoder(_ choice: Encoder) -> UnsafePointer<AVCodec>? {
        switch choice {
        case .h264: return avcodec_find_encoder_by_name("libx264")
        case .mpeg4: return avcodec_find_encoder(AV_CODEC_ID_MPEG4)
        case .automatic: return avcodec_find_encoder_by_name("libx264") ?? avcodec_find_encoder(AV_CODEC_ID_MPEG4)
        }
    }

    private func configure(_ ctx: UnsafeMutablePointer<AVCodecContext>, encoder: UnsafePointer<AVCodec>,
                           needsGlobalHeader: Bool) throws(MediaError) {
        ctx.pointee.width = Int32(width)
        ctx.pointee.height = Int32(height)
        ctx.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        ctx.pointee.time_base = AVRational(num: 1, den: Int32(fps))
        ctx.pointee.framerate = AVRational(num: Int32(fps), den: 1)
        ctx.pointee.gop_size = Int32(fps)
        ctx.pointee.thread_count = 0  // automatic, as the ffmpeg tool encodes
        if needsGlobalHeader { ctx.pointee.flags |= CFFMPEG_AV_CODEC_FLAG_GLOBAL_HEADER }
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        if encoderName == "libx264" {
            av_dict_set(&options, "preset", "veryfast", 0)
            av_dict_set(&options, "crf", "23", 0)
        } else {
            // mpeg4: fixed quantiser 4, about what `-q:v 4` gives; good enough for a recording.
            ctx.pointee.flags |= AV_CODEC_FLAG_QSCALE
            ctx.pointee.global_quality = FF_QP2LAMBDA * 4
        }
        let ret = avcodec_open2(ctx, encoder, &options)
        guard ret >= 0 else { throw .encodeFailed(reason: "\(encoderName): \(ffmpegMessage(ret))") }
    }

    /// Appends one frame: `rgba` holds the init size's rows, `pitch` bytes apart.
    public func append(rgba: UnsafeRawBufferPointer, pitch: Int) throws(MediaError) {
        try encode(rgba, width: inputWidth, height: inputHeight, pitch: pitch) { (f, source) throws(MediaError) in
            var sourcePlanes: [UnsafePointer<UInt8>?] = [source, nil, nil, nil]
            var sourcePitches: [Int32] = [Int32(pitch), 0, 0, 0]
            var destPlanes: [UnsafeMutablePointer<UInt8>?] = (0..<4).map { planePointer(f, $0) }
            var destPitches: [Int32] = (0..<4).map { Int32(planePitch(f, $0)) }
            planesHoldLastPicture = false
            let rows = sws_scale(scaler, &sourcePlanes, &sourcePitches, 0, Int32(height), &destPlanes, &destPitches)
            guard rows > 0 else { throw .encodeFailed(reason: "RGBA→YUV420P conversion failed") }
            planesHoldLastPicture = true
        }
    }

    /// Appends a frame of another size (a window resized while recording): scaled to fit
    /// the recording, black bars where the aspect differs.
    public func append(rgba: UnsafeRawBufferPointer, width sourceWidth: Int, height sourceHeight: Int,
                       pitch: Int) throws(MediaError) {
        if (sourceWidth, sourceHeight) == (inputWidth, inputHeight) { return try append(rgba: rgba, pitch: pitch) }
        try encode(rgba, width: sourceWidth, height: sourceHeight, pitch: pitch) { (f, source) throws(MediaError) in
            let scale = min(Double(width) / Double(sourceWidth), Double(height) / Double(sourceHeight))
            let fitWidth = max(2, Int(Double(sourceWidth) * scale) & ~1)
            let fitHeight = max(2, Int(Double(sourceHeight) * scale) & ~1)
            // Even offsets keep the chroma planes aligned with the luma.
            let x = ((width - fitWidth) / 2) & ~1, y = ((height - fitHeight) / 2) & ~1
            fitScaler = sws_getCachedContext(fitScaler, Int32(sourceWidth), Int32(sourceHeight), AV_PIX_FMT_RGBA,
                                             Int32(fitWidth), Int32(fitHeight), AV_PIX_FMT_YUV420P,
                                             CFFMPEG_SWS_BILINEAR, nil, nil, nil)
            planesHoldLastPicture = false
            guard let fitScaler else {
                throw .encodeFailed(reason: "cannot scale \(sourceWidth)×\(sourceHeight) to \(width)×\(height)")
            }
            var destPlanes: [UnsafeMutablePointer<UInt8>?] = []
            var destPitches: [Int32] = []
            for (plane, black) in [(0, Int32(16)), (1, 128), (2, 128)] {
                guard let start = planePointer(f, plane) else { throw .encodeFailed(reason: "no picture buffer") }
                let pitch = planePitch(f, plane), rows = plane == 0 ? height : height / 2
                for row in 0..<rows { memset(start + row * pitch, black, pitch) }  // limited-range black
                let (dx, dy) = plane == 0 ? (x, y) : (x / 2, y / 2)
                destPlanes.append(start + dy * pitch + dx)
                destPitches.append(Int32(pitch))
            }
            destPlanes += [nil]
            destPitches += [0]
            var sourcePlanes: [UnsafePointer<UInt8>?] = [source, nil, nil, nil]
            var sourcePitches: [Int32] = [Int32(pitch), 0, 0, 0]
            let rows = sws_scale(fitScaler, &sourcePlanes, &sourcePitches, 0, Int32(sourceHeight),
                                 &destPlanes, &destPitches)
            guard rows > 0 else { throw .encodeFailed(reason: "RGBA→YUV420P scaling failed") }
        }
    }

    /// Checks the buffer, then `encodePicture`.
    private func encode(_ rgba: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int,
                        _ convert: (UnsafeMutablePointer<AVFrame>, UnsafePointer<UInt8>) throws(MediaError) -> Void)
        throws(MediaError)
    {
        guard !finished else { throw .encodeFailed(reason: "\(path): the writer is already finished") }
        try validateRGBA(count: rgba.count, width: width, height: height, pitch: pitch)
        guard let base = rgba.baseAddress else { throw .invalidBuffer(reason: "empty buffer") }
        try encodePicture { (f) throws(MediaError) in try convert(f, base.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Gets a picture of our own (it keeps the last picture's pixels), lets `fill`
    /// change it, sends it.
    func encodePicture(_ fill: (UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Void) throws(MediaError) {
        guard !finished, let ctx = codec, let f = frame.pointer else {
            throw .encodeFailed(reason: "\(path): the writer is already finished")
        }
        // The encoder may still hold the previous picture (lookahead): get our own buffers.
        try writeHeaderIfNeeded()
        let ret = av_frame_make_writable(f)
        guard ret >= 0 else { throw .encodeFailed(reason: ffmpegMessage(ret)) }
        try fill(f)
        f.pointee.pts = Int64(framesWritten)
        if encoderName != "libx264" { f.pointee.quality = ctx.pointee.global_quality }
        try send(f)
        framesWritten += 1
        framesEncoded += 1
        endsWithRepeat = false
    }

    /// Shows the last frame appended for one more slot. Nothing is converted or encoded:
    /// the next picture's timestamp makes the held one last longer, so a long still
    /// stretch (a `wait: 600` with nothing moving) costs almost nothing.
    public func repeatLastFrame() throws(MediaError) {
        guard !finished else { throw .encodeFailed(reason: "\(path): the writer is already finished") }
        guard framesEncoded > 0 else { throw .encodeFailed(reason: "\(path): no frame to repeat yet") }
        framesWritten += 1
        endsWithRepeat = true
    }

    /// A tightly packed byte array of any size, as `append(rgba:width:height:pitch:)`.
    public func append(rgba: [UInt8], width: Int, height: Int) throws(MediaError) {
        try withBytes(of: rgba) { (raw) throws(MediaError) in
            try append(rgba: raw, width: width, height: height, pitch: width * 4)
        }
    }

    /// Convenience for a byte array; `pitch` defaults to width×4.
    public func append(rgba: [UInt8], pitch: Int? = nil) throws(MediaError) {
        let rowBytes = pitch ?? inputWidth * 4
        try withBytes(of: rgba) { (raw) throws(MediaError) in try append(rgba: raw, pitch: rowBytes) }
    }

    /// Flushes the encoder, writes the trailer and closes the file. Idempotent.
    public func finish() throws(MediaError) {
        guard !finished else { return }
        defer { release() }
        try writeHeaderIfNeeded()
        finished = true
        if endsWithRepeat, let f = frame.pointer {
            // The held picture once more in the last slot: the file lasts as long as the recording.
            f.pointee.pts = Int64(framesWritten - 1)
            try send(f)
            framesEncoded += 1
        }
        try send(nil)
        try finishAudio()
        let ret = av_write_trailer(format)
        guard ret >= 0 else { throw .cannotWrite(path: path, reason: ffmpegMessage(ret)) }
    }

    /// Sends a frame (nil = flush) and writes every packet the encoder has ready.
    private func send(_ f: UnsafeMutablePointer<AVFrame>?) throws(MediaError) {
        guard let ctx = codec, let fmt = format, let stream, let pkt = packet.pointer else {
            throw .encodeFailed(reason: "\(path): the writer is closed")
        }
        var ret = avcodec_send_frame(ctx, f)
        guard ret >= 0 else { throw .encodeFailed(reason: "\(encoderName): \(ffmpegMessage(ret))") }
        while true {
            ret = avcodec_receive_packet(ctx, pkt)
            if ret == averrorEAGAIN || ret == averrorEOF { return }
            guard ret >= 0 else { throw .encodeFailed(reason: "\(encoderName): \(ffmpegMessage(ret))") }
            try write(pkt, from: ctx, to: stream, fmt)
        }
    }

    /// One encoded packet into the file, in its stream's time base; the muxer orders the
    /// picture's and the sound's packets by time.
    func write(_ pkt: UnsafeMutablePointer<AVPacket>, from ctx: UnsafeMutablePointer<AVCodecContext>,
               to stream: UnsafeMutablePointer<AVStream>, _ fmt: UnsafeMutablePointer<AVFormatContext>) throws(MediaError) {
        av_packet_rescale_ts(pkt, ctx.pointee.time_base, stream.pointee.time_base)
        pkt.pointee.stream_index = stream.pointee.index
        let ret = av_interleaved_write_frame(fmt, pkt)   // takes the packet's reference
        guard ret >= 0 else { throw .cannotWrite(path: path, reason: ffmpegMessage(ret)) }
    }

    func writeHeaderIfNeeded() throws(MediaError) {
        guard !headerWritten else { return }
        guard let format else { throw .encodeFailed(reason: "\(path): the writer is closed") }
        let ret = avformat_write_header(format, nil)
        guard ret >= 0 else { throw .cannotWrite(path: path, reason: ffmpegMessage(ret)) }
        headerWritten = true
    }

    private func release() {
        audio = nil
        sws_freeContext(scaler)
        scaler = nil
        sws_freeContext(fitScaler)
        fitScaler = nil
        avcodec_free_context(&codec)
        if let fmt = format {
            if fmt.pointee.pb != nil { avio_closep(&fmt.pointee.pb) }
            avformat_free_context(fmt)
            format = nil
        }
    }
}
