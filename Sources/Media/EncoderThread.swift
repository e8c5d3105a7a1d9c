// An MP4Writer fed from a thread of its own: `record` and F10 render frame N+1 while
// frame N is converted to YUV and encoded, the decoder's pattern the other way round.
// The queue is bounded (`depth` slots, like the decoder's frames), so a caller ahead of
// the encoder waits rather than piling up pictures.
//
// A job is one frame slot of the recording: its sound (the samples it lasts, or
// silence), then its picture (new pixels, or the last one held). One thread does the
// jobs in the order given, making the calls on the writer a caller would make itself,
// in that order, so the file is the same byte for byte. Sound and picture travel in one
// job because the sound's share of each slot is counted by the caller (slots handed in,
// samples handed in), never read back from the writer, which belongs to the thread.
//
// Who touches the writer: the thread while it has jobs; the caller only while the thread
// is idle under the lock (adding the sound track, before the first picture) or joined
// (finish, deinit).
//
// Errors: a picture the writer refuses stops the thread and drops what is queued, as a
// caller stops at a writer's first error; the next call (or `drain`, `finish`) throws
// it. A sound the writer refuses is kept for `takeSoundFailure()`, and the recording goes
// on without sound. Mistakes the caller can see at once (a short buffer, a repeat or a
// partial update before any picture, a call after finish) are thrown at once.

import Foundation

public final class EncoderThread {
    /// A slot's sound: interleaved stereo Float32 at 48 kHz (`AudioFormat`), or silence.
    public enum Sound: Sendable, Equatable {
        case samples([Float])
        case silence(frames: Int)
    }

    /// Slots that wait at most: 3 × a 1280×800 picture is 12 MB.
    public static let defaultDepth = 3

    public let path: String
    public let fps: Int
    private let state: State
    private var thread: pthread_t?

    /// Starts the thread. From here on `writer` belongs to it: use only this object.
    public init(_ writer: MP4Writer, depth: Int = EncoderThread.defaultDepth) throws(MediaError) {
        path = writer.path
        fps = writer.fps
        state = State(writer: writer, depth: max(1, depth))
        let context = Unmanaged.passRetained(state).toOpaque()
        var id = pthread_t()
        let ret = pthread_create(&id, nil, { context in
            let state = Unmanaged<State>.fromOpaque(context!).takeRetainedValue()
            state.work()
            return nil
        }, context)
        guard ret == 0 else {
            Unmanaged<State>.fromOpaque(context).release()
            throw .encodeFailed(reason: "cannot start the encoder thread: \(String(cString: strerror(ret)))")
        }
        thread = id
    }

    /// Ends the thread after the jobs already queued (the file keeps every slot handed
    /// in) and joins it; the writer, then the caller's alone, finishes the file as its
    /// own deinit does, ignoring errors.
    deinit {
        _ = join()
    }

    /// Slots handed in so far (pictures and repeats): the recording's length × fps.
    public var framesQueued: Int { state.locked { state.framesQueued } }

    /// Queues a picture — tightly packed RGBA, `width`×`height` (another size than the
    /// writer's is fitted, as `MP4Writer.append(rgba:width:height:)` does) — after its
    /// slot's sound. Waits while the queue is full.
    public func append(_ pixels: [UInt8], width: Int, height: Int, sound: Sound? = nil) throws(MediaError) {
        try validateRGBA(count: pixels.count, width: width, height: height, pitch: width * 4)
        try enqueue(.picture(pixels, width: width, height: height), sound: sound)
    }

    /// Queues the last picture with `update`'s patches on it (`MP4Writer.append(_:)`:
    /// only the changed areas are converted), after its slot's sound. Waits while the
    /// queue is full.
    public func append(_ update: FrameUpdate, sound: Sound? = nil) throws(MediaError) {
        try enqueue(.update(update), sound: sound)
    }

    /// The last picture for one more slot (nothing is encoded for it), after its sound.
    public func repeatLastFrame(sound: Sound? = nil) throws(MediaError) {
        try enqueue(.repeatLast, sound: sound)
    }

    /// Adds the writer's AAC track (`MP4Writer.addAudioTrack`); only before the first
    /// picture, as there. Runs on the caller's thread while the encoder's is idle.
    public func addAudioTrack() throws(MediaError) {
        try state.locked { () throws(MediaError) in
            try state.checkOpen(path)
            while state.busy || !state.jobs.isEmpty { state.condition.wait() }
            try state.throwFailure()
            guard let writer = state.writer else { throw .encodeFailed(reason: "\(path): the writer is already finished") }
            try writer.addAudioTrack()
            state.hasAudioTrack = true
        }
    }

    public var hasAudioTrack: Bool { state.locked { state.hasAudioTrack } }

    /// The first sound the writer refused, once; from it on, slots are written without
    /// their sound.
    public func takeSoundFailure() -> MediaError? {
        state.locked {
            defer { state.soundFailure = nil }
            return state.soundFailure
        }
    }

    /// Waits until every job queued so far is done; throws the error that stopped the
    /// thread, if one did.
    public func drain() throws(MediaError) {
        try state.locked { () throws(MediaError) in
            while !state.exited && (state.busy || !state.jobs.isEmpty) { state.condition.wait() }
            try state.throwFailure()
        }
    }

