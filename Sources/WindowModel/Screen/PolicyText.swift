// A controller's rotation policy in a few short lines, as the file writes it (the
// inspector shows the resolved masks; the screen shows what the class "returns").

import OrientationEngine

public enum PolicyText {
    public static func summary(of spec: ControllerSpec, profile: Profile) -> [String] {
        var lines: [String] = []
        if profile == .ios5 {
            lines.append("shouldAutorotateTo: " + (spec.shouldAutorotateTo.map(mask) ?? "portrait (default)"))
        } else {
            lines.append("supported: " + (spec.supported.map(mask) ?? "default"))
            if profile < .ios16 {
                lines.append("shouldAutorotate: " + (spec.shouldAutorotate.map(bool) ?? "YES (default)"))
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
