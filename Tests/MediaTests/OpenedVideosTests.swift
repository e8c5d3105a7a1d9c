import Foundation
import Testing

@testable import Media

/// A video is opened once: the probe's source, its first frame decoded, goes to the
/// window's player when the window asked to keep it.
@Suite("Videos opened once")
struct OpenedVideosTests {
    let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/videos/sample-landscape.mp4").path

    @Test("Kept: the probe's source is handed over once, looping, its first frame ready")
    func handedOver() throws {
        let opened = OpenedVideos()
        let facts = try VideoProbe.facts(path: sample, keepingIn: opened).get()
        #expect(facts.duration > 9)
        let source = try #require(opened.take(sample))
        defer { source.close() }
        #expect(source.loop)
        #expect(source.hasDecodedFrame)
        #expect(source.frame(at: 0)?.pts == 0)
        #expect(opened.keptCount == 0, "it is the player's now")
    }

    @Test("Kept: a player shown again gets a source opened anew for real-time playback, not libavcodec's every thread")
    func shownAgain() throws {
        let opened = OpenedVideos()
        _ = try VideoProbe.facts(path: sample, keepingIn: opened).get()
        let first = try #require(opened.take(sample))
        #expect(first.pace == .realTime)
        first.close()
        let again = try #require(opened.take(sample))
        defer { again.close() }
        #expect(again !== first && again.pace == .realTime && again.loop)
        #expect(again.frameBlocking(at: 0)?.pts == 0)
        // A file that cannot open: nil, and the caller opens it itself to learn why.
        #expect(opened.take(sample + ".missing") == nil)
    }

    @Test("Kept sources no player took by the first frame are closed; a player shown later opens its own")
    func untakenClosed() throws {
        let opened = OpenedVideos()
        _ = try VideoProbe.facts(path: sample, keepingIn: opened).get()
        #expect(opened.keptCount == 1)
        opened.closeUntaken()
        #expect(opened.keptCount == 0)
        let later = try #require(opened.take(sample))
        defer { later.close() }
        #expect(later.pace == .realTime && later.frameBlocking(at: 0)?.pts == 0)
    }

    @Test("Not kept (check, trace, record): the probe keeps nothing; a store keeps only what its own probe opened")
    func notKept() throws {
        let elsewhere = OpenedVideos(), opened = OpenedVideos()
        _ = try VideoProbe.facts(path: sample).get()
        _ = try VideoProbe.facts(path: sample, keepingIn: elsewhere).get()
        defer { elsewhere.closeUntaken() }
        #expect(opened.keptCount == 0 && elsewhere.keptCount == 1)
        let fresh = try #require(opened.take(sample))
        defer { fresh.close() }
        #expect(fresh.pace == .realTime && fresh.loop)
        #expect(elsewhere.keptCount == 1, "another window's store is left alone")
    }
}
