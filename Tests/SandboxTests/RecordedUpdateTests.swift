import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// `record` hands the encoder only the areas each frame changed since the last frame it
/// encoded: its pictures must be the ones whole frames give, also where frames are drawn
/// aside between them (thumbnails, snapshots) and where the caption under them changes.
extension RenderTests {
    @Test("record: frames handed on as their changed areas make the pictures whole frames make (captions, thumbnails, snapshots, a video, turns)")
    func changedAreasMakeTheSamePictures() throws {
        var hashes: [String] = []
        var inPart = (frames: 0, drawn: 0)
        for whole in [true, false] {
            var scenario = try ScenarioLoader.load(path: Self.bundled.appendingPathComponent("player-fullscreen.yaml").path,
                                                   options: .probingVideos)
            // Half a second after every step: the video plays, turns end, controls hide.
            scenario.steps = scenario.steps.flatMap { step in
                [step, Step(.wait(0.5), index: step.index, line: step.line, keyPath: step.keyPath)]
            }
            let dir = try tempFolder("updates")
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let recorder = try ScenarioRecorder(directory: dir, width: 320, height: 200, physical: scenario.model.orientation,
                                               steps: scenario.steps.count, captions: true, thumbnails: true)
            recorder.encodesWholeFrames = whole
            let report = try ScenarioRunner(scenario: scenario, observer: recorder).run()
            recorder.close()
            #expect(report.failures.isEmpty && recorder.problems.isEmpty, "\(recorder.problems)")
            #expect(FileManager.default.fileExists(atPath: dir + "/full-screen.png"))
            #expect(FileManager.default.fileExists(atPath: dir + "/shots/step-03.png"))
            if whole { #expect(recorder.framesInPart == 0) } else { inPart = (recorder.framesInPart, recorder.framesDrawn) }
            let frames = try #require(try Self.tool("ffmpeg", ["-v", "error", "-i", dir + "/recording.mp4", "-map", "0:v",
                                                                "-f", "framemd5", "-"]))
            hashes.append(frames)
        }
        let (whole, parts) = (hashes[0].split(separator: "\n"), hashes[1].split(separator: "\n"))
        let differing = zip(whole, parts).filter { $0 != $1 }.count
        #expect(whole.count > 60, "\(whole.count) frames")
        #expect(whole.count == parts.count && differing == 0, "\(differing) of \(whole.count) frames differ")
        // Most frames drawn changed only a part of the window (the video, the controls).
        #expect(inPart.frames > inPart.drawn / 2, "\(inPart.frames) of \(inPart.drawn) frames in part")
    }
}
