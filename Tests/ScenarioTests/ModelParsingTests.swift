// Every key of SCENARIOS.md "File format" reaches the engine model.

import Foundation
import OrientationEngine
import Testing
@testable import Scenario

struct ModelParsingTests {
    static let full = """
        name: push a landscape screen
        device: iphone-home
        ios: 16
        orientation: landscapeLeft
        app:
          delegate: MyDelegate
          plist: [portrait, landscapeLeft, landscapeRight]
          window: {if: supportLandscape, then: allButUpsideDown, else: portrait}
          vars: {supportLandscape: false, appMask: [portrait, landscape]}
          deviceNotifications: false
          root: NavVC
        controllers:
          NavVC:
            kind: nav
            title: Home
            stack: [ViewController]
            shouldAutorotate: top
            supported: top
            preferred: top
          Tabs:
            kind: tab
            tabs: [ViewController, Player]
            selected: 1
          ViewController:
            supported: allButUpsideDown
            prefersStatusBarHidden: {if: not supportLandscape, then: false, else: true}
            shouldAutorotateTo: [portrait, landscapeLeft]
            lockable: true
            layout: {portrait: {top: 145, bottom: 210}, landscape: {top: 40, bottom: 50, left: 10, right: 12}}
            buttons:
              - {title: Push landscape, do: [{push: LandscapeRightVC}]}
              - title: Everything
                do:
                  - attemptRotation
                  - {requestGeometry: landscape}
                  - {setStatusBar: landscapeRight}
                  - {transform: {view: self, to: landscapeRight, animated: true}}
                  - {transform: {view: window, to: identity}}
                  - pop
                  - dismiss
                  - {present: LandscapeRightVC}
                  - {selectTab: 1}
                  - {lock: true}
          LandscapeRightVC:
            vars: {orientationMask: [landscapeLeft, portrait], flag: true}
            shouldAutorotate: $flag
            supported: {if: supportLandscape, then: [$orientationMask, landscapeLeft], else: portrait}
            preferred: {if: [supportLandscape, orientationMask has landscapeLeft], then: landscapeLeft, else: portrait}
            on:
              viewWillAppear: [{set: {supportLandscape: true}}, {call: switchToLandscapeRight}]
              viewWillDisappear: [{set: {supportLandscape: false, orientationMask: $appMask}}]
              viewDidAppear: []
              viewDidDisappear: []
              deviceOrientationDidChange: [{forceDevice: unknown}]
            methods:
              switchToLandscapeRight: [{set: {orientationMask: landscapeLeft}}, {forceDevice: faceDown}, {forceDevice: landscapeRight}]
          Player:
            kind: player
            player: {video: clip.mp4, strategy: transform, autoFullScreen: false, catchUpOnUnlock: false}
        """

