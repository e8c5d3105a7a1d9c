// Videos opened once. A file's probe (as the scenario loads) opens the video and decodes
// its first frame; a window that will show it can keep that source and hand it to its
// player, instead of opening and probing the file a second time before its first frame.

import Foundation

public final class OpenedVideos: @unchecked Sendable {
    public static let shared = OpenedVideos()

    public init() {}

    private let lock = NSLock()
    private var keeping = false
    private var sources: [String: VideoSource] = [:]

    /// From now on probes keep what they open (the window app, before it loads its file).
    public func keepProbedSources() { lock.withLock { keeping = true } }

    /// Whether probes keep what they open (then they open it for playback).
    var isKeeping: Bool { lock.withLock { keeping } }

    /// Keeps `source` for its player when sources are kept; false: the caller closes it.
    func keep(_ source: VideoSource) -> Bool {
        let replaced: VideoSource? = lock.withLock {
            guard keeping else { return nil }
            defer { sources[source.path] = source }
            return sources[source.path] ?? source
        }
        guard let replaced else { return false }
        if replaced !== source { replaced.close() }
        return true
    }

    /// The probed source of `path`, looping, if one is kept and still running; it is the
    /// caller's from now on.
    public func take(_ path: String) -> VideoSource? {
        guard let source = lock.withLock({ sources.removeValue(forKey: path) }) else { return nil }
        guard !source.isAtEnd else {
            source.close()
            return nil
        }
        source.loop = true
        return source
    }
}
