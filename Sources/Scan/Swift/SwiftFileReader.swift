// One Swift file → its facts: classes and extensions with their rotation overrides,
// stored flags, styles set in `init`, the functions that present, push or force, app
// mask constants, the window's root and the app delegate's window method.

import Foundation
import OrientationEngine
import SwiftSyntax

final class SwiftTypeVisitor: SyntaxVisitor {
    let path: String
    let lines: LineStarts
    var facts = FileFacts()
    /// The class or extension being read (innermost last).
    /// Read by this file's visitors and its extensions (`+Functions`): innermost last.
    var stack: [TypeFact] = []
    /// The type being read, by name.
    var currentType: String? { stack.last?.name }
    /// Whether the type being read declares a stored property of this name (so far).
    func currentTypeDeclares(_ property: String) -> Bool {
        stack.last?.properties.contains { $0.name == property } ?? false
    }

    let bytes: [UInt8]
    /// Where the bodies blanked before the parse start (`bytes` are the file's own).
    var blankedBodies: Set<Int> = []
    /// A blanked body turned out to be needed: read the file again as it is.
    var needsWholeText = false
    /// Function bodies with none of the words an action needs, per type: walked only if
    /// they call a function of their type that acts (most code does neither).
    var deferred: [Deferred] = []
    /// The style each non-`init` function of a type sets on `self`, by the type's serial and
    /// the function's name: an `init` calling it gives the class that style.
    var helperStyles: [Int: [String: PresentationStyleFact]] = [:]

    struct Deferred {
        var type: Int?
        var name: String
        var at: SourceLocation
        var isAction: Bool
        var body: CodeBlockItemListSyntax
        var flow: FunctionFlow?
        /// Its parameters are read from here when the body is (`flow` has none yet).
        var signature: FunctionSignatureSyntax?
        /// The bytes between the body's braces.
        var inside: Range<Int>
    }
    private var typeSerial = 0
    var serials: [Int] = []

