// junit.xml's writer against a real XML parser (FoundationXML, libxml2): what a user's
// file puts in a name or a message comes back unchanged, less what XML cannot hold.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@testable import Scenario

@Suite("XMLText: junit.xml's writer")
struct XMLTextTests {
    @Test("Attribute values and text come back through a parser as written; characters XML 1.0 forbids are dropped")
    func roundTrip() throws {
        let hostile = [
            "plain", "", " leading and trailing ", "<tag attr=\"x\">&amp;</tag>", "it's \"quoted\"",
            "tab\there, line\nbreak, return\rhere, both\r\n", "é — 🙂 中文", "]]> <!-- -->",
            "bell\u{07} escape\u{1B} nul\u{00} end", "not characters: \u{FFFE}\u{FFFF}.",
        ]
        for value in hostile {
            var root = XMLTextElement("root")
            root.set("value", value)
            var child = XMLTextElement("child", text: value)
            child.set("n", "1")
            root.children = [child, XMLTextElement("empty")]
            let document = try XMLDocument(xmlString: root.document(), options: [])
            let parsed = try #require(document.rootElement())
            let allowed = String(String.UnicodeScalarView(value.unicodeScalars.filter {
                $0.value >= 0x20 ? $0.value != 0xFFFE && $0.value != 0xFFFF : "\t\n\r".unicodeScalars.contains($0)
            }))
            #expect(parsed.attribute(forName: "value")?.stringValue == allowed, "attribute of \(value.debugDescription)")
            let text = parsed.elements(forName: "child").first?.stringValue
            #expect(text == allowed, "text of \(value.debugDescription)")
            #expect(parsed.elements(forName: "empty").count == 1)
        }
    }

    @Test("The layout is libxml2's pretty print: two-space indent, empty elements closed, text on its line")
    func layout() {
        var root = XMLTextElement("testsuites")
        root.set("name", "a & b")
        var suite = XMLTextElement("testsuite")
        var properties = XMLTextElement("properties")
        var property = XMLTextElement("property")
        property.set("name", "file")
        properties.children = [property]
        var failing = XMLTextElement("testcase")
        var failure = XMLTextElement("failure", text: "line 3: <expected>\nline 4")
        failure.set("message", "x\ny")
        failing.children = [failure]
        suite.children = [properties, XMLTextElement("testcase"), failing]
        root.children = [suite]
        #expect(root.document() == """
            <?xml version="1.0" encoding="utf-8" standalone="no"?>
            <testsuites name="a &amp; b">
              <testsuite>
                <properties>
                  <property name="file"/>
                </properties>
                <testcase/>
                <testcase>
                  <failure message="x&#10;y">line 3: &lt;expected&gt;
            line 4</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }
}
