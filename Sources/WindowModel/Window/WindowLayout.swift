// Where the toolbar, the device, the inspector and the acceptance panel go.

/// Where the parts of the window go, in window pixels.
public struct WindowLayout: Sendable, Equatable {
    public var size: Size
    public var toolbar: Rect
    public var inspector: Rect
    public var deviceArea: Rect
    /// The acceptance panel, under the device (`accept` only).
    public var acceptance: Rect?
    /// A problem that stays until dismissed, above the device.
    public var banner: Rect?
    /// The collapsed inspector's handle (Tab or a click opens it), at the window's right edge.
    public var inspectorHandle: Rect?
    /// Too narrow for words: the toolbar shows icons, with the words as a tooltip on hover.
    public var iconToolbar = false
    public var toolbarButtons: [(command: Command, rect: Rect)]

    public static func == (l: WindowLayout, r: WindowLayout) -> Bool {
        l.size == r.size && l.banner == r.banner && l.inspectorHandle == r.inspectorHandle
    }

    /// The desktop the device stands on: from the window's left edge to past the device area.
    public var desktop: Rect {
        Rect(0, toolbar.maxY, deviceArea.maxX + 12, size.height - toolbar.maxY)
    }

    /// Narrower than this, the inspector starts collapsed (the device keeps room to be read).
    public static let inspectorMinimumWindow = 760.0

    /// The banner's text lines and its dismiss hint, in points (ChromePainter.banner).
    public static let bannerTextSize = 12.5, bannerLine = 17.0, bannerPadding = 10.0, bannerHint = 16.0

    /// How many lines a banner's message wraps onto in a strip this wide: all of it, never cut.
    public static func bannerLines(_ text: String, width: Double) -> Int {
        LabelMetrics.lines("⚠ " + text, width: width - 28, size: bannerTextSize, bold: true)
    }

    /// `inspector`: shown or collapsed; nil lets the width decide. `banner`: the message of
    /// a banner above the device, which wraps (its strip grows, up to half the area).
    public init(width: Int, height: Int, acceptancePanel: Bool = false, banner: String? = nil, inspector: Bool? = nil) {
        size = Size(Double(max(1, width)), Double(max(1, height)))
        let bounds = Rect(origin: .zero, size: size)
        let (bar, below) = bounds.divided(atDistance: 48, from: .top)
        toolbar = bar
        // 340 at least: the inspector's labels and values side by side (InspectorMetrics);
        // a wide window gives it more (fewer wrapped lines), up to 600.
        let panelWidth = min(600, max(340, size.width * 0.32))
        let shown = inspector ?? (size.width >= Self.inspectorMinimumWindow)
        var rest: Rect
        if shown {
            (self.inspector, rest) = below.divided(atDistance: min(panelWidth, size.width * 0.6), from: .right)
        } else {
            let (handle, left) = below.divided(atDistance: 22, from: .right)
            self.inspector = Rect(handle.maxX, handle.minY, 0, handle.height)
            inspectorHandle = handle
            rest = left
        }
        deviceArea = rest.inset(12)
        if let banner {
            let lines = Double(Self.bannerLines(banner, width: deviceArea.width))
            let height = min(deviceArea.height / 2,
                             2 * Self.bannerPadding + lines * Self.bannerLine + Self.bannerHint)
            let (strip, area) = deviceArea.divided(atDistance: height, from: .top)
            self.banner = strip
            deviceArea = area.inset(top: 6, left: 0, bottom: 0, right: 0)
        }
        if acceptancePanel {
            let (area, panel) = deviceArea.divided(atDistance: deviceArea.height - AcceptancePanel.height, from: .top)
            deviceArea = area
            acceptance = panel.inset(top: 8, left: 0, bottom: 0, right: 0)
        }
        var buttons: [(Command, Rect)] = []
        var x = bar.minX + 12
        // Wide enough: words, shrunk a little if need be; else every command as an icon.
        let wide = [Command.rotateLeft, .rotateRight, .systemLock]
        func buttonWidth(_ command: Command) -> Double { wide.contains(command) ? 128 : command == .open ? 64 : 100 }
        let natural = Command.toolbar.reduce(0.0) { $0 + buttonWidth($1) + 6 }
        let fit = min(1, (bar.width - 24) / natural)
        iconToolbar = fit < 0.9  // below that, labels would lose their ends
        for command in Command.toolbar {
            let width = iconToolbar ? min(44, (bar.width - 24) / Double(Command.toolbar.count) - 4)
                : buttonWidth(command) * fit
            if x + width > bar.maxX - 8 { break }
            buttons.append((command, Rect(x, bar.minY + 8, width, 32)))
            x += width + (iconToolbar ? 4 : 6 * fit)
        }
        toolbarButtons = buttons
    }

    public func command(at p: Point) -> Command? {
        toolbarButtons.first { $0.rect.contains(p) }?.command
    }
}
