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

/// Combinations are judged in parallel: the verdicts are those of each combination judged
/// alone, joined in the combinations' order.
struct SiteJudgeParallelTests {
    @Test("judging combinations together gives each one's verdicts alone, in the combinations' order")
    func sameAsOneByOne() throws {
        let scenario = try ScenarioLoader.parse(text: SiteJudgeDeadlineTests.text, file: "parallel.yaml")
        let sites = [ShowSite(shown: "Movie", by: "Home", way: .present(.pageSheet), location: nil),
                     ShowSite(shown: "Movie", by: "Home", way: .present(.fullScreen), location: nil),
                     ShowSite(shown: "Home", by: nil, way: .windowRoot(window: nil), location: nil)]
        let combinations = [Combination(device: .iphoneHome, ios: 12), Combination(device: .iphoneHome, ios: 17),
                            Combination(device: .iphoneFaceID, ios: 17), Combination(device: .ipad, ios: 17)]
        let together = SiteJudge.judge(scenario, sites: sites, combinations: combinations, seam: .engine)
        var alone: [String: [SiteVerdict]] = [:]
        for combination in combinations {
            for verdict in SiteJudge.judge(scenario, sites: sites, combinations: [combination], seam: .engine) {
                alone[verdict.name, default: []] += verdict.verdicts
            }
        }
        #expect(Set(together.map(\.name)) == ["Home", "Movie"])
        for verdict in together {
            #expect(!verdict.verdicts.isEmpty)
            #expect(verdict.verdicts.map(\.combination) == alone[verdict.name]?.map(\.combination))
            #expect(verdict.verdicts.map(\.consultation) == alone[verdict.name]?.map(\.consultation))
            #expect(verdict.verdicts.map(\.site) == alone[verdict.name]?.map(\.site))
        }
    }
}
