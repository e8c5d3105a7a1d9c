// The vocabulary of ROTATION_SPEC.md R1–R4 and the profiles/devices it names.

/// R1: `UIDeviceOrientation`, raw values as in UIKit.
public enum DeviceOrientation: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    /// Home button on the right.
    case landscapeLeft = 3
    /// Home button on the left.
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }

    public var description: String { name }

    /// Accepts the file names of SCENARIOS.md ("upsideDown" is an alias).
    public init?(name: String) {
        if name == "upsideDown" { self = .portraitUpsideDown; return }
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    /// R2: the interface orientation that keeps content upright for this device
    /// orientation; nil for faceUp, faceDown and unknown.
    public var interfaceOrientation: InterfaceOrientation? {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown, .faceUp, .faceDown: nil
        }
    }

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Neither lying flat (faceUp, faceDown) nor unknown: the orientations R2 gives an
    /// interface orientation.
    var isUpright: Bool { interfaceOrientation != nil }

    /// R4: the device body's turn on the desktop, degrees clockwise (y down).
    /// Flat and unknown orientations keep the body upright.
    public var bodyAngle: Double {
        switch self {
        case .landscapeLeft: -90
        case .landscapeRight: 90
        case .portraitUpsideDown: 180
        default: 0
        }
    }
}

/// R2: `UIInterfaceOrientation`, raw values as in UIKit.
public enum InterfaceOrientation: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    /// The four real orientations in R14's fallback order.
    public static let fallbackOrder: [InterfaceOrientation] = [
        .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
    ]

    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeRight: "landscapeRight"
        case .landscapeLeft: "landscapeLeft"
        }
    }

    public var description: String { name }

    public init?(name: String) {
        if name == "upsideDown" { self = .portraitUpsideDown; return }
        guard name != "unknown", let match = Self.allCases.first(where: { $0.name == name }) else {
            return nil
        }
        self = match
    }

    /// R2 inverse: the device orientation whose interface orientation this is.
    public var deviceOrientation: DeviceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeRight: .landscapeLeft
        case .landscapeLeft: .landscapeRight
        case .unknown: .unknown
        }
    }

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// R3: the mask bit of this orientation.
    public var mask: OrientationMask { OrientationMask(rawValue: 1 << rawValue) }

    /// R4: the content's turn relative to the device's portrait screen, degrees clockwise.
    public var contentAngle: Double {
        switch self {
        case .landscapeRight: 90
        case .landscapeLeft: -90
        case .portraitUpsideDown: 180
        default: 0
        }
    }
}

/// R3: `UIInterfaceOrientationMask`, bit = 1 << interface raw value.
public struct OrientationMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let portrait = OrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = OrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = OrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = OrientationMask(rawValue: 1 << 4)
    public static let landscape: OrientationMask = [.landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: OrientationMask = [.portrait, .landscape]
    public static let all: OrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let none: OrientationMask = []

    /// The names a file may use (R3), composite names included.
    public static let named: [(String, OrientationMask)] = [
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown),
        ("upsideDown", .portraitUpsideDown), ("landscapeLeft", .landscapeLeft),
        ("landscapeRight", .landscapeRight), ("landscape", .landscape),
        ("allButUpsideDown", .allButUpsideDown), ("all", .all), ("none", .none),
    ]

    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.0 == name }) else { return nil }
        self = match.1
    }

    public init(_ orientations: [InterfaceOrientation]) {
        self = orientations.reduce(into: OrientationMask.none) { $0.formUnion($1.mask) }
    }

    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && contains(orientation.mask)
    }

    /// The orientations in R14's fallback order.
    public var orientations: [InterfaceOrientation] {
        InterfaceOrientation.fallbackOrder.filter { contains($0) }
    }

    /// R14's fallback: the first orientation of the mask in the order
    /// portrait, landscapeRight, landscapeLeft, portraitUpsideDown.
    public var firstInFallbackOrder: InterfaceOrientation? {
        InterfaceOrientation.fallbackOrder.first { contains($0) }
    }

    /// A composite name where one fits exactly (`allButUpsideDown`), else the
    /// orientation names joined by `|`.
    public var description: String {
        // Every trace line of a query prints a mask: the 16 possible ones are named once.
        if rawValue >= 0, rawValue < 32, rawValue & 1 == 0 { return Self.descriptions[rawValue >> 1] }
        return describe()
    }

    /// Descriptions of the masks of bits 1…4, by `rawValue >> 1`.
    private static let descriptions: [String] = (0..<16).map { OrientationMask(rawValue: $0 << 1).describe() }

    private func describe() -> String {
        if isEmpty { return "none" }
        if let composite = Self.named.first(where: { $0.1 == self && $0.0 != "upsideDown" }) {
            return composite.0
        }
        return orientations.map(\.name).joined(separator: "|")
    }
}

