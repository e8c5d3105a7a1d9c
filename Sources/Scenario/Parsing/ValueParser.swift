// SCENARIOS.md "Values": masks, orientations, bools, conditions and variables.

import OrientationEngine

extension Cursor {
    static let maskNames = OrientationMask.named.map(\.0)
    static let interfaceNames = InterfaceOrientation.fallbackOrder.map(\.name) + ["upsideDown"]
    static let deviceNames = DeviceOrientation.allCases.map(\.name) + ["upsideDown"]

    /// `$name` → `name`; names start with a letter or `_`.
    private func variableName(_ text: String) throws(ScenarioError) -> String? {
        guard text.hasPrefix("$") else { return nil }
        let name = String(text.dropFirst())
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { throw error("'\(text)' is not a variable name") }
        return name
    }

    /// `{if: COND, then: X, else: X}`, when the node is one.
    private func conditional<T>(
        _ parse: (Cursor) throws(ScenarioError) -> Expr<T>
    ) throws(ScenarioError) -> Expr<T>? {
        guard let mapping = node.mapping, mapping["if"] != nil else { return nil }
        var condition: Condition?
        var then: Expr<T>?
        var otherwise: Expr<T>?
        for (key, value) in try self.mapping(allowed: ["if", "then", "else"], recovering: false) {
            switch key {
            case "if": condition = try value.condition()
            case "then": then = try parse(value)
            default: otherwise = try parse(value)
            }
        }
        guard let condition, let then, let otherwise else {
            throw error("an 'if' needs 'then' and 'else'")
        }
        return .conditional(condition, then: then, else: otherwise)
    }

    /// `{presented: X}`, when the node is one: ask the presented controller, X when none.
    private func presented<T>(
        _ parse: (Cursor) throws(ScenarioError) -> Expr<T>
    ) throws(ScenarioError) -> Expr<T>? {
        guard let mapping = node.mapping, mapping["presented"] != nil else { return nil }
        var fallback: Expr<T>?
        for (_, value) in try self.mapping(allowed: ["presented"], recovering: false) {
            fallback = try parse(value)
        }
        guard let fallback else { throw error("'presented' needs the answer for when nothing is presented") }
        return .presented(fallback: fallback)
    }

    /// Mask: a name, a list (union), `$var`, `{if:…}`, `{presented:…}`, `top`, `topmost` (when allowed).
    func maskExpr(allowTopmost: Bool = false) throws(ScenarioError) -> MaskExpr {
        if let expr = try conditional({ (c: Cursor) throws(ScenarioError) in try c.maskExpr(allowTopmost: allowTopmost) }) {
            return expr
        }
        if let expr = try presented({ (c: Cursor) throws(ScenarioError) in try c.maskExpr() }) { return expr }
        if isSequence {
            return .union(try list().map { (c: Cursor) throws(ScenarioError) in try c.maskExpr(allowTopmost: false) })
        }
        let text = try string()
        if let name = try variableName(text) { return .variable(name) }
        if text == "top" { return .top }
        if text == "presenting" { return .presenting }
        if text == "topmost" {
            guard allowTopmost else { throw error("'topmost' is only for the window method (app.window)") }
            return .topmost
        }
        guard let mask = OrientationMask(name: text) else {
            throw error("unknown orientation '\(text)'\(Suggest.hint(text, among: Self.maskNames))")
        }
        return .literal(mask)
    }

    /// Orientation: an interface orientation name, `$var`, `{if:…}`, `{presented:…}`, `top`.
    func orientationExpr() throws(ScenarioError) -> OrientationExpr {
        if let expr = try conditional({ (c: Cursor) throws(ScenarioError) in try c.orientationExpr() }) {
            return expr
        }
        if let expr = try presented({ (c: Cursor) throws(ScenarioError) in try c.orientationExpr() }) { return expr }
        let text = try string()
        if let name = try variableName(text) { return .variable(name) }
        if text == "top" { return .top }
        if text == "presenting" { return .presenting }
        return .literal(try interfaceOrientation(text))
    }

    /// Bool: `true`/`false`, `$var`, `{if:…}`, `{presented:…}`, `top`.
    func boolExpr() throws(ScenarioError) -> BoolExpr {
        if let expr = try conditional({ (c: Cursor) throws(ScenarioError) in try c.boolExpr() }) {
            return expr
        }
        if let expr = try presented({ (c: Cursor) throws(ScenarioError) in try c.boolExpr() }) { return expr }
        if let text = node.scalar?.string {
            if let name = try variableName(text) { return .variable(name) }
            if text == "top" { return .top }
            if text == "presenting" { return .presenting }
        }
        return .literal(try bool())
    }

    func interfaceOrientation(_ given: String? = nil) throws(ScenarioError) -> InterfaceOrientation {
        let text: String
        if let given { text = given } else { text = try string() }
        guard let orientation = InterfaceOrientation(name: text) else {
            throw error("unknown orientation '\(text)'\(Suggest.hint(text, among: Self.interfaceNames))")
        }
        return orientation
    }

    func deviceOrientation() throws(ScenarioError) -> DeviceOrientation {
        let text = try string()
        guard let orientation = DeviceOrientation(name: text) else {
            throw error("unknown device orientation '\(text)'\(Suggest.hint(text, among: Self.deviceNames))")
        }
        return orientation
    }

    /// COND: `VAR`, `not VAR`, `VAR has ORIENTATION`, or a list of those.
    func condition() throws(ScenarioError) -> Condition {
        var clauses: [Clause] = []
        for part in try listOrOne() {
            let words = try part.string().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            switch words.count {
            case 1: clauses.append(.isTrue(try part.bareName(words[0])))
            case 2 where words[0] == "not": clauses.append(.isFalse(try part.bareName(words[1])))
            case 3 where words[1] == "has":
                clauses.append(.has(try part.bareName(words[0]), try part.interfaceOrientation(words[2])))
            default:
                throw part.error("expected 'VAR', 'not VAR' or 'VAR has ORIENTATION', found '\(words.joined(separator: " "))'")
            }
        }
        return Condition(clauses)
    }

    /// A variable as conditions name it (a leading `$` is tolerated).
    private func bareName(_ word: String) throws(ScenarioError) -> String {
        let name = word.hasPrefix("$") ? String(word.dropFirst()) : word
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { throw error("'\(word)' is not a variable name") }
        return name
    }

    /// A variable's value: `true`/`false` or a mask (a name or a list of names).
    func value() throws(ScenarioError) -> Value {
        if let text = node.scalar?.string, ["true", "false", "True", "False", "TRUE", "FALSE"].contains(text) {
            return .bool(try bool())
        }
        var mask = OrientationMask.none
        for part in try listOrOne() {
            let text = try part.string()
            guard let named = OrientationMask(name: text) else {
                throw part.error("expected true, false or an orientation, found '\(text)'\(Suggest.hint(text, among: Self.maskNames))")
            }
            mask.formUnion(named)
        }
        return .mask(mask)
    }

    /// `vars: {NAME: VALUE}`.
    func variables() throws(ScenarioError) -> [String: Value] {
        var vars: [String: Value] = [:]
        for (key, value) in try mapping() {
            guard let first = key.first, first.isLetter || first == "_",
                key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { throw value.error("'\(key)' is not a variable name") }
            vars[key] = try value.value()
        }
        return vars
    }
}
