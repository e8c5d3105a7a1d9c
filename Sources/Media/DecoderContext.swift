import CFFmpeg
import Foundation

/// The FFmpeg objects of one opened video: demuxer, decoder, a reusable packet and
/// frame, and the swscale context for non-YUV420P input. Freed in deinit, so every
/// early `throw` while opening releases what was already made.
///
/// Only one thread uses it at a time: the opener, then the decode thread alone.
final class DecoderContext {
    private(set) var format: UnsafeMutablePointer<AVFormatContext>?
    private(set) var codec: UnsafeMutablePointer<AVCodecContext>?
    let packet: UnsafeMutablePointer<AVPacket>
    let decoded: UnsafeMutablePointer<AVFrame>
    /// After a seek: the newest frame not after the target, held until a later one shows
    /// it is the one due (decoded frames before the target are dropped, never converted).
    let held: UnsafeMutablePointer<AVFrame>
    private var scaler: OpaquePointer?

    private(set) var streamIndex: Int32
    private(set) var timeBase: AVRational
    private(set) var startTime: Int64
    private(set) var info: VideoInfo

    /// `pace` sets the decoder's thread count, fixed once it opens.
    init(path: String, pace: DecodePace = .asFastAsPossible) throws(MediaError) {
        _ = quietFFmpegLogging
        guard let packet = av_packet_alloc(), let decoded = av_frame_alloc(), let held = av_frame_alloc() else {
            throw .decodeFailed(reason: "out of memory")
        }
        self.packet = packet
        self.decoded = decoded
        self.held = held
        // Fill the stored properties before any throw so deinit sees a complete object.
        streamIndex = -1; timeBase = AVRational(num: 0, den: 1); startTime = 0
        info = VideoInfo()

        try Self.checkRegularFile(path)

        var fmt: UnsafeMutablePointer<AVFormatContext>?
        var ret = avformat_open_input(&fmt, path, nil, nil)
        guard ret >= 0, let fmt else { throw .cannotOpen(path: path, reason: ffmpegMessage(ret)) }
        format = fmt
        ret = avformat_find_stream_info(fmt, nil)
        guard ret >= 0 else { throw .cannotOpen(path: path, reason: ffmpegMessage(ret)) }

        let index = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = fmt.pointee.streams[Int(index)],
              stream.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC == 0,
              let params = stream.pointee.codecpar else {
            throw .noVideoStream(path: path)
        }
        let codecName = params.pointee.codec_id == AV_CODEC_ID_NONE
            ? "unknown (fourcc \(fourCC(params.pointee.codec_tag)))"
            : String(cString: avcodec_get_name(params.pointee.codec_id))
        guard params.pointee.codec_id != AV_CODEC_ID_NONE, let decoder = avcodec_find_decoder(params.pointee.codec_id) else {
            throw .unsupportedCodec(path: path, name: codecName)
        }
        let width = Int(params.pointee.width), height = Int(params.pointee.height)
        try MediaLimits.check(width: width, height: height)
        guard av_image_check_size(UInt32(width), UInt32(height), 0, nil) >= 0 else {
            throw .invalidDimensions(width: width, height: height)
        }

        guard let ctx = avcodec_alloc_context3(decoder) else { throw .decodeFailed(reason: "out of memory") }
        codec = ctx
        ret = avcodec_parameters_to_context(ctx, params)
        guard ret >= 0 else { throw .unsupportedCodec(path: path, name: codecName) }
        ctx.pointee.pkt_timebase = stream.pointee.time_base
        // Frame and slice threading, as ffplay; how many threads: see DecodePace.
        let rate = av_guess_frame_rate(fmt, stream, nil).seconds
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

        streamIndex = index
        timeBase = stream.pointee.time_base
        startTime = stream.pointee.start_time == avNoPTS ? 0 : stream.pointee.start_time
        info = VideoInfo(format: fmt, stream: stream, width: width, height: height, codecName: codecName)
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

    deinit {
        sws_freeContext(scaler)
        avcodec_free_context(&codec)
        avformat_close_input(&format)
        var p: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&p)
        var f: UnsafeMutablePointer<AVFrame>? = decoded
        av_frame_free(&f)
        var h: UnsafeMutablePointer<AVFrame>? = held
        av_frame_free(&h)
    }

