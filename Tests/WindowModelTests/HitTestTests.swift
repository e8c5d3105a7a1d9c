import OrientationEngine
import Testing

@testable import WindowModel
import TestSupport

/// A nav controller showing a controller with three buttons, pushed once (back button).
func sampleScreen(
    device: DeviceModel = .iphoneHome, interface: InterfaceOrientation = .portrait,
    contentAngle: Double? = nil, transforms: [TransformTarget: Double] = [:],
    tabs: Bool = false
) -> ScreenModel {
    var chain = [
        ScreenController(name: "NavVC", kind: .nav, title: "Detail", backTitle: "Home"),
        ScreenController(
            name: "DetailVC", title: "Detail", buttons: ["Push", "Present", "Force landscape"],
            summary: ["supported: allButUpsideDown", "shouldAutorotate: YES"]),
    ]
    if tabs {
        chain.insert(ScreenController(name: "Tabs", kind: .tab, tabTitles: ["One", "Two"], selectedTab: 0), at: 0)
    }
    return ScreenModel(
        device: device, profile: .ios8, interface: interface, contentAngle: contentAngle,
        chain: chain, transforms: transforms)
}

let everyTarget: [TapTarget] = [.back, .button("Push"), .button("Present"), .button("Force landscape")]

@Suite("Hit-testing through the device, interface and view turns")
struct HitTestTests {
    let area = Rect(0, 0, 900, 756)

    @Test("A click at a button's drawn centre lands on it in every interface and body orientation",
          arguments: InterfaceOrientation.fallbackOrder, DeviceOrientation.allCases)
    func everyOrientation(interface: InterfaceOrientation, device: DeviceOrientation) throws {
        let layout = ScreenLayout(sampleScreen(interface: interface))
        let frame = DeviceFrame(spec: layout.spec, area: area, bodyAngle: device.bodyAngle)
        for target in everyTarget {
            let p = try #require(frame.windowCenter(of: target, in: layout), "\(target) laid out")
            #expect(frame.tapTarget(at: p, in: layout) == target)
        }
    }

    @Test("Mid-animation (content and body at odd angles) and under view transforms (R20d)",
          arguments: [0.0, 17, 45, 90, 133, 180, -62])
    func oddAngles(angle: Double) throws {
        for transforms in [[:], [TransformTarget.window: 90.0], [.controller("DetailVC"): -90 + angle / 3]] {
            let screen = sampleScreen(device: .iphoneFaceID, interface: .landscapeRight, contentAngle: angle,
                                      transforms: transforms, tabs: true)
            let layout = ScreenLayout(screen)
            let frame = DeviceFrame(spec: layout.spec, area: area, bodyAngle: -angle * 0.7)
            var checked = 0
            for target in everyTarget + [.tab(1)] {
                let p = try #require(frame.windowCenter(of: target, in: layout), "\(target) \(transforms)")
                // Mid-turn a corner button can leave the screen or slide under a bar:
                // then it is not drawn there and must not be hit.
                guard visible(target, in: layout) else { continue }
                checked += 1
                #expect(frame.tapTarget(at: p, in: layout) == target, "\(target) \(transforms)")
            }
            #expect(checked >= 2)
        }
    }

    /// The target's centre is on the screen and no opaque item drawn later covers it.
    func visible(_ target: TapTarget, in layout: ScreenLayout) -> Bool {
        guard let index = layout.items.firstIndex(where: { $0.tap == target }) else { return false }
        let item = layout.items[index]
        let center = item.toScreen.apply(item.rect.center)
        guard layout.spec.screenRect.contains(center) else { return false }
        return !layout.items[(index + 1)...].contains { later in
            later.blocksHits && later.toScreen.inverted.map { later.rect.contains($0.apply(center)) } == true
        }
    }

    @Test("R4: content is upright on the desktop exactly when interface = interface(device)")
    func uprightContent() throws {
        for device in [DeviceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown] {
            let interface = try #require(device.interfaceOrientation)
            let layout = ScreenLayout(sampleScreen(interface: interface))
            let frame = DeviceFrame(spec: layout.spec, area: area, bodyAngle: device.bodyAngle)
            let button = try #require(layout.items.first { $0.tap == .button("Push") })
            let total = button.toScreen.then(frame.deviceToWindow)
            #expect(total.isAxisAligned, "\(device)")
            // Refusing to follow: the interface stays portrait, content is sideways.
            let portrait = ScreenLayout(sampleScreen(interface: .portrait))
            let sideways = try #require(portrait.items.first { $0.tap == .button("Push") })
            #expect(sideways.toScreen.then(frame.deviceToWindow).isAxisAligned == (device == .portrait))
        }
    }