    init(path: String, lines: LineStarts, bytes: [UInt8]) {
        self.path = path
        self.lines = lines
        self.bytes = bytes
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(path: path, line: lines.line(of: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    // MARK: types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        var superclass = node.inheritanceClause?.inheritedTypes.first.map { Self.baseTypeName($0.type) }
        // `class GameViewController: DeltaCore.GameViewController`: a module's class of the
        // same name, not the class itself.
        if superclass == node.name.text, let written = node.inheritanceClause?.inheritedTypes.first?.type {
            superclass = SwiftExpr.text(written)
        }
        var fact = TypeFact(name: node.name.text, superclass: superclass, isExtension: false,
                            location: location(node.name), language: .swift, inherited: Self.inherited(node.inheritanceClause))
        fact.objcName = Self.objcName(node.attributes)
        if superclass == "UIHostingController", let first = node.inheritanceClause?.inheritedTypes.first {
            fact.hostedView = Self.genericArgument(first.type)
        }
        pushType(fact)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(TypeFact(name: node.name.text, superclass: nil, isExtension: false, location: location(node.name),
                          language: .swift, inherited: Self.inherited(node.inheritanceClause), isProtocol: true))
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { popType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(TypeFact(name: node.name.text, superclass: nil, isExtension: false, location: location(node.name),
                          language: .swift, inherited: Self.inherited(node.inheritanceClause), isValueType: true))
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { popType() }

    override func visitPost(_ node: ClassDeclSyntax) { popType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(TypeFact(name: Self.baseTypeName(node.extendedType), superclass: nil, isExtension: true,
                          location: location(node.extendedType), language: .swift, inherited: Self.inherited(node.inheritanceClause)))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { popType() }

    // Structs and enums hold no controllers, but can present from a coordinator: read
    // them as types too (their actions end up reported as stray).
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = Self.inherited(node.inheritanceClause)
        var fact = TypeFact(name: node.name.text, superclass: nil, isExtension: false,
                            location: location(node.name), language: .swift, inherited: inherited, isValueType: true)
        // `@main struct MyApp: App { var body: some Scene { WindowGroup { … } } }`
        if inherited.contains("App") { (fact.isSwiftUIApp, fact.isStartedApp) = Self.appKind(node) }
        if Self.isSwiftUI(inherited) {
            (fact.swiftUIShows, fact.mentions) = swiftUI(node.memberBlock)
            (fact.swiftUINames, fact.swiftUIReferences) = nameUses(node.memberBlock)
        }
        pushType(fact)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { popType() }

    private func popType() {
        guard var type = stack.popLast() else { return }
        let serial = serials.popLast()
        if type.ownStyle == nil, let serial { type.ownStyle = styleFromInitHelpers(of: type, serial: serial) }
        // Deferred bodies keep the index of their type in `facts.types`.
        for i in deferred.indices where deferred[i].type == serial { deferred[i].type = -1 - facts.types.count }
        facts.types.append(type)
    }

    private func pushType(_ type: TypeFact) {
        stack.append(type)
        typeSerial += 1
        serials.append(typeSerial)
    }

    // MARK: properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !stack.isEmpty else { return .skipChildren }
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation.map { SwiftExpr.text($0.type) } ?? ""
            if Self.addsChildOnSet(binding) { stack[stack.count - 1].childSlots.append(name) }
            if Self.reevaluatesOnSet(binding) { stack[stack.count - 1].reevaluatingSetters.append(name) }
            let getter = Self.getter(binding)
            if let onPad = Self.idiomProperty(getter, binding.initializer?.value) { facts.idiomProperties[name] = onPad }
            if let question = Question.allCases.first(where: { $0.selector == name }), let getter {
                let answer = SwiftAnswers(kind: AnswerKind(question)).body(getter)
                stack[stack.count - 1].overrides.append(OverrideFact(question: question, answer: answer, location: location(binding)))
                continue
            }
            if !isStatic, let getter, let flag = SwiftCaseFlags.read(name: name, type: type, getter: getter) {
                stack[stack.count - 1].caseFlags.append(flag)
                continue
            }
            if name == "modalPresentationStyle", let getter, let style = Self.getterStyle(SwiftExpr.text(getter)) {
                stack[stack.count - 1].ownStyle = PresentationStyleFact(name: style, location: location(binding))
                continue
            }
            let owner = stack[stack.count - 1].name
            if isStatic, let scene = SwiftGenScenes.scene(binding.initializer?.value, at: location(binding)) {
                facts.sceneProperties["\(owner).\(name)"] = scene
                continue
            }
            if isStatic, name == "storyboardName", let file = binding.initializer.flatMap({ SwiftCallSites.stringLiteral($0.value) }) {
                facts.storyboardNames[owner] = file
            }
            if isStatic, owner == "UIStoryboard", let file = Self.storyboardFile(getter, binding.initializer?.value) {
                facts.storyboardProperties[name] = file
                continue
            }
            if isStatic, let body = getter.map(Syntax.init) ?? binding.initializer.map({ Syntax($0.value) }),
               let route = Self.route(name: name, owner: owner, returnType: binding.typeAnnotation.map { Self.valueTypeName($0.type) },
                                      body: body, location: location(binding)) {
                stack[stack.count - 1].routes.append(route)
                continue
            }
            if isStatic, owner.hasPrefix("UIInterfaceOrientation") || type.holds("UIInterfaceOrientation") {
                let kind: AnswerKind = owner == "UIInterfaceOrientation" || type.hasSuffix("UIInterfaceOrientation") ? .orientation : .mask
                let reader = SwiftAnswers(kind: kind)
                let answer = getter.map(reader.body) ?? binding.initializer.map { reader.expression($0.value) }
                if let answer { facts.constants.append(ConstantFact(name: name, answer: answer, location: location(binding))) }
                continue
            }
            if !isStatic, let getter, type.hasSuffix("UIInterfaceOrientationMask") {
                // `var defaultMask: UIInterfaceOrientationMask { … }` in an extension or a base
                // class: a helper the answers name (`return defaultMask`).
                facts.constants.append(ConstantFact(name: name, answer: SwiftAnswers(kind: .mask).body(getter), location: location(binding),
                                                    member: owner))
            }
            // A struct's or enum's computed property is a function of no arguments:
            // `enum Tab { var viewController: UIViewController { switch self { case .home: … } } }`
            // returns each arm's controller; `var item: TabItem { TabItem(controller: Feed()) }` hands one.
            // So is a coordinator's controller getter (`var rootViewController: UIViewController { shell }`).
            if !isStatic, let getter, let declared = binding.typeAnnotation?.type,
               stack[stack.count - 1].isValueType || Self.valueTypeName(declared).hasSuffix("Controller") {
                var flow = FunctionFlow()
                flow.returnType = Self.valueTypeName(declared)
                readFunction(name: name, at: location(binding), isAction: false, body: getter, isInit: false, flow: flow)
            }
            // `static var keepPortrait = true` (the app delegate's flag its window method reads): its first value.
            if isStatic, getter == nil, let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self) {
                stack[stack.count - 1].properties.append(PropertyFact(name: name, initial: .bool(literal.literal.tokenKind == .keyword(.true)),
                                                                      location: location(binding), typeName: nil, value: nil))
            }
            if !isStatic {
                var built: Instance?
                // `var viewController: UIViewController? { self }` (a protocol's requirement a
                // controller answers with itself): the controller.
                if let getter, !stack[stack.count - 1].isValueType, getter.count == 1,
                   let only = getter.first?.item.as(ExprSyntax.self) ?? getter.first?.item.as(ReturnStmtSyntax.self)?.expression,
                   SwiftExpr.unwrapped(only).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    built = .make(owner, location: location(binding))
                } else if let value = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                   SwiftExpr.lastName(value.calledExpression)?.first?.isUppercase == true {
                    let reader = SwiftCallSites(visitor: self)
                    built = reader.instance(ExprSyntax(value))
                    if value.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) || value.trailingClosure != nil {
                        reader.walk(value)
                        keepHandedClosures(of: name, reader, at: location(binding))
                    }
                } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                          let closure = call.calledExpression.as(ClosureExprSyntax.self),
                          mentions(closure.statements, Prefilter.controllerWords) {
                    // `lazy var nav: UINavigationController = { …; return Nav(rootViewController: root) }()`
                    let reader = SwiftCallSites(visitor: self)
                    reader.walk(closure.statements)
                    keepHandedClosures(of: name, reader, at: location(binding))
                    if case .instance(let made)? = reader.returns.last?.value {
                        built = made
                    } else if let returned = closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression,
                              let made = reader.instance(returned) {
                        // A container some of whose children the closure cannot name (`[makeInbox(), prefs]`).
                        switch made.bare { case .nav, .tab: built = made; default: break }
                    }
                } else if binding.typeAnnotation == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                          call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self),
                          closure.statements.count == 1, let only = closure.statements.first?.item,
                          let made = (only.as(ReturnStmtSyntax.self)?.expression ?? only.as(ExprSyntax.self)).map(SwiftExpr.unwrapped),
                          let factory = made.as(FunctionCallExprSyntax.self), factory.calledExpression.is(DeclReferenceExprSyntax.self) {
                    // `lazy var tabs = { makeTabs() }()`: what the type's factory returns, read as stored there.
                    stack[stack.count - 1].propertyAssignments.append(
                        PropertyAssignment(property: name, value: SwiftCallSites(visitor: self).value(ExprSyntax(factory))))
                }
                var initial: Answer?
                // Only literals can start a variable: `false`, `.portrait`, `[.portrait]`.
                if let value = binding.initializer?.value,
                   value.is(BooleanLiteralExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || value.is(ArrayExprSyntax.self) {
                    // The type as declared, else as the value names it (`var lock = UIInterfaceOrientationMask.all`).
                    let named = type.isEmpty ? SwiftExpr.text(value) : type
                    let kind: AnswerKind = named.holds("Mask") ? .mask : named.holds("UIInterfaceOrientation") ? .orientation : .bool
                    let answer = SwiftAnswers(kind: kind).expression(value)
                    if case .unknown = answer {} else { initial = answer }
                }
                let typeName = binding.typeAnnotation.map { Self.valueTypeName($0.type) }
                stack[stack.count - 1].properties.append(PropertyFact(name: name, initial: initial, location: location(binding),
                                                                      typeName: typeName, value: built))
            }
        }
        return .skipChildren
    }

