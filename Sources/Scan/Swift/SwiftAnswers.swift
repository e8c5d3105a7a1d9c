// A rotation override's body → an `Answer`: literal masks and orientations, idiom
// conditionals, runtime flags, forwarding to a child or to the presented controller,
// `super`, app-defined constants. What no rule reads stays `.unknown` with its text.

import Foundation
import OrientationEngine
import SwiftSyntax

/// What kind of value a question's answer is.
enum AnswerKind: Sendable {
    case mask, orientation, bool

    init(_ question: Question) {
        switch question {
        case .supported: self = .mask
        case .preferred: self = .orientation
        case .shouldAutorotate, .prefersOrientationLocked: self = .bool
        }
    }

    /// The property a child is asked (`topViewController?.<selector>`).
    var selectors: [String] {
        switch self {
        case .mask: ["supportedInterfaceOrientations"]
        case .orientation: ["preferredInterfaceOrientationForPresentation"]
        case .bool: ["shouldAutorotate", "prefersInterfaceOrientationLocked"]
        }
    }
}

struct SwiftAnswers {
    var kind: AnswerKind
    /// `guard let top = topViewController`: local names for a child.
    var aliases: [String: String] = [:]

    init(kind: AnswerKind) { self.kind = kind }

    /// `if let x = topViewController` / `guard let x = presentedViewController`: the name and
    /// the reader that knows it.
    private func binding(_ conditions: ConditionElementListSyntax) -> (name: String, reader: SwiftAnswers)? {
        guard conditions.count == 1, case .optionalBinding(let b)? = conditions.first?.condition,
              let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        var inner = self
        inner.aliases[name] = b.initializer.map { SwiftExpr.text($0.value) } ?? name
        return (name, inner)
    }

    /// A branch that forwards through the bound child, with the other branch as fallback.
    private func bound(_ forwarded: Answer, otherwise: Answer, name: String, text: String) -> Answer {
        switch forwarded {
        case .top: return .top(text: text)
        case .presented(_, let t): return .presented(fallback: otherwise, text: t)
        default: return .condition(flag: name, negated: false, then: forwarded, else: otherwise, text: text)
        }
    }

    // MARK: bodies

    /// A getter's statements (implicit return, `return`, `if`/`guard`/`switch` on returns).
    func body(_ items: CodeBlockItemListSyntax) -> Answer {
        let statements = ActiveCode.statements(items)
        guard !statements.isEmpty else { return .unknown(text: "an empty body") }
        return sequence(statements[...]) ?? .unknown(text: SwiftExpr.text(items))
    }

