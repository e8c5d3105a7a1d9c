import Foundation
import Testing
@testable import Scenario

/// "Did you mean" and error lines stay bounded whatever a file holds (a 200,000-character
/// title compared with itself, a stderr line that would quote it whole).
@Suite("Long names: bounded suggestions and error lines")
struct LongInputTests {
    @Test("did-you-mean scores no long name, and at most a bounded number of candidates")
    func boundedSuggestions() {
        let title = String(repeating: "A", count: 200_000)
        #expect(Suggest.compared(title + "B", among: [title]).isEmpty)
        #expect(Suggest.closest(title + "B", among: [title]) == nil)
        let many = (0..<100_000).map { "Screen\($0)" }
        #expect(Suggest.compared("Screen5x", among: many).count <= Suggest.candidatesCompared)
        #expect(Suggest.compared("Q", among: [title, "R"]) == ["R"])
        // Typos are still found.
        #expect(Suggest.closest("Detial", among: ["Home", "Detail", "Player"]) == "Detail")
        #expect(Suggest.closest("Screen42", among: many + ["Screen4"]) == "Screen42")
    }

    @Test("an error quoting a 200,000-character name is one short line, its end kept")
    func cappedErrorLine() throws {
        let title = String(repeating: "W", count: 200_000)
        let error = ScenarioError(file: "test.yaml", line: 7, keyPath: "steps[0].tap",
                                  message: "no button '\(title)' on screen (did you mean 'Go'?)")
        #expect(error.description.count < ScenarioError.longestMessage + 100)
        #expect(error.description.contains("characters left out"))
        #expect(error.description.hasPrefix("test.yaml:7: steps[0].tap: no button 'WWW"))
        #expect(error.description.hasSuffix("WWW' on screen (did you mean 'Go'?)"))
        let unknown = "app: {root: \(title)}\ncontrollers:\n  Home: {}\n"
        let listing = try #require(parseError(unknown)).listing
        #expect(listing.split(separator: "\n").allSatisfy { $0.count < 800 }, "\(listing.count) characters")
    }

    @Test("a loop of 3,000 methods is one error line of bounded length")
    func longCycle() throws {
        var text = "app: {root: Home}\ncontrollers:\n  Home:\n    methods:\n"
        for i in 0..<3_000 { text += "      m\(i): [{call: m\((i + 1) % 3_000)}]\n" }
        let error = try #require(parseError(text))
        #expect(error.message.hasPrefix("method calls itself: m0 → m1"))
        #expect(error.message.hasSuffix("→ m2999 → m0"))
        #expect(error.description.count < 700)
    }
}
