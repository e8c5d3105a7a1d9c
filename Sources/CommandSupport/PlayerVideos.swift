// Player videos are opened once, as a file loads, so the engine knows a portrait video
// (P7) and a missing or broken one ("[Player] Video unavailable: …"). Shared by every
// command and by the tests that replay bundled scenarios.

import Media
import OrientationEngine
import Scenario

public enum PlayerVideos {
    @Sendable public static func probe(_ model: inout AppModel) {
        for index in model.controllers.indices {
            guard let path = model.controllers[index].player?.video else { continue }
            switch VideoProbe.probe(path: path) {
            case .success(let aspect):
                model.controllers[index].player?.videoAspect = aspect
            case .failure(let error):
                // The path comes from the file: one line whatever it holds (OneLine.swift).
                model.controllers[index].player?.videoError = error.description.escapedForOneLine
            }
        }
    }
}

extension LoadOptions {
    /// No overrides; player videos probed as the file loads (as every command loads).
    public static let probingVideos = LoadOptions(prepare: PlayerVideos.probe)
}
