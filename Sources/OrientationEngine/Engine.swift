// The reducer: `send(event, at:)` applies ROTATION_SPEC.md and says what happened.

/// A scenario model that cannot run, with the key path of the offending key
/// (`controllers.NavVC.supported`, `app.window`, `controllers.A.on.viewWillAppear[1].push`).
public struct ModelError: Error, Sendable, Equatable, CustomStringConvertible {
    public var keyPath: String
    public var message: String
    /// A name the model uses but does not define, and the names it could have meant:
    /// the file's reader turns them into "did you mean".
    public var unknown: String?
    public var candidates: [String]
    public init(_ keyPath: String, _ message: String, unknown: String? = nil, among candidates: [String] = []) {
        // Both may quote the file's names: one line (OneLine.swift).
        self.keyPath = keyPath.escapedForOneLine
        self.message = message.escapedForOneLine
        self.unknown = unknown
        self.candidates = candidates
    }
    public var description: String { "\(keyPath): \(message)" }
}

/// What never changes while the app runs, shared by every copy of its engine: a copy
/// (the explorer makes one per step) retains one reference for all of it.
@usableFromInline
final class EngineContext: Sendable {
    @usableFromInline let model: AppModel
    /// Controller ids by name.
    let ids: [String: ControllerID]
    /// Controller names by id, for trace lines and decisions: reading a name through
    /// `model.controllers[id]` copied the whole spec (every field retained and released).
    let names: [String]
    /// Static facts of the model, so a device change skips walks most apps don't need.
    let hasDeviceHooks: Bool
    let hasPlayers: Bool
    /// R27: an iPad app that supports Split View and Slide Over; no mask is ever asked.
    let multitasking: Bool
    /// R7/R5: the app mask when there is no window method: the plist's list, else the
    /// device's default (asked at every evaluation, fixed for the model's life).
    let plistMask: OrientationMask
    /// R28: each extra window's root controller, by index into `model.windows`.
    let windowRoots: [ControllerID]

    init(model: AppModel, ids: [String: ControllerID], names: [String], hasDeviceHooks: Bool, hasPlayers: Bool) {
        self.model = model
        self.ids = ids
        self.names = names
        self.hasDeviceHooks = hasDeviceHooks
        self.hasPlayers = hasPlayers
        multitasking = Engine.supportsMultitasking(model)
        plistMask = model.plist.map { OrientationMask($0) } ?? model.device.defaultMask
        windowRoots = model.windows.map { ids[$0.root] ?? 0 }
    }
}

public struct Engine: Sendable {
    @usableFromInline let context: EngineContext
    public internal(set) var state: EngineState
    var sequence = 0
    var output: [Emitted] = []
    /// Off for silent what-if evaluations (the inspector's masks).
    var tracing = true
    var actionDepth = 0

    @inlinable public var model: AppModel { context.model }
    var ids: [String: ControllerID] { context.ids }
    var names: [String] { context.names }
    var hasDeviceHooks: Bool { context.hasDeviceHooks }
    var hasPlayers: Bool { context.hasPlayers }
    /// R27: an iPad app that supports Split View and Slide Over; no mask is ever asked.
    public var multitasking: Bool { context.multitasking }
    var plistMask: OrientationMask { context.plistMask }
    var windowRoots: [ControllerID] { context.windowRoots }

    /// Validates the model (typed errors with key paths) and prepares the
    /// not-yet-launched state. Send `.launch` to start the app.
    public init(model: AppModel) throws(ModelError) {
        var ids: [String: ControllerID] = [:]
        for (index, spec) in model.controllers.enumerated() { ids[spec.name] = index }
        try Validator(model: model, ids: ids).validate()
        self.init(valid: model, ids: ids)
    }

    private init(valid model: AppModel, ids: [String: ControllerID]) {
        self.init(valid: model, ids: ids, names: model.controllers.map(\.name),
                  hasDeviceHooks: model.controllers.contains { $0.hooks[.deviceOrientationDidChange] != nil },
                  hasPlayers: model.controllers.contains { $0.kind == .player },
                  state: Engine.initialState(model: model, ids: ids))
    }

    /// A valid model's engine from its parts, `state` not launched (an edit of another
    /// engine's model reuses what the edit left alone: Engine+Edit.swift).
    init(valid model: AppModel, ids: [String: ControllerID], names: [String], hasDeviceHooks: Bool, hasPlayers: Bool,
         state: EngineState) {
        context = EngineContext(model: model, ids: ids, names: names, hasDeviceHooks: hasDeviceHooks, hasPlayers: hasPlayers)
        self.state = state
        hierarchyChanged()
    }

    /// The same app, not yet launched, held `orientation` when it launches: what
    /// `init(model:)` gives for the model with that orientation, without validating it
    /// again (no check reads the orientation), so an explorer launching the app held each
    /// way validates it once.
    public func unlaunched(held orientation: DeviceOrientation) -> Engine {
        var model = self.model
        model.orientation = orientation
        guard !state.launched else { return Engine(valid: model, ids: ids) }
        // Not launched, its state is the initial one but for what the orientation sets.
        var initial = state
        initial.physical = orientation
        initial.lastUpright = orientation.isUpright ? orientation : .portrait
        initial.device = orientation
        return Engine(valid: model, ids: ids, names: names, hasDeviceHooks: hasDeviceHooks, hasPlayers: hasPlayers,
                      state: initial)
    }

    /// Every problem of a model, in the order a reader meets them; empty when it is
    /// valid. `init(model:)` throws the first.
    public static func problems(in model: AppModel) -> [ModelError] {
        var ids: [String: ControllerID] = [:]
        for (index, spec) in model.controllers.enumerated() { ids[spec.name] = index }
        return Validator(model: model, ids: ids).problems()
    }

    /// Applies one event at virtual time `time` (seconds, never decreasing) after
    /// finishing every transition due by then. Errors are tester mistakes (a button not
    /// on screen); the app's own mistakes are console lines or an R17 crash, never a throw.
    public mutating func send(_ event: Event, at time: Double) throws(StepError) -> [Emitted] {
        output.removeAll(keepingCapacity: true)
        advance(to: time)
        try handle(event)
        return output
    }

    /// When the next scheduled completion is due; nil when idle.
    public var nextDeadline: Double? { state.pending.map(\.due).min() }

    /// Runs the clock forward until nothing is pending; returns what that emitted.
    public mutating func settle() -> [Emitted] {
        var all: [Emitted] = []
        while let due = nextDeadline {
            output.removeAll(keepingCapacity: true)
            advance(to: due)
            all.append(contentsOf: output)
        }
        return all
    }

    /// R27: iPad, iOS 9+, all four orientations in the plist (or R5's iPad default) and
    /// no `UIRequiresFullScreen` (R29: or one the plist says to ignore from this version).
    public static func supportsMultitasking(_ model: AppModel) -> Bool {
        let plist = model.plist.map { OrientationMask($0) } ?? model.device.defaultMask
        return model.device == .ipad && model.iosVersion >= 9 && !model.requiresFullScreenInEffect && plist == .all
    }

    public func name(of id: ControllerID) -> String { names[id] }
    public func id(of name: String) -> ControllerID? { ids[name] }
    public func spec(_ id: ControllerID) -> ControllerSpec { model.controllers[id] }
}