    /// Seconds from the stream's start for a timestamp in the stream's time base.
    func streamSeconds(_ timestamp: Int64) -> Double {
        Double(timestamp - startTime) * timeBase.seconds
    }

    /// To the keyframe at or before `seconds` into the stream (0: the first frame), then
    /// drop the decoder's buffered state. A demuxer that cannot seek there goes back to
    /// the start instead (decoding forward to the target is slower, but as exact).
    func seek(toStreamTime seconds: Double) -> Bool {
        guard let format, let codec else { return false }
        if seconds > 0, timeBase.num > 0, timeBase.den > 0 {
            let units = (seconds / timeBase.seconds).rounded(.down)
            if units < 1e15 {
                let target = startTime + Int64(units)
                if avformat_seek_file(format, streamIndex, Int64.min, target, target, 0) >= 0 {
                    avcodec_flush_buffers(codec)
                    return true
                }
            }
        }
        return seekToStart()
    }

    /// Back to the first frame: seek, then drop the decoder's buffered state.
    func seekToStart() -> Bool {
        guard let format, let codec else { return false }
        var ret = av_seek_frame(format, streamIndex, startTime, CFFMPEG_AVSEEK_FLAG_BACKWARD)
        if ret < 0 {
            // Some demuxers only seek by the default stream / in AV_TIME_BASE units.
            ret = avformat_seek_file(format, -1, Int64.min, 0, Int64.max, 0)
        }
        avcodec_flush_buffers(codec)
        return ret >= 0
    }

    /// Moves `decoded` (or `held`) into a new YUV420P frame the caller owns: the same
    /// buffers when it already is YUV420P, else one swscale conversion (here, on the
    /// decode thread).
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

/// What the caller may know about a video before any frame is decoded.
struct VideoInfo: Sendable {
    var width = 0
    var height = 0
    var duration = 0.0
    var frameRate = 0.0
    var rotationDegrees = 0
    var codecName = ""
    /// Packets the container's index lists for the stream (0 when it does not say).
    var packetCount = 0
    /// Seconds from the start where the file's data ends, when its index lists samples
    /// past the end of the file (a copy cut short); nil when it is whole or has no index.
    var dataEnd: Double?

    init() {}

    init(format: UnsafeMutablePointer<AVFormatContext>, stream: UnsafeMutablePointer<AVStream>,
         width: Int, height: Int, codecName: String) {
        self.width = width
        self.height = height
        self.codecName = codecName
        if format.pointee.duration != avNoPTS, format.pointee.duration > 0 {
            duration = Double(format.pointee.duration) / Double(AV_TIME_BASE)
        } else if stream.pointee.duration != avNoPTS, stream.pointee.duration > 0 {
            duration = Double(stream.pointee.duration) * stream.pointee.time_base.seconds
        }
        frameRate = av_guess_frame_rate(format, stream, nil).seconds
        rotationDegrees = Int(cffmpeg_stream_rotation(stream))
        packetCount = max(0, Int(stream.pointee.nb_frames))
        dataEnd = Self.dataEnd(format: format, stream: stream)
    }

    /// The first sample the index places beyond the file's last byte: where playback
    /// will run out of data, found without decoding anything.
    private static func dataEnd(format: UnsafeMutablePointer<AVFormatContext>, stream: UnsafeMutablePointer<AVStream>) -> Double? {
        let size = format.pointee.pb.map { avio_size($0) } ?? -1
        let count = avformat_index_get_entries_count(stream)
        guard size > 0, count > 0 else { return nil }
        var missing: Int64?
        for index in 0..<count {
            guard let entry = avformat_index_get_entry(stream, index) else { continue }
            if entry.pointee.pos + Int64(entry.pointee.size) > size {
                missing = min(missing ?? entry.pointee.timestamp, entry.pointee.timestamp)
            }
        }
        guard let missing else { return nil }
        let start = stream.pointee.start_time == avNoPTS ? 0 : stream.pointee.start_time
        return max(0, Double(missing - start) * stream.pointee.time_base.seconds)
    }
}

/// A codec tag as its four characters ("avc1"), non-printable bytes as '?'.
func fourCC(_ tag: UInt32) -> String {
    let bytes = (0..<4).map { UInt8((tag >> (8 * UInt32($0))) & 0xFF) }
    return String(decoding: bytes.map { (32...126).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
}
