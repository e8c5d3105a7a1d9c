// A line of text as pixels, drawn with the window's own text rendering (SDL2_ttf, DejaVu
// Sans): the row and column labels of lint's contact sheet.

import CSDL

extension HeadlessRenderer {
    /// `text` on the panel colour, `width`×`height`, left-aligned with a small margin and
    /// cut with "…" when it does not fit.
    public func label(_ text: String, width: Int, height: Int, size: Double = 15, bold: Bool = false) -> RGBAImage {
        let width = max(1, width), height = max(1, height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard let texture = Texture(context.renderer, .target, width: width, height: height,
                                    blend: SDL_BLENDMODE_NONE, scale: SDL_ScaleModeNearest) else {
            return RGBAImage(width: width, height: height, pixels: pixels)
        }
        let canvas = scene.canvas
        canvas.drawing(into: texture) {
            canvas.clear(Palette.panel)
            let margin = 6.0
            canvas.drawText(text, in: Rect(margin, 0, Double(width) - margin * 2, Double(height)),
                            size: size, weight: bold ? .bold : .regular, color: Palette.panelText)
            pixels.withUnsafeMutableBytes { bytes in
                _ = SDL_RenderReadPixels(context.renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, bytes.baseAddress,
                                         Int32(width * 4))
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
