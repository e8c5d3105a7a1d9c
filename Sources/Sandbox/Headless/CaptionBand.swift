// `record`'s caption: a dark band under the window's picture (outside the simulated
// screen, which stays exactly what the app shows) with the step, its result and the
// decision, drawn with the window's own text rendering (SDL2_ttf, DejaVu Sans).

import CSDL
import OrientationEngine
import Scenario

@MainActor
final class CaptionBand {
    /// How a caption is laid out.
    struct Style {
        var title: Double
        var detail: Double
        var decision: Double
        /// Most lines each part wraps to (1: cut with "…", so the band never grows).
        var lines: Int
        var margin: Double

        /// Under recording.mp4's frames: a line each, a fixed height.
        static let video = Style(title: 20, detail: 16, decision: 15, lines: 1, margin: 16)
        /// Under a thumbnail of report.md: small, wrapped, as tall as it needs.
        static let thumbnail = Style(title: 13, detail: 12, decision: 11, lines: 3, margin: 8)

        /// Line height for a font size.
        func leading(_ size: Double) -> Double { (size * 1.35).rounded() }
    }

    private let renderer: OpaquePointer
    private let canvas: Canvas
    private var target: Texture?

    init(renderer: HeadlessRenderer) {
        self.renderer = renderer.context.renderer
        canvas = renderer.scene.canvas
    }

    /// The band's height for the video style at any width (even, for H.264).
    static var videoHeight: Int {
        let style = Style.video
        let height = style.margin * 1.5 + style.leading(style.title) + style.leading(style.detail) + style.leading(style.decision)
        return Int(height.rounded(.up)) & ~1 + 2
    }

    /// The caption as pixels, `width` wide: `videoHeight` tall for `.video`, as tall as
    /// its wrapped lines for `.thumbnail`.
    func image(_ caption: StepCaption, width: Int, style: Style) -> RGBAImage {
        let textWidth = Double(width) - style.margin * 2
        let parts: [(String, Double, FontWeight, Color)] = [
            (caption.title, style.title, .bold, Palette.panelText),
            (caption.detail, style.detail, .regular, Self.color(caption.tone)),
            (caption.decision, style.decision, .regular, Palette.panelDim),
        ]
        var lines: [(text: String, size: Double, weight: FontWeight, color: Color)] = []
        for (text, size, weight, color) in parts {
            let wrapped = style.lines == 1 ? [text] : Array(canvas.wrap(text, width: textWidth, size: size, weight: weight,
                                                                       maxLines: style.lines))
            lines += wrapped.map { ($0, size, weight, color) }
        }
        let height = style.lines == 1 ? Self.videoHeight
            : Int((style.margin * 2 + lines.reduce(0) { $0 + style.leading($1.size) }).rounded(.up)) & ~1 + 2
        guard let texture = texture(width: width, height: height) else {
            return RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        canvas.drawing(into: texture) {
            canvas.clear(Palette.panel)
            canvas.fill(Rect(0, 0, Double(width), 1), Palette.panelLine)
            var y = style.margin
            for (index, line) in lines.enumerated() {
                let rect = Rect(style.margin, y, textWidth, style.leading(line.size))
                // The file line sits at the right of the title.
                if index == 0, !caption.place.isEmpty {
                    let placeWidth = canvas.measure(caption.place, size: style.detail) + style.margin
                    canvas.drawText(caption.place, in: rect, size: style.detail, color: Palette.panelDim, align: .right)
                    canvas.drawText(line.text, in: Rect(rect.minX, rect.minY, rect.width - placeWidth, rect.height),
                                    size: line.size, weight: line.weight, color: line.color)
                } else {
                    canvas.drawText(line.text, in: rect, size: line.size, weight: line.weight, color: line.color)
                }
                y += style.leading(line.size)
            }
            pixels.withUnsafeMutableBytes { bytes in
                _ = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, bytes.baseAddress, Int32(width * 4))
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func color(_ tone: StepCaption.Tone) -> Color {
        switch tone {
        case .neutral: Palette.panelText
        case .good: Palette.panelGood
        case .bad: Palette.panelBad
        case .warning: Palette.panelWarn
        }
    }

    /// One render target, remade when the size changes (video and thumbnails alternate
    /// sizes once per step, not per frame).
    private func texture(width: Int, height: Int) -> Texture? {
        if let target, target.isSized(width, height) { return target }
        target = nil
        // Drawn into and read back, never composited: SDL's defaults (no blending, nearest).
        target = Texture(renderer, .target, width: width, height: height,
                         blend: SDL_BLENDMODE_NONE, scale: SDL_ScaleModeNearest)
        return target
    }

    func close() {
        target = nil
    }
}

extension RGBAImage {
    /// This image with `below` under it, as wide as the wider (the rest transparent black).
    func stacked(above below: RGBAImage) -> RGBAImage {
        let width = max(self.width, below.width)
        var out = [UInt8](repeating: 0, count: width * (height + below.height) * 4)
        for (image, top) in [(self, 0), (below, height)] {
            for row in 0..<image.height {
                let from = row * image.width * 4
                let to = (top + row) * width * 4
                out[to..<(to + image.width * 4)] = image.pixels[from..<(from + image.width * 4)]
            }
        }
        return RGBAImage(width: width, height: height + below.height, pixels: out)
    }
}
