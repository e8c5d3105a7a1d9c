// Small views of swift-syntax expressions. The parser leaves binary operators unfolded
// (`a == b ? x : y` is one SequenceExpr of five elements); folding needs the operator
// table of SwiftOperators, but the few operators an answer uses (`?:`, `??`, `||`, `&&`,
// `==`, `!=`, `=`) fold by hand in their precedence order.

import Foundation
import SwiftSyntax

/// An expression folded as far as answers need.
indirect enum Folded {
    /// The condition is one expression, or the run of a sequence before its `?` (kept as
    /// the elements: a node built of them would be a new tree for every idiom check).
    case ternary(condition: [ExprSyntax], then: ExprSyntax, else: ExprSyntax)
    case binary(op: String, lhs: [ExprSyntax], rhs: [ExprSyntax])
    case single(ExprSyntax)
}

enum SwiftExpr {
    /// The loosest operator of a sequence, splitting it there: assignment, then the
    /// ternary, then `??`, `||`, `&&`, comparisons.
    static func fold(_ elements: [ExprSyntax]) -> Folded? {
        if elements.count == 1 { return .single(elements[0]) }
        if let i = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }) {
            return .binary(op: "=", lhs: Array(elements[..<i]), rhs: Array(elements[(i + 1)...]))
        }
        if let i = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[i].as(UnresolvedTernaryExprSyntax.self) {
            let condition = Array(elements[..<i])
            let rest = Array(elements[(i + 1)...])
            return .ternary(
                condition: condition, then: ternary.thenExpression, else: sequence(rest))
        }
        for op in ["??", "||", "&&", "==", "!=", "===", "!=="] {
            // `??` is right-associative: split at its first use; the others at their last.
            let indexes = elements.indices.filter { operatorText(elements[$0]) == op }
            guard let i = op == "??" ? indexes.first : indexes.last else { continue }
            return .binary(op: op, lhs: Array(elements[..<i]), rhs: Array(elements[(i + 1)...]))
        }
        return nil
    }

    static func fold(_ expr: ExprSyntax) -> Folded? {
        let expr = unwrapped(expr)
        if let sequence = expr.as(SequenceExprSyntax.self) { return fold(Array(sequence.elements)) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return .ternary(condition: [ternary.condition], then: ternary.thenExpression, else: ternary.elseExpression)
        }
        return .single(expr)
    }

    static func operatorText(_ expr: ExprSyntax) -> String? {
        expr.as(BinaryOperatorExprSyntax.self)?.operator.text
    }

    /// Elements back into one expression (a sub-sequence of a fold).
    static func sequence(_ elements: [ExprSyntax]) -> ExprSyntax {
        if elements.count == 1 { return elements[0] }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements)))
    }

    /// Parentheses, `try`, `await`, `!` and `?` suffixes peeled off.
    static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        var expr = expr
        while true {
            // The kind first: most expressions are none of these, and each `as` makes a node.
            switch expr.kind {
            case .tupleExpr:
                guard let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                      only.label == nil else { return expr }
                expr = only.expression
            case .tryExpr: expr = expr.cast(TryExprSyntax.self).expression
            case .awaitExpr: expr = expr.cast(AwaitExprSyntax.self).expression
            case .forceUnwrapExpr: expr = expr.cast(ForceUnwrapExprSyntax.self).expression
            case .optionalChainingExpr: expr = expr.cast(OptionalChainingExprSyntax.self).expression
            default: return expr
            }
        }
    }

    /// A function's or a method's name, not a type's: `wrap`, `_createWith` (a leading
    /// underscore marks it private, not a type).
    static func namesFunction(_ name: String) -> Bool {
        name.drop { $0 == "_" }.first?.isLowercase == true
    }

    /// The last name of a member chain: `UIDevice.current.orientation` → `orientation`.
    static func lastName(_ expr: ExprSyntax) -> String? {
        let expr = unwrapped(expr)
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        return nil
    }

    /// `self.x` or `x`: the name of a property of the enclosing type, else nil.
    static func ownProperty(_ expr: ExprSyntax) -> String? {
        let expr = unwrapped(expr)
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The source text on one line, clipped for messages.
    static func text(_ node: some SyntaxProtocol, limit: Int = 120) -> String {
        // `description` joins the tokens as written; `trimmedDescription` would first build
        // a trimmed copy of the tree, a tenth of a scan's time.
        let whole = node.description
        return asciiLine(whole, limit: limit) ?? line(whole, limit: limit)
    }

    /// `text` of the sequence node the elements would make (its text is theirs, joined).
    static func text(_ elements: [ExprSyntax], limit: Int = 120) -> String {
        let whole = elements.map(\.description).joined()
        return asciiLine(whole, limit: limit) ?? line(whole, limit: limit)
    }

    /// `line` for ASCII text without `\r\n` (nearly all code), by bytes: there each byte is
    /// one Character, so the result is the same. Nil for other text.
    static func asciiLine(_ whole: String, limit: Int) -> String? {
        whole.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            // Anything a Character may span more than one byte of: the slow path.
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 || (previous == 13 && byte == 10) { return nil }
                previous = byte
            }
            var out: [UInt8] = []
            out.reserveCapacity(min(bytes.count, limit + 1))
            var space = false
            for byte in bytes {
                if byte == 10 || byte == 13 || byte == 32 || byte == 9 {
                    space = !out.isEmpty
                    continue
                }
                if space { out.append(32); space = false }
                out.append(byte)
                if out.count > limit { return String(decoding: out, as: UTF8.self) + "…" }
            }
            return String(decoding: out, as: UTF8.self)
        } ?? nil
    }

    /// Whitespace runs made one space, ends trimmed, clipped after `limit` Characters.
    static func line(_ whole: String, limit: Int) -> String {
        var line = ""
        var space = false
        for ch in whole {
            if ch == "\n" || ch == "\r" || ch == " " || ch == "\t" {
                space = !line.isEmpty
                continue
            }
            if space { line.append(" "); space = false }
            line.append(ch)
            if line.count > limit { return line + "…" }
        }
        return line
    }

    /// The statements a getter or function body returns through, if it is a body.
    static func statements(_ block: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax.Item] {
        block.map(\.item)
    }
}

