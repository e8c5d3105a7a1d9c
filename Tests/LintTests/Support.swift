import Foundation
import Lint
import OrientationEngine

enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/scenarios")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Lints a fixture on the given devices and versions (all it runs on when empty).
    static func lint(_ name: String, devices: [DeviceModel] = [], ios: [Int] = []) throws -> LintResult {
        try Lint.file(path(name), options: LintOptions(devices: devices, versions: ios))
    }
}
