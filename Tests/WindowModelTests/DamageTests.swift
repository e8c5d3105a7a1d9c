import OrientationEngine
import Testing

@testable import WindowModel
import TestSupport

/// Where the renderer must draw again between two frames (`FrameModel.damage`).
@Suite("Damage: only what changed is drawn again")
struct DamageTests {
    /// A player playing inline on a home-button iPhone (iOS 13), with its frame maker.
    func playing() throws -> (engine: Engine, frame: (Double) -> FrameModel) {
        let player = ControllerSpec(name: "Player", kind: .player, player: PlayerOptions(video: "clip.mp4"))
        var engine = try launched(AppModel(device: .iphoneHome, iosVersion: 13, root: "Player", controllers: [player]))
        _ = try engine.send(.tap("play"), at: 1)
        let chrome = WindowChrome(physical: .portrait)
        let playingEngine = engine
        return (engine, { time in
            FrameModel.make(engine: playingEngine, chrome: chrome, time: time, width: 1280, height: 800, masks: [])
        })
    }

    @Test("The first frame, and a frame after a resize, are drawn whole")
    func firstAndResized() throws {
        let (_, frame) = try playing()
        #expect(frame(2).damage(since: nil, videoChanged: false) == .whole)
        let (engine, _) = try playing()
        let small = FrameModel.make(engine: engine, chrome: WindowChrome(physical: .portrait), time: 2, width: 800,
                                    height: 600, masks: [])
        #expect(small.damage(since: frame(2), videoChanged: false) == .whole)
    }

    @Test("A playing video with no new picture changes nothing: positions are not pixels")
    func positionAlone() throws {
        let (_, frame) = try playing()
        #expect(frame(2.02).damage(since: frame(2), videoChanged: false) == .none)
    }

    @Test("A new video picture damages the video's rect only, inside the screen")
    func videoOnly() throws {
        let (_, frame) = try playing()
        let now = frame(2.04)
        guard case .areas(let areas) = now.damage(since: frame(2), videoChanged: true) else {
            Issue.record("expected areas")
            return
        }
        let video = try #require(now.layout.items.first { $0.kind.showsVideo })
        let drawn = video.toScreen.then(now.device.deviceToWindow).boundingBox(of: video.rect)
        let screen = now.device.deviceToWindow.boundingBox(of: now.layout.spec.screenRect)
        #expect(areas == [drawn.inset(-2)])
        #expect(drawn.width * drawn.height < screen.width * screen.height / 2)
    }

    @Test("A turn of the body damages where the body, its shadow and caption were and are; the inspector's change its panel")
    func bodyAndInspector() throws {
        var (engine, _) = try playing()
        var chrome = WindowChrome(physical: .portrait)
        let before = FrameModel.make(engine: engine, chrome: chrome, time: 2, width: 1280, height: 800, masks: [])
        _ = try engine.send(.turn(.landscapeLeft), at: 2)
        chrome.follow(engine, at: 2)
        let turning = FrameModel.make(engine: engine, chrome: chrome, time: 2.1, width: 1280, height: 800, masks: [])
        guard case .areas(let areas) = turning.damage(since: before, videoChanged: false) else {
            Issue.record("expected areas")
            return
        }
        let swept = try #require(areas.first { $0.intersects(turning.device.bodyBounds) })
        for body in [before.device.bodyBounds, turning.device.bodyBounds] {
            #expect(swept.contains(body.inset(-30).intersection(turning.window.desktop)!), "the body and its shadow")
        }
        #expect(turning.window.desktop.contains(swept))
        #expect(swept.width * swept.height < turning.window.desktop.width * turning.window.desktop.height,
                "not the whole desktop")
        #expect(areas.contains(turning.window.inspector))
        #expect(!areas.contains(turning.window.toolbar))
    }

    @Test("A toast over the device and the inspector is drawn with a whole frame")
    func toast() throws {
        let (_, frame) = try playing()
        var withToast = frame(2)
        withToast.toast = "Saved screenshot.png"
        #expect(withToast.damage(since: frame(2), videoChanged: false) == .whole)
    }
}

extension DamageTests {
    @Test("Items that came or went, the rest the same and in order, are all that changed; a reordering changes everything")
    func itemsShownOrHidden() throws {
        let (_, frame) = try playing()
        let items = frame(2).layout.items
        try #require(items.count >= 3)
        var fewer = items
        let hidden = fewer.remove(at: 1)
        #expect(ScreenPicture.shownOrHidden(items, fewer, videoChanged: false) == [hidden])
        #expect(ScreenPicture.shownOrHidden(fewer, items, videoChanged: false) == [hidden])
        let video = items.filter(\.kind.showsVideo)
        #expect(ScreenPicture.shownOrHidden(items, fewer, videoChanged: true) == [hidden] + video.filter { $0 != hidden })
        var swapped = fewer
        swapped.swapAt(0, 1)
        #expect(ScreenPicture.shownOrHidden(items, swapped, videoChanged: false) == nil)
    }
}
