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
        var pictures: [[[UInt8]]] = []
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
            pictures.append(try decodedFrames(dir + "/recording.mp4"))
        }
        let (whole, parts) = (pictures[0], pictures[1])
        // memcmp, not a debug build's loop over every byte.
        let differing = zip(whole, parts).filter { a, b in
            a.withUnsafeBytes { p in b.withUnsafeBytes { q in p.count != q.count || memcmp(p.baseAddress!, q.baseAddress!, p.count) != 0 } }
        }.count
        #expect(whole.count > 60, "\(whole.count) frames")
        #expect(whole.count == parts.count && differing == 0, "\(differing) of \(whole.count) frames differ")
        // Most frames drawn changed only a part of the window (the video, the controls).
        #expect(inPart.frames > inPart.drawn / 2, "\(inPart.frames) of \(inPart.drawn) frames in part")
    }

    /// Every frame of an MP4 as decoded, its Y, U and V planes end to end (what ffmpeg's
    /// framemd5 hashes, without a child process per file).
    func decodedFrames(_ path: String) throws -> [[UInt8]] {
        let video = try VideoSource(path: path, loop: false)
        defer { video.close() }
        var frames: [[UInt8]] = []
        while let frame = video.nextFrameBlocking() {
            frames.append(frame.planeBytes(0) + frame.planeBytes(1) + frame.planeBytes(2))
        }
        return frames
    }
}
