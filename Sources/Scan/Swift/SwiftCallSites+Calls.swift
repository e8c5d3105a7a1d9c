// What a call in a body is, for the call-site reader: whose dismissal, on self or not,
// which geometry mask, which forced device orientation.

import Foundation
import OrientationEngine
import SwiftSyntax

extension SwiftCallSites {
    /// `dismiss(animated:)` on self or on what UIKit relates it to (its presenter, its
    /// container, what it presented); `alert.dismiss(…)` on another controller it holds
    /// dismisses that one, which a controller's `dismiss` action does not mean.
    func dismissesOwn(_ node: FunctionCallExprSyntax) -> Bool {
        guard let base = Self.receiver(of: node) else { return true }
        let text = SwiftExpr.text(base).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        let last = text.split(separator: ".").last.map(String.init) ?? text
        return ["self", "presentingViewController", "presentedViewController", "navigationController", "tabBarController",
                "splitViewController", "parent", "rootViewController"].contains(last)
    }

    /// Calls that are UIKit's or the language's, never a function of the project that shows something.
    static let uikitCalls: Set<String> = ["map", "compactMap", "flatMap", "filter", "forEach", "reduce", "first", "contains", "append",
        "async", "asyncAfter", "sink", "store", "assign", "addSubview", "addTarget", "addAction", "register", "reloadData", "print",
        "dismiss", "popViewController", "popToRootViewController", "layoutIfNeeded", "setNeedsLayout", "addChild", "didMove",
        "removeFromParent", "removeFromSuperview", "insert", "remove", "removeAll", "sorted", "joined", "isEmpty", "min", "max"]

    /// What `call` is made on (`nav` of `nav.pushViewController(…)`), as written; nil for a bare call.
    static func receiver(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        SwiftExpr.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self)?.base
    }

    func isOnSelf(_ call: FunctionCallExprSyntax) -> Bool {
        let called = SwiftExpr.unwrapped(call.calledExpression)
        if called.is(DeclReferenceExprSyntax.self) { return true }
        guard let base = called.as(MemberAccessExprSyntax.self)?.base.map(SwiftExpr.unwrapped) else { return false }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `nav.setViewControllers(…)` on a local built here as a navigation controller: its
    /// name, class and where it was built.
    func localContainer(_ call: FunctionCallExprSyntax) -> (String, String, SourceLocation)? {
        guard let base = Self.receiver(of: call),
              let name = SwiftExpr.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .make(let cls, let at)? = locals[name]?.bare, cls.hasSuffix("NavigationController") else { return nil }
        return (name, cls, at)
    }

    func unresolved(_ node: some SyntaxProtocol, _ note: String) {
        visitor.facts.unresolved.append(Unresolved(location: loc(node), expression: SwiftExpr.text(node), note: note))
    }

    /// `.iOS(interfaceOrientations: .landscapeRight)`, directly or through a local name.
    func geometryMask(_ call: FunctionCallExprSyntax) -> Answer? {
        guard var expr = call.arguments.first?.expression else { return nil }
        if let name = SwiftExpr.unwrapped(expr).as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = localExprs[name] {
            expr = bound
        }
        guard let inner = SwiftExpr.unwrapped(expr).as(FunctionCallExprSyntax.self),
              let maskExpr = inner.arguments.first(where: { $0.label?.text == "interfaceOrientations" })?.expression
        else { return nil }
        let answer = SwiftAnswers(kind: .mask).expression(maskExpr)
        if case .unknown = answer { return nil }
        return answer
    }

    /// `UIInterfaceOrientation.landscapeRight.rawValue` (its raw value names the device
    /// orientation with the same number: interface landscapeRight is device landscapeLeft),
    /// `UIDeviceOrientation.portrait.rawValue`, or a number.
    static func deviceOrientation(_ text: String) -> DeviceOrientation? {
        let t = text.replacingOccurrences(" ", "").replacingOccurrences("NSNumber(value:", "").replacingOccurrences(")", "")
        if let number = Int(t) { return DeviceOrientation(rawValue: number) }
        let parts = t.split(separator: ".").map(String.init).filter { $0 != "rawValue" }
        guard let name = parts.last else { return nil }
        if t.hasPrefix("UIInterfaceOrientation") {
            return InterfaceOrientation(name: name).flatMap { DeviceOrientation(rawValue: $0.rawValue) }
        }
        return DeviceOrientation(name: name)
    }
}
