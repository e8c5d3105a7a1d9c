// A parsed scenario file: the app model, the steps, and where each key was written.

import Foundation
import OrientationEngine

public struct ScenarioFile: Sendable {
    /// The file as the user named it (used in every message).
    public var file: String
    /// The app, validated once when the file was loaded: every run (`check`, `record`,
    /// the window, `accept`) starts from a copy of this engine, not yet launched, and
    /// never validates the model again.
    public let engine: Engine
    public var steps: [Step]
    public var lines: LineTable
    /// What the file refers to that is wrong without stopping it (a player video that
    /// cannot play, or stops early): said once on stderr and in report.md's Problems.
    public var warnings: [ScenarioWarning]

    public var model: AppModel { engine.model }

    /// A scenario of an engine made from a model already validated.
    public init(file: String, engine: Engine, steps: [Step], lines: LineTable = LineTable(),
                warnings: [ScenarioWarning] = []) {
        self.file = file
        self.engine = engine
        self.steps = steps
        self.lines = lines
        self.warnings = warnings
    }

    /// Validates `model` (errors located by `lines`).
    public init(file: String, model: AppModel, steps: [Step], lines: LineTable = LineTable()) throws(ScenarioError) {
        self.init(file: file, engine: try Self.validated(model, file: file, lines: lines), steps: steps, lines: lines)
    }

    /// A located error for a key path the engine or a step named.
    public func error(at keyPath: String, _ message: String, line: Int? = nil) -> ScenarioError {
        Self.error(file: file, lines: lines, at: keyPath, message, line: line)
    }

    static func error(file: String, lines: LineTable, at keyPath: String, _ message: String, line: Int? = nil) -> ScenarioError {
        ScenarioError(file: file, line: line ?? lines.line(for: keyPath) ?? 0, keyPath: keyPath, message: message)
    }

    /// The one place a model is validated (`Engine(model:)` runs the engine's checks).
    /// An invalid model throws every problem it has (the list is made on that path only).
    static func validated(_ model: AppModel, file: String, lines: LineTable) throws(ScenarioError) -> Engine {
        ValidationCount.current?.add()
        do {
            return try Engine(model: model)
        } catch {
            let first = located(error, file: file, lines: lines, model: model)
            throw ScenarioError(all: problems(model, file: file, lines: lines)) ?? first
        }
    }

    /// Every problem of a model, located in the file, with "did you mean" for names.
    static func problems(_ model: AppModel, file: String, lines: LineTable) -> [ScenarioError] {
        Engine.problems(in: model).map { located($0, file: file, lines: lines, model: model) }
    }

    private static func located(_ problem: ModelError, file: String, lines: LineTable, model: AppModel) -> ScenarioError {
        var message = problem.message
        if let unknown = problem.unknown, !problem.candidates.isEmpty {
            message += Suggest.hint(unknown, among: problem.candidates)
        }
        return error(file: file, lines: lines, at: problem.keyPath, message)
    }
}

/// How many times models were validated in a task: tests bind one to see that a load
/// and its runs validate once. `@unchecked Sendable`: the count is behind a lock.
final class ValidationCount: @unchecked Sendable {
    @TaskLocal static var current: ValidationCount?
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// One step of `steps:`.
public struct Step: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// What a tester does, as the engine receives it: `launch`, `rotate` (`.turn`),
        /// `systemLock`, `tap`, `push`, `pop`, `present`, `dismiss`, `selectTab`, `call`.
        case event(Event)
        case wait(Double)
        case snapshot(String)
        case expect(Expectation)
        /// A yes/no question for a person watching; headless runs skip it.
        case ask(String)
    }

    public var kind: Kind
    /// 0-based position in `steps:`; reports print it 1-based.
    public var index: Int
    public var line: Int
    /// `steps[3]`, or `steps[3].tap` for keyed steps.
    public var keyPath: String

    public init(_ kind: Kind, index: Int, line: Int = 0, keyPath: String? = nil) {
        self.kind = kind
        self.index = index
        self.line = line
        self.keyPath = keyPath ?? "steps[\(index)]"
    }

    /// The engine event for steps that are one.
    public var event: Event? {
        if case .event(let event) = kind { event } else { nil }
    }
}

/// `expect:` — every key optional; nil means "not checked".
public struct Expectation: Sendable, Equatable {
    public enum Crashed: Sendable, Equatable {
        case flag(Bool)
        /// A substring of the exception's reason (implies a crash).
        case reason(String)
    }

    public var device: DeviceOrientation?
    public var physical: DeviceOrientation?
    public var interface: InterfaceOrientation?
    public var statusBarOrientation: InterfaceOrientation?
    public var statusBarHidden: Bool?
    public var visible: String?
    public var decider: String?
    public var fullScreen: Bool?
    public var locked: Bool?
    /// VIEW (as written) → orientation, nil = identity; in file order.
    public var transforms: [TransformExpectation]
    public var crashed: Crashed?
    /// Substrings of console lines since the previous `expect`.
    public var consoleHas: [String]
    /// Whole text-trace lines (no time) since the previous `expect`.
    public var traceHas: [String]
    public var traceLacks: [String]
    public var traceOrder: [String]
    /// Key (`interface`, `statusBar.hidden`, `transform.window`, …) → line.
    public var lines: [String: Int]

    public init(
        device: DeviceOrientation? = nil, physical: DeviceOrientation? = nil,
        interface: InterfaceOrientation? = nil, statusBarOrientation: InterfaceOrientation? = nil,
        statusBarHidden: Bool? = nil, visible: String? = nil, decider: String? = nil,
        fullScreen: Bool? = nil, locked: Bool? = nil, transforms: [TransformExpectation] = [],
        crashed: Crashed? = nil, consoleHas: [String] = [], traceHas: [String] = [],
        traceLacks: [String] = [], traceOrder: [String] = [], lines: [String: Int] = [:]
    ) {
        self.device = device
        self.physical = physical
        self.interface = interface
        self.statusBarOrientation = statusBarOrientation
        self.statusBarHidden = statusBarHidden
        self.visible = visible
        self.decider = decider
        self.fullScreen = fullScreen
        self.locked = locked
        self.transforms = transforms
        self.crashed = crashed
        self.consoleHas = consoleHas
        self.traceHas = traceHas
        self.traceLacks = traceLacks
        self.traceOrder = traceOrder
        self.lines = lines
    }
}

public struct TransformExpectation: Sendable, Equatable {
    /// As written: `window`, `root`, `player` or a controller's name.
    public var view: String
    /// nil: identity.
    public var orientation: InterfaceOrientation?

    public init(view: String, orientation: InterfaceOrientation?) {
        self.view = view
        self.orientation = orientation
    }

    public var target: TransformTarget {
        switch view {
        case "window": .window
        case "root": .root
        case "player": .player
        default: .controller(view)
        }
    }
}
