// The bodies a file's reader skipped (they hold none of the words an action needs), read
// once their type says which functions act, or once the whole project does.

import SwiftSyntax

extension SwiftTypeVisitor {
    /// Whether the body's source holds any of `words` (a byte search: no tree walk).
    func mentions(_ body: CodeBlockItemListSyntax, _ words: WordSet) -> Bool {
        words.occurs(in: bytes, from: body.position.utf8Offset, to: body.endPosition.utf8Offset)
    }

    /// Between a body's braces: the same bytes whether the body was parsed or blanked
    /// (a blanked body has no statements to give its extent).
    static func inside(_ body: CodeBlockItemListSyntax) -> Range<Int> {
        guard let block = body.parent?.as(CodeBlockSyntax.self) else { return body.position.utf8Offset..<body.endPosition.utf8Offset }
        return block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset..<block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    private func mentions(_ d: Deferred, _ words: WordSet) -> Bool {
        words.occurs(in: bytes, from: d.inside.lowerBound, to: d.inside.upperBound)
    }

    /// The deferred bodies that call an acting function of their type, until none is left.
    func readDeferred() {
        var changed = true
        while changed {
            changed = false
            var acting: [Int: WordSet] = [:]
            for (i, type) in facts.types.enumerated() where !type.functions.isEmpty {
                acting[i] = WordSet(type.functions.map { $0.name + "(" })
            }
            var rest: [Deferred] = []
            for d in deferred {
                // Once its type is done, a deferred body holds `-1 - index` of the type in facts.types.
                guard let code = d.type, code < 0, let names = acting[-1 - code],
                      mentions(d, names) else { rest.append(d); continue }
                guard !blankedBodies.contains(d.inside.lowerBound) else {
                    needsWholeText = true
                    return
                }
                let t = -1 - code
                let reader = SwiftCallSites(visitor: self)
                reader.walk(d.body)
                if !reader.actions.isEmpty {
                    facts.types[t].functions.append(FunctionFact(name: d.name, location: d.at, isAction: d.isAction, actions: reader.actions,
                                                                 flow: reader.flow(d.fullFlow)))
                    changed = true
                }
            }
            deferred = rest
        }
    }

    var hasDeferred: Bool { !deferred.isEmpty }
    /// Where the bodies still skipped are in the file's bytes.
    var deferredRanges: [Range<Int>] { deferred.map(\.inside) }

    /// The skipped bodies that mention one of `words` (a call of a function that acts
    /// somewhere in the project), read now; each once.
    func readDeferred(mentioning words: WordSet) -> [(type: String, function: FunctionFact)] {
        var out: [(type: String, function: FunctionFact)] = []
        var rest: [Deferred] = []
        for d in deferred {
            guard let code = d.type, code < 0, mentions(d, words) else { rest.append(d); continue }
            let reader = SwiftCallSites(visitor: self)
            reader.walk(d.body)
            let flow = reader.flow(d.fullFlow)
            guard !reader.actions.isEmpty || !(flow?.calls.isEmpty ?? true) else { continue }
            out.append((facts.types[-1 - code].name, FunctionFact(name: d.name, location: d.at, isAction: d.isAction,
                                                                  actions: reader.actions, flow: flow)))
        }
        deferred = rest
        return out
    }
}

extension SwiftTypeVisitor.Deferred {
    /// Its flow with the parameters its signature declares.
    var fullFlow: FunctionFlow? {
        guard var flow, let signature else { return flow }
        flow.parameters = SwiftTypeVisitor.parameters(signature)
        return flow
    }
}
