// What the navigation pass follows across functions: values as the code names them
// (a parameter, a property, a call's result, an enum case), the calls a function makes,
// what it returns, and the `switch`/`if` arms each of them sits in.

import Foundation

/// A value as written at a call site, before it is followed to a class.
indirect enum ValueFact: Sendable, Hashable {
    /// Built here: the class is known.
    case instance(Instance)
    /// A declared or cast type (`as? PlayerViewController`, `let vc: Detail`).
    case typed(String, SourceLocation)
    /// A name: a parameter, a property of `self`, a local the reader could not bind; `self`.
    case name(String)
    /// `base.name`: a property of another value (`mainCoordinator.controller`).
    case member(ValueFact, String)
    /// `.mediaPreview(viewModel: m)`: an enum case, by name.
    case enumCase(String)
    /// `.alertController(alertController: alert)`: a case with its payload's values, in order.
    case payloadCase(String, [ValueFact])
    /// `.init(viewController: vc, type: .stories)`: a value built in place for a parameter
    /// of a declared struct, its arguments by label (read back as that struct's properties).
    case memberwise([String?], [ValueFact])
    /// What a call returns.
    case call(CallFact)
    /// `vc.modalPresentationStyle = .x` set on the value before it is shown.
    case styled(ValueFact, PresentationStyleFact)
    /// `Nav(rootViewController: value)`.
    case nav(String, ValueFact, SourceLocation)
    /// A local assigned in several arms: each value with its arms.
    case choice([Guarded])
    /// `UIStoryboard(name: "Main", …).instantiateViewController(withIdentifier: "Player")`
    /// (nil identifier: the initial controller; nil board: the storyboard is not said;
    /// `cast`: the class the code casts it to, what it is when the scene is not found).
    case storyboard(Board?, identifier: String?, SourceLocation, cast: String?)
    /// An element of a list value: a `map` closure's argument (`tabs.map { $0.controller }`).
    case element(ValueFact)
    /// A list (`Tab.allCases.map { $0.viewController }`, `[module]` handed to a parameter):
    /// every value it can be is an element of its own, not one alternative for one child.
    case each(ValueFact)
    case unknown(String)

    /// Which storyboard: its file's name, or a property the project declares for it
    /// (`extension UIStoryboard { static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) } }`).
    enum Board: Sendable, Hashable {
        case file(String)
        case property(String)

        var text: String {
            switch self {
            case .file(let name): name
            case .property(let name): "UIStoryboard.\(name)"
            }
        }
    }

    struct Guarded: Sendable, Hashable {
        var branch: [BranchStep]
        var value: ValueFact
    }
}

extension ValueFact {
    /// The name a value is read from: `module` for `module`, `module.viewController`, a nav around it.
    var rootName: String? {
        switch self {
        case .name(let n): n
        case .member(let base, _), .styled(let base, _), .nav(_, let base, _), .element(let base), .each(let base): base.rootName
        default: nil
        }
    }

    /// The type a static call is made on (`Catalog.make()`, the receiver read as a name or a type).
    var typeCalledOn: String? {
        switch self {
        case .typed(let type, _): type
        case .name(let name) where name.first?.isUppercase == true: name
        default: nil
        }
    }

    /// The value as a short text, for notes.
    var text: String {
        switch self {
        case .instance(let i): NavigationPass.className(i)
        case .typed(let t, _): t
        case .name(let n): n
        case .member(let base, let n): base.text + "." + n
        case .enumCase(let c): "." + c
        case .payloadCase(let c, let values): "." + c + "(" + values.map(\.text).joined(separator: ", ") + ")"
        case .memberwise(let labels, let values):
            ".init(" + zip(labels, values).map { ($0.0.map { $0 + ": " } ?? "") + $0.1.text }.joined(separator: ", ") + ")"
        case .call(let c): (c.receiver.map { $0.text + "." } ?? "") + c.name + "(…)"
        case .styled(let v, _): v.text
        case .nav(let cls, let v, _): "\(cls)(rootViewController: \(v.text))"
        case .choice(let arms): arms.map(\.value.text).joined(separator: " | ")
        case .storyboard(let board, let id, _, _): "storyboard \(board?.text ?? "?") \(id ?? "initial")"
        case .element(let list): list.text + "[i]"
        case .each(let v): v.text
        case .unknown(let t): t
        }
    }
}

