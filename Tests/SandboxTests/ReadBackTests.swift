import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// The headless renderer reads back only the pixels a frame changed and patches them into
/// the last frame's: every frame must still be the whole target, pixel for pixel.
extension RenderTests {
    @Test("record's read-back of the changed pixels only gives every frame the whole target gives: a video playing, a turn, full screen")
    func readBackOfChangedPixels() throws {
        let scenario = try ScenarioLoader.load(path: Self.bundled.appendingPathComponent("player-fullscreen.yaml").path,
                                               options: .probingVideos)
        var engine = scenario.engine
        let renderer = try HeadlessRenderer(width: 640, height: 400, physical: scenario.model.orientation)
        defer { renderer.close() }
        var emitted = try engine.send(.launch, at: 0)
        var time = 0.0
        var frames = 0
        // Playing in portrait, then full screen: a turn, then the video playing at rest.
        for (event, seconds) in [(Event.tap("play"), 0.5), (.tap("fullscreen"), 2.0)] {
            emitted += try engine.send(event, at: time)
            let end = time + seconds
            while time < end {
                let image = renderer.render(engine: engine, at: time, emitted: emitted)
                emitted = []
                frames += 1
                let whole = renderer.targetPixels()
                let same = image.pixels.withUnsafeBytes { a in whole.withUnsafeBytes { b in a.count == b.count && memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
                #expect(same, "frame at \(time) s")
                time += 1.0 / 30
                emitted += try engine.send(.tick, at: time)
            }
        }
        // Most frames changed only the video's area (or nothing).
        #expect(renderer.partialReads > frames / 2, "\(renderer.partialReads) of \(frames) frames read in part")
    }
}
