// The C preprocessor's conditionals: `#ifdef X`, `#ifndef`, `#if`, `#elif`, `#else`,
// `#endif` — in Objective-C sources (`#if TARGET_OS_TV` arms are not the iPhone app's) and
// in Xcode's Info.plist preprocessing (`INFOPLIST_PREPROCESS = YES`) between the keys.
// Evaluated with the target's definitions when they are known; otherwise every branch is
// kept (the caller says so), which is what a reader can honestly do without the settings.

import Foundation

enum CPreprocessor {
    struct Result {
        var text: String
        /// A condition that could not be decided: every branch was kept.
        var keptBoth: [(line: Int, condition: String)] = []
    }

    /// Whether `text` has directive lines at all (a byte search before any work).
    static func isPreprocessed(_ text: String) -> Bool {
        guard text.utf8.contains(35) else { return false }  // "#"
        return text.split(separator: "\n", omittingEmptySubsequences: false).contains { line in
            let t = line.drop { $0 == " " || $0 == "\t" }
            return t.hasPrefix("#if") || t.hasPrefix("#endif") || t.hasPrefix("#else") || t.hasPrefix("#elif")
                || t.hasPrefix("#include") || t.hasPrefix("#define") || t.hasPrefix("#undef")
        }
    }

    /// Whether any line of `text` is a directive (`#import`, `#pragma` and the rest).
    static func hasDirectiveLine(_ text: String) -> Bool {
        guard text.utf8.contains(35) else { return false }  // "#"
        return text.split(separator: "\n", omittingEmptySubsequences: false).contains { line in
            line.drop { $0 == " " || $0 == "\t" }.first == "#"
        }
    }

    /// `definitions`: the macros defined (`DEBUG` → "1"); nil when they are not known.
    static func evaluate(_ text: String, definitions: [String: String]?) -> Result {
        var defined = definitions ?? [:]
        var out: [Substring] = []
        var result = Result(text: "")
        // Per open #if: is this branch taken (nil: undecided, kept), was one taken already.
        var frames: [(taking: Bool?, taken: Bool?, outer: Bool)] = []
        func active() -> Bool { frames.last.map { $0.outer && $0.taking != false } ?? true }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            // Lines left out stay as empty lines: each key keeps its line number.
            guard line.hasPrefix("#") else {
                out.append(active() ? raw : "")
                continue
            }
            out.append("")
            let words = line.dropFirst().split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
            let directive = words.first.map(String.init) ?? ""
            let argument = words.count > 1 ? words[1].trimmedSpaces : ""
            func decide(_ value: Bool?) -> Bool? {
                if value == nil { result.keptBoth.append((index + 1, "#\(directive) \(argument)")) }
                return value
            }
            switch directive {
            case "ifdef", "ifndef", "if":
                let value: Bool?
                switch directive {
                case "ifdef": value = definitions == nil ? nil : defined[argument] != nil
                case "ifndef": value = definitions == nil ? nil : defined[argument] == nil
                default: value = definitions == nil ? nil : condition(argument, defined)
                }
                frames.append((decide(value), value, active()))
            case "elif":
                guard var frame = frames.popLast() else { continue }
                if frame.taken == true {
                    frame.taking = false
                } else if frame.taken == false {
                    let value = definitions == nil ? nil : condition(argument, defined)
                    frame.taking = decide(value)
                    frame.taken = value
                } else {
                    frame.taking = decide(nil)
                }
                frames.append(frame)
            case "else":
                guard var frame = frames.popLast() else { continue }
                frame.taking = frame.taken.map { !$0 }
                frames.append(frame)
            case "endif":
                _ = frames.popLast()
            case "define":
                if active() {
                    let parts = argument.split(separator: " ", maxSplits: 1)
                    if let name = parts.first { defined[String(name)] = parts.count > 1 ? String(parts[1]) : "1" }
                }
            case "undef":
                if active() { defined[argument] = nil }
            default:
                // `#include` and anything else: a line the plist never holds.
                break
            }
        }
        result.text = out.joined(separator: "\n")
        return result
    }

    /// `X`, `!X`, `defined(X)`, `!defined(X)`, `X == 1`, `0`, `1`, joined by `&&` or `||`;
    /// nil when it is anything else.
    static func condition(_ text: String, _ defined: [String: String]) -> Bool? {
        let t = text.trimmedSpaces
        if t.contains("||") {
            let parts = t.components(separatedBy: "||").map { condition($0, defined) }
            if parts.contains(true) { return true }
            return parts.contains(where: { $0 == nil }) ? nil : false
        }
        if t.contains("&&") {
            let parts = t.components(separatedBy: "&&").map { condition($0, defined) }
            if parts.contains(false) { return false }
            return parts.contains(where: { $0 == nil }) ? nil : true
        }
        if t.hasPrefix("!") { return condition(String(t.dropFirst()), defined).map { !$0 } }
        if t.hasPrefix("("), t.hasSuffix(")") { return condition(String(t.dropFirst().dropLast()), defined) }
        if t.hasPrefix("defined") {
            let name = t.dropFirst("defined".count).trimming("() ")
            return isIdentifier(name) ? defined[name] != nil : nil
        }
        let sides = t.components(separatedBy: "==")
        if sides.count == 2 {
            let a = value(sides[0].trimmedSpaces, defined)
            let b = value(sides[1].trimmedSpaces, defined)
            guard let a, let b else { return nil }
            return a == b
        }
        return value(t, defined).map { $0 != 0 }
    }

    /// A number, or a macro's number (undefined: 0, as the C preprocessor reads it).
    private static func value(_ t: String, _ defined: [String: String]) -> Int? {
        if let n = Int(t) { return n }
        guard isIdentifier(t) else { return nil }
        guard let v = defined[t] else { return 0 }
        return Int(v) ?? (v.isEmpty ? nil : 1)
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// What `TargetConditionals.h` defines for an iOS device build.
    static let iOSDevice: [String: String] = [
        "TARGET_OS_IOS": "1", "TARGET_OS_IPHONE": "1", "TARGET_OS_MAC": "1", "TARGET_OS_TV": "0",
        "TARGET_OS_WATCH": "0", "TARGET_OS_VISION": "0", "TARGET_OS_XR": "0", "TARGET_OS_OSX": "0",
        "TARGET_OS_MACCATALYST": "0", "TARGET_OS_UIKITFORMAC": "0", "TARGET_OS_SIMULATOR": "0",
        "TARGET_IPHONE_SIMULATOR": "0", "TARGET_OS_EMBEDDED": "1", "__OBJC__": "1",
    ]

    /// `DEBUG=1 FOO "BAR=2" $(inherited)` → the macros defined.
    static func definitions(_ settings: [String]) -> [String: String] {
        var out: [String: String] = [:]
        for setting in settings {
            for word in setting.split(whereSeparator: { $0 == " " || $0 == "," }) {
                let w = word.trimming("\"'")
                if w.isEmpty || w.hasPrefix("$") { continue }
                let parts = w.split(separator: "=", maxSplits: 1)
                out[String(parts[0])] = parts.count > 1 ? String(parts[1]) : "1"
            }
        }
        return out
    }
}
