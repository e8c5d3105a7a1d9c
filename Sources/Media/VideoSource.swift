import CFFmpeg
import Foundation

/// A video file's picture decoded ahead on one dedicated thread into a queue of a few
/// frames (`DecodePace`), presented by pts on a clock the caller drives (wall clock for a
/// window, a virtual clock for headless rendering). Its packets come from the demuxer of
/// its `VideoOpening`, which the sound read from that opening (`AudioSource`) shares.
///
/// Timeline: with `loop` on, time runs on past the end — the second pass of a 10 s
/// clip is 10…20 s — and the source wraps by itself. When the caller's clock jumps —
/// back before the frame last returned, or ahead by more than `jumpThreshold` — the
/// source seeks: to the keyframe before that time, then decodes forward, showing the
/// frame due (ffplay's precise seek). A decoder merely running late is not a jump.
///
/// `@unchecked Sendable`: every mutable field lives in `PictureQueue` behind its lock
/// (or is read and written only under it); the rest is immutable after init.
public final class VideoSource: @unchecked Sendable {
    public let path: String
    /// Coded size, before rotation.
    public let width: Int
    public let height: Int
    /// Seconds, from the container (0 when unknown).
    public let duration: Double
    public let frameRate: Double
    /// Clockwise rotation the display matrix asks for: 0, 90, 180 or 270.
    public let rotationDegrees: Int
    public let codecName: String
    /// Where the file's data ends when it is cut short (its index lists samples past its
    /// last byte): playback shows the frames before it only. Nil for a whole file.
    public let dataEnd: Double?
    /// Who it was opened for: how many threads decode it, how many frames are queued.
    public let pace: DecodePace

    /// The opening it reads: hand it to whoever plays the sound (`VideoOpening.sound`).
    public let opening: VideoOpening
    let state: PictureQueue
    /// The demuxer its packets come from.
    let file: MediaFile
    /// The frame last returned, and whether a seek has made it out of date. Lock held.
    private(set) var current: VideoFrame?
    private var currentIsStale = false
    /// The caller's time at the last call, to tell its clock jumping from the decoder
    /// running late (which must not seek: a decoder slower than real time would seek
    /// again before showing anything). Lock held.
    private var lastAsked = 0.0
    /// The caller's time a seek was asked for, until its first frame is taken. Lock held.
    private var pendingSeek: Double?

    /// A forward jump of the caller's clock shorter than this is decoded through; a
    /// longer one seeks (about a GOP: seeking costs a keyframe's decode anyway).
    public static let jumpThreshold = 1.0
    /// A live clock (`frame(at:)`) stepping back by less than this holds the frame shown
    /// instead of seeking: the window's picture switching from the engine's clock to the
    /// audio clock, which runs a device buffer or two behind it, is not a seek.
    public static let holdTolerance = 0.25
    /// Times this close are one instant (a clock summed from step durations lands a
    /// rounding off a frame's time): a frame is due from its time less this, playing on
    /// and after a seek alike.
    static let sameInstant = 1e-6

    /// Opens and probes `path` (an opening of its own) and starts decoding. Throws a typed
    /// error for anything a user could hand in: a missing, empty, garbled or audio-only
    /// file, an unknown codec, absurd dimensions. `pace`: who reads it, which sets how far
    /// it is decoded ahead (`DecodePace`: a window's player needs less than a reader that
    /// waits for every frame).
    public convenience init(path: String, loop: Bool = true, pace: DecodePace = .asFastAsPossible) throws(MediaError) {
        try self.init(opening: VideoOpening(path: path), loop: loop, pace: pace)
    }

    /// The picture of `opening` (`VideoOpening.picture`).
    init(opening: VideoOpening, loop: Bool, pace: DecodePace) throws(MediaError) {
        let context = try DecoderContext(pictureOf: opening, pace: pace)
        self.opening = opening
        path = opening.path
        file = context.file
        let info = context.info
        width = info.width
        height = info.height
        duration = info.duration
        frameRate = info.frameRate
        rotationDegrees = info.rotationDegrees
        codecName = info.codecName
        dataEnd = info.dataEnd
        self.pace = pace
        let state = PictureQueue(loop: loop, capacity: pace.queuedFrames, condition: context.file.condition)
        // Before the last property is set: a throw here runs no deinit, which would wait
        // for a thread never started.
        guard let worker = PictureDecodeWorker(context: context, queue: state) else { throw .decodeFailed(reason: "out of memory") }
        self.state = state
        state.startDecodeThread(named: "media.decode", worker)
    }

