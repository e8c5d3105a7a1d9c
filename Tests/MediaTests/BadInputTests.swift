import Foundation
import Testing
@testable import Media

/// Whatever a user hands in, the answer is a typed error with a one-line reason, or
/// (for a damaged but readable file) the frames that can be decoded — never a crash
/// or a hang.
@Suite("Bad input")
struct BadInputTests {
    @Test("missing file → fileNotFound")
    func missing() throws {
        let path = "/nonexistent/dir/video.mp4"
        #expect(throws: MediaError.fileNotFound(path: path)) { try VideoSource(path: path) }
    }

    @Test("a directory → cannotOpen")
    func directory() throws {
        let dir = try TempDir()
        let error = try #require(throws: MediaError.self) { try VideoSource(path: dir.url.path) }
        guard case .cannotOpen(let path, _) = error else { Issue.record("got \(error)"); return }
        #expect(path == dir.url.path)
    }

    @Test("empty file → cannotOpen saying it is empty")
    func empty() throws {
        let dir = try TempDir()
        let path = dir.path("empty.mp4")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(throws: MediaError.cannotOpen(path: path, reason: "the file is empty")) { try VideoSource(path: path) }
    }

    @Test("random bytes → a typed error")
    func randomBytes() throws {
        let dir = try TempDir()
        for seed in 1...3 {
            let path = dir.path("random\(seed).mp4")
            var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
            let bytes = (0..<65_536).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let error = try #require(throws: MediaError.self) { try VideoSource(path: path) }
            expectOneLine(error, naming: path)
        }
    }

    @Test("truncated file (index first) plays what it can, then ends")
    func truncatedPlaysPart() throws {
        let dir = try TempDir()
        let path = dir.path("truncated.mp4")
        let data = try #require(FileManager.default.contents(atPath: samplePath("sample-landscape.mp4")))
        #expect(FileManager.default.createFile(atPath: path, contents: data.prefix(data.count * 4 / 10)))
        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        let frames = decodeAll(source)
        #expect(frames.count > 10 && frames.count < 300, "decoded \(frames.count) frames")
        #expect(source.isAtEnd)
        // Past the end the last frame stays; asking does not block.
        #expect(source.frameBlocking(at: 60)?.serial == frames.last?.serial)
    }

    @Test("truncated file (index last, cut off) → cannotOpen")
    func truncatedWithoutIndex() throws {
        let dir = try TempDir()
        let whole = dir.path("whole.mp4"), cut = dir.path("cut.mp4")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=320x240:r=30:d=2", "-c:v", "libx264", "-preset", "ultrafast", whole])
        let data = try #require(FileManager.default.contents(atPath: whole))
        #expect(FileManager.default.createFile(atPath: cut, contents: data.prefix(data.count / 2)))
        let error = try #require(throws: MediaError.self) { try VideoSource(path: cut) }
        guard case .cannotOpen = error else { Issue.record("got \(error)"); return }
        expectOneLine(error, naming: cut)
    }

    @Test("truncated file while looping does not spin or hang")
    func truncatedLooping() throws {
        let dir = try TempDir()
        let path = dir.path("truncated.mp4")
        let data = try #require(FileManager.default.contents(atPath: samplePath("sample-portrait.mp4")))
        #expect(FileManager.default.createFile(atPath: path, contents: data.prefix(data.count / 4)))
        let source = try VideoSource(path: path, loop: true)
        defer { source.close() }
        // The container says 10 s; past the decodable part the timeline still wraps.
        let late = try #require(source.frameBlocking(at: 9.5))
        let wrapped = try #require(source.frameBlocking(at: 10.5))
        #expect(late.pass == 0 && wrapped.pass == 1)
        #expect(abs(wrapped.streamTime - 0.5) < 0.04)
    }

    @Test("audio-only file → noVideoStream")
    func audioOnly() throws {
        let dir = try TempDir()
        let path = dir.path("tone.m4a")
        try ffmpeg(["-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-c:a", "aac", path])
        #expect(throws: MediaError.noVideoStream(path: path)) { try VideoSource(path: path) }
    }

    @Test("unknown codec → unsupportedCodec naming the fourcc")
    func unsupportedCodec() throws {
        let dir = try TempDir()
        let good = dir.path("good.avi"), bad = dir.path("bad.avi")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=160x120:r=10:d=1", "-c:v", "mpeg4", "-vtag", "XVID", good])
        // Rename the codec tag to one no decoder knows.
        var bytes = try #require(FileManager.default.contents(atPath: good)).map { $0 }
        for tag in ["XVID", "xvid"] {
            let from = Array(tag.utf8), to = Array((tag == "XVID" ? "QQQZ" : "qqqz").utf8)
            var i = 0
            while i + 4 <= bytes.count {
                if Array(bytes[i..<i + 4]) == from { bytes.replaceSubrange(i..<i + 4, with: to) }
                i += 1
            }
        }
        #expect(FileManager.default.createFile(atPath: bad, contents: Data(bytes)))
        #expect(throws: MediaError.unsupportedCodec(path: bad, name: "unknown (fourcc QQQZ)")) { try VideoSource(path: bad) }
    }

