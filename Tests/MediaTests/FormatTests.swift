import Foundation
import Testing
@testable import Media

/// Formats other than the samples, made in the test with the ffmpeg tool. Every source
/// is a solid red picture so the conversion to YUV420P can be checked by value.
@Suite("Other formats")
struct FormatTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let file: String
        let size: (Int, Int)
        let encoder: String
        let arguments: [String]
        /// The pixel format in the file, before our conversion.
        let pixelFormat: String
        /// The layout frames arrive in: the file's when a texture takes it, else yuv420p.
        var kept = PictureFormat.yuv420p
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "vp9 in webm", file: "a.webm", size: (320, 240), encoder: "libvpx-vp9",
             arguments: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-pix_fmt", "yuv420p"], pixelFormat: "yuv420p"),
        Case(name: "mpeg4 in avi", file: "a.avi", size: (320, 240), encoder: "mpeg4",
             arguments: ["-c:v", "mpeg4", "-q:v", "3"], pixelFormat: "yuv420p"),
        Case(name: "h264 yuv444p", file: "a444.mp4", size: (320, 240), encoder: "libx264",
             arguments: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv444p"], pixelFormat: "yuv444p"),
        Case(name: "odd size 321x241 (vp9 yuv420p)", file: "odd.webm", size: (321, 241), encoder: "libvpx-vp9",
             arguments: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-pix_fmt", "yuv420p"], pixelFormat: "yuv420p"),
        Case(name: "odd size 321x241 rgb (ffv1 bgr0)", file: "rgb.mkv", size: (321, 241), encoder: "ffv1",
             arguments: ["-c:v", "ffv1", "-pix_fmt", "bgr0"], pixelFormat: "bgr0", kept: .bgrx),
    ]

    @Test("decodes, converting to yuv420p what no texture takes as it is", arguments: cases)
    func decodes(_ c: Case) throws {
        try #require(hasEncoder(c.encoder), "ffmpeg has no \(c.encoder)")
        try checkFormat(c)
    }

    @Test("10-bit HEVC decodes and converts to 8-bit yuv420p",
          .enabled(if: hasEncoder("libx265"), "skipped: this ffmpeg has no libx265 encoder"))
    func hevc10bit() throws {
        try checkFormat(Case(name: "hevc 10-bit", file: "a.mkv", size: (320, 240), encoder: "libx265",
                             arguments: ["-c:v", "libx265", "-preset", "ultrafast", "-pix_fmt", "yuv420p10le",
                                         "-x265-params", "log-level=none"], pixelFormat: "yuv420p10le"))
    }

    private func checkFormat(_ c: Case) throws {
        let dir = try TempDir()
        let path = dir.path(c.file)
        // lavfi sources round odd sizes to even: scale to the wanted size instead.
        try ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=64x64:r=10:d=1", "-vf", "scale=\(c.size.0):\(c.size.1)"]
                   + c.arguments + [path])
        let probe = try Probe(path)
        #expect(probe.pixelFormat == c.pixelFormat)
        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        #expect(source.width == c.size.0 && source.height == c.size.1)
        #expect(abs(source.duration - probe.duration) < 0.05)
        let frames = decodeAll(source)
        #expect(frames.count == probe.frames)
        #expect(frames.count == 10)
        for frame in frames {
            #expect(frame.width == c.size.0 && frame.height == c.size.1 && frame.format == c.kept)
            for plane in 0..<c.kept.planeCount {
                #expect(Int(frame.pitch(plane)) >= c.kept.rowBytes(plane: plane, width: frame.width))
            }
        }
        let last = try #require(frames.last)
        guard c.kept == .yuv420p else {
            // Packed RGB as it came: every corner red.
            let w = c.size.0
            for (x, y) in [(0, 0), (w - 1, 0), (0, c.size.1 - 1), (w - 1, c.size.1 - 1)] {
                let px = Array(last.planeBytes(0)[(y * w + x) * 4 ..< (y * w + x) * 4 + 3])
                #expect(px[2] > 230 && px[1] < 25 && px[0] < 25, "BGR at \(x),\(y): \(px)")
            }
            return
        }
        // Every corner, including the odd last row and column.
        for (x, y) in [(0, 0), (c.size.0 - 1, 0), (0, c.size.1 - 1), (c.size.0 - 1, c.size.1 - 1), (c.size.0 / 2, c.size.1 / 2)] {
            #expect(close(yuv(last, x: x, y: y), Colour.red, tolerance: 8), "pixel \(x),\(y) of \(c.name)")
        }
    }

    @Test("display-matrix rotation is read and normalised to clockwise degrees", arguments: [90, 180, 270])
    func rotation(tag: Int) throws {
        let dir = try TempDir()
        let plain = dir.path("plain.mp4"), rotated = dir.path("rotated.mp4")
        try ffmpeg(["-f", "lavfi", "-i", "color=c=blue:s=320x240:r=10:d=1", "-c:v", "libx264",
                    "-preset", "ultrafast", plain])
        // FFmpeg 5.1 turns the rotate tag into a display matrix when stream-copying.
        try ffmpeg(["-i", plain, "-c", "copy", "-metadata:s:v", "rotate=\(tag)", rotated])
        let probe = try Probe(rotated)
        let expected = ((-probe.matrixRotation % 360) + 360) % 360
        #expect(expected != 0, "the test file should carry a rotation")
        let source = try VideoSource(path: rotated)
        defer { source.close() }
        #expect(source.rotationDegrees == expected)
        #expect(source.width == 320 && source.height == 240)
        // ffmpeg's own autorotation shows the picture at the same display size.
        let still = dir.path("still.png")
        try ffmpeg(["-i", rotated, "-frames:v", "1", still])
        let shown = try PNGFile.read(path: still)
        #expect(source.displaySize.width == shown.width && source.displaySize.height == shown.height)
    }

    @Test("no rotation: displaySize equals the coded size")
    func noRotation() throws {
        let source = try VideoSource(path: samplePath("sample-portrait.mp4"))
        defer { source.close() }
        #expect(source.rotationDegrees == 0)
        #expect(source.displaySize == (720, 1280))
    }
}
