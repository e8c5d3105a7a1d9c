import Testing
@testable import OrientationEngine

/// P1: the player's time and seeking — what the progress bar, ←/→ and a `seek:` step do.
@Suite("Video player: time and seeking (P1)")
struct PlayerSeekTests {
    /// A nav with a home screen and a player whose video lasts `duration` seconds.
    func model(duration: Double? = 10) -> AppModel {
        app([nav("Nav", ["Home"], forwarding: true),
             vc("Home", buttons: [Button(title: "Watch", actions: [.push("Player")])]),
             ControllerSpec(name: "Player", kind: .player, player: PlayerOptions(videoDuration: duration))],
            ios: 16)
    }

    func position(_ h: Harness) -> Double? {
        h.engine.id(of: "Player").flatMap { h.state.controllers[$0].player?.playbackPosition(at: h.time) }
    }

    @Test("P1 seek: the visible player jumps there and plays on from it; the console says where")
    func seekWhilePlaying() throws {
        var h = try Harness(model())
        try h.step(.tap("Watch"))
        try h.step(.tap("play"))
        try h.wait(2)
        try h.step(.seek(7.5))
        #expect(position(h) == 7.5)
        #expect(h.console.contains("[Player] seek to 0:07.5 of 0:10"))
        try h.wait(1)
        #expect(position(h) == 8.5, "playing on from the new position")
        try h.step(.tap("play"))  // pause
        try h.step(.seek(1))
        try h.wait(3)
        #expect(position(h) == 1, "a paused video stays where it was sought to")
    }

    @Test("P1 seek is clamped to [0, the video's length]; a video of unknown length only to ≥ 0")
    func clamped() throws {
        var h = try Harness(model())
        try h.step(.tap("Watch"))
        try h.step(.seek(-4))
        #expect(position(h) == 0)
        try h.step(.seek(99))
        #expect(position(h) == 10)
        try h.step(.seek(.nan))
        #expect(position(h) == 0)
        var unknown = try Harness(model(duration: nil))
        try unknown.step(.tap("Watch"))
        try unknown.step(.seek(99))
        #expect(position(unknown) == 99)
        #expect(unknown.console.contains("[Player] seek to 1:39.0"))
    }

    @Test("P1 seek without a player on screen is the tester's mistake, not a crash")
    func noPlayer() throws {
        var h = try Harness(model())
        #expect(throws: StepError("seek: no player on screen")) { try h.step(.seek(3)) }
    }

    @Test("P1 elapsed time wraps at the video's length: the video loops")
    func elapsedLoops() {
        var player = PlayerState()
        player.position = 23.5
        #expect(player.elapsed(at: 0, duration: 10) == 3.5)
        #expect(player.elapsed(at: 0, duration: nil) == 23.5)
        player.lastResume = 100
        #expect(player.elapsed(at: 101, duration: 10) == 4.5)
    }

    @Test("P1 times read as players show them: m:ss, h:mm:ss; elapsed counts whole seconds, a length rounds")
    func timeText() {
        #expect(PlayerTime.text(0) == "0:00")
        #expect(PlayerTime.text(3.99) == "0:03")
        #expect(PlayerTime.text(9.6, rounding: .toNearestOrAwayFromZero) == "0:10")
        #expect(PlayerTime.text(75) == "1:15")
        #expect(PlayerTime.text(3_727) == "1:02:07")
        #expect(PlayerTime.text(-.infinity) == "0:00")
        #expect(PlayerTime.text(7.96, tenths: true) == "0:08.0" && PlayerTime.text(7.46, tenths: true) == "0:07.5")
    }
}
