// Videos opened once. A file's probe (as the scenario loads) opens the video and decodes
// its first frame; a window that will show it keeps that source here and hands it to its
// player, instead of opening and probing the file a second time before its first frame.
// What no player took by the first frame is closed then (a player shown later opens its
// video anew, for real-time playback). One is made by the window's command and passed
// to the probe (`VideoProbe.facts(path:keepingIn:)`) and to the window's video layer.

import Foundation

/// `@unchecked Sendable`: `sources` is behind `lock`.
public final class OpenedVideos: @unchecked Sendable {
    public init() {}

    let lock = NSLock()
    var sources: [String: VideoSource] = [:]

    /// Keeps `source` for its player (one by path: a source kept before for the same
    /// path is closed).
    func keep(_ source: VideoSource) {
        let replaced: VideoSource? = lock.withLock {
            defer { sources[source.path] = source }
            return sources[source.path]
        }
        if let replaced, replaced !== source { replaced.close() }
    }

    /// Closes the sources no player has taken: the window calls it once its first frame
    /// is on screen, so the videos of players not shown at launch (the demo's list) do
    /// not keep their decoders and frames meanwhile; a player shown later opens its video
    /// then (`take`, ~7 ms for the samples). What they held goes back to the system:
    /// glibc keeps memory freed in a decode thread's arena otherwise (the demo's two
    /// videos: 20 MB still resident after closing them, none after the trim).
    public func closeUntaken() {
        let untaken: [VideoSource] = lock.withLock {
            defer { sources.removeAll() }
            return Array(sources.values)
        }
        guard !untaken.isEmpty else { return }
        for source in untaken { source.close() }
        Self.returnFreedMemory()
    }

    /// glibc's malloc_trim(0), where there is one: freed memory in every arena back to
    /// the system (the window calls it after each relaunch on another device or iOS).
    public static func returnFreedMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// The source of `path` for the window's player, looping, the caller's from now on:
    /// the probe's, if one is kept and still running; else one opened now for real-time
    /// playback (`DecodePace.realTime`: a player shown again, or one whose probed source
    /// ran out), or nil when it cannot open — the caller opens it itself to learn why.
    public func take(_ path: String) -> VideoSource? {
        let kept = lock.withLock { sources.removeValue(forKey: path) }
        if let kept {
            if !kept.isAtEnd {
                kept.loop = true
                return kept
            }
            kept.close()
        }
        return try? VideoSource(path: path, loop: true, pace: .realTime)
    }
}
