// SCENARIOS.md "Steps" and every `expect` key.

import OrientationEngine
import Testing
@testable import Scenario

struct StepParsingTests {
    static let app = """
        app:
          root: Nav
        controllers:
          Nav: {kind: nav, stack: [VC]}
          VC:
            methods: {flip: [{forceDevice: landscapeRight}]}
          Other: {}

        """

    @Test("every step kind, with lines and key paths")
    func steps() throws {
        let scenario = try parse(Self.app + """
            steps:
              - launch
              - rotate: faceUp
              - systemLock: true
              - tap: Push landscape
              - push: Other
              - pop
              - present: Other
              - dismiss
              - selectTab: 0
              - call: {VC: flip}
              - wait: 0.5
              - snapshot: after-wait
              - ask: Is the screen landscape?
              - expect: {interface: portrait}
              - {pop: }
            """)
        #expect(scenario.steps.map(\.kind) == [
            .event(.launch), .event(.turn(.faceUp)), .event(.systemLock(true)), .event(.tap("Push landscape")),
            .event(.push("Other")), .event(.pop), .event(.present("Other")), .event(.dismiss), .event(.selectTab(0)),
            .event(.call(controller: "VC", method: "flip")), .wait(0.5), .snapshot("after-wait"),
            .ask("Is the screen landscape?"), .expect(Expectation(interface: .portrait, lines: ["interface": 22])),
            .event(.pop),
        ])
        #expect(scenario.steps.map(\.index) == Array(0..<15))
        #expect(scenario.steps[0].line == 9 && scenario.steps[0].keyPath == "steps[0]")
        #expect(scenario.steps[3].line == 12 && scenario.steps[3].keyPath == "steps[3].tap")
        #expect(scenario.steps[1].event == .turn(.faceUp))
        #expect(scenario.steps[10].event == nil)
    }

    @Test("every expect key")
    func expectKeys() throws {
        let scenario = try parse(Self.app + """
            steps:
              - expect:
                  device: landscapeLeft
                  physical: faceDown
                  interface: landscapeRight
                  statusBar: {orientation: portrait, hidden: true}
                  visible: VC
                  decider: Nav
                  fullScreen: false
                  locked: true
                  transform: {window: landscapeLeft, root: identity, player: landscapeRight, Other: portrait}
                  crashed: false
                  console: {has: ["BUG IN CLIENT"]}
                  trace:
                    has: ["-[VC viewWillAppear:]"]
                    lacks: ["-[Nav shouldAutorotate]"]
                    order: ["-[Nav viewWillAppear:]", "-[VC viewWillAppear:]"]
              - expect: {crashed: true}
              - expect: {crashed: "must match a supported"}
            """)
        guard case .expect(let e) = scenario.steps[0].kind else {
            Issue.record("not an expect")
            return
        }
        #expect(e.device == .landscapeLeft && e.physical == .faceDown && e.interface == .landscapeRight)
        #expect(e.statusBarOrientation == .portrait && e.statusBarHidden == true)
        #expect(e.visible == "VC" && e.decider == "Nav" && e.fullScreen == false && e.locked == true)
        #expect(e.transforms == [
            .init(view: "window", orientation: .landscapeLeft), .init(view: "root", orientation: nil),
            .init(view: "player", orientation: .landscapeRight), .init(view: "Other", orientation: .portrait),
        ])
        #expect(e.transforms.map(\.target) == [.window, .root, .player, .controller("Other")])
        #expect(e.crashed == .flag(false))
        #expect(e.consoleHas == ["BUG IN CLIENT"])
        #expect(e.traceHas == ["-[VC viewWillAppear:]"] && e.traceLacks == ["-[Nav shouldAutorotate]"])
        #expect(e.traceOrder == ["-[Nav viewWillAppear:]", "-[VC viewWillAppear:]"])
        #expect(e.lines["interface"] == 12 && e.lines["statusBar.hidden"] == 13 && e.lines["trace.order"] == 24)
        guard case .expect(let second) = scenario.steps[1].kind, case .expect(let third) = scenario.steps[2].kind else {
            Issue.record("not expects")
            return
        }
        #expect(second.crashed == .flag(true))
        #expect(third.crashed == .reason("must match a supported"))
    }

    @Test("step errors name the key path", arguments: [
        ("- expect: {visible: Nobody}", "steps[0].expect.visible: unknown controller 'Nobody'"),
        ("- expect: {transform: {Nobody: portrait}}", "steps[0].expect.transform.Nobody: unknown view"),
        ("- expect: {interface: faceUp}", "steps[0].expect.interface: unknown orientation 'faceUp'"),
        ("- rotate: sideways", "steps[0].rotate: unknown device orientation 'sideways'"),
        ("- {rotate: portrait, tap: X}", "steps[0]: expected one key, found 2"),
        ("- call: {Other: flip}", "steps[0].call.Other: Other has no method 'flip'"),
        ("- wait: soon", "steps[0].wait: expected a number"),
        ("- jump", "steps[0]: unknown step 'jump'"),
        ("- {pop: false}", "steps[0].pop: write 'pop' alone"),
        ("- expect: {console: {had: [x]}}", "steps[0].expect.console.had: unknown key 'had'"),
    ])
    func stepErrors(_ step: String, _ fragment: String) throws {
        let error = try #require(parseError(Self.app + "steps:\n  " + step + "\n"))
        #expect(error.description.contains("test.yaml:9: \(fragment)"), "\(error)")
    }
}

struct EmptyValueTests {
    @Test("keys left empty are empty lists and mappings")
    func emptyValues() throws {
        let scenario = try parse("""
            app:
              vars:
              root: VC
            controllers:
              VC:
                buttons:
                on:
                  viewDidAppear:
            steps:
            """)
        #expect(scenario.steps.isEmpty)
        #expect(scenario.model.vars.isEmpty)
        #expect(scenario.model.controller(named: "VC")?.hooks[.viewDidAppear] == [])
        #expect(parseError(minimalApp + "steps:\n  - tap:\n")?.description.contains("steps[0].tap: expected text, found nothing") == true)
    }
}
