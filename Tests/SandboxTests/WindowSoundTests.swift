import CSDL
import Foundation
import Media
import OrientationEngine
import Testing

@testable import Sandbox

/// The window's sound through SDL's dummy audio driver (the tests' stand-in for a sound
/// card: it pulls buffers in real time and plays them nowhere).
extension RenderTests {
    @Test("window: a playing video with sound runs the audio device, the picture follows what is heard, M mutes, pause stops")
    func windowSound() throws {
        // The window's clock is the test's: the engine stands where play started however
        // long the machine takes, and the sound heard is judged against that, not against
        // a wall clock that a loaded machine stretches.
        let app = try WindowApp(model: playerModel(), width: 640, height: 400,
                                environment: ["SDL_VIDEODRIVER": "dummy"], clock: ManualClock())
        defer { app.close() }
        app.manual.now = 1
        app.frame()
        #expect(!app.audio.isOpening, "nothing opens before the first frame is on screen")
        app.frame()
        // The sound track opens off the main thread; take it in as a later frame would.
        app.audio.finishOpening()
        #expect(app.audio.isSounding && app.audio.heard() == nil)   // opened with the player, paused
        #expect(app.audio.readsTheDemuxer(of: app.scene.video), "the sound is read from the picture's opening")
        app.apply(.event(.tap("play")))
        let started = Date()
        // The device's first buffers take a few ms of real time: wait for them (polled,
        // bounded; nothing is timed).
        let deadline = Date(timeIntervalSinceNow: 5)
        var heard: Double?
        while heard == nil, Date() < deadline {
            app.frame()
            heard = app.audio.heard()
            if heard == nil { usleep(2_000) }
        }
        #expect(app.audio.isSounding)
        let position = try #require(heard)
        let played = Date().timeIntervalSince(started)
        let engine = try #require(app.state.engine.audible(at: app.now)).position
        // The sound started at the engine's position: heard is that, less the device's
        // latency, plus at most what the device played since play (real time, measured).
        #expect(position >= engine - AudioSync.driftLimit && position <= engine + played + AudioSync.driftLimit,
                "engine \(engine), heard \(position), \(played) s since play")

        push(key: SDLK_m)
        app.frame()
        #expect(app.audio.muted && app.state.status.contains("sound off"))
        #expect(app.audio.heard() != nil, "muted sound still runs the clock")
        push(key: SDLK_m)
        app.frame()
        #expect(!app.audio.muted && !app.state.status.contains("sound off"))

        app.apply(.event(.tap("play")))   // pause
        app.frame()
        #expect(app.audio.heard() == nil)
    }

    @Test("window: no sound device (an unknown driver) — the video still plays, on the engine's clock")
    func windowWithoutSoundDevice() throws {
        let app = try WindowApp(model: playerModel(), width: 640, height: 400,
                                environment: ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "no-such-driver"],
                                clock: ManualClock())
        defer { app.close() }
        app.manual.now = 1
        app.frame()
        app.frame()
        app.audio.finishOpening()   // the track opens; the device does not
        app.apply(.event(.tap("play")))
        for step in 1...30 {
            app.manual.now = 1 + Double(step) / 30
            app.frame()
        }
        #expect(!app.audio.isSounding && app.audio.heard() == nil)
        #expect(app.state.engine.audible(at: app.now)?.playing == true)
    }
}
