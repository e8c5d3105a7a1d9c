// What the engine needs to know of a video before it runs: its displayed aspect (P7)
// or why it cannot play (it does not open, or opens and decodes nothing).

public enum VideoProbe {
    /// Width / height as displayed (rotation applied), or the reason it can't be played:
    /// a file that opens but shows no frame within `VideoSource.firstFrameTimeout` is as
    /// unplayable as one that does not open.
    public static func probe(path: String) -> Result<Double, MediaError> {
        facts(path: path).map(\.aspect)
    }

    /// What a file loads with: the aspect, and the duration and where the data ends when
    /// the file is cut short (it plays, but only so far).
    public struct Facts: Sendable, Equatable {
        public var aspect: Double
        public var duration: Double
        public var dataEnd: Double?
    }

    /// `probe` with the facts a warning needs.
    /// `kept`: where a window that will show the video keeps the source (nil: closed).
    public static func facts(path: String, keepingIn kept: OpenedVideos? = nil) -> Result<Facts, MediaError> {
        do {
            // A source the window keeps plays in real time; any other is closed after
            // its first frame, which one thread delivers soonest (no frame-thread delay).
            let source = try VideoSource(path: path, loop: false, pace: kept == nil ? .firstFrame : .realTime)
            if let problem = source.firstFrameProblem(waitingUpTo: VideoSource.firstFrameTimeout) {
                source.close()
                return .failure(problem)
            }
            let size = source.displaySize
            let facts = Facts(aspect: Double(size.width) / Double(max(1, size.height)),
                              duration: source.duration, dataEnd: source.dataEnd)
            // The window's player takes it (OpenedVideos); anyone else is done with it.
            if let kept { kept.keep(source) } else { source.close() }
            return .success(facts)
        } catch {
            return .failure(error)
        }
    }
}
