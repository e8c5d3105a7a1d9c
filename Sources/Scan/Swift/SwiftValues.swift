// What a call-site reader reads an expression as: the class it builds (`instance`), or the
// value as the code names it (`value`: a parameter, a property, a call, a storyboard scene,
// a nav around a value) for the navigation pass to follow (children lists: +Lists).

import Foundation
import OrientationEngine
import SwiftSyntax

extension SwiftCallSites {
    /// A declared type that names a class (not UIKit's bases, which say nothing).
    func typedValue(_ type: TypeSyntax, at: SourceLocation) -> ValueFact? {
        let name = SwiftTypeVisitor.valueTypeName(type)
        guard name.first?.isUppercase == true, !Self.genericBases.contains(name) else { return nil }
        return .typed(name, at)
    }

    static let genericBases: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController", "Any", "AnyObject"]

    // MARK: values

    /// What an expression is, as the code names it, for the navigation pass.
    func value(_ raw: ExprSyntax) -> ValueFact {
        let expr = SwiftExpr.unwrapped(raw)
        if let call = expr.as(FunctionCallExprSyntax.self), let provided = tabProvider(call) { return value(provided) }
        if let made = instance(expr), !Self.holdsUnknown(made) { return .instance(made) }
        // `Nav(rootViewController: vc)` around a value this body cannot name: followed later.
        if let call = expr.as(FunctionCallExprSyntax.self), let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }),
           let cls = SwiftExpr.lastName(call.calledExpression), cls.first?.isUppercase == true {
            return .nav(cls, value(root.expression), loc(call))
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return local(ref.baseName.text) }
        if expr.is(SuperExprSyntax.self) { return .name("self") }
        // `[module]` handed to `getEmbedded(moduleStack:)`: a list of these values.
        if let array = expr.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            return .each(.choice(array.elements.map { ValueFact.Guarded(branch: [], value: value($0.expression)) }))
        }
        // `embed ? wrapped(module) : module`: either, as the arms of an `if` are.
        if let seq = expr.as(SequenceExprSyntax.self), seq.elements.count == 3, let condition = seq.elements.first,
           let ternary = seq.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self), let other = seq.elements.last {
            points += 1
            let subject = SwiftExpr.text(condition, limit: 40)
            return .choice([
                ValueFact.Guarded(branch: branch + [BranchStep(point: points, subject: subject, arm: "then", isCase: false)],
                                  value: value(ternary.thenExpression)),
                ValueFact.Guarded(branch: branch + [BranchStep(point: points, subject: subject, arm: "else", isCase: false)],
                                  value: value(other)),
            ])
        }
        if let cast = expr.as(AsExprSyntax.self) {
            if let scene = castScene(cast.expression, cast.type) { return scene }
            if let typed = typedValue(cast.type, at: loc(expr)) { return typed }
            return value(cast.expression)
        }
        // `x as! T` as the parser leaves it in a statement (unfolded).
        if let seq = expr.as(SequenceExprSyntax.self), seq.elements.count == 3, let operand = seq.elements.first,
           seq.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let type = seq.elements.last?.as(TypeExprSyntax.self) {
            if let scene = castScene(operand, type.type) { return scene }
            if let typed = typedValue(type.type, at: loc(expr)) { return typed }
            return value(operand)
        }
        // A closure handed as a value (`show(provider: { Detail() })`): what it returns, for
        // a function that calls it and shows the result; a completion handler returns nothing.
        if let closure = expr.as(ClosureExprSyntax.self), Self.mayReturn(closure) {
            if closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) { return value(only) }
            if let made = returns(of: closure) { return made }
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return .enumCase(name) }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .name(name) }
            return .member(value(base), name)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            // `.mediaPreview(viewModel: m)`: an enum case with a payload.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                let payload = call.arguments.map { value($0.expression) }
                if member.declName.baseName.text == "init" { return .memberwise(call.arguments.map { $0.label?.text }, payload) }
                return payload.isEmpty ? .enumCase(member.declName.baseName.text) : .payloadCase(member.declName.baseName.text, payload)
            }
            // `{ … return Nav(rootViewController: vc) }()`: the closure's returns.
            if let closure = SwiftExpr.unwrapped(call.calledExpression).as(ClosureExprSyntax.self), call.arguments.isEmpty {
                return returns(of: closure) ?? .unknown(SwiftExpr.text(expr))
            }
            if let board = storyboardScene(call) { return board }
            // `instantiateViewController(identifier:creator:) { coder in Detail(coder: coder, …) }`.
            if let creator = call.trailingClosure, creator.statements.count == 1,
               let only = creator.statements.first?.item.as(ExprSyntax.self), let made = instance(only), !Self.holdsUnknown(made) {
                return .instance(made)
            }
            if let fact = callFact(call) { return .call(fact) }
        }
        return .unknown(SwiftExpr.text(expr))
    }

    /// What a closure's `return`s give, each with its arms; nil when it returns nothing.
    func returns(of closure: ClosureExprSyntax) -> ValueFact? {
        let inner = SwiftCallSites(visitor: visitor)
        inner.locals = locals
        inner.symbolic = symbolic
        inner.guardedLocals = guardedLocals
        inner.walk(closure.statements)
        let arms = inner.returns
        if arms.count == 1 { return arms[0].value }
        return arms.isEmpty ? nil : .choice(arms)
    }

    /// `board.instantiateViewController(withIdentifier: "tabs") as! MainTabs`: the scene, with
    /// the relationships the storyboard gives it; the cast's class when the scene is not found.
    func castScene(_ operand: ExprSyntax, _ type: TypeSyntax) -> ValueFact? {
        guard let call = SwiftExpr.unwrapped(operand).as(FunctionCallExprSyntax.self),
              case .storyboard(let board, let identifier, let at, _)? = storyboardScene(call) else { return nil }
        let name = castName(type)
        let cast = name.first?.isUppercase == true && !Self.genericBases.contains(name) ? name : nil
        return .storyboard(board, identifier: identifier, at, cast: cast)
    }

    /// The class a cast names: `as! Self` in a class's factory is that class.
    func castName(_ type: TypeSyntax) -> String {
        let name = SwiftTypeVisitor.baseTypeName(type)
        return name == "Self" ? visitor.currentType ?? name : name
    }

    /// `board.instantiateInitialViewController()`, `…instantiateViewController(withIdentifier: "id")`,
    /// the board built here (`UIStoryboard(name: "Main", bundle: nil)`) or named by a local.
    func storyboardScene(_ call: FunctionCallExprSyntax) -> ValueFact? {
        guard let member = SwiftExpr.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self) else { return nil }
        let method = member.declName.baseName.text
        guard method == "instantiateInitialViewController" || method == "instantiateViewController" else { return nil }
        var identifier: String?
        if method == "instantiateViewController" {
            guard let id = call.arguments.first(where: { $0.label?.text == "withIdentifier" || $0.label?.text == "identifier" })?.expression,
                  let literal = Self.stringLiteral(id) else { return nil }
            identifier = literal
        }
        var board = member.base.map(SwiftExpr.unwrapped)
        if let ref = board?.as(DeclReferenceExprSyntax.self), let bound = localExprs[ref.baseName.text] { board = SwiftExpr.unwrapped(bound) }
        var name: ValueFact.Board?
        if let make = board?.as(FunctionCallExprSyntax.self), let arg = Self.storyboardName(make) {
            guard let literal = Self.stringLiteral(arg) else { return nil }
            name = .file(literal)
        } else if let property = board?.as(MemberAccessExprSyntax.self), property.base.map({ SwiftExpr.text($0) }) == "UIStoryboard" {
            name = .property(property.declName.baseName.text)
        }
        return .storyboard(name, identifier: identifier, loc(call), cast: nil)
    }

    /// `UIStoryboard(name: "Main", bundle: nil)`: the file's name; nil for any other call.
    static func storyboardFile(_ make: FunctionCallExprSyntax) -> String? {
        storyboardName(make).flatMap(stringLiteral)
    }

    /// The `name:` argument of a `UIStoryboard(name:bundle:)` call.
    private static func storyboardName(_ make: FunctionCallExprSyntax) -> ExprSyntax? {
        guard SwiftExpr.lastName(make.calledExpression) == "UIStoryboard" else { return nil }
        return make.arguments.first(where: { $0.label?.text == "name" })?.expression
    }

    static func stringLiteral(_ expr: ExprSyntax) -> String? {
        guard let literal = SwiftExpr.unwrapped(expr).as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              case .stringSegment(let segment)? = literal.segments.first else { return nil }
        return segment.content.text
    }

    /// A value no class is read from, as written; a local made by a static call
    /// (`let home = Catalog.instantiate(title: t)`) as that call, which the resolver may
    /// read from the factory's signature (`ClassTable.factoryClass`).
    func unknownText(_ expr: ExprSyntax) -> String {
        if let name = SwiftExpr.unwrapped(expr).as(DeclReferenceExprSyntax.self)?.baseName.text,
           case .call(let call)? = symbolic[name], let type = call.receiver?.typeCalledOn {
            return "\(type).\(call.name)(…)"
        }
        return SwiftExpr.text(expr)
    }

    /// A name as this body has bound it.
    func local(_ name: String) -> ValueFact {
        if let arms = guardedLocals[name], Set(arms.map(\.branch)).count > 1 { return .choice(arms) }
        if let made = locals[name], !Self.holdsUnknown(made) { return .instance(made) }
        let base = symbolic[name] ?? .name(name)
        // The last style set in an arm enclosing this point.
        if let style = styles[name]?.last(where: { $0.branch.count <= branch.count && Array(branch.prefix($0.branch.count)) == $0.branch }) {
            return .styled(base, style.fact)
        }
        return base
    }

    /// `receiver.name(label: value, …)` with a lowercase name: a function the project may declare.
    func callFact(_ call: FunctionCallExprSyntax) -> CallFact? {
        let called = SwiftExpr.unwrapped(call.calledExpression)
        let name: String
        var receiver: ValueFact?
        if let member = called.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if let base = member.base {
                let b = SwiftExpr.unwrapped(base)
                if b.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) || b.is(SuperExprSyntax.self) {
                    receiver = nil
                } else if let ref = b.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true {
                    receiver = .typed(ref.baseName.text, loc(b))
                } else {
                    receiver = value(b)
                }
            }
        } else if let ref = called.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else {
            return nil
        }
        guard SwiftExpr.namesFunction(name) else { return nil }
        let arguments = call.arguments.map { CallFact.Argument(label: $0.label?.text, value: value($0.expression)) }
        var fact = CallFact(receiver: receiver, name: name, arguments: arguments, location: loc(call), branch: branch, order: actions.count,
                            callback: callbacks.last { $0 != 0 } ?? 0)
        fact.handedTo = handedTo
        if let closure = call.trailingClosure, Self.mayReturn(closure) { fact.trailing = value(ExprSyntax(closure)) }
        return fact
    }

    /// A closure that gives a value: one expression, or a `return` among its statements.
    static func mayReturn(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.count == 1 && closure.statements.first?.item.is(ExprSyntax.self) == true
            || closure.statements.contains { $0.item.is(ReturnStmtSyntax.self) }
    }

    /// `a + b` of children lists.
    func sum(_ elements: [ExprSyntax]) -> [ValueFact]? {
        guard elements.allSatisfy({ SwiftExpr.operatorText($0) == nil || SwiftExpr.operatorText($0) == "+" }) else { return nil }
        var out: [ValueFact] = []
        for part in elements where SwiftExpr.operatorText(part) == nil {
            guard let list = children(part) else { return nil }
            out += list
        }
        return out
    }

    /// A nav or tab whose child this body cannot name.
    static func holdsUnknown(_ instance: Instance) -> Bool {
        switch instance {
        case .unknown: true
        case .styled(let inner, _): holdsUnknown(inner)
        case .nav(_, let children, _), .tab(_, let children, _): children.contains(where: holdsUnknown)
        case .make: false
        }
    }

    // MARK: instances


    /// What an expression builds, following local names.
    /// The view a SwiftUI expression builds: `SettingsView()`, also at the head of a modifier
    /// chain (`HistoryView().environmentObject(path)`).
    static func viewBuilt(_ expr: ExprSyntax) -> String? {
        var call = SwiftExpr.unwrapped(expr).as(FunctionCallExprSyntax.self)
        while let current = call {
            if let name = SwiftExpr.lastName(current.calledExpression), name.first?.isUppercase == true { return name }
            call = current.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap { SwiftExpr.unwrapped($0).as(FunctionCallExprSyntax.self) }
        }
        return nil
    }

    /// iOS 18's `UITab(title:image:identifier:) { _ in controller }` and `UISearchTab { _ in
    /// controller }`: the controller its provider gives (a tab stands for it in `tabs`).
    func tabProvider(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        // The closure first: most calls have none, and naming the callee builds a string.
        let closure = call.trailingClosure
            ?? call.arguments.first { $0.label?.text == "viewControllerProvider" }?.expression.as(ClosureExprSyntax.self)
        guard let closure, let name = SwiftExpr.lastName(call.calledExpression), name == "UITab" || name == "UISearchTab",
              let statement = closure.statements.first?.item, closure.statements.count == 1 else { return nil }
        tabsBuilt = true
        return statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExprSyntax.self)
    }

    func instance(_ raw: ExprSyntax) -> Instance? {
        let expr = SwiftExpr.unwrapped(raw)
        if let call = expr.as(FunctionCallExprSyntax.self), let provided = tabProvider(call) { return instance(provided) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            if let arms = guardedLocals[ref.baseName.text], Set(arms.map(\.branch)).count > 1 { return nil }
            return locals[ref.baseName.text]
        }
        if let cast = expr.as(AsExprSyntax.self) {
            if castScene(cast.expression, cast.type) != nil { return nil }
            let type = castName(cast.type)
            // A cast to one of UIKit's bases says nothing of which controller it is: what is cast does.
            if Self.genericBases.contains(type) { return instance(cast.expression) }
            return .make(type, location: loc(expr))
        }
        if let seq = expr.as(SequenceExprSyntax.self), let last = seq.elements.last,
           seq.elements.dropLast().last?.is(UnresolvedAsExprSyntax.self) == true,
           let type = last.as(TypeExprSyntax.self) {
            if seq.elements.count == 3, let operand = seq.elements.first, castScene(operand, type.type) != nil { return nil }
            let name = castName(type.type)
            if Self.genericBases.contains(name) {
                return seq.elements.count == 3 ? seq.elements.first.flatMap { instance($0) } : nil
            }
            return .make(name, location: loc(expr))
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        var called = SwiftExpr.unwrapped(call.calledExpression)
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            called = base
        }
        var className: String?
        if let ref = called.as(DeclReferenceExprSyntax.self) { className = ref.baseName.text }
        else if let generic = called.as(GenericSpecializationExprSyntax.self) { className = SwiftExpr.lastName(generic.expression) }
        else { className = nil }
        if let className, let returned = localFactories[className], !Self.genericBases.contains(returned),
           returned.first?.isUppercase == true, called.is(DeclReferenceExprSyntax.self) {
            return .make(returned, location: loc(call))
        }
        // `Self()`, `self.init()` in a class's static factory: that class.
        if className == "Self" || className == "self" { className = visitor.currentType }
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
        // Controllers handed to the `init` (a container's children, read through its properties).
        var held: [HeldConstruction.Argument] = []
        for argument in call.arguments {
            guard let label = argument.label?.text, label != "rootViewController", label != "rootView",
                  let value = instance(argument.expression), !Self.holdsUnknown(value) else { continue }
            held.append(HeldConstruction.Argument(label: label, value: value))
        }
        if !held.isEmpty, !visitor.facts.heldConstructions.contains(HeldConstruction(className: className, arguments: held)) {
            visitor.facts.heldConstructions.append(HeldConstruction(className: className, arguments: held))
        }
        // `TabItem(title: t, controller: nav)`: a value handed to a label naming a controller,
        // which a struct's memberwise `init` stores in the property of that name.
        // `RuleRows(host: self)`: a helper object told which controller it works for.
        for argument in call.arguments {
            guard let label = argument.label?.text,
                  label.lowercased().hasSuffix("controller") || SwiftExpr.unwrapped(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { continue }
            let handed = HandedValue(className: className, label: label, value: value(argument.expression), owner: visitor.currentType ?? "")
            if case .unknown = handed.value { continue }
            if !visitor.facts.handedValues.contains(handed) { visitor.facts.handedValues.append(handed) }
        }
        // `UIHostingController(rootView: SettingsView())`: the hosting controller of that view.
        if className == "UIHostingController", let root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression,
           let view = Self.viewBuilt(root) {
            return .make("UIHostingController(\(view))", location: at)
        }
        // `UIHostingController(rootView: content)`: a view held in a value, named as written,
        // never the bare name of the `App`'s window.
        if className == "UIHostingController", let root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression,
           let name = SwiftExpr.unwrapped(root).as(DeclReferenceExprSyntax.self)?.baseName.text {
            return .make("UIHostingController(\(name))", location: at)
        }
        if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression {
            return .nav(className, stack: [instance(root) ?? .unknown(text: unknownText(root), location: loc(root))], location: at)
        }
        return .make(className, location: at)
    }
}