    /// Does what is queued, joins the thread, then flushes the encoder and writes the
    /// file's trailer (`MP4Writer.finish`), also after an error stopped the thread (the
    /// file then ends where it did). Throws that error if no call threw it yet, else
    /// finish's own. Returns the slots the file holds. Later calls throw.
    @discardableResult
    public func finish() throws(MediaError) -> Int {
        guard let writer = join() else { throw .encodeFailed(reason: "\(path): the writer is already finished") }
        let unreported = state.locked { state.failureReported ? nil : state.failure }
        do {
            try writer.finish()
        } catch {
            throw unreported ?? error
        }
        if let unreported { throw unreported }
        return writer.framesWritten
    }

    /// Closes the queue, waits for the thread to end and takes the writer back: nil
    /// when it was taken before.
    private func join() -> MP4Writer? {
        guard let thread else { return nil }
        state.locked {
            state.closing = true
            state.condition.broadcast()
        }
        pthread_join(thread, nil)
        self.thread = nil
        return state.locked {
            defer { state.writer = nil }
            return state.writer
        }
    }

    private func enqueue(_ picture: Job.Picture, sound: Sound?) throws(MediaError) {
        try state.locked { () throws(MediaError) in
            try state.checkOpen(path)
            while state.jobs.count >= state.depth && !state.exited { state.condition.wait() }
            try state.throwFailure()
            if case .repeatLast = picture, state.picturesQueued == 0 {
                throw .encodeFailed(reason: "\(path): no frame to repeat yet")
            }
            if case .update(let update) = picture, !update.isWhole, state.picturesQueued == 0 {
                throw .encodeFailed(reason: "\(path): no whole picture to update yet")
            }
            state.jobs.append(Job(sound: sound, picture: picture))
            state.framesQueued += 1
            if case .repeatLast = picture {} else { state.picturesQueued += 1 }
            state.condition.broadcast()
        }
    }

    struct Job {
        enum Picture {
            case picture([UInt8], width: Int, height: Int)
            case update(FrameUpdate)
            case repeatLast
        }
        var sound: Sound?
        var picture: Picture
    }

    /// What the caller and the thread share, every field under `condition`'s lock.
    /// `@unchecked Sendable`: the lock guards the fields; the writer is used by one thread
    /// at a time (see the file's comment).
    final class State: @unchecked Sendable {
        let condition = NSCondition()
        let depth: Int
        var writer: MP4Writer?
        var jobs: [Job] = []
        /// The thread is doing a job (taken off `jobs`, not finished).
        var busy = false
        /// No more jobs will come: the thread ends once `jobs` is empty.
        var closing = false
        /// The thread is done: closed and drained, or stopped by `failure`.
        var exited = false
        var failure: MediaError?
        var soundFailure: MediaError?
        /// `failure` was thrown to the caller.
        var failureReported = false
        /// A sound was refused: later slots go without theirs.
        var soundBroken = false
        var hasAudioTrack = false
        var framesQueued = 0
        var picturesQueued = 0

        init(writer: MP4Writer, depth: Int) {
            self.writer = writer
            self.depth = depth
        }

        func locked<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
            condition.lock()
            defer { condition.unlock() }
            return try body()
        }

        func throwFailure() throws(MediaError) {
            guard let failure else { return }
            failureReported = true
            throw failure
        }

        func checkOpen(_ path: String) throws(MediaError) {
            guard !closing else { throw .encodeFailed(reason: "\(path): the writer is already finished") }
        }

        /// The thread's loop: a job at a time, in order, the lock released while it runs.
        func work() {
            condition.lock()
            defer {
                exited = true
                condition.broadcast()
                condition.unlock()
            }
            while true {
                while jobs.isEmpty && !closing { condition.wait() }
                guard !jobs.isEmpty, let writer else { return }
                let job = jobs.removeFirst()
                let withSound = !soundBroken
                busy = true
                condition.broadcast()  // a slot is free
                condition.unlock()
                let (soundError, pictureError) = Self.run(job, on: writer, withSound: withSound)
                condition.lock()
                busy = false
                if let soundError, !soundBroken {
                    soundBroken = true
                    soundFailure = soundError
                }
                if let pictureError {
                    failure = pictureError
                    jobs.removeAll()
                    return
                }
                condition.broadcast()
            }
        }

        /// One slot on the writer: its sound, then its picture.
        private static func run(_ job: Job, on writer: MP4Writer, withSound: Bool)
            -> (sound: MediaError?, picture: MediaError?)
        {
            var soundError: MediaError?
            if withSound, let sound = job.sound {
                do {
                    switch sound {
                    case .samples(let samples):
                        try samples.withUnsafeBufferPointer { (buffer) throws(MediaError) in try writer.appendAudio(buffer) }
                    case .silence(let frames):
                        try writer.appendSilence(frames: frames)
                    }
                } catch {
                    soundError = error
                }
            }
            do {
                switch job.picture {
                case .picture(let pixels, let width, let height): try writer.append(rgba: pixels, width: width, height: height)
                case .update(let update): try writer.append(update)
                case .repeatLast: try writer.repeatLastFrame()
                }
                return (soundError, nil)
            } catch {
                return (soundError, error)
            }
        }
    }
}
