import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// P1 and P6 in pixels: the time, the progress bar and its thumb, the padlock's two states;
/// and the legibility of an iPad's screen at the default window size.
extension RenderTests {
    /// The sample video on a home-button iPhone, its length known as a loaded file knows it.
    func timedPlayer(device: DeviceModel = .iphoneHome) -> AppModel {
        var model = playerModel()
        model.device = device
        model.controllers[0].player?.videoDuration = 10
        return model
    }

    /// The window pixel of a point in an item's own view space.
    func windowPoint(_ g: FrameModel, _ item: LayoutItem, _ p: Point) -> (x: Int, y: Int) {
        let w = g.device.windowPoint(fromScreen: item.toScreen.apply(p))
        return (Int(w.x.rounded(.down)), Int(w.y.rounded(.down)))
    }

    @Test("P1 pixels: the bar is white up to the thumb at 0:05 of 0:10, translucent beyond; the time reads 0:05 / 0:10")
    func progressPixels() throws {
        var engine = try launched(timedPlayer())
        _ = try engine.send(.seek(5), at: engine.state.time)
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let screenText = ScreenText(renderer.scene)
        let time = engine.state.time + 0.5
        let image = renderer.render(engine: engine, at: time)
        saveForViewing(image, "player-progress")
        let g = renderer.frame(engine: engine, at: time)
        let bar = try #require(g.layout.items.first { $0.tap == .seek })
        let inset = PlayerLayout.trackInset
        func along(_ f: Double, dy: Double = 0) -> Color {
            let x = bar.rect.minX + inset + f * (bar.rect.width - 2 * inset)
            let (px, py) = windowPoint(g, bar, Point(x, bar.rect.maxY - 7 + dy))
            return image.pixel(px, py)
        }
        #expect(along(0.25).isLight, "played: white")
        #expect(!along(0.75).isLight, "to come: translucent over the picture")
        #expect(along(0.5, dy: -4).isLight, "the thumb at the position")
        #expect(!along(0.25, dy: -4).isLight, "the track alone is thin")
        let runs = screenText.runs
        #expect(runs.contains { $0.text == "0:05 / 0:10" && $0.shown == $0.text }, "\(runs.map(\.text))")
    }

    @Test("P6 pixels: the full-screen lock is an open white padlock, and a closed orange one once locked")
    func padlockPixels() throws {
        var engine = try launched(timedPlayer())
        _ = try engine.send(.tap("fullscreen"), at: engine.state.time)
        _ = engine.settle()
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        func look(_ closed: Bool, _ name: String) throws -> (gap: Color, rightLeg: Color, body: Color) {
            let time = engine.state.time + 0.5
            let image = renderer.render(engine: engine, at: time)
            saveForViewing(image, name)
            let g = renderer.frame(engine: engine, at: time)
            let item = try #require(g.layout.items.first { $0.tap == .button("lock") })
            let lock = PlayerControlPainter.Padlock(in: item.rect, closed: closed)
            let s = min(item.rect.width, item.rect.height)
            // Just above the body: the left leg's end (a gap when open) and the right leg.
            let y = lock.body.minY - s * 0.05
            let gap = windowPoint(g, item, Point(lock.legs.left, y))
            let leg = windowPoint(g, item, Point(lock.legs.right, y))
            let body = windowPoint(g, item, Point(lock.body.minX + lock.body.width * 0.2, lock.body.center.y))
            return (image.pixel(gap.x, gap.y), image.pixel(leg.x, leg.y), image.pixel(body.x, body.y))
        }
        let open = try look(false, "player-lock-open")
        #expect(open.body.isLight && open.rightLeg.isLight)
        #expect(!open.gap.isLight && !open.gap.near(Palette.systemOrange, 60), "open: the left leg is out of the body")
        _ = try engine.send(.tap("lock"), at: engine.state.time + 1)
        #expect(engine.isLocked(try #require(engine.visiblePlayer)))
        let closed = try look(true, "player-lock-closed")
        #expect(closed.body.near(Palette.systemOrange, 40) && closed.rightLeg.near(Palette.systemOrange, 60))
        #expect(closed.gap.near(Palette.systemOrange, 60), "closed: both legs in the body")
    }

    @Test("Display Zoom: on an iPad at the default window size every text on the screen is at least 11 px, and looks it")
    func iPadLegibleText() throws {
        let engine = try launched(DemoApp.model(device: .ipad, ios: 17))
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let screenText = ScreenText(renderer.scene)
        let image = renderer.render(engine: engine, at: 1)
        saveForViewing(image, "ipad-default")
        let runs = screenText.runs
        #expect(runs.count > 8)
        #expect(runs.allSatisfy { $0.pixels >= 11 }, "\(runs.filter { $0.pixels < 11 }.map { "\($0.text) \($0.pixels) px" })")
        // The selected tab's label (10 pt, the smallest text): its letters' pixels span a cap height of 11 px type.
        let g = renderer.frame(engine: engine, at: 1)
        let tab = try #require(g.layout.items.first {
            if case .tabItem(_, _, true, _) = $0.kind { true } else { false }
        })
        let label = Rect(tab.rect.minX, tab.rect.minY + 28, tab.rect.width, 14)
        let box = g.device.deviceToWindow.boundingBox(of: tab.toScreen.boundingBox(of: label))
        var rows: [Int] = []
        for y in Int(box.minY)...Int(box.maxY) {
            for x in Int(box.minX)...Int(box.maxX) where image.pixel(x, y).near(Palette.systemBlue, 70) {
                rows.append(y)
                break
            }
        }
        let height = (rows.max() ?? 0) - (rows.min() ?? 0) + 1
        #expect(height >= 8, "a capital 11 px tall is 8 px; unzoomed it was 4 (\(height))")
    }
}