    @Test("top level and app keys")
    func appKeys() throws {
        let model = try parse(Self.full).model
        #expect(model.name == "push a landscape screen")
        #expect(model.device == .iphoneHome)
        #expect(model.iosVersion == 16)
        #expect(model.orientation == .landscapeLeft)
        #expect(model.delegate == "MyDelegate")
        #expect(model.plist == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(model.window == .conditional(
            Condition([.isTrue("supportLandscape")]), then: .literal(.allButUpsideDown), else: .literal(.portrait)))
        #expect(model.vars == ["supportLandscape": .bool(false), "appMask": .mask([.portrait, .landscape])])
        #expect(model.deviceNotifications == false)
        #expect(model.root == "NavVC")
        #expect(model.controllers.map(\.name) == ["NavVC", "Tabs", "ViewController", "LandscapeRightVC", "Player"])
    }

    @Test("defaults when keys are absent")
    func defaults() throws {
        let model = try parse(minimalApp).model
        #expect(model.device == .iphoneFaceID)
        #expect(model.orientation == .portrait)
        #expect(model.delegate == "AppDelegate")
        #expect(model.plist == nil && model.window == nil)
        #expect(model.deviceNotifications)
        let vc = try #require(model.controller(named: "VC"))
        #expect(vc == ControllerSpec(name: "VC"))
    }

    @Test("container keys")
    func containers() throws {
        let model = try parse(Self.full).model
        let nav = try #require(model.controller(named: "NavVC"))
        #expect(nav.kind == .nav && nav.title == "Home" && nav.stack == ["ViewController"])
        #expect(nav.shouldAutorotate == .top && nav.supported == .top && nav.preferred == .top)
        let tabs = try #require(model.controller(named: "Tabs"))
        #expect(tabs.kind == .tab && tabs.tabs == ["ViewController", "Player"] && tabs.selected == 1)
    }

    @Test("policy, layout, lock and buttons")
    func controllerKeys() throws {
        let vc = try #require(try parse(Self.full).model.controller(named: "ViewController"))
        #expect(vc.supported == .literal(.allButUpsideDown))
        #expect(vc.prefersStatusBarHidden == .conditional(
            Condition([.isFalse("supportLandscape")]), then: .literal(false), else: .literal(true)))
        #expect(vc.shouldAutorotateTo == .union([.literal(.portrait), .literal(.landscapeLeft)]))
        #expect(vc.lockable)
        #expect(vc.layout == Layout(
            portrait: Insets(top: 145, bottom: 210), landscape: Insets(top: 40, bottom: 50, left: 10, right: 12)))
        #expect(vc.buttons.map(\.title) == ["Push landscape", "Everything"])
        #expect(vc.buttons[0].actions == [.push("LandscapeRightVC")])
        #expect(vc.buttons[1].actions == [
            .attemptRotation, .requestGeometry(.literal(.landscape)), .setStatusBar(.landscapeRight),
            .transform(view: .this, to: .landscapeRight, animated: true),
            .transform(view: .window, to: nil, animated: false), .pop, .dismiss,
            .present("LandscapeRightVC"), .selectTab(1), .lock(true),
        ])
    }

    @Test("variables, conditions, hooks and methods")
    func hooksAndMethods() throws {
        let vc = try #require(try parse(Self.full).model.controller(named: "LandscapeRightVC"))
        #expect(vc.vars == ["orientationMask": .mask([.landscapeLeft, .portrait]), "flag": .bool(true)])
        #expect(vc.shouldAutorotate == .variable("flag"))
        #expect(vc.supported == .conditional(
            Condition([.isTrue("supportLandscape")]),
            then: .union([.variable("orientationMask"), .literal(.landscapeLeft)]), else: .literal(.portrait)))
        #expect(vc.preferred == .conditional(
            Condition([.isTrue("supportLandscape"), .has("orientationMask", .landscapeLeft)]),
            then: .literal(.landscapeLeft), else: .literal(.portrait)))
        #expect(vc.hooks[.viewWillAppear] == [.set([("supportLandscape", .literal(.bool(true)))]), .call("switchToLandscapeRight")])
        #expect(vc.hooks[.viewWillDisappear] == [
            .set([("supportLandscape", .literal(.bool(false))), ("orientationMask", .variable("appMask"))]),
        ])
        #expect(vc.hooks[.viewDidAppear] == [] && vc.hooks[.viewDidDisappear] == [])
        #expect(vc.hooks[.deviceOrientationDidChange] == [.forceDevice(.unknown)])
        #expect(vc.methods["switchToLandscapeRight"] == [
            .set([("orientationMask", .literal(.mask(.landscapeLeft)))]), .forceDevice(.faceDown), .forceDevice(.landscapeRight),
        ])
    }

    @Test("player options; relative videos resolve against the file's folder")
    func player() throws {
        let folder = try TestFiles.folder()
        try Data().write(to: folder.appendingPathComponent("clip.mp4"))
        let path = folder.appendingPathComponent("app.yaml").path
        try Self.full.write(toFile: path, atomically: true, encoding: .utf8)
        let player = try #require(try ScenarioLoader.load(path: path).model.controller(named: "Player")?.player)
        #expect(player.video == folder.appendingPathComponent("clip.mp4").standardizedFileURL.path)
        #expect(player.strategy == .transform && !player.autoFullScreen && !player.catchUpOnUnlock)

        let defaults = try #require(try parse(minimalApp + "  P: {kind: player}\n").model.controller(named: "P")?.player)
        #expect(defaults == PlayerOptions())
    }

    @Test("masks: names, aliases, lists, top, topmost in the window")
    func masks() throws {
        let model = try parse("""
            app:
              window: topmost
              root: VC
            controllers:
              VC: {supported: [upsideDown, landscapeRight], shouldAutorotateTo: none}
            """).model
        #expect(model.window == .topmost)
        let vc = try #require(model.controller(named: "VC"))
        #expect(vc.supported == .union([.literal(.portraitUpsideDown), .literal(.landscapeRight)]))
        #expect(vc.shouldAutorotateTo == .literal(.none))
    }

    @Test("R15a R9 every presentation style and the forwarding to what is presented")
    func presentedAndStyles() throws {
        let model = try parse("""
            app:
              root: Browser
            controllers:
              Browser:
                supported: {presented: portrait}
                shouldAutorotate: {presented: true}
                preferred: {presented: {if: wide, then: landscapeLeft, else: portrait}}
                vars: {wide: false}
              A: {presentation: custom}
              B: {presentation: currentContext}
              C: {presentation: overCurrentContext}
            """).model
        let browser = try #require(model.controller(named: "Browser"))
        #expect(browser.supported == .presented(fallback: .literal(.portrait)))
        #expect(browser.shouldAutorotate == .presented(fallback: .literal(true)))
        #expect(browser.preferred == .presented(fallback: .conditional(
            Condition([.isTrue("wide")]), then: .literal(.landscapeLeft), else: .literal(.portrait))))
        #expect(["A", "B", "C"].map { model.controller(named: $0)?.presentation } == [.custom, .currentContext, .overCurrentContext])
        #expect(throws: ScenarioError.self) {
            try parse("app: {root: VC}\ncontrollers:\n  VC: {supported: {presented: portrait, else: all}}\n")
        }
    }

    @Test("JSON is accepted, with lines")
    func json() throws {
        let scenario = try parse(#"{"app": {"root": "VC"}, "controllers": {"VC": {"supported": "portrait"}}, "steps": [{"rotate": "landscapeLeft"}]}"#)
        #expect(scenario.model.controller(named: "VC")?.supported == .literal(.portrait))
        #expect(scenario.steps.map(\.kind) == [.event(.turn(.landscapeLeft))])
    }

    @Test("key paths map to lines, engine errors included")
    func lineTable() throws {
        let scenario = try parse(Self.full)
        #expect(scenario.lines.line(for: "app.window") == 8)
        #expect(scenario.lines.line(for: "controllers.LandscapeRightVC.on.viewWillAppear[1].call") == 50)
        // Deeper than anything written: the nearest ancestor's line.
        #expect(scenario.lines.line(for: "controllers.ViewController.buttons[1].do[4].transform.extra") == 38)
        let error = scenario.error(at: "app.root", "boom")
        #expect(error.description == "test.yaml:11: app.root: boom")
    }
}

