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

    /// Whether the block holding the closure's local only calls it by name (`install(…)`); one
    /// also handed on (`handler: confirm`, `completion: continueCompletion`) runs where its
    /// receiver calls it too, so it is read where it is written, as any closure is.
    static func isCalledByName(_ name: String, after node: ClosureExprSyntax) -> Bool {
        var block: Syntax? = Syntax(node)
        while let current = block, !current.is(CodeBlockItemListSyntax.self) { block = current.parent }
        guard let statements = block?.as(CodeBlockItemListSyntax.self) else { return false }
        final class Finder: SyntaxVisitor {
            let name: String
            var calls = 0, references = 0
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.baseName.text == name else { return .skipChildren }
                if node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id { calls += 1 } else { references += 1 }
                return .skipChildren
            }
        }
        let finder = Finder(name)
        finder.walk(statements)
        return finder.calls > 0 && finder.references == 0
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
