// The bars around a controller's content: the status bar along its own orientation's
// top edge (R23), the nav bar with its back button, the tab bar.

import OrientationEngine

extension LayoutBuilder {
    public mutating func statusBar(height: Double) {
        let size = turnedBounds(screen, degrees: state.statusBarAngle)
        let toScreen = ScreenLayout.turn(size: size, degrees: state.statusBarAngle, center: screen.center)
            .then(.scale(zoom))
        add(.statusBar, Rect(0, 0, size.width, height), toScreen, blocks: false)
    }

    public mutating func navBar(_ c: ScreenController, band: Rect, barTop: Double, insets: Insets, toScreen: Affine) {
        add(.navBar(title: c.title, barHeight: band.height - barTop), band, toScreen)
        let bar = band.inset(top: barTop, left: insets.left, right: insets.right)
        if let back = c.backTitle {
            let shown = Self.backTitle(back, title: c.title, barWidth: band.width, barLeft: bar.minX - band.minX)
            let width = Self.backButtonWidth(shown)
            add(.backButton(shown), Rect(bar.minX + 4, bar.minY, width, bar.height),
                                    toScreen, tap: .back)
        }
    }

    /// Points a 17 pt label is wide, from DejaVu Sans's advance widths (what the painter
    /// draws with), so a title said to fit is drawn whole.
    static func labelWidth(_ text: String, bold: Bool = false) -> Double {
        LabelMetrics.width(text, size: ScreenFont.backButton, bold: bold)
    }

    static func backButtonWidth(_ title: String) -> Double { 30 + labelWidth(title) }

    /// UIKit's back button: the previous title when it fits left of the centred title, else
    /// "Back", else the chevron alone.
    static func backTitle(_ back: String, title: String, barWidth: Double, barLeft: Double) -> String {
        // The title is drawn centred in the bar, at most the bar less 90 pt each side.
        let titleHalf = min(labelWidth(title, bold: true), barWidth - 180) / 2
        let room = barWidth / 2 - titleHalf - 8 - barLeft - 4
        if backButtonWidth(back) <= room { return back }
        return backButtonWidth("Back") <= room ? "Back" : ""
    }

    public mutating func tabBar(_ c: ScreenController, band: Rect, insets: Insets, toScreen: Affine) {
        add(.tabBar, band, toScreen)
        let bar = band.inset(left: insets.left, bottom: insets.bottom, right: insets.right)
        let count = max(1, c.tabTitles.count)
        let width = bar.width / Double(count)
        for (i, title) in c.tabTitles.enumerated() {
            let rect = Rect(bar.minX + Double(i) * width, bar.minY, width, bar.height)
            add(.tabItem(index: i, title: title, selected: i == c.selectedTab, icon: c.tabIcons.indices.contains(i) ? c.tabIcons[i] : i),
                                    rect, toScreen, tap: .tab(i))
        }
    }
}

/// DejaVu Sans's advance widths for printable ASCII, in hundredths of the font size
/// (read from the fonts' hmtx tables), regular and bold; other characters are guessed.
enum LabelMetrics {
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

    static func width(_ text: String, size: Double, bold: Bool) -> Double {
        let table = bold ? Self.bold : regular
        let hundredths = text.unicodeScalars.reduce(0) { sum, scalar -> Int in
            switch scalar.value {
            case 32...126: sum + Int(table[Int(scalar.value) - 32])
            case ..<0x250: sum + 70  // accented Latin: about an average letter
            default: sum + 100  // CJK, symbols: up to a whole em
            }
        }
        return Double(hundredths) * size / 100
    }
}
