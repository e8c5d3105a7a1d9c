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
        opened.keepProbedSources()
        let facts = try VideoProbe.facts(path: sample, opened: opened).get()
        #expect(facts.duration > 9)
        let source = try #require(opened.take(sample))
        defer { source.close() }
        #expect(source.loop)
        #expect(source.hasDecodedFrame)
        #expect(source.frame(at: 0)?.pts == 0)
        #expect(opened.take(sample) == nil, "it is the player's now")
    }

    @Test("Not kept (check, trace, record): the probe closes what it opened")
    func notKept() throws {
        let opened = OpenedVideos()
        _ = try VideoProbe.facts(path: sample, opened: opened).get()
        #expect(opened.take(sample) == nil)
    }
}
