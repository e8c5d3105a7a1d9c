// A file is read to its end: every error is reported (20 listed, then "… and N more"),
// by line, without the echoes one error would cause elsewhere; names get "did you mean".

import Testing
@testable import Scenario

struct EveryErrorTests {
    static let manyMistakes = """
        devce: ipad
        ios: 13
        app:
          plist: [portrait, landscap]
          root: NavVC
        controllers:
          NavVC:
            kind: nav
            stack: [ViewControler]
            supported: top
          ViewController:
            supported: allButUpsideDwn
            shouldAutorotate: maybe
            buttons:
              - {title: Push landscape, do: [{push: LandscapeVC}, {present: Landscape}]}
            on:
              viewWillAppear: [{set: {flag: true}}, {call: swtch}]
            methods:
              switchIt: [{forceDevice: sideways}]
          LandscapeVC:
            supportd: landscape
        steps:
          - rotat: landscapeLeft
          - tap: Push landscape
          - expect: {interface: portrait, visible: LandscapVC}
          - push: Landscape

        """

    @Test("every error of a file, in line order, one line each")
    func every() throws {
        let error = try #require(parseError(Self.manyMistakes))
        let lines = error.listing.split(separator: "\n").map(String.init)
        #expect(lines == [
            "test.yaml:1: devce: unknown key 'devce' (did you mean 'device'?)",
            "test.yaml:4: app.plist[1]: unknown orientation 'landscap' (expected one of: portrait, landscapeRight, landscapeLeft, portraitUpsideDown, upsideDown)",
            "test.yaml:9: controllers.NavVC.stack[0]: unknown controller 'ViewControler' (did you mean 'ViewController'?)",
            "test.yaml:12: controllers.ViewController.supported: unknown orientation 'allButUpsideDwn' (did you mean 'allButUpsideDown'?)",
            "test.yaml:13: controllers.ViewController.shouldAutorotate: expected true or false, found 'maybe'",
            "test.yaml:15: controllers.ViewController.buttons[0].do[1].present: unknown controller 'Landscape' (did you mean 'LandscapeVC'?)",
            "test.yaml:17: controllers.ViewController.on.viewWillAppear[0].set.flag: undefined variable 'flag'",
            "test.yaml:17: controllers.ViewController.on.viewWillAppear[1].call: ViewController has no method 'swtch' (expected one of: switchIt)",
            "test.yaml:19: controllers.ViewController.methods.switchIt[0].forceDevice: unknown device orientation 'sideways' (expected one of: unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown, upsideDown)",
            "test.yaml:21: controllers.LandscapeVC.supportd: unknown key 'supportd' (did you mean 'supported'?)",
            "test.yaml:23: steps[0].rotat: unknown key 'rotat' (did you mean 'rotate'?)",
            "test.yaml:25: steps[2].expect.visible: unknown controller 'LandscapVC' (did you mean 'LandscapeVC'?)",
            "test.yaml:26: steps[3].push: unknown controller 'Landscape' (did you mean 'LandscapeVC'?)",
        ])
        // The first is the error's own fields, as before; the count covers them all.
        #expect(error.line == 1 && error.count == 13)
        #expect(error.description == lines[0])
        #expect(error.headline == lines[0] + " (and 12 more errors)")
    }

    @Test("past 20 errors: the first 20, then '… and N more errors'")
    func capped() throws {
        let keys = (1...27).map { "    bogus\($0): true\n" }.joined()
        let error = try #require(parseError("app: {root: VC}\ncontrollers:\n  VC:\n\(keys)"))
        let lines = error.listing.split(separator: "\n").map(String.init)
        #expect(lines.count == 21)
        #expect(lines[0] == "test.yaml:4: controllers.VC.bogus1: unknown key 'bogus1' (expected one of: kind, title, stack, tabs, selected, shouldAutorotate, supported, preferred, prefersStatusBarHidden, shouldAutorotateTo, vars, on, methods, buttons, layout, lockable, player, presentation, prefersOrientationLocked, tabBar)")
        #expect(lines[19].hasPrefix("test.yaml:23: controllers.VC.bogus20: unknown key 'bogus20'"))
        #expect(lines[20] == "test.yaml: … and 7 more errors")
        #expect(error.count == 27)
    }

    @Test("one error elsewhere is not reported again: a controller that cannot be read still exists by name")
    func noEchoes() throws {
        // `Modal` is unreadable (a list), yet the push to it and the expect naming it are fine.
        let error = try #require(parseError("""
            app: {root: VC}
            controllers:
              VC: {buttons: [{title: Go, do: [{present: Modal}]}]}
              Modal: [landscape]
            steps:
              - present: Modal
              - expect: {visible: Modal}

            """))
        #expect(error.listing == "test.yaml:4: controllers.Modal: expected a mapping, found a list\n")
        // A misspelt required key is its own error; "missing 'root'" would say it twice.
        let root = try #require(parseError("app: {rot: VC}\ncontrollers: {VC: {}}\n"))
        #expect(root.listing == "test.yaml:1: app.rot: unknown key 'rot' (did you mean 'root'?)\n")
        // An expect whose only key is misspelt is not also "an expect needs at least one key".
        let expect = try #require(parseError(minimalApp + "steps:\n  - expect: {interfce: portrait}\n"))
        #expect(expect.count == 1 && expect.message.hasPrefix("unknown key 'interfce' (did you mean 'interface'?)"))
    }

    @Test("validation finds every problem too, with did-you-mean for controller, method and variable names")
    func validation() throws {
        let error = try #require(parseError("""
            app: {root: Nav}
            controllers:
              Nav: {kind: nav, stack: [Hom]}
              Home:
                vars: {allowLandscape: false}
                supported: {if: allowLandscap, then: all, else: portrait}
                buttons: [{title: Go, do: [{call: refrsh}, {push: Detial}]}]
                methods: {refresh: [attemptRotation]}
              Detail: {}

            """))
        #expect(error.listing.split(separator: "\n") == [
            "test.yaml:3: controllers.Nav.stack[0]: unknown controller 'Hom' (did you mean 'Home'?)",
            "test.yaml:6: controllers.Home.supported.if: undefined variable 'allowLandscap' (not in Home's or the app's vars) (did you mean 'allowLandscape'?)",
            "test.yaml:7: controllers.Home.buttons[0].do[0].call: Home has no method 'refrsh' (did you mean 'refresh'?)",
            "test.yaml:7: controllers.Home.buttons[0].do[1].push: unknown controller 'Detial' (did you mean 'Detail'?)",
        ])
    }

    @Test("a tap on a button that is not on screen suggests the visible one it was probably meant for")
    func buttonHint() throws {
        let text = """
            app: {root: Nav}
            controllers:
              Nav: {kind: nav, stack: [VC]}
              VC: {buttons: [{title: Push landscape, do: [{push: Other}]}]}
              Other: {}
            steps:
              - tap: Push landscap

            """
        let error = try #require(throws: ScenarioError.self) { try ScenarioRunner(scenario: try parse(text)).run() }
        #expect(error.description == "test.yaml:7: steps[0].tap: no button 'Push landscap' on screen (did you mean 'Push landscape'?)")
        let far = text.replacingOccurrences(of: "tap: Push landscap", with: "tap: Settings")
        let other = try #require(throws: ScenarioError.self) { try ScenarioRunner(scenario: try parse(far)).run() }
        #expect(other.description == "test.yaml:7: steps[0].tap: no button 'Settings' on screen (visible: 'Push landscape')")
    }
}
