import CFFmpeg

/// Converts decoded frames to RGBA at the size they are drawn (swscale, bilinear), with
/// the matrix the frame asks for (`PictureColour`, as a renderer's YUV texture uses).
/// For SDL's software renderer, which would convert a YUV texture in full and then
/// stretch it: for a 1080p frame drawn 720×405 that is 2.1–2.4 ms of CPU a frame against
/// 1.4–1.5 ms for this one conversion at the drawn size (measured side by side).
public final class FrameScaler {
    private var context: OpaquePointer?
    private var buffer: [UInt8] = []
    /// The matrix `context` converts with.
    private var contextColour = PictureColour.bt601
    private var contextKey: [Int] = []

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
        // sws_getCachedContext makes a new context when any of these change (its address
        // may be the old one's, freed just before).
        let key = [frame.width, frame.height, Int(frame.format.avFormat.rawValue), width, height]
        if key != contextKey { contextColour = .bt601 }
        contextKey = key
        context = sws_getCachedContext(context, Int32(frame.width), Int32(frame.height), frame.format.avFormat,
                                       Int32(width), Int32(height), AV_PIX_FMT_RGBA,
                                       CFFMPEG_SWS_BILINEAR, nil, nil, nil)
        guard let context else { return false }
        // A new context starts at swscale's default, BT.601 limited range: told otherwise
        // when the frame asks for another (setting it builds tables: not every frame).
        let colour = frame.format.isYUV ? frame.colour : .bt601
        if colour != contextColour {
            let table = sws_getCoefficients(colour.swsColorspace)
            sws_setColorspaceDetails(context, table, colour == .jpeg ? 1 : 0, table, 1, 0, 1 << 16, 1 << 16)
            contextColour = colour
        }
        let count = frame.format.planeCount
        var source: [UnsafePointer<UInt8>?] = (0..<4).map { $0 < count ? frame.plane($0) : nil }
        var sourcePitches: [Int32] = (0..<4).map { $0 < count ? frame.pitch($0) : 0 }
        var destination: [UnsafeMutablePointer<UInt8>?] = [pixels.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
        var destinationPitches: [Int32] = [Int32(pitch), 0, 0, 0]
        return sws_scale(context, &source, &sourcePitches, 0, Int32(frame.height), &destination, &destinationPitches) > 0
    }
}
