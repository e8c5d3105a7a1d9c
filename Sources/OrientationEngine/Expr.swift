// A policy answer as a scenario file writes it (SCENARIOS.md "Values"): conditions over
// variables, forwarding to another controller, and the helpers that read an answer's shape.

/// One clause of a condition (SCENARIOS.md "COND").
public enum Clause: Sendable, Equatable {
    case isTrue(String)
    case isFalse(String)
    case has(String, InterfaceOrientation)
}

/// All clauses must hold.
public struct Condition: Sendable, Equatable {
    public var clauses: [Clause]
    public init(_ clauses: [Clause]) { self.clauses = clauses }
}

/// A policy answer: what a method returns, as the file writes it.
public indirect enum Expr<T: Sendable & Equatable>: Sendable, Equatable {
    case literal(T)
    case variable(String)
    /// Masks only: the union of the parts.
    case union([Expr<T>])
    case conditional(Condition, then: Expr<T>, else: Expr<T>)
    /// A container forwards to its top child (nav: last of stack, tab: selected).
    case top
    /// Window method only: the innermost visible controller's `supported`.
    case topmost
    /// Asks the controller this one presented (`presentedViewController?.… ?? fallback`),
    /// the fallback when it presents nothing.
    case presented(fallback: Expr<T>)
    /// Asks the controller that presented this one (`presentingViewController`), the
    /// method's default when none did or when that one asks what it presented (UIKit logs
    /// "invoked recursively" and answers super's value). UIAlertController answers so.
    case presenting
}

public typealias MaskExpr = Expr<OrientationMask>

extension Expr {
    /// The expression asks the innermost visible controller somewhere (`topmost`).
    public var mentionsTopmost: Bool {
        switch self {
        case .topmost: true
        case .union(let parts): parts.contains { $0.mentionsTopmost }
        case .conditional(_, let then, let otherwise): then.mentionsTopmost || otherwise.mentionsTopmost
        case .presented(let fallback): fallback.mentionsTopmost
        case .literal, .variable, .top, .presenting: false
        }
    }

    /// The answer asks what the controller presents somewhere (`presentedViewController`).
    public var mentionsPresented: Bool {
        switch self {
        case .presented: true
        case .union(let parts): parts.contains { $0.mentionsPresented }
        case .conditional(_, let then, let otherwise): then.mentionsPresented || otherwise.mentionsPresented
        case .literal, .variable, .top, .topmost, .presenting: false
        }
    }
}
public typealias OrientationExpr = Expr<InterfaceOrientation>
public typealias BoolExpr = Expr<Bool>
