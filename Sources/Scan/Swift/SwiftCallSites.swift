// The call sites of one function body, in source order: what it builds (`let nav =
// UINavigationController(rootViewController: home)`), styles (`vc.modalPresentationStyle
// = .formSheet`), presents, pushes, forces, sets as the window's root, and the flags it
// flips. Local names are followed within the body, which is where real apps configure a
// controller before presenting it.

import Foundation
import OrientationEngine
import SwiftSyntax

final class SwiftCallSites: SyntaxVisitor {
    let visitor: SwiftTypeVisitor
    /// Local names bound to instances (`let vc = PlayerViewController()`).
    var locals: [String: Instance] = [:]
    /// `videoController = player` (a property given a local): the property's name reaches the
    /// local's instance, so `videoController?.modalPresentationStyle = .fullScreen` styles it.
    var aliases: [String: String] = [:]
    var localExprs: [String: ExprSyntax] = [:]
    /// `root = A` in the phone branch, `root = B` in the pad one: each with its idiom.
    var branchLocals: [String: [(phone: Bool, pad: Bool, instance: Instance)]] = [:]
    var actions: [LocatedAction] = []
    var roots: [RootFact] = []
    /// Windows this body puts on a screen other than the main one (`window.screen = external`).
    var otherScreens: Set<String> = []
    /// `overlay.windowLevel = .alert + 1`: each window's level, by the window as written.
    var windowLevels: [String: Double] = [:]
    /// `modalPresentationStyle = …` on self (in an init).
    var selfStyle: PresentationStyleFact?
    /// Inside `if/switch` on the idiom: which idiom the branch is for.
    var idiomBranch: (phone: Bool, pad: Bool) = (true, true)
    /// The `switch`/`if` arms being read, outermost first.
    var branch: [BranchStep] = []
    var points = 0
    /// Inside a closure: its `return`s are not the function's.
    var closureDepth = 0
    /// The closures open around the walk: each a callback's serial, or 0.
    var callbacks: [Int] = []
    var callbackSerial = 0
    /// The callbacks another object keeps for its own event (`isStored`).
    var storedCallbacks: Set<Int> = []
    /// Closures kept in locals that take arguments (`let install = { (first: UIViewController) in … }`),
    /// read at each call; those being read.
    var localClosures: [String: (parameters: [String], body: ClosureExprSyntax)] = [:]
    var runningClosures: Set<String> = []
    /// The callbacks handed to a construction, with the class built and the label.
    var handedClosures: [Int: HandedClosure] = [:]
    /// The innermost open closure handed to a construction, if any.
    var handedTo: HandedClosure? { callbacks.reversed().lazy.compactMap { self.handedClosures[$0] }.first }
    /// The closures open around the walk: whether each is a menu or alert action's handler.
    var menuArms: [Bool] = []
    /// Calls of functions the project may declare, and what the function returns.
    var calls: [CallFact] = []
    var returns: [ValueFact.Guarded] = []
    /// The elements of an array it returns (`return [a, b]`): a pager data source's pages.
    var returnedList: [ValueFact] = []
    /// Locals the reader could not bind to a class, as the code names them.
    var symbolic: [String: ValueFact] = [:]
    /// A local assigned in arms of a `switch`/`if` (`viewController = X` per case).
    var guardedLocals: [String: [ValueFact.Guarded]] = [:]
    var declaredLocals: Set<String> = []
    /// `vc.modalPresentationStyle = .x` on a value this body cannot name, with the arm it is
    /// set in: it holds in that arm only (a router sets one style per transition).
    var styles: [String: [(branch: [BranchStep], fact: PresentationStyleFact)]] = [:]
    /// `viewControllers = [...]` (or `setViewControllers`, `super.init(rootViewController:)`) on self.
    var selfChildren: [ValueFact]?
    /// Controllers embedded in self: `addChild(x)`, a pager's pages (`pager.setViewControllers([x],
    /// direction: …)`), a split view's columns (`setViewController(x, for: .primary)`).
    var embedded: [ValueFact] = []
    /// Values stored in the type's own properties (a child slot's among them).
    var propertyAssignments: [PropertyAssignment] = []
    /// `dataSource = viewModel` on self (a pager): whose `viewControllers` are its pages.
    var pageSources: [ValueFact] = []
    /// `tabBarController.viewControllers = controllers` on a container this object holds (a coordinator's).
    var fills: [ContainerFill] = []
    /// `var list = [a]` then `list.append(b)`: the elements, for a container's children.
    var arrayLocals: [String: [ValueFact]] = [:]
    /// Functions declared inside the body with the class they return
    /// (`func makeList() -> ListViewController { … }` in `start()`).
    var localFactories: [String: String] = [:]
    /// A `UITab` was built here: `tabs = […]` on self is the tab bar's children.
    var tabsBuilt = false