    deinit { close() }

    /// Size as displayed: width and height swapped for a 90° or 270° rotation.
    public var displaySize: (width: Int, height: Int) {
        rotationDegrees % 180 == 0 ? (width, height) : (height, width)
    }

    /// Whether time past the end wraps to the start.
    public var loop: Bool {
        get { state.locked { state.loop } }
        set {
            state.locked {
                state.loop = newValue
                // The decoder waiting at the end will go on: don't let a frameBlocking
                // that runs before it wakes mistake the old end for the current one.
                if newValue && state.atEnd && state.endedPassHadFrames && !state.threadExited { state.atEnd = false }
                state.condition.broadcast()
            }
        }
    }

    /// The decoder has delivered everything it will (non-looping end, closed, or failed).
    public var isAtEnd: Bool { state.locked { state.atEnd || state.threadExited } }

    /// How long a video may take to show its first frame before it counts as unplayable
    /// (a 4K HEVC frame decodes in well under a second).
    public static let firstFrameTimeout = 5.0
    /// How long a blocking call waits for the frame it asked for.
    public static let stallTimeout = 10.0

    /// Whether any frame has been decoded since opening.
    public var hasDecodedFrame: Bool { state.locked { state.framesDecoded > 0 } }

    /// Why this video will never show a frame, once the decoder knows (it went through
    /// the file and nothing decoded); nil while it may still come. Never blocks.
    public var noFrameProblem: MediaError? {
        state.locked { state.framesDecoded > 0 ? nil : state.noFrameReason.map { .undecodable(path: path, reason: $0) } }
    }

