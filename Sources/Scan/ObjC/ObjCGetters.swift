// An Objective-C implementation's getters (`- (UIViewController *)player { … }`): what a
// lazy getter builds (`_player = [[PlayerViewController alloc] init…]`, `return …`), so a
// value read through `self.player` or `[self player]` names its class.

import Foundation

struct ObjCGetters: Sendable {
    /// Selector → the right-hand sides it assigns to its ivar or returns, in order.
    private var values: [String: [(text: String, at: SourceLocation)]] = [:]

    init() {}

    init(implementation reader: ObjCReader, from start: Int) {
        for (signature, body) in reader.methods(from: start) {
            let selector = ObjCText.selector(of: signature)
            guard !selector.contains(":"), signature.contains("*"), body.source.contains("Controller") else { continue }
            var found: [(text: String, at: SourceLocation)] = []
            var skipping = false
            for s in body.statements {
                guard let t = Self.iOSCode(s.text, skipping: &skipping) else { continue }
                if t.hasPrefix("return ") {
                    found.append((String(t.dropFirst(7)), body.location(s.offset)))
                } else if let eq = t.range(of: " = "), t[..<eq.lowerBound].trimmingCharacters(in: .whitespaces) == "_" + selector {
                    found.append((String(t[eq.upperBound...]), body.location(s.offset)))
                }
            }
            if !found.isEmpty { values[selector] = found }
        }
    }

    /// `self.player`, `[self player]`, `_player`: the class its getter builds (through other getters, a few deep).
    func instance(_ text: String, at: SourceLocation, depth: Int = 0) -> Instance? {
        guard !values.isEmpty, depth < 4, let selector = Self.selector(text), let list = values[selector] else { return nil }
        for (value, location) in list {
            let v = value.trimmingCharacters(in: .whitespaces)
            if v.hasPrefix("[["), let alloc = v.range(of: " alloc]") {
                let cls = String(v[v.index(v.startIndex, offsetBy: 2)..<alloc.lowerBound])
                if cls.first?.isUppercase == true, cls.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return .make(cls, location: location) }
            } else if let inner = instance(v, at: location, depth: depth + 1) {
                return inner
            }
        }
        return nil
    }

    /// The statement's code on iOS: `#if TARGET_OS_TV` arms are another platform's (the
    /// directives are joined into the statement after them); nil when it is all theirs.
    static func iOSCode(_ text: String, skipping: inout Bool) -> String? {
        var t = Substring(text)
        while t.first == "#" {
            let rest = t
            let directive = rest.prefix { $0 != " " }
            let afterDirective = rest.dropFirst(directive.count).drop { $0 == " " }
            switch directive {
            case "#if", "#elif":
                let condition = afterDirective.prefix { $0 != " " }
                let other = ["TARGET_OS_TV", "TARGET_OS_WATCH", "TARGET_OS_VISION", "!TARGET_OS_IOS", "TARGET_OS_OSX"].contains(String(condition))
                skipping = other
                t = afterDirective.dropFirst(condition.count)
            case "#else": skipping.toggle(); t = afterDirective
            case "#endif": skipping = false; t = afterDirective
            default: t = afterDirective.drop { $0 != " " }
            }
            t = t.drop { $0 == " " }
        }
        let code = t.trimmingCharacters(in: .whitespaces)
        return skipping || code.isEmpty ? nil : code
    }

    /// The getter a read names: `self.x`, `[self x]`, `_x`.
    static func selector(_ text: String) -> String? {
        var name: Substring
        if text.hasPrefix("self.") { name = text.dropFirst(5) }
        else if text.hasPrefix("[self "), text.hasSuffix("]") { name = text.dropFirst(6).dropLast() }
        else if text.hasPrefix("_") { name = text.dropFirst() }
        else { return nil }
        return !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(name) : nil
    }
}
