// The call sites of one function body, in source order: what it builds (`let nav =
// UINavigationController(rootViewController: home)`), styles (`vc.modalPresentationStyle
// = .formSheet`), presents, pushes, forces, sets as the window's root, and the flags it
// flips. Local names are followed within the body, which is where real apps configure a
// controller before presenting it.

import Foundation
import OrientationEngine
import SwiftSyntax

final class SwiftCallSites: SyntaxVisitor {
    private let visitor: SwiftTypeVisitor
    /// Local names bound to instances (`let vc = PlayerViewController()`).
    private var locals: [String: Instance] = [:]
    private var localExprs: [String: ExprSyntax] = [:]
    /// `root = A` in the phone branch, `root = B` in the pad one: each with its idiom.
    private var branchLocals: [String: [(phone: Bool, pad: Bool, instance: Instance)]] = [:]
    var actions: [LocatedAction] = []
    var roots: [RootFact] = []
    /// `modalPresentationStyle = …` on self (in an init).
    var selfStyle: PresentationStyleFact?
    /// Inside `if/switch` on the idiom: which idiom the branch is for.
    private var idiomBranch: (phone: Bool, pad: Bool) = (true, true)

    init(visitor: SwiftTypeVisitor) {
        self.visitor = visitor
        super.init(viewMode: .sourceAccurate)
    }

    private func loc(_ node: some SyntaxProtocol) -> SourceLocation { visitor.location(node) }

    // MARK: bindings

