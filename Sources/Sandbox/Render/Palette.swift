import WindowModel

/// iOS system colours (light mode) and the sandbox's desktop palette.
enum Palette {
    static let systemBlue = Color(hex: 0x007AFF)
    static let systemRed = Color(hex: 0xFF3B30)
    static let systemOrange = Color(hex: 0xFF9500)
    static let label = Color(hex: 0x000000)
    static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 153)
    static let groupedBackground = Color(hex: 0xF2F2F7)
    static let background = Color(hex: 0xFFFFFF)
    static let barBackground = Color(hex: 0xF9F9F9, alpha: 245)
    static let separator = Color(hex: 0x3C3C43, alpha: 74)

    // The desktop and the inspector (dark, like Xcode's).
    static let desktopTop = Color(hex: 0x2B2E36)
    static let desktopBottom = Color(hex: 0x1C1E23)
    static let panel = Color(hex: 0x1F2126)
    static let panelRaised = Color(hex: 0x2A2D34)
    static let panelLine = Color(hex: 0x3A3D45)
    static let panelText = Color(hex: 0xE6E8EC)
    static let panelDim = Color(hex: 0x9499A3)
    static let panelAccent = Color(hex: 0x4EA1FF)
    static let panelGood = Color(hex: 0x5BD17A)
    static let panelBad = Color(hex: 0xFF6B61)
    static let panelWarn = Color(hex: 0xF5B94C)

    // Device bodies.
    static let bodyEdge = Color(hex: 0x9EA3AA)
    static let body = Color(hex: 0x17181B)
    static let homeButtonRing = Color(hex: 0x3A3C41)
}
