import Foundation
import Testing
@testable import Media

/// `record` and F10 encode on a thread of their own while the next frame renders: the
/// file must be the one the same calls on a plain writer make, and the writer's errors
/// must reach the caller, who is never left waiting.
@Suite("Encoding on a thread of its own")
struct EncoderThreadTests {
    static let (width, height) = (96, 64)

    /// A picture that differs from every other seed's everywhere.
    static func picture(_ seed: Int) -> [UInt8] {
        WriterTests.pattern(width: width, height: height, pitch: width * 4, seed: seed * 37)
    }

    /// Bytes that do not compress: big packets, so a full disk shows within a few frames.
    static func noise(_ seed: Int, count: Int) -> [UInt8] {
        var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
        // A plain loop into the buffer: a debug build's `map` closure per byte is most of
        // FrameUpdateTests' time.
        return [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            for i in 0..<count {
                state = state &* 1_664_525 &+ 1_013_904_223
                bytes[i] = UInt8(truncatingIfNeeded: state >> 24)
            }
            initialized = count
        }
    }

    /// What a recording does per slot: its sound, then a new picture or the last held.
    enum Slot {
        case picture(Int, EncoderThread.Sound)
        case repeatLast(EncoderThread.Sound)
    }

    /// 45 slots: pictures, repeats (one at the end), clicks and silence, 1600 sound frames each.
    static let slots: [Slot] = {
        let clicks = AudioWriterTests.clicks(seconds: 1.5)
        return (0..<45).map { i in
            let sound: EncoderThread.Sound = i % 4 == 3 ? .silence(frames: 1600)
                : .samples(Array(clicks[(i * 1600 * 2)..<((i + 1) * 1600 * 2)]))
            return i % 5 == 2 || i == 44 ? .repeatLast(sound) : .picture(i, sound)
        }
    }()

    /// mpeg4: its bytes depend on its input alone, so equal files mean equal calls in
    /// equal order (libx264's frame threads made different valid files of one input under load).
    @Test("the file is byte for byte the one the same calls on a plain writer make: pictures, repeats and sound in order")
    func sameFileAsTheWriter() throws {
        let dir = try TempDir()
        let direct = try MP4Writer(path: dir.path("direct.mp4"), width: Self.width, height: Self.height, fps: 30, encoder: .mpeg4)
        try direct.addAudioTrack()
        let encoder = try EncoderThread(MP4Writer(path: dir.path("thread.mp4"), width: Self.width, height: Self.height, fps: 30,
                                                  encoder: .mpeg4))
        try encoder.addAudioTrack()
        #expect(encoder.hasAudioTrack)
        for slot in Self.slots {
            switch slot {
            case .picture(let seed, let sound):
                try Self.write(sound, to: direct)
                try direct.append(rgba: Self.picture(seed))
                try encoder.append(Self.picture(seed), width: Self.width, height: Self.height, sound: sound)
            case .repeatLast(let sound):
                try Self.write(sound, to: direct)
                try direct.repeatLastFrame()
                try encoder.repeatLastFrame(sound: sound)
            }
        }
        #expect(encoder.framesQueued == Self.slots.count)
        try direct.finish()
        #expect(try encoder.finish() == Self.slots.count)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("thread.mp4"))).count > 10_000)
        let difference = try byteDifference(dir.path("thread.mp4"), dir.path("direct.mp4"))
        #expect(difference == nil, "\(difference ?? "")")
        // And that file is the recording meant: each picture once, the held one once more
        // at the end; 1.5 s.
        let pictures = Self.slots.filter { if case .picture = $0 { true } else { false } }.count
        let probe = try Probe(dir.path("thread.mp4"))
        #expect(probe.frames == pictures + 1 && abs(probe.duration - 1.5) < 0.05, "\(probe)")
    }

