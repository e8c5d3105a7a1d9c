// engine_events_per_s: device changes the engine evaluates per second, trace on, in an
// app 32 controllers deep (nav → tab → nav → …, a nav can't hold a nav directly) with
// a controller presented on top — the shape the lead measured (~270k/s, 11 events each).
// Since R22c (iOS 8+: every resized view hears the size transition, the hidden 32-deep
// presenter chain included) a change emits ~144 events, so `engine_emitted_per_s` is printed
// beside it: the engine's speed per event, comparable across sessions.

import Foundation
import OrientationEngine

enum EngineBench {
    static let depth = 32

    /// nav0 → tab1 → nav2 → … → Leaf, and Modal to present on top. iOS 13 iPhone: each
    /// quarter turn asks the root and the presented (full-screen) controller, then rotates.
    static func model() -> AppModel {
        var controllers: [ControllerSpec] = []
        for level in 0..<depth {
            let child = level == depth - 1 ? "Leaf" : "C\(level + 1)"
            if level % 2 == 0 {
                controllers.append(ControllerSpec(name: "C\(level)", kind: .nav, stack: [child]))
            } else {
                controllers.append(ControllerSpec(name: "C\(level)", kind: .tab, tabs: [child]))
            }
        }
        controllers.append(ControllerSpec(name: "Leaf", supported: .literal(.allButUpsideDown)))
        // Full screen: the lead's shape, where the presented controller decides (on iOS 13
        // `automatic` is a page sheet, which never decides, R15a — then the whole 32-deep
        // chain below gets the rotation callbacks, 138 events a change instead of 11).
        controllers.append(ControllerSpec(name: "Modal", supported: .literal(.allButUpsideDown), presentation: .fullScreen))
        return AppModel(device: .iphoneHome, iosVersion: 13, root: "C0", controllers: controllers)
    }

    struct Result {
        var changes: Int
        var events: Int
        var seconds: Double
        var changesPerSecond: Double { Double(changes) / seconds }
    }

    /// Sends `changes` device turns (landscapeLeft, portrait, landscapeRight, portrait, …)
    /// 1 s apart, so each rotation (0.3 s) ends before the next turn.
    static func run(changes: Int) throws -> Result {
        var engine = try Engine(model: model())
        _ = try engine.send(.launch, at: 0)
        _ = try engine.send(.present("Modal"), at: 0)
        _ = engine.settle()
        let cycle: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .portrait]
        var events = 0
        var time = 1.0
        let start = Proc.monotonic()
        for index in 0..<changes {
            events += try engine.send(.turn(cycle[index & 3]), at: time).count
            time += 1
        }
        let seconds = Proc.monotonic() - start
        return Result(changes: changes, events: events, seconds: seconds)
    }
}
