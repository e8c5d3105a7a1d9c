import CFFmpeg

/// Converts decoded frames to RGBA at the size they are drawn (swscale, bilinear). For
/// renderers that do their pixel work on the CPU: converting a 1080p frame in full only
/// to shrink it to a 300-pixel player costs more than decoding it.
public final class FrameScaler {
    private var context: OpaquePointer?
    private var buffer: [UInt8] = []

    public init() {}

    deinit { sws_freeContext(context) }

    /// Calls `body` with `frame` as RGBA bytes (R, G, B, A), `width`×`height`, rows
    /// `width`×4 bytes apart; valid during the call. False if swscale refused the sizes.
    @discardableResult
    public func convert(_ frame: VideoFrame, width: Int, height: Int,
                        _ body: (UnsafeRawPointer, Int) -> Void) -> Bool {
        guard width > 0, height > 0 else { return false }
        if buffer.count != width * height * 4 { buffer = [UInt8](repeating: 0, count: width * height * 4) }
        return buffer.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress, convert(frame, width: width, height: height, into: base, pitch: width * 4)
            else { return false }
            body(UnsafeRawPointer(base), width * 4)
            return true
        }
    }

    /// Writes `frame` as RGBA into `pixels`: `height` rows `pitch` bytes apart (at least
    /// `width`×4), such as a locked streaming texture's, which saves copying the picture
    /// once more. The same bytes as the other `convert`. False if swscale refused the sizes.
    @discardableResult
    public func convert(_ frame: VideoFrame, width: Int, height: Int,
                        into pixels: UnsafeMutableRawPointer, pitch: Int) -> Bool {
        guard width > 0, height > 0, pitch >= width * 4, frame.width > 0, frame.height > 0 else { return false }
        context = sws_getCachedContext(context, Int32(frame.width), Int32(frame.height), AV_PIX_FMT_YUV420P,
                                       Int32(width), Int32(height), AV_PIX_FMT_RGBA,
                                       CFFMPEG_SWS_BILINEAR, nil, nil, nil)
        guard let context else { return false }
        var source: [UnsafePointer<UInt8>?] = [frame.y, frame.u, frame.v, nil]
        var sourcePitches: [Int32] = [frame.yPitch, frame.uPitch, frame.vPitch, 0]
        var destination: [UnsafeMutablePointer<UInt8>?] = [pixels.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
        var destinationPitches: [Int32] = [Int32(pitch), 0, 0, 0]
        return sws_scale(context, &source, &sourcePitches, 0, Int32(frame.height), &destination, &destinationPitches) > 0
    }
}
