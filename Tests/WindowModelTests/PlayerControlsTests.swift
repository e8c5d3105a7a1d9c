import OrientationEngine
import Testing
import TestSupport

@testable import WindowModel

/// P1's time and progress bar as laid out, and seeking through the window's reducer.
@Suite("Player time and seeking")
struct PlayerControlsTests {
    func layout(_ info: PlayerInfo, device: DeviceModel = .iphoneHome, interface: InterfaceOrientation = .portrait)
        -> ScreenLayout {
        ScreenLayout(ScreenModel(device: device, interface: interface,
                                 chain: [ScreenController(name: "Player", kind: .player, player: info)]))
    }

    func item(_ layout: ScreenLayout, _ match: (LayoutItem.Kind) -> Bool) -> LayoutItem? {
        layout.items.first { match($0.kind) }
    }

    func screenRect(_ item: LayoutItem) -> Rect { item.toScreen.boundingBox(of: item.rect) }

    @Test("P1 inline: '0:03 / 0:10' beside play, the bar along the video's bottom edge at 34%; a looped video counts again")
    func inline() throws {
        let l = layout(PlayerInfo(position: 3.4, duration: 10))
        let video = try #require(item(l) { $0 == .video(fullScreen: false) })
        let time = try #require(item(l) { if case .playerTime = $0 { true } else { false } })
        let bar = try #require(item(l) { if case .playerProgress = $0 { true } else { false } })
        #expect(time.kind == .playerTime("0:03 / 0:10"))
        guard case .playerProgress(let fraction) = bar.kind else { return }
        #expect(abs(fraction - 0.34) < 1e-9)
        #expect(bar.tap == .seek)
        let v = screenRect(video), b = screenRect(bar), t = screenRect(time)
        #expect(abs(b.maxY - v.maxY) < 0.01 && b.minX >= v.minX && b.maxX <= v.maxX, "along the video's bottom edge")
        let play = try #require(l.items.first { $0.tap == .button("play") }).toScreen
        let playRect = try #require(l.items.first { $0.tap == .button("play") }).rect
        let full = try #require(l.items.first { $0.tap == .button("fullscreen") })
        #expect(t.minX >= play.boundingBox(of: playRect).maxX && t.maxX <= screenRect(full).minX, "between the buttons")
        #expect(t.maxY <= b.minY + 0.01, "above the bar")
        let looped = layout(PlayerInfo(position: 13.4, duration: 10))
        #expect(looped.items.contains { $0.kind == .playerTime("0:03 / 0:10") })
    }

    @Test("P1 a video of unknown length shows its elapsed time alone and no bar to seek along")
    func unknownLength() {
        let l = layout(PlayerInfo(position: 75.2))
        #expect(l.items.contains { $0.kind == .playerTime("1:15") })
        #expect(!l.items.contains { $0.tap == .seek })
    }

