import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Lint

/// The per-site judgement stops at lint's deadline: what is left is unjudged (no verdict,
/// so no finding), never guessed — a project of thousands of controllers ends in its budget.
struct SiteJudgeDeadlineTests {
    static let text = """
        ios: 17
        app: {root: Home}
        controllers:
          Home:
            supported: portrait
            buttons: [{title: Watch, do: [{present: Movie}]}]
          Movie: {supported: landscape}
        """

    @Test("before the deadline every site is judged; past it, none is")
    func deadline() throws {
        let scenario = try ScenarioLoader.parse(text: Self.text, file: "deadline.yaml")
        let sites = [ShowSite(shown: "Movie", by: "Home", way: .present(.pageSheet), location: nil)]
        let combination = [Combination(device: .iphoneHome, ios: 17)]
        let judged = SiteJudge.judge(scenario, sites: sites, combinations: combination, seam: .engine)
        #expect(judged.first { $0.name == "Movie" }?.verdicts.isEmpty == false)
        let cut = SiteJudge.judge(scenario, sites: sites, combinations: combination, seam: .engine,
                                  deadline: Date(timeIntervalSinceNow: -1))
        #expect(cut.allSatisfy { $0.verdicts.isEmpty })
    }
}
