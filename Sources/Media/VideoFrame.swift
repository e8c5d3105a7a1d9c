import CFFmpeg

/// One decoded picture, owning its AVFrame (freed in deinit), in a layout a renderer
/// takes as it is (`format`): the decoder's own buffers, converted only when no texture
/// has its layout (on the decode thread, `PictureOutput`).
///
/// `@unchecked Sendable` because the AVFrame pointer is not Sendable to the compiler, yet
/// the frame is immutable after the decode thread hands it over: the decoder moves the
/// reference in (`av_frame_move_ref`) and never touches it again, readers only read the
/// planes, and the refcounted buffers are released exactly once, in deinit.
public final class VideoFrame: @unchecked Sendable {
    private var frame: UnsafeMutablePointer<AVFrame>?

    /// Increases by one per decoded frame of a source (across loops and restarts): a
    /// renderer that has uploaded serial N does not need to upload N again.
    public let serial: Int
    /// Presentation time on the caller's clock in seconds (loops continue the timeline:
    /// the second pass of a 10 s clip starts at 10).
    public let pts: Double
    /// Presentation time inside the file, in seconds from the stream's start.
    public let streamTime: Double
    /// Which pass through the file produced this frame (0 for the first).
    public let pass: Int
    public let width: Int
    public let height: Int
    /// How its planes lie (`plane(_:)`, `pitch(_:)`).
    public let format: PictureFormat
    /// The matrix and range its YUV turns into RGB with.
    public let colour: PictureColour
    /// The first frame of its pass: it also stands for the time before its own pts.
    let isPassStart: Bool

    /// Takes ownership of `frame`, whose layout must be `format`'s with positive pitches.
    init(taking frame: UnsafeMutablePointer<AVFrame>, format: PictureFormat, serial: Int, pts: Double,
         streamTime: Double, pass: Int, isPassStart: Bool) {
        self.frame = frame
        self.format = format
        colour = PictureColour.of(AVPixelFormat(rawValue: frame.pointee.format), range: frame.pointee.color_range,
                                  space: frame.pointee.colorspace)
        self.isPassStart = isPassStart
        self.serial = serial
        self.pts = pts
        self.streamTime = streamTime
        self.pass = pass
        self.width = Int(frame.pointee.width)
        self.height = Int(frame.pointee.height)
    }

    deinit {
        av_frame_free(&frame)
    }

    /// Plane `index` (0 up to the format's planes), valid while this object is alive:
    /// `format.rows(plane:height:)` rows `pitch(index)` bytes apart.
    public func plane(_ index: Int) -> UnsafePointer<UInt8> {
        // The frame is never nil while self is alive (only deinit clears it), and the
        // decoder fills every plane of its format.
        let data = frame.map { Self.dataPointer($0, index) } ?? nil
        return UnsafePointer(data ?? Self.emptyPlane)
    }

    /// Bytes from one row of plane `index` to the next (never negative: such pictures
    /// are converted on the decode thread).
    public func pitch(_ index: Int) -> Int32 {
        guard let frame else { return 0 }
        return withUnsafeBytes(of: frame.pointee.linesize) { $0.load(fromByteOffset: index * 4, as: Int32.self) }
    }

    /// The AVFrame, for Media's own readers (swscale); never freed by them.
    var avFrame: UnsafePointer<AVFrame>? { frame.map { UnsafePointer($0) } }

    private static func dataPointer(_ frame: UnsafeMutablePointer<AVFrame>, _ index: Int) -> UnsafeMutablePointer<UInt8>? {
        withUnsafeBytes(of: frame.pointee.data) {
            $0.load(fromByteOffset: index * MemoryLayout<UnsafeMutablePointer<UInt8>?>.stride,
                    as: UnsafeMutablePointer<UInt8>?.self)
        }
    }

    /// A byte to point at if a plane were ever missing, so readers never get a null pointer.
    nonisolated(unsafe) private static let emptyPlane = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)

    /// Copies plane `index` into a tight array (tools and tests; not for the render path).
    public func planeBytes(_ index: Int) -> [UInt8] {
        let width = format.rowBytes(plane: index, width: self.width), height = format.rows(plane: index, height: self.height)
        let base = plane(index), pitch = Int(pitch(index))
        var out = [UInt8](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { dst in
            guard let d = dst.baseAddress else { return }
            for row in 0..<height { (d + row * width).update(from: base + row * pitch, count: width) }
        }
        return out
    }
}
