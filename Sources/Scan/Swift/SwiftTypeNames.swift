// What the Swift reader reads off declarations' syntax: type names as written, a
// signature's flow, a computed property's getter, a style's name, which types are
// SwiftUI's and which struct is the app.

import OrientationEngine
import SwiftSyntax

extension SwiftTypeVisitor {
    /// Conformances that make a type SwiftUI's: what it builds is shown in its hosting controller.
    static let swiftUIKinds: Set<String> = ["View", "App", "ViewModifier", "UIViewControllerRepresentable"]

    static func isSwiftUI(_ inherited: [String]) -> Bool {
        inherited.contains { swiftUIKinds.contains($0) || isRepresentable($0) }
    }

    /// `UIViewControllerRepresentable`, or a package's alias of it (`PlatformViewControllerRepresentable`).
    static func isRepresentable(_ conformance: String) -> Bool {
        conformance.hasSuffix("ViewControllerRepresentable")
    }

    /// `[UIViewController]`, `[PageController]`: an array of controllers.
    static func isControllerList(_ type: String) -> Bool {
        type.hasPrefix("[") && type.hasSuffix("Controller]") && !type.contains(":")
    }

    /// A SwiftUI `App`: `@main` (the app), or started by another type's `main()` (`GardenApp.main()`)
    /// — one declaring `var body: some Scene`.
    static func appKind(_ node: StructDeclSyntax) -> (isMain: Bool, isStarted: Bool) {
        let isMain = node.attributes.contains { SwiftExpr.text($0) == "@main" }
        let declaresScenes = node.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.trimmedDescription == "body" && $0.typeAnnotation?.type.trimmedDescription == "some Scene"
            } == true
        }
        return (isMain, !isMain && declaresScenes)
    }

    /// Every inherited type's name (`A, B & C` → A, B, C).
    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.flatMap { inheritedNames($0.type) }
    }

    static func inheritedNames(_ type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.flatMap { inheritedNames($0.type) } }
        return [baseTypeName(type)]
    }

    /// `Name(` and `Name {` in a SwiftUI type's members: the views (and representables) it builds.
    static func builtTypes<Tokens: Sequence<TokenSyntax>>(_ tokens: Tokens) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        var previous: TokenSyntax?
        for token in tokens {
            if let name = previous, case .identifier(let text) = name.tokenKind, text.first?.isUppercase == true,
               token.tokenKind == .leftParen || token.tokenKind == .leftBrace, seen.insert(text).inserted {
                out.append(text)
            }
            previous = token
        }
        return out
    }

    /// `UIHostingController<Content>` → `UIHostingController`; `UIKit.UIViewController` → `UIViewController`.
    static func baseTypeName(_ type: TypeSyntax) -> String {
        if let ident = type.as(IdentifierTypeSyntax.self) { return ident.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return SwiftExpr.text(type)
    }

    /// `UIHostingController<SettingsView>` → `SettingsView` (a type parameter's name too: the
    /// caller finds no view of that name).
    static func genericArgument(_ type: TypeSyntax) -> String? {
        guard let clause = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause, let first = clause.arguments.first else { return nil }
        let name = String(SwiftExpr.text(first).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return name.isEmpty ? nil : name
    }

    /// `@objc(VLCPlayerViewController)` → `VLCPlayerViewController`.
    static func objcName(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where SwiftExpr.text(attribute.attributeName) == "objc" {
            guard case .objCName(let pieces)? = attribute.arguments, pieces.count == 1, let name = pieces.first?.name?.text else { continue }
            return name
        }
        return nil
    }

    /// `MainViewController!`, `Foo?`, `UIKit.Foo` → the class's name.
    static func valueTypeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return valueTypeName(optional.wrappedType) }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return valueTypeName(implicit.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return valueTypeName(attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return valueTypeName(some.constraint) }
        return baseTypeName(type)
    }

    /// Parameters, the declared return type, `static`: what a call site binds and gets.
    /// The return type and whether the function is static; its parameters are read by
    /// `parameters(_:)` once its body is (most functions' never are).
    static func flow(_ signature: FunctionSignatureSyntax, modifiers: DeclModifierListSyntax) -> FunctionFlow {
        var flow = FunctionFlow()
        flow.returnType = signature.returnClause.map { valueTypeName($0.type) }
        flow.isStatic = modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        return flow
    }

    static func parameters(_ signature: FunctionSignatureSyntax) -> [FunctionFlow.Parameter] {
        signature.parameterClause.parameters.map { p in
            FunctionFlow.Parameter(label: p.firstName.tokenKind == .wildcard ? nil : p.firstName.text, name: (p.secondName ?? p.firstName).text,
                                   typeName: valueTypeName(p.type), hasDefault: p.defaultValue != nil)
        }
    }

    /// The class a function's generic parameter `name` must be: `<T: UIViewController>` or
    /// `where T: UIViewController`.
    static func genericBound(_ name: String, _ node: FunctionDeclSyntax) -> String? {
        if let parameter = node.genericParameterClause?.parameters.first(where: { $0.name.text == name }) {
            // Unconstrained (`func helper<T>() -> T`): a generic all the same, never a class named T.
            guard let bound = parameter.inheritedType else { return whereBound(name, node) ?? "Any" }
            return valueTypeName(bound)
        }
        return whereBound(name, node)
    }

    private static func whereBound(_ name: String, _ node: FunctionDeclSyntax) -> String? {
        // Most functions have no `where`: `?? []` would build an empty syntax collection for each.
        guard let clause = node.genericWhereClause else { return nil }
        for requirement in clause.requirements {
            if case .conformanceRequirement(let c) = requirement.requirement, SwiftExpr.text(c.leftType) == name {
                return valueTypeName(c.rightType)
            }
        }
        return nil
    }

    /// A property that is the idiom (`{ UIDevice.current.userInterfaceIdiom == .pad }`):
    /// whether it is true on the iPad; nil for any other property.
    static func idiomProperty(_ getter: CodeBlockItemListSyntax?, _ initializer: ExprSyntax?) -> Bool? {
        guard let value = singleValue(getter, initializer) else { return nil }
        let text = SwiftExpr.text(value)
        guard SwiftAnswers.isIdiom(text), text.holds("==") || text.holds("!="), !text.holds("&&"), !text.holds("||") else { return nil }
        guard case .idiom(_, let pad)? = SwiftAnswers.idiom(text, negated: false, then: .bool(true), else: .bool(false)) else { return nil }
        return pad == .bool(true)
    }

    /// Whether a stored property's `didSet` adds a child controller (`addChild(…)`): what is
    /// stored in it is shown inside its holder.
    static func addsChildOnSet(_ binding: PatternBindingSyntax) -> Bool {
        didSetCalls(binding, ["addChild", "addChildViewController"])
    }

    /// Whether a property's `didSet` has UIKit re-evaluate the orientation.
    static func reevaluatesOnSet(_ binding: PatternBindingSyntax) -> Bool {
        didSetCalls(binding, ["setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation"])
    }

    private static func didSetCalls(_ binding: PatternBindingSyntax, _ names: Set<String>) -> Bool {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors,
              let didSet = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) })?.body else { return false }
        return didSet.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }

    /// The statements of a computed property's getter.
    static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?: return items
        case .accessors(let list)?:
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// The storyboard a `static var x: UIStoryboard { UIStoryboard(name: "X", bundle: nil) }`
    /// (or `static let x = UIStoryboard(name: "X", bundle: nil)`) names.
    static func storyboardFile(_ getter: CodeBlockItemListSyntax?, _ initializer: ExprSyntax?) -> String? {
        guard let make = singleValue(getter, initializer).map(SwiftExpr.unwrapped)?.as(FunctionCallExprSyntax.self) else { return nil }
        return SwiftCallSites.storyboardFile(make)
    }

    /// A property's one value: its getter's only expression (or `return`), else its initializer.
    private static func singleValue(_ getter: CodeBlockItemListSyntax?, _ initializer: ExprSyntax?) -> ExprSyntax? {
        guard let getter, getter.count == 1, let only = getter.first?.item else { return initializer }
        return only.as(ExprSyntax.self) ?? only.as(ReturnStmtSyntax.self)?.expression ?? initializer
    }

    /// `.fullScreen` / `UIModalPresentationStyle.fullScreen` in a short text.
    /// The first style an overriding `modalPresentationStyle` getter returns
    /// (`if useDefault { return .formSheet }; return super.modalPresentationStyle`): nil when
    /// it names none (it hands back what was set).
    static func getterStyle(_ text: String) -> String? {
        var rest = Substring(text)
        while let dot = rest.firstIndex(of: ".") {
            let name = rest[rest.index(after: dot)...].prefix { $0.isLetter }
            if PresentationStyle(rawValue: String(name)) != nil || name == "none" { return String(name) }
            rest = rest[rest.index(after: dot)...]
        }
        return nil
    }

    static func styleName(_ text: String) -> String? {
        guard let dot = text.lastIndex(of: ".") else { return nil }
        let name = String(text[text.index(after: dot)...].prefix { $0.isLetter })
        // `super.modalPresentationStyle`: whatever was set, not a style.
        return name.isEmpty || name == "modalPresentationStyle" ? nil : name
    }
}
