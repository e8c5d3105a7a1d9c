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
                for s in body.statements {
                    let t = s.text
                    guard let eq = t.range(of: " = "),
                          t[eq.upperBound...].hasPrefix("[["), t[eq.upperBound...].contains(" alloc]"),
                          let name = Self.ivar(t[..<eq.lowerBound].trimmedSpaces) else { continue }
                    let key = "->" + name
                    if values[key] == nil { values[key] = [] }
                    values[key]?.append((String(t[eq.upperBound...]), body.location(s.offset)))
                }
            }
            guard !selector.contains(":"), signature.contains("*"), body.source.contains("Controller") else { continue }
            var found: [(text: String, at: SourceLocation)] = []
            // `Auth *auth = [[Auth alloc] init…]; …; return auth;`: the local's value is returned.
            var locals: [String: String] = [:]
            for s in body.statements {
                let t = s.text
                if let eq = t.range(of: " = "), t[..<eq.lowerBound].contains("*") {
                    let name = t[..<eq.lowerBound].split(separator: "*").last.map { $0.trimmedSpaces } ?? ""
                    if !name.isEmpty { locals[name] = String(t[eq.upperBound...]) }
                }
                if t.hasPrefix("return ") {
                    let returned = String(t.dropFirst(7)).trimmedSpaces
                    found.append((locals[returned] ?? returned, body.location(s.offset)))
                } else if let eq = t.range(of: " = "), t[..<eq.lowerBound].trimmedSpaces == "_" + selector {
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
            let v = value.trimmedSpaces
            if v.hasPrefix("[["), let alloc = v.range(of: " alloc]") {
                let cls = String(v[v.index(v.startIndex, offsetBy: 2)..<alloc.lowerBound])
                if cls.first?.isUppercase == true, cls.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return .make(cls, location: location) }
            } else if let inner = instance(v, at: location, depth: depth + 1) {
                return inner
            }
        }
        return nil
    }

    /// `@property (attributes) Type *name;` lines whose type is a controller class of the project's.
    static func propertyTypes(_ text: ObjCText) -> [String: String] {
        var out: [String: String] = [:]
        let code = text.code
        for i in code.indices where code[i] == UInt8(ascii: "@") && i + 9 < code.count {
            guard let (name, type) = text.property(at: i), type.hasSuffix("Controller"), !type.hasPrefix("UI") else { continue }
            out[name] = type
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
