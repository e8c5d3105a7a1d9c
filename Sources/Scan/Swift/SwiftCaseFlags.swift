// An enum's computed flag, `var isOnboarding: Bool { switch self { case .a, .b: true
// default: false } }`: a router's `if scene.isOnboarding` is decided by the case a call
// site passes, as a `switch scene` is.

import SwiftSyntax

/// A `Bool` property whose getter switches over `self` and answers a literal per case.
struct CaseFlagFact: Sendable, Equatable {
    var name: String
    var cases: [String: Bool]
    /// The `default:` arm's answer.
    var otherwise: Bool?

    func value(for c: String) -> Bool? { cases[c] ?? otherwise }
}

enum SwiftCaseFlags {
    /// The flag a getter is, or nil when it is anything but one `switch self` of literals.
    static func read(name: String, type: String, getter: CodeBlockItemListSyntax) -> CaseFlagFact? {
        guard type == "Bool", getter.count == 1, let first = getter.first else { return nil }
        let expr = first.item.as(ExpressionStmtSyntax.self)?.expression ?? first.item.as(ExprSyntax.self)
        guard let sw = expr?.as(SwitchExprSyntax.self), sw.subject.trimmedDescription == "self" else { return nil }
        var flag = CaseFlagFact(name: name, cases: [:])
        for case .switchCase(let c) in sw.cases {
            guard c.statements.count == 1, let value = literal(c.statements.first!) else { return nil }
            switch c.label {
            case .default:
                flag.otherwise = value
            case .case(let items):
                for item in items.caseItems {
                    let text = item.pattern.trimmedDescription
                    guard text.hasPrefix(".") else { return nil }
                    let caseName = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    guard !caseName.isEmpty else { return nil }
                    flag.cases[String(caseName)] = value
                }
            }
        }
        return flag.cases.isEmpty && flag.otherwise == nil ? nil : flag
    }

    /// `return true`, `true`.
    private static func literal(_ item: CodeBlockItemSyntax) -> Bool? {
        let expr: ExprSyntax?
        if let ret = item.item.as(ReturnStmtSyntax.self) { expr = ret.expression }
        else { expr = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) }
        guard let b = expr?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return b.literal.tokenKind == .keyword(.true)
    }
}
