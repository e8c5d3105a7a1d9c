// Which closures in a function body run later, for an event: what they do is not what
// the function does when it runs (a lifecycle method's callbacks are buttons).

import SwiftSyntax

extension SwiftCallSites {
    /// Calls whose closure runs now or on the next turn of the main loop: what they do
    /// still happens when the function runs.
    static let soonCalls: Set<String> = ["async", "asyncAfter", "sync", "performWithoutAnimation", "animate", "performBatchUpdates",
                                         "map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "reduce"]

    /// A closure handed to a call that keeps it for an event (`sink`, a completion, an
    /// observer, `UIAction`) or stored (`onSignOut = { … }`); not one called on the spot
    /// (`{ … }()`) or by `soonCalls`.
    static func isCallback(_ node: ClosureExprSyntax) -> Bool {
        if let list = node.parent?.as(ExprListSyntax.self) {
            return list.contains { $0.is(AssignmentExprSyntax.self) } && list.last?.id == node.id
        }
        var call: FunctionCallExprSyntax?
        if let direct = node.parent?.as(FunctionCallExprSyntax.self) {
            if direct.calledExpression.id == node.id { return false }
            call = direct
        } else if let argument = node.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let trailing = node.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call, let name = SwiftExpr.lastName(call.calledExpression) else { return false }
        return !soonCalls.contains(name)
    }

    /// The branch point every menu and alert action of a function shares: they are
    /// alternatives to each other.
    static let menuPoint = 900_000

    /// Calls whose closure is what a menu item, an alert's button or a swipe action does.
    static let menuActionCalls: Set<String> = ["UIAction", "UIAlertAction", "UIContextualAction"]

    /// Whether `node` is an alert button's handler (`UIAlertAction(title:style:handler:)`).
    static func isAlertAction(_ node: ClosureExprSyntax) -> Bool {
        var call: FunctionCallExprSyntax?
        if let direct = node.parent?.as(FunctionCallExprSyntax.self) { call = direct }
        if let argument = node.parent?.as(LabeledExprSyntax.self) { call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) }
        return call.flatMap { SwiftExpr.lastName($0.calledExpression) } == "UIAlertAction"
    }

    /// The title of the menu or alert action whose handler `node` is (`UIAction(title: "Share") { … }`
    /// → "Share", `title: L10n.Actions.savePhoto` → "savePhoto"), nil for any other closure.
    static func menuActionTitle(_ node: ClosureExprSyntax) -> String? {
        var call: FunctionCallExprSyntax?
        if let direct = node.parent?.as(FunctionCallExprSyntax.self), direct.calledExpression.id != node.id {
            call = direct
        } else if let argument = node.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call, let name = SwiftExpr.lastName(call.calledExpression), menuActionCalls.contains(name) else { return nil }
        guard let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression else { return name }
        if let literal = title.as(StringLiteralExprSyntax.self) {
            let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            return text.isEmpty ? name : SwiftText.clip(text)
        }
        if let call = SwiftExpr.unwrapped(title).as(FunctionCallExprSyntax.self),
           let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            // `NSLocalizedString("Share", comment: "")`, `String(localized: "Share")`.
            let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            if !text.isEmpty { return SwiftText.clip(text) }
        }
        return SwiftExpr.lastName(title) ?? name
    }
}