    override func visitPost(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value else { continue }
            localExprs[name] = value
            if let instance = instance(value) { locals[name] = instance }
        }
    }

    // `if UIDevice.current.userInterfaceIdiom == .pad { root = A } else { root = B }`
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.conditions.description
        guard SwiftAnswers.isIdiom(text) else { return .visitChildren }
        var pad = text.holds(".pad")
        if text.holds("!=") { pad.toggle() }
        let saved = idiomBranch
        idiomBranch = pad ? (false, true) : (true, false)
        walk(node.body)
        idiomBranch = pad ? (true, false) : (false, true)
        if let elseBody = node.elseBody { walk(elseBody) }
        idiomBranch = saved
        return .skipChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard SwiftAnswers.isIdiom(node.subject.description) else { return .visitChildren }
        let saved = idiomBranch
        for case .switchCase(let c) in node.cases {
            let label = SwiftExpr.text(c.label)
            idiomBranch = label.contains("pad") ? (false, true) : label.contains("phone") ? (true, false) : saved
            walk(c)
        }
        idiomBranch = saved
        return .skipChildren
    }

    // MARK: assignments

    override func visitPost(_ node: SequenceExprSyntax) {
        // Most sequences are arithmetic or comparisons: only assignments matter here.
        guard node.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
              case .binary("=", let lhs, let rhs)? = SwiftExpr.fold(Array(node.elements)) else {
            return
        }
        let target = SwiftExpr.sequence(lhs)
        let value = SwiftExpr.sequence(rhs)
        let targetText = SwiftExpr.text(target)
        let property = SwiftExpr.lastName(target)
        let receiver = SwiftExpr.unwrapped(target).as(MemberAccessExprSyntax.self)?.base.map { SwiftExpr.unwrapped($0) }
        let receiverName = receiver.flatMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text }
        switch property {
        case "rootViewController" where targetText.contains("window") || targetText.contains("Window"):
            if let name = SwiftExpr.unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName.text,
               let branches = branchLocals[name], branches.count > 1 {
                for b in branches { roots.append(RootFact(instance: b.instance, idiom: (b.phone, b.pad), location: loc(node))) }
                return
            }
            let made = instance(value) ?? .unknown(text: SwiftExpr.text(value), location: loc(value))
            roots.append(RootFact(instance: made, idiom: idiomBranch, location: loc(node)))
        case "modalPresentationStyle":
            guard let style = SwiftTypeVisitor.styleName(SwiftExpr.text(value)) else { return }
            let fact = PresentationStyleFact(name: style, location: loc(node))
            if receiver == nil || receiver?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                selfStyle = fact
            } else if let name = receiverName, let bound = locals[name] {
                locals[name] = .styled(bound, fact)
            }
        case "viewControllers":
            guard let name = receiverName, let bound = locals[name],
                  let array = SwiftExpr.unwrapped(value).as(ArrayExprSyntax.self) else { return }
            let children = array.elements.map { instance($0.expression) ?? .unknown(text: SwiftExpr.text($0.expression), location: loc($0)) }
            if case .make(let cls, let l) = bound.bare { locals[name] = .tab(cls, tabs: children, location: l) }
        case "transform":
            guard targetText.lowercased().contains("player") || targetText.lowercased().contains("video"),
                  let turn = Self.quarterTurn(SwiftExpr.text(value)) else { return }
            actions.append(LocatedAction(action: .transformPlayer(turn), location: loc(node)))
        default:
            // `root = viewController` in a branch: a local assigned after its declaration.
            if let local = SwiftExpr.unwrapped(target).as(DeclReferenceExprSyntax.self)?.baseName.text,
               let made = instance(value) {
                locals[local] = made
                branchLocals[local, default: []].append((idiomBranch.phone, idiomBranch.pad, made))
                return
            }
            // `isLocked = true`, `self.isLocked = !isLocked`: a flag the answers may read.
            guard let name = SwiftExpr.ownProperty(target) else { return }
            let valueText = SwiftExpr.text(value)
            let flag: Bool?? = valueText == "true" ? true : valueText == "false" ? false : valueText.hasPrefix("!") ? .some(nil) : nil
            if let flag { actions.append(LocatedAction(action: .setFlag(name, flag), location: loc(node))) }
        }
    }

    /// `CGAffineTransform(rotationAngle: .pi / 2)`: the interface side a player view is turned
    /// to (R20d: clockwise is landscapeRight); `.identity` is nil. Other values: no turn.
    static func quarterTurn(_ text: String) -> InterfaceOrientation?? {
        let t = text.replacingOccurrences(" ", "")
        if t.hasSuffix(".identity") || t == "CGAffineTransformIdentity" { return .some(nil) }
        guard t.contains("rotationAngle:") || t.contains("CGAffineTransformMakeRotation") else { return nil }
        let quarter = t.contains("pi/2") || t.contains("M_PI_2") || t.contains("pi*0.5") || t.contains("pi/2.0")
        guard quarter else { return nil }
        return t.contains("-") ? .landscapeLeft : .landscapeRight
    }

    // MARK: calls

    override func visitPost(_ node: FunctionCallExprSyntax) {
        guard let name = SwiftExpr.lastName(node.calledExpression) else { return }
        let args = Array(node.arguments)
        let first = args.first?.expression
        func add(_ action: ActionFact) { actions.append(LocatedAction(action: action, location: loc(node))) }
        func made(_ expr: ExprSyntax) -> Instance { instance(expr) ?? .unknown(text: SwiftExpr.text(expr), location: loc(expr)) }
        switch name {
        case "present" where first != nil && args.first?.label == nil: add(.present(made(first!)))
        case "pushViewController" where first != nil: add(.push(made(first!)))
        case "show" where first != nil && args.count == 2 && args.last?.label?.text == "sender": add(.push(made(first!)))
        case "showDetailViewController" where first != nil: add(.push(made(first!)))
        case "dismiss" where args.allSatisfy({ ["animated", "completion"].contains($0.label?.text ?? "") }): add(.dismiss)
        case "popViewController": add(.pop)
        case "attemptRotationToDeviceOrientation": add(.attemptRotation)
        case "setNeedsUpdateOfSupportedInterfaceOrientations": add(.setNeedsUpdate)
        case "requestGeometryUpdate":
            if let mask = geometryMask(node) { add(.requestGeometry(mask)) }
            else { unresolved(node, "the geometry request's mask is not a literal: left out") }
        case "setValue" where args.count == 2 && SwiftExpr.text(args[1].expression) == "\"orientation\"":
            if let device = Self.deviceOrientation(SwiftExpr.text(args[0].expression)) { add(.forceDevice(device)) }
            else { unresolved(node, "the forced orientation is not a literal: left out") }
        case "toggle" where args.isEmpty:
            if let member = SwiftExpr.unwrapped(node.calledExpression).as(MemberAccessExprSyntax.self),
               let base = member.base, let flag = SwiftExpr.ownProperty(base) {
                add(.setFlag(flag, nil))
            }
        default:
            // `self.helper()` / `helper()`: a method of the same class, kept if it acts.
            if SwiftExpr.ownProperty(node.calledExpression) != nil, name.first?.isLowercase == true {
                add(.call(name))
            }
        }
    }

    private func unresolved(_ node: some SyntaxProtocol, _ note: String) {
        visitor.facts.unresolved.append(Unresolved(location: loc(node), expression: SwiftExpr.text(node), note: note))
    }

    /// `.iOS(interfaceOrientations: .landscapeRight)`, directly or through a local name.
    private func geometryMask(_ call: FunctionCallExprSyntax) -> Answer? {
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

    // MARK: instances

    /// What an expression builds, following local names.
    func instance(_ raw: ExprSyntax) -> Instance? {
        let expr = SwiftExpr.unwrapped(raw)
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return locals[ref.baseName.text] }
        if let cast = expr.as(AsExprSyntax.self) { return .make(SwiftTypeVisitor.baseTypeName(cast.type), location: loc(expr)) }
        if let seq = expr.as(SequenceExprSyntax.self), let last = seq.elements.last,
           seq.elements.dropLast().last?.is(UnresolvedAsExprSyntax.self) == true,
           let type = last.as(TypeExprSyntax.self) {
            return .make(SwiftTypeVisitor.baseTypeName(type.type), location: loc(expr))
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        var called = SwiftExpr.unwrapped(call.calledExpression)
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            called = base
        }
        let className: String?
        if let ref = called.as(DeclReferenceExprSyntax.self) { className = ref.baseName.text }
        else if let generic = called.as(GenericSpecializationExprSyntax.self) { className = SwiftExpr.lastName(generic.expression) }
        else { className = nil }
        guard let className, className.first?.isUppercase == true else { return nil }
        let at = loc(call)
        // Literal arguments, for properties an `init` sets from them.
        var arguments: [String: Answer] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            let value = SwiftExpr.unwrapped(argument.expression)
            guard value.is(MemberAccessExprSyntax.self) || value.is(ArrayExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) else { continue }
            let kind: AnswerKind = value.is(BooleanLiteralExprSyntax.self) ? .bool : .mask
            arguments[label] = SwiftAnswers(kind: kind).expression(value)
        }
        if !arguments.isEmpty {
            visitor.facts.constructions.append(ConstructionFact(className: className, arguments: arguments, location: at))
        }
        if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression {
            return .nav(className, stack: [instance(root) ?? .unknown(text: SwiftExpr.text(root), location: loc(root))], location: at)
        }
        return .make(className, location: at)
    }
}
