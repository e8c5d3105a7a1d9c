import Testing

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
