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
}
