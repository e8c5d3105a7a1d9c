// What the user can do from the toolbar or the keyboard, besides tapping the screen.

/// What the user can do from the toolbar or the keyboard, besides tapping the screen.
public enum Command: String, Sendable, CaseIterable {
    case rotateLeft, rotateRight, upsideDown, faceUp, faceDown, systemLock
    case relaunch, screenshot, record, help, rules, quit
    /// Pickers: the next device model, the next iOS profile (the app relaunches).
    case nextDevice, nextIOS
    /// Open a recent file (a drop opens any other).
    case open

    public var label: String {
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
        case .open: "Open…"
        }
    }

    public var key: String {
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
        case .open: "O"
        }
    }

    /// The toolbar's label when the window is too narrow for words (DejaVu has these glyphs).
    public var icon: String {
        switch self {
        case .rotateLeft: "⟲"
        case .rotateRight: "⟳"
        case .upsideDown: "⇅"
        case .faceUp: "▲"
        case .faceDown: "▼"
        case .systemLock: "⊘"
        case .relaunch: "↻"
        case .screenshot: "◎"
        case .record: "●"
        case .help: "?"
        case .rules: "§"
        case .quit: "✕"
        case .nextDevice: "▯▸"
        case .nextIOS: "iOS"
        case .open: "⇪"
        }
    }

    public static let toolbar: [Command] = [
        .open, .rotateLeft, .rotateRight, .upsideDown, .faceUp, .faceDown, .systemLock, .nextDevice, .nextIOS,
        .screenshot, .record, .help,
    ]
}
