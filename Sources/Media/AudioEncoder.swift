import CFFmpeg
import Foundation

/// The sound track of an MP4Writer: FFmpeg's native AAC encoder (always built in, no
/// external library) at 48 kHz stereo, fed interleaved Float32 (`AudioFormat`) in any
/// amounts and encoded in the encoder's 1024-frame blocks. Packets go back to the
/// writer, which interleaves them with the picture's.
final class AudioEncoder {
    static let bitRate: Int64 = 128_000
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private let frame: OwnedFrame
    /// Interleaved samples waiting for a whole block.
    private var pending: [Float] = []
    /// Frames sent to the encoder so far: the next block's pts (time base 1/48000).
    private(set) var framesSent: Int64 = 0
    private let blockFrames: Int

    var context: UnsafeMutablePointer<AVCodecContext>? { codec }

    init(needsGlobalHeader: Bool) throws(MediaError) {
        guard let encoder = avcodec_find_encoder_by_name("aac") else {
            throw .encodeFailed(reason: "no AAC encoder in this FFmpeg")
        }
        frame = try OwnedFrame()
        guard let ctx = avcodec_alloc_context3(encoder) else { throw .encodeFailed(reason: "out of memory") }
        codec = ctx
        ctx.pointee.sample_fmt = AV_SAMPLE_FMT_FLTP
        ctx.pointee.sample_rate = Int32(AudioFormat.sampleRate)
        av_channel_layout_default(&ctx.pointee.ch_layout, Int32(AudioFormat.channels))
        ctx.pointee.bit_rate = Self.bitRate
        ctx.pointee.time_base = AVRational(num: 1, den: Int32(AudioFormat.sampleRate))
        if needsGlobalHeader { ctx.pointee.flags |= CFFMPEG_AV_CODEC_FLAG_GLOBAL_HEADER }
        let ret = avcodec_open2(ctx, encoder, nil)
        guard ret >= 0 else { throw .encodeFailed(reason: "aac: \(ffmpegMessage(ret))") }
        blockFrames = ctx.pointee.frame_size > 0 ? Int(ctx.pointee.frame_size) : 1024
    }

    deinit { avcodec_free_context(&codec) }

    /// Takes interleaved stereo frames; encodes every whole block, handing packets to `write`.
    func append(_ samples: UnsafeBufferPointer<Float>,
                write: (UnsafeMutablePointer<AVPacket>) throws(MediaError) -> Void,
                packet: UnsafeMutablePointer<AVPacket>) throws(MediaError) {
        pending.append(contentsOf: samples)
        let blockSamples = blockFrames * AudioFormat.channels
        var used = 0
        while pending.count - used >= blockSamples {
            try encodeBlock(from: used, frames: blockFrames, write: write, packet: packet)
            used += blockSamples
        }
        if used > 0 { pending.removeFirst(used) }
    }

    /// What is left (a short last block), then the encoder's delayed packets.
    func finish(write: (UnsafeMutablePointer<AVPacket>) throws(MediaError) -> Void,
                packet: UnsafeMutablePointer<AVPacket>) throws(MediaError) {
        let left = pending.count / AudioFormat.channels
        if left > 0 { try encodeBlock(from: 0, frames: left, write: write, packet: packet) }
        pending.removeAll()
        try send(nil, write: write, packet: packet)
    }

    /// One block, deinterleaved into the encoder's planar layout.
    private func encodeBlock(from start: Int, frames: Int,
                             write: (UnsafeMutablePointer<AVPacket>) throws(MediaError) -> Void,
                             packet: UnsafeMutablePointer<AVPacket>) throws(MediaError) {
        guard let f = frame.pointer, let ctx = codec else { throw .encodeFailed(reason: "aac: closed") }
        av_frame_unref(f)
        f.pointee.nb_samples = Int32(frames)
        f.pointee.format = AV_SAMPLE_FMT_FLTP.rawValue
        f.pointee.sample_rate = ctx.pointee.sample_rate
        var ret = av_channel_layout_copy(&f.pointee.ch_layout, &ctx.pointee.ch_layout)
        if ret >= 0 { ret = av_frame_get_buffer(f, 0) }
        guard ret >= 0 else { throw .encodeFailed(reason: "aac: \(ffmpegMessage(ret))") }
        pending.withUnsafeBufferPointer { source in
            for channel in 0..<AudioFormat.channels {
                guard let plane = planePointer(f, channel) else { continue }
                let out = UnsafeMutableRawPointer(plane).assumingMemoryBound(to: Float.self)
                for i in 0..<frames { out[i] = source[start + i * AudioFormat.channels + channel] }
            }
        }
        f.pointee.pts = framesSent
        framesSent += Int64(frames)
        try send(f, write: write, packet: packet)
    }

    private func send(_ f: UnsafeMutablePointer<AVFrame>?,
                      write: (UnsafeMutablePointer<AVPacket>) throws(MediaError) -> Void,
                      packet: UnsafeMutablePointer<AVPacket>) throws(MediaError) {
        guard let ctx = codec else { throw .encodeFailed(reason: "aac: closed") }
        var ret = avcodec_send_frame(ctx, f)
        guard ret >= 0 else { throw .encodeFailed(reason: "aac: \(ffmpegMessage(ret))") }
        while true {
            ret = avcodec_receive_packet(ctx, packet)
            if ret == averrorEAGAIN || ret == averrorEOF { return }
            guard ret >= 0 else { throw .encodeFailed(reason: "aac: \(ffmpegMessage(ret))") }
            try write(packet)
        }
    }
}
