import Foundation
import Testing
@testable import Media

/// Presentation by pts on a caller-driven clock. The sample is 30 fps, 300 frames, and
/// its frame counter makes frame k's pts exactly k/30.
@Suite("Playback clock")
struct PlaybackTests {
    static let landscape = samplePath("sample-landscape.mp4")
    static let interval = 1.0 / 30

    @Test("frameBlocking on a virtual clock gives the newest frame with pts ≤ t")
    func virtualClock() throws {
        let source = try VideoSource(path: Self.landscape, loop: false)
        defer { source.close() }
        var lastSerial = 0
        for step in 0..<120 {
            let t = Double(step) * 0.025    // 40 steps per second: some frames shown twice, none skipped wrongly
            let frame = try #require(source.frameBlocking(at: t))
            #expect(frame.pts <= t + 1e-9 && frame.pts > t - Self.interval - 1e-9, "t=\(t) got pts \(frame.pts)")
            #expect(frame.serial >= lastSerial)
            lastSerial = frame.serial
        }
        // Asking again for the same time returns the same frame: nothing to re-upload.
        let a = source.frameBlocking(at: 2.0), b = source.frameBlocking(at: 2.0)
        #expect(a?.serial == b?.serial && a != nil)
    }

    @Test("a clock a rounding short of a frame's time gets that frame, played on to or seeked to")
    func roundingShortOfAFrame() throws {
        for due in [1.5, 2.0, 3.0] {
            let t = due - 1e-12
            let played = try VideoSource(path: Self.landscape, loop: false)
            defer { played.close() }
            var step = 0.0
            while step < t - 0.1 {
                _ = played.frameBlocking(at: step)
                step += 0.1
            }
            // A fresh source asked straight for `t` seeks there (a jump of more than a second).
            let seeked = try VideoSource(path: Self.landscape, loop: false)
            defer { seeked.close() }
            let (a, b) = (try #require(played.frameBlocking(at: t)), try #require(seeked.frameBlocking(at: t)))
            #expect(abs(a.pts - due) < 1e-9 && abs(b.pts - due) < 1e-9, "at \(t): played on \(a.pts), seeked \(b.pts)")
        }
    }

    @Test("a clock stepping faster than the video drops late frames")
    func dropsLateFrames() throws {
        let source = try VideoSource(path: Self.landscape, loop: false)
        defer { source.close() }
        var serials: [Int] = []
        for step in 0..<30 {
            let frame = try #require(source.frameBlocking(at: Double(step) * 0.2))
            serials.append(frame.serial)
            #expect(abs(frame.pts - Double(step) * 0.2) < 1e-6)
        }
        // Each frame is decoded once: serial k is frame k-1, so pts 0.2·step → serial 6·step+1.
        #expect(serials == (0..<30).map { $0 * 6 + 1 })
    }

    @Test("the first frame is shown from time 0 and before")
    func firstFrame() throws {
        let source = try VideoSource(path: Self.landscape)
        defer { source.close() }
        let first = try #require(source.frameBlocking(at: 0))
        #expect(first.serial == 1 && first.pts == 0 && first.pass == 0)
        #expect(source.frameBlocking(at: -1)?.serial == 1)
    }

    @Test("frame(at:) never blocks and agrees with frameBlocking once decoded")
    func nonBlocking() throws {
        let source = try VideoSource(path: Self.landscape)
        defer { source.close() }
        let decoded = try #require(source.frameBlocking(at: 1.0))
        #expect(source.frame(at: 1.0)?.serial == decoded.serial)
        // Later times return at most what is due; the answer is never later than t.
        for step in 1...20 {
            let t = 1.0 + Double(step) * 0.01
            if let frame = source.frame(at: t) { #expect(frame.pts <= t + 1e-9 && frame.serial >= decoded.serial) }
        }
    }

    @Test("looping: time past the end wraps, pts continue on the caller's timeline")
    func looping() throws {
        let source = try VideoSource(path: Self.landscape, loop: true)
        defer { source.close() }
        let end = try #require(source.frameBlocking(at: 9.99))
        #expect(end.pass == 0 && abs(end.streamTime - 299.0 / 30) < 1e-6)
        let wrapped = try #require(source.frameBlocking(at: 10.5))
        #expect(wrapped.pass == 1 && abs(wrapped.streamTime - 0.5) < 1e-6 && abs(wrapped.pts - 10.5) < 1e-6)
        #expect(wrapped.serial > end.serial)
        // A jump several passes ahead seeks instead of decoding every pass in between.
        let far = try #require(source.frameBlocking(at: 52.25))
        #expect(far.pass == 5 && abs(far.streamTime - 2.233_333) < 1e-3)
        #expect(far.serial - wrapped.serial < 300)
    }

    @Test("going back in time seeks and decodes forward")
    func backwards() throws {
        let source = try VideoSource(path: Self.landscape, loop: true)
        defer { source.close() }
        _ = try #require(source.frameBlocking(at: 6.0))
        let back = try #require(source.frameBlocking(at: 1.5))
        #expect(back.pass == 0 && abs(back.pts - 1.5) < 1e-6)
        _ = try #require(source.frameBlocking(at: 12.0))
        let backIntoFirstPass = try #require(source.frameBlocking(at: 3.0))
        #expect(backIntoFirstPass.pass == 0 && abs(backIntoFirstPass.pts - 3.0) < 1e-6)
    }

    @Test("without loop, time past the end keeps the last frame")
    func noLoop() throws {
        let source = try VideoSource(path: Self.landscape, loop: false)
        defer { source.close() }
        let last = try #require(source.frameBlocking(at: 25))
        #expect(last.pass == 0 && abs(last.streamTime - 299.0 / 30) < 1e-6)
        #expect(source.isAtEnd)
        #expect(source.frame(at: 30)?.serial == last.serial)
        // Turning loop on at the end continues into the next pass.
        source.loop = true
        let next = try #require(source.frameBlocking(at: 10.1))
        #expect(next.pass == 1)
    }

    @Test("absurd clock values (NaN, ±infinity, huge) neither crash nor hang")
    func absurdTimes() throws {
        let source = try VideoSource(path: Self.landscape, loop: true)
        defer { source.close() }
        #expect(source.frameBlocking(at: .nan)?.pass == 0)
        #expect(source.frameBlocking(at: -.infinity)?.pass == 0)
        // Far ahead before the loop period is known: seeks once the first pass ends.
        #expect((source.frameBlocking(at: .infinity)?.pass ?? 0) > 1_000_000)
        #expect(source.frame(at: 1e300) != nil)
        #expect(source.frameBlocking(at: 0.5)?.pass == 0)
    }

    @Test("restart goes back to the first frame")
    func restart() throws {
        let source = try VideoSource(path: Self.landscape)
        defer { source.close() }
        let later = try #require(source.frameBlocking(at: 4.0))
        source.restart()
        let first = try #require(source.frameBlocking(at: 0))
        #expect(first.pts == 0 && first.pass == 0 && first.serial > later.serial)
    }

    @Test("close is safe at any moment, idempotent, and frames outlive it")
    func closeAnytime() throws {
        // Right after open, while the decoder is filling the queue.
        try VideoSource(path: Self.landscape).close()
        // With the decoder blocked on a full queue, from another thread, twice.
        let source = try VideoSource(path: Self.landscape)
        let frame = try #require(source.frameBlocking(at: 0.5))
        let other = Thread { source.close() }
        other.start()
        source.close()
        source.close()
        #expect(source.frame(at: 1) == nil)
        #expect(source.frameBlocking(at: 2) == nil)
        #expect(source.nextFrameBlocking() == nil)
        #expect(source.isAtEnd)
        source.restart()   // no effect after close
        #expect(source.frameBlocking(at: 0) == nil)
        // The frame still owns its pixels: the red top-left corner is readable.
        #expect(close(yuv(frame, x: 20, y: 20), Colour.red))
        // Dropping an open source without close() stops its thread too (deinit).
        _ = try VideoSource(path: Self.landscape).frameBlocking(at: 0.1)
    }

    @Test("frames handed to other threads stay valid (Sendable handoff)")
    func crossThread() async throws {
        let source = try VideoSource(path: Self.landscape, loop: false)
        let frames = (0..<10).compactMap { source.frameBlocking(at: Double($0) * 0.5) }
        source.close()
        let sums = await withTaskGroup(of: Int.self) { group in
            for frame in frames { group.addTask { frame.planeBytes(0).reduce(0) { $0 + Int($1) } } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(sums.count == 10 && sums.allSatisfy { $0 > 0 })
    }
}
