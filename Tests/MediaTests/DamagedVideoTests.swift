import Foundation
import Testing
@testable import Media

/// Files that open but decode nothing are never silent: the probe (and the window's
/// player) say why, truthfully. The damaged copies are made here from the samples.
@Suite("Damaged videos")
struct DamagedVideoTests {
    /// An MP4 box: where it starts, its size and its four-letter type.
    struct Box {
        var offset: Int
        var size: Int
        var type: String
        var payload: Range<Int> { offset + 8..<offset + size }
    }

    /// The boxes at `range` (top level by default), in file order.
    static func boxes(_ bytes: [UInt8], in range: Range<Int>? = nil) -> [Box] {
        var found: [Box] = []
        var at = range?.lowerBound ?? 0
        let end = range?.upperBound ?? bytes.count
        while at + 8 <= end {
            let size = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            guard size >= 8, at + size <= end else { break }
            found.append(Box(offset: at, size: size, type: type))
            at += size
        }
        return found
    }

    /// The first box of `type` anywhere inside the moov (walking the container boxes).
    static func find(_ type: String, in bytes: [UInt8]) -> Box? {
        let containers: Set = ["moov", "trak", "mdia", "minf", "stbl"]
        var queue = boxes(bytes)
        while !queue.isEmpty {
            let box = queue.removeFirst()
            if box.type == type { return box }
            if box.type == "stsd" {
                // stsd: version/flags, count, then sample entries (avc1/hvc1: 78 bytes of fields, then boxes).
                for entry in boxes(bytes, in: box.offset + 16..<box.offset + box.size) {
                    if entry.type == type { return entry }
                    queue += boxes(bytes, in: entry.offset + 8 + 78..<entry.offset + entry.size)
                }
            } else if containers.contains(box.type) {
                queue += boxes(bytes, in: box.payload)
            }
        }
        return nil
    }