    @Test("absurd dimensions → invalidDimensions")
    func absurdDimensions() throws {
        let dir = try TempDir()
        let path = dir.path("wide.y4m")
        var data = Data("YUV4MPEG2 W40000 H8 F25:1 Ip A1:1 C420jpeg\nFRAME\n".utf8)
        data.append(Data(count: 40_000 * 8 * 3 / 2))
        #expect(FileManager.default.createFile(atPath: path, contents: data))
        #expect(throws: MediaError.invalidDimensions(width: 40_000, height: 8)) { try VideoSource(path: path) }
        // A header beyond FFmpeg's own limits is refused while opening.
        let huge = dir.path("huge.y4m")
        #expect(FileManager.default.createFile(atPath: huge, contents: Data("YUV4MPEG2 W100000 H100000 F25:1 C420jpeg\nFRAME\n".utf8)))
        let error = try #require(throws: MediaError.self) { try VideoSource(path: huge) }
        expectOneLine(error, naming: huge)
    }

    @Test("unwritable output paths → cannotWrite")
    func unwritable() throws {
        let pixels = [UInt8](repeating: 255, count: 4 * 4 * 4)
        let png = "/nonexistent/dir/out.png"
        let pngError = try #require(throws: MediaError.self) { try PNGFile.write(rgba: pixels, width: 4, height: 4, to: png) }
        guard case .cannotWrite(png, let reason) = pngError else { Issue.record("got \(pngError)"); return }
        #expect(reason.contains("No such file"))
        let mp4 = "/nonexistent/dir/out.mp4"
        let mp4Error = try #require(throws: MediaError.self) { try MP4Writer(path: mp4, width: 64, height: 64, fps: 30) }
        guard case .cannotWrite(mp4, _) = mp4Error else { Issue.record("got \(mp4Error)"); return }
    }

    @Test("bad pixel buffers and sizes are refused, not read out of bounds")
    func badBuffers() throws {
        let dir = try TempDir()
        let small = [UInt8](repeating: 0, count: 10)
        #expect(throws: MediaError.self) { try PNGFile.write(rgba: small, width: 4, height: 4, to: dir.path("a.png")) }
        #expect(throws: MediaError.invalidDimensions(width: 0, height: 4)) {
            try PNGFile.write(rgba: small, width: 0, height: 4, to: dir.path("b.png"))
        }
        let writer = try MP4Writer(path: dir.path("a.mp4"), width: 64, height: 64, fps: 30)
        #expect(throws: MediaError.self) { try writer.append(rgba: small) }
        #expect(throws: MediaError.self) { try writer.append(rgba: [UInt8](repeating: 0, count: 64 * 64 * 4), pitch: 100) }
        try writer.finish()
        #expect(throws: MediaError.self) { try writer.append(rgba: [UInt8](repeating: 0, count: 64 * 64 * 4)) }
        #expect(throws: MediaError.invalidDimensions(width: 1, height: 64)) { try MP4Writer(path: dir.path("b.mp4"), width: 1, height: 64, fps: 30) }
        #expect(throws: MediaError.invalidDimensions(width: 100_000, height: 64)) { try MP4Writer(path: dir.path("c.mp4"), width: 100_000, height: 64, fps: 30) }
    }

    @Test("reading a non-PNG or missing PNG is a typed error")
    func badPNG() throws {
        #expect(throws: MediaError.fileNotFound(path: "/nonexistent.png")) { try PNGFile.read(path: "/nonexistent.png") }
        let error = try #require(throws: MediaError.self) { try PNGFile.read(path: samplePath("sample-landscape.mp4")) }
        guard case .cannotOpen = error else { Issue.record("got \(error)"); return }
    }

    @Test("every error describes itself in one line")
    func descriptions() {
        let errors: [MediaError] = [
            .fileNotFound(path: "a.mp4"), .cannotOpen(path: "a.mp4", reason: "Invalid data found when processing input"),
            .noVideoStream(path: "a.m4a"), .unsupportedCodec(path: "a.avi", name: "none"),
            .invalidDimensions(width: 0, height: 0), .decodeFailed(reason: "x"),
            .cannotWrite(path: "/x.png", reason: "Permission denied"), .encodeFailed(reason: "x"), .invalidBuffer(reason: "x"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
        #expect(MediaError.fileNotFound(path: "a.mp4").description.contains("a.mp4"))
    }

    private func expectOneLine(_ error: MediaError, naming path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
        if case .invalidDimensions = error { return }
        #expect(error.description.contains(path), "\(error)", sourceLocation: sourceLocation)
    }
}
