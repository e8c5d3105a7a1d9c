// How the call-site reader names a branch's arms: a `switch` case's name and the names
// its payload binds, and the availability checks that are no choice.

import SwiftSyntax

extension SwiftCallSites {
    static func isAvailability(_ condition: String) -> Bool {
        condition.contains("#available") || condition.contains("#unavailable")
    }

    /// `case .mediaPreview(let vm):` → `mediaPreview`; `case let .a(x), .b:` → `a`; `default` → `default`.
    static func caseName(_ label: SwitchCaseSyntax.Label) -> String {
        guard case .case(let items) = label, let first = items.caseItems.first else { return "default" }
        let text = SwiftExpr.text(first.pattern)
        let afterDot = text.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? text
        let name = afterDot.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? String(text.prefix(40)) : String(name)
    }

    /// `case .a(let x, _, label: let y)`, `case let .a(x, y)` → `["x", "", "y"]`.
    static func payloadNames(_ label: SwitchCaseSyntax.Label) -> [String] {
        guard case .case(let items) = label, items.caseItems.count == 1, let first = items.caseItems.first else { return [] }
        let text = SwiftExpr.text(first.pattern)
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return [] }
        let parts = SwiftText.topLevelParts(String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
        return parts.map { part in
            var p = part.trimmedSpaces
            if let colon = p.firstIndex(of: ":") { p = p[p.index(after: colon)...].trimmedSpaces }
            for word in ["let ", "var "] where p.hasPrefix(word) { p = String(p.dropFirst(4)).trimmedSpaces }
            return p.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && p != "_" ? p : ""
        }
    }
}
