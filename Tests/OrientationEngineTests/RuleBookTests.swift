import Foundation
import Testing
@testable import OrientationEngine

/// docs/rules.md stays the project's reference to every rule id it cites.
@Suite("The rule book")
struct RuleBookTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift source file of the project.
    static func sources() throws -> [String] {
        let root = repo.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    @Test("every rule id the sources cite in parentheses is in the rule book")
    func everyCitedIDDocumented() throws {
        let pattern = try NSRegularExpression(pattern: #"\(((?:R\d+[a-e]?|P\d)(?:, (?:R\d+[a-e]?|P\d))*)\)"#)
        var cited = Set<String>()
        for text in try Self.sources() {
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                guard let group = Range(match.range(at: 1), in: text) else { continue }
                for id in text[group].split(separator: ",") { cited.insert(id.trimmingCharacters(in: .whitespaces)) }
            }
        }
        #expect(cited.count > 20)
        let missing = cited.filter { RuleBook.rule($0) == nil }.sorted()
        #expect(missing.isEmpty, "cited but not documented: \(missing)")
    }

    @Test("docs/rules.md is the rule book's Markdown (regenerate: rotation-sandbox rules > docs/rules.md)")
    func docsMatch() throws {
        let file = try String(contentsOf: Self.repo.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(file == RuleBook.markdown)
    }

    @Test("every example names a bundled scenario")
    func examplesExist() {
        for rule in RuleBook.rules {
            guard let example = rule.example else { continue }
            let path = Self.repo.appendingPathComponent("Assets/scenarios/\(example)").path
            #expect(FileManager.default.fileExists(atPath: path), "\(rule.id): \(example)")
        }
    }

    @Test("R11 R25 R15a cited ids are read out of a decision's sentence in order")
    func citedInText() {
        #expect(RuleBook.cited(in: "portrait not evaluated: system orientation lock is on (R11, R25)") == ["R11", "R25"])
        #expect(RuleBook.cited(in: "Movie presented as pageSheet: Home still decides (R15a); see R9") == ["R15a", "R9"])
        #expect(RuleBook.cited(in: "RAM R2D2 P7x") == [])
    }
}
