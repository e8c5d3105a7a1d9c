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

extension SwiftCallSites {
    /// A call in a body: a presentation, a push, a forcing call, a container's children set,
    /// a call of a function the project may declare (read later by the navigation pass).
    func readCall(_ node: FunctionCallExprSyntax) {
        guard let name = SwiftExpr.lastName(node.calledExpression) else { return }
        let args = Array(node.arguments)
        if node.calledExpression.is(DeclReferenceExprSyntax.self), let closure = localClosures[name], !runningClosures.contains(name) {
            runLocalClosure(name, closure, arguments: args.map(\.expression))
            return
        }
        let first = args.first?.expression
        func add(_ action: ActionFact) { append(action, loc(node)) }
        func made(_ expr: ExprSyntax) -> Instance { instance(expr) ?? .unknown(text: SwiftExpr.text(expr), location: loc(expr)) }
        /// The shown value: followed by the navigation pass when the class is not known here.
        func show(_ expr: ExprSyntax, _ action: (Instance) -> ActionFact) {
            let known = made(expr)
            if case .unknown = known.bare { append(action(known), loc(node), value: value(expr)) } else { add(action(known)) }
        }
        switch name {
        // UIKit's `present(_:animated:completion:)`, not a toast's or a view model's `present(_:)`.
        case "present" where first != nil && args.first?.label == nil && args.dropFirst().first?.label?.text == "animated":
            show(first!) { .present($0) }
            // `delegate?.presentingViewController().present(…)`: which controller presents,
            // for a view or a helper that is not one (the navigation pass follows it).
            if !isOnSelf(node), let base = Self.receiver(of: node),
               !SwiftExpr.unwrapped(base).is(SuperExprSyntax.self) {
                actions[actions.count - 1].presenter = value(base)
            }
        case "pushViewController" where first != nil:
            show(first!) { .push($0) }
            if !isOnSelf(node), let base = Self.receiver(of: node) {
                let onto = SwiftExpr.ownProperty(base) ?? SwiftExpr.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text
                actions[actions.count - 1].onto = onto
                // `let nav = app.windows[0].rootViewController as! UINavigationController; nav.push…`
                // (an app delegate opening a URL): a push onto the window's root.
                if let onto, let made = localExprs[onto], SwiftExpr.text(made).contains("rootViewController"),
                   SwiftExpr.text(made).lowercased().contains("window") {
                    actions[actions.count - 1].presenter = .member(.name("window"), "rootViewController")
                }
            }
        case "show" where first != nil && args.count == 2 && args.last?.label?.text == "sender":
            // `alert.show(viewController, sender:)` on a controller built here, not yet on screen
            // (no navigation controller): UIKit shows nothing from it.
            if let base = Self.receiver(of: node),
               let name = SwiftExpr.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
               case .make(let cls, _)? = locals[name]?.bare, !cls.hasSuffix("NavigationController") { break }
            // A navigation or tab bar controller shown is presented (pushing one raises), as a
            // storyboard's `show` segue to one is.
            let before = actions.count
            show(first!) { shown in
                switch shown.bare {
                case .nav, .tab: .present(shown)
                default: .push(shown)
                }
            }
            if actions.count > before, case .push = actions[actions.count - 1].action { actions[actions.count - 1].viaShow = true }
        case "showDetailViewController" where first != nil:
            let before = actions.count
            show(first!) { .push($0) }
            guard actions.count > before else { break }
            if isOnSelf(node) {
                actions[actions.count - 1].detailOn = .name("self")
            } else if let base = Self.receiver(of: node) {
                actions[actions.count - 1].detailOn = value(base)
            }
        case "setViewControllers" where first != nil && isOnSelf(node):
            selfChildren = children(first!)
        case "setViewControllers" where first != nil && localContainer(node) != nil:
            // `let nav = StyledNavigationController(); nav.setViewControllers(stack, animated: false)`:
            // that nav around the stack's top, also when the stack is a parameter.
            let (name, cls, at) = localContainer(node)!
            locals[name] = nil
            symbolic[name] = .nav(cls, children(first!)?.last ?? .element(value(first!)), at)
        case "setViewControllers" where first != nil && args.contains(where: { $0.label?.text == "direction" }):
            // A page controller this one holds: its pages are shown inside this one.
            embedded += children(first!) ?? [value(first!)]
        case "setViewControllers" where first != nil && Self.receiver(of: node).map({ SwiftExpr.lastName($0) == "navigationController" }) == true
            && !visitor.currentTypeDeclares("navigationController"):
            // `navigationController?.setViewControllers([self, finder], animated: true)`: the
            // screen's own navigation controller shows the list's last (a push as far as
            // rotation goes: nothing is re-evaluated).
            guard let last = children(first!)?.last else { break }
            if case .name("self") = last { break }
            if case .instance(let made) = last { add(.push(made)) } else { append(.push(.unknown(text: last.text, location: loc(node))), loc(node), value: last) }
        case "setViewControllers" where first != nil:
            // A container another object holds (a coordinator's `navigationController?`): filled here.
            guard let base = Self.receiver(of: node),
                  let holder = SwiftExpr.ownProperty(base) ?? SwiftExpr.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
                  locals[holder] == nil, !declaredLocals.contains(holder) else { break }
            fills.append(ContainerFill(holder: holder, children: children(first!) ?? [value(first!)], location: loc(node)))
        case "addChild" where first != nil && isOnSelf(node), "addChildViewController" where first != nil && isOnSelf(node):
            embedded.append(value(first!))
        case "setViewController" where first != nil && args.count == 2 && args[1].label?.text == "for":
            if isOnSelf(node) { embedded.append(value(first!)); break }
            // `split.setViewController(a, for: .primary)` on a split built here: a column of it.
            guard let base = Self.receiver(of: node),
                  let name = SwiftExpr.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = locals[name] else { break }
            let column = made(first!)
            switch bound.bare {
            case .make(let cls, let l): locals[name] = .tab(cls, tabs: [column], location: l)
            case .tab(let cls, let tabs, let l): locals[name] = .tab(cls, tabs: tabs + [column], location: l)
            default: break
            }
        // UIKit's `dismiss(animated:completion:)` on self (a tooltip's or a banner's `dismiss()` is not;
        // `alert.dismiss(animated:)` on another controller it holds is that one's).
        case "dismiss" where args.first?.label?.text == "animated"
            && args.allSatisfy({ ["animated", "completion"].contains($0.label?.text ?? "") }) && dismissesOwn(node):
            add(.dismiss)
        case "popViewController": add(.pop)
        case "attemptRotationToDeviceOrientation": add(.attemptRotation)
        case "setNeedsUpdateOfSupportedInterfaceOrientations": add(.setNeedsUpdate)
        case "requestGeometryUpdate":
            if let mask = geometryMask(node) { add(.requestGeometry(mask)) }
            else { unresolved(node, "the geometry request's mask is not a literal: left out") }
        case "setValue" where args.count == 2 && SwiftExpr.text(args[1].expression) == "\"orientation\"":
            if let device = Self.deviceOrientation(SwiftExpr.text(args[0].expression)) { add(.forceDevice(device)) }
            // A helper's parameter (`rotateOrientation.rawValue`): read where a call binds it.
            else { append(.forceDeviceTo(interface: false), loc(node), value: value(args[0].expression)) }
        case "toggle" where args.isEmpty:
            if let member = SwiftExpr.unwrapped(node.calledExpression).as(MemberAccessExprSyntax.self),
               let base = member.base, let flag = SwiftExpr.ownProperty(base) {
                add(.setFlag(flag, nil))
            }
        default:
            // `self.helper()` / `helper()`: a method of the same class, kept if it acts.
            if SwiftExpr.ownProperty(node.calledExpression) != nil, SwiftExpr.namesFunction(name) {
                add(.call(name, labels: args.map { $0.label?.text }))
            }
            // `super.init(rootViewController: x)` in a nav subclass: its own root.
            if name == "init", let root = first, args.first?.label?.text == "rootViewController",
               Self.receiver(of: node)?.is(SuperExprSyntax.self) == true {
                selfChildren = [value(root)]
            }
            if SwiftExpr.namesFunction(name), !Self.uikitCalls.contains(name), let fact = callFact(node) { calls.append(fact) }
            // `list.append(b)` on a local array a container's children may come from.
            // An iPad-only arm's children are not the iPhone's (the scenario's device).
            if name == "append", let item = first, args.count == 1, !arrayLocals.isEmpty, idiomBranch.phone,
               let base = Self.receiver(of: node)?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               arrayLocals[base] != nil {
                arrayLocals[base]!.append(value(item))
            }
        }
    }
}
