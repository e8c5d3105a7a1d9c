// compare FILE LOG: a real app's log against the engine's trace of its scenario.

import Foundation
import OrientationEngine
import CommandSupport
import Testing
@testable import Scenario

enum CompareFixture {
    static let yaml = """
        name: compare fixture
        device: iphone-home
        ios: 12
        app:
          root: Nav
        controllers:
          Nav:
            kind: nav
            stack: [Home]
            supported: top
            shouldAutorotate: top
          Home:
            supported: portrait
            on: {viewWillAppear: [], viewDidAppear: [], viewWillDisappear: []}
            buttons:
              - {title: Watch, do: [{present: Movie}]}
          Movie:
            presentation: fullScreen
            supported: landscape
            preferred: landscapeRight
            on: {viewWillAppear: [], viewDidAppear: []}
            methods: {logEvent: []}
            buttons:
              - {title: Done, do: [{call: logEvent}, dismiss]}
        steps:
          - tap: Watch
          - rotate: landscapeRight
          - tap: Done

        """

    static let prefix = "2020-08-12 20:15:28.471 rotation[20923:3973796] "

    static func scenario() throws -> ScenarioFile { try ScenarioLoader.parse(text: yaml, file: "fixture.yaml") }

    /// What the app would log, in the engine's order (every repeated query).
    static func engineLines(fromStep: Int? = nil) throws -> [String] {
        let c = try LogComparison.compare(
            scenario(), logText: "-[Home viewWillAppear:]", logName: "log", options: CompareOptions(exact: true, fromStep: fromStep))
        return c.engineCalls.map(\.call.description)
    }

    static func log(_ lines: [String]) -> String { lines.map { prefix + $0 }.joined(separator: "\n") + "\n" }

    static func compare(_ lines: [String], exact: Bool = false, fromStep: Int? = nil) throws -> Comparison {
        try LogComparison.compare(scenario(), logText: log(lines), logName: "app.log",
                                  options: CompareOptions(exact: exact, fromStep: fromStep))
    }
}

struct CompareTests {
    @Test("a log of exactly what the app would log agrees, in both modes (exit 0)")
    func agreeing() throws {
        let lines = try CompareFixture.engineLines()
        #expect(lines.contains("-[Movie logEvent]"))
        #expect(lines.contains("-[Nav supportedInterfaceOrientations]"))
        #expect(!lines.contains("-[Nav viewWillAppear:]"), "no hook on Nav: the app could not log it")
        #expect(!lines.contains { $0.contains("viewWillTransitionToSize") }, "rotation callbacks only when the log has them")
        for exact in [false, true] {
            let c = try CompareFixture.compare(lines, exact: exact)
            #expect(c.agree)
            #expect(CompareReport.text(c).contains("AGREE: all"))
        }
    }

    @Test("an extra call is named with its log line, and a hint when the file lacks the hook")
    func extraCall() throws {
        var lines = try CompareFixture.engineLines()
        let at = try #require(lines.firstIndex(of: "-[Movie viewWillAppear:]"))
        lines.insert("-[Movie viewWillDisappear:]", at: at + 1)
        let c = try CompareFixture.compare(lines)
        #expect(c.divergences.map(\.kind) == [.extra])
        let text = CompareReport.text(c)
        #expect(text.contains("extra in the log, line \(at + 2): -[Movie viewWillDisappear:] (to compare it, give Movie the hook 'on: {viewWillDisappear: []}')"), "\(text)")
        #expect(text.contains("DIFFER: 1 divergence (1 extra in the log)"))
        #expect(text.contains("+-[Movie viewWillDisappear:]"))
    }

    @Test("a missing call is named with the engine's time and step, and the decision then")
    func missingCall() throws {
        var lines = try CompareFixture.engineLines()
        let at = try #require(lines.firstIndex(of: "-[Movie viewDidAppear:]"))
        lines.remove(at: at)
        let c = try CompareFixture.compare(lines)
        #expect(c.divergences.map(\.kind) == [.missing])
        let text = CompareReport.text(c)
        #expect(text.contains("missing from the log: -[Movie viewDidAppear:] (engine 0.350 s, step 1 (Tap “Watch” on the screen))"), "\(text)")
        #expect(text.contains("the engine's decision then: "))
        #expect(text.contains("\n--- engine: fixture.yaml\n+++ log: app.log\n@@ "))
        #expect(text.contains("\n--[Movie viewDidAppear:]\n"))
    }

