import CFFmpeg
import Foundation

/// The FFmpeg objects of one stream of an opened file, picture or sound (ffplay's
/// stream_component_open): its demuxer, decoder, a reusable packet and frame. Freed in
/// deinit, so every early `throw` while opening releases what was already made.
///
/// Only one thread uses it at a time: the opener, then the stream's decode thread alone.
final class DecoderContext {
    private(set) var format: UnsafeMutablePointer<AVFormatContext>?
    private(set) var codec: UnsafeMutablePointer<AVCodecContext>?
    let packet: UnsafeMutablePointer<AVPacket>
    let decoded: UnsafeMutablePointer<AVFrame>

    private(set) var streamIndex: Int32 = -1
    private(set) var timeBase = AVRational(num: 0, den: 1)
    private(set) var startTime: Int64 = 0
    /// The stream's codec, as FFmpeg names it.
    private(set) var codecName = ""
    /// What the caller may know about the picture before any frame is decoded (zero for sound).
    private(set) var info = VideoInfo()
    /// The decoder `codec` was opened with (`seek` may open a fresh one).
    private var decoderCodec: UnsafePointer<AVCodec>?

    /// Opens the picture of `path`. `pace` sets the decoder's thread count, fixed once it opens.
    convenience init(path: String, pace: DecodePace = .asFastAsPossible) throws(MediaError) {
        try self.init(path: path, stream: .picture(pace))!   // a file without a picture throws: never nil
    }

    /// Opens the sound track of `path`; nil when it has none.
    convenience init?(soundOf path: String) throws(MediaError) {
        try self.init(path: path, stream: .sound)
    }

    enum Stream {
        case picture(DecodePace)
        case sound
    }

    /// nil only for a sound track that is not there.
    private init?(path: String, stream: Stream) throws(MediaError) {
        _ = quietFFmpegLogging
        guard let packet = av_packet_alloc() else { throw .decodeFailed(reason: "out of memory") }
        self.packet = packet
        guard let decoded = av_frame_alloc() else {
            var p: UnsafeMutablePointer<AVPacket>? = packet
            av_packet_free(&p)
            throw .decodeFailed(reason: "out of memory")
        }
        self.decoded = decoded
        try Self.checkRegularFile(path)

        var fmt: UnsafeMutablePointer<AVFormatContext>?
        var ret = avformat_open_input(&fmt, path, nil, nil)
        guard ret >= 0, let fmt else { throw .cannotOpen(path: path, reason: ffmpegMessage(ret)) }
        format = fmt
        let isSound: Bool = if case .sound = stream { true } else { false }
        // A container with a header (MP4, MKV…) lists every stream once opened: without a
        // sound track there is nothing to look for, and the probe below would decode the
        // picture's first frames for nothing (a 1080p one is most of a sound open's cost).
        if isSound, fmt.pointee.ctx_flags & AVFMTCTX_NOHEADER == 0, !Self.hasStream(AVMEDIA_TYPE_AUDIO, fmt) { return nil }
        ret = avformat_find_stream_info(fmt, nil)
        guard ret >= 0 else { throw .cannotOpen(path: path, reason: ffmpegMessage(ret)) }

        let video = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        // The sound track that goes with the picture, as players choose it.
        let index = isSound ? av_find_best_stream(fmt, AVMEDIA_TYPE_AUDIO, -1, max(-1, video), nil, 0) : video
        guard index >= 0, let st = fmt.pointee.streams[Int(index)], let params = st.pointee.codecpar,
              isSound || st.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC == 0 else {
            if isSound { return nil }
            throw .noVideoStream(path: path)
        }
        let name = String(cString: avcodec_get_name(params.pointee.codec_id))
        codecName = name
        let decoder: UnsafePointer<AVCodec>
        switch stream {
        case .sound:
            guard let found = avcodec_find_decoder(params.pointee.codec_id) else {
                throw .unsupportedCodec(path: path, name: "\(name) (sound)")
            }
            decoder = found
        case .picture:
            if params.pointee.codec_id == AV_CODEC_ID_NONE { codecName = "unknown (fourcc \(fourCC(params.pointee.codec_tag)))" }
            guard params.pointee.codec_id != AV_CODEC_ID_NONE, let found = avcodec_find_decoder(params.pointee.codec_id) else {
                throw .unsupportedCodec(path: path, name: codecName)
            }
            decoder = found
            let width = Int(params.pointee.width), height = Int(params.pointee.height)
            try MediaLimits.check(width: width, height: height)
            guard av_image_check_size(UInt32(width), UInt32(height), 0, nil) >= 0 else {
                throw .invalidDimensions(width: width, height: height)
            }
        }

        decoderCodec = decoder
        guard let ctx = avcodec_alloc_context3(decoder) else { throw .decodeFailed(reason: "out of memory") }
        codec = ctx
        ret = avcodec_parameters_to_context(ctx, params)
        guard ret >= 0 else { throw .unsupportedCodec(path: path, name: isSound ? "\(name) (sound)" : codecName) }
        ctx.pointee.pkt_timebase = st.pointee.time_base
        switch stream {
        case .sound:
            ret = avcodec_open2(ctx, decoder, nil)
            guard ret >= 0 else { throw .undecodable(path: path, reason: "its \(name) sound track: \(ffmpegMessage(ret))") }
            guard ctx.pointee.sample_rate > 0, ctx.pointee.ch_layout.nb_channels > 0 else {
                throw .undecodable(path: path, reason: "its \(name) sound track has no sample rate or channels")
            }
        case .picture(let pace):
            // Frame and slice threading, as ffplay; how many threads: see DecodePace.
            let width = Int(params.pointee.width), height = Int(params.pointee.height)
            let rate = av_guess_frame_rate(fmt, st, nil).seconds
            ctx.pointee.thread_count = pace.threadCount(width: width, height: height, frameRate: rate)
            ctx.pointee.thread_type = CFFMPEG_FF_THREAD_FRAME_SLICE
            ret = avcodec_open2(ctx, decoder, nil)
            // A decoder that exists but rejects the stream's set-up (hvcC, avcC) was handed a
            // damaged file: re-encoding an undamaged copy would not help.
            guard ret >= 0 else {
                if ret == CFFMPEG_AVERROR_INVALIDDATA {
                    throw .undecodable(path: path, reason: "its \(codecName) stream is damaged (\(ffmpegMessage(ret)))")
                }
                throw .unsupportedCodec(path: path, name: "\(codecName) (\(ffmpegMessage(ret)))")
            }
            info = VideoInfo(format: fmt, stream: st, width: width, height: height, codecName: codecName)
        }
        streamIndex = index
        timeBase = st.pointee.time_base
        startTime = st.pointee.start_time == avNoPTS ? 0 : st.pointee.start_time
    }

