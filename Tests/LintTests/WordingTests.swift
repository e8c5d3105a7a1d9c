// How a crash's moment is worded, from the engine's trigger.

import Testing
@testable import Lint

struct WordingTests {
    @Test("R17: the crash's moment, as the engine names the evaluation that raised it")
    func crashMoment() {
        #expect(Detectors.context("launch") == "at launch")
        #expect(Detectors.context("present Game") == "when Game is presented")
        #expect(Detectors.context("dismiss Game") == "when Game is dismissed")
        #expect(Detectors.context("device landscapeLeft") == "on device landscapeLeft")
    }
}
