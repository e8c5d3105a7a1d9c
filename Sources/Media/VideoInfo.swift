import CFFmpeg

/// What the caller may know about a video before any frame is decoded.
struct VideoInfo: Sendable {
    var width = 0
    var height = 0
    var duration = 0.0
    var frameRate = 0.0
    var rotationDegrees = 0
    var codecName = ""
    /// Packets the container's index lists for the stream (0 when it does not say).
    var packetCount = 0
    /// Seconds from the start where the file's data ends, when its index lists samples
    /// past the end of the file (a copy cut short); nil when it is whole or has no index.
    var dataEnd: Double?

    init() {}

    init(format: UnsafeMutablePointer<AVFormatContext>, stream: UnsafeMutablePointer<AVStream>,
         width: Int, height: Int, codecName: String) {
        self.width = width
        self.height = height
        self.codecName = codecName
        if format.pointee.duration != avNoPTS, format.pointee.duration > 0 {
            duration = Double(format.pointee.duration) / Double(AV_TIME_BASE)
        } else if stream.pointee.duration != avNoPTS, stream.pointee.duration > 0 {
            duration = Double(stream.pointee.duration) * stream.pointee.time_base.seconds
        }
        frameRate = av_guess_frame_rate(format, stream, nil).seconds
        rotationDegrees = Int(cffmpeg_stream_rotation(stream))
        packetCount = max(0, Int(stream.pointee.nb_frames))
        dataEnd = Self.dataEnd(format: format, stream: stream)
    }

    /// The first sample the index places beyond the file's last byte: where playback
    /// will run out of data, found without decoding anything.
    private static func dataEnd(format: UnsafeMutablePointer<AVFormatContext>, stream: UnsafeMutablePointer<AVStream>) -> Double? {
        let size = format.pointee.pb.map { avio_size($0) } ?? -1
        let count = avformat_index_get_entries_count(stream)
        guard size > 0, count > 0 else { return nil }
        var missing: Int64?
        for index in 0..<count {
            guard let entry = avformat_index_get_entry(stream, index) else { continue }
            if entry.pointee.pos + Int64(entry.pointee.size) > size {
                missing = min(missing ?? entry.pointee.timestamp, entry.pointee.timestamp)
            }
        }
        guard let missing else { return nil }
        let start = stream.pointee.start_time == avNoPTS ? 0 : stream.pointee.start_time
        return max(0, Double(missing - start) * stream.pointee.time_base.seconds)
    }
}

/// A codec tag as its four characters ("avc1"), non-printable bytes as '?'.
func fourCC(_ tag: UInt32) -> String {
    let bytes = (0..<4).map { UInt8((tag >> (8 * UInt32($0))) & 0xFF) }
    return String(decoding: bytes.map { (32...126).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
}
