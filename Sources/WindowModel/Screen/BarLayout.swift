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
