// Colours of the simulated iOS screen and the desktop around it.

public struct Color: Sendable, Equatable, Hashable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF), alpha)
    }
    public func with(alpha: UInt8) -> Color { Color(r, g, b, alpha) }
    public func with(opacity: Double) -> Color {
        Color(r, g, b, UInt8(max(0, min(255, Double(a) * opacity))))
    }

    public static let white = Color(255, 255, 255)
    public static let black = Color(0, 0, 0)
    public static let clear = Color(0, 0, 0, 0)
}