/// The `ios:` major version's profile (ROTATION_SPEC.md "Profiles").
public enum Profile: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    case ios5 = 5, ios6 = 6, ios8 = 8, ios16 = 16

    public init(majorVersion: Int) {
        switch majorVersion {
        case ...5: self = .ios5
        case 6...7: self = .ios6
        case 8...15: self = .ios8
        default: self = .ios16
        }
    }

    public static func < (lhs: Profile, rhs: Profile) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "ios\(rawValue)" }
}

/// The iOS major versions Apple shipped: 5…18, then 26 and 27 (the numbering jumped
/// from 18 to 26 in 2025). Anything else in `ios:` or `--ios` is an invalid value.
public enum IOSVersion {
    public static let shipped: [Int] = Array(5...18) + [26, 27]

    public static func isShipped(_ major: Int) -> Bool { shipped.contains(major) }

    /// "5–18, 26, 27": for error messages.
    public static let shippedText = "5–18, 26, 27"
}

/// `modalPresentationStyle` (R15a; file key `presentation`).
public enum PresentationStyle: String, Sendable, CaseIterable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet, popover
    case custom, currentContext, overCurrentContext

    /// R15a: `automatic` is a page sheet from iOS 13 on, full screen below.
    public func resolved(iosVersion: Int) -> PresentationStyle {
        guard self == .automatic else { return self }
        return iosVersion >= 13 ? .pageSheet : .fullScreen
    }

    /// Fills the window, so the presented controller is asked and decides (R15, R16):
    /// UIKit's deciding-controller walk stops at these styles only.
    public var fillsWindow: Bool { self == .fullScreen || self == .overFullScreen || self == .custom }

    /// A card over the dimmed presenter (page sheet, form sheet, popover).
    public var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .popover }

    /// The presenter's view stays in the window, so it gets no disappear/appear calls (R15a).
    public var keepsPresenterView: Bool {
        isSheet || self == .overFullScreen || self == .custom || self == .overCurrentContext
    }
}

/// The simulated hardware.
public enum DeviceModel: String, CaseIterable, Sendable {
    case iphoneHome = "iphone-home"
    case iphoneFaceID = "iphone-faceid"
    case ipad = "ipad"

    public var isPhone: Bool { self != .ipad }

    /// The first iOS major this model ran: Face ID iPhones (iPhone X) shipped with iOS 11.
    public var firstIOS: Int { self == .iphoneFaceID ? 11 : 5 }

    /// A file that names no device: a Face ID iPhone, or a home-button one before iOS 11.
    public static func defaultModel(iosVersion: Int) -> DeviceModel {
        iosVersion >= DeviceModel.iphoneFaceID.firstIOS ? .iphoneFaceID : .iphoneHome
    }

    /// R6: Face ID iPhones never show portraitUpsideDown.
    public var capability: OrientationMask {
        self == .iphoneFaceID ? .allButUpsideDown : .all
    }

    /// R5: the default app and controller mask.
    public var defaultMask: OrientationMask { self == .ipad ? .all : .allButUpsideDown }

    public var displayName: String {
        switch self {
        case .iphoneHome: "iPhone (home button)"
        case .iphoneFaceID: "iPhone (Face ID)"
        case .ipad: "iPad"
        }
    }
}