/// One arm of a `switch` or `if`: `switch scene { case .mediaPreview: … }` is
/// (subject `scene`, arm `mediaPreview`); `if a { } else { }` is (`a`, `then` / `else`).
struct BranchStep: Sendable, Equatable, Hashable {
    /// Which branch point of the function (its arms share it).
    var point: Int
    var subject: String
    var arm: String
    /// A `switch` case (`arm` is the case's name), else an `if`/`guard`.
    var isCase: Bool

    /// The arm as a button names it: the case, the condition, or "not" the condition.
    var words: String { isCase ? arm : arm == "then" ? subject : "not \(subject)" }
}

/// A closure handed to a construction (`EntryList(onSelect: { … })`): the class built and
/// the argument's label. What it does happens when that object says (a tap in that screen).
struct HandedClosure: Sendable, Hashable {
    var className: String
    var label: String
}

/// `receiver.name(label: value, …)`: a call of a function the project may declare.
struct CallFact: Sendable, Hashable {
    /// The receiver as written (`coordinator`, `self.coordinator`, `DataSourceFacade`); nil for a bare call.
    var receiver: ValueFact?
    var name: String
    var arguments: [Argument]
    var location: SourceLocation
    var branch: [BranchStep] = []
    /// How many of the function's actions come before it (calls are inlined there).
    var order: Int = 0
    /// Made in a closure kept for an event (`LocatedAction.callback`).
    var callback = 0
    /// Made in a closure handed to a construction (`HandedClosure`).
    var handedTo: HandedClosure? = nil
    /// A trailing closure that gives a value (`show { Detail() }`): what it returns, for
    /// the callee's last closure parameter.
    var trailing: ValueFact? = nil
    /// Only what the callee does to the orientation is this call's (an Objective-C message to
    /// a held object, whose other effects — a model's, a network manager's — are not the tap's).
    var forcingOnly = false

    struct Argument: Sendable, Hashable {
        var label: String?
        var value: ValueFact
    }
}

/// A function's signature and flow, for following values into and out of it.
struct FunctionFlow: Sendable, Equatable {
    struct Parameter: Sendable, Equatable {
        var label: String?
        var name: String
        var typeName: String?
        var hasDefault: Bool
    }
    var parameters: [Parameter] = []
    var returnType: String?
    /// The class a generic return type is bound to (`func make<T: UIViewController>(…) -> T`).
    var returnBound: String?
    var isStatic = false
    var calls: [CallFact] = []
    /// `return x`, each with the arms it sits in.
    var returns: [ValueFact.Guarded] = []
}

/// Function bodies a file's reader skipped, to be read once the whole project says which
/// functions act. Only the file's text and where the bodies are are held: a file whose
/// bodies mention none of the names asked is never parsed again, and the project's trees
/// are not all kept alive until then.
final class DeferredBodies: @unchecked Sendable {
    private let bytes: [UInt8]
    private let bodies: [Range<Int>]
    private let reopen: () -> (WordSet) -> [(type: String, function: FunctionFact)]
    private var reader: ((WordSet) -> [(type: String, function: FunctionFact)])?
    private let lock = NSLock()

    /// `reopen` parses `bytes` again and returns the reader of the bodies at `bodies`.
    init(bytes: [UInt8], bodies: [Range<Int>], reopen: @escaping () -> (WordSet) -> [(type: String, function: FunctionFact)]) {
        self.bytes = bytes
        self.bodies = bodies
        self.reopen = reopen
    }

    /// Reads the bodies that mention one of `names`; each body at most once.
    func read(_ words: WordSet) -> [(type: String, function: FunctionFact)] {
        lock.lock()
        defer { lock.unlock() }
        if reader == nil {
            guard bodies.contains(where: { words.occurs(in: bytes, from: $0.lowerBound, to: $0.upperBound) }) else { return [] }
            reader = reopen()
        }
        return reader!(words)
    }
}
