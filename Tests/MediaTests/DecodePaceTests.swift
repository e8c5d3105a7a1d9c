import CFFmpeg
import Foundation
import Testing
@testable import Media

/// How far a video is decoded ahead depends on who reads it (DecodePace): a window's
/// player holds fewer threads and frames than a reader waiting for every frame.
@Suite("Decode pace")
struct DecodePaceTests {
    static let landscape = samplePath("sample-landscape.mp4")

    @Test("real time: one decoder thread per 1080p30 worth of pixels, at most the automatic count")
    func realTimeThreads() {
        func threads(_ w: Int, _ h: Int, _ fps: Double, cores: Int = 2) -> Int32 {
            DecodePace.realTime.threadCount(width: w, height: h, frameRate: fps, processors: cores)
        }
        #expect(threads(1920, 1080, 30) == 1)
        #expect(threads(1280, 720, 30) == 1)
        #expect(threads(1920, 1080, 60) == 2)
        #expect(threads(3840, 2160, 30) == 3, "4K: the automatic count, cores + 1")
        #expect(threads(3840, 2160, 30, cores: 8) == 4)
        #expect(threads(1920, 1080, 0) == 1, "an unknown rate counts as 30 fps")
        #expect(threads(1920, 1080, 1e9, cores: 64) == 4, "a silly rate counts as 120 fps")
        #expect(DecodePace.asFastAsPossible.threadCount(width: 1920, height: 1080, frameRate: 30) == 0)
        #expect(DecodePace.firstFrame.threadCount(width: 3840, height: 2160, frameRate: 60) == 1)
    }

    @Test("the decoder opens with the pace's thread count")
    func decoderThreadCount() throws {
        let realTime = try DecoderContext(pictureOf: VideoOpening(path: Self.landscape), pace: .realTime)
        #expect(realTime.codec?.pointee.thread_count == 1)
        let first = try DecoderContext(pictureOf: VideoOpening(path: Self.landscape), pace: .firstFrame)
        #expect(first.codec?.pointee.thread_count == 1)
        let fast = try DecoderContext(pictureOf: VideoOpening(path: Self.landscape), pace: .asFastAsPossible)
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            #expect((fast.codec?.pointee.thread_count ?? 0) > 1, "libavcodec's automatic count")
        }
    }

    @Test("while its reader draws, a decoder with a picture queued waits; with none it decodes one")
    func readerDrawing() throws {
        let source = try VideoSource(path: Self.landscape, loop: false, pace: .asFastAsPossible)
        defer { source.close() }
        let capacity = DecodePace.asFastAsPossible.queuedFrames
        #expect(source.waitUntilDecoderWaits())
        source.setReaderDrawing(true)
        var taken = 0
        for _ in 0..<capacity where source.nextFrameBlocking() != nil { taken += 1 }
        #expect(taken == capacity)
        #expect(source.waitUntilDecoderWaits(queued: 1), "one picture decoded into the empty queue, then it waits with room")
        #expect(source.picturesDecoded == capacity + 1)
        _ = source.nextFrameBlocking()
        #expect(source.waitUntilDecoderWaits(queued: 1))
        #expect(source.picturesDecoded == capacity + 2)
        source.setReaderDrawing(false)
        #expect(source.waitUntilDecoderWaits(), "done drawing: it fills the queue")
        #expect(source.framesHeld == capacity + 1)
        #expect(source.picturesDecoded == 2 * capacity + 1)
    }

    @Test("frames held out of the decoder: the queue's bound plus the frame shown", arguments: [
        DecodePace.asFastAsPossible, .realTime, .firstFrame,
    ])
    func framesHeld(pace: DecodePace) throws {
        let source = try VideoSource(path: Self.landscape, loop: false, pace: pace)
        defer { source.close() }
        #expect(source.waitUntilDecoderWaits())
        #expect(source.framesHeld == pace.queuedFrames, "a full queue, nothing shown yet")
        #expect(source.picturesDecoded == pace.queuedFrames, "no decoded frame waits in the decoder's hands")
        // Shown frame by frame at the video's rate: never more than the bound.
        for step in 0..<20 {
            _ = source.frameBlocking(at: Double(step) / 30)
            #expect(source.waitUntilDecoderWaits())
            #expect(source.framesHeld == pace.queuedFrames + 1)
            #expect(source.picturesDecoded == step + 1 + pace.queuedFrames)
        }
    }
}
