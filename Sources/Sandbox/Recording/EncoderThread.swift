// An MP4Writer fed from a thread of its own: the caller renders frame N+1 while frame N is
// converted to YUV and encoded, as a player's decode thread works ahead of its display.
// The queue is bounded (a few frames, like the decoder's) so a caller ahead of the
// encoder waits rather than piling up pictures. Order is kept: one worker, one queue.

import Foundation
import Media

final class EncoderThread: @unchecked Sendable {
    enum Job {
        case frame(pixels: [UInt8], width: Int, height: Int)
        case repeatLast
    }

    let path: String
    /// Frames the caller handed in (encoded or queued): the recording's length in slots.
    private(set) var framesQueued = 0
    /// At most this many pictures wait: 3 × a 1280×800 frame is 12 MB.
    static let depth = 3

    private let writer: MP4Writer
    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var closing = false
    private var exited = false
    /// The first error the worker met; every later call reports it.
    private var failure: MediaError?

    init(_ writer: MP4Writer) {
        self.writer = writer
        path = writer.path
        let thread = Thread { [self] in work() }
        thread.name = "rotation-sandbox encoder"
        thread.start()
    }

    /// Queues a picture (tightly packed RGBA of any size: another size is fitted, as
    /// `MP4Writer.append(rgba:width:height:)` does); waits while the queue is full.
    func append(_ pixels: [UInt8], width: Int, height: Int) throws(MediaError) {
        try enqueue(.frame(pixels: pixels, width: width, height: height))
    }

    /// The last picture for one more slot (nothing is encoded for it).
    func repeatLastFrame() throws(MediaError) {
        try enqueue(.repeatLast)
    }

    /// Waits for the queue to drain, then flushes and closes the file.
    func finish() throws(MediaError) {
        condition.lock()
        closing = true
        condition.broadcast()
        while !exited { condition.wait() }
        let failure = failure
        condition.unlock()
        if let failure { throw failure }
        try writer.finish()
    }

    private func enqueue(_ job: Job) throws(MediaError) {
        condition.lock()
        defer { condition.unlock() }
        while jobs.count >= Self.depth && failure == nil && !exited { condition.wait() }
        if let failure { throw failure }
        guard !closing, !exited else { throw .encodeFailed(reason: "\(path): the writer is already finished") }
        if case .repeatLast = job, framesQueued == 0 { throw .encodeFailed(reason: "\(path): no frame to repeat yet") }
        jobs.append(job)
        framesQueued += 1
        condition.broadcast()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty && !closing { condition.wait() }
            guard !jobs.isEmpty else {
                exited = true
                condition.broadcast()
                return condition.unlock()
            }
            let job = jobs.removeFirst()
            condition.broadcast()
            condition.unlock()
            do {
                switch job {
                case .frame(let pixels, let width, let height): try writer.append(rgba: pixels, width: width, height: height)
                case .repeatLast: try writer.repeatLastFrame()
                }
            } catch {
                condition.lock()
                failure = failure ?? error
                jobs.removeAll()
                exited = true
                condition.broadcast()
                return condition.unlock()
            }
        }
    }
}
