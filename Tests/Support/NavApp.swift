// Small apps the window tests share (SDL-free and SDL tests alike).

import OrientationEngine

/// A nav app: Home (all orientations, three buttons) → Detail (portrait only).
public func navModel(device: DeviceModel = .iphoneHome, ios: Int = 13, homeMask: OrientationMask = .all,
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
public func launched(_ model: AppModel, turns: [DeviceOrientation] = []) throws -> Engine {
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
