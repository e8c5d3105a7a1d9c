import CSDL
import Foundation
import Media
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// Any window size, in pixels: what a layout assertion cannot prove about the picture.
extension RenderTests {
    /// The demo launched, with what the launch emitted (the inspector's trace).
    func launchedDemo() throws -> (Engine, [Emitted]) {
        var engine = try Engine(model: DemoApp.model())
        let emitted = try engine.send(.launch, at: 0) + engine.settle()
        return (engine, emitted)
    }

    /// The demo drawn at a size, with every string the frame drew (the inspector's too).
    func drawn(_ engine: Engine, emitted: [Emitted] = [], width: Int, height: Int, name: String)
        throws -> (image: RGBAImage, frame: FrameModel, runs: [TextRun], renderer: HeadlessRenderer) {
        let renderer = try HeadlessRenderer(width: width, height: height)
        renderer.scene.canvas.textRuns = []
        let image = renderer.render(engine: engine, at: engine.state.time + 1, emitted: emitted)
        let runs = renderer.scene.canvas.textRuns ?? []
        renderer.scene.canvas.textRuns = nil
        saveForViewing(image, name)
        return (image, renderer.frame(engine: engine, at: engine.state.time + 1), runs, renderer)
    }

    /// Rows (from the top) where a pixel column of the image has `color`.
    func rows(_ image: RGBAImage, x: Int, from y0: Int, to y1: Int, _ color: Color, tolerance: Int = 6) -> Int {
        (y0..<y1).filter { image.pixel(x, $0).near(color, tolerance) }.count
    }

    @Test("800×600: the inspector whole and inside the window, its trace in sight, each toolbar command drawn once")
    func at800x600() throws {
        let (engine, emitted) = try launchedDemo()
        let (image, g, runs, renderer) = try drawn(engine, emitted: emitted, width: 800, height: 600, name: "size-800x600")
        defer { renderer.close() }
        let panel = g.window.inspector
        #expect(panel.minX > 0 && panel.maxX == 800)
        // Panel colour from its left border to the window's edge, the border line at its left.
        #expect(image.pixel(Int(panel.minX), 300).near(Palette.panelLine, 6))
        #expect(image.pixel(Int(panel.maxX) - 8, 300).near(Palette.panel, 6))
        // The trace box (raised panel colour) stands between the last section and the footer.
        let box = rows(image, x: Int(panel.minX) + 14, from: Int(panel.minY), to: Int(panel.maxY) - 30, Palette.panelRaised)
        #expect(box >= 60, "trace box \(box) px tall")
        let traceLines = runs.filter { $0.text.hasPrefix("-[") }
        #expect(traceLines.count >= 4, "\(traceLines.map(\.text))")
        // Nothing in the inspector's rows is cut short: values that did not fit wrapped.
        let cut = runs.filter { $0.shown != $0.text && $0.text.count < 60 && !$0.text.hasPrefix("-[") }
        #expect(cut.isEmpty, "\(cut.map(\.text))")
        for command in Command.toolbar {
            #expect(runs.filter { $0.text == command.icon }.count == 1, "\(command) drawn once, as its icon")
        }
        #expect(g.window.toolbarButtons.allSatisfy { $0.rect.maxX <= 800 })
    }