    deinit {
        avcodec_free_context(&codec)
        avformat_close_input(&format)
        var p: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&p)
        var f: UnsafeMutablePointer<AVFrame>? = decoded
        av_frame_free(&f)
    }

    /// The container's duration in seconds (the loop period of picture and sound), 0 when unknown.
    var duration: Double {
        guard let format, format.pointee.duration != avNoPTS, format.pointee.duration > 0 else { return 0 }
        return Double(format.pointee.duration) / Double(AV_TIME_BASE)
    }

    /// Only a regular, non-empty file can be played: the player seeks back to loop, and
    /// opening a FIFO with no writer (or a device) would block or read forever.
    private static func checkRegularFile(_ path: String) throws(MediaError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .fileNotFound(path: path) }
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        let kinds: [(mode_t, String)] = [
            (S_IFDIR, "it is a directory"), (S_IFIFO, "it is a named pipe (FIFO)"),
            (S_IFCHR, "it is a character device"), (S_IFBLK, "it is a block device"), (S_IFSOCK, "it is a socket"),
        ]
        if let (_, kind) = kinds.first(where: { info.st_mode & S_IFMT == $0.0 }) {
            throw .cannotOpen(path: path, reason: "\(kind), not a video file")
        }
        if info.st_size == 0 { throw .cannotOpen(path: path, reason: "the file is empty") }
    }

    private static func hasStream(_ type: AVMediaType, _ format: UnsafeMutablePointer<AVFormatContext>) -> Bool {
        (0..<Int(format.pointee.nb_streams)).contains { format.pointee.streams[$0]?.pointee.codecpar?.pointee.codec_type == type }
    }

    /// Seconds from the stream's start for a timestamp in the stream's time base.
    func streamSeconds(_ timestamp: Int64) -> Double {
        Double(timestamp - startTime) * timeBase.seconds
    }

    /// The stream's decoder opened again as `init` opened it; false (the old one kept)
    /// when that fails.
    private func reopenDecoder() -> Bool {
        guard let decoderCodec, let format, let params = format.pointee.streams[Int(streamIndex)]?.pointee.codecpar,
              let ctx = avcodec_alloc_context3(decoderCodec) else { return false }
        var fresh: UnsafeMutablePointer<AVCodecContext>? = ctx
        ctx.pointee.pkt_timebase = timeBase
        guard avcodec_parameters_to_context(ctx, params) >= 0, avcodec_open2(ctx, decoderCodec, nil) >= 0 else {
            avcodec_free_context(&fresh)
            return false
        }
        avcodec_free_context(&codec)
        codec = ctx
        return true
    }

    /// To the packet at or before `seconds` less `preRoll` into the stream (the keyframe
    /// before it for a picture; a picture at or before 0: its first frame), then the
    /// decoder's buffered state dropped. A demuxer that cannot seek there by this stream's
    /// time goes back as far as it can. False when it could not seek at all.
    ///
    /// `preRoll`: sound decodes a packet from the one before it too (AAC, MP3), so the
    /// first frame after a seek would be faded; going a little before the target reaches
    /// that packet (at 0, the encoder's priming packet, as playing from the start does)
    /// and the reader cuts the pre-roll by pts.
    ///
    /// `freshDecoder`: the decoder opened anew rather than flushed, so nothing decoded
    /// before the seek shows after it. Flushing keeps some state: AAC's noise generator
    /// (perceptual noise substitution) goes on from where it was, so the sound after a
    /// seek would depend on how far the decode thread had read ahead — on timing.
    func seek(toStreamTime seconds: Double, preRoll: Double = 0, freshDecoder: Bool = false) -> Bool {
        guard let format, let codec else { return false }
        defer { if !(freshDecoder && reopenDecoder()) { avcodec_flush_buffers(codec) } }
        var target = startTime
        if seconds > 0 || preRoll > 0, timeBase.num > 0, timeBase.den > 0 {
            let units = ((seconds - preRoll) / timeBase.seconds).rounded(.down)
            target = startTime + Int64(min(max(units, -1e15), 1e15))
            if avformat_seek_file(format, streamIndex, Int64.min, target, target, 0) >= 0 { return true }
        }
        if av_seek_frame(format, streamIndex, target, CFFMPEG_AVSEEK_FLAG_BACKWARD) >= 0 { return true }
        // Some demuxers only seek by the default stream / in AV_TIME_BASE units.
        return avformat_seek_file(format, -1, Int64.min, 0, Int64.max, 0) >= 0
    }
}
