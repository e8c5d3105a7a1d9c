import Foundation
@testable import Media

// What the tests read of Media's state, under the same locks the product takes: counts
// and waits that no product code needs, kept here rather than in the types.

extension VideoSource {
    /// Seeks asked of the decoder since opening (each starts a new generation).
    var seeksRequested: Int { state.locked { state.generation } }

    /// Pictures decoded since opening, including those a seek decoded but did not show.
    var picturesDecoded: Int { state.locked { state.picturesDecoded } }

    /// Decoded frames held out of the decoder: queued, and the one last returned.
    var framesHeld: Int { state.locked { state.items.count + (current == nil ? 0 : 1) } }

    /// Waits (up to `timeout`, wall clock) until the queue is full and the decoder waits
    /// for room, or it has nothing more; false on timeout.
    func waitUntilDecoderWaits(timeout: Double = VideoSource.stallTimeout) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return state.locked {
            while !(state.waitingForRoom && state.queued >= state.capacity) && !state.atEnd && !state.threadExited {
                if !state.condition.wait(until: deadline) { return false }
            }
            return true
        }
    }

    /// Waits (up to `timeout`) until the decoder waits with exactly `queued` pictures
    /// queued; false on timeout or when it has nothing more.
    func waitUntilDecoderWaits(queued: Int, timeout: Double = VideoSource.stallTimeout) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return state.locked {
            while !(state.waitingForRoom && state.queued == queued) && !state.atEnd && !state.threadExited {
                if !state.condition.wait(until: deadline) { return false }
            }
            return state.waitingForRoom && state.queued == queued
        }
    }
}

extension AudioSource {
    /// Frames decoded and waiting.
    var queuedFrames: Int { queue.locked { queue.queued } }

    /// Waits (up to `timeout`, wall clock) until `frames` are queued or the decoder has
    /// nothing more.
    func waitUntilQueued(_ frames: Int, timeout: Double = VideoSource.stallTimeout) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return queue.locked {
            while queue.queued < frames && !queue.atEnd && !queue.threadExited {
                if !queue.condition.wait(until: deadline) { return false }
            }
            return queue.queued >= frames
        }
    }
}

extension MediaFile {
    /// Packets waiting in `kind`'s queue, and their bytes.
    func queued(_ kind: PacketQueue.Kind) -> (packets: Int, bytes: Int) {
        condition.withLock {
            guard let queue = queues.first(where: { $0.kind == kind }) else { return (0, 0) }
            return (queue.packets.count, queue.bytes)
        }
    }

    /// Waits (up to `timeout`) until the demuxer has nothing to do (nothing wanted, or
    /// every reading queue has enough) and will wait; false on timeout.
    func waitUntilDemuxerWaits(timeout: Double = VideoSource.stallTimeout) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while !threadExited && (wantsToRead || needsReseek || queues.contains(where: \.isSeeking)) {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }

    /// Demuxer seeks done so far.
    var demuxerSeeks: Int { condition.withLock { seeksDone } }

    /// Waits (up to `timeout`) until `kind`'s stream has asked for a seek; false on timeout.
    func waitUntilSeekAsked(_ kind: PacketQueue.Kind, timeout: Double = VideoSource.stallTimeout) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while !(queues.first { $0.kind == kind }?.isSeeking ?? false) {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }

    /// Whether the demux thread has ended (the last reader's close joins it).
    var hasEnded: Bool { condition.withLock { threadExited } }
}

extension OpenedVideos {
    /// Sources kept and not yet taken.
    var keptCount: Int { lock.withLock { sources.count } }
}