    @Test("640 wide: the inspector is a visible handle at the right edge, not gone; the device keeps clear of it")
    func at640() throws {
        let engine = try launched(DemoApp.model())
        let (image, g, runs, renderer) = try drawn(engine, width: 640, height: 480, name: "size-640x480")
        defer { renderer.close() }
        #expect(g.window.inspector.width == 0)
        let handle = try #require(g.window.inspectorHandle)
        #expect(handle.maxX == 640 && handle.width >= 20)
        #expect(rows(image, x: Int(handle.center.x), from: Int(handle.minY), to: Int(handle.maxY), Palette.panel)
            > Int(handle.height * 0.8))
        #expect(runs.contains { $0.text == "◀" } && runs.contains { $0.text == "Tab" })
        let rim = rimBounds(image, g)
        #expect(rim.maxX < handle.minX && rim.height > 0)
    }

    @Test("the device fills what is left at every size, upright or turned",
          arguments: [(1280, 800), (800, 600), (640, 480), (1280, 450)])
    func deviceFills(width: Int, height: Int) throws {
        for turn in [[], [DeviceOrientation.landscapeLeft]] {
            let engine = try launched(DemoApp.model(), turns: turn)
            let renderer = try HeadlessRenderer(width: width, height: height, physical: turn.first ?? .portrait)
            defer { renderer.close() }
            let image = renderer.render(engine: engine, at: engine.state.time + 1)
            let g = renderer.frame(engine: engine, at: engine.state.time + 1)
            let area = g.window.deviceArea, rim = rimBounds(image, g)
            #expect(rim.minX >= area.minX - 1 && rim.maxX <= area.maxX + 1 && rim.minY >= area.minY - 1
                && rim.maxY <= area.maxY + 1, "\(width)×\(height): inside its area")
            let longest = max(rim.width, rim.height)
            #expect(longest >= min(area.width, area.height) * 0.85, "\(width)×\(height): \(longest) px of \(area)")
        }
    }

    @Test("the nav bar's back button and title never overlap in pixels, at every size",
          arguments: [(1280, 800), (800, 600), (640, 480), (1280, 450)])
    func navBarTexts(width: Int, height: Int) throws {
        for device in DeviceModel.allCases {
            var engine = try launched(navModel(device: device))
            _ = try engine.send(.tap("Push detail"), at: engine.state.time)
            _ = engine.settle()
            let renderer = try HeadlessRenderer(width: width, height: height)
            defer { renderer.close() }
            let screenText = ScreenText(renderer.scene)
            let image = renderer.render(engine: engine, at: engine.state.time + 1)
            saveForViewing(image, "navbar-\(device)-\(width)x\(height)")
            let g = renderer.frame(engine: engine, at: engine.state.time + 1)
            let bar = try #require(g.layout.items.first { if case .navBar = $0.kind { true } else { false } })
            guard case .navBar(_, let barHeight) = bar.kind else { return }
            let band = bar.rect.inset(top: bar.rect.height - barHeight)
            let box = g.device.deviceToWindow.boundingBox(of: bar.toScreen.boundingBox(of: band))
            var blue: [Int] = [], ink: [Int] = []
            for y in Int(box.minY) + 2..<Int(box.maxY) - 2 {
                for x in Int(box.minX) + 3..<Int(box.maxX) - 3 {  // clear of the glass's edge
                    let c = image.pixel(x, y)
                    // Small text is anti-aliased to greys: ink is whatever is well darker than the bar.
                    if c.near(Palette.systemBlue, 60) {
                        blue.append(x)
                    } else if Int(c.r) + Int(c.g) + Int(c.b) < 450, !c.near(Palette.systemBlue, 110) {
                        ink.append(x)
                    }
                }
            }
            let name = "\(device) \(width)×\(height)"
            #expect(!blue.isEmpty && !ink.isEmpty, "\(name): back button and title drawn")
            #expect((blue.max() ?? 0) < (ink.min() ?? 0), "\(name): back ends at \(blue.max() ?? 0), title starts at \(ink.min() ?? 0)")
            let runs = screenText.runs
            #expect(runs.contains { $0.text == "Home" && $0.shown == "Home" } || runs.contains { $0.text == "Back" && $0.shown == "Back" },
                    "\(name): the back title is drawn whole: \(runs.map(\.shown))")
        }
    }

    @Test("1280×450: the inspector scrolls instead of being cut off; the wheel moves it and its scroll bar")
    func shortWindowScrolls() throws {
        let app = try WindowApp(model: DemoApp.model(), width: 1280, height: 450,
                                environment: ["SDL_VIDEODRIVER": "dummy"], clock: ManualClock())
        defer { app.close() }
        let dir = NSTemporaryDirectory() + "sandbox-short-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        app.outputDirectory = dir
        app.manual.now = 1
        app.frame()
        func shot() throws -> RGBAImage {
            app.perform([.screenshot])
            app.manual.now += 0.1
            app.frame()
            let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".png") }.sorted()
            let image = try PNGFile.read(path: dir + "/" + (files.last ?? ""))
            for file in files { try FileManager.default.removeItem(atPath: dir + "/" + file) }
            return RGBAImage(width: image.width, height: image.height, pixels: image.rgba)
        }
        let g = try #require(app.state.frame)
        let panel = g.window.inspector
        #expect(g.inspector.contentHeight > panel.height)
        // The scroll bar's thumb: its top, in the column at the panel's right edge.
        func thumbTop(_ image: RGBAImage) -> Int? {
            (Int(panel.minY)..<Int(panel.maxY)).first { image.pixel(Int(panel.maxX) - 3, $0).near(Palette.panelDim, 8) }
        }
        let before = try shot()
        saveForViewing(before, "size-1280x450")
        let top = try #require(thumbTop(before))
        app.apply(.wheel(-5, at: Point(panel.center.x, panel.minY + 100)))
        app.frame()
        let after = try shot()
        saveForViewing(after, "size-1280x450-scrolled")
        #expect(app.state.inspectorScroll > 0)
        #expect((thumbTop(after) ?? 0) > top + 10)
        // The panel's content moved up: its title's row is no longer where it was.
        let titleRow = Int(panel.minY) + 20
        let changed = (Int(panel.minX) + 16..<Int(panel.minX) + 200).contains {
            !before.pixel($0, titleRow).near(after.pixel($0, titleRow), 10)
        }
        #expect(changed)
    }

    @Test("accept: a failed check's text wraps in the panel, the actual value and the decision whole")
    func acceptanceWraps() throws {
        let text = """
            device: iphone-home
            ios: 15
            app: {root: VC}
            controllers:
              VC: {supported: portrait}
            steps:
              - rotate: landscapeLeft
              - expect: {interface: landscapeRight}
            """
        let (app, dir) = try makeAcceptance(text)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        defer { app.close() }
        push(key: SDLK_SPACE)
        pass(app, 1)
        let run = try #require(app.state.acceptance?.run)
        let failed = try #require(run.results.first { if case .failed = $0.outcome { true } else { false } })
        var expected = "Step \(failed.step.index + 1): " + TextReport.result(failed)
        if let decision = failed.decision { expected += " — decision: \(decision)" }
        #expect(expected.count > 90, "long enough to need wrapping: \(expected)")
        app.scene.canvas.textRuns = []
        app.apply(.tick)
        app.perform([.screenshot])  // forces a frame
        app.outputDirectory = dir
        app.manual.now += 0.1
        app.frame()
        let runs = app.scene.canvas.textRuns ?? []
        app.scene.canvas.textRuns = nil
        let start = try #require(runs.firstIndex { expected.hasPrefix($0.text) && $0.text.hasPrefix("Step ") })
        var lines = [runs[start]]
        for run in runs[(start + 1)...] where run.text.hasPrefix("    ") { lines.append(run) }
        #expect(lines.count >= 2, "wrapped: \(lines.map(\.text))")
        #expect(lines.allSatisfy { $0.shown == $0.text }, "no line cut: \(lines.map(\.shown))")
        let joined = lines.map { $0.text.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined == expected)
    }
}
