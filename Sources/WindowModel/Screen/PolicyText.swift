// A controller's rotation policy in a few short lines, as the file writes it (the
// inspector shows the resolved masks; the screen shows what the class "returns").

import OrientationEngine

public enum PolicyText {
    /// What the controller answers now and why that matters (or not), then what the file
    /// writes where that differs: "supported: portrait", "forwarded by Nav", "= $mask".
    public static func live(_ id: ControllerID, engine: Engine) -> [String] {
        let spec = engine.spec(id)
        let profile = engine.model.profile
        guard profile > .ios5 else { return summary(of: spec, profile: profile) }
        var lines = ["supported: " + engine.liveSupportedMask(of: id).description]
        switch engine.policyRole(of: id) {
        case .decides: lines.append("decides (R9)")
        case .forwarded(let by): lines.append("forwarded by \(by)")
        case .ignored(let decider): lines.append("ignored: \(decider) decides")
        case .sheet(let style): lines.append("\(style.rawValue): not asked (R15a)")
        case .multitasking: lines.append("ignored: multitasking (R27)")
        }
        if spec.kind == .player, spec.supported == nil {
            let mode = engine.state.controllers[id].player?.mode == .system ? "full screen" : "inline"
            lines.append("player built-in (\(mode))")
        } else if let written = spec.supported, !isLiteral(written) {
            lines.append("  = " + mask(written))
        } else if spec.supported == nil, engine.policyRole(of: id) == .decides {
            // Only where the default decides something: under "ignored" it is noise.
            lines.append("  (default)")
        }
        // Only an overridden answer, as the trace shows only overridden keys: the default
        // YES under every controller says nothing.
        if profile < .ios16, spec.shouldAutorotate != nil {
            lines.append("shouldAutorotate: " + (engine.liveShouldAutorotate(of: id) ? "YES" : "NO"))
        }
        if let preferred = spec.preferred { lines.append("preferred: " + orientation(preferred)) }
        if let hidden = spec.prefersStatusBarHidden { lines.append("statusBarHidden: " + bool(hidden)) }
        return lines
    }

    static func isLiteral<T>(_ e: Expr<T>) -> Bool {
        if case .literal = e { return true }
        return false
    }

    public static func summary(of spec: ControllerSpec, profile: Profile) -> [String] {
        var lines: [String] = []
        if profile == .ios5 {
            lines.append("shouldAutorotateTo: " + (spec.shouldAutorotateTo.map(mask) ?? "portrait (default)"))
        } else {
            lines.append("supported: " + (spec.supported.map(mask) ?? "default"))
            if profile < .ios16, let answer = spec.shouldAutorotate {
                lines.append("shouldAutorotate: " + bool(answer))
            }
        }
        if let preferred = spec.preferred { lines.append("preferred: " + orientation(preferred)) }
        if let hidden = spec.prefersStatusBarHidden { lines.append("statusBarHidden: " + bool(hidden)) }
        return lines
    }

    public static func mask(_ e: MaskExpr) -> String { describe(e) { $0.description } }
    public static func orientation(_ e: OrientationExpr) -> String { describe(e) { $0.name } }
    public static func bool(_ e: BoolExpr) -> String { describe(e) { $0 ? "YES" : "NO" } }

    public static func describe<T>(_ e: Expr<T>, _ literal: (T) -> String) -> String {
        switch e {
        case .literal(let v): return literal(v)
        case .variable(let name): return "$" + name
        case .union(let parts): return parts.map { describe($0, literal) }.joined(separator: "|")
        case .conditional(let cond, let then, let otherwise):
            return "\(condition(cond)) ? \(describe(then, literal)) : \(describe(otherwise, literal))"
        case .top: return "top"
        case .topmost: return "topmost"
        case .presenting: return "presenting"
        case .presented(let fallback): return "presented ?? " + describe(fallback, literal)
        }
    }

    public static func condition(_ c: Condition) -> String {
        c.clauses.map { clause in
            switch clause {
            case .isTrue(let v): v
            case .isFalse(let v): "!" + v
            case .has(let v, let o): "\(v) has \(o.name)"
            }
        }.joined(separator: " && ")
    }
}
