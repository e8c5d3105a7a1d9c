import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// `record` hands the encoder only the areas each frame changed since the last frame it
/// encoded: its pictures must be the ones whole frames give, also where frames are drawn
/// aside between them (thumbnails, snapshots).
extension RenderTests {
    @Test("record: frames handed on as their changed areas make the pictures whole frames make (thumbnails, snapshots, a video, turns)")
    func changedAreasMakeTheSamePictures() throws {
        var scenario = try ScenarioLoader.load(path: Self.bundled.appendingPathComponent("player-fullscreen.yaml").path,
                                               options: .probingVideos)
        // Half a second after every step: the video plays, turns end, controls hide.
        scenario.steps = scenario.steps.flatMap { step in
            [step, Step(.wait(0.5), index: step.index, line: step.line, keyPath: step.keyPath)]
        }
        let dir = try tempFolder("updates")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorder = try ScenarioRecorder(directory: dir, width: 320, height: 200, physical: scenario.model.orientation,
                                           steps: scenario.steps.count, thumbnails: true)
        let whole = try WholeFrameRecording(beside: recorder, path: dir + "/whole.mp4", physical: scenario.model.orientation)
        let report = try ScenarioRunner(scenario: scenario, observer: whole).run()
        recorder.close()
        whole.close()
        #expect(report.failures.isEmpty && recorder.problems.isEmpty, "\(recorder.problems)")
        #expect(FileManager.default.fileExists(atPath: dir + "/full-screen.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/shots/step-03.png"))
        let (reference, parts) = (try decodedFrames(dir + "/whole.mp4"), try decodedFrames(dir + "/recording.mp4"))
        // memcmp, not a debug build's loop over every byte.
        let differing = zip(reference, parts).filter { a, b in
            a.withUnsafeBytes { p in b.withUnsafeBytes { q in p.count != q.count || memcmp(p.baseAddress!, q.baseAddress!, p.count) != 0 } }
        }.count
        #expect(reference.count > 60, "\(reference.count) frames")
        #expect(reference.count == parts.count && differing == 0, "\(differing) of \(reference.count) frames differ")
    }

    /// Every frame of an MP4 as decoded, its Y, U and V planes end to end (what ffmpeg's
    /// framemd5 hashes, without a child process per file).
    func decodedFrames(_ path: String) throws -> [[UInt8]] {
        let video = try VideoSource(path: path, loop: false)
        defer { video.close() }
        var frames: [[UInt8]] = []
        while let frame = video.nextFrameBlocking() {
            frames.append(frame.lumaBytes() + frame.chromaBytes(1) + frame.chromaBytes(2))
        }
        return frames
    }
}

/// A run recorded twice: by `record`'s recorder (which it drives, as the runner would) and,
/// beside it, frame for frame, by a renderer of its own whose whole pictures go to an MP4
/// of the same size and rate — holding where the recorder held, drawing where it drew.
/// `@unchecked Sendable`: the runner calls on the main thread, as it does the recorder.
final class WholeFrameRecording: ScenarioObserver, @unchecked Sendable {
    let recorder: ScenarioRecorder
    private let renderer: HeadlessRenderer
    private let writer: MP4Writer
    private var pending: [Emitted] = []
    var framesPerSecond: Double { recorder.framesPerSecond }

    @MainActor
    init(beside recorder: ScenarioRecorder, path: String, physical: DeviceOrientation) throws {
        self.recorder = recorder
        renderer = try HeadlessRenderer(width: 320, height: 200, physical: physical)
        writer = try MP4Writer(path: path, width: renderer.width, height: renderer.height,
                               fps: Int(recorder.framesPerSecond.rounded()))
    }

    func willRun(_ step: Step, _ engine: Engine, at time: Double) {
        recorder.willRun(step, engine, at: time)
        MainActor.assumeIsolated { renderer.apply(.stepBegins, at: time, engine: engine) }
    }

    func settled(_ result: StepResult?, _ engine: Engine, at time: Double) { recorder.settled(result, engine, at: time) }

    /// Drawn aside here too: a turn starting next begins from the picture last drawn.
    func thumbnail(after result: StepResult, _ engine: Engine, at time: Double) -> String? {
        MainActor.assumeIsolated { _ = renderer.render(engine: engine, at: time) }
        return recorder.thumbnail(after: result, engine, at: time)
    }

    func snapshot(named name: String, _ engine: Engine, at time: Double) -> String? {
        MainActor.assumeIsolated {
            _ = renderer.render(engine: engine, at: time, emitted: pending)
            pending = []
        }
        return recorder.snapshot(named: name, engine, at: time)
    }

    func emitted(_ output: [Emitted], _ engine: Engine) {
        recorder.emitted(output, engine)
        pending += output
    }

    func frame(_ engine: Engine, at time: Double) {
        let (held, drawn) = (recorder.framesHeld, recorder.framesDrawn)
        recorder.frame(engine, at: time)
        MainActor.assumeIsolated {
            if recorder.framesHeld > held {
                // The lines it held for still reach the window's trace, as the recorder's.
                renderer.apply(.scripted(ScriptedEngine(engine, emitted: pending)), at: time, engine: engine)
                pending = []
                try? writer.repeatLastFrame()
            } else if recorder.framesDrawn > drawn {
                let image = renderer.render(engine: engine, at: time, emitted: pending)
                pending = []
                try? writer.append(rgba: image.pixels, width: image.width, height: image.height)
            }
        }
    }

    func finished(_ report: RunReport, _ engine: Engine) {
        recorder.finished(report, engine)
        try? writer.finish()
    }

    func stopReason(at time: Double) -> String? { recorder.stopReason(at: time) }

    @MainActor
    func close() { renderer.close() }
}
