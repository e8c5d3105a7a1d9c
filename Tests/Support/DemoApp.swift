// A built-in demo app for the window when no scenario file is given (and for tests):
// a tab bar with a nav stack, a portrait-only screen, a landscape presentation, a
// lockable screen and a video player.

import OrientationEngine

public enum DemoApp {
    public static func model(device: DeviceModel = .iphoneFaceID, ios: Int = 17, video: String? = nil) -> AppModel {
        AppModel(
            name: "Demo: tabs, nav, present, player", device: device, iosVersion: ios,
            plist: [.portrait, .landscapeLeft, .landscapeRight], root: "Tabs",
            controllers: [
                ControllerSpec(name: "Tabs", kind: .tab, tabs: ["Nav", "Player"], selected: 0,
                               shouldAutorotate: .top, supported: .top),
                ControllerSpec(name: "Nav", kind: .nav, title: "Screens", stack: ["Home"],
                               shouldAutorotate: .top, supported: .top),
                ControllerSpec(
                    name: "Home", title: "Home", supported: .literal(.allButUpsideDown),
                    buttons: [
                        Button(title: "Push portrait-only", actions: [.push("PortraitOnly")]),
                        Button(title: "Present landscape", actions: [.present("LandscapeVC")]),
                        Button(title: "Transform window →", actions: [
                            .transform(view: .window, to: .landscapeRight, animated: true),
                        ]),
                        Button(title: "Transform identity", actions: [
                            .transform(view: .window, to: nil, animated: true),
                        ]),
                    ]),
                ControllerSpec(
                    name: "PortraitOnly", title: "Portrait only", supported: .literal(.portrait),
                    buttons: [Button(title: "Attempt rotation", actions: [.attemptRotation])], lockable: true),
                ControllerSpec(
                    name: "LandscapeVC", title: "Landscape", supported: .literal(.landscape),
                    preferred: .literal(.landscapeRight),
                    buttons: [Button(title: "Dismiss", actions: [.dismiss])],
                    layout: Layout(portrait: Insets(top: 120, bottom: 160), landscape: Insets(top: 30, bottom: 40))),
                ControllerSpec(name: "Player", kind: .player, title: "Video",
                               player: PlayerOptions(video: video, strategy: .auto)),
            ])
    }
}
