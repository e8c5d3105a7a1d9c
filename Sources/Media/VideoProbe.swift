// What the engine needs to know of a video before it runs: its displayed aspect (P7)
// or why it cannot play (it does not open, or opens and decodes nothing).

public enum VideoProbe {
    /// Width / height as displayed (rotation applied), or the reason it can't be played:
    /// a file that opens but shows no frame within `VideoSource.firstFrameTimeout` is as
    /// unplayable as one that does not open.
    public static func probe(path: String) -> Result<Double, MediaError> {
        do {
            let source = try VideoSource(path: path, loop: false)
            defer { source.close() }
            if let problem = source.firstFrameProblem(waitingUpTo: VideoSource.firstFrameTimeout) {
                return .failure(problem)
            }
            let size = source.displaySize
            return .success(Double(size.width) / Double(max(1, size.height)))
        } catch {
            return .failure(error)
        }
    }
}
