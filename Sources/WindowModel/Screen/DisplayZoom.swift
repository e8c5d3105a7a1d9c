// iOS's Display Zoom, chosen by the window. The device is drawn scaled to fit the window:
// an iPad at the default window size gets 0.55 px per point, so its 10–13 pt text would
// be 5–7 px tall. Zoomed, the simulated screen has fewer points — the app lays out in
// them, as it does on a zoomed iPhone that shows 320 points across — and everything on
// it (bars, buttons, text) is drawn that much larger. Rotation does not depend on it.

public enum DisplayZoom {
    /// The smallest text should be at least this many window pixels tall.
    public static let legiblePixels = 11.0
    /// iOS zooms no further than a screen this many points across (a zoomed iPhone's).
    public static let narrowestScreen = 320.0

    /// Device points per layout point (≥ 1) for a device drawn at `pixelsPerPoint`: enough
    /// for `ScreenFont.smallest` to be `legiblePixels` tall, in steps of 0.05 (a window
    /// resized by a pixel keeps its layout), at most down to `narrowestScreen`.
    /// Phones are not zoomed: drawn near one pixel per point at the default window size,
    /// their layout stays the one the real device gives (375 or 390 pt across), which is
    /// what a developer compares against.
    public static func zoom(for spec: DeviceSpec, pixelsPerPoint: Double) -> Double {
        guard pixelsPerPoint > 0, !spec.model.isPhone else { return 1 }
        let needed = (legiblePixels / (ScreenFont.smallest * pixelsPerPoint) * 20).rounded(.up) / 20
        let most = min(spec.screenSize.width, spec.screenSize.height) / narrowestScreen
        return max(1, min(needed, most))
    }
}

extension DisplayZoom {
    /// The inspector's line when zoomed: what the app sees of its screen.
    public static func note(_ layout: ScreenLayout) -> String? {
        guard layout.zoom > 1.001 else { return nil }
        let size = layout.spec.screenSize
        return "Display Zoom · the app sees \(Int((size.width / layout.zoom).rounded()))×"
            + "\(Int((size.height / layout.zoom).rounded())) pt"
    }
}
