import OrientationEngine
import Testing
import TestSupport

@testable import WindowModel

/// Any window size: every command stays reachable, the inspector never disappears silently.
@Suite("Window sizes")
struct WindowLayoutTests {
    @Test("narrow windows show every toolbar command as an icon, none twice, none cut off",
          arguments: [(1280, 800), (1000, 700), (800, 600), (640, 480)])
    func toolbar(width: Int, height: Int) {
        let layout = WindowLayout(width: width, height: height)
        #expect(layout.toolbarButtons.map(\.command) == Command.toolbar)
        #expect(layout.toolbarButtons.allSatisfy { $0.rect.maxX <= Double(width) })
        if width >= 1280 { #expect(!layout.iconToolbar) }
        if width <= 1000 { #expect(layout.iconToolbar) }
        #expect(Set(Command.toolbar.map(\.icon)).count == Command.toolbar.count)
    }

    @Test("below 760 px the inspector collapses to a handle; Tab or a click on it opens it")
    func inspectorHandle() throws {
        #expect(WindowLayout(width: 800, height: 600).inspector.width >= 340)
        let narrow = WindowLayout(width: 640, height: 480)
        #expect(narrow.inspector.width == 0)
        let handle = try #require(narrow.inspectorHandle)
        #expect(handle.maxX == 640 && narrow.deviceArea.maxX <= handle.minX)
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        _ = state.makeFrame(at: 0, width: 640, height: 480)
        _ = state.reduce(.click(handle.center), at: 1)
        #expect(state.makeFrame(at: 1, width: 640, height: 480).window.inspector.width > 0)
        _ = state.reduce(.key(.tab), at: 2)
        #expect(state.makeFrame(at: 2, width: 640, height: 480).window.inspector.width == 0)
    }
}

@Suite("Short windows")
struct ShortWindowTests {
    @Test("a window too short for the inspector scrolls the panel with the wheel; a tall one scrolls the trace")
    func inspectorScrolls() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        for t in 1...30 { _ = state.reduce(.key(t % 2 == 0 ? .left : .right, ctrl: true), at: Double(t)) }
        let short = state.makeFrame(at: 40, width: 1280, height: 450)
        #expect(short.inspector.contentHeight > short.window.inspector.height)
        let over = Point(short.window.inspector.center.x, short.window.inspector.minY + 100)
        _ = state.reduce(.wheel(-3, at: over), at: 41)
        #expect(state.inspectorScroll > 0)
        let bottom = short.inspector.contentHeight - short.window.inspector.height
        for _ in 0..<20 { _ = state.reduce(.wheel(-3, at: over), at: 42) }
        #expect(state.inspectorScroll == bottom, "down to the trace and no further")
        let tall = state.makeFrame(at: 43, width: 1280, height: 800)
        #expect(tall.inspector.contentHeight <= tall.window.inspector.height)
        _ = state.reduce(.wheel(3, at: Point(tall.window.inspector.center.x, 700)), at: 44)
        #expect(state.chrome.traceScroll == 9)
    }
}

@Suite("Inspector at any size")
struct InspectorSizeTests {
    @Test("800×600: compact rows, the demo's inspector whole with the trace in sight; 1280×800: regular rows")
    func compactAt800() throws {
        var (state, _) = try WindowState.start(model: DemoApp.model(), at: 0)
        let small = state.makeFrame(at: 1, width: 800, height: 600)
        #expect(small.inspector.metrics == .compact)
        #expect(small.window.inspector.maxX == 800 && small.window.inspector.width >= 340)
        let traceRoom = small.window.inspector.height - small.inspector.sectionsHeight - small.inspector.metrics.footer
            - small.inspector.metrics.footerGap
        #expect(traceRoom >= 20 + 12 + 4 * 15, "the TRACE header and four lines at least")
        let large = state.makeFrame(at: 1, width: 1280, height: 800)
        #expect(large.inspector.metrics == .regular)
    }

    @Test("a value too long for the panel wraps onto a second line instead of being cut")
    func wraps() throws {
        var (state, _) = try WindowState.start(model: DemoApp.model(), at: 0)
        let narrow = state.makeFrame(at: 1, width: 800, height: 600).inspector
        let row = InspectorModel.Row("visible", "Tabs › Navigation › Player screen")
        #expect(narrow.lines(row) == 2)
        #expect(narrow.lines(InspectorModel.Row("visible", "Tabs › Nav › Home")) == 1)
        // A mask's name goes under its glyphs when there is no room beside them.
        var tight = narrow
        tight.width = 200
        let mask = InspectorModel.MaskRow(label: "plist", mask: .allButUpsideDown, kind: .input)
        #expect(narrow.lines(mask) == 1 && tight.lines(mask) == 2)
    }

    @Test("a banner's whole message wraps: its strip grows with the text, the device area shrinks")
    func bannerWraps() {
        let short = WindowLayout(width: 1280, height: 800, banner: "bad.yaml:3: unknown key 'x'")
        let long = WindowLayout(width: 1280, height: 800, banner: String(repeating: "an error that explains itself ", count: 12))
        let shortStrip = short.banner?.height ?? 0, longStrip = long.banner?.height ?? 0
        #expect(shortStrip >= WindowLayout.bannerLine + WindowLayout.bannerHint)
        #expect(longStrip > shortStrip + WindowLayout.bannerLine, "\(shortStrip) → \(longStrip)")
        #expect(long.deviceArea.minY > short.deviceArea.minY)
        #expect(WindowLayout(width: 1280, height: 800).banner == nil)
    }
}
