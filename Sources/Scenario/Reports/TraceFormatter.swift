// The two trace forms of SCENARIOS.md "Traces": text (NSLog-like) and JSON Lines.

import Foundation
import OrientationEngine

public enum TraceFormatter {
    /// Whether the text trace shows an event: what the app's own logs would show (queries
    /// of keys the file overrides, its hooks, methods, console lines); `all` adds the rest —
    /// default queries, variable changes, player hooks the file does not define, calls iOS ignores.
    public static func isShown(_ event: TraceEvent, all: Bool) -> Bool {
        all || event.overridden
    }

    /// `0.300 -[NavVC supportedInterfaceOrientations]`; one line per event even when
    /// a name or message holds line breaks or bidi controls (escaped, OneLine.swift).
    public static func text(_ event: TraceEvent) -> String {
        String(format: "%.3f ", event.time) + event.line.escapedForOneLine
    }

    /// The text trace, one line per shown event, each ending in a newline.
    public static func text(_ events: [TraceEvent], all: Bool) -> String {
        var out = ""
        for event in events where isShown(event, all: all) {
            out += text(event)
            out += "\n"
        }
        return out
    }

    /// `{"t":0.3,"kind":"query","receiver":"NavVC","selector":"…","value":"portrait","overridden":true}`
    /// Hand-written so the keys keep this order.
    public static func json(_ event: TraceEvent) -> String {
        var out = "{\"t\":\(number(event.time)),\"kind\":\(quoted(event.kind.rawValue))"
        out += ",\"receiver\":\(quoted(event.receiver)),\"selector\":\(quoted(event.selector))"
        out += ",\"value\":\(event.value.map(quoted) ?? "null")"
        out += ",\"overridden\":\(event.overridden ? "true" : "false")}"
        return out
    }

    public static func jsonLines(_ events: [TraceEvent]) -> String {
        var out = ""
        for event in events {
            out += json(event)
            out += "\n"
        }
        return out
    }

    /// Seconds with at most 6 decimals and no float noise (0.30000000000000004 → 0.3).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A JSON string literal (RFC 8259 escapes).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20 || c.value == 0x2028 || c.value == 0x2029:
                out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
