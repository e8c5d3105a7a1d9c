// Text on the canvas: drawn, measured and wrapped through the glyph cache.

import CSDL
import Foundation

enum TextAlign { case left, center, right }

/// A string drawn: as asked, as shown (cut with "…" to fit) and its font's size in
/// pixels of the target (Canvas.textRuns).
struct TextRun: Equatable {
    var text: String
    var shown: String
    var pixels: Int
}

extension Canvas {
    /// Font pixels for a size in units under the current transform.
    func pixels(for size: Double) -> Int { max(6, Int((size * transform.scaleFactor).rounded())) }

    /// Width of a string in units.
    func measure(_ string: String, size: Double, weight: FontWeight = .regular) -> Double {
        let px = pixels(for: size)
        return Double(text.measure(string, pixels: px, weight: weight).width) * size / Double(px)
    }

    /// One line of text vertically centred in `rect`, truncated with "…" to fit.
    func drawText(_ string: String, in rect: Rect, size: Double, weight: FontWeight = .regular,
                  color: Color, align: TextAlign = .left) {
        guard !string.isEmpty, color.a > 0 else { return }
        let px = pixels(for: size)
        let unitsPerPixel = size / Double(px)
        let maxWidth = Int(rect.width / unitsPerPixel)
        let shown = text.fitted(string, pixels: px, weight: weight, maxWidth: max(0, maxWidth))
        textRuns?.append(TextRun(text: string, shown: shown, pixels: px))
        guard let entry = text.texture(shown, pixels: px, weight: weight) else { return }
        let w = Double(entry.width) * unitsPerPixel, h = Double(entry.height) * unitsPerPixel
        let x: Double
        switch align {
        case .left: x = rect.minX
        case .center: x = rect.center.x - w / 2
        case .right: x = rect.maxX - w
        }
        var origin = Point(x, rect.center.y - h / 2)
        if transform.isAxisAligned {
            // Whole pixels keep unrotated text crisp.
            let p = transform.apply(origin)
            origin = transform.inverted?.apply(Point(p.x.rounded(), p.y.rounded())) ?? origin
        }
        drawTexture(entry.texture, in: Rect(origin: origin, size: Size(w, h)), color: color)
    }

    /// Greedy word wrap into lines no wider than `width` units; a word too long for a
    /// line breaks at its capitals (`UIApplicationInvalid|InterfaceOrientation…`).
    /// Linear in the text: each piece of a long word is found by doubling then halving
    /// over its prefixes (TextRenderer.longestFitting), never by measuring every prefix of
    /// what is left (a 4,000-character name took a minute to draw). `maxLines` stops
    /// early for callers that show only the first lines; a stop request (Ctrl+C,
    /// SIGTERM) ends it at once, the frame being thrown away.
    func wrap(_ string: String, width: Double, size: Double, weight: FontWeight = .regular,
              maxLines: Int = .max) -> [String] {
        var lines: [String] = []
        func full() -> Bool { lines.count >= maxLines || Interruption.isRequested }
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if full() { break }
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || measure(candidate, size: size, weight: weight) > width {
                    if !line.isEmpty { lines.append(line) }
                    line = ""
                    // The word alone, cut into pieces that fit while it does not.
                    var rest = Array(word)[...]
                    while !rest.isEmpty, !full() {
                        let cut = piece(rest, width: width, size: size, weight: weight)
                        if cut == rest.count { line = String(rest); break }
                        lines.append(String(rest.prefix(cut)))
                        rest = rest.dropFirst(cut)
                    }
                } else {
                    line = candidate
                }
            }
            if full() { break }
            if !line.isEmpty || lines.isEmpty { lines.append(line) }
        }
        return Array(lines.prefix(maxLines))
    }

    /// How many of `chars` start the next line: all when they fit, else the longest prefix
    /// that fits, cut before its last capital when it has one (at least one character).
    private func piece(_ chars: ArraySlice<Character>, width: Double, size: Double, weight: FontWeight) -> Int {
        func fits(_ count: Int) -> Bool { measure(String(chars.prefix(count)), size: size, weight: weight) <= width }
        // A short rest is measured whole first: it usually fits (the last piece, a word).
        if chars.count <= TextRenderer.measuredWhole, fits(chars.count) { return chars.count }
        let fitting = TextRenderer.longestFitting(upTo: chars.count, fits)
        if fitting == chars.count { return fitting }
        let start = chars.startIndex
        if fitting >= 1, let capital = (1...fitting).last(where: { chars[start + $0].isUppercase }) { return capital }
        return max(1, fitting)
    }
}
