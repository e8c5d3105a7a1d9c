// Writes Assets/apps/Info.plist, the binary Info.plist of the sample app "Player"
// (what Xcode puts in Player.app; `plutil -p` prints it on a Mac).
// Run: swift scripts/make-sample-plist.swift Assets/apps/Info.plist
import Foundation

let values: [String: Any] = [
    "CFBundleName": "Player",
    "CFBundleIdentifier": "com.example.player",
    "CFBundleShortVersionString": "1.0",
    "UILaunchStoryboardName": "LaunchScreen",
    "UISupportedInterfaceOrientations": [
        "UIInterfaceOrientationPortrait",
        "UIInterfaceOrientationLandscapeLeft",
        "UIInterfaceOrientationLandscapeRight",
    ],
    "UISupportedInterfaceOrientations~ipad": [
        "UIInterfaceOrientationPortrait",
        "UIInterfaceOrientationPortraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft",
        "UIInterfaceOrientationLandscapeRight",
    ],
    "UIRequiresFullScreen": true,
    "UIStatusBarHidden": false,
]
let path = CommandLine.arguments.dropFirst().first ?? "Info.plist"
let data = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
try data.write(to: URL(fileURLWithPath: path))
print("wrote \(path) (\(data.count) bytes, binary)")
