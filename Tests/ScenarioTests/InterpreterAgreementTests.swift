// The two step interpreters share one ledger: a tester who presses Space for every
// action and Y for every question must get the verdict `check` gets, on every bundled
// scenario. And a load validates the model once, however many runs start from it.

import Foundation
import OrientationEngine
import CommandSupport
import Testing

@testable import Scenario

extension Tester {
    /// Space for every action, Y for every question, time passing otherwise, until the
    /// run ends (or `limit` steps).
    mutating func spaceAndYes(seconds: Double = 0.8, limit: Int = 400) {
        var steps = 0
        while let step = run.currentStep, steps < limit {
            steps += 1
            if case .ask = step.kind {
                answer(true)
            } else if step.event != nil {
                space()
            } else {
                pass(seconds)
            }
        }
    }
}

@Suite("One interpreter core")
struct InterpreterAgreementTests {
    @Test("accept with Space and Y agrees with check on every bundled scenario", arguments: BundledScenarioTests.files)
    func acceptAgreesWithCheck(_ name: String) throws {
        let path = BundledScenarioTests.folder.appendingPathComponent(name).path
        let scenario = try ScenarioLoader.load(path: path, options: .probingVideos)
        let headless = try ScenarioRunner(scenario: scenario).run()
        var t = try Tester(scenario: scenario)
        t.spaceAndYes()
        #expect(t.run.isFinished, "the run came to its end by itself")
        let accepted = t.run.report
        #expect(accepted.status == headless.status, "accept \(accepted.status), check \(headless.status)")
        #expect(accepted.failures.map(\.key) == headless.failures.map(\.key))
        #expect(accepted.tally.failed == Set(headless.failures.map(\.step)).count)
        #expect(accepted.unexpectedCrash == headless.unexpectedCrash && accepted.crashStep == headless.crashStep)
        #expect(accepted.held == headless.held)
    }

    @Test("a load validates the model once, options and all; the runs that start from it never again")
    func validatedOnce() throws {
        let path = BundledScenarioTests.folder.appendingPathComponent("acceptance-player.yaml").path
        let count = ValidationCount()
        try ValidationCount.$current.withValue(count) {
            let options = LoadOptions(ios: 13, device: .iphoneHome, prepare: PlayerVideos.probe)
            let scenario = try ScenarioLoader.load(path: path, options: options)
            #expect(count.value == 1)
            #expect(scenario.model.iosVersion == 13 && scenario.model.device == .iphoneHome)
            _ = try ScenarioRunner(scenario: scenario).run()
            var t = try Tester(scenario: scenario)
            t.spaceAndYes()
            #expect(t.run.isFinished)
            #expect(count.value == 1, "neither interpreter validated again")
            let check = ScenarioCommands.check(files: [path], options: options)
            #expect(check.status == .ok)
            #expect(count.value == 2, "check loads the file again: one more validation, not three")
        }
    }

    @Test("an option that makes the file invalid says so")
    func optionMakesInvalid() throws {
        let text = """
            ios: 16
            app: {root: VC}
            controllers:
              VC: {buttons: [{title: Go, do: [{requestGeometry: landscape}]}]}
            """
        #expect(throws: ScenarioError.self) { try ScenarioLoader.parse(text: text, file: "t.yaml", options: LoadOptions(ios: 13)) }
        do {
            _ = try ScenarioLoader.parse(text: text, file: "t.yaml", options: LoadOptions(ios: 13))
        } catch {
            #expect(error.message.hasSuffix("(with the command-line options)"), "\(error)")
        }
        #expect(throws: ScenarioError.self) { try ScenarioLoader.parse(text: text, file: "t.yaml", options: LoadOptions(ios: 4)) }
    }
}
