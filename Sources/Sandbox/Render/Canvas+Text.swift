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
    func wrap(_ string: String, width: Double, size: Double, weight: FontWeight = .regular) -> [String] {
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var words = paragraph.split(separator: " ").map(String.init)
            var i = 0
            while i < words.count {
                let word = words[i]
                let candidate = line.isEmpty ? word : line + " " + word
                if measure(candidate, size: size, weight: weight) <= width {
                    line = candidate
                } else if line.isEmpty {
                    let (head, tail) = splitCamel(word, width: width, size: size, weight: weight)
                    lines.append(head)
                    if !tail.isEmpty { words.insert(tail, at: i + 1) }
                } else {
                    lines.append(line)
                    line = ""
                    continue
                }
                i += 1
            }
            if !line.isEmpty || lines.isEmpty { lines.append(line) }
        }
        return lines
    }

    /// The longest prefix ending before a capital (else any character) that fits.
    private func splitCamel(_ word: String, width: Double, size: Double, weight: FontWeight) -> (String, String) {
        let chars = Array(word)
        var best = 1
        var bestCapital = 0
        for n in 1...chars.count where measure(String(chars[0..<n]), size: size, weight: weight) <= width {
            best = n
            if n < chars.count, chars[n].isUppercase { bestCapital = n }
        }
        let cut = bestCapital > 0 ? bestCapital : best
        return (String(chars[0..<cut]), String(chars[cut...]))
    }
}
