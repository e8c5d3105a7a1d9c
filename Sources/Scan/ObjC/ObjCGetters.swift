// An Objective-C implementation's getters (`- (UIViewController *)player { … }`): what a
// lazy getter builds (`_player = [[PlayerViewController alloc] init…]`, `return …`), so a
// value read through `self.player` or `[self player]` names its class.

import Foundation

struct ObjCGetters: Sendable {
    /// Selector → the right-hand sides it assigns to its ivar or returns, in order.
    private var values: [String: [(text: String, at: SourceLocation)]] = [:]
    /// `@property (nonatomic) PlayerViewController *player;`: the file's properties whose
    /// declared class is a project controller (UIKit's bases say nothing).
    private var declared: [String: String] = [:]

    init() {}

    init(implementation reader: ObjCReader, from start: Int) {
        declared = Self.propertyTypes(reader.text)
        for (signature, body) in reader.methods(from: start) {
            let selector = ObjCText.selector(of: signature)
            // An instance variable built in one method (`sheet = [[ActionSheet alloc] init]`
            // in `viewDidLoad`) and presented in another (`self->sheet`, `_sheet`, `sheet`).
            if body.source.contains(" alloc]") {
                var skipping = false
                for s in body.statements {
                    guard let t = Self.iOSCode(s.text, skipping: &skipping), let eq = t.range(of: " = "),
                          t[eq.upperBound...].hasPrefix("[["), t[eq.upperBound...].contains(" alloc]"),
                          let name = Self.ivar(t[..<eq.lowerBound].trimmingCharacters(in: .whitespaces)) else { continue }
                    let key = "->" + name
                    if values[key] == nil { values[key] = [] }
                    values[key]?.append((String(t[eq.upperBound...]), body.location(s.offset)))
                }
            }
            guard !selector.contains(":"), signature.contains("*"), body.source.contains("Controller") else { continue }
            var found: [(text: String, at: SourceLocation)] = []
            var skipping = false
            // `Auth *auth = [[Auth alloc] init…]; …; return auth;`: the local's value is returned.
            var locals: [String: String] = [:]
            for s in body.statements {
                guard let t = Self.iOSCode(s.text, skipping: &skipping) else { continue }
                if let eq = t.range(of: " = "), t[..<eq.lowerBound].contains("*") {
                    let name = t[..<eq.lowerBound].split(separator: "*").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                    if !name.isEmpty { locals[name] = String(t[eq.upperBound...]) }
                }
                if t.hasPrefix("return ") {
                    let returned = String(t.dropFirst(7)).trimmingCharacters(in: .whitespaces)
                    found.append((locals[returned] ?? returned, body.location(s.offset)))
                } else if let eq = t.range(of: " = "), t[..<eq.lowerBound].trimmingCharacters(in: .whitespaces) == "_" + selector {
                    found.append((String(t[eq.upperBound...]), body.location(s.offset)))
                }
            }
            if !found.isEmpty { values[selector] = found }
        }
    }

    /// `self.player`, `[self player]`, `_player`: the class its getter builds (through other getters, a few deep).
    func instance(_ text: String, at: SourceLocation, depth: Int = 0) -> Instance? {
        guard depth < 4 else { return nil }
        let list: [(text: String, at: SourceLocation)]
        if let selector = Self.selector(text), let got = values[selector] { list = got }
        else if let name = Self.ivar(text), let got = values["->" + name] { list = got }
        else if let name = Self.selector(text) ?? Self.ivar(text), let type = declared[name] { return .make(type, location: at) }
        else { return nil }
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

    /// `@property (attributes) Type *name;` lines whose type is a controller class of the project's.
    static func propertyTypes(_ text: ObjCText) -> [String: String] {
        var out: [String: String] = [:]
        let code = text.code
        var i = 0
        while i + 9 < code.count {
            guard code[i] == UInt8(ascii: "@"), text.word(at: i + 1) == "property" else { i += 1; continue }
            var line = Substring(text.lineText(from: i + 9))
            if line.first == "(", let close = line.firstIndex(of: ")") { line = line[line.index(after: close)...] }
            let parts = line.split(separator: "*", maxSplits: 1)
            i += 9
            guard parts.count == 2 else { continue }
            let type = parts[0].trimmingCharacters(in: .whitespaces)
            let name = parts[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard type.hasSuffix("Controller"), !type.hasPrefix("UI"), type.first?.isUppercase == true,
                  type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty else { continue }
            out[String(name)] = type
        }
        return out
    }

    /// An instance variable a statement names: `self->x`, `_x`, `x` (a plain identifier).
    static func ivar(_ text: String) -> String? {
        var name = Substring(text)
        if name.hasPrefix("self->") { name = name.dropFirst(6) } else if name.hasPrefix("self.") { name = name.dropFirst(5) }
        else if name.hasPrefix("_") { name = name.dropFirst() }
        return !name.isEmpty && name.first?.isLetter == true && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(name) : nil
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