    // MARK: functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let body = node.body?.statements
        if name == "application", node.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "supportedInterfaceOrientationsFor" }),
           let body {
            let answer = SwiftAnswers(kind: .mask).body(body)
            facts.windowMethods.append(WindowMethodFact(answer: answer, location: location(node.name), owner: stack.last?.name))
        }
        // R29: iOS 27's scene delegate mask, `supportedInterfaceOrientations(for windowScene:)`.
        if name == "supportedInterfaceOrientations", node.signature.parameterClause.parameters.first?.firstName.text == "for", let body {
            let answer = SwiftAnswers(kind: .mask).body(body)
            facts.windowMethods.append(WindowMethodFact(answer: answer, location: location(node.name), isScene: true, owner: stack.last?.name))
            return .skipChildren
        }
        // Objective-C-era names as Swift methods (`shouldAutorotate()` never exists in
        // Swift, but `supportedInterfaceOrientations()` did before Swift 3).
        if let question = Question.allCases.first(where: { $0.selector == name }), let body, !stack.isEmpty {
            stack[stack.count - 1].overrides.append(OverrideFact(
                question: question, answer: SwiftAnswers(kind: AnswerKind(question)).body(body), location: location(node.name)))
            return .skipChildren
        }
        guard let body else { return .skipChildren }
        // `func portraitOnPhone() -> UIInterfaceOrientationMask { … }`: a helper the answers
        // call (`return portraitOnPhone()`), read as the value it names.
        if node.signature.parameterClause.parameters.isEmpty, let returned = node.signature.returnClause?.type,
           SwiftExpr.text(returned).hasSuffix("UIInterfaceOrientationMask") {
            let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            facts.constants.append(ConstantFact(name: name, answer: SwiftAnswers(kind: .mask).body(body), location: location(node.name),
                                                member: isStatic ? nil : stack.last?.name))
        }
        let isAction = node.attributes.contains { attr in
            guard let a = attr.as(AttributeSyntax.self) else { return false }
            let n = SwiftExpr.text(a.attributeName)
            return n == "IBAction" || n == "objc"
        }
        var flow = Self.flow(node.signature, modifiers: node.modifiers)
        if let returned = flow.returnType { flow.returnBound = Self.genericBound(returned, node) }
        if let owner = stack.last {
            let (route, built) = Self.swiftUIFunction(name, of: owner, flow: flow, body: body, location: location(node.name))
            if let route { stack[stack.count - 1].routes.append(route) }
            if owner.isExtension, owner.name == "View" { stack[stack.count - 1].viewExtensions[name, default: []] += built }
            else if !built.isEmpty { stack[stack.count - 1].viewBuilders[name, default: []] += built }
        }
        readFunction(name: name, at: location(node.name), isAction: isAction, body: body, isInit: false, flow: flow, signature: node.signature)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body?.statements, !stack.isEmpty {
            // `self.allowed = allowed`: the property is whatever the call sites pass.
            var labels: [String: String] = [:]
            for p in node.signature.parameterClause.parameters {
                labels[(p.secondName ?? p.firstName).text] = p.firstName.text
            }
            for item in body {
                guard let seq = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
                      case .binary("=", let lhs, let rhs)? = SwiftExpr.fold(Array(seq.elements)),
                      let property = SwiftExpr.ownProperty(SwiftExpr.sequence(lhs)),
                      let parameter = SwiftExpr.unwrapped(SwiftExpr.sequence(rhs)).as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let label = labels[parameter] else { continue }
                if let i = stack[stack.count - 1].properties.firstIndex(where: { $0.name == property }) {
                    stack[stack.count - 1].properties[i].initLabel = label
                } else {
                    stack[stack.count - 1].properties.append(PropertyFact(name: property, initial: nil, location: location(seq), initLabel: label))
                }
            }
        }
        if let body = node.body?.statements {
            var flow = FunctionFlow()
            flow.parameters = node.signature.parameterClause.parameters.map { p in
                FunctionFlow.Parameter(label: p.firstName.tokenKind == .wildcard ? nil : p.firstName.text, name: (p.secondName ?? p.firstName).text,
                                       typeName: Self.valueTypeName(p.type), hasDefault: p.defaultValue != nil)
            }
            readFunction(name: "init", at: location(node.initKeyword), isAction: false, body: body, isInit: true, flow: flow)
        }
        return .skipChildren
    }

    /// The owner the project's global functions are listed under (no type has this name).
    static let globalOwner = "(global)"

}
