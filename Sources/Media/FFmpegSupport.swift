import CFFmpeg

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

/// Quiet FFmpeg's own stderr logging: errors reach the user as MediaError lines instead.
/// Done once; av_log_set_level is a plain global store.
let quietFFmpegLogging: Void = {
    av_log_set_level(AV_LOG_QUIET)
}()
