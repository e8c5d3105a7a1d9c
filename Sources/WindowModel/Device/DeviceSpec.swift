// The hardware each skin draws, in points, portrait. Device space: origin at the
// screen's top-left corner, so screen points and device points are the same thing.

import OrientationEngine

public struct DeviceSpec: Sendable, Equatable {
    public var model: DeviceModel
    /// The screen in points (portrait).
    public var screenSize: Size
    /// The body around the screen, in device space (may extend to negative coordinates).
    public var body: Rect
    public var bodyCornerRadius: Double
    public var screenCornerRadius: Double
    /// Face ID: the sensor housing at the screen's top edge (device space).
    public var notch: Rect?
    /// Home button centre and radius (device space).
    public var homeButton: (center: Point, radius: Double)?
    /// Front camera dot (device space) for devices without a notch.
    public var camera: Point?
    /// Earpiece slot (device space).
    public var speaker: Rect?

    public static func == (l: DeviceSpec, r: DeviceSpec) -> Bool { l.model == r.model }

    public static func of(_ model: DeviceModel) -> DeviceSpec {
        switch model {
        case .iphoneHome:
            // iPhone 8: 375×667 pt, thick top and bottom bezels.
            DeviceSpec(
                model: model, screenSize: Size(375, 667), body: Rect(-22, -106, 419, 879),
                bodyCornerRadius: 62, screenCornerRadius: 0, notch: nil,
                homeButton: (Point(187.5, 667 + 53), 30), camera: Point(187.5 - 62, -53),
                speaker: Rect(187.5 - 28, -55, 56, 6))
        case .iphoneFaceID:
            // iPhone 14: 390×844 pt, uniform thin bezel, notch.
            DeviceSpec(
                model: model, screenSize: Size(390, 844), body: Rect(-16, -16, 422, 876),
                bodyCornerRadius: 64, screenCornerRadius: 48, notch: Rect(195 - 81, -1, 162, 33),
                homeButton: nil, camera: nil, speaker: nil)
        case .ipad:
            // iPad Air: 820×1180 pt, uniform bezel, rounded screen.
            DeviceSpec(
                model: model, screenSize: Size(820, 1180), body: Rect(-34, -34, 888, 1248),
                bodyCornerRadius: 52, screenCornerRadius: 20, notch: nil, homeButton: nil,
                camera: Point(410, -17), speaker: nil)
        }
    }

    public var screenRect: Rect { Rect(origin: .zero, size: screenSize) }
    public var hasHomeIndicator: Bool { model != .iphoneHome }

    /// Safe-area insets of the interface (points) for an orientation and status bar state.
    public func safeArea(
        _ orientation: InterfaceOrientation, statusBarVisible: Bool, statusBarHeight: Double
    ) -> Insets {
        let top = statusBarVisible ? statusBarHeight : 0
        switch model {
        case .iphoneHome:
            return Insets(top: top)
        case .iphoneFaceID:
            if orientation.isLandscape { return Insets(top: top, bottom: 21, left: 47, right: 47) }
            return Insets(top: 47, bottom: 34)
        case .ipad:
            return Insets(top: top, bottom: 20)
        }
    }

    /// Status bar thickness; Face ID phones keep the tall bar in portrait only.
    public func statusBarHeight(_ orientation: InterfaceOrientation, profile: Profile) -> Double {
        switch model {
        case .iphoneHome: 20
        case .iphoneFaceID: orientation.isLandscape ? 24 : 47
        case .ipad: 24
        }
    }
}
