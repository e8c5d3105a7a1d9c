import Foundation
import Media
import OrientationEngine
import Testing

@testable import Sandbox

/// The window's sound as values: the audio clock, when the sound starts again, and which
/// video position the picture shows (no SDL, no device).
@Suite("Sound sync")
struct AudioSyncTests {
    static let landscape = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/videos/sample-landscape.mp4").path

    @Test("the audio clock: what was handed over, less the device's latency, plus the time since — never further")
    func clock() {
        var clock = AudioClock()
        #expect(clock.position(at: 10) == nil)
        let buffer = 1024.0 / 48_000
        clock.handed(position: 5, frames: 1024, rate: 48_000, at: 100, latency: buffer)
        #expect(abs((clock.position(at: 100) ?? 0) - (5 - buffer)) < 1e-12)
        #expect(abs((clock.position(at: 100.01) ?? 0) - (5 - buffer + 0.01)) < 1e-9)
        // A device that stops asking stops the clock at the end of what it was given.
        #expect(abs((clock.position(at: 103) ?? 0) - (5 + buffer)) < 1e-9)
        // Earlier than the hand-over (another thread's reading): not before it.
        #expect(abs((clock.position(at: 99) ?? 0) - (5 - buffer)) < 1e-12)
        clock.reset()
        #expect(clock.position(at: 100) == nil)
    }

    @Test("playing: one open and one start, then the picture shows what is heard")
    func steadyPlay() {
        var sync = AudioSync()
        let a = Audible(path: "v.mp4", position: 2, playing: true)
        #expect(sync.update(a, heard: nil, at: 10) == [.open("v.mp4"), .start(at: 2)])
        // Starting: no sound yet, the engine's position.
        #expect(sync.videoPosition(a, heard: nil) == nil)
        // Sound flows 40 ms behind the engine (latency, first decode): the picture shows
        // what is heard, frame by frame, with nothing restarted.
        for frame in 1...600 {
            let t = 10 + Double(frame) / 60
            let now = Audible(path: "v.mp4", position: 2 + Double(frame) / 60, playing: true)
            let heard = now.position - 0.04
            #expect(sync.update(now, heard: heard, at: t).isEmpty)
            #expect(sync.videoPosition(now, heard: heard) == heard)
        }
    }

    @Test("a seek (the progress bar), pause, resume, another video, no video")
    func transitions() {
        var sync = AudioSync()
        _ = sync.update(Audible(path: "v.mp4", position: 0, playing: true), heard: nil, at: 0)
        _ = sync.update(Audible(path: "v.mp4", position: 1, playing: true), heard: 0.96, at: 1)
        // The engine's position jumps from 2 to 7.3 at t = 2: start again there.
        #expect(sync.update(Audible(path: "v.mp4", position: 7.3, playing: true), heard: 1.96, at: 2) == [.start(at: 7.3)])
        #expect(sync.videoPosition(Audible(path: "v.mp4", position: 7.3, playing: true), heard: nil) == nil)
        // Backwards too.
        _ = sync.update(Audible(path: "v.mp4", position: 7.8, playing: true), heard: 7.76, at: 2.5)
        #expect(sync.update(Audible(path: "v.mp4", position: 1.0, playing: true), heard: 7.86, at: 2.6) == [.start(at: 1.0)])
        // Pause: stop; the picture keeps the engine's (paused) position.
        let paused = Audible(path: "v.mp4", position: 1.5, playing: false)
        #expect(sync.update(paused, heard: 1.46, at: 3.1) == [.stop])
        #expect(sync.videoPosition(paused, heard: 1.46) == nil)
        #expect(sync.update(paused, heard: nil, at: 5).isEmpty)
        // Resume where it paused.
        #expect(sync.update(Audible(path: "v.mp4", position: 1.5, playing: true), heard: nil, at: 6) == [.start(at: 1.5)])
        // Another video: open it, start at its position.
        #expect(sync.update(Audible(path: "w.mp4", position: 0, playing: true), heard: nil, at: 7) == [.open("w.mp4"), .start(at: 0)])
        // The player gone: close.
        #expect(sync.update(nil, heard: 0.5, at: 8) == [.open(nil)])
        #expect(sync.videoPosition(nil, heard: 0.5) == nil)
    }

