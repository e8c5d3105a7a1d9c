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
}
