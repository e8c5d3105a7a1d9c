import OrientationEngine
import Testing
import TestSupport

@testable import WindowModel

/// The simulated screen's text stays legible: Display Zoom scales the layout, not just the font.
@Suite("Display Zoom")
struct DisplayZoomTests {
    func frame(_ device: DeviceModel, width: Int = 1280, height: Int = 800) throws -> FrameModel {
        var (state, _) = try WindowState.start(model: DemoApp.model(device: device, ios: 17), at: 0)
        return state.makeFrame(at: 1, width: width, height: height)
    }

    @Test("an iPad at the default window size: the smallest text on its screen is at least 11 px")
    func iPadLegible() throws {
        let g = try frame(.ipad)
        let pixelsPerPoint = g.layout.zoom * g.device.scale
        #expect(ScreenFont.smallest * pixelsPerPoint >= DisplayZoom.legiblePixels)
        #expect(g.layout.zoom > 1.9, "0.55 px per point unzoomed")
        #expect(g.layout.interfaceSize.width >= DisplayZoom.narrowestScreen)
    }

    @Test("zoomed, the layout scales with the text: bars are as many points as before, drawn that much larger")
    func layoutScales() throws {
        let g = try frame(.ipad)
        let state = g.screen
        let plain = ScreenLayout(state)
        func tabBar(_ l: ScreenLayout) -> Rect? {
            l.items.first { $0.kind == .tabBar }.map { $0.toScreen.boundingBox(of: $0.rect) }
        }
        let zoomed = try #require(tabBar(g.layout)), unzoomed = try #require(tabBar(plain))
        #expect(abs(zoomed.height - unzoomed.height * g.layout.zoom) < 0.5)
        #expect(abs(zoomed.width - unzoomed.width) < 0.5, "both span the screen")
        #expect(abs(g.layout.interfaceSize.width * g.layout.zoom - g.layout.spec.screenSize.width) < 0.01)
    }

    @Test("phones are never zoomed: the app lays out in the real device's points", arguments: [DeviceModel.iphoneHome, .iphoneFaceID])
    func phonesUnzoomed(device: DeviceModel) throws {
        let small = try frame(device, width: 800, height: 600)
        #expect(small.layout.zoom == 1)
        #expect(abs(small.layout.interfaceSize.width - DeviceSpec.of(device).screenSize.width) < 0.01)
        #expect(DisplayZoom.zoom(for: DeviceSpec.of(device), pixelsPerPoint: 0.3) == 1)
    }

    @Test("a click lands on the zoomed button drawn under it")
    func zoomedHit() throws {
        var (state, _) = try WindowState.start(model: navModel(device: .ipad), at: 0)
        let g = state.makeFrame(at: 1, width: 1280, height: 800)
        #expect(g.layout.zoom > 1)
        let p = try #require(g.device.windowCenter(of: .button("Push detail"), in: g.layout))
        _ = state.reduce(.click(p), at: 1)
        #expect(state.engine.name(of: state.engine.visibleController) == "Detail")
    }
}

extension DisplayZoomTests {
    @Test("the inspector says when the screen is zoomed and what the app sees")
    func inspectorNote() throws {
        #expect(try frame(.ipad).inspector.zoomNote == "Display Zoom · the app sees 400×576 pt")
        #expect(try frame(.ipad, width: 2400, height: 2000).inspector.zoomNote == nil)
    }
}
