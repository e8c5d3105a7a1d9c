// Player videos are opened once, as a file loads, so the engine knows a portrait video
// (P7), the video's length (P1's total time, where seeks stop) and a missing or broken
// one ("[Player] Video unavailable: …"), and the commands can warn about it: a video that
// does not play, or whose file is cut short (it plays up to where its data ends). Shared
// by every command and by the tests that replay bundled scenarios.

import Foundation
import Media
import OrientationEngine
import Scenario

public enum PlayerVideos {
    @Sendable public static func probe(_ model: inout AppModel) -> [VideoProblem] {
        probe(&model, keepingIn: nil)
    }

    /// `probe`, the sources opened kept in `kept` for the window that will show them.
    public static func probing(keepingIn kept: OpenedVideos) -> @Sendable (inout AppModel) -> [VideoProblem] {
        { probe(&$0, keepingIn: kept) }
    }

    static func probe(_ model: inout AppModel, keepingIn kept: OpenedVideos?) -> [VideoProblem] {
        var problems: [VideoProblem] = []
        var known: [String: Result<VideoProbe.Facts, MediaError>] = [:]
        for index in model.controllers.indices {
            guard let path = model.controllers[index].player?.video else { continue }
            let facts = known[path] ?? VideoProbe.facts(path: path, keepingIn: kept)
            let firstTime = known[path] == nil
            known[path] = facts
            let name = model.controllers[index].name
            switch facts {
            case .success(let facts):
                model.controllers[index].player?.videoAspect = facts.aspect
                model.controllers[index].player?.videoDuration =
                    facts.duration.isFinite && facts.duration > 0 ? facts.duration : nil
                if firstTime, let end = facts.dataEnd, let message = endsEarly(path, at: end, of: facts.duration) {
                    problems.append(VideoProblem(controller: name, video: path, message: message))
                }
            case .failure(let error):
                // The path comes from the file: one line whatever it holds (OneLine.swift).
                let reason = error.description.escapedForOneLine
                model.controllers[index].player?.videoError = reason
                if firstTime { problems.append(VideoProblem(controller: name, video: path, message: reason)) }
            }
        }
        return problems
    }

    /// "clip.mp4: video ends early at 2.0 s of 10.0 s (…)"; nil when the missing part is
    /// shorter than a frame or two (a container's rounding).
    static func endsEarly(_ path: String, at end: Double, of duration: Double) -> String? {
        guard duration > 0, end < duration - 0.1 else { return nil }
        let name = (path as NSString).lastPathComponent
        let seconds = { (value: Double) in String(format: "%.1f s", value) }
        return "\(name): video ends early at \(seconds(end)) of \(seconds(duration)) "
            + "(the file is cut short: the player shows its last frame from there)"
    }
}

extension LoadOptions {
    /// No overrides; player videos probed as the file loads (as every command loads).
    public static let probingVideos = LoadOptions(prepare: PlayerVideos.probe)
}
