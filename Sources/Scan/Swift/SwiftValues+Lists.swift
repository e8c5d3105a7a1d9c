// A container's children as a call-site reader reads a list: literals, sums, locals built up
// element by element, and `map`s over them (each element wrapped in a nav, or what a
// closure or key path makes of it).

import Foundation
import OrientationEngine
import SwiftSyntax

extension SwiftCallSites {
    /// `[a, b]`, `[a, b].map { Nav(rootViewController: $0) }`, `x + y`: a container's children.
    func children(_ raw: ExprSyntax) -> [ValueFact]? {
        let expr = SwiftExpr.unwrapped(raw)
        if let ref = expr.as(DeclReferenceExprSyntax.self), let list = arrayLocals[ref.baseName.text] { return list }
        if let sequence = expr.as(SequenceExprSyntax.self) { return sum(Array(sequence.elements)) }
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.map { value($0.expression) } }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "map" || member.declName.baseName.text == "compactMap", let base = member.base {
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            // `.map(UINavigationController.init(rootViewController:))`: each element in a nav.
            if let wrapper = call.arguments.first?.expression, let nav = Self.rootInitializer(wrapper) {
                let elements = children(base) ?? [.each(.element(value(base)))]
                return elements.map { element in
                    if case .each(let each) = element { return .each(.nav(nav, each, loc(wrapper))) }
                    return .nav(nav, element, loc(wrapper))
                }
            }
            guard let elements = children(base) else {
                // A list the code builds elsewhere (`Tab.allCases`, `self.items`): each element mapped.
                return mapped(.element(value(base)), closure: closure, keyPath: call.arguments.first?.expression.as(KeyPathExprSyntax.self))
                    .map { [.each($0)] }
            }
            // The closure's one call wrapping its argument (`Nav(rootViewController: $0)`).
            guard let closure, closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self),
                  let wrap = SwiftExpr.unwrapped(only).as(FunctionCallExprSyntax.self),
                  wrap.arguments.first?.label?.text == "rootViewController",
                  let cls = SwiftExpr.lastName(wrap.calledExpression), cls.first?.isUppercase == true else {
                // `tabs.map { Utils.navController(for: $0) }`: what the closure makes of each
                // element, or the element itself where that cannot be read.
                return elements.map { element in
                    guard let made = mapped(element, closure: closure, keyPath: nil), made != element else { return element }
                    if case .unknown = made { return element }
                    return .choice([ValueFact.Guarded(branch: [], value: made), ValueFact.Guarded(branch: [], value: element)])
                }
            }
            return elements.map { element in
                // Every element of a list built elsewhere, each in its own nav.
                if case .each(let each) = element { return .each(.nav(cls, each, loc(wrap))) }
                return .nav(cls, element, loc(wrap))
            }
        }
        return nil
    }

    /// `UINavigationController.init(rootViewController:)` as a value: the class it makes.
    static func rootInitializer(_ raw: ExprSyntax) -> String? {
        guard let member = SwiftExpr.unwrapped(raw).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              member.declName.argumentNames?.arguments.map(\.name.text) == ["rootViewController"],
              let base = member.base, let cls = SwiftExpr.lastName(base), cls.first?.isUppercase == true else { return nil }
        return cls
    }

    /// What a `map` makes of `element`: `\.controller`, or what its closure returns with its
    /// parameter (`$0`, `item in`, `item -> UIViewController in`) bound to it.
    func mapped(_ element: ValueFact, closure: ClosureExprSyntax?, keyPath: KeyPathExprSyntax?) -> ValueFact? {
        if let keyPath {
            guard keyPath.root == nil, keyPath.components.count == 1,
                  case .property(let property)? = keyPath.components.first?.component else { return nil }
            return .member(element, property.declName.baseName.text)
        }
        guard let closure else { return nil }
        var parameter = "$0"
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: parameter = names.first?.name.text ?? parameter
        case .parameterClause(let clause)?: parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? parameter
        case nil: break
        }
        let inner = SwiftCallSites(visitor: visitor)
        inner.locals = locals
        inner.symbolic = symbolic
        inner.locals[parameter] = nil
        inner.symbolic[parameter] = element
        inner.walk(closure.statements)
        if inner.returns.count == 1 { return inner.returns[0].value }
        if !inner.returns.isEmpty { return .choice(inner.returns) }
        guard closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return inner.value(only)
    }
}
