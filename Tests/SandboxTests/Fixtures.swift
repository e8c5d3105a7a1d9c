import Foundation
import Media
import OrientationEngine

@testable import Sandbox
@_exported import CommandSupport
@_exported import TestSupport

/// What a test run asks for beyond the quick lane (`make test` sets the first).
enum TestLane {
    /// ROTATION_SANDBOX_FULL_TESTS=1: the big counts CI runs.
    static let full = ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1"
    /// ROTATION_SANDBOX_SHOTS=DIR: pictures of what the tests render, for a person to look at.
    static let shotsFolder: String? = {
        guard let folder = ProcessInfo.processInfo.environment["ROTATION_SANDBOX_SHOTS"], !folder.isEmpty else { return nil }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()
}

/// Writes a PNG for a person to look at, when asked (ROTATION_SANDBOX_SHOTS=DIR).
func saveForViewing(_ image: RGBAImage, _ name: String) {
    guard let folder = TestLane.shotsFolder else { return }
    try? PNGFile.write(rgba: image.pixels, width: image.width, height: image.height, to: "\(folder)/\(name).png")
}

extension Color {
    var isDark: Bool { Int(r) + Int(g) + Int(b) < 90 }
    var isLight: Bool { Int(r) + Int(g) + Int(b) > 600 }
    func near(_ other: Color, _ tolerance: Int = 24) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance
    }
}

/// The window's clock moved by hand.
@MainActor
final class ManualClock: WindowClock {
    var now = 0.0
}

extension WindowApp {
    /// The test's clock (every test window is made with one).
    var manual: ManualClock { clock as! ManualClock }
}
