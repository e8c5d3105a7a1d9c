import Foundation
import OrientationEngine
import Testing

@testable import Sandbox

/// The window draws when its frame model has damage, and only then: each thing that moves
/// gets frames at its own rate. The window runs its loop at 60 Hz on a hand-moved clock;
/// its video layer waits for each picture due (as `record`'s does), so what is presented
/// does not depend on how fast the decoder thread happens to be.
extension RenderTests {
    @MainActor
    final class PresentedFrames: FrameObserver {
        var times: [Double] = []
        /// Whether each frame turned (the device or its interface).
        var turning: [Bool] = []
        func frameBegins() {}
        func framePresented(_ frame: PresentedFrame) -> [FrameRequest] {
            times.append(frame.time)
            turning.append(frame.turning)
            return []
        }
    }

    /// Turns of the window's loop, 1/60 s apart; returns the times of the frames presented.
    func loop(_ app: WindowApp, _ frames: PresentedFrames, seconds: Double) -> [Double] {
        let before = frames.times.count
        for _ in 0..<Int((seconds * 60).rounded()) {
            app.manual.now += 1.0 / 60
            app.frame()
        }
        return Array(frames.times[before...])
    }

    /// The window on the player app (`playerModel`), silent (its picture on the engine's
    /// clock), at 1 s on a hand-moved clock, its video layer waiting for each picture due.
    func playerWindow(_ title: String, observer: FrameObserver) throws -> WindowApp {
        let environment = ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "no-such-driver"]
        let context = try SDLContext(.window(title: title, width: 640, height: 400), environment: environment)
        let scene = try SceneRenderer(context: context, blockingVideo: true)
        let clock = ManualClock()
        clock.now = 1
        return WindowApp(context: context, scene: scene, engine: try Engine(model: playerModel()),
                         environment: environment, clock: clock, observer: observer)
    }

    @Test("window pacing: a playing video, a seek, a toast and a turn each draw frames at their rate; rest draws none")
    func pacingRates() throws {
        let frames = PresentedFrames()
        let app = try playerWindow("pacing", observer: frames)
        let clock = app.manual
        defer { app.close() }
        app.frame()
        _ = loop(app, frames, seconds: 4)   // launched, the player's controls hidden
        #expect(loop(app, frames, seconds: 1).count <= 1, "at rest: at most the fps counter's new text")

        app.apply(.event(.tap("play")))
        let playing = loop(app, frames, seconds: 2)
        // The sample video has 30 frames a second: each drawn, none twice (a frame or two
        // more for the player's clock when its second changes between pictures).
        #expect(playing.count >= 58 && playing.count <= 64, "\(playing.count) frames for 2 s of a 30 fps video")

        app.apply(.event(.tap("play")))   // pause
        _ = loop(app, frames, seconds: 0.5)
        #expect(loop(app, frames, seconds: 1).count <= 1, "paused: nothing moves")

        let seekAt = clock.now
        app.apply(.event(.seek(7)))
        let seek = loop(app, frames, seconds: 0.5)
        #expect(seek.count >= 1 && seek.count <= 3, "a seek while paused: its picture, then rest (\(seek.count) frames)")
        #expect(seek.first.map { $0 <= seekAt + 1.0 / 60 + 1e-9 } == true, "drawn in the first turn of the loop")

        let shown = clock.now
        app.apply(.shell(.note("saved", toast: "Saved", seconds: 1)))
        let toast = loop(app, frames, seconds: 1.5)
        #expect(toast.count >= 2 && toast.count <= 3, "\(toast.count) frames: the toast appears, then goes")
        #expect(toast.first.map { $0 <= shown + 1.0 / 60 + 1e-9 } == true, "it appears at once")
        #expect(toast.contains { $0 >= shown + 1 && $0 <= shown + 1 + 1.0 / 60 + 1e-9 }, "it goes on time: \(toast)")

        let turnStart = clock.now
        app.apply(.key(.left, ctrl: true))
        let turn = loop(app, frames, seconds: 0.3)
        #expect(turn.count >= 17, "a turning device: every turn of the loop draws (\(turn.count) of 18 in 0.3 s)")
        #expect(turn.allSatisfy { $0 > turnStart })
    }
}
