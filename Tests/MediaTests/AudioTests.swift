import Foundation
import Testing
@testable import Media

/// The sound path: decode, resample to 48 kHz stereo Float32, place on the timeline,
/// follow seeks and loops. The samples' track (scripts/make-videos.sh) opens second k
/// with a click (the only loud samples) and then holds a tone of 300 + 100·k Hz. AAC
/// smears a click's first samples by up to ~2 ms, hence `clickTolerance`.
@Suite("Sound")
struct AudioTests {
    static let landscape = samplePath("sample-landscape.mp4")
    static let rate = Double(AudioFormat.sampleRate)
    static let clickTolerance = 0.003

    /// `seconds` of sound from `position`, read blocking.
    static func read(_ source: AudioSource, from position: Double, seconds: Double) -> [Float] {
        let frames = Int((seconds * rate).rounded())
        var buffer = [Float](repeating: .nan, count: frames * AudioFormat.channels)
        buffer.withUnsafeMutableBufferPointer { source.readBlocking(from: position, into: $0.baseAddress!, frames: frames) }
        return buffer
    }

    @Test("the sample's track opens: AAC, 10 s, and a video without sound gives nil")
    func opens() throws {
        let source = try #require(try AudioSource.open(path: Self.landscape))
        defer { source.close() }
        #expect(source.codecName == "aac" && abs(source.duration - 10) < 0.01)
        #expect(AudioSource.hasSound(path: Self.landscape))
        let dir = try TempDir()
        let silent = dir.path("silent.mp4")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=160x120:r=30:d=1", "-c:v", "libx264", "-preset", "ultrafast", silent])
        #expect(try AudioSource.open(path: silent) == nil)
        #expect(!AudioSource.hasSound(path: silent) && !AudioSource.hasSound(path: dir.path("missing.mp4")))
        #expect(throws: MediaError.fileNotFound(path: dir.path("missing.mp4"))) { try AudioSource.open(path: dir.path("missing.mp4")) }
    }

