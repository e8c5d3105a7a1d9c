import Foundation
import Media
import Testing

@testable import Sandbox

/// `record` encodes on a thread of its own while the next frame renders: the file must be
/// the one a plain writer makes, frame for frame, in order.
@Suite("Encoding on a thread of its own")
struct EncoderThreadTests {
    /// A grey picture of luma level `level` (0…255).
    func grey(_ level: UInt8, width: Int = 64, height: Int = 48) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { (pixels[i], pixels[i + 1], pixels[i + 2]) = (level, level, level) }
        return pixels
    }

    /// The mean luma of each frame of the file, in order.
    func lumas(_ path: String) throws -> [Int] {
        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        var out: [Int] = []
        while let frame = source.nextFrameBlocking() {
            let luma = frame.lumaBytes()
            out.append(luma.reduce(0) { $0 + Int($1) } / max(1, luma.count))
        }
        return out
    }

    @Test("Frames and repeats come out in the order they went in, all of them")
    func order() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("encoder-\(UUID()).mp4").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = EncoderThread(try MP4Writer(path: path, width: 64, height: 48, fps: 30))
        let levels: [UInt8] = [0, 255, 128, 0, 255, 64, 192, 32, 224, 96]
        for level in levels {
            try encoder.append(grey(level), width: 64, height: 48)
            try encoder.repeatLastFrame()
        }
        #expect(encoder.framesQueued == 2 * levels.count)
        try encoder.finish()
        // Each picture is encoded once (a repeat stretches its duration), and the last once
        // more so the file lasts as long as the recording.
        let expected = (levels + [levels.last!]).map { 16 + Int($0) * 219 / 255 }  // limited-range luma
        let seen = try lumas(path)
        #expect(seen.count == expected.count)
        for (got, want) in zip(seen, expected) { #expect(abs(got - want) <= 4, "\(seen)") }
    }

    @Test("A repeat before any frame is the writer's error, at once")
    func repeatFirst() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("encoder-\(UUID()).mp4").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = EncoderThread(try MP4Writer(path: path, width: 64, height: 48, fps: 30))
        #expect(throws: MediaError.self) { try encoder.repeatLastFrame() }
        try encoder.append(grey(10), width: 64, height: 48)
        try encoder.finish()
        #expect(throws: MediaError.self) { try encoder.append(grey(10), width: 64, height: 48) }
    }
}