    @Test("when two files differ, the comparison says where: the first byte that differs and the MP4 box holding it")
    func byteDifferenceSaysWhere() throws {
        let dir = try TempDir()
        let writer = try MP4Writer(path: dir.path("a.mp4"), width: Self.width, height: Self.height, fps: 30)
        for i in 0..<5 { try writer.append(rgba: Self.picture(i)) }
        try writer.finish()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: dir.path("a.mp4")))
        try bytes.write(to: URL(fileURLWithPath: dir.path("b.mp4")))
        #expect(try byteDifference(dir.path("a.mp4"), dir.path("b.mp4")) == nil)
        // The first box after ftyp is mdat here (the index is written last): a byte of it.
        let mdat = try #require(bytes.range(of: Data("mdat".utf8))).lowerBound
        bytes[mdat + 20] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: dir.path("b.mp4")))
        let difference = try byteDifference(dir.path("b.mp4"), dir.path("a.mp4"), keep: false)
        #expect(difference == "\(bytes.count) bytes vs \(bytes.count), first difference at byte \(mdat + 20) in mdat")
        #expect(mp4Box(at: bytes.count - 10, in: bytes).hasPrefix("moov/"))
    }

    static func write(_ sound: EncoderThread.Sound, to writer: MP4Writer) throws {
        switch sound {
        case .samples(let samples): try samples.withUnsafeBufferPointer { try writer.appendAudio($0) }
        case .silence(let frames): try writer.appendSilence(frames: frames)
        }
    }

    @Test("mistakes the caller can see are thrown at once: a repeat before any picture, a short buffer, a late sound track, any call after finish")
    func callerMistakes() throws {
        let dir = try TempDir()
        let encoder = try EncoderThread(MP4Writer(path: dir.path("out.mp4"), width: Self.width, height: Self.height, fps: 30))
        #expect(throws: MediaError.encodeFailed(reason: "\(dir.path("out.mp4")): no frame to repeat yet")) {
            try encoder.repeatLastFrame()
        }
        #expect(throws: MediaError.self) { try encoder.append([0, 0, 0, 0], width: Self.width, height: Self.height) }
        try encoder.append(Self.picture(1), width: Self.width, height: Self.height)
        try encoder.repeatLastFrame()
        // The writer's own rule, asked on the caller's thread once the first picture is in.
        #expect(throws: MediaError.self) { try encoder.addAudioTrack() }
        #expect(!encoder.hasAudioTrack)
        #expect(try encoder.finish() == 2)
        #expect(throws: MediaError.self) { try encoder.append(Self.picture(2), width: Self.width, height: Self.height) }
        #expect(throws: MediaError.self) { try encoder.repeatLastFrame() }
        #expect(throws: MediaError.self) { try encoder.finish() }
        #expect(try Probe(dir.path("out.mp4")).frames == 2)
    }

    @Test("a full disk stops the thread with the writer's own error; the caller gets it, never waits, and the file is closed",
          .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
    func diskFull() throws {
        let (w, h) = (128, 96)
        let frames = (0..<6).map { Self.noise($0, count: w * h * 4) }
        // The plain writer's first error, and at which picture.
        let direct = try MP4Writer(path: "/dev/full", width: w, height: h, fps: 30)
        var expected: (index: Int, error: MediaError)?
        for i in 0..<200 where expected == nil {
            do { try direct.append(rgba: frames[i % frames.count]) } catch { expected = (i, error) }
        }
        let (failedAt, error) = try #require(expected, "writing to /dev/full never failed")
        #expect("\(error)".contains("No space left on device"), "\(error)")

        // Depth 1: the caller waits on a full queue while the thread meets the error.
        let encoder = try EncoderThread(MP4Writer(path: "/dev/full", width: w, height: h, fps: 30), depth: 1)
        var thrown: (index: Int, error: MediaError)?
        for i in 0..<200 where thrown == nil {
            do { try encoder.append(frames[i % frames.count], width: w, height: h) } catch { thrown = (i, error) }
        }
        let got = try #require(thrown, "the encoder thread's error never reached the caller")
        #expect(got.error == error)
        // Thrown by the first call after the failing picture went in, depth 1: at most
        // two pictures later (one being encoded, one queued).
        #expect(got.index > failedAt && got.index <= failedAt + 2, "failed at \(failedAt), thrown at \(got.index)")
        #expect(throws: error) { try encoder.repeatLastFrame() }
        #expect(throws: error) { try encoder.drain() }
        // The error was told: finish says its own (the trailer cannot be written either).
        #expect(throws: MediaError.self) { try encoder.finish() }
    }

    @Test("a sound the writer refuses is told once; the pictures go on without sound")
    func soundFailure() throws {
        let dir = try TempDir()
        // No sound track added: every sound is refused.
        let encoder = try EncoderThread(MP4Writer(path: dir.path("out.mp4"), width: Self.width, height: Self.height, fps: 30))
        for i in 0..<10 {
            try encoder.append(Self.picture(i), width: Self.width, height: Self.height, sound: .silence(frames: 1600))
        }
        try encoder.drain()
        let failure = try #require(encoder.takeSoundFailure())
        #expect("\(failure)".contains("no sound track"))
        #expect(encoder.takeSoundFailure() == nil)
        try encoder.append(Self.picture(10), width: Self.width, height: Self.height, sound: .silence(frames: 1600))
        #expect(try encoder.finish() == 11)
        #expect(encoder.takeSoundFailure() == nil)
        #expect(try Probe(dir.path("out.mp4")).frames == 11)
    }

    @Test("dropped mid-recording without finish: the thread is joined and the file holds every slot handed in")
    func droppedMidRun() throws {
        let dir = try TempDir()
        let path = dir.path("out.mp4")
        do {
            let encoder = try EncoderThread(MP4Writer(path: path, width: Self.width, height: Self.height, fps: 30))
            for i in 0..<20 { try encoder.append(Self.picture(i), width: Self.width, height: Self.height) }
            try encoder.repeatLastFrame()
            try encoder.repeatLastFrame()
        }
        // The last reference went at the end of the scope: joined there, the file finished.
        let probe = try Probe(path)
        #expect(probe.frames == 21 && abs(probe.duration - 22.0 / 30) < 0.02, "\(probe)")
    }
}
