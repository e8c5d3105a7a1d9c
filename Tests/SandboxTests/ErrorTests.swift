import CSDL
import Foundation
import OrientationEngine
import Testing

@testable import Sandbox

/// Errors a user can cause: one clear line each.
extension RenderTests {
    @Test("No display: a window cannot open and the error says how to proceed")
    func noDisplay() throws {
        #expect(throws: SandboxError.noDisplay("")) {
            _ = try SDLContext(.window(title: "x", width: 100, height: 100), environment: [:])
        }
        #expect(SandboxError.noDisplay("").description
            == "no display: run `xvfb-run make run`, or use `rotation-sandbox record`")
    }

    @Test("A missing font is named, with the package to install")
    func missingFont() throws {
        let context = try SDLContext(.headless)
        defer { context.close() }
        #expect(throws: SandboxError.fontMissing(path: "/nonexistent/DejaVuSans.ttf")) {
            _ = try TextRenderer(renderer: context.renderer, fontDirectory: "/nonexistent")
        }
        #expect(SandboxError.fontMissing(path: "/x/DejaVuSans.ttf").description.contains("fonts-dejavu-core"))
    }

    @Test("The text cache stays bounded and keeps what the current frame uses")
    func textCacheBounded() throws {
        let context = try SDLContext(.headless)
        defer { context.close() }
        let text = try TextRenderer(renderer: context.renderer, capacity: 40)
        defer { text.close() }
        for frame in 0..<10 {
            for i in 0..<20 { _ = text.texture("line \(frame)-\(i)", pixels: 12, weight: .regular) }
            _ = text.texture("always", pixels: 12, weight: .bold)
            text.endFrame()
        }
        #expect(text.cachedCount <= 41)
        let before = text.cachedCount
        _ = text.texture("always", pixels: 12, weight: .bold)  // a hit: nothing new
        #expect(text.cachedCount == before)
    }

    @Test("The text cache is sized to what the frames draw: a few busiest frames' worth, not the hard cap")
    func textCacheSizedToScreen() throws {
        let context = try SDLContext(.headless)
        defer { context.close() }
        let text = try TextRenderer(renderer: context.renderer)
        defer { text.close() }
        // A long session of passing strings (trace lines, times): 21 labels a frame.
        for frame in 0..<100 {
            for i in 0..<20 { _ = text.texture("line \(frame)-\(i)", pixels: 12, weight: .regular) }
            _ = text.texture("always", pixels: 12, weight: .bold)
            text.endFrame()
        }
        #expect(text.limit == TextRenderer.minimumEntries)
        #expect(text.cachedCount <= TextRenderer.minimumEntries && text.cachedCount < text.capacity)
        let kept = text.cachedCount
        _ = text.texture("always", pixels: 12, weight: .bold)
        #expect(text.cachedCount == kept, "what every frame draws stays")
        // A frame that shows many more labels (a bigger window) keeps a few of those: with
        // `always`, 201 this frame.
        for i in 0..<200 { _ = text.texture("label \(i)", pixels: 14, weight: .regular) }
        text.endFrame()
        #expect(text.limit == min(text.capacity, TextRenderer.screensKept * 201))
        #expect(text.cachedCount >= 200, "this frame's labels are never evicted")
    }
}
