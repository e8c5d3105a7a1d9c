// A parsed scenario file: the app model, the steps, and where each key was written.

import OrientationEngine

public struct Scenario: Sendable {
    /// The file as the user named it (used in every message).
    public var file: String
    public var model: AppModel
    public var steps: [Step]
    public var lines: LineTable

    public init(file: String, model: AppModel, steps: [Step], lines: LineTable = LineTable()) {
        self.file = file
        self.model = model
        self.steps = steps
        self.lines = lines
    }

    /// A located error for a key path the engine or a step named.
    public func error(at keyPath: String, _ message: String, line: Int? = nil) -> ScenarioError {
        ScenarioError(file: file, line: line ?? lines.line(for: keyPath) ?? 0, keyPath: keyPath, message: message)
    }
}

/// One step of `steps:`.
public struct Step: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case launch
        case rotate(DeviceOrientation)
        case systemLock(Bool)
        case tap(String)
        case push(String)
        case pop
        case present(String)
        case dismiss
        case selectTab(Int)
        case call(controller: String, method: String)
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
        switch kind {
        case .launch: .launch
        case .rotate(let orientation): .turn(orientation)
        case .systemLock(let on): .systemLock(on)
        case .tap(let title): .tap(title)
        case .push(let name): .push(name)
        case .pop: .pop
        case .present(let name): .present(name)
        case .dismiss: .dismiss
        case .selectTab(let index): .selectTab(index)
        case .call(let controller, let method): .call(controller: controller, method: method)
        case .wait, .snapshot, .expect, .ask: nil
        }
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