    init(visitor: SwiftTypeVisitor) {
        self.visitor = visitor
        super.init(viewMode: .sourceAccurate)
    }

    func loc(_ node: some SyntaxProtocol) -> SourceLocation { visitor.location(node) }

    func append(_ action: ActionFact, _ at: SourceLocation, value: ValueFact? = nil) {
        let callback = callbacks.last { $0 != 0 } ?? 0
        var located = LocatedAction(action: action, location: at, value: value, branch: branch, callback: callback,
                                    stored: storedCallbacks.contains(callback), onPhone: idiomBranch.phone, onPad: idiomBranch.pad)
        located.handedTo = handedTo
        actions.append(located)
    }

    /// The function's flow with what this body calls and returns (nil when it has none to give).
    func flow(_ base: FunctionFlow?) -> FunctionFlow? {
        guard base != nil || !calls.isEmpty || !returns.isEmpty else { return nil }
        var flow = base ?? FunctionFlow()
        flow.calls = calls
        flow.returns = returns
        return flow
    }

    // MARK: branches

    func arm(_ subject: String, _ arm: String, isCase: Bool, point: Int, _ body: some SyntaxProtocol) {
        branch.append(BranchStep(point: point, subject: subject, arm: arm, isCase: isCase))
        walk(body)
        branch.removeLast()
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        // `let install: (UIViewController) -> () = { first in … }`: read where it is called,
        // its parameters bound to the arguments (`visitPost` pops what is pushed here).
        if let name = Self.localClosureName(node), let parameters = Self.parameterNames(of: node), !parameters.isEmpty,
           Self.isCalledByName(name, after: node) {
            localClosures[name] = (parameters, node)
            callbacks.append(0)
            menuArms.append(false)
            return .skipChildren
        }
        let call = Self.call(receiving: node)
        if Self.isCallback(node, handedTo: call) {
            callbackSerial += 1
            callbacks.append(callbackSerial)
            if Self.isStored(node, handedTo: call) {
                storedCallbacks.insert(callbackSerial)
                if let call, let cls = SwiftExpr.lastName(call.calledExpression), cls.first?.isUppercase == true {
                    let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text ?? "callback"
                    handedClosures[callbackSerial] = HandedClosure(className: cls, label: label)
                }
            }
        } else {
            callbacks.append(0)
        }
        // A menu's or an alert's actions are choices a person makes: each its own way.
        let title = Self.menuActionTitle(call)
        menuArms.append(title != nil)
        if let title {
            // An alert's actions inside a menu's action are choices of their own.
            let depth = menuArms.dropLast().filter { $0 }.count
            branch.append(BranchStep(point: Self.menuPoint + depth, subject: "menu", arm: title, isCase: true))
            // UIKit dismisses an alert before its action's handler runs.
            if call.flatMap({ SwiftExpr.lastName($0.calledExpression) }) == "UIAlertAction" { append(.dismiss, loc(node)) }
        }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        closureDepth -= 1
        callbacks.removeLast()
        if menuArms.removeLast() { branch.removeLast() }
    }

