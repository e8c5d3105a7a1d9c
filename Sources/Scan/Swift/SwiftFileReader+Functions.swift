// A function's or a property initializer's body as the type reader keeps it: its actions,
// what it calls and returns, the children and styles it sets on its type.

import Foundation
import OrientationEngine
import SwiftSyntax

extension SwiftTypeVisitor {
    /// What the closures in a property's initializer hand to the screens it builds
    /// (`lazy var list = List(onSelect: { self.showEntry() })`), kept as a function of the
    /// type for `NavigationPass.attributeHandedClosures`.
    func keepHandedClosures(of property: String, _ reader: SwiftCallSites, at: SourceLocation) {
        let actions = reader.actions.filter { $0.handedTo != nil }
        let calls = reader.calls.filter { $0.handedTo != nil }
        guard !actions.isEmpty || !calls.isEmpty else { return }
        var flow = FunctionFlow()
        flow.calls = calls
        var initializer = FunctionFact(name: property, location: at, isAction: false, actions: actions, flow: flow)
        initializer.isInitializer = true
        stack[stack.count - 1].functions.append(initializer)
    }

    func readFunction(name: String, at loc: SourceLocation, isAction: Bool, body: CodeBlockItemListSyntax, isInit: Bool,
                              flow declared: FunctionFlow? = nil, signature: FunctionSignatureSyntax? = nil) {
        var flow = declared
        // A factory (`func makePlayer() -> UIViewController`, a type's `static func make() -> Self`)
        // is read for what it returns.
        let factory = flow?.returnType?.hasSuffix("Controller") == true || flow?.returnBound?.hasSuffix("Controller") == true
            || flow?.returnType.map { $0 == "Self" || $0 == stack.last?.name } == true
        // A pager's data source (`func viewControllers(for pager: …) -> [UIViewController]`,
        // XLPagerTabStrip's): the array it returns holds the pages the pager shows.
        let pageSource = name.hasPrefix("viewControllers") && flow?.returnType.map(Self.isControllerList) == true
        if !factory && !pageSource && !mentions(body, Prefilter.swiftActions) {
            if !stack.isEmpty { deferred.append(Deferred(type: serials.last, name: name, at: loc, isAction: isAction, body: body, flow: flow,
                                                          signature: signature,
                                                          inside: Self.inside(body))) }
            return
        }
        if let signature { flow?.parameters = Self.parameters(signature) }
        let reader = SwiftCallSites(visitor: self)
        reader.walk(body)
        // A one-expression body returns it (`func make() -> some UIViewController { Player() }`).
        if factory, reader.returns.isEmpty, body.count == 1, let only = body.first?.item.as(ExprSyntax.self) {
            reader.returns.append(ValueFact.Guarded(branch: [], value: reader.value(only)))
        }
        if !reader.roots.isEmpty {
            let owner = stack.last?.name
            facts.roots += reader.roots.map {
                var r = $0
                r.function = name
                r.owner = owner
                r.onOtherScreen = reader.otherScreens.contains(r.window)
                r.level = reader.windowLevels[r.window]
                return r
            }
        }
        guard !stack.isEmpty else {
            for action in reader.actions { facts.strayActions.append((owner: "a global function \(name)", action: action)) }
            // A global factory (`func newInboxRoot(client:) -> UIViewController`): what it
            // returns, read at each call as a type's function is.
            if factory, let readFlow = reader.flow(flow), !readFlow.returns.isEmpty {
                facts.types.append(TypeFact(name: Self.globalOwner, superclass: nil, isExtension: true, location: loc, language: .swift,
                                            functions: [FunctionFact(name: name, location: loc, isAction: false, actions: [], flow: readFlow)]))
            }
            return
        }
        if isInit || name == "awakeFromNib" || name == "commonInit" {
            if let style = reader.selfStyle { stack[stack.count - 1].ownStyle = style }
        } else if let style = reader.selfStyle, let serial = serials.last {
            helperStyles[serial, default: [:]][name] = style
        }
        if let children = reader.selfChildren, stack[stack.count - 1].children == nil || isInit || name == "viewDidLoad" {
            stack[stack.count - 1].children = children
        }
        // Children from a parameter are the callers' to name (an `init`'s are read through
        // the properties it stores them in).
        let parameters = isInit ? [] : Set(flow?.parameters.map(\.name) ?? [])
        let fromParameters = reader.embedded.filter { $0.rootName.map(parameters.contains) ?? false }
        stack[stack.count - 1].embedded += reader.embedded.filter { !fromParameters.contains($0) }
        stack[stack.count - 1].propertyAssignments += reader.propertyAssignments
        if pageSource {
            if reader.returnedList.isEmpty, body.count == 1, let only = body.first?.item.as(ExprSyntax.self) {
                reader.returnedList = reader.children(only) ?? []
            }
            stack[stack.count - 1].embedded += reader.returnedList
        }
        stack[stack.count - 1].fills += reader.fills
        stack[stack.count - 1].pageSources += reader.pageSources
        let readFlow = reader.flow(flow)
        // A root set from a parameter (`replaceRoot(by:)`) is read at the function's callers.
        let rootFromParameter = reader.roots.contains { $0.value.map { NavigationPass.roots($0).contains(where: parameters.contains) } ?? false }
        if !reader.actions.isEmpty || factory || !fromParameters.isEmpty || rootFromParameter
            || readFlow.map({ !$0.calls.isEmpty || !$0.returns.isEmpty }) == true {
            stack[stack.count - 1].functions.append(FunctionFact(name: name, location: loc, isAction: isAction, actions: reader.actions,
                                                                 flow: readFlow ?? flow, embeds: fromParameters))
        }
    }
}