    static func sample() throws -> [UInt8] {
        [UInt8](try #require(FileManager.default.contents(atPath: samplePath("sample-landscape.mp4"))))
    }

    static func write(_ bytes: [UInt8], _ name: String, in dir: TempDir) throws -> String {
        let path = dir.path(name)
        try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    static func reason(_ path: String) throws -> String {
        guard case .failure(let error) = VideoProbe.probe(path: path) else {
            Issue.record("\(path) probed as playable")
            return ""
        }
        guard case .undecodable(path, let reason) = error else {
            Issue.record("\(path): expected undecodable, got \(error)")
            return ""
        }
        #expect(!error.description.contains("\n"))
        return reason
    }

    @Test("cut right after the moov: no picture data, said so")
    func truncatedAfterMoov() throws {
        let bytes = try Self.sample()
        let moov = try #require(Self.boxes(bytes).first { $0.type == "moov" })
        let dir = try TempDir()
        let path = try Self.write(Array(bytes.prefix(moov.offset + moov.size)), "cut.mp4", in: dir)
        #expect(try Self.reason(path).contains("picture data"))
    }

    @Test("a moov and an empty mdat: no picture data")
    func emptyMdat() throws {
        let bytes = try Self.sample()
        let mdat = try #require(Self.boxes(bytes).first { $0.type == "mdat" })
        let dir = try TempDir()
        let header: [UInt8] = [0, 0, 0, 8] + Array("mdat".utf8)
        let path = try Self.write(Array(bytes.prefix(mdat.offset)) + header, "empty-mdat.mp4", in: dir)
        #expect(try Self.reason(path).contains("picture data"))
    }

    @Test("sample offsets past the end of the file: no picture data")
    func chunkOffsetsPastTheEnd() throws {
        var bytes = try Self.sample()
        let stco = try #require(Self.find("stco", in: bytes))
        let count = bytes[stco.offset + 12..<stco.offset + 16].reduce(0) { $0 << 8 | Int($1) }
        for entry in 0..<count {
            let at = stco.offset + 16 + entry * 4
            let moved = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } + 50_000_000
            for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: moved >> (24 - 8 * k)) }
        }
        let dir = try TempDir()
        let path = try Self.write(bytes, "stco.mp4", in: dir)
        #expect(try Self.reason(path).contains("picture data"))
    }

    @Test("a zeroed avcC: the h264 stream is damaged, not an unsupported codec")
    func zeroedAvcC() throws {
        var bytes = try Self.sample()
        let avcC = try #require(Self.find("avcC", in: bytes))
        for i in avcC.payload { bytes[i] = 0 }
        let dir = try TempDir()
        let path = try Self.write(bytes, "avcc.mp4", in: dir)
        let reason = try Self.reason(path)
        #expect(reason.contains("h264 stream is damaged"), "\(reason)")
        #expect(!reason.contains("re-encode"))
    }

    @Test("a garbled hvcC: the hevc stream is damaged, where real HEVC plays")
    func garbledHvcC() throws {
        guard hasEncoder("libx265") else { return }  // Debian's ffmpeg has it; say nothing where it doesn't
        let dir = try TempDir()
        let good = dir.path("good.mp4")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=320x240:r=30:d=1", "-c:v", "libx265",
                    "-x265-params", "log-level=none", "-tag:v", "hvc1", good])
        #expect(try VideoProbe.probe(path: good).get() > 1.3)
        var bytes = [UInt8](try #require(FileManager.default.contents(atPath: good)))
        let hvcC = try #require(Self.find("hvcC", in: bytes))
        // Keep the 22-byte configuration header, garble the parameter-set arrays.
        for i in hvcC.payload.dropFirst(22) { bytes[i] = 0xFF }
        let path = try Self.write(bytes, "hvcc.mp4", in: dir)
        let error = try #require(throws: MediaError.self) { try VideoSource(path: path) }
        #expect(error == .undecodable(path: path, reason: "its hevc stream is damaged (Invalid data found when processing input)"))
        #expect(!error.description.contains("unsupported"))
    }

    @Test("a FIFO is refused as a named pipe, not called empty, and never blocks")
    func fifo() throws {
        let dir = try TempDir()
        let path = dir.path("pipe.mp4")
        try #require(mkfifo(path, 0o600) == 0)
        let error = try #require(throws: MediaError.self) { try VideoSource(path: path) }
        #expect(error == .cannotOpen(path: path, reason: "it is a named pipe (FIFO), not a video file"))
        let device = try #require(throws: MediaError.self) { try VideoSource(path: "/dev/zero") }
        #expect(device == .cannotOpen(path: "/dev/zero", reason: "it is a character device, not a video file"))
    }

    @Test("damage in the middle: the rest plays, the skipped frames are counted once the pass ends")
    func damagedMiddle() throws {
        var bytes = try Self.sample()
        let mdat = try #require(Self.boxes(bytes).first { $0.type == "mdat" })
        // Garble 400 bytes at twelve places: several frames can no longer be decoded.
        var state: UInt64 = 7
        for place in 0..<12 {
            let start = mdat.offset + 20_000 + place * 18_000
            for i in start..<start + 400 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes[i] = UInt8(truncatingIfNeeded: state >> 56)
            }
        }
        let dir = try TempDir()
        let path = try Self.write(bytes, "middle.mp4", in: dir)
        #expect(try VideoProbe.probe(path: path).get() > 1.7)
        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        let frames = decodeAll(source)
        #expect(frames.count > 200)
        let damaged = source.damagedFrames
        #expect(damaged.final)
        #expect(damaged.count > 0 && frames.count + damaged.count <= 300, "\(frames.count) decoded, \(damaged.count) damaged")
    }

    @Test("garbled composition times (frames dated hours away) still play in order, never every frame at once")
    func garbledTimestamps() throws {
        var bytes = try Self.sample()
        let ctts = try #require(Self.find("ctts", in: bytes))
        // 64 random bytes over some of its entries: what `make fuzz` (seed 42) found.
        let garbage: [UInt8] = [
            0x2a, 0x32, 0x39, 0x6c, 0x5d, 0xf1, 0x62, 0x7c, 0x2b, 0xb9, 0xe4, 0x2a, 0x7e, 0xbb, 0x05, 0xd8,
            0xf2, 0x99, 0x2e, 0xae, 0xff, 0x81, 0x89, 0x77, 0x27, 0x4d, 0x0f, 0x5c, 0x8d, 0xe9, 0x44, 0x4a,
            0xdd, 0xaa, 0x41, 0x28, 0x9a, 0x40, 0xd2, 0xd0, 0xa3, 0xe1, 0x74, 0xf4, 0x13, 0x07, 0x84, 0x21,
            0x4c, 0x11, 0x84, 0x81, 0x55, 0x73, 0x34, 0x02, 0xe6, 0x61, 0xec, 0xc3, 0xdb, 0x09, 0xfe, 0x25,
        ]
        bytes.replaceSubrange(ctts.offset + 335..<ctts.offset + 399, with: garbage)
        let dir = try TempDir()
        let path = try Self.write(bytes, "ctts.mp4", in: dir)
        let source = try VideoSource(path: path, loop: true)
        defer { source.close() }
        var serials: [Int] = []
        for step in 0..<45 {
            let time = Double(step) / 15
            let frame = try #require(source.frameBlocking(at: time))
            #expect(frame.pts <= time + 1e-9 && frame.pts > time - 1, "\(frame.pts) for \(time)")
            serials.append(frame.serial)
        }
        #expect(serials == serials.sorted() && Set(serials).count > 30)
    }

    @Test("an undamaged sample reports no damaged frames")
    func undamaged() throws {
        let source = try VideoSource(path: samplePath("sample-portrait.mp4"), loop: false)
        defer { source.close() }
        #expect(source.firstFrameProblem(waitingUpTo: VideoSource.firstFrameTimeout) == nil)
        #expect(decodeAll(source).count == 300)
        #expect(source.damagedFrames == (0, true))
    }
}