    @Test("a reordered pair is one divergence naming both calls")
    func reorderedPair() throws {
        var lines = try CompareFixture.engineLines()
        let a = try #require(lines.firstIndex(of: "-[Home viewWillDisappear:]"))
        #expect(lines[a + 1] == "-[Movie viewWillAppear:]")
        lines.swapAt(a, a + 1)
        let c = try CompareFixture.compare(lines)
        #expect(c.divergences.map(\.kind) == [.reordered])
        let text = CompareReport.text(c)
        #expect(text.contains("reordered: the log has -[Movie viewWillAppear:] (line \(a + 1)) before -[Home viewWillDisappear:] (line \(a + 2)); the engine has them the other way"), "\(text)")
    }

    @Test("extra, missing and reordered in one log are each named, in log order")
    func allThree() throws {
        var lines = try CompareFixture.engineLines()
        let swap = try #require(lines.firstIndex(of: "-[Home viewWillDisappear:]"))
        lines.swapAt(swap, swap + 1)
        lines.removeAll { $0 == "-[Movie viewDidAppear:]" }
        lines.insert("-[Home viewDidAppear:]", at: 0)
        let c = try CompareFixture.compare(lines)
        #expect(c.divergences.map(\.kind) == [.extra, .reordered, .missing])
        #expect(CompareReport.text(c).contains("DIFFER: 3 divergences (1 extra in the log, 1 missing from the log, 1 reordered)"))
    }

    @Test("queries between two calls compare as a set: repeats and another order agree; --exact tells them apart")
    func setsAndExact() throws {
        var lines = try CompareFixture.engineLines()
        let query = try #require(lines.firstIndex(of: "-[Movie preferredInterfaceOrientationForPresentation]"))
        lines.insert("-[Movie supportedInterfaceOrientations]", at: query)
        lines.insert("-[Movie supportedInterfaceOrientations]", at: query)
        #expect(try CompareFixture.compare(lines).agree)
        let exact = try CompareFixture.compare(lines, exact: true)
        #expect(!exact.agree)
        #expect(exact.divergences.allSatisfy { $0.call == Call("Movie", "supportedInterfaceOrientations") })
    }

    @Test("noise lines, other classes, blocks, CRLF and another app's lines change nothing")
    func noise() throws {
        var text = ""
        for (index, line) in try CompareFixture.engineLines().enumerated() {
            text += CompareFixture.prefix + line + "\r\n"
            if index % 3 == 0 {
                text += "2020-08-12 20:15:28.500 rotation[20923:3973801] Feed: loaded 24 items\r\n"
                text += "garbage \u{1} line with -[ and ] in it\r\n\r\n"
                text += "2020-08-12 20:15:28.501 SpringBoard[57:1234] -[Home viewWillAppear:]\r\n"
                text += CompareFixture.prefix + "-[SomeOtherVC viewWillAppear:]\r\n"
                text += CompareFixture.prefix + "__39-[Home viewDidAppear:]_block_invoke\r\n"
                text += CompareFixture.prefix + "-[Home viewDidLoad]\r\n"
            }
        }
        let c = try LogComparison.compare(CompareFixture.scenario(), logText: text, logName: "noisy.log", options: CompareOptions())
        #expect(c.agree)
        let report = CompareReport.text(c)
        #expect(report.contains("lines of other processes left out (SpringBoard)"), "\(report)")
        #expect(report.contains("not modelled, left out: -[Home viewDidLoad]"))
    }

    @Test("rotation callbacks count when the log shows the app logging them")
    func rotationCallbacks() throws {
        var lines = try CompareFixture.engineLines()
        let c0 = try CompareFixture.compare(lines + ["-[Movie viewWillTransitionToSize:withTransitionCoordinator:]"])
        #expect(c0.engineCalls.contains { $0.call.selector == "viewWillTransitionToSize:withTransitionCoordinator:" })
        let turned = c0.engineCalls.first { $0.call.selector == "viewWillTransitionToSize:withTransitionCoordinator:" }
        let index = try #require(c0.engineCalls.firstIndex { $0 == turned })
        lines.insert(turned!.call.description, at: lines.count - (c0.engineCalls.count - 1 - index))
        #expect(try CompareFixture.compare(lines).agree)
    }

    @Test("--from-step compares a log captured around one step")
    func fromStep() throws {
        let tail = try CompareFixture.engineLines(fromStep: 3)
        #expect(tail.first == "-[Movie logEvent]")
        #expect(try CompareFixture.compare(tail, fromStep: 3).agree)
        let whole = try CompareFixture.compare(tail)
        #expect(!whole.agree)
        #expect(whole.divergences.first?.kind == .missing)
    }

