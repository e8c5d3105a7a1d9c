// Player videos are opened once before a run so the engine knows a portrait video (P7)
// and a missing or broken one ("[Player] Video unavailable: …"). Shared by every command
// and by the tests that replay bundled scenarios.

import Media
import OrientationEngine
import Scenario

public enum PlayerVideos {
    @Sendable public static func probe(_ scenario: Scenario) -> Scenario {
        var copy = scenario
        for index in copy.model.controllers.indices {
            guard let path = copy.model.controllers[index].player?.video else { continue }
            switch VideoProbe.probe(path: path) {
            case .success(let aspect):
                copy.model.controllers[index].player?.videoAspect = aspect
            case .failure(let error):
                // The path comes from the file: one line whatever it holds (OneLine.swift).
                copy.model.controllers[index].player?.videoError = error.description.escapedForOneLine
            }
        }
        return copy
    }
}
