// Where the toolbar, the device, the inspector and the acceptance panel go.

/// Where the parts of the window go, in window pixels.
public struct WindowLayout: Sendable, Equatable {
    public var size: Size
    public var toolbar: Rect
    public var inspector: Rect
    public var deviceArea: Rect
    /// The acceptance panel, under the device (`accept` only).
    public var acceptance: Rect?
    public var toolbarButtons: [(command: Command, rect: Rect)]

    public static func == (l: WindowLayout, r: WindowLayout) -> Bool { l.size == r.size }

    public init(width: Int, height: Int, acceptancePanel: Bool = false) {
        size = Size(Double(max(1, width)), Double(max(1, height)))
        let bounds = Rect(origin: .zero, size: size)
        let (bar, below) = bounds.divided(atDistance: 48, from: .top)
        toolbar = bar
        let panelWidth = min(420, max(320, size.width * 0.32))
        let (panel, rest) = below.divided(atDistance: size.width > 700 ? panelWidth : 0, from: .right)
        inspector = panel
        deviceArea = rest.inset(12)
        if acceptancePanel {
            let (area, panel) = deviceArea.divided(atDistance: deviceArea.height - AcceptancePanel.height, from: .top)
            deviceArea = area
            acceptance = panel.inset(top: 8, left: 0, bottom: 0, right: 0)
        }
        var buttons: [(Command, Rect)] = []
        var x = bar.minX + 12
        // Narrow windows shrink the buttons (labels get "…") rather than drop commands.
        let wide = [Command.rotateLeft, .rotateRight, .systemLock]
        let natural = Command.toolbar.reduce(0.0) { $0 + (wide.contains($1) ? 128 : 100) + 6 }
        let fit = min(1, max(0.45, (bar.width - 24) / natural))
        for command in Command.toolbar {
            let width = (wide.contains(command) ? 128.0 : 100.0) * fit
            if x + width > bar.maxX - 8 { break }
            buttons.append((command, Rect(x, bar.minY + 8, width, 32)))
            x += width + 6 * fit
        }
        toolbarButtons = buttons
    }

    public func command(at p: Point) -> Command? {
        toolbarButtons.first { $0.rect.contains(p) }?.command
    }
}
