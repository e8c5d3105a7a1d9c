// The output forms: compiler-style lines editors and CI read, JSON, SARIF 2.1.0 (against
// the schema's required structure), and report.md's rotation map.

import Foundation
import Lint
import OrientationEngine
import Scenario
import Testing

struct OutputTests {
    @Test("text: path:line:col: severity: sentence [rule], then where it happens and the path")
    func text() throws {
        let result = try Fixture.lint("sheet.yaml", devices: [.iphoneFaceID])
        let lines = LintText.render([result]).split(separator: "\n").map(String.init)
        // The summary first: the screens that can show landscape, then how much was reached.
        #expect(lines.first?.hasSuffix("sheet.yaml: no screen can show landscape on iphone-faceid") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasSuffix("sheet.yaml: reached 2 of 2 controllers from the root") == true)
        let first = try #require(lines.dropFirst(2).first)
        let pattern = #"^/.*/sheet\.yaml:[0-9]+:[0-9]+: warning: .+ \[R15a\]$"#
        #expect(first.range(of: pattern, options: .regularExpression) != nil, "\(first)")
        #expect(lines.contains("    happens on iOS 13–27 on iphone-faceid"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("    shown by: launch held portrait → tap “Watch”") })
        #expect(lines.last?.contains("1 finding (1 warning); reached 2 of 2 controllers from the root;") == true)
    }

    @Test("JSON: each finding with rule, severity, location, path and combinations")
    func json() throws {
        let result = try Fixture.lint("pop.yaml", devices: [.iphoneFaceID], ios: [17])
        let data = Data(LintJSON.render([result]).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let file = try #require((root["files"] as? [[String: Any]])?.first)
        let finding = try #require((file["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "R18")
        #expect(finding["severity"] as? String == "warning")
        #expect((finding["location"] as? [String: Any])?["line"] as? Int == 13)
        #expect(finding["path"] as? [String] == [
            "launch held portrait", "tap “Show detail”", "turn landscapeLeft", "tap “Back”",
        ])
        #expect((finding["happensOn"] as? [[String: Any]])?.first?["ios"] as? Int == 17)
        #expect(file["states"] as? Int == result.states)
    }

    @Test("SARIF: valid against SARIF 2.1.0's required structure, a result per finding")
    func sarif() throws {
        let schema = try SchemaCheck(schemaAt: Fixture.path("sarif/sarif-2.1.0-subset.schema.json"))
        let results = try ["crash-present.yaml", "sheet.yaml", "kvc.yaml"].map { try Fixture.lint($0) }
        let text = LintSARIF.render(results)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(schema.errors(log, schema.root) == [])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let sarifResults = try #require(run["results"] as? [[String: Any]])
        #expect(sarifResults.count == results.reduce(0) { $0 + $1.findings.count } && sarifResults.count >= 3)
        #expect(Set(sarifResults.compactMap { $0["level"] as? String }) == ["error", "warning"])
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        for result in sarifResults {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules?[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test("the SARIF check can fail: a result without a message, a wrong level, a line 0")
    func sarifCheckFails() throws {
        let schema = try SchemaCheck(schemaAt: Fixture.path("sarif/sarif-2.1.0-subset.schema.json"))
        let broken: [String: Any] = [
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "x"]], "results": [
                ["ruleId": "R1", "level": "fatal", "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": "a.yaml"], "region": ["startLine": 0]]]]],
            ]]],
        ]
        let errors = schema.errors(broken, schema.root)
        #expect(errors.contains { $0.contains("missing required 'message'") })
        #expect(errors.contains { $0.contains("is not one of") })
        #expect(errors.contains { $0.contains("below 1") })
    }

    @Test("report.md: the rotation map shows each screen's orientations per device and iOS")
    func rotationMap() throws {
        let result = try Fixture.lint("sheet.yaml", devices: [.iphoneHome], ios: [12, 13])
        let report = LintMarkdown.render(result)
        #expect(report.contains("| screen | iphone-home iOS 12 | iphone-home iOS 13 |"), "\(report)")
        // Below 13 the full-screen modal turns to landscape; from 13 the sheet stays portrait.
        // From 13 the sheet shows portrait, outside its own landscape: marked, linked to the finding.
        #expect(report.contains("| Movie | L R | [P!](#finding-1) |"), "\(report)")
        #expect(report.contains("<a id=\"finding-1\"></a>**warning [R15a]**"))
        #expect(report.contains("- reached 2 of 2 controllers from the root"))
        #expect(report.contains("| Home | P | P |"))
        #expect(report.contains("[R15a]"))
    }
}

struct HostileTextTests {
    @Test("names and titles from the file cannot break a line or reorder it: escaped in text, cells in Markdown")
    func escaped() throws {
        let yaml = """
            device: iphone-faceid
            ios: 13
            app: {root: "Home\\u202E"}
            controllers:
              "Home\\u202E":
                supported: portrait
                buttons:
                  - {title: "Watch\\nok  all.yaml", do: [{present: "Mo|vie\\n"}]}
              "Mo|vie\\n":
                supported: landscape

            """
        let scenario = try ScenarioLoader.parse(text: yaml, file: "evil.yaml")
        let result = Lint.run(scenario, text: yaml, options: LintOptions(devices: [.iphoneFaceID], versions: [13]))
        #expect(result.findings.contains { $0.rule == "R15a" })
        for line in LintText.render([result]).split(separator: "\n") {
            #expect(!line.unicodeScalars.contains { $0.value == 0x202E }, "\(line)")
            #expect(!line.hasPrefix("ok"))
        }
        #expect(LintText.render([result]).contains("tap “Watch\\nok  all.yaml”"))
        let report = LintMarkdown.render(result)
        #expect(!report.unicodeScalars.contains { $0.value == 0x202E })
        #expect(report.contains("Mo\\|vie\\n"))
    }
}