    @Test("sound drifting from the engine beyond its starting lag is started again; the lag itself is not")
    func drift() {
        var sync = AudioSync()
        _ = sync.update(Audible(path: "v.mp4", position: 0, playing: true), heard: nil, at: 0)
        // A 120 ms starting lag (a slow first decode) is kept: no restart loop.
        for step in 1...100 {
            let t = Double(step) / 10
            #expect(sync.update(Audible(path: "v.mp4", position: t, playing: true), heard: t - 0.12, at: t).isEmpty)
        }
        // The device running 300 ms slow from there: the picture goes back to the engine
        // and the sound starts again where the engine is.
        let late = Audible(path: "v.mp4", position: 10.1, playing: true)
        #expect(sync.videoPosition(late, heard: 10.1 - 0.42) == nil)
        #expect(sync.update(late, heard: 10.1 - 0.42, at: 10.1) == [.start(at: 10.1)])
    }

    @Test("rotation, full screen, the transform fallback and back never restart the sound",
          arguments: [nil, [InterfaceOrientation.portrait]])
    func rotationDoesNotInterrupt(plist: [InterfaceOrientation]?) throws {
        // A portrait-only plist makes full screen fall back to the transform (R20d).
        let model = AppModel(device: .iphoneHome, iosVersion: 13, plist: plist, root: "Player",
                             controllers: [ControllerSpec(name: "Player", kind: .player,
                                                          player: PlayerOptions(video: Self.landscape, strategy: .auto,
                                                                                videoAspect: 16.0 / 9))])
        var engine = try Engine(model: model)
        _ = try engine.send(.launch, at: 0)
        _ = engine.settle()
        _ = try engine.send(.tap("play"), at: 1)
        var sync = AudioSync()
        var actions: [AudioSync.Action] = []
        let script: [Int: Event] = [120: .turn(.landscapeLeft), 180: .turn(.landscapeRight), 240: .turn(.portrait),
                                    300: .tap("fullscreen"), 360: .turn(.landscapeLeft), 420: .tap("back"),
                                    480: .turn(.portrait)]
        var modes: Set<String> = []
        for frame in 60...600 {
            let t = Double(frame) / 60
            if let event = script[frame] { _ = try engine.send(event, at: t) }
            _ = try engine.send(.tick, at: t)
            if let id = engine.visiblePlayer, let mode = engine.state.controllers[id].player?.mode { modes.insert(mode.rawValue) }
            let audible = engine.audible(at: t)
            #expect(audible?.playing == true, "t=\(t)")
            actions += sync.update(audible, heard: audible.map { $0.position - 0.03 }, at: t)
        }
        #expect(modes.contains("inline") && modes.contains(plist == nil ? "system" : "transform"), "\(modes)")
        #expect(actions == [.open(Self.landscape), .start(at: 0)])
    }

    @Test("sound that opens late (off the main thread) starts where the engine is then; paused, it waits")
    func lateSound() {
        var sync = AudioSync()
        #expect(sync.update(Audible(path: "v.mp4", position: 0, playing: true), heard: nil, at: 0)
                == [.open("v.mp4"), .start(at: 0)])
        // Nothing to start yet: the picture keeps the engine's clock.
        #expect(sync.update(Audible(path: "v.mp4", position: 0.05, playing: true), heard: nil, at: 0.05).isEmpty)
        sync.soundArrived()
        #expect(sync.update(Audible(path: "v.mp4", position: 0.1, playing: true), heard: nil, at: 0.1) == [.start(at: 0.1)])
        #expect(sync.update(Audible(path: "v.mp4", position: 0.15, playing: true), heard: nil, at: 0.15).isEmpty)
        // Paused when it arrives: nothing starts until play.
        _ = sync.update(Audible(path: "w.mp4", position: 4, playing: false), heard: nil, at: 1)
        sync.soundArrived()
        #expect(sync.update(Audible(path: "w.mp4", position: 4, playing: false), heard: nil, at: 1.1).isEmpty)
        #expect(sync.update(Audible(path: "w.mp4", position: 4, playing: true), heard: nil, at: 1.2) == [.start(at: 4)])
    }

    @Test("the frame shown is the one due at the heard position, not the engine's")
    func frameChoice() throws {
        var sync = AudioSync()
        _ = sync.update(Audible(path: Self.landscape, position: 3.0, playing: true), heard: nil, at: 0)
        let now = Audible(path: Self.landscape, position: 3.35, playing: true)
        _ = sync.update(now, heard: 3.30, at: 0.35)
        let position = try #require(sync.videoPosition(now, heard: 3.31))
        let source = try VideoSource(path: Self.landscape, loop: true)
        defer { source.close() }
        let frame = try #require(source.frameBlocking(at: position))
        #expect(frame.pts == 3.3)            // frame 99 is heard; the engine would show frame 100
        #expect(try #require(source.frameBlocking(at: now.position)).pts > 3.33)
    }
}
