import CFFmpeg
import Foundation

/// FFmpeg's message for an error code (av_strerror), e.g. "Invalid data found when processing input".
func ffmpegMessage(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    let count = buffer.count
    buffer.withUnsafeMutableBufferPointer { cffmpeg_strerror(code, $0.baseAddress, count) }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
}

let averrorEOF = CFFMPEG_AVERROR_EOF
let averrorEAGAIN = CFFMPEG_AVERROR_EAGAIN
let avNoPTS = CFFMPEG_AV_NOPTS_VALUE

extension AVRational {
    /// The rational as a Double; 0 for an undefined (x/0) rational.
    var seconds: Double { den == 0 ? 0 : Double(num) / Double(den) }
}

/// Quiet FFmpeg's own stderr logging: errors reach the user as MediaError lines instead
/// (a truncated file would otherwise print hundreds of decoder complaints).
/// MEDIA_FFMPEG_LOG=1 keeps FFmpeg's warnings for debugging. Done once.
let quietFFmpegLogging: Void = {
    let verbose = ProcessInfo.processInfo.environment["MEDIA_FFMPEG_LOG"] == "1"
    av_log_set_level(verbose ? AV_LOG_WARNING : AV_LOG_QUIET)
}()
