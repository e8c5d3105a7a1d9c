import Foundation
import Testing
@testable import Media

@Suite("PNG and MP4 writers")
struct WriterTests {
    /// A pattern where every byte differs from its neighbours, alpha included.
    static func pattern(width: Int, height: Int, pitch: Int, seed: Int = 0) -> [UInt8] {
        var bytes = [UInt8](repeating: 0xEE, count: pitch * height)   // 0xEE = padding
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<4 { bytes[y * pitch + x * 4 + c] = UInt8(truncatingIfNeeded: x * 7 + y * 13 + c * 61 + seed) }
            }
        }
        return bytes
    }

    @Test("PNG round trip: odd size, padded pitch, alpha — pixels equal after reading back")
    func pngRoundTrip() throws {
        let dir = try TempDir()
        let (w, h, pitch) = (37, 23, 37 * 4 + 12)
        let pixels = Self.pattern(width: w, height: h, pitch: pitch)
        let path = dir.path("round.png")
        try PNGFile.write(rgba: pixels, width: w, height: h, pitch: pitch, to: path)
        let back = try PNGFile.read(path: path)
        #expect(back.width == w && back.height == h)
        #expect(back.rgba == Self.pattern(width: w, height: h, pitch: w * 4))
        // ffprobe agrees it is an RGBA PNG of that size.
        let probe = try Probe(path)
        #expect(probe.codec == "png" && probe.width == w && probe.height == h && probe.pixelFormat == "rgba")
    }

    @Test("PNG write from a raw buffer pointer")
    func pngFromPointer() throws {
        let dir = try TempDir()
        let pixels = Self.pattern(width: 8, height: 8, pitch: 32, seed: 5)
        let path = dir.path("raw.png")
        try pixels.withUnsafeBytes { raw in try PNGFile.write(rgba: raw, width: 8, height: 8, pitch: 32, to: path) }
        #expect(try PNGFile.read(path: path).rgba == pixels)
    }

    @Test("PNG read converts other colour types (rgb24 from ffmpeg) to RGBA")
    func pngReadRGB() throws {
        let dir = try TempDir()
        let path = dir.path("rgb.png")
        // format=rgb24 inside the source graph: the colour never passes through YUV.
        try ffmpeg(["-f", "lavfi", "-i", "color=c=0x3366CC:s=16x10,format=rgb24", "-frames:v", "1", path])
        #expect(try Probe(path).pixelFormat == "rgb24")
        let image = try PNGFile.read(path: path)
        #expect(image.width == 16 && image.height == 10 && image.rgba.count == 16 * 10 * 4)
        #expect(Array(image.rgba.prefix(4)) == [0x33, 0x66, 0xCC, 0xFF])
    }

    @Test("MP4 round trip: N frames written, N decoded, right size and timing", arguments: [MP4Writer.Encoder.automatic, .mpeg4])
    func mp4RoundTrip(encoder: MP4Writer.Encoder) throws {
        let dir = try TempDir()
        let path = dir.path("out.mp4")
        let (w, h, n, fps) = (320, 240, 45, 30)
        let writer = try MP4Writer(path: path, width: w, height: h, fps: fps, encoder: encoder)
        #expect(writer.encoderName == (encoder == .mpeg4 ? "mpeg4" : hasEncoder("libx264") ? "libx264" : "mpeg4"))
        for i in 0..<n {
            // Solid red with a white bar that moves: motion for the encoder, colour to check.
            var pixels = [UInt8](repeating: 0, count: w * h * 4)
            for p in stride(from: 0, to: pixels.count, by: 4) { pixels[p] = 255; pixels[p + 3] = 255 }
            for y in 0..<h { for x in (i * 4)..<(i * 4 + 8) { for c in 0..<3 { pixels[(y * w + x) * 4 + c] = 255 } } }
            try writer.append(rgba: pixels)
        }
        try writer.finish()
        try writer.finish()   // idempotent
        #expect(writer.framesWritten == n)

        let probe = try Probe(path)
        #expect(probe.frames == n && probe.width == w && probe.height == h)
        #expect(probe.codec == (writer.encoderName == "libx264" ? "h264" : "mpeg4"))
        #expect(probe.pixelFormat == "yuv420p")
        #expect(abs(probe.duration - Double(n) / Double(fps)) < 0.05)

        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        let frames = decodeAll(source)
        #expect(frames.count == n)
        #expect(frames.allSatisfy { $0.width == w && $0.height == h })
        for (i, frame) in frames.enumerated() { #expect(abs(frame.pts - Double(i) / Double(fps)) < 0.002) }
        let last = try #require(frames.last)
        #expect(close(yuv(last, x: w - 10, y: h / 2), Colour.red))
    }

    @Test("MP4 odd size is cropped to even; padded pitch is honoured")
    func mp4OddSize() throws {
        let dir = try TempDir()
        let path = dir.path("odd.mp4")
        let (w, h, pitch) = (321, 241, 321 * 4 + 60)
        let writer = try MP4Writer(path: path, width: w, height: h, fps: 25)
        #expect(writer.width == 320 && writer.height == 240)
        let pixels = Self.pattern(width: w, height: h, pitch: pitch)
        for _ in 0..<5 { try writer.append(rgba: pixels, pitch: pitch) }
        try writer.finish()
        let probe = try Probe(path)
        #expect(probe.width == 320 && probe.height == 240 && probe.frames == 5)
    }

    @Test("MP4 frames of another size (a resized window) are scaled to fit, with black bars")
    func mp4OtherSizes() throws {
        let dir = try TempDir()
        let path = dir.path("resized.mp4")
        let writer = try MP4Writer(path: path, width: 320, height: 240, fps: 25)
        // All white, so the bars are the only dark pixels.
        let white = { (w: Int, h: Int) in [UInt8](repeating: 255, count: w * h * 4) }
        try writer.append(rgba: white(320, 240), width: 320, height: 240)
        try writer.append(rgba: white(640, 240), width: 640, height: 240)  // wider: bars above and below
        try writer.append(rgba: white(101, 300), width: 101, height: 300)  // taller, odd: bars left and right
        try writer.finish()
        let probe = try Probe(path)
        #expect(probe.width == 320 && probe.height == 240 && probe.frames == 3)
        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        let frames = decodeAll(source)
        try #require(frames.count == 3)
        #expect(yuv(frames[0], x: 160, y: 5).y > 200)
        #expect(yuv(frames[1], x: 160, y: 5).y < 40 && yuv(frames[1], x: 160, y: 120).y > 200)
        #expect(yuv(frames[2], x: 5, y: 120).y < 40 && yuv(frames[2], x: 160, y: 120).y > 200)
        #expect(throws: MediaError.self) { try writer.append(rgba: white(10, 10), width: 10, height: 10) }
    }

    @Test("MP4 writer dropped without finish still leaves a playable file")
    func mp4FinishedByDeinit() throws {
        let dir = try TempDir()
        let path = dir.path("dropped.mp4")
        do {
            let writer = try MP4Writer(path: path, width: 64, height: 48, fps: 10)
            for _ in 0..<7 { try writer.append(rgba: [UInt8](repeating: 128, count: 64 * 48 * 4)) }
        }
        #expect(try Probe(path).frames == 7)
    }

    @Test("MP4 repeated frames cost no encoding, keep the timeline, and last until the end", arguments: [MP4Writer.Encoder.automatic, .mpeg4])
    func mp4RepeatedFrames(encoder: MP4Writer.Encoder) throws {
        let dir = try TempDir()
        let path = dir.path("held.mp4")
        let (w, h) = (64, 48)
        func solid(_ value: UInt8) -> [UInt8] { [UInt8](repeating: value, count: w * h * 4) }
        let writer = try MP4Writer(path: path, width: w, height: h, fps: 30, encoder: encoder)
        #expect(throws: MediaError.self) { try writer.repeatLastFrame() }  // nothing to repeat yet
        try writer.append(rgba: solid(20))
        for _ in 0..<299 { try writer.repeatLastFrame() }  // dark until 10 s
        try writer.append(rgba: solid(230))
        for _ in 0..<149 { try writer.repeatLastFrame() }  // light until 15 s
        #expect(writer.framesWritten == 450 && writer.framesEncoded == 2)
        try writer.finish()
        #expect(throws: MediaError.self) { try writer.repeatLastFrame() }
        let probe = try Probe(path)
        #expect(abs(probe.duration - 15) < 0.05, "\(probe.duration) s")
        #expect(probe.frames == 3)  // the two pictures, the light one again at the end
        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        let dark = try #require(source.frameBlocking(at: 9.9)), light = try #require(source.frameBlocking(at: 10.0))
        #expect(yuv(dark, x: 10, y: 10).y < 40 && yuv(light, x: 10, y: 10).y > 200)
        #expect(abs(light.pts - 10) < 0.01)
        #expect(yuv(try #require(source.frameBlocking(at: 14.97)), x: 10, y: 10).y > 200)
    }
}