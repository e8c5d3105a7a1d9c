import Foundation
import Media
import OrientationEngine

@testable import Sandbox

/// A nav app: Home (all orientations, three buttons) → Detail (portrait only).
func navModel(device: DeviceModel = .iphoneHome, ios: Int = 13, homeMask: OrientationMask = .all,
              orientation: DeviceOrientation = .portrait) -> AppModel {
    AppModel(
        name: "Nav demo", device: device, iosVersion: ios, orientation: orientation,
        plist: [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown], root: "Nav",
        controllers: [
            ControllerSpec(name: "Nav", kind: .nav, stack: ["Home"], shouldAutorotate: .top, supported: .top),
            ControllerSpec(
                name: "Home", title: "Home", supported: .literal(homeMask),
                buttons: [
                    Button(title: "Push detail", actions: [.push("Detail")]),
                    Button(title: "Present player", actions: [.present("Player")]),
                    Button(title: "Force landscape", actions: [.forceDevice(.landscapeLeft)]),
                ]),
            ControllerSpec(name: "Detail", title: "Detail", supported: .literal(.portrait),
                           buttons: [Button(title: "Pop", actions: [.pop])]),
            ControllerSpec(name: "Player", kind: .player, title: "Player"),
        ])
}

/// Launches and lets every transition finish.
func launched(_ model: AppModel, turns: [DeviceOrientation] = []) throws -> Engine {
    var engine = try Engine(model: model)
    _ = try engine.send(.launch, at: 0)
    _ = engine.settle()
    var t = 0.0
    for turn in turns {
        t = max(t, engine.state.time) + 1
        _ = try engine.send(.turn(turn), at: t)
        _ = engine.settle()
    }
    return engine
}

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
