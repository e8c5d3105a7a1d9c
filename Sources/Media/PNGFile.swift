import CFFmpeg
import Foundation

/// PNG files through libavcodec's PNG encoder and decoder (the project already links
/// them; no second image library).
public enum PNGFile {
    /// Writes 8-bit RGBA pixels, rows `pitch` bytes apart, as a PNG file.
    public static func write(rgba: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int,
                             to path: String) throws(MediaError) {
        _ = quietFFmpegLogging
        try validateRGBA(count: rgba.count, width: width, height: height, pitch: pitch)
        guard let source = rgba.baseAddress else { throw .invalidBuffer(reason: "empty buffer") }
        guard let encoder = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw .encodeFailed(reason: "this FFmpeg has no PNG encoder")
        }
        let codec = try OwnedCodec(encoder)
        let frame = try OwnedFrame()
        let packet = try OwnedPacket()
        guard let ctx = codec.pointer, let f = frame.pointer, let pkt = packet.pointer else {
            throw .encodeFailed(reason: "out of memory")
        }
        ctx.pointee.width = Int32(width)
        ctx.pointee.height = Int32(height)
        ctx.pointee.pix_fmt = AV_PIX_FMT_RGBA
        ctx.pointee.time_base = AVRational(num: 1, den: 1)
        var ret = avcodec_open2(ctx, encoder, nil)
        guard ret >= 0 else { throw .encodeFailed(reason: "PNG encoder: \(ffmpegMessage(ret))") }

        f.pointee.width = Int32(width)
        f.pointee.height = Int32(height)
        f.pointee.format = AV_PIX_FMT_RGBA.rawValue
        ret = av_frame_get_buffer(f, 0)
        guard ret >= 0, let plane = planePointer(f, 0) else {
            throw .encodeFailed(reason: "PNG frame: \(ffmpegMessage(ret))")
        }
        copyRows(from: source, sourcePitch: pitch, to: plane, destinationPitch: planePitch(f, 0),
                 rowBytes: width * 4, rows: height)

        var bytes: [UInt8] = []
        ret = avcodec_send_frame(ctx, f)
        if ret >= 0 { ret = avcodec_send_frame(ctx, nil) }
        while ret >= 0 {
            ret = avcodec_receive_packet(ctx, pkt)
            guard ret >= 0 else { break }
            if let data = pkt.pointee.data {
                bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(pkt.pointee.size)))
            }
            av_packet_unref(pkt)
        }
        guard ret == averrorEOF, !bytes.isEmpty else {
            throw .encodeFailed(reason: "PNG encoder: \(ffmpegMessage(ret))")
        }
        try withBytes(of: bytes) { (raw) throws(MediaError) in try writeFile(raw, to: path) }
    }

    /// Convenience for a tightly packed (or `pitch`-spaced) byte array.
    public static func write(rgba: [UInt8], width: Int, height: Int, pitch: Int? = nil,
                             to path: String) throws(MediaError) {
        try withBytes(of: rgba) { (raw) throws(MediaError) in
            try write(rgba: raw, width: width, height: height, pitch: pitch ?? width * 4, to: path)
        }
    }

    /// Reads a PNG back as tightly packed 8-bit RGBA (any PNG colour type is converted).
    public static func read(path: String) throws(MediaError) -> (width: Int, height: Int, rgba: [UInt8]) {
        _ = quietFFmpegLogging
        guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw .cannotOpen(path: path, reason: "the file is empty or unreadable")
        }
        guard let decoder = avcodec_find_decoder(AV_CODEC_ID_PNG) else {
            throw .unsupportedCodec(path: path, name: "png")
        }
        let codec = try OwnedCodec(decoder)
        let frame = try OwnedFrame()
        let packet = try OwnedPacket()
        guard let ctx = codec.pointer, let f = frame.pointer, let pkt = packet.pointer else {
            throw .decodeFailed(reason: "out of memory")
        }
        var ret = avcodec_open2(ctx, decoder, nil)
        guard ret >= 0 else { throw .cannotOpen(path: path, reason: ffmpegMessage(ret)) }
        ret = av_new_packet(pkt, Int32(data.count))
        guard ret >= 0, let dst = pkt.pointee.data else { throw .decodeFailed(reason: ffmpegMessage(ret)) }
        data.copyBytes(to: dst, count: data.count)
        ret = avcodec_send_packet(ctx, pkt)
        if ret >= 0 { ret = avcodec_receive_frame(ctx, f) }
        guard ret >= 0 else { throw .cannotOpen(path: path, reason: "not a PNG: \(ffmpegMessage(ret))") }
        return try toRGBA(f)
    }

    private static func toRGBA(_ f: UnsafeMutablePointer<AVFrame>) throws(MediaError) -> (width: Int, height: Int, rgba: [UInt8]) {
        let width = Int(f.pointee.width), height = Int(f.pointee.height)
        try MediaLimits.check(width: width, height: height)
        var source = f
        let converted = try OwnedFrame()
        if f.pointee.format != AV_PIX_FMT_RGBA.rawValue {
            guard let out = converted.pointer else { throw .decodeFailed(reason: "out of memory") }
            let scaler = sws_getContext(f.pointee.width, f.pointee.height, AVPixelFormat(rawValue: f.pointee.format),
                                        f.pointee.width, f.pointee.height, AV_PIX_FMT_RGBA,
                                        CFFMPEG_SWS_CONVERT_FLAGS, nil, nil, nil)
            defer { sws_freeContext(scaler) }
            out.pointee.width = f.pointee.width
            out.pointee.height = f.pointee.height
            out.pointee.format = AV_PIX_FMT_RGBA.rawValue
            var ret: Int32 = scaler == nil ? cffmpeg_averror(EINVAL) : av_frame_get_buffer(out, 0)
            if ret >= 0 { ret = sws_scale_frame(scaler, out, f) }
            guard ret >= 0 else { throw .decodeFailed(reason: "PNG to RGBA: \(ffmpegMessage(ret))") }
            source = out
        }
        guard let plane = planePointer(source, 0) else { throw .decodeFailed(reason: "PNG has no pixels") }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let pitch = planePitch(source, 0)
        rgba.withUnsafeMutableBytes { dst in
            guard let base = dst.baseAddress else { return }
            copyRows(from: plane, sourcePitch: pitch, to: base, destinationPitch: width * 4,
                     rowBytes: width * 4, rows: height)
        }
        return (width, height, rgba)
    }
}
