// What scan reads of R28 and R29: the app's other windows enter the model as `windows:`
// (hidden until the app shows them), iPadOS 26's lock preference and plist key, and
// iOS 27's scene delegate mask.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct ModernFormsTests {
    @Test("R28: a window made outside the launch is one of the app's windows, hidden at launch, located where its root is set")
    func otherWindows() throws {
        let (result, model) = try Fixtures.scan("SceneRootApp")
        #expect(model.windows == [WindowSpec(name: "bannerWindow", root: "BannerViewController")])
        let at = try #require(result.sources[.window(0)])
        #expect(at.file.hasSuffix("Banner.swift") && at.line == 11)
        #expect(result.project.sites.contains { $0.shown == "BannerViewController" && $0.way == .windowRoot(window: "bannerWindow") })
        #expect(!result.unresolved.contains { $0.note.contains("BannerViewController") })
    }

    @Test("R28: a SwiftUI app's toast window and a picker's window are windows of the model; the key window stays the root")
    func toastAndPickerWindows() throws {
        let (_, swiftUI) = try Fixtures.scan("SwiftUIRootApp")
        #expect(swiftUI.root == "UIHostingController")
        #expect(swiftUI.windows.map(\.root) == ["ToastViewController"])
        let (_, locked) = try Fixtures.scan("LockedSceneApp")
        #expect(locked.root == "ReaderViewController")
        #expect(locked.windows == [WindowSpec(name: "pickerWindow", root: "PickerViewController")])
    }

    @Test("R29: prefersInterfaceOrientationLocked is read (a stored flag becomes a variable), the scene delegate's mask is app.sceneMask, UIRequiresFullScreenIgnoredStartingWithVersion its major")
    func iPadOS26AndIOS27Forms() throws {
        let (result, model) = try Fixtures.scan("LockedSceneApp")
        let reader = try model.spec("ReaderViewController")
        #expect(reader.prefersOrientationLocked == .variable("pageTurning"))
        #expect(try model.spec("PickerViewController").prefersOrientationLocked == .literal(true))
        #expect(model.sceneMask == .literal(.allButUpsideDown))
        #expect(model.requiresFullScreen)
        #expect(model.requiresFullScreenIgnoredFrom == 26)
        #expect(result.sources[.appField(.sceneMask)]?.line == 15)
        #expect(result.sources[.field("ReaderViewController", .prefersOrientationLocked)]?.line == 6)
        #expect(result.sources[.appField(.requiresFullScreenIgnoredFrom)]?.line == 7)
        // The engine reads what scan gave: from iPadOS 26 the plist's full-screen key is ignored.
        var on26 = model, on18 = model
        on26.iosVersion = 26
        on18.iosVersion = 18
        #expect(!on26.requiresFullScreenInEffect)
        #expect(on18.requiresFullScreenInEffect)
    }
}
