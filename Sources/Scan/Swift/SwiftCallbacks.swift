// Which closures in a function body run later, for an event: what they do is not what
// the function does when it runs (a lifecycle method's callbacks are buttons).

import SwiftSyntax

extension SwiftCallSites {
    /// Calls whose closure runs now or on the next turn of the main loop: what they do
    /// still happens when the function runs.
    static let soonCalls: Set<String> = ["async", "asyncAfter", "sync", "performWithoutAnimation", "animate", "performBatchUpdates",
                                         "map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "reduce"]

    /// The call `node` is handed to (an argument, a trailing closure); nil for a closure
    /// called on the spot (`{ … }()`) or standing alone.
    static func call(receiving node: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let direct = node.parent?.as(FunctionCallExprSyntax.self) {
            return direct.calledExpression.id == node.id ? nil : direct
        }
        if let argument = node.parent?.as(LabeledExprSyntax.self) {
            return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if let trailing = node.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// A closure handed to a call that keeps it for an event (`sink`, a completion, an
    /// observer, `UIAction`) or stored (`onSignOut = { … }`); not one called on the spot
    /// (`{ … }()`) or by `soonCalls`.
    static func isCallback(_ node: ClosureExprSyntax, handedTo call: FunctionCallExprSyntax?) -> Bool {
        if let list = node.parent?.as(ExprListSyntax.self) {
            return list.contains { $0.is(AssignmentExprSyntax.self) } && list.last?.id == node.id
        }
        guard let call, let name = SwiftExpr.lastName(call.calledExpression) else { return false }
        return !soonCalls.contains(name)
    }

    /// A callback another object keeps for its own later event: stored in a property
    /// (`rootView.onCancel = { … }`) or handed to a construction (`Model(onClose: { … })`),
    /// never a menu's or an alert's action (each already a way of its own).
    static func isStored(_ node: ClosureExprSyntax, handedTo call: FunctionCallExprSyntax?) -> Bool {
        if node.parent?.is(ExprListSyntax.self) == true { return true }
        guard let call, let name = SwiftExpr.lastName(call.calledExpression) else { return false }
        return name.first?.isUppercase == true && !menuActionCalls.contains(name)
    }

    /// The branch point every menu and alert action of a function shares: they are
    /// alternatives to each other.
    static let menuPoint = 900_000

    /// Calls whose closure is what a menu item, an alert's button or a swipe action does.
    static let menuActionCalls: Set<String> = ["UIAction", "UIAlertAction", "UIContextualAction"]

    /// The title of the menu or alert action `call` makes (`UIAction(title: "Share") { … }`
    /// → "Share", `title: L10n.Actions.savePhoto` → "savePhoto"), nil for any other call.
    static func menuActionTitle(_ call: FunctionCallExprSyntax?) -> String? {
        guard let call, let name = SwiftExpr.lastName(call.calledExpression), menuActionCalls.contains(name) else { return nil }
        guard let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression else { return name }
        if let literal = title.as(StringLiteralExprSyntax.self) {
            let text = literalText(literal)
            return text.isEmpty ? name : SwiftText.clip(text)
        }
        // `NSLocalizedString("Share", comment: "")`, `String(localized: "Share")`.
        if let call = SwiftExpr.unwrapped(title).as(FunctionCallExprSyntax.self),
           let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), !literalText(literal).isEmpty {
            return SwiftText.clip(literalText(literal))
        }
        return SwiftExpr.lastName(title) ?? name
    }

    /// A string literal's text, interpolations left out.
    private static func literalText(_ literal: StringLiteralExprSyntax) -> String {
        literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
}
