import CFFmpeg
import Foundation

/// Checks that an RGBA buffer really holds `height` rows of `width` pixels at `pitch`
/// bytes apart, so a caller's mistake becomes an error instead of an out-of-bounds read.
func validateRGBA(count: Int, width: Int, height: Int, pitch: Int) throws(MediaError) {
    try MediaLimits.check(width: width, height: height)
    guard pitch >= width * 4 else {
        throw .invalidBuffer(reason: "pitch \(pitch) is less than width×4 = \(width * 4)")
    }
    let needed = pitch * (height - 1) + width * 4
    guard count >= needed else {
        throw .invalidBuffer(reason: "\(count) bytes given, \(width)x\(height) at pitch \(pitch) needs \(needed)")
    }
}

/// Pointer to plane `index` of an AVFrame (its `data` is a C array, a tuple in Swift).
func planePointer(_ frame: UnsafeMutablePointer<AVFrame>, _ index: Int) -> UnsafeMutablePointer<UInt8>? {
    withUnsafeBytes(of: frame.pointee.data) {
        $0.load(fromByteOffset: index * MemoryLayout<UnsafeMutablePointer<UInt8>?>.stride,
                as: UnsafeMutablePointer<UInt8>?.self)
    }
}

func planePitch(_ frame: UnsafeMutablePointer<AVFrame>, _ index: Int) -> Int {
    Int(withUnsafeBytes(of: frame.pointee.linesize) { $0.load(fromByteOffset: index * 4, as: Int32.self) })
}

/// Copies `rows` rows of `rowBytes` between buffers of different pitches.
func copyRows(from source: UnsafeRawPointer, sourcePitch: Int, to destination: UnsafeMutableRawPointer,
              destinationPitch: Int, rowBytes: Int, rows: Int) {
    for row in 0..<rows {
        (destination + row * destinationPitch).copyMemory(from: source + row * sourcePitch, byteCount: rowBytes)
    }
}

/// Writes bytes to a file, mapping failure to `cannotWrite` with the system's reason.
func writeFile(_ bytes: UnsafeRawBufferPointer, to path: String) throws(MediaError) {
    guard let file = fopen(path, "wb") else {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    let written = bytes.isEmpty ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, file)
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
}

/// Owns an AVFrame for the length of a scope (PNG and MP4 code paths).
final class OwnedFrame {
    var pointer: UnsafeMutablePointer<AVFrame>?
    init() throws(MediaError) {
        guard let frame = av_frame_alloc() else { throw .encodeFailed(reason: "out of memory") }
        pointer = frame
    }
    deinit { av_frame_free(&pointer) }
}

/// Owns an AVPacket likewise.
final class OwnedPacket {
    var pointer: UnsafeMutablePointer<AVPacket>?
    init() throws(MediaError) {
        guard let packet = av_packet_alloc() else { throw .encodeFailed(reason: "out of memory") }
        pointer = packet
    }
    deinit { av_packet_free(&pointer) }
}

/// Owns an AVCodecContext likewise.
final class OwnedCodec {
    var pointer: UnsafeMutablePointer<AVCodecContext>?
    init(_ codec: UnsafePointer<AVCodec>) throws(MediaError) {
        guard let ctx = avcodec_alloc_context3(codec) else { throw .encodeFailed(reason: "out of memory") }
        pointer = ctx
    }
    deinit { avcodec_free_context(&pointer) }
}

/// `Array.withUnsafeBytes` is only `rethrows` (untyped): this keeps `MediaError` typed.
func withBytes<R>(of array: [UInt8], _ body: (UnsafeRawBufferPointer) throws(MediaError) -> R) throws(MediaError) -> R {
    let result: Result<R, MediaError> = array.withUnsafeBytes { raw in
        do throws(MediaError) { return .success(try body(raw)) } catch { return .failure(error) }
    }
    return try result.get()
}
