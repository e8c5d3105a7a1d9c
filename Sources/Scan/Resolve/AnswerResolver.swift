// An `Answer` → the scenario's value for one controller: literals as names, the idiom
// by the scenario's device, runtime state as variables (each one listed as not
// resolved), forwarding as `top` / `{presented: …}`, `super` along the chain.

import Foundation
import OrientationEngine
import Scenario

struct AnswerResolver {
    let table: ClassTable
    let device: DeviceModel

    struct Context {
        var controller: String
        var className: String
        var kind: ControllerKind
        var question: Question
        /// Where the override sits in the class's chain (for `super`).
        var chainIndex: Int
        var location: SourceLocation
        var vars: [(name: String, value: Value)] = []
        var unresolved: [Unresolved] = []
        var notes: [String] = []
        /// The classes of the controller's children (a nav's stack, a tab's tabs).
        var children: [String] = []
    }

    /// The value, or nil when the key is best left out (the system default).
    func resolve(_ answer: Answer, _ c: inout Context, depth: Int = 0) -> Resolved? {
        guard depth < 16 else { return nil }
        switch answer {
        case .mask(let m): return c.question == .supported ? .literal(m) : nil
        case .orientation(let o): return c.question == .preferred ? .orientation(.literal(o)) : nil
        case .bool(let b): return AnswerKind(c.question) == .bool ? .bool(.literal(b)) : nil
        case .idiom(let phone, let pad):
            let mine = device.isPhone ? phone : pad
            var scratch = c
            let other = resolve(device.isPhone ? pad : phone, &scratch, depth: depth + 1)?.text ?? "default"
            let value = resolve(mine, &c, depth: depth + 1)
            c.notes.append("idiom: \(device.isPhone ? "phone" : "pad") here; \(device.isPhone ? "pad" : "phone") → \(other)")
            return value
        case .condition(let flag, let negated, let then, let otherwise, let text)
            where table.idiomProperties[flag] != nil && (Self.namesOnly(flag, in: text) || Self.namesOnly(flag, in: Self.ternaryCondition(text))):
            // `UIDevice.isPad ? a : b`, the project's own name for the idiom.
            let trueOnPad = table.idiomProperties[flag]! != negated
            c.notes.append("\(flag) is the idiom")
            return resolve(trueOnPad ? .idiom(phone: otherwise, pad: then) : .idiom(phone: then, pad: otherwise), &c, depth: depth + 1)
        case .condition(let flag, let negated, let then, let otherwise, let text):
            // `if let content { return content.supported… }` on a child slot: the holder shows a child.
            let slot = flag.hasPrefix("let ") ? String(flag.dropFirst(4)) : flag
            if c.kind.isContainer, table.childSlots(c.className).contains(slot) {
                return resolve(negated ? otherwise : then, &c, depth: depth + 1)
            }
            let name = Self.identifier(flag)
            guard let a = resolve(then, &c, depth: depth + 1), let b = resolve(otherwise, &c, depth: depth + 1) else {
                return unknown(text, &c)
            }
            let start = initialBool(name, c.className) ?? false
            addVar(name, .bool(start), &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text,
                                           note: "variable \(name) (true, false), starts \(start)"))
            return .conditional(Condition([negated ? .isFalse(name) : .isTrue(name)]), a, b)
        case .property(let name, let text):
            return property(name, text: text, &c, depth: depth)
        case .top(let text):
            if c.kind.isContainer { return .top(c.question) }
            return unknown(text + " (forwards to a child, but \(c.className) is no nav or tab here)", &c)
        case .held(let property, let text):
            // The controller held is the container's only child: asking it is forwarding to it.
            let type = table.properties(c.className).last { $0.name == property }?.typeName?
                .trimming("?! ")
            if c.kind.isContainer, let type, c.children == [type] {
                c.notes.append("\(property) is its child \(type)")
                return .top(c.question)
            }
            if c.kind.isContainer, table.childSlots(c.className).contains(property) {
                c.notes.append("\(property) is the child it shows")
                return .top(c.question)
            }
            return unknown(text, &c)
        case .presented(let fallback, let text):
            guard let f = resolve(fallback, &c, depth: depth + 1) else { return unknown(text, &c) }
            return f.presented
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
            case .supported: return .literal(device.isPhone ? .allButUpsideDown : .all)
            case .shouldAutorotate: return .bool(.literal(true))
            case .prefersOrientationLocked: return .bool(.literal(false))
            case .preferred: return nil
            }
        case .constant(let name, let text):
            guard let constant = table.constant(name, for: c.className) else { return unknown(text, &c) }
            c.notes.append("\(name): \(constant.location)")
            return resolve(constant.answer, &c, depth: depth + 1)
        case .union(let parts):
            var mask = OrientationMask.none
            for part in parts {
                var scratch = c
                guard let m = resolve(part, &scratch, depth: depth + 1)?.literalMask else {
                    return unknown("a union of values that are not all literal", &c)
                }
                mask.formUnion(m)
            }
            return .literal(mask)
        case .unknown(let text):
            return unknown(text, &c)
        }
    }

    /// A stored property: a variable that starts as its initial value.
    private func property(_ name: String, text: String, _ c: inout Context, depth: Int) -> Resolved? {
        let id = Self.identifier(name)
        let fact = table.properties(c.className).last { $0.name == name }
        let initial = fact?.initial
        if initial == nil, let label = fact?.initLabel, c.question == .supported {
            return fromCallSites(name: id, label: label, text: text, &c, depth: depth)
        }
        switch (c.question, initial) {
        case (.supported, .mask(let m)?):
            addVar(id, .mask(m), &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "variable \(id), starts \(ScenarioPrinter.mask(m))"))
            return .variable(id, .supported)
        case (.shouldAutorotate, .bool(let b)?), (.prefersOrientationLocked, .bool(let b)?):
            addVar(id, .bool(b), &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "variable \(id) (true, false), starts \(b)"))
            return .variable(id, c.question)
        case (.preferred, .orientation(let o)?):
            c.unresolved.append(Unresolved(location: c.location, expression: text,
                                           note: "a stored orientation: its initial value \(o.name) (orientation variables do not exist in the format)"))
            return .orientation(.literal(o))
        default:
            if let constant = table.constant(name, for: c.className) {
                c.notes.append("\(name): \(constant.location)")
                return resolve(constant.answer, &c, depth: depth + 1)
            }
            return unknown(text, &c)
        }
    }

    /// A mask set in `init` from an argument: the values its call sites pass. One value is
    /// the answer; several are a variable starting at the first, listed with them all.
    private func fromCallSites(name: String, label: String, text: String, _ c: inout Context, depth: Int) -> Resolved? {
        let sites = table.constructions[c.className] ?? []
        var values: [(OrientationMask, SourceLocation)] = []
        for site in sites {
            guard let answer = site.arguments[label] else { continue }
            var scratch = c
            if let m = resolve(answer, &scratch, depth: depth + 1)?.literalMask, !values.contains(where: { $0.0 == m }) {
                values.append((m, site.location))
            }
        }
        guard let first = values.first else { return unknown(text + " (set in init(\(label):), no call site with a literal)", &c) }
        if values.count == 1 {
            c.notes.append("init(\(label):) at \(first.1)")
            return .literal(first.0)
        }
        addVar(name, .mask(first.0), &c)
        let listed = values.map { "\(ScenarioPrinter.mask($0.0)) (\($0.1))" }.joined(separator: ", ")
        c.unresolved.append(Unresolved(location: c.location, expression: text,
                                       note: "variable \(name), set in init(\(label):) by its call sites: \(listed); starts \(ScenarioPrinter.mask(first.0))"))
        return .variable(name, .supported)
    }

    /// Something no rule reads: a variable starting at UIKit's default, never a guess
    /// dressed as a fact.
    private func unknown(_ text: String, _ c: inout Context) -> Resolved? {
        switch c.question {
        case .supported:
            let name = Self.identifier(c.controller) + "Mask"
            let start: OrientationMask = device.isPhone ? .allButUpsideDown : .all
            addVar(name, .mask(start), &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "variable \(name), starts \(ScenarioPrinter.mask(start)) (UIKit's default)"))
            return .variable(name, .supported)
        case .shouldAutorotate:
            let name = Self.identifier(c.controller) + "Autorotates"
            addVar(name, .bool(true), &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "variable \(name) (true, false), starts true"))
            return .variable(name, .shouldAutorotate)
        case .prefersOrientationLocked:
            let name = Self.identifier(c.controller) + "PrefersLocked"
            addVar(name, .bool(false), &c)
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "variable \(name) (true, false), starts false (UIKit's default)"))
            return .variable(name, .prefersOrientationLocked)
        case .preferred:
            c.unresolved.append(Unresolved(location: c.location, expression: text, note: "left out (UIKit's default: the current orientation)"))
            return nil
        }
    }

    private func addVar(_ name: String, _ value: Value, _ c: inout Context) {
        if !c.vars.contains(where: { $0.name == name }) { c.vars.append((name, value)) }
    }

    private func initialBool(_ name: String, _ className: String) -> Bool? {
        // Set where every instance is made (`gate.portraitOnly = idiom == .phone`): that value.
        let made = (table.constructions[className] ?? []).compactMap { $0.set[name] }.map { answer -> Bool? in
            switch answer {
            case .bool(let b): b
            case .idiom(let phone, let pad): if case .bool(let b) = device.isPhone ? phone : pad { b } else { nil }
            default: nil
            }
        }
        if let first = made.first, let value = first, made.allSatisfy({ $0 == value }) { return value }
        if case .bool(let b)? = table.properties(className).last(where: { $0.name == name })?.initial { return b }
        return nil
    }

    // MARK: names

    /// A variable name: letters, digits and `_`, not starting with a digit.
    /// Whether a condition's text is only a name ending in `flag` (`UIDevice.isPad`,
    /// `!self.isPad`), with no other operand.
    static func namesOnly(_ flag: String, in text: String) -> Bool {
        let bare = text.filter { !$0.isWhitespace && $0 != "!" && $0 != "(" && $0 != ")" }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.last.map(String.init) == flag && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }

    /// A ternary's condition as written (`(UIDevice.current.isTablet ? .all : .portrait)` →
    /// `UIDevice.current.isTablet`); the text itself when it is none.
    static func ternaryCondition(_ text: String) -> String {
        guard let mark = text.firstIndex(of: "?") else { return text }
        return String(text[..<mark]).trimmedSpaces.drop { $0 == "(" }.description
    }

    static func identifier(_ text: String) -> String {
        var out = String(text.unicodeScalars.filter { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "_" }.map(Character.init))
        if out.isEmpty { out = "value" }
        if out.first!.isNumber { out = "v" + out }
        return out
    }
}
