import CFFmpeg
import Foundation

/// The FFmpeg objects of one opened sound track: its own demuxer (the video's thread
/// never waits for audio packets, nor the reverse), decoder, packet, frame, and the
/// resampler to the output format (`AudioFormat`). Freed in deinit.
///
/// Only one thread uses it at a time: the opener, then the audio decode thread alone.
final class AudioDecoderContext {
    private(set) var format: UnsafeMutablePointer<AVFormatContext>?
    private(set) var codec: UnsafeMutablePointer<AVCodecContext>?
    let packet: UnsafeMutablePointer<AVPacket>
    let decoded: UnsafeMutablePointer<AVFrame>
    private var resampler: OpaquePointer?
    /// What the resampler was set up for: rebuilt when a frame differs (ffplay does too).
    private var resamplerInput: (format: Int32, rate: Int32, channels: Int32)?
    /// What the resampler makes: 1 for a mono track (widened to stereo afterwards), else 2.
    private var resampledChannels = AudioFormat.channels

    private(set) var streamIndex: Int32
    private(set) var timeBase: AVRational
    private(set) var startTime: Int64
    /// The container's duration (the loop period VideoSource uses too), 0 when unknown.
    private(set) var duration: Double
    private(set) var codecName: String

    /// nil when the file has no sound track. Throws for a file that does not open, or a
    /// track no decoder here can play.
    init?(path: String) throws(MediaError) {
        _ = quietFFmpegLogging
        guard let packet = av_packet_alloc() else { throw .decodeFailed(reason: "out of memory") }
        guard let decoded = av_frame_alloc() else {
            var p: UnsafeMutablePointer<AVPacket>? = packet
            av_packet_free(&p)
            throw .decodeFailed(reason: "out of memory")
        }
        self.packet = packet
        self.decoded = decoded
        streamIndex = -1; timeBase = AVRational(num: 0, den: 1); startTime = 0; duration = 0; codecName = ""

        var fmt: UnsafeMutablePointer<AVFormatContext>?
        var ret = avformat_open_input(&fmt, path, nil, nil)
        guard ret >= 0, let fmt else { throw .cannotOpen(path: path, reason: ffmpegMessage(ret)) }
        format = fmt
        // A container with a header (MP4, MKV…) lists every stream once opened: without a
        // sound track there is nothing to look for, and the probe below would decode the
        // picture's first frames for nothing (a 1080p one is most of a sound open's cost).
        if fmt.pointee.ctx_flags & AVFMTCTX_NOHEADER == 0, !Self.hasAudioStream(fmt) { return nil }
        ret = avformat_find_stream_info(fmt, nil)
        guard ret >= 0 else { throw .cannotOpen(path: path, reason: ffmpegMessage(ret)) }
        // The track that goes with the picture, as players choose it.
        let video = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        let index = av_find_best_stream(fmt, AVMEDIA_TYPE_AUDIO, -1, max(-1, video), nil, 0)
        guard index >= 0, let stream = fmt.pointee.streams[Int(index)], let params = stream.pointee.codecpar else {
            return nil
        }
        let name = String(cString: avcodec_get_name(params.pointee.codec_id))
        guard let decoder = avcodec_find_decoder(params.pointee.codec_id), let ctx = avcodec_alloc_context3(decoder) else {
            throw .unsupportedCodec(path: path, name: "\(name) (sound)")
        }
        codec = ctx
        ret = avcodec_parameters_to_context(ctx, params)
        guard ret >= 0 else { throw .unsupportedCodec(path: path, name: "\(name) (sound)") }
        ctx.pointee.pkt_timebase = stream.pointee.time_base
        ret = avcodec_open2(ctx, decoder, nil)
        guard ret >= 0 else { throw .undecodable(path: path, reason: "its \(name) sound track: \(ffmpegMessage(ret))") }
        guard ctx.pointee.sample_rate > 0, ctx.pointee.ch_layout.nb_channels > 0 else {
            throw .undecodable(path: path, reason: "its \(name) sound track has no sample rate or channels")
        }
        streamIndex = index
        timeBase = stream.pointee.time_base
        startTime = stream.pointee.start_time == avNoPTS ? 0 : stream.pointee.start_time
        duration = fmt.pointee.duration != avNoPTS && fmt.pointee.duration > 0
            ? Double(fmt.pointee.duration) / Double(AV_TIME_BASE) : 0
        codecName = name
    }

    private static func hasAudioStream(_ format: UnsafeMutablePointer<AVFormatContext>) -> Bool {
        (0..<Int(format.pointee.nb_streams)).contains {
            format.pointee.streams[$0]?.pointee.codecpar?.pointee.codec_type == AVMEDIA_TYPE_AUDIO
        }
    }

