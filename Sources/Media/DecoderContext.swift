import CFFmpeg
import Foundation

/// The FFmpeg objects of one stream of an opened file, picture or sound (ffplay's
/// stream_component_open): its decoder, a reusable packet and frame, and its place in
/// the file's demuxer (`MediaFile`, shared with the other stream of its `VideoOpening`). Freed in
/// deinit, so every early `throw` while opening releases what was already made; the
/// stream leaves its file then (the last one closes it).
///
/// Only one thread uses it at a time: the opener, then the stream's decode thread alone.
final class DecoderContext {
    let file: MediaFile
    /// The stream's queue in `file`, from which the decoder takes its packets.
    let packets: PacketQueue
    private(set) var codec: UnsafeMutablePointer<AVCodecContext>?
    let packet: UnsafeMutablePointer<AVPacket>
    let decoded: UnsafeMutablePointer<AVFrame>

    let streamIndex: Int32
    let timeBase: AVRational
    let startTime: Int64
    /// The stream's codec, as FFmpeg names it.
    private(set) var codecName = ""
    /// What the caller may know about the picture before any frame is decoded (zero for sound).
    private(set) var info = VideoInfo()
    /// The decoder `codec` was opened with (`seek` may open a fresh one).
    private var decoderCodec: UnsafePointer<AVCodec>?
    private let parameters: UnsafeMutablePointer<AVCodecParameters>
    /// Leaves the file when the context goes (also when opening throws).
    private let membership: Membership

    /// Opens the picture of `opening`. `pace` sets the decoder's thread count, fixed once it opens.
    convenience init(pictureOf opening: VideoOpening, pace: DecodePace = .asFastAsPossible) throws(MediaError) {
        try self.init(opening, stream: .picture(pace))!   // a file without a picture throws: never nil
    }

    /// Opens the sound track of `opening`; nil when it has none.
    convenience init?(soundOf opening: VideoOpening) throws(MediaError) {
        try self.init(opening, stream: .sound)
    }

    enum Stream {
        case picture(DecodePace)
        case sound
    }

    /// nil only for a sound track that is not there.
    private init?(_ opening: VideoOpening, stream: Stream) throws(MediaError) {
        let isSound: Bool = if case .sound = stream { true } else { false }
        let path = opening.path
        guard let (file, queue) = try opening.attach(isSound ? .sound : .picture) else { return nil }
        membership = Membership(file, queue)
        self.file = file
        packets = queue
        guard let facts = isSound ? file.sound : file.picture else { throw .decodeFailed(reason: "no stream") }
        parameters = facts.parameters
        streamIndex = facts.index
        timeBase = facts.timeBase
        startTime = facts.startTime
        guard let packet = av_packet_alloc() else { throw .decodeFailed(reason: "out of memory") }
        self.packet = packet
        guard let decoded = av_frame_alloc() else {
            var p: UnsafeMutablePointer<AVPacket>? = packet
            av_packet_free(&p)
            throw .decodeFailed(reason: "out of memory")
        }
        self.decoded = decoded
        let params = facts.parameters
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
        var ret = avcodec_parameters_to_context(ctx, params)
        guard ret >= 0 else { throw .unsupportedCodec(path: path, name: isSound ? "\(name) (sound)" : codecName) }
        ctx.pointee.pkt_timebase = facts.timeBase
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
            ctx.pointee.thread_count = pace.threadCount(width: width, height: height, frameRate: file.info.frameRate)
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
            info = file.info
            info.codecName = codecName
        }
    }

    deinit {
        avcodec_free_context(&codec)
        var p: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&p)
        var f: UnsafeMutablePointer<AVFrame>? = decoded
        av_frame_free(&f)
    }

    /// The container's duration in seconds (the loop period of picture and sound), 0 when unknown.
    var duration: Double { file.duration }

    /// Seconds from the stream's start for a timestamp in the stream's time base.
    func streamSeconds(_ timestamp: Int64) -> Double {
        Double(timestamp - startTime) * timeBase.seconds
    }

    /// The stream's decoder opened again as `init` opened it; false (the old one kept)
    /// when that fails.
    private func reopenDecoder() -> Bool {
        guard let decoderCodec, let ctx = avcodec_alloc_context3(decoderCodec) else { return false }
        var fresh: UnsafeMutablePointer<AVCodecContext>? = ctx
        ctx.pointee.pkt_timebase = timeBase
        guard avcodec_parameters_to_context(ctx, parameters) >= 0, avcodec_open2(ctx, decoderCodec, nil) >= 0 else {
            avcodec_free_context(&fresh)
            return false
        }
        avcodec_free_context(&codec)
        codec = ctx
        return true
    }

    /// Asks the file's demuxer for the packets from `seconds` less `preRoll` into the
    /// stream (the keyframe before it for a picture; a picture at or before 0: its first
    /// frame), exactly those a demuxer of its own would give (`MediaFile`), and drops the
    /// decoder's buffered state.
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
    func seek(toStreamTime seconds: Double, preRoll: Double = 0, freshDecoder: Bool = false) {
        if let codec, !(freshDecoder && reopenDecoder()) { avcodec_flush_buffers(codec) }
        file.requestSeek(packets, PacketQueue.SeekCall(seconds: seconds, preRoll: preRoll))
    }
}

/// A stream's place in its file, left when the stream's context goes.
private final class Membership {
    let file: MediaFile
    let queue: PacketQueue

    init(_ file: MediaFile, _ queue: PacketQueue) {
        self.file = file
        self.queue = queue
    }

    deinit { file.detach(queue) }
}
