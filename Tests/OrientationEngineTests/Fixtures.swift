@testable import OrientationEngine

/// Drives an engine on a virtual clock and keeps everything it emitted.
struct Harness {
    var engine: Engine
    var time = 0.0
    var events: [TraceEvent] = []
    var transitions: [RotationTransition] = []
    var decisions: [Decision] = []

    init(_ model: AppModel, launch: Bool = true) throws {
        engine = try Engine(model: model)
        if launch { try send(.launch) }
    }

    var state: EngineState { engine.state }

    /// Sends at the current time, then lets every transition finish.
    mutating func step(_ event: Event) throws {
        try send(event)
        settle()
    }

    mutating func send(_ event: Event) throws {
        collect(try engine.send(event, at: time))
    }

    mutating func settle() {
        collect(engine.settle())
        time = max(time, engine.state.time)
    }

    mutating func wait(_ seconds: Double) throws {
        time += seconds
        try send(.tick)
    }

    mutating func perform(_ action: Action, by actor: String? = nil) throws {
        try step(.perform(action, by: actor))
    }

    private mutating func collect(_ emitted: [Emitted]) {
        for item in emitted {
            switch item {
            case .trace(let event): events.append(event)
            case .rotation(let transition): transitions.append(transition)
            case .decision(let decision): decisions.append(decision)
            }
        }
    }

    mutating func clear() {
        events.removeAll()
        transitions.removeAll()
        decisions.removeAll()
    }

    /// Trace lines (text form, no time).
    var lines: [String] { events.map(\.line) }
    /// Only the lines of queries, callbacks, lifecycle and methods: what NSLog would show.
    var calls: [String] {
        events.filter { [.query, .callback, .lifecycle, .method].contains($0.kind) }.map(\.line)
    }
    var console: [String] { events.filter { $0.kind == .console }.map(\.selector) }

    var visible: String { engine.name(of: engine.visibleController) }
    var decider: String { engine.name(of: engine.decider) }
}

// MARK: Model shorthands

func vc(
    _ name: String, supported: MaskExpr? = nil, shouldAutorotate: BoolExpr? = nil,
    preferred: OrientationExpr? = nil, autorotateTo: MaskExpr? = nil, vars: [String: Value] = [:],
    hooks: [Hook: [Action]] = [:], methods: [String: [Action]] = [:], buttons: [Button] = [],
    lockable: Bool = false, statusBarHidden: BoolExpr? = nil,
    presentation: PresentationStyle = .fullScreen
) -> ControllerSpec {
    // Tests present full screen unless they say otherwise (R15a: `automatic` is a sheet from iOS 13).
    ControllerSpec(
        name: name, shouldAutorotate: shouldAutorotate, supported: supported, preferred: preferred,
        prefersStatusBarHidden: statusBarHidden, shouldAutorotateTo: autorotateTo, vars: vars,
        hooks: hooks, methods: methods, buttons: buttons, lockable: lockable, presentation: presentation)
}

func nav(_ name: String, _ stack: [String], forwarding: Bool = false, supported: MaskExpr? = nil) -> ControllerSpec {
    ControllerSpec(
        name: name, kind: .nav, stack: stack, shouldAutorotate: forwarding ? .top : nil,
        supported: forwarding ? .top : supported, preferred: forwarding ? .top : nil,
        shouldAutorotateTo: forwarding ? .top : nil)
}

func tab(_ name: String, _ tabs: [String], selected: Int = 0) -> ControllerSpec {
    ControllerSpec(name: name, kind: .tab, tabs: tabs, selected: selected)
}

func app(
    _ controllers: [ControllerSpec], root: String? = nil, device: DeviceModel = .iphoneHome, ios: Int = 13,
    orientation: DeviceOrientation = .portrait, plist: [InterfaceOrientation]? = nil,
    window: MaskExpr? = nil, vars: [String: Value] = [:], notifications: Bool = true,
    requiresFullScreen: Bool = true
) -> AppModel {
    // iPad tests opt out of multitasking unless they say otherwise (R27 ignores every mask).
    AppModel(
        device: device, iosVersion: ios, orientation: orientation, plist: plist, window: window,
        vars: vars, deviceNotifications: notifications, requiresFullScreen: requiresFullScreen,
        root: root ?? controllers[0].name, controllers: controllers)
}

let allFour: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
let iosVersions = [5, 6, 13, 16]

extension Array where Element: Equatable {
    /// Whether `items` occur in this order (not necessarily adjacent).
    func containsSubsequence(_ items: [Element]) -> Bool {
        var rest = items[...]
        for element in self where element == rest.first { rest = rest.dropFirst() }
        return rest.isEmpty
    }
}
