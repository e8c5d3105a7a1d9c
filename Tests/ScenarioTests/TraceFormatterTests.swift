// The text and JSON Lines trace forms.

import Foundation
import OrientationEngine
import Testing
@testable import Scenario

struct TraceFormatterTests {
    static let query = TraceEvent(
        time: 0.30000000000000004, kind: .query, receiver: "NavVC", selector: "supportedInterfaceOrientations",
        value: "portrait", overridden: true)
    static let defaultQuery = TraceEvent(
        time: 1, kind: .query, receiver: "VC", selector: "shouldAutorotate", value: "true", overridden: false)
    static let console = TraceEvent(
        time: 0.4, kind: .console, selector: "[Orientation] BUG IN CLIENT OF UIKIT: \"quoted\"\\ \n\u{1}")

    @Test("text lines: time with 3 decimals, then the line")
    func text() {
        #expect(TraceFormatter.text(Self.query) == "0.300 -[NavVC supportedInterfaceOrientations]")
        #expect(TraceFormatter.text(Self.console).hasPrefix("0.400 [Orientation] BUG IN CLIENT"))
    }

    @Test("text trace: default queries only with --all")
    func filtering() {
        let events = [Self.query, Self.defaultQuery, Self.console]
        let plain = TraceFormatter.text(events, all: false).split(separator: "\n")
        #expect(plain.count == 2)
        #expect(!plain.joined().contains("shouldAutorotate"))
        let all = TraceFormatter.text(events, all: true).split(separator: "\n")
        #expect(all.count == 3 && all[1] == "1.000 -[VC shouldAutorotate]")
    }

    @Test("JSON Lines: keys in order, escapes, null value, every event")
    func json() throws {
        #expect(TraceFormatter.json(Self.query)
            == #"{"t":0.3,"kind":"query","receiver":"NavVC","selector":"supportedInterfaceOrientations","value":"portrait","overridden":true}"#)
        let line = TraceFormatter.json(Self.console)
        #expect(line.contains(#""value":null"#) && line.contains(#""receiver":"""#))
        // A real JSON parser reads it back.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["selector"] as? String == Self.console.selector)
        #expect(object["overridden"] as? Bool == true)
        let lines = TraceFormatter.jsonLines([Self.query, Self.defaultQuery, Self.console])
        #expect(lines.split(separator: "\n").count == 3)
    }

    @Test("numbers: no float noise, no trailing zeros")
    func numbers() {
        #expect(TraceFormatter.number(0) == "0")
        #expect(TraceFormatter.number(0.6000000000000001) == "0.6")
        #expect(TraceFormatter.number(12.3456789) == "12.345679")
    }
}