    private func sequence(_ statements: ArraySlice<CodeBlockItemSyntax.Item>) -> Answer? {
        guard let first = statements.first else { return nil }
        let rest = statements.dropFirst()
        if let expr = first.as(ExprSyntax.self), rest.isEmpty {
            if let ifExpr = expr.as(IfExprSyntax.self) { return ifAnswer(ifExpr, after: rest) }
            if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchAnswer(switchExpr) }
            return expression(expr)
        }
        if let stmt = first.as(StmtSyntax.self) {
            if let ret = stmt.as(ReturnStmtSyntax.self) {
                return ret.expression.map(expression) ?? .unknown(text: "return")
            }
            if let guardStmt = stmt.as(GuardStmtSyntax.self), let (name, inner) = binding(guardStmt.conditions) {
                guard let otherwise = body(returning: guardStmt.body.statements),
                      let after = inner.sequence(rest) else { return nil }
                return bound(after, otherwise: otherwise, name: name, text: SwiftExpr.text(guardStmt))
            }
            if let guardStmt = stmt.as(GuardStmtSyntax.self) {
                // guard C else { return a }; return b  ==  C ? b : a
                guard let otherwise = body(returning: guardStmt.body.statements),
                      let after = sequence(rest) else { return nil }
                return conditional(guardStmt.conditions, then: after, else: otherwise)
            }
            if let exprStmt = stmt.as(ExpressionStmtSyntax.self) {
                if let ifExpr = exprStmt.expression.as(IfExprSyntax.self) { return ifAnswer(ifExpr, after: rest) }
                if let switchExpr = exprStmt.expression.as(SwitchExprSyntax.self), rest.isEmpty {
                    return switchAnswer(switchExpr)
                }
            }
        }
        if let expr = first.as(ExprSyntax.self) {
            if let ifExpr = expr.as(IfExprSyntax.self) { return ifAnswer(ifExpr, after: rest) }
        }
        return nil
    }

    /// A block that only returns (the body of a branch).
    private func body(returning items: CodeBlockItemListSyntax) -> Answer? {
        sequence(ActiveCode.statements(items)[...])
    }

    private func ifAnswer(_ ifExpr: IfExprSyntax, after rest: ArraySlice<CodeBlockItemSyntax.Item>) -> Answer? {
        if let (name, inner) = binding(ifExpr.conditions) {
            guard let then = inner.body(returning: ifExpr.body.statements) else { return nil }
            let otherwise: Answer?
            switch ifExpr.elseBody {
            case .codeBlock(let block)?: otherwise = body(returning: block.statements)
            case .ifExpr(let nested)?: otherwise = ifAnswer(nested, after: rest)
            case nil: otherwise = sequence(rest)
            }
            guard let otherwise else { return nil }
            return bound(then, otherwise: otherwise, name: name, text: SwiftExpr.text(ifExpr.conditions))
        }
        guard let then = body(returning: ifExpr.body.statements) else { return nil }
        let otherwise: Answer?
        switch ifExpr.elseBody {
        case .codeBlock(let block)?: otherwise = body(returning: block.statements)
        case .ifExpr(let nested)?: otherwise = ifAnswer(nested, after: rest)
        case nil: otherwise = sequence(rest)
        }
        guard let otherwise else { return nil }
        return conditional(ifExpr.conditions, then: then, else: otherwise)
    }

    private func conditional(_ conditions: ConditionElementListSyntax, then: Answer, else otherwise: Answer) -> Answer {
        guard conditions.count == 1, case .expression(let expr)? = conditions.first?.condition else {
            let text = SwiftExpr.text(conditions)
            return .condition(flag: Self.flagName(text), negated: false, then: then, else: otherwise, text: text)
        }
        return condition(expr, then: then, else: otherwise)
    }

    /// `switch UIDevice.current.userInterfaceIdiom { case .pad: … default: … }`.
    private func switchAnswer(_ s: SwitchExprSyntax) -> Answer? {
        let subject = SwiftExpr.text(s.subject)
        guard Self.isIdiom(subject) else { return nil }
        var phone: Answer?
        var pad: Answer?
        var fallback: Answer?
        for case .switchCase(let c) in s.cases {
            guard let answer = body(returning: c.statements) else { return nil }
            switch c.label {
            case .default: fallback = answer
            case .case(let label):
                let names = label.caseItems.map { SwiftExpr.text($0.pattern) }
                if names.contains(where: { $0.hasSuffix("phone") }) { phone = answer }
                if names.contains(where: { $0.hasSuffix("pad") }) { pad = answer }
            }
        }
        guard let p = phone ?? fallback, let q = pad ?? fallback else { return nil }
        return .idiom(phone: p, pad: q)
    }

    // MARK: expressions

    func expression(_ raw: ExprSyntax) -> Answer {
        // The text is made only for answers that keep it (a literal mask does not).
        var made: String?
        func text() -> String {
            if let made { return made }
            made = SwiftExpr.text(raw)
            return made!
        }
        guard let folded = SwiftExpr.fold(raw) else { return .unknown(text: text()) }
        switch folded {
        case .ternary(let c, let t, let e):
            return condition(c, then: expression(t), else: expression(e), whole: text)
        case .binary(let op, let lhs, let rhs) where op == "??":
            return forwarding(SwiftExpr.sequence(lhs), fallback: expression(SwiftExpr.sequence(rhs)), text: text())
                ?? .unknown(text: text())
        case .binary:
            // `return UIDevice.current.userInterfaceIdiom == .pad`: true on the one device.
            if kind == .bool, let idiom = Self.idiom(text(), negated: false, then: .bool(true), else: .bool(false)) { return idiom }
            if kind == .bool { return .condition(flag: Self.flagName(text()), negated: false, then: .bool(true), else: .bool(false), text: text()) }
            return .unknown(text: text())
        case .single(let expr):
            return single(expr, text: text)
        }
    }

    private func single(_ expr: ExprSyntax, text textOf: () -> String) -> Answer {
        var text: String { textOf() }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) {
            return kind == .bool ? .bool(bool.literal.tokenKind == .keyword(.true)) : .unknown(text: text)
        }
        if let array = expr.as(ArrayExprSyntax.self), kind == .mask {
            let parts = array.elements.map { expression($0.expression) }
            if parts.isEmpty { return .mask(.none) }
            return parts.count == 1 ? parts[0] : .union(parts)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base.map { SwiftExpr.text($0) }
            if base == "super", kind.selectors.contains(name) { return .inherited }
            if let forwarded = forwarding(expr, fallback: nil, text: text) { return forwarded }
            if base == nil || base!.hasPrefix("UIInterfaceOrientation") || base == "Self" {
                if let literal = literal(name) { return literal }
                if base == nil || base!.hasPrefix("UIInterfaceOrientation") { return .constant(name, text: text) }
            }
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if kind == .bool, name == "true" || name == "false" { return .bool(name == "true") }
            return .property(name, text: text)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), SwiftExpr.ownProperty(ExprSyntax(member)) != nil {
            return .property(member.declName.baseName.text, text: text)
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
           let inner = call.trailingClosure?.statements ?? closureBody(call.calledExpression) {
            // `{ … }()`: an immediately run closure.
            return body(inner)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let name = Self.ownFunction(call.calledExpression) {
            // `portraitOnPhone()`: a helper of the project's, read where it is declared.
            return .constant(name, text: text)
        }
        return .unknown(text: text)
    }

    /// `name` or `self.name`: a function the controller itself has (its own or an extension's).
    private static func ownFunction(_ callee: ExprSyntax) -> String? {
        let callee = SwiftExpr.unwrapped(callee)
        if let ref = callee.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, SwiftExpr.text(base) == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    private func closureBody(_ expr: ExprSyntax) -> CodeBlockItemListSyntax? {
        SwiftExpr.unwrapped(expr).as(ClosureExprSyntax.self)?.statements
    }

    /// `topViewController?.supportedInterfaceOrientations`, `presentedViewController?…`.
    private func forwarding(_ lhs: ExprSyntax, fallback: Answer?, text: @autoclosure () -> String) -> Answer? {
        let lhs = SwiftExpr.unwrapped(lhs)
        guard let member = lhs.as(MemberAccessExprSyntax.self),
              kind.selectors.contains(member.declName.baseName.text),
              let base = member.base else { return nil }
        var receiver = SwiftExpr.text(base).replacingOccurrences("?", "").replacingOccurrences("!", "")
            .replacingOccurrences("self.", "")
        let head = String(receiver.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if let alias = aliases[head] { receiver = alias.replacingOccurrences("?", "").replacingOccurrences("self.", "") + receiver.dropFirst(head.count) }
        if receiver.hasPrefix("presentedViewController") {
            return .presented(fallback: fallback ?? .unknown(text: "no fallback"), text: text())
        }
        let childWords = ["topViewController", "visibleViewController", "selectedViewController",
                          "viewControllers.last", "children.last", "viewControllers.first", "children.first"]
        if childWords.contains(where: { receiver.hasPrefix($0) }) { return .top(text: text()) }
        if !receiver.isEmpty, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return .held(property: receiver, text: text())
        }
        return nil
    }

    /// A ternary's condition: one expression, or a sequence's run read as `condition`
    /// reads a sequence node — by its text (nothing to peel, no `!` before it).
    private func condition(_ elements: [ExprSyntax], then: Answer, else otherwise: Answer, whole: (() -> String)?) -> Answer {
        if elements.count == 1 { return condition(elements[0], then: then, else: otherwise, whole: whole) }
        let text = SwiftExpr.text(elements)
        if let idiom = Self.idiom(text, negated: false, then: then, else: otherwise) { return idiom }
        return .condition(flag: Self.flagName(text), negated: false, then: then, else: otherwise, text: whole?() ?? text)
    }

    /// A condition: the idiom, else a runtime flag (a scenario variable).
    func condition(_ raw: ExprSyntax, then: Answer, else otherwise: Answer, whole: (() -> String)? = nil) -> Answer {
        var expr = SwiftExpr.unwrapped(raw)
        var negated = false
        while let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated.toggle()
            expr = SwiftExpr.unwrapped(prefix.expression)
        }
        let text = SwiftExpr.text(expr)
        if let idiom = Self.idiom(text, negated: negated, then: then, else: otherwise) { return idiom }
        return .condition(flag: Self.flagName(text), negated: negated, then: then, else: otherwise, text: whole?() ?? SwiftExpr.text(raw))
    }

    /// A condition on the idiom: the answer per device.
    static func idiom(_ text: String, negated: Bool, then: Answer, else otherwise: Answer) -> Answer? {
        guard let pad = padTakesThen(text, negated: negated) else { return nil }
        return pad ? .idiom(phone: otherwise, pad: then) : .idiom(phone: then, pad: otherwise)
    }

    /// For a condition on the idiom: whether the iPad takes its `then` arm (the iPhone the
    /// other); nil for any other condition.
    static func padTakesThen(_ text: String, negated: Bool = false) -> Bool? {
        guard isIdiom(text) else { return nil }
        var pad = text.holds(".pad") || text.holds("Pad")
        if text.holds("!=") { pad.toggle() }
        if negated { pad.toggle() }
        return pad
    }

    static func isIdiom(_ text: String) -> Bool {
        text.holds("userInterfaceIdiom") || text.holds("UI_USER_INTERFACE_IDIOM")
    }

    /// A scenario variable's name for a condition: its last identifier (`self.isLocked`,
    /// `Settings.shared.lockRotation` → `lockRotation`), else the text made an identifier.
    static func flagName(_ text: String) -> String {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        let candidates = words.filter { !["self", "true", "false", "let", "var", "nil"].contains(String($0)) && !($0.first?.isNumber ?? true) }
        return candidates.last.map(String.init) ?? "flag"
    }

    /// A UIKit literal of the answer's type.
    func literal(_ name: String) -> Answer? {
        switch kind {
        case .mask: OrientationMask(name: name).map(Answer.mask)
        case .orientation: InterfaceOrientation(name: name).map(Answer.orientation)
        case .bool: nil
        }
    }
}
