// How an Objective-C statement reads: the heads of `if`, `switch` and `case`, a message's
// first argument, the constants a call site names (a presentation style, a device
// orientation), class names written as strings and the storyboard scene it instantiates;
// a class message as the Swift importer names it.

import Foundation
import OrientationEngine

extension ObjCCallSites {
    /// `self.overlay.screen = …`, `window.windowLevel = …`: the window as written and the value.
    static func windowSetting(_ t: String, _ property: String) -> (window: String, value: String)? {
        guard let eq = t.firstIndex(of: "="), t[..<eq].hasSuffix(".\(property) ") || t[..<eq].hasSuffix(".\(property)") else { return nil }
        let window = String(t[..<eq]).replacingOccurrences(" ", "").replacingOccurrences(".\(property)", "")
        return (window, String(t[t.index(after: eq)...]))
    }

    /// `[[NSClassFromString(name) alloc] init]` → `name`.
    static func classFromString(_ rhs: String) -> String? {
        let t = rhs.replacingOccurrences(" ", "")
        guard t.hasPrefix("[[NSClassFromString("), let close = t.firstIndex(of: ")") else { return nil }
        let inner = t[t.index(t.startIndex, offsetBy: "[[NSClassFromString(".count)..<close]
        return inner.isEmpty ? nil : String(inner)
    }

    /// `@"SomethingController"` literals of the file, in order, once each.
    static func classLiterals(_ text: ObjCText) -> [String] {
        let code = text.code
        var out: [String] = []
        var i = 0
        while i + 2 < code.count {
            guard code[i] == UInt8(ascii: "@"), code[i + 1] == UInt8(ascii: "\""), code[i + 2] >= 65, code[i + 2] <= 90 else { i += 1; continue }
            var j = i + 2
            while j < code.count, ObjCText.isIdent(code[j]) { j += 1 }
            if j < code.count, code[j] == UInt8(ascii: "\"") {
                let name = String(decoding: code[(i + 2)..<j], as: UTF8.self)
                if name.hasSuffix("Controller"), !out.contains(name) { out.append(name) }
            }
            i = j
        }
        return out
    }

    /// The first argument after a selector part: up to the next ` word:` at depth 0.
    static func argument(_ rest: Substring) -> String {
        var depth = 0
        var out = ""
        for ch in rest {
            if ch == "[" || ch == "(" { depth += 1 }
            if ch == "]" || ch == ")" { if depth == 0 { break }; depth -= 1 }
            if ch == " ", depth == 0 { break }
            out.append(ch)
        }
        return out
    }

