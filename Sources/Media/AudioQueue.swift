import Foundation

/// Decoded sound on the timeline: `frames` interleaved stereo frames from `start`.
struct AudioChunk {
    var start: Double
    var samples: [Float]
    var frames: Int { samples.count / AudioFormat.channels }
}

/// The sound's `FrameQueue` (chunks, counted in sound frames) and what its reader
/// shares with the decode thread beyond it, under the same lock: where reading is, and
/// where a seek starts.
/// A seek's target is a timeline position.
final class AudioQueue: FrameQueue<AudioChunk, Double>, @unchecked Sendable {
    /// Frames of the first chunk already read.
    var offset = 0
    /// Timeline position of the next frame `take` returns.
    var readPosition = 0.0

    /// About a fifth of a second decoded ahead: enough to ride out a busy decode thread,
    /// little to throw away on a seek.
    init(loop: Bool, period: Double?, condition: NSCondition) {
        super.init(capacity: AudioFormat.sampleRate / 5, loop: loop, period: period, start: 0, condition: condition) { $0.frames }
    }

    /// Reader side, lock held.
    func requestSeek(to position: Double) {
        readPosition = position
        offset = 0
        stalled = false
        startGeneration(at: position)
    }

    /// Reader side, lock held: copies up to `frames` queued frames into `buffer`.
    func take(into buffer: UnsafeMutablePointer<Float>, frames: Int) -> Int {
        var copied = 0
        while copied < frames, let first = items.first {
            let count = min(frames - copied, first.frames - offset)
            first.samples.withUnsafeBufferPointer { source in
                (buffer + copied * AudioFormat.channels).update(
                    from: source.baseAddress! + offset * AudioFormat.channels, count: count * AudioFormat.channels)
            }
            copied += count
            offset += count
            if offset == first.frames {
                items.removeFirst()
                offset = 0
            }
        }
        if copied > 0 {
            queued -= copied
            readPosition += Double(copied) / Double(AudioFormat.sampleRate)
            condition.broadcast()
        }
        return copied
    }
}
