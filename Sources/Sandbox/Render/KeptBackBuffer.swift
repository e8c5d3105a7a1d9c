// Whether the window's back buffer still holds the last frame when the next one begins,
// so a frame can draw only its damage there, with no composed copy of the window to copy
// out (a megapixel a frame). OpenGL leaves that undefined and Mesa's software GLX reports
// a buffer age of 0 (unknown), yet its present copies the back buffer out and leaves it
// as it was. So it is trusted on llvmpipe only, and checked every frame: a row and a
// column read back after drawing must read the same before the next frame draws; the
// first time they do not, the trust is withdrawn for good.

import CSDL

@MainActor
final class KeptBackBuffer {
    private let renderer: OpaquePointer
    private(set) var trusted: Bool
    /// The middle row and column of the last frame, as drawn.
    private var strips: (width: Int, height: Int, row: [UInt32], column: [UInt32])?

    /// `trusting`: whether to trust the target at first (tests); nil decides by the renderer.
    init(context: SDLContext, trusting: Bool? = nil) {
        renderer = context.renderer
        trusted = trusting ?? (!context.isSoftware && Self.rendererString(context).map { $0.contains("llvmpipe") } == true)
    }

    /// The target holds the last frame drawn (`width` × `height`), as `remember` read it.
    func holdsLastFrame(width: Int, height: Int) -> Bool {
        guard trusted, let strips, strips.width == width, strips.height == height else { return false }
        let now = read(width: width, height: height)
        if now.row == strips.row && now.column == strips.column { return true }
        trusted = false
        self.strips = nil
        return false
    }

    /// Reads the frame just drawn (before its present), for the next frame's check.
    func remember(width: Int, height: Int) {
        guard trusted else { return }
        let now = read(width: width, height: height)
        strips = (width, height, now.row, now.column)
    }

    private func read(width: Int, height: Int) -> (row: [UInt32], column: [UInt32]) {
        var row = [UInt32](repeating: 0, count: width), column = [UInt32](repeating: 0, count: height)
        var across = SDL_Rect(x: 0, y: Int32(height / 2), w: Int32(width), h: 1)
        var down = SDL_Rect(x: Int32(width / 2), y: 0, w: 1, h: Int32(height))
        _ = SDL_RenderReadPixels(renderer, &across, SDL_PIXELFORMAT_ABGR8888.rawValue, &row, Int32(width * 4))
        _ = SDL_RenderReadPixels(renderer, &down, SDL_PIXELFORMAT_ABGR8888.rawValue, &column, 4)
        return (row, column)
    }

    /// OpenGL's GL_RENDERER string ("llvmpipe (LLVM 15.0.6, 256 bits)"), nil off OpenGL.
    private static func rendererString(_ context: SDLContext) -> String? {
        guard context.rendererName.hasPrefix("opengl"),
              let address = SDL_GL_GetProcAddress("glGetString")
        else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(address, to: GetString.self)
        return glGetString(0x1F01).map { String(cString: $0) }  // GL_RENDERER
    }
}
