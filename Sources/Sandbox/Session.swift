// The window app's own state around the engine: the body's animated turn, the live
// trace, help, recording — and where the toolbar, device and inspector go.

import OrientationEngine

/// What the user can do from the toolbar or the keyboard, besides tapping the screen.
public enum Command: String, Sendable, CaseIterable {
    case rotateLeft, rotateRight, upsideDown, faceUp, faceDown, systemLock
    case relaunch, screenshot, record, help, rules, quit
    /// Pickers: the next device model, the next iOS profile (the app relaunches).
    case nextDevice, nextIOS

    var label: String {
        switch self {
        case .rotateLeft: "⟲ Rotate left"
        case .rotateRight: "Rotate right ⟳"
        case .upsideDown: "Upside down"
        case .faceUp: "Face up"
        case .faceDown: "Face down"
        case .systemLock: "Orientation lock"
        case .relaunch: "Relaunch"
        case .screenshot: "Screenshot"
        case .record: "Record"
        case .help: "Help"
        case .rules: "Rules"
        case .quit: "Quit"
        case .nextDevice: "Device ▸"
        case .nextIOS: "iOS ▸"
        }
    }

    var key: String {
        switch self {
        case .rotateLeft: "Ctrl+←"
        case .rotateRight: "Ctrl+→"
        case .upsideDown: "U"
        case .faceUp: "F"
        case .faceDown: "B"
        case .systemLock: "L"
        case .relaunch: "R"
        case .screenshot: "F9"
        case .record: "F10"
        case .help: "F1"
        case .rules: "F2"
        case .quit: "Ctrl+Q"
        case .nextDevice: "D"
        case .nextIOS: "I"
        }
    }

    static let toolbar: [Command] = [
        .rotateLeft, .rotateRight, .upsideDown, .faceUp, .faceDown, .systemLock, .nextDevice, .nextIOS,
        .screenshot, .record, .help,
    ]
}

/// One line of the live trace.
public struct TraceLine: Sendable, Equatable {
    public var time: Double
    public var text: String
    public var kind: TraceEvent.Kind?
}

public struct Session: Sendable {
    public var body: BodyTurn
    /// The physical orientation the body shows or turns to.
    public private(set) var physical: DeviceOrientation
    /// The last orientation that was not flat: what Ctrl+←/→ turn from.
    public private(set) var lastUpright: DeviceOrientation
    public private(set) var trace: [TraceLine] = []
    /// Lines scrolled back from the newest (0: follow the end).
    public var traceScroll = 0
    public var showHelp = false
    /// F2: the rules the last decision cites.
    public var showRules = false
    /// When the user last clicked or pressed a key (player controls hide 3 s after it).
    public var lastInput = 0.0
    public var recording = false
    /// A short message over the desktop ("Saved screenshot …"), until a time.
    public var toast: (text: String, until: Double)?
    /// An acceptance run is on: the window keeps a panel for it under the device.
    public var acceptancePanel = false
    /// The screen item just tapped, drawn pressed until a time (touch feedback).
    public var pressed: (target: TapTarget, until: Double)?
    let traceLimit = 2000

    public init(physical: DeviceOrientation) {
        self.physical = physical
        lastUpright = physical.isFlatOrUnknown ? .portrait : physical
        body = BodyTurn(angle: physical.bodyAngle)
    }

    /// Follows the engine's physical orientation with the body animation.
    public mutating func follow(_ engine: Engine, at time: Double) {
        let now = engine.state.physical
        guard now != physical else { return }
        physical = now
        if !now.isFlatOrUnknown { lastUpright = now }
        // The turn happened no later than the engine's clock: a renderer that samples
        // sparsely (snapshots) still shows the body where it is by then.
        body.turn(to: now.isFlatOrUnknown ? lastUpright.bodyAngle : now.bodyAngle, at: min(time, engine.state.time))
    }

    /// Ctrl+← / Ctrl+→: the next orientation a quarter turn counter-clockwise / clockwise,
    /// as the iOS Simulator's Rotate Left / Right.
    public func turned(clockwise: Bool) -> DeviceOrientation {
        let ring: [DeviceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        let index = ring.firstIndex(of: lastUpright) ?? 0
        return ring[(index + (clockwise ? 1 : 3)) % 4]
    }

    public mutating func append(_ output: [Emitted]) {
        for case .trace(let event) in output {
            trace.append(TraceLine(time: event.time, text: event.line, kind: event.kind))
        }
        if trace.count > traceLimit { trace.removeFirst(trace.count - traceLimit) }
    }

    public mutating func note(_ text: String, at time: Double) {
        trace.append(TraceLine(time: time, text: text, kind: nil))
        if trace.count > traceLimit { trace.removeFirst(trace.count - traceLimit) }
    }
}

extension DeviceOrientation {
    var isFlatOrUnknown: Bool { self == .faceUp || self == .faceDown || self == .unknown }
}

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
