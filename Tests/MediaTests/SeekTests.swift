import Foundation
import Testing
@testable import Media

/// Precise seeking: a jump of the caller's clock goes to the keyframe before the target
/// and decodes forward, showing the frame due. The sample's frame k has pts exactly k/30
/// (and its picture burns in "frame k"), so the picture a seek shows is compared with
/// frame k decoded in order from the start.
@Suite("Seeking")
struct SeekTests {
    static let landscape = samplePath("sample-landscape.mp4")
    static let interval = 1.0 / 30

    /// Frames 0…last of the sample's luma, decoded in order (no seek), once per run.
    static let reference: [[UInt8]] = {
        guard let source = try? VideoSource(path: landscape, loop: false) else { return [] }
        defer { source.close() }
        return decodeAll(source, limit: 300).map { $0.planeBytes(0) }
    }()

    /// The frame due at `t` (loop pass aside): k = floor(t·30). Times the tests use are
    /// frame times exactly (k/30 as a double, as the pts) or well inside a frame.
    static func index(_ t: Double) -> Int { Int((t * 30 + 1e-6).rounded(.down)) % 300 }

    /// `a == b` as one memcmp (a debug build compares 921,600 bytes one by one otherwise).
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { p in b.withUnsafeBytes { q in p.isEmpty || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 } }
    }

    /// The middle of the frame shown at `t`: no rounding doubt about which frame is due.
    static func mid(_ t: Double) -> Double { ((t * 30).rounded(.down) + 0.5) / 30 }

    func expectShows(_ frame: VideoFrame?, at t: Double, pass: Int = 0,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame else {
            Issue.record("no frame at \(t)", sourceLocation: sourceLocation)
            return
        }
        let k = Self.index(t)
        #expect(frame.pass == pass, "t=\(t)", sourceLocation: sourceLocation)
        #expect(abs(frame.pts - t) < Self.interval + 1e-6 && frame.pts <= t + 1e-6,
                "t=\(t): pts \(frame.pts)", sourceLocation: sourceLocation)
        #expect(abs(frame.streamTime - Double(k) / 30) < 1e-6, "t=\(t): frame \(frame.streamTime * 30)",
                sourceLocation: sourceLocation)
        // The picture is frame k's, not a stale frame relabelled.
        #expect(Self.reference.count == 300 && Self.same(frame.planeBytes(0), Self.reference[k]),
                "t=\(t): picture is not frame \(k)", sourceLocation: sourceLocation)
    }

    @Test("a jump to 7.3 s shows frame 219 (pts 7.3) and decodes about one GOP, not 219 frames")
    func forwardJump() throws {
        let source = try VideoSource(path: Self.landscape, loop: false)
        defer { source.close() }
        expectShows(source.frameBlocking(at: 0.5), at: 0.5)
        let before = source.picturesDecoded
        let frame = source.frameBlocking(at: 7.3)
        expectShows(frame, at: 7.3)
        #expect(abs((frame?.pts ?? 0) - 7.3) < 1e-6)
        // From the keyframe at 7.0: 10 pictures to the target, plus the queue's few; without
        // the seek it would have been every frame from 0.6 on (200).
        let spent = source.picturesDecoded - before
        #expect(spent <= 30, "decoded \(spent) pictures for the seek")
        // Playing on from there is in order.
        for k in 220...235 { expectShows(source.frameBlocking(at: (Double(k) + 0.5) / 30), at: (Double(k) + 0.5) / 30) }
    }

    @Test("a first call far into the file seeks instead of decoding up to it")
    func firstCallFarIn() throws {
        let source = try VideoSource(path: Self.landscape, loop: false)
        defer { source.close() }
        expectShows(source.frameBlocking(at: 8.95), at: 8.95)
        #expect(source.picturesDecoded <= 45)
    }

    @Test("backwards: to an earlier time, to a keyframe, to the start")
    func backwards() throws {
        let source = try VideoSource(path: Self.landscape, loop: false)
        defer { source.close() }
        expectShows(source.frameBlocking(at: 8.0), at: 8.0)
        expectShows(source.frameBlocking(at: 2.5), at: 2.5)
        expectShows(source.frameBlocking(at: 2.0), at: 2.0)     // exactly on a keyframe
        expectShows(source.frameBlocking(at: 1.99), at: 1.99)   // the frame just before one
        let first = try #require(source.frameBlocking(at: 0))
        #expect(first.pts == 0 && first.isPassStart && first.planeBytes(0) == Self.reference[0])
        // Past the end without loop: the last frame.
        let last = try #require(source.frameBlocking(at: 12))
        #expect(abs(last.streamTime - 299.0 / 30) < 1e-6 && last.planeBytes(0) == Self.reference[299])
    }

    @Test("looping: a jump into a later pass lands on the same picture, on the caller's timeline")
    func intoLaterPass() throws {
        let source = try VideoSource(path: Self.landscape, loop: true)
        defer { source.close() }
        expectShows(source.frameBlocking(at: 9.9), at: 9.9)
        expectShows(source.frameBlocking(at: 10.21), at: 10.21, pass: 1)      // wraps by decoding on
        expectShows(source.frameBlocking(at: 33.31), at: 33.31, pass: 3)
        expectShows(source.frameBlocking(at: 21.01), at: 21.01, pass: 2)      // back into pass 2
        expectShows(source.frameBlocking(at: 4.01), at: 4.01, pass: 0)
    }

    @Test("seeks during playback: a virtual clock that jumps now and then")
    func duringPlayback() throws {
        let source = try VideoSource(path: Self.landscape, loop: true)
        defer { source.close() }
        var frame = 0   // the clock runs in frames, at mid-frame times
        let jumps: [Int: Int] = [20: 180, 45: 66, 70: 285, 95: 3, 110: 420]
        for tick in 0..<140 {
            frame = jumps[tick] ?? frame + 1
            let t = (Double(frame) + 0.5) / 30
            expectShows(source.frameBlocking(at: t), at: t, pass: frame / 300)
        }
    }

    @Test("the non-blocking path holds the frame for a small step back (audio clock taking over), seeks for a big one")
    func smallStepBack() throws {
        let source = try VideoSource(path: Self.landscape, loop: true)
        defer { source.close() }
        let shown = try #require(source.frameBlocking(at: (120 + 0.5) / 30))
        // The decoder goes on filling its queue meanwhile: what must not happen is a seek.
        let seeks = source.seeksRequested
        for back in [0.01, 0.04, 0.2] {
            #expect(source.frame(at: shown.pts - back)?.serial == shown.serial, "\(back) s back")
        }
        #expect(source.seeksRequested == seeks)
        // Further back than the tolerance: a seek, as for the blocking path.
        expectShows(source.frameBlocking(at: shown.pts - 0.5), at: shown.pts - 0.5)
    }

    @Test("the non-blocking path follows a jump once the decoder has the frame")
    func nonBlockingJump() throws {
        let source = try VideoSource(path: Self.landscape, loop: true)
        defer { source.close() }
        let start = try #require(source.frameBlocking(at: 1.0))
        // Right after the jump the previous frame may still be shown (never a later one).
        if let shown = source.frame(at: 6.4) { #expect(shown.serial == start.serial || abs(shown.pts - 6.4) < Self.interval) }
        // Waiting for it (as the window does by asking every frame) gives the frame due.
        expectShows(source.frameBlocking(at: 6.4), at: 6.4)
        #expect(source.frame(at: 6.4)?.planeBytes(0) == Self.reference[192])
    }

    /// Leaks of the seek path (held frames, flushed packets) are the address sanitizer's
    /// to find (README: sanitizers); descriptors and threads are ResourceTests'.
    @Test("many rapid seeks, most never waited for: no crash, the last one is exact")
    func rapidSeeks() throws {
        var generator = SystemRandomNumberGenerator()
        // One looping round and one not; `make test` (ROTATION_SANDBOX_FULL_TESTS=1) runs two of each.
        let rounds = ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1" ? 4 : 2
        for round in 0..<rounds {
            let source = try VideoSource(path: Self.landscape, loop: round % 2 == 0)
            for i in 0..<150 {
                let t = Self.mid(Double.random(in: 0..<(round % 2 == 0 ? 40 : 10), using: &generator))
                if i % 25 == 0 {
                    expectShows(source.frameBlocking(at: t), at: t, pass: round % 2 == 0 ? Int(t / 10) : 0)
                } else {
                    if let frame = source.frame(at: t) { #expect(frame.width == 1280) }
                }
            }
            expectShows(source.frameBlocking(at: 5.55), at: 5.55)
            source.close()
        }
    }

    @Test("close from another thread in the middle of seeks")
    func closeWhileSeeking() throws {
        for _ in 0..<5 {
            let source = try VideoSource(path: Self.landscape, loop: true)
            _ = source.frameBlocking(at: 0.1)
            let closer = Thread { source.close() }
            for i in 0..<40 {
                if i == 20 { closer.start() }
                _ = source.frame(at: Double((i * 53) % 300) / 10)
            }
            source.close()
            #expect(source.frameBlocking(at: 1) == nil && source.isAtEnd)
        }
    }
}
