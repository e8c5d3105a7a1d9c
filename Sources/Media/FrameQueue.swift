import Foundation

/// ffplay's FrameQueue, for pictures and for sound alike: what a stream's decode thread
/// has made and its reader has not taken yet, bounded, and stamped with a generation
/// (ffplay's serial). A seek starts a new generation: what is queued is dropped, and
/// whatever the decoder still makes for the old one is refused at the door (`push`).
///
/// One lock and one condition (its file's) guard everything the reader and the decode thread share:
/// the queue, the decoder's life (stop, exit, end, error) and the fields a stream adds
/// of its own (`PictureQueue` for pictures, `AudioQueue` for sound, subclasses).
/// `Target`: where a seek asks the decoder to go on from, in the stream's own terms.
///
/// `@unchecked Sendable`: the compiler cannot see that every access holds `condition`.
class FrameQueue<Item, Target>: @unchecked Sendable {
    /// The file's lock (`MediaFile.condition`): a decoder waiting for a packet wakes for
    /// its reader's seek or stop too.
    let condition: NSCondition
    /// What the queue holds at most, counted in `size` units (pictures, sound frames).
    let capacity: Int
    private let size: (Item) -> Int

    /// Made and not yet taken, in order.
    var items: [Item] = []
    /// The size of `items`, less what the reader already took of the first one.
    var queued = 0
    /// Bumped by every seek; the decoder drops work of older generations.
    var generation = 0
    /// Where the current generation starts.
    private(set) var target: Target
    /// The decoder has nothing more for this generation (non-looping end, or failure).
    var atEnd = false
    var stopRequested = false
    var threadExited = false
    /// A blocking read gave up on the decoder: later ones do not wait for it again.
    var stalled = false
    var loop: Bool
    /// Length of one pass on the reader's timeline, once known.
    var period: Double?
    /// The first problem the decoder met after opening.
    var error: MediaError?
    /// The decoder waits for room in the full queue (tests: the bound is reached).
    var waitingForRoom = false
    /// The reader is drawing (`VideoSource.setReaderDrawing`): a decoder with something
    /// queued already waits until it is done.
    var readerDrawing = false

    init(capacity: Int, loop: Bool, period: Double? = nil, start: Target, condition: NSCondition,
         size: @escaping (Item) -> Int) {
        self.condition = condition
        self.capacity = max(1, capacity)
        target = start
        self.loop = loop
        self.period = period
        self.size = size
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    /// Decoder side: waits until the queue has room (and, while the reader draws, is
    /// empty), or a seek or stop makes `generation` old (false then).
    func waitForRoom(generation: Int) -> Bool {
        locked { waitForRoomLocked(generation: generation) }
    }

    /// Decoder side: waits for room, then appends. False when the item is no longer
    /// wanted (a seek or stop happened meanwhile); the caller just drops it.
    @discardableResult
    func push(_ item: Item, generation: Int) -> Bool {
        locked {
            guard waitForRoomLocked(generation: generation) else { return false }
            items.append(item)
            queued += size(item)
            condition.broadcast()
            return true
        }
    }

    private func waitForRoomLocked(generation: Int) -> Bool {
        while (queued >= capacity || (readerDrawing && queued > 0)) && !stopRequested && generation == self.generation {
            if !waitingForRoom {
                waitingForRoom = true
                condition.broadcast()
            }
            condition.wait()
        }
        waitingForRoom = false
        return !stopRequested && generation == self.generation
    }

    /// Reader side, lock held: the first item, out of the queue (room for the decoder).
    func removeFirst() -> Item {
        let item = items.removeFirst()
        queued -= size(item)
        condition.broadcast()
        return item
    }

    /// Reader side, lock held: a seek. The decoder drops what it is doing and goes on
    /// from `target`.
    func startGeneration(at target: Target) {
        self.target = target
        generation += 1
        items.removeAll()
        queued = 0
        atEnd = false
        condition.broadcast()
    }

    /// What the decoder does next (ffplay's check of the packet serial, at the top of its loop).
    enum Next {
        case stop
        /// A seek: start over from the target, `generation` being now the new one.
        case start(Target)
        case goOn
    }

    /// Decoder side, at the top of its loop; `generation` is the one it works for.
    func next(after generation: inout Int) -> Next {
        locked {
            if stopRequested { return .stop }
            guard generation != self.generation else { return .goOn }
            generation = self.generation
            return .start(target)
        }
    }

    /// Decoder side: keeps the first problem met.
    func record(_ problem: MediaError) {
        locked { if error == nil { error = problem } }
    }

    /// Whether the decoder should drop what it does for `generation` (a seek or a stop).
    func isStale(_ generation: Int) -> Bool {
        locked { stopRequested || generation != self.generation }
    }

    /// Decoder side, lock held, at the end of its input: says so, then waits while
    /// nothing changes `generation` or stops it and `keepWaiting` holds.
    func waitAtEnd(generation: Int, while keepWaiting: () -> Bool = { true }) {
        while !stopRequested && generation == self.generation && keepWaiting() {
            if !atEnd {
                atEnd = true
                condition.broadcast()
            }
            condition.wait()
        }
    }

    /// Reader side, lock held: stops the decoder and waits until its thread has freed
    /// everything and ended. Idempotent.
    func stopDecoder() {
        stopRequested = true
        condition.broadcast()
        while !threadExited { condition.wait() }
        items.removeAll()
        queued = 0
        atEnd = true
    }

    /// Starts the decode thread running `body`, the only owner of what it decodes with:
    /// it is released on that thread before the thread says it has ended, so `close()`
    /// returning means every FFmpeg object is freed.
    func startDecodeThread(named name: String, _ body: some DecodeThreadBody) {
        let handoff = Handoff(body)
        let thread = Thread { [self] in
            handoff.runOnce()
            locked {
                threadExited = true
                condition.broadcast()
            }
        }
        thread.name = name
        thread.start()
    }
}

/// A decode thread's body: it runs until a stop.
protocol DecodeThreadBody: AnyObject {
    func run()
}

/// Hands a body to its thread, which runs it and lets go of it.
private final class Handoff<Body: DecodeThreadBody>: @unchecked Sendable {
    private var body: Body?

    init(_ body: Body) { self.body = body }

    /// Runs the body; when this returns, nothing holds it.
    func runOnce() {
        guard let body else { return }
        self.body = nil
        body.run()
    }
}
