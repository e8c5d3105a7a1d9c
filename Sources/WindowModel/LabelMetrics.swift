// Text widths without a font: the window model lays out labels (the nav bar's back
// title, the inspector's wrapped values) before anything is drawn, and must agree with
// what the painters will draw in DejaVu Sans.

/// DejaVu Sans's advance widths for printable ASCII, in hundredths of the font size
/// (read from the fonts' hmtx tables), regular and bold; other characters are guessed.
public enum LabelMetrics {
    static let regular: [UInt8] = [
        32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34,
        84, 84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99,
        69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52,
        39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84,
    ]
    static let bold: [UInt8] = [
        35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40,
        84, 84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77,
        110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49,
        60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84,
    ]

    public static func width(_ text: String, size: Double, bold: Bool) -> Double {
        let table = bold ? Self.bold : regular
        let hundredths = text.unicodeScalars.reduce(0) { sum, scalar -> Int in
            switch scalar.value {
            case 32...126: sum + Int(table[Int(scalar.value) - 32])
            case 0x2039, 0x203A: sum + 41  // ‹ › (the inspector's chains)
            case 0xB7: sum + 35  // ·
            case 0x2013: sum + 50  // –
            case 0x2190...0x2193, 0x2229: sum + 84  // arrows, ∩
            case ..<0x250: sum + 70  // accented Latin: about an average letter
            default: sum + 100  // CJK, symbols: up to a whole em
            }
        }
        return Double(hundredths) * size / 100
    }

    /// Lines greedy word wrapping makes of `text` in `width` points (a word too long for a
    /// line takes as many as it needs), as Canvas.wrap does.
    public static func lines(_ text: String, width: Double, size: Double, bold: Bool) -> Int {
        guard width > 0 else { return 1 }
        let space = Self.width(" ", size: size, bold: bold)
        var lines = 1, used = 0.0
        for word in text.split(separator: " ") {
            let w = Self.width(String(word), size: size, bold: bold)
            if used > 0, used + space + w <= width {
                used += space + w
            } else if used == 0, w <= width {
                used = w
            } else {
                if used > 0 { lines += 1 }
                lines += Int((w / width).rounded(.up)) - 1
                used = w.truncatingRemainder(dividingBy: width)
            }
        }
        return lines
    }
}
