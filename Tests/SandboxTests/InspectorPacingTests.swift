import OrientationEngine
import Testing
import WindowModel

@testable import Sandbox

/// When the window leaves its inspector's new content for between frames (InspectorPacing.swift).
@Suite("Inspector pacing")
struct InspectorPacingTests {
    /// One frame as the pacing sees it (a turning frame whose panel needs painting, in
    /// place, not read back, unless said), and whether it waits.
    struct Frame {
        var turning = true, needsPainting = true, samePanel = true, readBack = false
        var waits: Bool
    }

    @Test("a turning frame whose panel needs painting composites the one held, at most 0.2 s of frames running, never when read back or moved")
    func waitsWhileTurning() {
        let frames = [
            // At rest: a changed panel is painted by its frame.
            Frame(turning: false, waits: false),
            // Turning: it waits, frame after frame, until the panel would be too far behind.
        ] + Array(repeating: Frame(waits: true), count: InspectorPacing.mostBehind) + [
            Frame(waits: false),
            // Painted: nothing waits, and the next change may wait again.
            Frame(needsPainting: false, waits: false),
            Frame(waits: true),
            // The panel moved or resized: what the layer holds does not fit it.
            Frame(samePanel: false, waits: false),
            // A frame read back (screenshot, capture, recording) shows what its model says.
            Frame(waits: true),
            Frame(readBack: true, waits: false),
        ]
        var pacing = InspectorPacing()
        for (index, frame) in frames.enumerated() {
            let waits = pacing.waits(turning: frame.turning, needsPainting: frame.needsPainting,
                                     samePanel: frame.samePanel, readBack: frame.readBack)
            #expect(waits == frame.waits, "frame \(index)")
        }
        #expect(InspectorPacing.mostBehind > 1 && Double(InspectorPacing.mostBehind) / 60 <= 0.2, "never more than 0.2 s behind")
        // Painted between frames: the count starts again.
        _ = pacing.waits(turning: true, needsPainting: true, samePanel: true, readBack: false)
        _ = pacing.waits(turning: true, needsPainting: true, samePanel: true, readBack: false)
        pacing.caughtUp()
        #expect(pacing.behind == 0)
    }
}

/// The window's loop on a hand-moved clock with its inspector shown, the device turned:
/// a turn's new panel is painted between frames when they leave the time, else by the next frame.
extension RenderTests {
    @Test("window: a turn's new inspector is painted between frames when there is time, else by a frame a few later")
    func inspectorBetweenFrames() throws {
        let environment = ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "no-such-driver"]
        let context = try SDLContext(.window(title: "inspector pacing", width: 1280, height: 800), environment: environment)
        let scene = try SceneRenderer(context: context, blockingVideo: true)
        let clock = ManualClock()
        clock.now = 1
        let app = WindowApp(context: context, scene: scene, engine: try Engine(model: playerModel()),
                            environment: environment, clock: clock)
        defer { app.close() }
        let counts = RenderCounts(scene)
        func step(_ count: Int = 1) {
            for _ in 0..<count {
                clock.now += 1.0 / 60
                app.frame()
            }
        }
        app.frame()
        step(120)
        for (key, time) in [(Key.left, 1.0), (.right, 0.0)] {
            let before = counts.inspectorRedraws
            app.apply(.key(key, ctrl: true))
            step()
            let waiting = try #require(app.inspectorWaiting, "the turn's first frame leaves its new panel")
            #expect(counts.inspectorRedraws == before, "the panel as it stood, composited")
            #expect(scene.redrawsInspector(app.state.makeFrame(at: clock.now, width: 1280, height: 800)))
            app.betweenFrames(until: clock.now + time)
            if time > 0 {
                #expect(counts.inspectorRedraws == before + 1, "painted between frames")
                #expect(app.inspectorWaiting == nil)
            } else {
                #expect(counts.inspectorRedraws == before, "no time left: left to the next frame")
            }
            if time == 0 {
                // No time between frames: the next ones composite the panel held, until one paints it.
                for _ in 1..<InspectorPacing.mostBehind where counts.inspectorRedraws == before {
                    step()
                    #expect(app.inspectorWaiting?.model == waiting.model)
                }
                #expect(counts.inspectorRedraws == before)
            }
            step()
            #expect(counts.inspectorRedraws == before + 1, "shown by the next frame, painted once")
            #expect(app.inspectorWaiting == nil)
            #expect(!scene.redrawsInspector(app.state.makeFrame(at: clock.now, width: 1280, height: 800)))
            step(60)   // the turn ends, the device at rest
        }
    }
}
