import CFFmpeg
import Foundation
import Synchronization
import Testing
import TestSupport
@testable import Media

/// Makes a file with the ffmpeg tool (or a run before made it: `TestInputs`); fails the
/// test with the command if ffmpeg fails.
func ffmpeg(_ arguments: [String]) throws {
    let made = try TestInputs.ffmpeg(["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + arguments)
    try #require(made, "ffmpeg \(arguments.joined(separator: " ")) failed")
}

let ffmpegEncoders: String = (try? runTool("ffmpeg", ["-hide_banner", "-encoders"]).output) ?? ""

func hasEncoder(_ name: String) -> Bool {
    ffmpegEncoders.split(separator: "\n").contains { $0.split(separator: " ").dropFirst().first == Substring(name) }
}

/// What `ffprobe -count_frames -show_streams -show_format` says about the first video
/// stream, read the way ffprobe reads it (libavformat's stream info, every frame decoded
/// and counted) in this process: an ffprobe child cost more loading its libraries than
/// probing a test file, and this code shares nothing with Media's.
struct Probe {
    var width = 0
    var height = 0
    var frames = 0
    var duration = 0.0
    /// av_display_rotation_get of the display matrix, as ffprobe prints it (counter-clockwise).
    var matrixRotation = 0
    var codec = ""
    var pixelFormat = ""

    /// Counting frames decodes them all: each file is probed once per test run.
    static func of(_ path: String) throws -> Probe {
        if let known = cache.withLock({ $0[path] }) { return known }
        let probe = try Probe(path)
        cache.withLock { $0[path] = probe }
        return probe
    }

    private static let cache = Mutex<[String: Probe]>([:])

    init(_ path: String) throws {
        var format: UnsafeMutablePointer<AVFormatContext>?
        try #require(avformat_open_input(&format, path, nil, nil) == 0, "libavformat cannot open \(path)")
        defer { avformat_close_input(&format) }
        let file = try #require(format)
        try #require(avformat_find_stream_info(file, nil) >= 0, "no stream info in \(path)")
        let streams = UnsafeBufferPointer(start: file.pointee.streams, count: Int(file.pointee.nb_streams))
        let stream = try #require(streams.compactMap { $0 }.first { $0.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO },
                                  "no video stream in \(path)")
        let parameters = stream.pointee.codecpar.pointee
        width = Int(parameters.width)
        height = Int(parameters.height)
        codec = String(cString: avcodec_get_name(parameters.codec_id))
        if let name = av_get_pix_fmt_name(AVPixelFormat(parameters.format)) { pixelFormat = String(cString: name) }
        if file.pointee.duration != CFFMPEG_AV_NOPTS_VALUE { duration = Double(file.pointee.duration) / Double(AV_TIME_BASE) }
        if let matrix = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, nil) {
            matrixRotation = Int(matrix.withMemoryRebound(to: Int32.self, capacity: 9) { av_display_rotation_get($0) })
        }
        frames = try Self.countFrames(file, stream)
    }

    /// Decodes the stream to its end, the decoder drained, as `-count_frames` does.
    private static func countFrames(_ file: UnsafeMutablePointer<AVFormatContext>,
                                    _ stream: UnsafeMutablePointer<AVStream>) throws -> Int {
        var decoder = avcodec_alloc_context3(avcodec_find_decoder(stream.pointee.codecpar.pointee.codec_id))
        defer { avcodec_free_context(&decoder) }
        try #require(decoder != nil && avcodec_parameters_to_context(decoder, stream.pointee.codecpar) >= 0
                     && avcodec_open2(decoder, nil, nil) == 0, "no decoder")
        var packet = av_packet_alloc(), frame = av_frame_alloc()
        defer { av_packet_free(&packet); av_frame_free(&frame) }
        var count = 0
        func receive() { while avcodec_receive_frame(decoder, frame) == 0 { count += 1; av_frame_unref(frame) } }
        while av_read_frame(file, packet) >= 0 {
            if packet?.pointee.stream_index == stream.pointee.index, avcodec_send_packet(decoder, packet) >= 0 { receive() }
            av_packet_unref(packet)
        }
        avcodec_send_packet(decoder, nil)
        receive()
        return count
    }
}

