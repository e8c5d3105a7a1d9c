/// Everything the media layer can report. Each description is one readable line that
/// names the thing (file, codec, size) and what went wrong, so the command line can
/// print it as is.
public enum MediaError: Error, CustomStringConvertible, Equatable, Sendable {
    case fileNotFound(path: String)
    case cannotOpen(path: String, reason: String)
    case noVideoStream(path: String)
    case unsupportedCodec(path: String, name: String)
    case invalidDimensions(width: Int, height: Int)
    case decodeFailed(reason: String)
    /// The file opens, but no picture comes out of it: damaged stream, missing sample
    /// data, a decoder that refuses it (the reason says which, truthfully).
    case undecodable(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case encodeFailed(reason: String)
    case invalidBuffer(reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "video file not found: \(path) (check the path)"
        case .cannotOpen(let path, let reason):
            return "cannot open \(path): \(reason)"
        case .noVideoStream(let path):
            return "no video stream in \(path) (is it an audio-only or non-media file?)"
        case .unsupportedCodec(let path, let name):
            return "unsupported video codec '\(name)' in \(path) (re-encode it, e.g. to H.264)"
        case .invalidDimensions(let width, let height):
            return "invalid video dimensions \(width)x\(height) (must be between 1x1 and \(MediaLimits.maxDimension)x\(MediaLimits.maxDimension))"
        case .decodeFailed(let reason):
            return "decoding failed: \(reason)"
        case .undecodable(let path, let reason):
            return "cannot play \(path): \(reason)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .encodeFailed(let reason):
            return "encoding failed: \(reason)"
        case .invalidBuffer(let reason):
            return "invalid pixel buffer: \(reason)"
        }
    }
}

/// Sizes beyond this are treated as corrupt headers rather than real video
/// (16384 is also the largest texture SDL renderers commonly accept).
public enum MediaLimits {
    public static let maxDimension = 16384

    static func check(width: Int, height: Int) throws(MediaError) {
        guard width > 0, height > 0, width <= maxDimension, height <= maxDimension else {
            throw .invalidDimensions(width: width, height: height)
        }
    }
}
