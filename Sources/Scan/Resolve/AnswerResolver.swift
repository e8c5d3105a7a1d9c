// An `Answer` → the scenario's value for one controller: literals as names, the idiom
// by the scenario's device, runtime state as variables (each one listed as not
// resolved), forwarding as `top` / `{presented: …}`, `super` along the chain.

import Foundation
import OrientationEngine

struct AnswerResolver {
    let table: ClassTable
    let device: DeviceModel
    /// Whether the scenario format reads `{presented: …}` (the main branch adds it).
    let presentedForwarding: Bool

    struct Context {
        var controller: String
        var className: String
        var kind: ControllerKind
        var question: Question
        /// Where the override sits in the class's chain (for `super`).
        var chainIndex: Int
        var location: SourceLocation
        var vars: [(name: String, value: String)] = []
        var unresolved: [Unresolved] = []
        var notes: [String] = []
    }

    /// The YAML value, or nil when the key is best left out (the system default).
    func resolve(_ answer: Answer, _ c: inout Context, depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        switch answer {
        case .mask(let m): return c.question == .supported ? Self.maskYAML(m) : nil
        case .orientation(let o): return c.question == .preferred ? o.name : nil
        case .bool(let b): return c.question == .shouldAutorotate ? (b ? "true" : "false") : nil
        case .idiom(let phone, let pad):
            let mine = device.isPhone ? phone : pad
            var scratch = c
            let other = resolve(device.isPhone ? pad : phone, &scratch, depth: depth + 1) ?? "default"
            let value = resolve(mine, &c, depth: depth + 1)
            c.notes.append("idiom: \(device.isPhone ? "phone" : "pad") here; \(device.isPhone ? "pad" : "phone") → \(other)")
            return value
        case .condition(let flag, let negated, let then, let otherwise, let text):
            let name = Self.identifier(flag)
            guard let a = resolve(then, &c, depth: depth + 1), let b = resolve(otherwise, &c, depth: depth + 1) else {
                return unknown(text, &c)
            }
            let start = initialBool(name, c.className) ?? false
            addVar(name, start ? "true" : "false", &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text,
                                           note: "variable \(name) (true, false), starts \(start)"))
            return "{if: \(negated ? "not " : "")\(name), then: \(a), else: \(b)}"
        case .property(let name, let text):
            return property(name, text: text, &c, depth: depth)
        case .top(let text):
            if c.kind.isContainer { return "top" }
            return unknown(text + " (forwards to a child, but \(c.className) is no nav or tab here)", &c)
        case .presented(let fallback, let text):
            guard let f = resolve(fallback, &c, depth: depth + 1) else { return unknown(text, &c) }
            if presentedForwarding { return "{presented: \(f)}" }
            c.unresolved.append(Unresolved(location: c.location, expression: text,
                note: "forwards to the presented controller, which this scenario format cannot say yet: \(f) (what it answers with nothing presented)"))
            return f
        case .inherited:
            if let found = table.override(c.question, for: c.className, from: c.chainIndex + 1) {
                var inner = c
                inner.chainIndex = found.index
                let value = resolve(found.fact.answer, &inner, depth: depth + 1)
                c.vars = inner.vars
                c.unresolved = inner.unresolved
                c.notes = inner.notes + ["super: \(found.owner) \(found.fact.location)"]
                return value
            }
            c.notes.append("super: UIKit's default")
            switch c.question {
            case .supported: return device.isPhone ? "allButUpsideDown" : "all"
            case .shouldAutorotate: return "true"
            case .preferred: return nil
            }
        case .constant(let name, let text):
            guard let constant = table.constants[name] else { return unknown(text, &c) }
            c.notes.append("\(name): \(constant.location)")
            return resolve(constant.answer, &c, depth: depth + 1)
        case .union(let parts):
            var mask = OrientationMask.none
            for part in parts {
                var scratch = c
                guard let y = resolve(part, &scratch, depth: depth + 1), let m = Self.maskFromYAML(y) else {
                    return unknown("a union of values that are not all literal", &c)
                }
                mask.formUnion(m)
            }
            return Self.maskYAML(mask)
        case .unknown(let text):
            return unknown(text, &c)
        }
    }

    /// A stored property: a variable that starts as its initial value.
    private func property(_ name: String, text: String, _ c: inout Context, depth: Int) -> String? {
        let id = Self.identifier(name)
        let fact = table.properties(c.className).last { $0.name == name }
        let initial = fact?.initial
        if initial == nil, let label = fact?.initLabel, c.question == .supported {
            return fromCallSites(name: id, label: label, text: text, &c, depth: depth)
        }
        switch (c.question, initial) {
        case (.supported, .mask(let m)?):
            addVar(id, Self.maskYAML(m), &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "variable \(id), starts \(Self.maskYAML(m))"))
            return "$" + id
        case (.shouldAutorotate, .bool(let b)?):
            addVar(id, b ? "true" : "false", &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "variable \(id) (true, false), starts \(b)"))
            return "$" + id
        case (.preferred, .orientation(let o)?):
            c.unresolved.append(Unresolved(location: c.location, expression: text,
                                           note: "a stored orientation: its initial value \(o.name) (orientation variables do not exist in the format)"))
            return o.name
        default:
            if let constant = table.constants[name] {
                c.notes.append("\(name): \(constant.location)")
                return resolve(constant.answer, &c, depth: depth + 1)
            }
            return unknown(text, &c)
        }
    }

    /// A mask set in `init` from an argument: the values its call sites pass. One value is
    /// the answer; several are a variable starting at the first, listed with them all.
    private func fromCallSites(name: String, label: String, text: String, _ c: inout Context, depth: Int) -> String? {
        let sites = table.constructions[c.className] ?? []
        var values: [(String, SourceLocation)] = []
        for site in sites {
            guard let answer = site.arguments[label] else { continue }
            var scratch = c
            if let y = resolve(answer, &scratch, depth: depth + 1), Self.maskFromYAML(y) != nil, !values.contains(where: { $0.0 == y }) {
                values.append((y, site.location))
            }
        }
        guard let first = values.first else { return unknown(text + " (set in init(\(label):), no call site with a literal)", &c) }
        if values.count == 1 {
            c.notes.append("init(\(label):) at \(first.1)")
            return first.0
        }
        addVar(name, first.0, &c)
        let listed = values.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
        c.unresolved.append(Unresolved(location: c.location, expression: text,
                                       note: "variable \(name), set in init(\(label):) by its call sites: \(listed); starts \(first.0)"))
        return "$" + name
    }

    /// Something no rule reads: a variable starting at UIKit's default, never a guess
    /// dressed as a fact.
    private func unknown(_ text: String, _ c: inout Context) -> String? {
        switch c.question {
        case .supported:
            let name = Self.identifier(c.controller) + "Mask"
            let start = device.isPhone ? "allButUpsideDown" : "all"
            addVar(name, start, &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "variable \(name), starts \(start) (UIKit's default)"))
            return "$" + name
        case .shouldAutorotate:
            let name = Self.identifier(c.controller) + "Autorotates"
            addVar(name, "true", &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "variable \(name) (true, false), starts true"))
            return "$" + name
        case .preferred:
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "left out (UIKit's default: the current orientation)"))
            return nil
        }
    }

    private func addVar(_ name: String, _ value: String, _ c: inout Context) {
        if !c.vars.contains(where: { $0.name == name }) { c.vars.append((name, value)) }
    }

    private func initialBool(_ name: String, _ className: String) -> Bool? {
        if case .bool(let b)? = table.properties(className).last(where: { $0.name == name })?.initial { return b }
        return nil
    }

    // MARK: text

    static func maskYAML(_ mask: OrientationMask) -> String {
        if let named = OrientationMask.named.first(where: { $0.1 == mask && $0.0 != "upsideDown" }) { return named.0 }
        return "[" + mask.orientations.map(\.name).joined(separator: ", ") + "]"
    }

    static func maskFromYAML(_ yaml: String) -> OrientationMask? {
        if let m = OrientationMask(name: yaml) { return m }
        guard yaml.hasPrefix("["), yaml.hasSuffix("]") else { return nil }
        var mask = OrientationMask.none
        for part in yaml.dropFirst().dropLast().split(separator: ",") {
            guard let m = OrientationMask(name: part.trimmingCharacters(in: .whitespaces)) else { return nil }
            mask.formUnion(m)
        }
        return mask
    }

    /// A variable name: letters, digits and `_`, not starting with a digit.
    static func identifier(_ text: String) -> String {
        var out = String(text.unicodeScalars.filter { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "_" }.map(Character.init))
        if out.isEmpty { out = "value" }
        if out.first!.isNumber { out = "v" + out }
        return out
    }
}
