// The iOS picker (the toolbar's "iOS ▸"): every major version the device ever ran, one
// click away, grouped by the rules each follows — the showcase sheet difference (12 vs 13)
// needs no restart with --ios.

import OrientationEngine

public struct IOSPicker: Sendable, Equatable {
    public var device: DeviceModel
    public var current: Int

    public init(device: DeviceModel, current: Int) {
        self.device = device
        self.current = current
    }

    /// Every shipped major the device ran (a Face ID iPhone from 11).
    public var versions: [Int] { IOSVersion.shipped.filter { $0 >= device.firstIOS } }

    /// Why some versions are missing, when they are.
    public var note: String? {
        device.firstIOS > IOSVersion.shipped[0]
            ? "\(device.displayName) first ran iOS \(device.firstIOS): earlier versions are not offered"
            : nil
    }

    public static let cell = Size(64, 34), columns = 6, header = 64.0, footer = 44.0, rowGap = 8.0

    /// The card, centred in `bounds`.
    public func card(in bounds: Rect) -> Rect {
        let rows = Double((versions.count + Self.columns - 1) / Self.columns)
        let width = Double(Self.columns) * (Self.cell.width + 8) + 40
        let height = Self.header + rows * (Self.cell.height + Self.rowGap) + Self.footer + (note == nil ? 0 : 18)
        return Rect(center: bounds.center, size: Size(min(width, bounds.width - 20), min(height, bounds.height - 20)))
    }

    /// Each version's button.
    public func items(in bounds: Rect) -> [(version: Int, rect: Rect)] {
        let card = card(in: bounds)
        return versions.enumerated().map { i, version in
            let column = Double(i % Self.columns), row = Double(i / Self.columns)
            let rect = Rect(card.minX + 20 + column * (Self.cell.width + 8),
                            card.minY + Self.header + row * (Self.cell.height + Self.rowGap),
                            Self.cell.width, Self.cell.height)
            return (version, rect)
        }
    }

    public func version(at p: Point, in bounds: Rect) -> Int? {
        items(in: bounds).first { $0.rect.contains(p) }?.version
    }
}

/// The next version the device ran, after `version`, wrapping (the I key).
public func nextIOSVersion(after version: Int, on device: DeviceModel) -> Int {
    let ran = IOSVersion.shipped.filter { $0 >= device.firstIOS }
    return ran.first { $0 > version } ?? ran[0]
}