    @Test("--json is one object with the verdict, each divergence and the diff")
    func json() throws {
        var lines = try CompareFixture.engineLines()
        lines.removeAll { $0 == "-[Movie logEvent]" }
        let c = try CompareFixture.compare(lines)
        let text = CompareReport.json(c)
        #expect(text.hasSuffix("}\n"))
        #expect(text.filter { $0 == "\n" }.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["agree"] as? Bool == false)
        let divergences = try #require(object["divergences"] as? [[String: Any]])
        #expect(divergences.first?["kind"] as? String == "missing")
        #expect(divergences.first?["call"] as? String == "-[Movie logEvent]")
        #expect(divergences.first?["step"] as? Int == 3)
        #expect((object["diff"] as? [String])?.contains("--[Movie logEvent]") == true)
        #expect((object["decision"] as? [String: Any])?["summary"] is String)
    }
}

struct CompareCommandTests {
    func files(log: String) throws -> (String, String) {
        let folder = try TestFiles.folder()
        let yaml = folder.appendingPathComponent("app.yaml")
        try CompareFixture.yaml.write(to: yaml, atomically: true, encoding: .utf8)
        let logFile = folder.appendingPathComponent("app.log")
        try log.write(to: logFile, atomically: true, encoding: .utf8)
        return (yaml.path, logFile.path)
    }

    @Test("exit 0 when they agree, 1 when they differ, results on stdout")
    func statuses() throws {
        let lines = try CompareFixture.engineLines()
        let (yaml, log) = try files(log: CompareFixture.log(lines))
        let agree = LogComparison.run(file: yaml, log: log, options: CompareOptions())
        #expect(agree.status == .ok && agree.stderr.isEmpty && agree.stdout.contains("AGREE"))
        let (yaml2, log2) = try files(log: CompareFixture.log(Array(lines.dropLast())))
        let differ = LogComparison.run(file: yaml2, log: log2, options: CompareOptions(json: true))
        #expect(differ.status == .expectationFailed && differ.stdout.hasPrefix("{\"agree\":false"))
    }

    @Test("bad input is exit 2 with one line on stderr: missing log, no calls, a folder, a bad step, a bad file")
    func badInput() throws {
        let (yaml, log) = try files(log: CompareFixture.log(try CompareFixture.engineLines()))
        let folder = URL(fileURLWithPath: yaml).deletingLastPathComponent().path
        let (_, empty) = try files(log: "nothing\nat all -[Unknown foo]\n")
        let cases: [(String, String, CompareOptions, String)] = [
            (yaml, folder + "/missing\n.log", CompareOptions(), "missing\\n.log: no such file"),
            (yaml, folder, CompareOptions(), "is a folder, not a log"),
            (yaml, empty, CompareOptions(), "no -[Class selector] lines of the scenario's classes (AppDelegate, Home, Movie, Nav)"),
            (yaml, log, CompareOptions(fromStep: 0), "--from-step 0: "),
            (yaml, log, CompareOptions(fromStep: 4), "has 3 steps"),
            (folder + "/none.yaml", log, CompareOptions(), "none.yaml: no such file"),
        ]
        for (file, logPath, options, needle) in cases {
            let result = LogComparison.run(file: file, log: logPath, options: options)
            #expect(result.status == .invalidFile)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasSuffix("\n") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains(needle), "\(result.stderr)")
        }
    }

    @Test("the sample app agrees with its sample log (README, docs/compare.md); --exact names the repeated queries")
    func sample() throws {
        let root = BundledScenarioTests.folder.deletingLastPathComponent().appendingPathComponent("apps")
        let yaml = root.appendingPathComponent("player.yaml").path, log = root.appendingPathComponent("player.log").path
        let result = LogComparison.run(file: yaml, log: log, options: CompareOptions(), loading: .probingVideos)
        #expect(result.status == .ok, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("AGREE: all 12 items, 8 calls in order and 4 queries in 3 sets"))
        let exact = LogComparison.run(file: yaml, log: log, options: CompareOptions(exact: true))
        #expect(exact.status == .expectationFailed)
        #expect(exact.stdout.contains("DIFFER: 2 divergences (2 extra in the log)"))
        #expect(ScenarioCommands.check(files: [yaml]).status == .ok)
    }

