import Foundation

/// State shared by the decode thread and the caller, every field guarded by `condition`
/// (one lock, one condition variable: the decoder waits for room in the queue or for a
/// seek/stop; callers of `frameBlocking` wait for the next frame).
///
/// `@unchecked Sendable`: the compiler cannot see that all access holds `condition`.
final class PlaybackState: @unchecked Sendable {
    let condition = NSCondition()
    /// Frames the queue holds at most (DecodePace.queuedFrames).
    let capacity: Int

    /// Decoded frames not yet presented, in presentation order (at most `capacity`).
    var frames: [VideoFrame] = []
    /// Bumped by every seek request; the decoder drops work of older generations.
    var generation = 0
    /// Where a seek request starts: the pass (loop iteration) and the time inside the
    /// file; frames before that time are decoded but not queued.
    var targetPass = 0
    var targetTime = 0.0
    /// The pass the decoder is decoding now.
    var decoderPass = 0
    /// The decoder has nothing more for this generation (non-looping end, or failure).
    var atEnd = false
    /// Whether the pass that ended produced frames: only then does turning `loop` on
    /// make the decoder continue (an empty pass would loop forever producing nothing).
    var endedPassHadFrames = false
    var stopRequested = false
    var threadExited = false
    var loop: Bool
    /// Length of one pass on the caller's timeline, known after the first pass ends.
    var period: Double?
    var error: MediaError?
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
    /// A blocking call gave up on the decoder: later ones do not wait for it again.
    var stalled = false
    /// The decoder waits for room in the full queue (tests: the queue's bound is reached,
    /// nothing more is decoded until a frame is taken).
    var waitingForRoom = false

    init(loop: Bool, capacity: Int = 3) {
        self.loop = loop
        self.capacity = max(1, capacity)
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    /// Decoder side: waits until the queue has room for one more frame. Called before a
    /// packet is sent (libavcodec decodes a picture as it takes the packet), so a full
    /// queue stops the decoder without a decoded frame waiting in its hands. False when
    /// a seek or stop came instead.
    func waitForRoom(generation: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return waitForRoomLocked(generation: generation)
    }

    /// Decoder side: waits for room, then appends. False when the frame is no longer
    /// wanted (a seek or stop happened meanwhile); the caller just drops it.
    func push(_ frame: VideoFrame, generation: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard waitForRoomLocked(generation: generation) else { return false }
        frames.append(frame)
        condition.broadcast()
        return true
    }

    private func waitForRoomLocked(generation: Int) -> Bool {
        while frames.count >= capacity && !stopRequested && generation == self.generation {
            if !waitingForRoom {
                waitingForRoom = true
                condition.broadcast()
            }
            condition.wait()
        }
        waitingForRoom = false
        return !stopRequested && generation == self.generation
    }

    /// Caller side, lock held: go on from `time` seconds into the file, in `pass`. A new
    /// generation: the decoder drops what it is doing (ffplay's serials), and frames of
    /// the old one never reach the queue.
    func requestSeek(pass: Int, time: Double = 0) {
        generation += 1
        targetPass = pass
        targetTime = max(0, time)
        decoderPass = pass
        frames.removeAll()
        atEnd = false
        condition.broadcast()
    }
}