    /// `do { try openCamera() } catch { dismiss(…) }`: what a `catch` does happens only when
    /// something throws, an arm decided at run time (never on every run).
    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        walk(node.body)
        for clause in node.catchClauses {
            points += 1
            arm("an error is thrown", "then", isCase: false, point: points, clause.body)
        }
        return .skipChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        // `guard #available(…) else { old path }`: the else is for older systems than the
        // scanned one, not a choice a person makes.
        if Self.isAvailability(node.conditions.description) { return .skipChildren }
        walk(node.conditions)
        points += 1
        arm(SwiftExpr.text(node.conditions, limit: 40), "else", isCase: false, point: points, node.body)
        return .skipChildren
    }

    /// `guard ready else { return }; present(A)`: what follows a guard is its `then` arm, as
    /// an `if ready { present(A) }` would be.
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        // Local functions may be called above their declaration.
        for item in node where item.item.kind == .functionDecl {
            let function = item.item.cast(FunctionDeclSyntax.self)
            if let returned = function.signature.returnClause?.type { localFactories[function.name.text] = SwiftTypeVisitor.baseTypeName(returned) }
        }
        guard node.contains(where: { $0.item.is(GuardStmtSyntax.self) || Self.returnsEarly($0) != nil }) else { return .visitChildren }
        var opened = 0
        let savedIdiom = idiomBranch
        defer { idiomBranch = savedIdiom }
        for item in node {
            // `if sheet { present(x); return }; push(x)`: what follows is the `if`'s else arm.
            if let early = Self.returnsEarly(item) {
                let point = points + 1
                walk(item)
                let whole = early.conditions.description
                if SwiftAnswers.isIdiom(whole), let padTakesThen = SwiftAnswers.padTakesThen(whole) {
                    idiomBranch = padTakesThen ? (idiomBranch.phone, false) : (false, idiomBranch.pad)
                } else if !Self.isAvailability(whole) {
                    branch.append(BranchStep(point: point, subject: SwiftExpr.text(early.conditions, limit: 40), arm: "else", isCase: false))
                    opened += 1
                }
                continue
            }
            guard let guardStmt = item.item.as(GuardStmtSyntax.self), !Self.isAvailability(guardStmt.conditions.description) else {
                walk(item)
                continue
            }
            walk(guardStmt.conditions)
            points += 1
            let condition = SwiftExpr.text(guardStmt.conditions, limit: 40)
            arm(condition, "else", isCase: false, point: points, guardStmt.body)
            branch.append(BranchStep(point: points, subject: condition, arm: "then", isCase: false))
            opened += 1
        }
        branch.removeLast(opened)
        return .skipChildren
    }

    /// An `if` with no `else` whose body always leaves the function (`… return }`).
    static func returnsEarly(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        let expr = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard let ifExpr = expr?.as(IfExprSyntax.self), ifExpr.elseBody == nil, let last = ifExpr.body.statements.last?.item else { return nil }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) ? ifExpr : nil
    }

    override func visitPost(_ node: ReturnStmtSyntax) {
        guard closureDepth == 0, let expr = node.expression else { return }
        returns.append(ValueFact.Guarded(branch: branch, value: value(expr)))
        if let kids = children(expr) { returnedList += kids }
    }

    /// `if let vc = storyboard.instantiate…() as? PlayerViewController`, `guard let vc = make()`.
    override func visitPost(_ node: OptionalBindingConditionSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let expr = node.initializer?.value else { return }
        bind(name, expr, declared: node.typeAnnotation?.type)
    }

    func bind(_ name: String, _ expr: ExprSyntax, declared: TypeSyntax?) {
        localExprs[name] = expr
        if let made = instance(expr), !Self.holdsUnknown(made) { locals[name] = made; symbolic[name] = nil; return }
        if let declared, let typed = typedValue(declared, at: loc(expr)) { symbolic[name] = typed; return }
        symbolic[name] = value(expr)
    }

    // MARK: bindings

    override func visitPost(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            declaredLocals.insert(name)
            guard let value = binding.initializer?.value else {
                // `let root: MainViewController` assigned later: its declared type until then.
                if let declared = binding.typeAnnotation?.type, let typed = typedValue(declared, at: loc(binding)) { symbolic[name] = typed }
                continue
            }
            bind(name, value, declared: binding.typeAnnotation?.type)
            if let array = SwiftExpr.unwrapped(value).as(ArrayExprSyntax.self) { arrayLocals[name] = array.elements.map { self.value($0.expression) } }
            else if SwiftExpr.unwrapped(value).is(FunctionCallExprSyntax.self), let list = children(value) { arrayLocals[name] = list }
            else if Self.isEmptyArray(value) { arrayLocals[name] = [] }
        }
    }

    /// `[UIViewController]()`: an empty list, filled by `append` after.
    static func isEmptyArray(_ value: ExprSyntax) -> Bool {
        guard let call = SwiftExpr.unwrapped(value).as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let type = call.calledExpression.as(ArrayExprSyntax.self) else { return false }
        return type.elements.count == 1
    }

    // `if UIDevice.current.userInterfaceIdiom == .pad { root = A } else { root = B }`
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // `if #available(iOS 18, *), idiom == .pad`: the conditions after the availability
        // one still choose between the arms.
        // An array: a syntax collection's own `filter` builds a new tree.
        let decisive = Array(node.conditions).filter {
            if case .availability = $0.condition { return false }
            return true
        }
        let text = decisive.isEmpty ? node.conditions.description : decisive.map(\.condition.description).joined(separator: ", ")
        // `if #available(iOS 16, *)`: the path of the scanned iOS, never an alternative.
        if decisive.isEmpty, Self.isAvailability(text) {
            if text.contains("#unavailable") { if let elseBody = node.elseBody { walk(elseBody) } } else { walk(node.body) }
            return .skipChildren
        }
        guard SwiftAnswers.isIdiom(text) else {
            walk(node.conditions)
            points += 1
            let point = points
            let condition = SwiftExpr.text(node.conditions, limit: 40)
            arm(condition, "then", isCase: false, point: point, node.body)
            if let elseBody = node.elseBody { arm(condition, "else", isCase: false, point: point, elseBody) }
            return .skipChildren
        }
        var pad = text.holds(".pad")
        if text.holds("!=") { pad.toggle() }
        let saved = idiomBranch
        // `if idiom == .pad && expanded { … } else { … }`: on the iPad the other condition still
        // chooses between the arms; the other device takes the `else` alone.
        let parts = decisive.count > 1 ? decisive.map(\.condition.description) : text.components(separatedBy: "&&")
        if parts.count > 1, !text.holds("||") {
            let rest = parts.filter { !SwiftAnswers.isIdiom($0) }.map(\.trimmedSpaces).joined(separator: " && ")
            points += 1
            let point = points
            idiomBranch = pad ? (false, saved.pad) : (saved.phone, false)
            arm(rest, "then", isCase: false, point: point, node.body)
            idiomBranch = saved
            if let elseBody = node.elseBody { arm(rest, "else", isCase: false, point: point, elseBody) }
            return .skipChildren
        }
        idiomBranch = pad ? (false, true) : (true, false)
        walk(node.body)
        idiomBranch = pad ? (true, false) : (false, true)
        if let elseBody = node.elseBody { walk(elseBody) }
        idiomBranch = saved
        return .skipChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard SwiftAnswers.isIdiom(node.subject.description) else {
            walk(node.subject)
            points += 1
            let point = points
            let subject = SwiftExpr.text(node.subject, limit: 40)
            let key = NavigationPass.subjectName(subject)
            for case .switchCase(let c) in node.cases {
                // `case .profile(let user)`: `user` is the payload the caller passed (`scene#0`).
                let names = Self.payloadNames(c.label)
                let saved = names.map { symbolic[$0] }
                for (k, name) in names.enumerated() where !name.isEmpty { symbolic[name] = .name("\(key)#\(k)") }
                arm(subject, Self.caseName(c.label), isCase: true, point: point, c)
                for (k, name) in names.enumerated() where !name.isEmpty { symbolic[name] = saved[k] }
            }
            return .skipChildren
        }
        let saved = idiomBranch
        let labels = node.cases.compactMap { $0.as(SwitchCaseSyntax.self).map { SwiftExpr.text($0.label) } }
        // `default:` is the idioms no case names (`case .pad: … default: …` is the iPhone's).
        let named = (phone: labels.contains { $0.contains("phone") }, pad: labels.contains { $0.contains("pad") })
        for case .switchCase(let c) in node.cases {
            let label = SwiftExpr.text(c.label)
            let otherwise = label.hasPrefix("default") ? (saved.phone && !named.phone, saved.pad && !named.pad) : saved
            idiomBranch = label.contains("pad") ? (false, true) : label.contains("phone") ? (true, false) : otherwise
            walk(c)
        }
        idiomBranch = saved
        return .skipChildren
    }

    // MARK: assignments

    override func visitPost(_ node: SequenceExprSyntax) { readAssignment(node) }

    // MARK: calls

    override func visitPost(_ node: FunctionCallExprSyntax) { readCall(node) }
}