    deinit {
        swr_free(&resampler)
        avcodec_free_context(&codec)
        avformat_close_input(&format)
        var p: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&p)
        var f: UnsafeMutablePointer<AVFrame>? = decoded
        av_frame_free(&f)
    }

    /// Seconds from the stream's start for a timestamp in the stream's time base.
    func streamSeconds(_ timestamp: Int64) -> Double {
        Double(timestamp - startTime) * timeBase.seconds
    }

    /// To a packet a little before `seconds` into the stream, decoder and resampler
    /// emptied. A little before: AAC (and MP3) decode a packet from the one before it
    /// too, so the first frame after a seek is faded; the worker cuts the pre-roll by
    /// pts. At 0 this reaches the encoder's priming packet, as playing from the start
    /// does. False when the demuxer could not seek at all.
    func seek(toStreamTime seconds: Double) -> Bool {
        guard let format, let codec else { return false }
        defer {
            avcodec_flush_buffers(codec)
            if let resampler { swr_close(resampler); swr_init(resampler) }
        }
        let preRoll = 0.1
        let units = timeBase.num > 0 ? ((seconds - preRoll) / timeBase.seconds).rounded(.down) : 0
        let target = startTime + Int64(min(max(units, -1e15), 1e15))
        if avformat_seek_file(format, streamIndex, Int64.min, target, target, 0) >= 0 { return true }
        if av_seek_frame(format, streamIndex, target, CFFMPEG_AVSEEK_FLAG_BACKWARD) >= 0 { return true }
        return avformat_seek_file(format, -1, Int64.min, 0, Int64.max, 0) >= 0
    }

    /// `decoded` resampled to the output format, appended to `out` (interleaved). With
    /// `flush`, what the resampler still holds instead. Returns the frames appended.
    func resample(into out: inout [Float], flush: Bool = false) throws(MediaError) -> Int {
        defer { if !flush { av_frame_unref(decoded) } }
        if !flush { try configureResampler() }
        guard let resampler else { return 0 }
        let inCount = flush ? 0 : Int(decoded.pointee.nb_samples)
        let capacity = Int(swr_get_out_samples(resampler, Int32(inCount))) + 32
        guard capacity > 0 else { return 0 }
        let channels = resampledChannels
        var converted = [Float](repeating: 0, count: capacity * channels)
        let produced = converted.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var target: UnsafeMutablePointer<UInt8>? = UnsafeMutableRawPointer(buffer.baseAddress!)
                .assumingMemoryBound(to: UInt8.self)
            let input = flush ? nil : UnsafeMutableRawPointer(decoded.pointee.extended_data)
                .assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
            return swr_convert(resampler, &target, Int32(capacity), input, Int32(inCount))
        }
        guard produced >= 0 else {
            throw .decodeFailed(reason: "sound resampling failed: \(ffmpegMessage(produced))")
        }
        let count = Int(produced)
        if channels == AudioFormat.channels {
            out.append(contentsOf: converted.prefix(count * channels))
        } else {
            out.reserveCapacity(out.count + count * AudioFormat.channels)
            for sample in converted.prefix(count) { out.append(sample); out.append(sample) }
        }
        return count
    }

    /// A resampler from this frame's format, rate and channels to the output format.
    private func configureResampler() throws(MediaError) {
        let frame = decoded.pointee
        let input = (format: frame.format, rate: frame.sample_rate, channels: frame.ch_layout.nb_channels)
        if let current = resamplerInput, current == input, resampler != nil { return }
        swr_free(&resampler)
        var inLayout = AVChannelLayout()
        var outLayout = AVChannelLayout()
        defer { av_channel_layout_uninit(&inLayout); av_channel_layout_uninit(&outLayout) }
        if frame.ch_layout.order == AV_CHANNEL_ORDER_UNSPEC {
            av_channel_layout_default(&inLayout, input.channels)
        } else {
            var source = frame.ch_layout
            guard av_channel_layout_copy(&inLayout, &source) >= 0 else { throw .decodeFailed(reason: "out of memory") }
        }
        // Mono is resampled as mono and then copied to both sides at full level, as players
        // play it (swresample would upmix it as a centre speaker, 3 dB down each side).
        resampledChannels = input.channels == 1 ? 1 : AudioFormat.channels
        av_channel_layout_default(&outLayout, Int32(resampledChannels))
        var ret = swr_alloc_set_opts2(&resampler, &outLayout, AV_SAMPLE_FMT_FLT, Int32(AudioFormat.sampleRate),
                                      &inLayout, AVSampleFormat(rawValue: input.format), input.rate, 0, nil)
        if ret >= 0, let resampler { ret = swr_init(resampler) }
        guard ret >= 0, resampler != nil else {
            swr_free(&resampler)
            throw .decodeFailed(reason: "cannot resample \(input.channels)-channel sound at \(input.rate) Hz: \(ffmpegMessage(ret))")
        }
        resamplerInput = input
    }
}

/// What every sound track is turned into: what SDL plays (AUDIO_F32SYS) and MP4Writer
/// encodes (after deinterleaving), so no second conversion happens anywhere.
public enum AudioFormat {
    public static let sampleRate = 48_000
    /// Stereo, interleaved left/right Float32 samples in -1…1.
    public static let channels = 2
}
