// R28: the app's extra windows on the simulated screen — each drawn as a floating card
// over the main window, topmost last, labelled with its name and whether it decides.

import OrientationEngine

/// One extra window on screen, as the screen draws it.
public struct WindowLayer: Sendable, Equatable {
    public var name: String
    /// Its root's chain, outermost first; the root's summary starts with the window's label.
    public var chain: [ScreenController]
    /// Degrees the window's content is turned against the main window's (before iOS 16
    /// each window keeps its own orientation; from 16 they all follow the scene).
    public var angle: Double
    public var decides: Bool

    public init(name: String, chain: [ScreenController], angle: Double = 0, decides: Bool) {
        self.name = name
        self.chain = chain
        self.angle = angle
        self.decides = decides
    }

    /// The extra windows on screen now, bottom first (those under the main window are hidden by it).
    static func read(_ reader: EngineReader, time: Double) -> [WindowLayer] {
        let engine = reader.engine
        guard engine.state.launched, engine.state.crash == nil, !engine.model.windows.isEmpty else { return [] }
        let main = engine.state.interface
        return engine.visibleWindows.filter { $0.name != WindowSpec.mainName && $0.level >= 0 }.map { window in
            let ids = engine.chain(from: window.root)
            var chain = reader.screenControllers(ids, time: time)
            let role = engine.model.profile >= .ios16
                ? (window.decides ? "decides the orientation" : "follows")
                : "own orientation: \(window.interface.name)"
            if !chain.isEmpty {
                chain[0].summary.insert("window \(window.name) · \(role) (R28)", at: 0)
            }
            var angle = window.interface.contentAngle - main.contentAngle
            while angle > 180 { angle -= 360 }
            while angle <= -180 { angle += 360 }
            return WindowLayer(name: window.name, chain: chain, angle: angle, decides: window.decides)
        }
    }
}

extension LayoutBuilder {
    /// Each extra window as a card over the main window, centred below the status bar and
    /// smaller than the screen so the main window shows around it (each next one a little
    /// lower); a window turned against the main one (before iOS 16) in a centred square.
    mutating func windowLayers(_ windows: [WindowLayer], bounds: Rect, parent: Affine, safe: Insets) {
        for (offset, window) in windows.enumerated() {
            let step = Double(offset) * 14
            let area = bounds.inset(top: safe.top, bottom: safe.bottom)
            let center = Point(area.center.x + step, area.center.y + step)
            var frame = Rect(center: center, size: Size(area.width * 0.74, area.height * 0.62))
            let quarter = Int(abs(window.angle).rounded()) % 180 == 90
            if quarter {
                let side = min(frame.width, frame.height)
                frame = Rect(center: frame.center, size: Size(side, side))
            }
            var cardSafe = safe
            cardSafe.top = 0
            cardSafe.bottom = 0
            let saved = interactive
            interactive = true
            sheetRoot = true
            layoutView(window.chain, 0, frame: frame, parent: parent, safe: cardSafe,
                       angle: abs(window.angle) > 0.001 ? window.angle : nil)
            sheetRoot = false
            interactive = saved
        }
    }
}
