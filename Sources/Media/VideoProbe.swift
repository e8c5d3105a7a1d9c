// What the engine needs to know of a video before it runs: its displayed aspect (P7)
// or why it cannot play.

public enum VideoProbe {
    /// Width / height as displayed (rotation applied), or the reason it can't be played.
    public static func probe(path: String) -> Result<Double, MediaError> {
        do {
            let source = try VideoSource(path: path, loop: false)
            defer { source.close() }
            let size = source.displaySize
            return .success(Double(size.width) / Double(max(1, size.height)))
        } catch {
            return .failure(error)
        }
    }
}
