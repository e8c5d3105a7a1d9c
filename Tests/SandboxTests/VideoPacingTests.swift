import OrientationEngine
import Testing
import WindowModel

@testable import Sandbox

/// When the window leaves a new video picture for the next frame (VideoPacing.swift).
@Suite("Video pacing")
struct VideoPacingTests {
    @Test("a turn's first frame and a turning frame that redraws the inspector leave a new picture for the next frame, never two frames running")
    func waitsOneFrameWhileTurning() {
        var pacing = VideoPacing()
        // (new picture, turning, turn begins, inspector redrawn) → waits?
        let frames: [(Bool, Bool, Bool, Bool, Bool)] = [
            // At rest: a new picture is uploaded, whatever else the frame draws.
            (true, false, false, true, false),
            // The turn's first frame waits; the next one, its inspector changing again, does not.
            (true, true, true, false, true),
            (true, true, false, true, false),
            // A turning frame whose inspector changes, after one that uploaded: waits.
            (true, true, false, true, true),
            (true, true, false, false, false),
            // A turning frame with nothing more to draw than the picture uploads it.
            (true, true, false, false, false),
            // No new picture: nothing waits, and the next frame may wait again.
            (false, true, true, true, false),
            (true, true, false, true, true),
        ]
        for (index, frame) in frames.enumerated() {
            let waits = pacing.waits(pictureChanged: frame.0, turning: frame.1, turnBegins: frame.2, redrawsInspector: frame.3)
            #expect(waits == frame.4, "frame \(index)")
            #expect(pacing.waited == waits)
        }
    }
}

/// The window's loop on a hand-moved clock, the video playing, the device turning back
/// and forth: a new picture due in a turn's first frame is uploaded one frame later.
extension RenderTests {
    @Test("window: a new video picture due in a turn's first frame waits for the next frame, which uploads it")
    func turnFirstFrameLeavesPicture() throws {
        let frames = PresentedFrames()
        let app = try playerWindow("video pacing", observer: frames)
        let scene = app.scene
        defer { app.close() }
        func step(_ count: Int = 1) {
            for _ in 0..<count {
                app.manual.now += 1.0 / 60
                app.frame()
            }
        }
        app.frame()
        app.apply(.event(.tap("play")))
        step(60)
        var waited = 0
        for key in [Key.left, .right, .left, .right] {
            // Step until the frame after next has a new picture due (30 fps on a 60 Hz loop):
            // the turn's first frame is then one with a picture to upload.
            var previous = scene.video.uploadedSerial
            for _ in 0..<6 {
                step()
                if scene.video.uploadedSerial != previous { break }
                previous = scene.video.uploadedSerial
            }
            step()
            let shown = scene.video.uploadedSerial
            app.apply(.key(key, ctrl: true))
            step()
            #expect(frames.turning.last == true, "the turn's first frame")
            if scene.video.takenSerial != shown {
                // A new picture was due: still the old one on screen, the new one next frame.
                #expect(scene.video.uploadedSerial == shown)
                step()
                #expect(scene.video.uploadedSerial != shown && scene.video.takenSerial == scene.video.uploadedSerial)
                waited += 1
            }
            step(36)   // the turn ends, the device at rest
        }
        #expect(waited >= 1, "no turn began with a new picture due")
    }
}