    @Test("P3 full screen: time over a bar across the safe area's bottom; hidden controls hide them too",
          arguments: [DeviceModel.iphoneHome, .iphoneFaceID, .ipad])
    func fullScreen(device: DeviceModel) throws {
        let l = layout(PlayerInfo(fullScreen: true, position: 8, duration: 10), device: device, interface: .landscapeRight)
        let bar = screenRect(try #require(l.items.first { $0.tap == .seek }))
        let time = screenRect(try #require(item(l) { $0 == .playerTime("0:08 / 0:10") }))
        // Interface landscapeRight: its bottom edge is the portrait screen's left (R4), its left the top.
        let screen = l.spec.screenRect
        #expect(bar.minX >= screen.minX && bar.minX < screen.width * 0.1, "along the interface's bottom")
        #expect(bar.height > screen.height * 0.7, "across the interface's width")
        #expect(time.minX >= bar.maxX - 0.01, "the time above the bar")
        for control in ["back", "lock", "play"] { #expect(l.items.contains { $0.tap == .button(control) }) }
        var hidden = PlayerInfo(fullScreen: true, position: 8, duration: 10)
        hidden.controlsHidden = true
        let bare = layout(hidden, device: device, interface: .landscapeRight)
        #expect(!bare.items.contains { if case .playerTime = $0.kind { true } else { false } })
        #expect(!bare.items.contains { $0.tap != nil })
    }

    // MARK: The reducer

    /// A player on screen whose video lasts 10 s (no file: nothing is decoded here).
    func playerApp() -> AppModel {
        AppModel(device: .iphoneHome, iosVersion: 16, root: "Player",
                 controllers: [ControllerSpec(name: "Player", kind: .player, player: PlayerOptions(videoDuration: 10))])
    }

    func position(_ state: WindowState, at t: Double) -> Double? {
        state.engine.visiblePlayer.flatMap { state.engine.state.controllers[$0].player?.playbackPosition(at: t) }
    }

    /// The window pixel at `fraction` along the progress bar the frame drew, `dy` pixels below its middle.
    func barPoint(_ frame: FrameModel, _ fraction: Double, dy: Double = 0) throws -> Point {
        let bar = try #require(frame.layout.items.first { $0.tap == .seek })
        let inset = PlayerLayout.trackInset
        let local = Point(bar.rect.minX + inset + fraction * (bar.rect.width - 2 * inset), bar.rect.center.y)
        let p = frame.device.windowPoint(fromScreen: bar.toScreen.apply(local))
        return Point(p.x, p.y + dy)
    }

    func fraction(_ frame: FrameModel) -> Double? {
        for item in frame.layout.items { if case .playerProgress(let f) = item.kind { return f } }
        return nil
    }

    @Test("P1 a press on the bar holds the thumb there, a drag moves it (the video shows the held time), the release seeks once")
    func scrub() throws {
        var (state, _) = try WindowState.start(model: playerApp(), at: 0)
        let frame = state.makeFrame(at: 1, width: 1280, height: 800)
        _ = state.reduce(.click(try barPoint(frame, 0.5)), at: 1)
        #expect(abs((state.scrub ?? -1) - 5) < 0.01)
        #expect(position(state, at: 1) == 0, "the engine waits for the release")
        let held = state.makeFrame(at: 1.1, width: 1280, height: 800)
        #expect(abs((fraction(held) ?? -1) - 0.5) < 0.01 && held.scrubbing)
        #expect(held.layout.items.contains { $0.kind == .playerTime("0:05 / 0:10") })
        #expect(abs((state.visibleVideo(at: 1.1)?.position ?? -1) - 5) < 0.01, "the video shows the held position")
        // A drag that strays off the bar still follows the pointer along it.
        _ = state.reduce(.move(try barPoint(held, 0.8, dy: -40), dragging: true), at: 1.2)
        #expect(abs((state.scrub ?? -1) - 8) < 0.01)
        _ = state.reduce(.release(try barPoint(held, 0.8, dy: -40)), at: 1.3)
        #expect(state.scrub == nil)
        #expect(abs((position(state, at: 1.3) ?? -1) - 8) < 0.01)
        #expect(state.chrome.trace.filter { $0.text.hasPrefix("[Player] seek") }.map(\.text) == ["[Player] seek to 0:08.0 of 0:10"])
        // The far end is the last frames, not the start of the next loop.
        _ = state.reduce(.click(try barPoint(frame, 1)), at: 2)
        _ = state.reduce(.release(try barPoint(frame, 1)), at: 2.1)
        #expect(abs((position(state, at: 2.1) ?? -1) - 9.9) < 0.01)
    }

    @Test("P1 a drag whose release the window never saw ends at the first move without the button")
    func lostRelease() throws {
        var (state, _) = try WindowState.start(model: playerApp(), at: 0)
        let frame = state.makeFrame(at: 1, width: 1280, height: 800)
        _ = state.reduce(.click(try barPoint(frame, 0.2)), at: 1)
        _ = state.reduce(.move(try barPoint(frame, 0.6)), at: 1.5)
        #expect(state.scrub == nil)
        #expect(abs((position(state, at: 1.5) ?? -1) - 6) < 0.01)
    }

    @Test("P1 ← / → seek 5 s within the clip while a player is on screen; Ctrl+← / → still turn the device")
    func arrowKeys() throws {
        var (state, _) = try WindowState.start(model: playerApp(), at: 0)
        _ = state.reduce(.key(.right), at: 1)
        #expect(position(state, at: 1) == 5)
        _ = state.reduce(.key(.right, repeated: true), at: 1.1)
        _ = state.reduce(.key(.right, repeated: true), at: 1.2)
        #expect(abs((position(state, at: 1.2) ?? -1) - 9.9) < 0.01, "held: again and again, up to the last frames")
        _ = state.reduce(.key(.left), at: 2)
        #expect(abs((position(state, at: 2) ?? -1) - 4.9) < 0.01)
        _ = state.reduce(.key(.left, ctrl: true), at: 3)
        #expect(state.engine.state.physical == .landscapeLeft)
        #expect(abs((position(state, at: 3) ?? -1) - 4.9) < 0.01)
    }

    @Test("← / → without a player on screen do nothing")
    func arrowKeysWithoutPlayer() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        let lines = state.chrome.trace.count
        _ = state.reduce(.key(.right), at: 1)
        _ = state.reduce(.key(.left), at: 2)
        #expect(state.chrome.trace.count == lines)
        #expect(state.engine.state.physical == .portrait)
    }

    @Test("P1 a playing player's time ticks: its progress bar and clock move, video frames or not; paused, nothing does")
    func timeTicks() throws {
        var (state, _) = try WindowState.start(model: playerApp(), at: 0)
        _ = state.reduce(.event(.tap("play")), at: 1)
        func due(_ t: Double) -> FrameModel? { state.frameToDraw(at: t, width: 1280, height: 800, videoChanged: false) }
        let drawn1_2 = try #require(due(1.2))
        state.drew(drawn1_2)
        #expect(due(1.2) == nil, "the same instant again")
        let drawn1_5 = try #require(due(1.5), "the progress bar moved")
        state.drew(drawn1_5)
        let second = try #require(due(2.05), "0:01 now")
        #expect(second.layout.items.contains { $0.kind == .playerTime("0:01 / 0:10") })
        state.drew(second)
        _ = state.reduce(.event(.tap("play")), at: 2.1)   // pause
        let paused = try #require(due(2.1))
        state.drew(paused)
        #expect(due(2.5) == nil, "paused: nothing moves")
    }
}