    @Test("Clicks off the buttons hit nothing; the nav bar blocks what is under it")
    func misses() throws {
        let layout = ScreenLayout(sampleScreen())
        let frame = DeviceFrame(spec: layout.spec, area: area, bodyAngle: 0)
        #expect(frame.tapTarget(at: Point(2, 2), in: layout) == nil)
        let titleCenter = try #require(layout.items.first { if case .navBar = $0.kind { true } else { false } })
        let p = frame.windowPoint(fromScreen: titleCenter.toScreen.apply(titleCenter.rect.center))
        #expect(frame.tapTarget(at: p, in: layout) == nil)
    }

    @Test("Landscape interface lays out in swapped bounds; layout insets move the content box")
    func landscapeLayout() throws {
        let layout = ScreenLayout(sampleScreen(interface: .landscapeLeft))
        #expect(layout.interfaceSize == Size(667, 375))
        var screen = sampleScreen(interface: .portrait)
        screen.chain[1].insets = Insets(top: 145, bottom: 210)
        let inset = ScreenLayout(screen)
        let box = try #require(inset.items.first { if case .contentBox(true) = $0.kind { true } else { false } })
        #expect(box.toScreen.apply(box.rect.origin).y >= 145 + 20 + 44)
    }

    @Test("Mid-push the incoming screen slides in and takes taps; the leaving one takes none")
    func midPush() throws {
        var screen = sampleScreen()
        let old = ScreenController(name: "HomeVC", title: "Home", buttons: ["Old button"])
        screen.transition = ScreenTransition(kind: .push, progress: 0.8, index: 1, leaving: [old])
        let layout = ScreenLayout(screen)
        let frame = DeviceFrame(spec: layout.spec, area: area, bodyAngle: 0)
        let p = try #require(frame.windowCenter(of: .button("Push"), in: layout))
        #expect(frame.tapTarget(at: p, in: layout) == .button("Push"))
        #expect(!layout.items.contains { $0.tap == .button("Old button") })
        #expect(layout.items.contains { $0.kind == .button("Old button") })
        // 80 % in: the new screen has not reached its place yet.
        let card = try #require(layout.items.last { if case .contentBox = $0.kind { true } else { false } })
        #expect(card.toScreen.apply(card.rect.origin).x > layout.spec.screenSize.width * 0.15)
    }

    @Test("R20c: a status bar set to landscapeRight lies along the screen's right edge; the interface stays")
    func statusBarOverride() throws {
        var screen = sampleScreen(interface: .portrait)
        screen.statusBarOrientation = .landscapeRight
        screen.statusBarAngle = InterfaceOrientation.landscapeRight.contentAngle
        let layout = ScreenLayout(screen)
        let bar = try #require(layout.items.first { $0.kind == .statusBar })
        let box = bar.toScreen.boundingBox(of: bar.rect)
        #expect(abs(box.maxX - layout.spec.screenSize.width) < 0.01 && box.width == 20)
        #expect(box.height == layout.spec.screenSize.height)
        // The nav bar still sits at the portrait top, now without the status bar above it.
        let nav = try #require(layout.items.first { if case .navBar = $0.kind { true } else { false } })
        #expect(nav.toScreen.boundingBox(of: nav.rect).minY == 0)
    }

    @Test("The crash screen offers Relaunch (R17)")
    func crash() throws {
        var screen = sampleScreen(interface: .landscapeRight)
        screen.crash = "Supported orientations has no common orientation"
        let layout = ScreenLayout(screen)
        let frame = DeviceFrame(spec: layout.spec, area: area, bodyAngle: -90)
        let p = try #require(frame.windowCenter(of: .relaunch, in: layout))
        #expect(frame.tapTarget(at: p, in: layout) == .relaunch)
        #expect(!layout.items.contains { $0.tap == .back })
    }
}