    /// Waits up to `seconds` (wall clock) for the first frame: nil once there is one,
    /// else why there is none (damaged stream, no picture data, or nothing in time).
    public func firstFrameProblem(waitingUpTo seconds: Double) -> MediaError? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        return state.locked {
            while state.framesDecoded == 0 {
                if let reason = state.noFrameReason { return .undecodable(path: path, reason: reason) }
                if state.threadExited { return .undecodable(path: path, reason: "the decoder stopped before its first frame") }
                if !state.condition.wait(until: deadline), state.framesDecoded == 0, state.noFrameReason == nil {
                    return .undecodable(path: path, reason: "no frame decoded within \(Self.seconds(seconds))")
                }
            }
            return nil
        }
    }

    /// Frames of the file the decoder skipped as damaged (of its first pass through it),
    /// and whether that pass has ended (the count is then final).
    public var damagedFrames: (count: Int, final: Bool) {
        state.locked { (state.damagedFrames, state.firstPassEnded) }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }

    /// The newest frame whose pts ≤ `seconds`, dropping frames that are late. Never
    /// blocks: if the decoder is behind, the previous frame is returned again (same
    /// serial). Before the first frame is decoded, nil.
    public func frame(at time: Double) -> VideoFrame? {
        let seconds = Self.sanitized(time)
        return state.locked {
            seekIfNeeded(for: seconds, holding: Self.holdTolerance)
            takeDue(at: seconds)
            return current
        }
    }

    /// Like `frame(at:)`, but first waits until the decoder has produced the frame for
    /// `seconds` (or reached the end): deterministic output on a virtual clock.
    public func frameBlocking(at time: Double) -> VideoFrame? {
        let seconds = Self.sanitized(time)
        // A decoder stuck (a read that never returns) or busy without ever reaching the
        // frame due must not hang a headless run: past this, the frame shown stays the
        // previous one, and later calls stop waiting.
        let deadline = Date(timeIntervalSinceNow: Self.stallTimeout)
        return state.locked {
            while true {
                // Again after every wake: once the first pass ends the loop period is
                // known, and a time far ahead becomes a seek instead of decoding every pass.
                seekIfNeeded(for: seconds)
                takeDue(at: seconds)
                // A queued frame later than `seconds` proves `current` is the right one.
                if !state.items.isEmpty || state.atEnd || state.threadExited || state.stalled { return current }
                if !state.condition.wait(until: deadline), state.items.isEmpty {
                    stalled()
                    return current
                }
            }
        }
    }

    /// The next frame in decode order, whatever its time (waits for it); nil at the end
    /// of a non-looping source. For tools and tests that want every frame exactly once.
    public func nextFrameBlocking() -> VideoFrame? {
        state.locked {
            while state.items.isEmpty && !state.atEnd && !state.threadExited {
                if !state.condition.wait(until: Date(timeIntervalSinceNow: Self.stallTimeout)) {
                    stalled()
                    return nil
                }
            }
            guard !state.items.isEmpty else { return nil }
            current = state.removeFirst()
            currentIsStale = false
            pendingSeek = nil
            return current
        }
    }

    /// Whether the reader is drawing a frame (the window, from a frame's start to its
    /// present). While it is, a decoder with a picture queued already waits instead of
    /// decoding the next, and decodes while the reader waits for its next frame: the two
    /// do not share the cores then. A decoder with nothing queued goes on, so a slow one
    /// never falls further behind. On two cores, a 1080p picture decoded during a turning
    /// frame made that frame ~2 ms slower (BENCHMARKS.md).
    public func setReaderDrawing(_ drawing: Bool) {
        state.locked {
            state.readerDrawing = drawing
            if !drawing { state.condition.broadcast() }
        }
    }

    /// Back to the first frame (time 0 on the caller's clock).
    public func restart() {
        state.locked {
            guard !state.stopRequested else { return }
            state.requestSeek(pass: 0)
            currentIsStale = current != nil
            pendingSeek = 0
            lastAsked = 0
        }
    }

    /// Stops and joins the decode thread and frees every FFmpeg object. Safe at any
    /// moment and from any thread, idempotent. Frames already handed out stay valid.
    public func close() {
        state.locked {
            state.stopDecoder()
            current = nil
        }
    }

    // MARK: - Presentation (lock held)

    private func stalled() {
        state.stalled = true
        let reason = "the decoder could not deliver a frame within \(Self.seconds(Self.stallTimeout))"
        if state.error == nil { state.error = .undecodable(path: path, reason: reason) }
        if state.framesDecoded == 0, state.noFrameReason == nil { state.noFrameReason = reason }
    }

    /// NaN counts as 0, and times are kept within ±1e9 s (31 years) so pass numbers
    /// stay exact integers and a pts near the limit still resolves to milliseconds.
    private static func sanitized(_ time: Double) -> Double {
        time.isNaN ? 0 : min(max(time, -1e9), 1e9)
    }

    private func pass(for seconds: Double) -> Int {
        guard state.loop, let period = state.period, period > 0, seconds > 0 else { return 0 }
        return Int((seconds / period).rounded(.down))   // finite: see sanitized(_:)
    }

    /// Seeks when the caller's clock went backwards, or jumped more than `jumpThreshold`
    /// past what is decoded.
    private func seekIfNeeded(for seconds: Double, holding tolerance: Double = 0) {
        guard !state.stopRequested else { return }
        var backwards = false
        if let pending = pendingSeek {
            backwards = seconds < pending - max(tolerance, 1e-9)
        } else if let current, !currentIsStale, seconds + Self.sameInstant < current.pts - tolerance {
            // The first frame of a pass also stands for the time before it.
            backwards = !(current.isPassStart && current.pass == pass(for: seconds))
        }
        let decoded = max(pendingSeek ?? -.infinity, current?.pts ?? -.infinity, state.items.last?.pts ?? -.infinity)
        let finished = state.atEnd && !state.loop   // nothing further to seek to
        let jumped = seconds - lastAsked > Self.jumpThreshold && seconds > decoded + Self.jumpThreshold && !finished
        guard backwards || jumped else {
            lastAsked = seconds
            return
        }
        // Past the first pass before its length is known: asked again once it ends (the
        // jump is still seen then, `lastAsked` being left as it is).
        guard let target = seekTarget(for: seconds) else { return }
        state.requestSeek(pass: target.pass, time: target.time)
        currentIsStale = current != nil
        pendingSeek = seconds
        lastAsked = seconds
    }

    /// Which pass, and how far into the file, the caller's `seconds` are; nil while that
    /// depends on a loop period not yet known.
    private func seekTarget(for seconds: Double) -> (pass: Int, time: Double)? {
        guard state.loop, seconds > 0 else { return (0, max(0, seconds)) }
        guard let period = state.period, period > 0 else {
            return duration > 0 && seconds >= duration ? nil : (0, seconds)
        }
        let wanted = pass(for: seconds)
        return (wanted, max(0, seconds - Double(wanted) * period))
    }

    /// Moves due frames out of the queue; the newest due one becomes `current`. Due within
    /// `sameInstant`, as a seek keeps its frame.
    private func takeDue(at seconds: Double) {
        while let next = state.items.first,
              current == nil || currentIsStale || next.pts <= seconds + Self.sameInstant {
            current = state.removeFirst()
            currentIsStale = false
            pendingSeek = nil
        }
    }
}
