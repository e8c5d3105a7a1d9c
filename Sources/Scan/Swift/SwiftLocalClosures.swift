// A closure kept in a local and called like a function (`let install: (UIViewController) -> ()
// = { first in window?.rootViewController = Nav(rootViewController: first) }`, then
// `install(InboxScreen())` in each arm): what it does is what each call does, its parameters
// bound to that call's arguments.

import SwiftSyntax

extension SwiftCallSites {
    /// The local a closure initializes (`let install = { … }`), when it is one.
    static func localClosureName(_ node: ClosureExprSyntax) -> String? {
        guard let initializer = node.parent?.as(InitializerClauseSyntax.self),
              let binding = initializer.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `{ first in … }`, `{ [weak self] (first: UIViewController) in … }`: the parameters' names.
    static func parameterNames(of node: ClosureExprSyntax) -> [String]? {
        guard let parameters = node.signature?.parameterClause else { return nil }
        switch parameters {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// The closure's body read as if written at the call, each parameter bound to its argument.
    func runLocalClosure(_ name: String, _ closure: (parameters: [String], body: ClosureExprSyntax), arguments: [ExprSyntax]) {
        let bound = Array(zip(closure.parameters, arguments))
        let saved = bound.map { (locals[$0.0], symbolic[$0.0]) }
        for (parameter, argument) in bound { bind(parameter, argument, declared: nil) }
        runningClosures.insert(name)
        closureDepth += 1
        walk(closure.body.statements)
        closureDepth -= 1
        runningClosures.remove(name)
        for (k, (parameter, _)) in bound.enumerated() {
            locals[parameter] = saved[k].0
            symbolic[parameter] = saved[k].1
        }
    }
}
