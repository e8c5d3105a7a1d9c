import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// `record`'s captions and thumbnails: a band under every frame naming the step, a
/// thumbnail per step; and without them (`--hold 0 --no-captions`) the frames of old.
extension RenderTests {
    /// A portrait-only app turned between two frames: the body turns, the interface does
    /// not (what made a thumbnail drawn in the frames' way start the body's turn early).
    static let turnedAway = """
        device: iphone-home
        ios: 13
        app: {root: VC}
        controllers:
          VC: {supported: portrait, buttons: [{title: Go, do: [{present: Modal}]}]}
          Modal: {presentation: fullScreen, supported: portrait}
        steps:
          - wait: 0.51
          - rotate: landscapeLeft
          - expect: {interface: portrait}
          - rotate: portrait
          - tap: Go
          - expect: {visible: Modal}

        """

    /// Records into a fresh folder with the recorder's options; the runner holds `hold`.
    func recordPictures(_ scenario: ScenarioFile, captions: Bool, thumbnails: Bool, hold: Double = 0,
                        size: (Int, Int) = (320, 200)) throws -> (RunReport, ScenarioRecorder, String) {
        let dir = try tempFolder("pictures")
        let recorder = try ScenarioRecorder(directory: dir, width: size.0, height: size.1,
                                           physical: scenario.model.orientation, steps: scenario.steps.count,
                                           captions: captions, thumbnails: thumbnails)
        defer { recorder.close() }
        let report = try ScenarioRunner(scenario: scenario, observer: recorder, hold: hold).run()
        return (report, recorder, dir)
    }

    /// Every frame of an MP4, as luma planes.
    func lumaFrames(_ path: String) throws -> [[UInt8]] {
        let video = try VideoSource(path: path, loop: false)
        defer { video.close() }
        var frames: [[UInt8]] = []
        while let frame = video.nextFrameBlocking() { frames.append(frame.planeBytes(0)) }
        return frames
    }

    @Test("--hold 0 --no-captions: the old frame count and the old frames, the thumbnails taken aside")
    func oldFrames() throws {
        let scenario = try ScenarioLoader.parse(text: Self.turnedAway, file: "turned.yaml")
        let (oldReport, old, oldDir) = try recordPictures(scenario, captions: false, thumbnails: false)
        let (report, new, newDir) = try recordPictures(scenario, captions: false, thumbnails: true)
        defer {
            try? FileManager.default.removeItem(atPath: oldDir)
            try? FileManager.default.removeItem(atPath: newDir)
        }
        #expect(report.endTime == oldReport.endTime)
        #expect(new.framesDrawn + new.framesHeld == Int((oldReport.endTime * 30).rounded(.down)) + 1)
        #expect(new.framesDrawn == old.framesDrawn && new.framesHeld == old.framesHeld)
        let before = try lumaFrames(oldDir + "/recording.mp4"), after = try lumaFrames(newDir + "/recording.mp4")
        #expect(before.count == after.count && before.count > 10)
        #expect(before == after, "a thumbnail changed a frame")
        #expect(report.steps.map(\.thumbnail) == (1...6).map { String(format: "shots/step-%02d.png", $0) })
        let shot = try PNGFile.read(path: newDir + "/shots/step-01.png")
        #expect(shot.width > 50 && shot.height > 50)
    }

    @Test("captions: a band under every frame names the step; the MP4 is that much taller; thumbnails carry it too")
    func captionBand() throws {
        let scenario = try ScenarioLoader.parse(text: Self.turnedAway, file: "turned.yaml")
        let (report, recorder, dir) = try recordPictures(scenario, captions: true, thumbnails: true, hold: 1, size: (640, 400))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(report.status == .ok && recorder.problems.isEmpty)
        let video = try VideoSource(path: dir + "/recording.mp4", loop: false)
        defer { video.close() }
        #expect(video.width == 640 && video.height == 400 + CaptionBand.videoHeight)
        #expect(CaptionBand.videoHeight % 2 == 0)
        // A second after the launch and after each of the 6 steps (the wait lasts it anyway);
        // the interface never turns, the present animates 0.35 s.
        #expect(abs(report.endTime - (7 + 0.35)) < 1e-6, "\(report.endTime)")
        // The band under the launch, step 2 and step 3 differs.
        func band(at time: Double) throws -> [UInt8] {
            let frame = try #require(video.frameBlocking(at: time))
            return Array(frame.planeBytes(0)[(400 * 640)...])
        }
        let launch = try band(at: 0.5), first = try band(at: 2.5), second = try band(at: 3.5)
        #expect(launch != first && first != second)
        #expect(first.filter { $0 > 180 }.count > 500, "light text on the dark band")
        #expect(first.prefix(640 * 4).allSatisfy { $0 < 80 }, "dark above the text")
        // A thumbnail with the caption is taller than the device area's picture alone.
        let (_, _, plainDir) = try recordPictures(scenario, captions: false, thumbnails: true, size: (640, 400))
        defer { try? FileManager.default.removeItem(atPath: plainDir) }
        let captioned = try PNGFile.read(path: dir + "/shots/step-05.png")
        let plain = try PNGFile.read(path: plainDir + "/shots/step-05.png")
        #expect(captioned.width == plain.width && captioned.height > plain.height + 40)
        if let shots = TestLane.shotsFolder {
            try? FileManager.default.copyItem(atPath: dir + "/shots/step-05.png", toPath: shots + "/record-thumbnail.png")
        }
    }

    @Test("the caption band: a fixed height under frames, wrapped and taller for long text under thumbnails")
    func bandLayout() throws {
        let renderer = try HeadlessRenderer(width: 320, height: 200)
        defer { renderer.close() }
        let band = CaptionBand(renderer: renderer)
        defer { band.close() }
        let short = StepCaption(title: "Step 1/2 · Tap “Go” on the screen", place: "line 3", detail: "✓ done",
                                tone: .good, decision: "Decision: portrait: already the interface orientation")
        var long = short
        long.decision = "Decision: " + String(repeating: "landscapeRight ∩ allButUpsideDown ", count: 8)
        let video = band.image(short, width: 1280, style: .video)
        #expect(video.height == CaptionBand.videoHeight && video.width == 1280)
        #expect(band.image(long, width: 1280, style: .video).height == video.height, "frames keep one size")
        let small = band.image(short, width: 400, style: .thumbnail), tall = band.image(long, width: 400, style: .thumbnail)
        #expect(tall.height > small.height && small.height % 2 == 0)
        var other = short
        other.title = "Step 2/2 · Check: interface portrait"
        #expect(band.image(other, width: 1280, style: .video).pixels != video.pixels)
        saveForViewing(video, "caption-band")
    }
}