    @Test("a container whose streams are found only by reading (MPEG-TS) is still read for sound; one without sound gives nil")
    func headerlessContainer() throws {
        let dir = try TempDir()
        let withSound = dir.path("sound.ts"), silent = dir.path("silent.ts")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=160x120:r=30:d=1", "-f", "lavfi", "-i", "sine=f=440:d=1",
                    "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", withSound])
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=160x120:r=30:d=1", "-c:v", "libx264", "-preset", "ultrafast", silent])
        let source = try #require(try AudioSource.open(path: withSound))
        defer { source.close() }
        #expect(source.codecName == "aac")
        #expect(try AudioSource.open(path: silent) == nil)
    }

    @Test("10 s from the start: every click within 3 ms of its second, both channels alike, each second's pitch")
    func wholeTrack() throws {
        let source = try #require(try AudioSource.open(path: Self.landscape, loop: false))
        defer { source.close() }
        let samples = Self.read(source, from: 0, seconds: 10)
        #expect(!samples.contains { $0.isNaN })
        let left = channel(samples, 0), right = channel(samples, 1)
        // Mono plays at full level on both sides (not the -3 dB of a centre speaker).
        let tone = left[9600..<38400]   // 0.2…0.8 s: a 0.3 sine, RMS 0.3/√2
        let rms = (tone.reduce(0) { $0 + Double($1 * $1) } / Double(tone.count)).squareRoot()
        #expect(abs(rms - 0.3 / 2.0.squareRoot()) < 0.035, "RMS \(rms)")
        #expect(left == right)   // a mono track, upmixed
        let clicks = clickTimes(left, rate: Self.rate)
        #expect(clicks.count == 10, "\(clicks)")
        for (k, click) in clicks.enumerated() { #expect(abs(click - Double(k)) < Self.clickTolerance, "click \(k) at \(click)") }
        for k in 0..<10 {
            let f = frequency(left, from: Double(k) + 0.1, to: Double(k) + 0.9, rate: Self.rate)
            #expect(abs(f - Double(300 + 100 * k)) < 10, "second \(k): \(f) Hz")
        }
        #expect(abs(source.position - 10) < 1e-9)
    }

    @Test("a seek forward, back, and into a later pass: the click lands where the timeline says")
    func seeks() throws {
        let source = try #require(try AudioSource.open(path: Self.landscape))
        defer { source.close() }
        for start in [3.5, 1.25, 7.75, 0.3, 23.6, 9.5] {
            let samples = Self.read(source, from: start, seconds: 0.9)
            let next = (start + 0.01).rounded(.up)   // the second boundary ahead
            let clicks = clickTimes(channel(samples, 0), rate: Self.rate).map { $0 + start }
            #expect(clicks.count == 1 && abs((clicks.first ?? 0) - next) < Self.clickTolerance, "from \(start): \(clicks)")
            // The tone after it is the one of its second in the file.
            let inFile = Int(next.truncatingRemainder(dividingBy: 10))
            let f = frequency(channel(samples, 0), from: next - start + 0.05, to: 0.9, rate: Self.rate)
            #expect(abs(f - Double(300 + 100 * inFile)) < 15, "from \(start): \(f) Hz")
        }
    }

    @Test("reading on across the loop: pass 2 starts at 20 s exactly, no gap, no overlap")
    func acrossLoop() throws {
        let source = try #require(try AudioSource.open(path: Self.landscape, at: 19.5))
        defer { source.close() }
        var samples: [Float] = []
        var position = 19.5
        for _ in 0..<60 {   // 2 s in recorder-sized slots (1/30 s)
            samples += Self.read(source, from: position, seconds: 1.0 / 30)
            position += 1.0 / 30
        }
        let clicks = clickTimes(channel(samples, 0), rate: Self.rate).map { $0 + 19.5 }
        #expect(clicks.count == 2 && abs(clicks[0] - 20) < Self.clickTolerance && abs(clicks[1] - 21) < Self.clickTolerance, "\(clicks)")
        #expect(samples.count == 96_000 * 2)
    }

    @Test("the sound after a seek is the same whatever was decoded before it: nothing, the queue's worth ahead, or a second read on")
    func seekIsDeterministic() throws {
        // Opened at 5 s: nothing decoded before.
        let fresh = try #require(try AudioSource.open(path: Self.landscape, at: 5))
        defer { fresh.close() }
        let reference = Self.read(fresh, from: 5, seconds: 1)
        // Opened at 0, the decoder let run ahead until its queue is full, then asked for 5 s.
        let ahead = try #require(try AudioSource.open(path: Self.landscape))
        defer { ahead.close() }
        #expect(ahead.waitUntilQueued(AudioFormat.sampleRate / 5))
        let afterDecodingAhead = Self.read(ahead, from: 5, seconds: 1) == reference
        #expect(afterDecodingAhead, "the samples differ from a source opened at 5 s")
        // Read on from 0 for a second and a half (frames decoded and played), then 5 s.
        let readOn = try #require(try AudioSource.open(path: Self.landscape))
        defer { readOn.close() }
        _ = Self.read(readOn, from: 0, seconds: 1.5)
        let afterReadingOn = Self.read(readOn, from: 5, seconds: 1) == reference
        #expect(afterReadingOn, "the samples differ from a source opened at 5 s")
    }

    @Test("without loop, past the end is silence")
    func noLoopEnd() throws {
        let source = try #require(try AudioSource.open(path: Self.landscape, loop: false))
        defer { source.close() }
        let tail = Self.read(source, from: 9.9, seconds: 0.5)
        #expect(channel(tail, 0).prefix(4000).contains { abs($0) > 0.1 })
        #expect(channel(tail, 0).suffix(4000).allSatisfy { $0 == 0 })
    }

    @Test("the non-blocking read hands out what is decoded, in order, from the seek's target")
    func nonBlocking() throws {
        let source = try #require(try AudioSource.open(path: Self.landscape))
        defer { source.close() }
        source.seek(to: 2.95)
        #expect(source.waitUntilQueued(4800))
        var buffer = [Float](repeating: 0, count: 4800 * 2)
        let got = buffer.withUnsafeMutableBufferPointer { source.read(into: $0.baseAddress!, frames: 4800) }
        #expect(got?.frames == 4800 && abs((got?.position ?? 0) - 2.95) < 1e-9)
        let clicks = clickTimes(channel(buffer, 0), rate: Self.rate).map { $0 + 2.95 }
        #expect(clicks.count == 1 && abs((clicks.first ?? 0) - 3) < Self.clickTolerance, "\(clicks)")
        #expect(abs(source.position - 3.05) < 1e-9)
    }

    @Test("another rate and layout (44.1 kHz 5.1) comes out 48 kHz stereo at the same pitch and length")
    func resamples() throws {
        let dir = try TempDir()
        let path = dir.path("tone.m4a")
        try ffmpeg(["-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=44100:duration=2", "-ac", "6",
                    "-c:a", "aac", path])
        let source = try #require(try AudioSource.open(path: path, loop: false))
        defer { source.close() }
        let samples = Self.read(source, from: 0, seconds: 2.5)
        let left = channel(samples, 0)
        #expect(abs(frequency(left, from: 0.2, to: 1.8, rate: Self.rate) - 1000) < 5)
        // Sound up to 2 s, silence after (the track's own length, resampled).
        let loud = left.lastIndex { abs($0) > 0.05 } ?? 0
        #expect(abs(Double(loud) / Self.rate - 2) < 0.01, "last sound at \(Double(loud) / Self.rate) s")
    }

    @Test("rapid seeks and reads from two threads, then close: no crash (thread sanitizer food)")
    func rapidSeeks() async throws {
        for _ in 0..<3 {
            let source = try #require(try AudioSource.open(path: Self.landscape))
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    var buffer = [Float](repeating: 0, count: 1024 * 2)
                    for _ in 0..<300 { _ = buffer.withUnsafeMutableBufferPointer { source.read(into: $0.baseAddress!, frames: 1024) } }
                }
                group.addTask {
                    for i in 0..<200 { source.seek(to: Double((i * 37) % 250) / 10) }
                }
            }
            let samples = Self.read(source, from: 4.5, seconds: 0.6)
            let clicks = clickTimes(channel(samples, 0), rate: Self.rate).map { $0 + 4.5 }
            #expect(clicks.count == 1 && abs((clicks.first ?? 0) - 5) < Self.clickTolerance)
            source.close()
        }
    }
}

/// One channel of interleaved stereo.
func channel(_ samples: [Float], _ index: Int) -> [Float] {
    stride(from: index, to: samples.count, by: 2).map { samples[$0] }
}

/// The sample tracks' clicks: the first sample above 0.7 after at least half a second
/// below it, in seconds from the buffer's start.
func clickTimes(_ samples: [Float], rate: Double) -> [Double] {
    var times: [Double] = []
    var lastLoud = -Int(rate)
    for (i, value) in samples.enumerated() where abs(value) > 0.7 {
        if i - lastLoud > Int(rate / 2) { times.append(Double(i) / rate) }
        lastLoud = i
    }
    return times
}

/// A tone's frequency from its rising zero crossings between two times (seconds).
func frequency(_ samples: [Float], from start: Double, to end: Double, rate: Double) -> Double {
    let a = max(1, Int(start * rate)), b = min(samples.count, Int(end * rate))
    guard b > a else { return 0 }
    var first: Int?, last = 0, count = 0
    for i in a..<b where samples[i - 1] < 0 && samples[i] >= 0 {
        if first == nil { first = i } else { count += 1 }
        last = i
    }
    guard let first, count > 0 else { return 0 }
    return Double(count) * rate / Double(last - first)
}
