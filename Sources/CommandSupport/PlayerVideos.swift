// Player videos are opened once, as a file loads, so the engine knows a portrait video
// (P7), the video's length (P1's total time, where seeks stop) and a missing or broken
// one ("[Player] Video unavailable: …"). Shared by every command and by the tests that
// replay bundled scenarios.

import Media
import OrientationEngine
import Scenario

public enum PlayerVideos {
    @Sendable public static func probe(_ model: inout AppModel) {
        for index in model.controllers.indices {
            guard let path = model.controllers[index].player?.video else { continue }
            switch facts(path: path) {
            case .success(let facts):
                model.controllers[index].player?.videoAspect = facts.aspect
                model.controllers[index].player?.videoDuration = facts.duration
            case .failure(let error):
                // The path comes from the file: one line whatever it holds (OneLine.swift).
                model.controllers[index].player?.videoError = error.description.escapedForOneLine
            }
        }
    }

    /// `VideoProbe.probe` (the same test of playability) with the container's duration
    /// too (nil when the container does not say).
    static func facts(path: String) -> Result<(aspect: Double, duration: Double?), MediaError> {
        do {
            let source = try VideoSource(path: path, loop: false)
            defer { source.close() }
            if let problem = source.firstFrameProblem(waitingUpTo: VideoSource.firstFrameTimeout) {
                return .failure(problem)
            }
            let size = source.displaySize
            let duration = source.duration.isFinite && source.duration > 0 ? source.duration : nil
            return .success((Double(size.width) / Double(max(1, size.height)), duration))
        } catch {
            return .failure(error)
        }
    }
}

extension LoadOptions {
    /// No overrides; player videos probed as the file loads (as every command loads).
    public static let probingVideos = LoadOptions(prepare: PlayerVideos.probe)
}