struct OverrideTests {
    @Test("command-line overrides replace ios, device and every player's video, and re-validate")
    func overrides() throws {
        let scenario = try parse("""
            ios: 17
            app:
              root: VC
            controllers:
              VC:
                on: {viewWillAppear: [setNeedsUpdate]}
              P: {kind: player, player: {video: a.mp4}}
            """)
        let ipad = try scenario.overriding(device: "ipad", video: "/clips/b.mp4")
        #expect(ipad.model.device == .ipad && ipad.model.iosVersion == 17)
        #expect(ipad.model.controller(named: "P")?.player?.video == "/clips/b.mp4")
        do {
            _ = try scenario.overriding(ios: 13)
            Issue.record("iOS 13 with setNeedsUpdate must be refused")
        } catch {
            #expect(error.description.contains("test.yaml:6: controllers.VC.on.viewWillAppear[0].setNeedsUpdate"))
        }
        #expect(throws: ScenarioError.self) { try scenario.overriding(device: "iphone") }
    }
}

/// `{present: X, style: S}`: the call site's `modalPresentationStyle` (R15a).
struct StyledPresentParsingTests {
    static let text = """
        app: {root: Home}
        controllers:
          Home:
            buttons:
              - {title: Watch, do: [{present: Movie, style: fullScreen}, {present: Movie}]}
          Movie: {presentation: pageSheet}
        """

    @Test("R15a a present action carries the call site's style; without one, none")
    func styled() throws {
        let file = try parse(Self.text)
        let actions = try #require(file.model.controller(named: "Home")?.buttons.first?.actions)
        #expect(actions == [.present("Movie", style: .fullScreen), .present("Movie", style: nil)])
    }

    @Test("a bad style or a style without present is one located error", arguments: [
        ("{present: Movie, style: sheet}", "unknown presentation style 'sheet'"),
        ("{push: Movie, style: fullScreen}", "'style' goes only with 'present'"),
        ("{presnt: Movie, style: fullScreen}", "unknown key 'presnt'"),
    ])
    func rejected(_ action: String, _ message: String) throws {
        let text = Self.text.replacingOccurrences(of: "{present: Movie, style: fullScreen}", with: action)
        let error = try #require(parseError(text))
        #expect(error.description.contains(message), "\(error.description)")
        #expect(error.description.contains("test.yaml:5"), "\(error.description)")
    }
}
