// Which `switch`/`if` arms the bindings of a call rule out: a case passed, a flag an enum
// answers per case, a type's constant compared, a literal `true`/`false`.

import Foundation

extension NavigationPass {
    /// Whether arms are possible with the frame's bindings: a `case .x` arm on a parameter
    /// bound to `.y` is not, nor `default` when another arm names `.y`.
    mutating func compatible(_ branch: [BranchStep], _ frame: Frame) -> Bool {
        for step in branch where !step.isCase {
            if let holds = decided(step.subject, frame), holds != (step.arm == "then") { return false }
        }
        for step in branch where step.isCase {
            guard case .enumCase(let c)? = frame.bindings[Self.subjectName(step.subject)] else { continue }
            if step.arm == c { continue }
            if step.arm == "default", let id = frame.id, !(arms(of: id)[step.point]?.contains(c) ?? false) { continue }
            return false
        }
        return true
    }

    /// The arms decided by the bindings are no alternative any more.
    func undecided(_ branch: [BranchStep], _ frame: Frame) -> [BranchStep] {
        branch.filter { step in
            if !step.isCase { return decided(step.subject, frame) == nil }
            guard case .enumCase? = frame.bindings[Self.subjectName(step.subject)] else { return true }
            return false
        }
    }

    /// `scene.isOnboarding`, `!scene.isOnboarding` with `scene` bound to a case: the enum's
    /// flag for that case, when every enum declaring a flag of that name agrees.
    func decided(_ condition: String, _ frame: Frame) -> Bool? {
        var text = Substring(condition.filter { $0 != " " })
        // `place == Keys.settingsPageKey` with `place` bound to a constant (the subject may be
        // cut short: `Keys.settingsPa…`).
        for (op, equal) in [("==", true), ("!=", false)] {
            guard let range = text.range(of: op) else { continue }
            let rhs = text[range.upperBound...]
            guard case .enumCase(let bound)? = frame.bindings[Self.subjectName(String(text[..<range.lowerBound]))],
                  rhs.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "…" }),
                  let constant = rhs.split(separator: ".").last, !constant.isEmpty else { return nil }
            let clipped = constant.hasSuffix("…")
            let same = clipped ? bound.hasPrefix(constant.dropLast()) : bound == constant
            if clipped && same { return nil }
            return same == equal
        }
        var negated = false
        while text.first == "!" { negated.toggle(); text = text.dropFirst() }
        if case .enumCase(let literal)? = frame.bindings[Self.subjectName(String(text))], literal == "true" || literal == "false" {
            return (literal == "true") != negated
        }
        let parts = text.split(separator: ".")
        guard parts.count >= 2, let flagName = parts.last.map(String.init), let flags = caseFlags[flagName],
              case .enumCase(let c)? = frame.bindings[Self.subjectName(parts.dropLast().joined(separator: "."))] else { return nil }
        let values = Set(flags.compactMap { $0.value(for: c) })
        guard values.count == 1, let value = values.first else { return nil }
        return value != negated
    }

    /// `self.scene`, `scene` → `scene`.
    static func subjectName(_ subject: String) -> String {
        subject.hasPrefix("self.") ? String(subject.dropFirst(5)) : subject
    }

    mutating func arms(of id: FunctionID) -> [Int: Set<String>] {
        if let known = armsMemo[id] { return known }
        let f = function(id)
        var out: [Int: Set<String>] = [:]
        let steps = f.actions.flatMap(\.branch) + (f.flow?.calls.flatMap(\.branch) ?? []) + (f.flow?.returns.flatMap(\.branch) ?? [])
        for s in steps { out[s.point, default: []].insert(s.arm) }
        armsMemo[id] = out
        return out
    }
}
