import OrientationEngine
import Testing

@testable import Sandbox

/// Every test that touches SDL lives here: SDL's init is process-wide, so these run one
/// at a time (DESIGN.md "Headless rendering and tests").
@Suite("SDL rendering (dummy driver)", .serialized, .runsAhead)
@MainActor
struct RenderTests {
    @Test("Renders a frame headless with the dummy driver and the software renderer")
    func headlessFrame() throws {
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        #expect(renderer.context.rendererName == "software")
        let engine = try launched(navModel())
        let image = renderer.render(engine: engine, at: engine.state.time)
        #expect(image.width == 1280 && image.height == 800 && image.pixels.count == 1280 * 800 * 4)
        saveForViewing(image, "nav-portrait")
        // Not a blank frame: the inspector panel and the white card are both there.
        let g = renderer.frame(engine: engine, at: engine.state.time)
        #expect(image.pixel(Int(g.window.inspector.midX), 300).near(Palette.panel, 8))
    }

    @Test("R23: the status bar band lies along the interface's top edge in every orientation",
          arguments: [DeviceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown])
    func statusBarEdge(device: DeviceOrientation) throws {
        // iOS 6 keeps an opaque black status bar in landscape, easy to find in pixels.
        let engine = try launched(navModel(ios: 6), turns: [device])
        #expect(engine.state.interface == device.interfaceOrientation)
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        renderer.restart(physical: device)
        let image = renderer.render(engine: engine, at: engine.state.time + 1)
        saveForViewing(image, "statusbar-\(device.name)")
        let g = renderer.frame(engine: engine, at: engine.state.time + 1)
        let screen = g.device.deviceToWindow.boundingBox(of: g.layout.spec.screenRect)
        // Content is upright (interface = interface(device)), so the bar is along the top.
        // Sampled between the carrier name and the clock.
        #expect(image.pixel(Int(screen.minX + screen.width * 0.33), Int(screen.minY) + 4).isDark)
        #expect(!image.pixel(Int(screen.minX + screen.width * 0.33), Int(screen.maxY) - 4).isDark)
        #expect(!image.pixel(Int(screen.minX) + 4, Int(screen.center.y)).isDark)
    }

    @Test("R4: when the interface refuses to follow, the status bar is along the device's top, sideways")
    func refusedRotation() throws {
        let engine = try launched(navModel(ios: 6, homeMask: .portrait), turns: [.landscapeLeft])
        #expect(engine.state.interface == .portrait)
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        renderer.restart(physical: .landscapeLeft)
        let image = renderer.render(engine: engine, at: engine.state.time + 1)
        saveForViewing(image, "refused-landscapeLeft")
        let g = renderer.frame(engine: engine, at: engine.state.time + 1)
        let screen = g.device.deviceToWindow.boundingBox(of: g.layout.spec.screenRect)
        // Body turned -90° (counter-clockwise): the device's top edge is on the left.
        #expect(screen.width > screen.height)
        #expect(image.pixel(Int(screen.minX) + 4, Int(screen.minY + screen.height * 0.67)).isDark)
        #expect(!image.pixel(Int(screen.minX + screen.width * 0.33), Int(screen.minY) + 4).isDark)
    }

    @Test("The device body's bounding box swaps aspect when the device turns")
    func bodySwaps() throws {
        var engine = try launched(navModel(device: .iphoneFaceID))
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let upright = rimBounds(renderer.render(engine: engine, at: 1), renderer.frame(engine: engine, at: 1))
        _ = try engine.send(.turn(.landscapeRight), at: 2)
        _ = renderer.render(engine: engine, at: 2)  // starts the body's turn
        let middle = renderer.render(engine: engine, at: 2.15)
        saveForViewing(middle, "faceid-turning")
        _ = engine.settle()
        let turnedImage = renderer.render(engine: engine, at: 3)
        saveForViewing(turnedImage, "faceid-landscapeRight")
        let turned = rimBounds(turnedImage, renderer.frame(engine: engine, at: 3))
        #expect(upright.height > upright.width * 1.5)
        #expect(turned.width > turned.height * 1.5)
        #expect(abs(upright.height - turned.width) < 6)
    }

    @Test("The crash screen shows the exception with a Relaunch button (R17)")
    func crashScreen() throws {
        // App allows portrait only, the root controller landscape only: R17a at launch.
        let model = AppModel(
            name: "Crash", device: .iphoneFaceID, iosVersion: 13, plist: [.portrait], root: "Landscape",
            controllers: [ControllerSpec(name: "Landscape", supported: .literal(.landscape))])
        let engine = try launched(model)
        #expect(engine.state.crash != nil)
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let image = renderer.render(engine: engine, at: 1)
        saveForViewing(image, "crash")
        let g = renderer.frame(engine: engine, at: 1)
        let relaunch = try #require(g.device.windowCenter(of: .relaunch, in: g.layout))
        #expect(g.device.tapTarget(at: relaunch, in: g.layout) == .relaunch)
        // Beside the label, inside the button: the button's blue.
        let item = try #require(g.layout.items.first { $0.tap == .relaunch })
        let edge = g.device.windowPoint(fromScreen: item.toScreen.apply(Point(item.rect.minX + 8, item.rect.center.y)))
        #expect(image.pixel(Int(edge.x), Int(edge.y)).near(Palette.systemBlue, 40))
    }

    /// Bounding box of the metal rim's colour inside the device area.
    func rimBounds(_ image: RGBAImage, _ g: FrameModel) -> Rect {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        let area = g.window.deviceArea
        let edge = (r: Int(Palette.bodyEdge.r), g: Int(Palette.bodyEdge.g), b: Int(Palette.bodyEdge.b))
        // Outside the image `pixel` is clear, never the rim: the area clipped to the image.
        let xs = max(Int(area.minX), 0)..<max(min(Int(area.maxX), image.width), max(Int(area.minX), 0))
        let ys = max(Int(area.minY), 0)..<max(min(Int(area.maxY), image.height), max(Int(area.minY), 0))
        // `pixel(x, y).near(Palette.bodyEdge, 10)` on the bytes themselves: a debug build's
        // loop over most of the window, kept to a few operations a pixel.
        image.pixels.withUnsafeBufferPointer { p in
            for y in ys {
                var i = (y * image.width + xs.lowerBound) * 4
                for x in xs {
                    if abs(Int(p[i]) - edge.r) <= 10 && abs(Int(p[i + 1]) - edge.g) <= 10 && abs(Int(p[i + 2]) - edge.b) <= 10 {
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = max(maxY, y)
                    }
                    i += 4
                }
            }
        }
        guard minX <= maxX else { return Rect(0, 0, 0, 0) }
        return Rect(Double(minX), Double(minY), Double(maxX - minX), Double(maxY - minY))
    }
}

extension Rect {
    var midX: Double { center.x }
}