/// A fresh directory for one test, removed when the test drops it.
final class TempDir {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("media-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// The committed sample videos, found from this file's location.
func samplePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/videos/\(name)").path
}

/// Every frame of a non-looping source, in order.
func decodeAll(_ source: VideoSource, limit: Int = 100_000) -> [VideoFrame] {
    var frames: [VideoFrame] = []
    while frames.count < limit, let frame = source.nextFrameBlocking() { frames.append(frame) }
    return frames
}

/// Y, U, V at a pixel of a decoded frame.
func yuv(_ frame: VideoFrame, x: Int, y: Int) -> (y: Int, u: Int, v: Int) {
    (Int(frame.plane(0)[y * Int(frame.pitch(0)) + x]),
     Int(frame.plane(1)[(y / 2) * Int(frame.pitch(1)) + x / 2]),
     Int(frame.plane(2)[(y / 2) * Int(frame.pitch(2)) + x / 2]))
}

/// BT.601 limited-range YUV of pure colours, as FFmpeg's colour sources make them.
enum Colour {
    static let red = (y: 81, u: 90, v: 240)
    static let green = (y: 145, u: 54, v: 34)
    static let blue = (y: 41, u: 240, v: 110)
    static let yellow = (y: 210, u: 16, v: 146)
}

func close(_ a: (y: Int, u: Int, v: Int), _ b: (y: Int, u: Int, v: Int), tolerance: Int = 12) -> Bool {
    abs(a.y - b.y) <= tolerance && abs(a.u - b.u) <= tolerance && abs(a.v - b.v) <= tolerance
}

/// Open file descriptors of this process.
func openFileDescriptors() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
}

/// Threads of this process.
func threadCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
}

/// Two files expected to be the same, byte for byte: nil when they are, else what tells
/// the difference apart — the sizes, the first differing byte and the MP4 box holding it
/// (`moov/trak/…` is the index, `mdat` the coded pictures and sound) — and where both
/// files were kept for a look (an intermittent difference cannot be made again at will).
func byteDifference(_ path: String, _ reference: String, keep: Bool = true) throws -> String? {
    let ours = try Data(contentsOf: URL(fileURLWithPath: path))
    let theirs = try Data(contentsOf: URL(fileURLWithPath: reference))
    if ours == theirs { return nil }
    let first = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, theirs.count)
    let difference = "\(ours.count) bytes vs \(theirs.count), first difference at byte \(first) in \(mp4Box(at: first, in: theirs))"
    guard keep else { return difference }
    let kept = FileManager.default.temporaryDirectory.appendingPathComponent("media-tests-kept-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
    for file in [path, reference] {
        try? FileManager.default.copyItem(atPath: file, toPath: kept.appendingPathComponent((file as NSString).lastPathComponent).path)
    }
    return difference + "; both kept in \(kept.path)"
}

/// The path of nested MP4 boxes holding byte `offset` (e.g. "moov/trak/mdia"), as far
/// down as the boxes that hold only boxes go.
func mp4Box(at offset: Int, in data: Data) -> String {
    let containers: Set<String> = ["moov", "trak", "mdia", "minf", "stbl", "edts", "udta", "dinf"]
    var path: [String] = []
    var start = 0, end = data.count
    while start + 8 <= end {
        let size = data[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        let name = String(decoding: data[start + 4..<start + 8], as: UTF8.self)
        guard size >= 8, start + size <= end else { break }
        if offset < start + size {
            path.append(name)
            guard containers.contains(name) else { break }
            (start, end) = (start + 8, start + size)
        } else {
            start += size
        }
    }
    return path.isEmpty ? "no box" : path.joined(separator: "/")
}
