// The project's own names for the device idiom (`#define IS_IPHONE (… == UIUserInterfaceIdiomPhone)`,
// `static inline BOOL IsIpad(void) { return … == UIUserInterfaceIdiomPad; }`, Swift's
// `static var isPad: Bool { … }`): an arm of `if (IS_IPHONE)` runs on one device, as an arm of
// the idiom written out does, never a runtime choice between two buttons.

import Foundation

enum IdiomNames {
    /// Turns each action's and root's arms of an idiom name (`facts.idiomProperties`: a name →
    /// whether it holds on the iPad) into the devices it runs on.
    static func settle(_ facts: inout FileFacts) {
        let names = facts.idiomProperties
        guard !names.isEmpty else { return }
        for t in facts.types.indices {
            for f in facts.types[t].functions.indices where facts.types[t].functions[f].actions.contains(where: { $0.branch.contains { onPad($0, names) != nil } }) {
                for a in facts.types[t].functions[f].actions.indices {
                    var action = facts.types[t].functions[f].actions[a]
                    let (kept, devices) = split(action.branch, names)
                    action.branch = kept
                    action.onPhone = action.onPhone && devices.phone
                    action.onPad = action.onPad && devices.pad
                    facts.types[t].functions[f].actions[a] = action
                }
            }
        }
        for r in facts.roots.indices where facts.roots[r].branch.contains(where: { onPad($0, names) != nil }) {
            let (kept, devices) = split(facts.roots[r].branch, names)
            facts.roots[r].branch = kept
            facts.roots[r].idiom = (facts.roots[r].idiom.phone && devices.phone, facts.roots[r].idiom.pad && devices.pad)
        }
    }

    /// The arms that are no idiom's, and the devices the idiom's arms leave.
    private static func split(_ branch: [BranchStep], _ names: [String: Bool]) -> ([BranchStep], (phone: Bool, pad: Bool)) {
        var kept: [BranchStep] = []
        var devices = (phone: true, pad: true)
        for step in branch {
            guard let pad = onPad(step, names) else { kept.append(step); continue }
            if pad { devices.phone = false } else { devices.pad = false }
        }
        return (kept, devices)
    }

    /// Whether the arm `step` runs on the iPad (false: on the iPhone), when its condition is
    /// an idiom name alone (`IS_IPHONE`, `!IsIpad()`, `UIDevice.isPad`); nil otherwise.
    static func onPad(_ step: BranchStep, _ names: [String: Bool]) -> Bool? {
        guard !step.isCase else { return nil }
        var text = step.subject.filter { !$0.isWhitespace }
        var negated = false
        while true {
            if text.hasPrefix("!") { negated.toggle(); text.removeFirst(); continue }
            if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()); continue }
            break
        }
        if text.hasSuffix("()") { text = String(text.dropLast(2)) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last.map(String.init), let holdsOnPad = names[last],
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        let thenOnPad = holdsOnPad != negated
        return step.arm == "else" ? !thenOnPad : thenOnPad
    }
}
