// The scanned app → scenario text. Every value that came from the project carries its
// source as a trailing comment, `# <path>:<line>` (path relative to the scanned folder),
// on the line of its key: the contract `lint` reads. The header names the folder
// (`# scanned: /abs/path`) and lists what was not resolved.

import Foundation
import Scenario
import OrientationEngine

struct ScenarioWriter {
    private(set) var text = ""
    /// `Controller.supported`, `app.root`… → where it came from.
    private(set) var sources: [String: SourceLocation] = [:]
    private var line = 0

    private mutating func put(_ s: String, key: String? = nil, _ sourced: SourceLocation? = nil, note: String? = nil) {
        // Straight onto the text: a line built first and then appended was two copies.
        text += s
        if let sourced {
            text += "   # "
            text += sourced.path
            text += ":"
            text += String(sourced.line)
            if let key { sources[key] = sourced }
        }
        if let note {
            text += sourced == nil ? "   # " : " ("
            text += note.messageText
            if sourced != nil { text += ")" }
        }
        text += "\n"
        line += 1
    }

    static func write(_ app: ScannedApp) -> (text: String, sources: [String: SourceLocation]) {
        var w = ScenarioWriter()
        w.sources.reserveCapacity(8 + 4 * app.controllers.count)
        // About four lines of ~50 bytes a controller: the text grows without copying itself.
        w.text.reserveCapacity(4096 + 256 * app.controllers.count + 128 * app.unresolved.count)
        w.header(app)
        w.put("name: \(yamlText(app.name))")
        w.put("device: \(app.device.rawValue)")
        w.put("ios: \(app.ios)")
        w.put("app:")
        if let plist = app.plist { w.put("  plist: \(plist.yaml)", key: "app.plist", plist.location, note: plist.note) }
        else if let note = app.plistNote { w.put("  # \(note.messageText)") }
        if let full = app.requiresFullScreen { w.put("  requiresFullScreen: \(full.yaml)", key: "app.requiresFullScreen", full.location) }
        if let window = app.window { w.put("  window: \(window.yaml)", key: "app.window", window.location, note: window.note) }
        if !app.appVars.isEmpty { w.put("  vars: {\(app.appVars.map { "\($0.name): \($0.value)" }.joined(separator: ", "))}") }
        if let root = app.root { w.put("  root: \(yamlText(root.yaml))", key: "app.root", root.location, note: root.note) }
        w.put("controllers:")
        for c in app.controllers { w.controller(c) }
        return (w.text, w.sources)
    }

    private mutating func header(_ app: ScannedApp) {
        put("# \(app.name.messageText): scanned from its sources by `rotation-sandbox scan`; each value says where it came from.")
        put("# scanned: \(app.folder.messageText)")
        if let target = app.target { put("# target: \(target.messageText)") }
        put("# read: \(app.counts.swift) Swift, \(app.counts.objc) Objective-C, \(app.counts.storyboards) storyboard/XIB files; \(app.controllers.count) controllers")
        put("# Runtime state is a variable (set it with `vars` or a button), never a guess.")
        if app.unresolved.isEmpty {
            put("# not resolved: nothing")
        } else {
            put("# not resolved (\(app.unresolved.count)):")
            for u in app.unresolved.sorted(by: { $0.location < $1.location }) {
                put("#   \(u.description.messageText)")
            }
        }
    }

    private mutating func controller(_ c: ScannedController) {
        let key = Self.yamlText(c.name)
        put("  \(key):", key: c.name, c.location, note: c.note)
        if c.kind != .vc { put("    kind: \(c.kind.rawValue)") }
        if !c.stack.isEmpty { put("    stack: [\(c.stack.map(Self.yamlText).joined(separator: ", "))]") }
        if !c.tabs.isEmpty { put("    tabs: [\(c.tabs.map(Self.yamlText).joined(separator: ", "))]") }
        for question in Question.allCases {
            guard let a = c.answers[question] else { continue }
            put("    \(question.rawValue): \(a.yaml)", key: "\(c.name).\(question.rawValue)", a.location, note: a.note)
        }
        if let p = c.presentation { put("    presentation: \(p.yaml)", key: "\(c.name).presentation", p.location, note: p.note) }
        if !c.vars.isEmpty { put("    vars: {\(c.vars.map { "\($0.name): \($0.value)" }.joined(separator: ", "))}") }
        if !c.hooks.isEmpty {
            put("    on:")
            for h in c.hooks {
                put("      \(h.hook): [\(h.actions.joined(separator: ", "))]", key: "\(c.name).on.\(h.hook)", h.location)
            }
        }
        if !c.buttons.isEmpty {
            put("    buttons:")
            for (i, b) in c.buttons.enumerated() {
                put("      - {title: \(Self.yamlText(b.title)), do: [\(b.actions.joined(separator: ", "))]}",
                    key: "\(c.name).buttons[\(i)]", b.location)
            }
        }
    }

    /// `Double(text) != nil`, asked only of text that can start a number: a letter other
    /// than those of `inf` and `nan` cannot (every controller's name starts with one).
    static func mayBeNumber(_ text: String) -> Bool {
        if let first = text.utf8.first, (first >= 65 && first <= 90) || (first >= 97 && first <= 122),
           !"iInN".utf8.contains(first) {
            return false
        }
        return Double(text) != nil
    }

    /// Plain when it is safe in flow and block context, else a double-quoted string.
    static func yamlText(_ text: String) -> String {
        // In ASCII, only A-Z and a-z are alphabetic and only 0-9 have a numeric type.
        let plain = !text.isEmpty && text.utf8.allSatisfy {
            ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || "._-() ".utf8.contains($0)
        } && text.first != " " && text.last != " " && !Self.mayBeNumber(text) && text.first != "-"
            && !(text.utf8.count <= 5 && ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"].contains(text.lowercased()))
        if plain { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 || scalar.properties.generalCategory == .format || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    /// `escapedForMessage`, which reads every scalar's Unicode category; printable ASCII
    /// (nearly every line written) has nothing to escape.
    var messageText: String {
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        // `escapedForMessage` maps each scalar on its own: only the others need it.
        var out = ""
        for scalar in unicodeScalars {
            if scalar.value >= 0x20 && scalar.value < 0x7F { out.unicodeScalars.append(scalar) } else { out += String(scalar).escapedForMessage }
        }
        return out
    }
}
