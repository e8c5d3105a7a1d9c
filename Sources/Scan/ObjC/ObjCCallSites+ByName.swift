// A controller an Objective-C method makes from a string
// (`[[NSClassFromString(name) alloc] init]`): each class the file names is an alternative.

import Foundation
import OrientationEngine

extension ObjCCallSites {
    /// A controller made from a string: each controller class the file names in a string
    /// literal (`@"PlayerViewController"`, the list a table's rows are built from) is an
    /// alternative, its own button; an enclosing `[name isEqualToString:@"X"]` arm keeps
    /// only X (its `else`, all but X).
    mutating func addByName(_ local: String, at: SourceLocation, push: Bool) {
        guard let made = byName[local] else { return }
        var candidates = Self.classLiterals(body.text)
        var steps: [BranchStep] = []
        for step in branch {
            let compact = step.subject.replacingOccurrences(" ", "")
            if let r = compact.range(of: "[\(made.string)isEqualToString:@\""), let end = compact[r.upperBound...].firstIndex(of: "\"") {
                let named = String(compact[r.upperBound..<end])
                candidates = step.arm == "then" ? candidates.filter { $0 == named } : candidates.filter { $0 != named }
            } else {
                steps.append(step)
            }
        }
        for name in candidates {
            var instance = Instance.unknown(text: name, location: at)
            var value = ValueFact.typed(name, at)
            if let style = byNameStyle[local] { instance = .styled(instance, style); value = .styled(value, style) }
            let step = BranchStep(point: made.point, subject: made.string, arm: name, isCase: true)
            actions.append(LocatedAction(action: push ? .push(instance) : .present(instance), location: at, value: value, branch: steps + [step]))
        }
    }
}
