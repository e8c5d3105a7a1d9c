// The app delegate's rotation state as controllers change it: `orientationLock = .portrait`
// in a screen's `viewWillAppear` (often through a helper, `AppUtility.lockOrientation(.portrait)`)
// sets the variable the window method reads, and a helper's `setValue(o.rawValue, forKey:
// "orientation")` forces the orientation its caller hands it.

import Foundation
import OrientationEngine

extension AppResolver {
    /// `property = value` on the app delegate as the scenario's `set` of the app variable
    /// the window method reads; nil (said when the value cannot be read) otherwise.
    mutating func appStateSet(_ property: String, _ answer: Answer?, _ located: LocatedAction) -> Action? {
        let id = AnswerResolver.identifier(property)
        // Only what the window method reads is the app's rotation state.
        guard let current = app.appVars[id] else { return nil }
        let written = answer ?? located.value.flatMap(Self.literal)
        switch (current, written) {
        case (.bool, .bool(let b)?):
            return .set([(name: id, value: .literal(.bool(b)))])
        case (.mask, let literal?):
            var context = AnswerResolver.Context(controller: "app", className: "", kind: .vc, question: .supported, chainIndex: 0,
                                                 location: located.location)
            if let m = answers.resolve(literal, &context)?.literalMask, context.vars.isEmpty {
                return .set([(name: id, value: .literal(.mask(m)))])
            }
        default:
            break
        }
        app.unresolved.append(Unresolved(location: located.location, expression: property,
                                         note: "the app delegate's \(id) is set to a value that is not a literal: left out"))
        return nil
    }

    /// The device orientation a helper forces with what its caller handed it; nil (said) when not a literal.
    mutating func forcedDevice(interface: Bool, _ located: LocatedAction) -> DeviceOrientation? {
        let text = located.value?.text ?? ""
        // A `UIInterfaceOrientation` handed as `.landscapeRight`: read as the reader reads one written out.
        let written = interface && !text.hasPrefix("UIInterfaceOrientation") ? "UIInterfaceOrientation" + (text.hasPrefix(".") ? "" : ".") + text : text
        let device = SwiftCallSites.deviceOrientation(written)
        if device == nil {
            app.unresolved.append(Unresolved(location: located.location, expression: SwiftText.clip(text),
                                             note: "the forced orientation is not a literal: left out"))
        }
        return device
    }

    /// A value the call site handed, read as a literal answer: `.portrait`,
    /// `UIInterfaceOrientationMask.landscape`, `[.portrait, .landscapeLeft]`, `true`.
    static func literal(_ value: ValueFact) -> Answer? {
        switch value {
        case .enumCase(let name):
            if name == "true" || name == "false" { return .bool(name == "true") }
            return OrientationMask(name: name).map(Answer.mask)
        case .member(.name(let type), let name) where type.hasPrefix("UIInterfaceOrientationMask"):
            return OrientationMask(name: name).map(Answer.mask)
        case .each(.choice(let elements)):
            // `[.portrait, .landscapeLeft]` as a call's argument: each element a mask.
            var mask = OrientationMask.none
            for element in elements {
                guard case .mask(let m)? = literal(element.value) else { return nil }
                mask.formUnion(m)
            }
            return .mask(mask)
        case .unknown(let text):
            if text == "true" || text == "false" { return .bool(text == "true") }
            let trimmed = text.trimmedSpaces
            guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
            var mask = OrientationMask.none
            for part in trimmed.dropFirst().dropLast().split(separator: ",") {
                // `.portrait`, `UIInterfaceOrientationMask.portrait`.
                let words = part.trimmedSpaces.split(separator: ".", omittingEmptySubsequences: false)
                guard let name = words.last, words.dropLast().allSatisfy({ $0.isEmpty || $0 == "UIInterfaceOrientationMask" }),
                      let m = OrientationMask(name: String(name)) else { return nil }
                mask.formUnion(m)
            }
            return .mask(mask)
        default: return nil
        }
    }
}
