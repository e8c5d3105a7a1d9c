import CFFmpeg

/// Decoded sound to the output format (`AudioFormat`), whatever the track's: rebuilt when
/// a frame's format, rate or channels differ from the last (ffplay does too). Freed in
/// deinit. Used by the sound's decode thread alone.
final class Resampler {
    private var context: OpaquePointer?
    /// What the context was set up for.
    private var input: (format: Int32, rate: Int32, channels: Int32)?
    /// What the context makes: 1 for a mono track (widened to stereo afterwards), else 2.
    private var channels = AudioFormat.channels

    deinit { swr_free(&context) }

    /// After a seek: nothing held from before it.
    func reset() {
        guard let context else { return }
        swr_close(context)
        swr_init(context)
    }

    /// `frame` resampled, appended to `out` (interleaved); nil `frame`: what the resampler
    /// still holds. Returns the frames appended.
    func resample(_ frame: UnsafeMutablePointer<AVFrame>?, into out: inout [Float]) throws(MediaError) -> Int {
        if let frame { try configure(for: frame.pointee) }
        guard let context else { return 0 }
        let inCount = frame.map { Int($0.pointee.nb_samples) } ?? 0
        let capacity = Int(swr_get_out_samples(context, Int32(inCount))) + 32
        guard capacity > 0 else { return 0 }
        let channels = self.channels
        var converted = [Float](repeating: 0, count: capacity * channels)
        let produced = converted.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var target: UnsafeMutablePointer<UInt8>? = UnsafeMutableRawPointer(buffer.baseAddress!)
                .assumingMemoryBound(to: UInt8.self)
            let input = frame.map {
                UnsafeMutableRawPointer($0.pointee.extended_data).assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
            }
            return swr_convert(context, &target, Int32(capacity), input, Int32(inCount))
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

    /// A context from this frame's format, rate and channels to the output format.
    private func configure(for frame: AVFrame) throws(MediaError) {
        let wanted = (format: frame.format, rate: frame.sample_rate, channels: frame.ch_layout.nb_channels)
        if let input, input == wanted, context != nil { return }
        swr_free(&context)
        var inLayout = AVChannelLayout()
        var outLayout = AVChannelLayout()
        defer { av_channel_layout_uninit(&inLayout); av_channel_layout_uninit(&outLayout) }
        if frame.ch_layout.order == AV_CHANNEL_ORDER_UNSPEC {
            av_channel_layout_default(&inLayout, wanted.channels)
        } else {
            var source = frame.ch_layout
            guard av_channel_layout_copy(&inLayout, &source) >= 0 else { throw .decodeFailed(reason: "out of memory") }
        }
        // Mono is resampled as mono and then copied to both sides at full level, as players
        // play it (swresample would upmix it as a centre speaker, 3 dB down each side).
        channels = wanted.channels == 1 ? 1 : AudioFormat.channels
        av_channel_layout_default(&outLayout, Int32(channels))
        var ret = swr_alloc_set_opts2(&context, &outLayout, AV_SAMPLE_FMT_FLT, Int32(AudioFormat.sampleRate),
                                      &inLayout, AVSampleFormat(rawValue: wanted.format), wanted.rate, 0, nil)
        if ret >= 0, let context { ret = swr_init(context) }
        guard ret >= 0, context != nil else {
            swr_free(&context)
            throw .decodeFailed(reason: "cannot resample \(wanted.channels)-channel sound at \(wanted.rate) Hz: \(ffmpegMessage(ret))")
        }
        input = wanted
    }
}

/// What every sound track is turned into: what SDL plays (AUDIO_F32SYS) and MP4Writer
/// encodes (after deinterleaving), so no second conversion happens anywhere.
public enum AudioFormat {
    public static let sampleRate = 48_000
    /// Stereo, interleaved left/right Float32 samples in -1…1.
    public static let channels = 2
}