    @Test("docs/compare.md's variant: guessing that MainNav forwards to its top screen, the log proves otherwise")
    func sampleVariant() throws {
        let root = BundledScenarioTests.folder.deletingLastPathComponent().appendingPathComponent("apps")
        let text = try String(contentsOf: root.appendingPathComponent("player.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "    stack: [FeedVC]\n", with: "    stack: [FeedVC]\n    supported: top\n")
        let folder = try TestFiles.folder()
        try FileManager.default.copyItem(at: root.appendingPathComponent("Info.plist"), to: folder.appendingPathComponent("Info.plist"))
        let yaml = folder.appendingPathComponent("player.yaml").path
        try text.write(toFile: yaml, atomically: true, encoding: .utf8)
        let result = LogComparison.run(file: yaml, log: root.appendingPathComponent("player.log").path, options: CompareOptions())
        #expect(result.status == .expectationFailed)
        #expect(result.stdout.contains("DIFFER: 8 divergences (8 missing from the log)"))
        #expect(result.stdout.contains("first divergence: missing from the log: -[MainNav supportedInterfaceOrientations] (engine 0.000 s, launch)"))
        let run = ScenarioCommands.check(files: [yaml])
        let (status, output) = (run.status, run.stdout + run.stderr)
        #expect(status == .expectationFailed)
        #expect(output.contains("interface: expected landscapeLeft, actual portrait"))
    }

    @Test("compare sees the trace `trace` prints: every -[…] line of trace --all, in order, for every bundled scenario",
          arguments: BundledScenarioTests.files)
    func sameTraceAsTrace(_ name: String) throws {
        let path = BundledScenarioTests.folder.appendingPathComponent(name).path
        let scenario = try ScenarioLoader.load(path: path, options: .probingVideos)
        let run = try EngineRun.replay(scenario)
        let traced = ScenarioCommands.trace(file: path, all: true, json: true, options: .probingVideos).stdout
            .split(separator: "\n").compactMap { line -> String? in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let kind = object["kind"] as? String, ["query", "callback", "lifecycle", "method"].contains(kind)
                else { return nil }
                return "-[\(object["receiver"] as? String ?? "") \(object["selector"] as? String ?? "")]"
            }
        // The error-101 line (R20b) is the app's console line, not a -[…] event of the trace.
        #expect(run.calls.filter { $0.call != Call.geometryError }.map(\.call.description) == traced)
        for call in run.calls {
            if call.isQuery { #expect(EngineRun.querySelectors.contains(call.call.selector), "\(call.call)") }
            #expect(run.models(call.call) || call.call.receiver == scenario.model.delegate, "\(call.call)")
        }
    }
}

/// The trace's new lines as a real app's log shows them.
struct CompareThirdPassTests {
    static let geometryYAML = """
        ios: 16
        app:
          root: Home
        controllers:
          Home:
            supported: portrait
            buttons:
              - {title: Landscape, do: [{requestGeometry: landscapeRight}]}
        steps:
          - tap: Landscape

        """

    @Test("R20b the app's own error-101 line is compared in order, whatever its handler prints before it")
    func geometryErrorLine() throws {
        let scenario = try ScenarioLoader.parse(text: Self.geometryYAML, file: "geometry.yaml")
        let handler = "Home.swift:42 geometry failed: Error Domain=UISceneErrorDomain Code=101 \"None of the requested "
            + "orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait\""
        let agreeing = try LogComparison.compare(
            scenario, logText: CompareFixture.log(["-[Home supportedInterfaceOrientations]", handler]), logName: "app.log",
            options: CompareOptions())
        #expect(agreeing.engineCalls.map(\.call).contains(Call.geometryError))
        #expect(agreeing.agree, "\(CompareReport.text(agreeing))")
        let silent = try LogComparison.compare(
            scenario, logText: CompareFixture.log(["-[Home supportedInterfaceOrientations]"]), logName: "app.log",
            options: CompareOptions())
        #expect(silent.divergences.map(\.kind) == [.missing])
        #expect(CompareReport.text(silent).contains("requestGeometryUpdate:errorHandler: error 101"))
    }

    @Test("R22c a presenter that logs its size transitions: on presentation, while hidden and on dismissal")
    func presenterSizeTransition() throws {
        let probe = try LogComparison.compare(
            CompareFixture.scenario(), logText: CompareFixture.log(["-[Home viewWillTransitionToSize:withTransitionCoordinator:]"]),
            logName: "app.log", options: CompareOptions(exact: true))
        let lines = probe.engineCalls.map(\.call.description)
        #expect(lines.filter { $0 == "-[Home viewWillTransitionToSize:withTransitionCoordinator:]" }.count == 3,
                "present, rotate under Movie, dismiss: \(lines)")
        let agreeing = try CompareFixture.compare(lines)
        #expect(agreeing.agree, "\(CompareReport.text(agreeing))")
        let old = try CompareFixture.compare(lines.filter { !$0.contains("viewWillTransitionToSize") } + [
            "-[Home viewWillTransitionToSize:withTransitionCoordinator:]"])
        #expect(!old.agree, "a log without the hidden presenter's calls differs")
    }
}
