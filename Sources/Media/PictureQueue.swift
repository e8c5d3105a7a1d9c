import Foundation

/// The picture's `FrameQueue` (queued `VideoFrame`s, one unit each) and what the reader
/// and the decode thread share about it beyond the queue, under the same lock: where a
/// seek starts, the first pass's outcome, and counts for tests.
final class PictureQueue: FrameQueue<VideoFrame, PictureQueue.Start>, @unchecked Sendable {
    /// Where a seek request starts: the pass (loop iteration) and the time inside the
    /// file; frames before that time are decoded but not queued.
    struct Start {
        var pass = 0
        var time = 0.0
    }

    /// The pass the decoder is decoding now.
    var decoderPass = 0
    /// Whether the pass that ended produced frames: only then does turning `loop` on
    /// make the decoder continue (an empty pass would loop forever producing nothing).
    var endedPassHadFrames = false
    /// Frames decoded since opening, any pass: 0 means the video has shown nothing yet.
    var framesDecoded = 0
    /// Pictures the decoder produced, shown or dropped by a seek (tests: a seek must not
    /// decode everything before its target).
    var picturesDecoded = 0
    /// Why no frame will ever come, once a pass has ended without one.
    var noFrameReason: String?
    /// Frames of the first pass the decoder could not decode (skipped, as ffplay does):
    /// the count so far until `firstPassEnded`, then the file's total.
    var damagedFrames = 0
    var firstPassEnded = false

    init(loop: Bool, capacity: Int = 3, condition: NSCondition) {
        super.init(capacity: capacity, loop: loop, start: Start(), condition: condition) { _ in 1 }
    }

    /// Reader side, lock held: go on from `time` seconds into the file, in `pass`.
    func requestSeek(pass: Int, time: Double = 0) {
        decoderPass = pass
        startGeneration(at: Start(pass: pass, time: max(0, time)))
    }
}