    /// `[self.turner goLandscape]`, `[_turner rotateTo:x]`, `[[self turner] goLandscape]` →
    /// (`turner`, `goLandscape` / `rotateTo`): a message to what an own property holds.
    static func messageToProperty(_ t: String) -> (property: String, selector: String)? {
        guard t.hasPrefix("["), t.hasSuffix("]") else { return nil }
        let inner = t.dropFirst().dropLast()
        let receiver: Substring
        if inner.hasPrefix("[self "), let close = inner.firstIndex(of: "]") {
            receiver = inner[inner.index(inner.startIndex, offsetBy: 6)..<close]
            guard receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        } else {
            receiver = inner.prefix { $0 != " " }
        }
        guard let property = receiver.hasPrefix("self.") || receiver.hasPrefix("_") ? ObjCText.ownProperty(receiver) : String(receiver),
              !property.isEmpty, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), property != "self", property != "super",
              property.first?.isLowercase == true || property.first == "_" else { return nil }
        let rest = inner[inner.index(inner.startIndex, offsetBy: inner.hasPrefix("[self ") ? receiver.count + 7 : receiver.count)...]
            .drop { $0 == " " }
        let selector = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return selector.isEmpty ? nil : (property, String(selector))
    }

    /// `t` with every `@selector(…)`'s name taken out (`@selector()`).
    static func withoutSelectors(_ t: String) -> String {
        var out = ""
        var rest = Substring(t)
        while let r = rest.range(of: "@selector(") {
            out += rest[..<r.upperBound]
            rest = rest[r.upperBound...]
            if let close = rest.firstIndex(of: ")") { rest = rest[close...] }
        }
        return out + rest
    }

    /// `if (cond)`, `else if (cond)` → `cond`.
    static func ifCondition(_ t: String) -> String? {
        let head = t.hasPrefix("else if") ? t.dropFirst(5).trimmedSpaces : t
        guard head.hasPrefix("if"), head.hasSuffix(")"), let open = head.firstIndex(of: "(") else { return nil }
        let rest = head[head.index(after: open)..<head.index(before: head.endIndex)]
        guard head[head.index(head.startIndex, offsetBy: 2)..<open].allSatisfy({ $0 == " " }) else { return nil }
        return rest.trimmedSpaces
    }

    /// `switch (indexPath.row)` → `indexPath.row`.
    static func switchSubject(_ t: String) -> String? {
        guard t.hasPrefix("switch"), t.hasSuffix(")"), let open = t.firstIndex(of: "("),
              t[t.index(t.startIndex, offsetBy: 6)..<open].allSatisfy({ $0 == " " }) else { return nil }
        return t[t.index(after: open)..<t.index(before: t.endIndex)].trimmedSpaces
    }

    /// `case 0: [self …]` → (`0`, `[self …]`), `default:` → (`default`, ``).
    static func caseLabel(_ t: String) -> (String, String)? {
        if t.hasPrefix("default") {
            let rest = t.dropFirst(7).drop { $0 == " " }
            guard rest.first == ":" else { return nil }
            return ("default", rest.dropFirst().trimmedSpaces)
        }
        guard t.hasPrefix("case "), let colon = t.firstIndex(of: ":") else { return nil }
        let label = t[t.index(t.startIndex, offsetBy: 5)..<colon].trimmedSpaces
        guard !label.isEmpty else { return nil }
        return (label, t[t.index(after: colon)...].trimmedSpaces)
    }

    static func style(_ raw: String) -> String? {
        let t = raw.replacingOccurrences(" ", "")
        guard t.hasPrefix("UIModalPresentationStyle") || t.hasPrefix("UIModalPresentation") else { return nil }
        let name = t.hasPrefix("UIModalPresentationStyle") ? String(t.dropFirst("UIModalPresentationStyle".count)) : String(t.dropFirst("UIModalPresentation".count))
        return ObjCExpr.lowerFirst(name)
    }

    /// `@(UIInterfaceOrientationLandscapeRight)`, `[NSNumber numberWithInt:UIDeviceOrientationPortrait]`.
    static func deviceOrientation(_ raw: String) -> DeviceOrientation? {
        var t = raw.replacingOccurrences(" ", "").replacingOccurrences("@(", "").replacingOccurrences(")", "")
        if let colon = t.lastIndex(of: ":") { t = String(t[t.index(after: colon)...]) }
        t = t.replacingOccurrences("]", "")
        if let n = Int(t) { return DeviceOrientation(rawValue: n) }
        if t.hasPrefix("UIInterfaceOrientation") {
            return InterfaceOrientation(name: ObjCExpr.lowerFirst(String(t.dropFirst("UIInterfaceOrientation".count))))
                .flatMap { DeviceOrientation(rawValue: $0.rawValue) }
        }
        if t.hasPrefix("UIDeviceOrientation") {
            return DeviceOrientation(name: ObjCExpr.lowerFirst(String(t.dropFirst("UIDeviceOrientation".count))))
        }
        return nil
    }

    /// The orientation constant assigned in a method that calls `setOrientation:` through NSInvocation.
    static func invocationOrientation(_ body: String) -> DeviceOrientation? {
        for word in body.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) where
            word.hasPrefix("UIInterfaceOrientation") || word.hasPrefix("UIDeviceOrientation") {
            if let device = deviceOrientation(String(word)) { return device }
        }
        return nil
    }

    /// `[[UIStoryboard storyboardWithName:@"About" bundle:nil] instantiateInitialViewController]`,
    /// `…instantiateViewControllerWithIdentifier:@"Player"]`: that scene (the declared class
    /// when the scene is not found).
    static func storyboardScene(_ raw: String, declared: String, at: SourceLocation) -> ValueFact? {
        func literal(after key: String) -> String? {
            guard let r = raw.range(of: key + "@\"") else { return nil }
            let rest = raw[r.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
        guard let file = literal(after: "storyboardWithName:") else { return nil }
        let identifier: String?
        if raw.contains("instantiateInitialViewController") { identifier = nil }
        else if let id = literal(after: "instantiateViewControllerWithIdentifier:") { identifier = id }
        else { return nil }
        let type = declared.trimmedSpaces
        let cast = type.hasSuffix("Controller") && !["UIViewController", "UINavigationController", "UITabBarController"].contains(type)
            && type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? type : nil
        return .storyboard(.file(file), identifier: identifier, at, cast: cast)
    }

    /// `[Factory makePlayerWithItem:item]` as Swift names it, `Factory.makePlayer(item:)`:
    /// the first part's `With` (else a preposition) starts the first label, as the importer does.
    static func classMessage(_ raw: String, at: SourceLocation) -> CallFact? {
        let t = raw.trimmedSpaces
        guard t.hasPrefix("["), t.hasSuffix("]"), !t.hasPrefix("[[") else { return nil }
        let inner = t.dropFirst().dropLast()
        let receiver = inner.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard receiver.first?.isUppercase == true, inner.dropFirst(receiver.count).first == " " else { return nil }
        var rest = inner.dropFirst(receiver.count).drop { $0 == " " }
        var parts: [(name: String, argument: String?)] = []
        while !rest.isEmpty {
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { return nil }
            rest = rest.dropFirst(name.count)
            guard rest.first == ":" else {
                guard parts.isEmpty, rest.allSatisfy({ $0 == " " }) else { return nil }
                parts.append((String(name), nil))
                break
            }
            let argument = argument(rest.dropFirst())
            parts.append((String(name), argument))
            rest = rest.dropFirst(1 + argument.count).drop { $0 == " " }
        }
        guard let first = parts.first, ["alloc", "new", "class"].allSatisfy({ $0 != first.name }) else { return nil }
        var base = first.name
        var labels: [String?] = []
        if first.argument != nil {
            var label: String?
            for word in ["With", "For", "From", "In", "At", "To", "On", "Of", "By"] {
                guard let r = first.name.range(of: word, options: .backwards), r.lowerBound > first.name.startIndex,
                      first.name[r.upperBound...].first?.isUppercase == true else { continue }
                base = String(first.name[..<r.lowerBound])
                label = ObjCExpr.lowerFirst(word == "With" ? String(first.name[r.upperBound...]) : String(first.name[r.lowerBound...]))
                break
            }
            labels.append(label)
            labels += parts.dropFirst().map { $0.name }
        }
        let arguments = zip(labels, parts).map { CallFact.Argument(label: $0, value: .unknown($1.argument ?? "")) }
        return CallFact(receiver: .name(String(receiver)), name: base, arguments: arguments, location: at)
    }
}
