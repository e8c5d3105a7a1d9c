import Foundation

/// Who reads a video, which decides how much it is decoded ahead: how many threads
/// libavcodec decodes it with, and how many decoded frames wait in the queue.
///
/// Each frame thread keeps a picture of its own in flight and its own copies of the
/// decoder's tables: about 10 MB a thread for 1080p H.264 (`ffmpeg -threads N -f null`
/// peaks at 79, 90, 99 MB for 1, 2, 3 threads), and each queued 1080p frame is 3 MB.
/// A reader that waits for every frame (`record`, the bench's pipeline) wants every
/// thread; a player showing frames at the video's own rate needs only as many as keep up.
public enum DecodePace: Sendable, Equatable {
    /// A reader that waits for each frame (`frameBlocking`, `nextFrameBlocking`): the most
    /// frames per second. libavcodec's own thread count (cores + 1 frame threads, and
    /// slice threads, as ffplay and the ffmpeg tool), three frames queued.
    case asFastAsPossible
    /// A player presenting frames at the video's own rate (the window): as few threads as
    /// decode that rate, one for every 1080p at 30 fps worth of pixels per second, rounded
    /// up (one for 1080p30 and below, two for 1080p60, the automatic count for 4K), never
    /// more than the automatic count; two frames queued, so with the one shown three
    /// frames are out of the decoder, as in ffplay's picture queue (and none waits in the
    /// decoder's hands for room: PictureDecodeWorker feeds the next packet only once there is).
    /// One thread decodes 1080p H.264 at ~140 fps on this project's 2-core machine.
    case realTime
    /// A probe that wants the first frame, soonest, and nothing after it: one thread (no
    /// frame-thread delay before the first picture), one frame queued.
    case firstFrame

    /// Pixels per second one decoder thread is given in `.realTime`: 1920×1080 at 30 fps.
    static let pixelsPerThread = 1920.0 * 1080.0 * 30.0

    /// The value for AVCodecContext.thread_count (0: libavcodec picks).
    func threadCount(width: Int, height: Int, frameRate: Double,
                     processors: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int32 {
        switch self {
        case .asFastAsPossible:
            return 0
        case .firstFrame:
            return 1
        case .realTime:
            // An unknown rate counts as 30 fps, a silly one (a timestamp glitch) as 120.
            let rate = frameRate > 0 ? min(frameRate, 120) : 30
            let needed = (Double(width) * Double(height) * rate / Self.pixelsPerThread).rounded(.up)
            // libavcodec's automatic frame-thread count is cores + 1 (at most 16).
            let automatic = min(16, max(1, processors) + 1)
            return Int32(min(Double(automatic), max(1, needed)))
        }
    }

    /// Decoded frames the queue holds at most (the frame last shown is not among them).
    var queuedFrames: Int {
        switch self {
        case .asFastAsPossible: 3
        case .realTime: 2
        case .firstFrame: 1
        }
    }
}
