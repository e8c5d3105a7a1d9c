import Foundation
import OrientationEngine

@testable import Sandbox
@_exported import TestSupport

/// Writes a PPM (and, when ffmpeg is around, a PNG) for a person to look at.
func saveForViewing(_ image: RGBAImage, _ name: String) {
    let dir = "/tmp/sandbox-shots"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let ppm = "\(dir)/\(name).ppm"
    FileManager.default.createFile(atPath: ppm, contents: Data(image.ppm))
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
