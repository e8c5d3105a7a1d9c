// Asking controllers and the app delegate: the traced queries and the masks (R5, R7, R9).

/// The methods the system asks, with their selectors as the trace prints them.
enum Query: String {
    case supported = "supportedInterfaceOrientations"
    case shouldAutorotate = "shouldAutorotate"
    case preferred = "preferredInterfaceOrientationForPresentation"
    case prefersStatusBarHidden = "prefersStatusBarHidden"
    case shouldAutorotateTo = "shouldAutorotateToInterfaceOrientation:"
    case window = "application:supportedInterfaceOrientationsForWindow:"
    /// R29: iOS 27's scene delegate method.
    case scene = "supportedInterfaceOrientationsForWindowScene:"
    /// R29: iPadOS 26.
    case prefersLocked = "prefersInterfaceOrientationLocked"
}

/// A type a policy expression can produce.
protocol PolicyValue: Sendable, Equatable {
    init?(_ value: Value)
    static func union(_ values: [Self]) -> Self
}

extension OrientationMask: PolicyValue {
    init?(_ value: Value) {
        guard case .mask(let mask) = value else { return nil }
        self = mask
    }
    static func union(_ values: [OrientationMask]) -> OrientationMask {
        values.reduce(.none) { $0.union($1) }
    }
}

extension Bool: PolicyValue {
    init?(_ value: Value) {
        guard case .bool(let flag) = value else { return nil }
        self = flag
    }
    static func union(_ values: [Bool]) -> Bool { values.contains(true) }
}

extension InterfaceOrientation: PolicyValue {
    /// A mask variable used where one orientation is expected: its first orientation.
    init?(_ value: Value) {
        guard case .mask(let mask) = value, let first = mask.firstInFallbackOrder else { return nil }
        self = first
    }
    static func union(_ values: [InterfaceOrientation]) -> InterfaceOrientation {
        values.first ?? .portrait
    }
}

extension Engine {
    // MARK: Variables and conditions

    func lookup(_ name: String, in controller: ControllerID?) -> Value? {
        if let controller, let value = state.controllers[controller].vars[name] { return value }
        return state.appVars[name]
    }

    func holds(_ condition: Condition, in controller: ControllerID?) -> Bool {
        condition.clauses.allSatisfy { clause in
            switch clause {
            case .isTrue(let name): lookup(name, in: controller) == .bool(true)
            case .isFalse(let name): lookup(name, in: controller) == .bool(false)
            case .has(let name, let orientation):
                if case .mask(let mask) = lookup(name, in: controller) {
                    mask.contains(orientation)
                } else {
                    false
                }
            }
        }
    }

    /// Evaluates a policy expression; `top` and `topmost` ask another controller
    /// (traced, as the forwarding code would log it).
    mutating func evaluate<T: PolicyValue>(
        _ expr: Expr<T>, query: Query, in controller: ControllerID?, fallback: T
    ) -> T {
        switch expr {
        case .literal(let value):
            return value
        case .variable(let name):
            return lookup(name, in: controller).flatMap(T.init) ?? fallback
        case .union(let parts):
            return T.union(parts.map { evaluate($0, query: query, in: controller, fallback: fallback) })
        case .conditional(let condition, let then, let otherwise):
            let branch = holds(condition, in: controller) ? then : otherwise
            return evaluate(branch, query: query, in: controller, fallback: fallback)
        case .top:
            guard let controller, let child = topChild(of: controller) else { return fallback }
            return answer(query, of: child, fallback: fallback)
        case .topmost:
            return answer(.supported, of: innermostVisible, fallback: fallback)
        case .presented(let otherwise):
            guard let controller, let shown = presentedController(by: controller) else {
                return evaluate(otherwise, query: query, in: controller, fallback: fallback)
            }
            return answer(query, of: shown, fallback: fallback)
        case .presenting:
            guard let controller, let presenter = presentingController(of: controller),
                  !asksPresented(query, presenter) else { return fallback }
            return answer(query, of: presenter, fallback: fallback)
        }
    }

    /// The presenter's answer would ask this controller again.
    private func asksPresented(_ query: Query, _ id: ControllerID) -> Bool {
        let spec = model.controllers[id]
        return switch query {
        case .supported, .window, .scene: spec.supported?.mentionsPresented ?? false
        case .shouldAutorotate: spec.shouldAutorotate?.mentionsPresented ?? false
        case .preferred: spec.preferred?.mentionsPresented ?? false
        case .prefersLocked: spec.prefersOrientationLocked?.mentionsPresented ?? false
        case .prefersStatusBarHidden: spec.prefersStatusBarHidden?.mentionsPresented ?? false
        case .shouldAutorotateTo: false
        }
    }

    /// Dispatches a forwarded query to the child's own method.
    private mutating func answer<T: PolicyValue>(_ query: Query, of child: ControllerID, fallback: T) -> T {
        switch query {
        case .supported, .window, .scene:
            return (supportedMask(of: child) as? T) ?? fallback
        case .prefersLocked:
            return (prefersOrientationLocked(child) as? T) ?? fallback
        case .shouldAutorotate:
            return (shouldAutorotate(child) as? T) ?? fallback
        case .preferred:
            return (preferredOrientation(of: child) as? T) ?? fallback
        case .prefersStatusBarHidden:
            return (prefersStatusBarHidden(child) as? T) ?? fallback
        case .shouldAutorotateTo:
            return (autorotateMaskIOS5(of: child) as? T) ?? fallback
        }
    }

    // MARK: Traced queries

    /// Writes a query's trace line once its answer is known, at `position` — where the
    /// output stood when the query began — as an NSLog at the top of the method would have
    /// printed it: before the lines of the queries it forwarded to (`top`, `topmost`).
    /// A query that forwarded nothing (the usual case) simply appends its line.
    mutating func traceQuery(
        _ query: Query, receiver: ControllerID?, receiverName: String? = nil, overridden: Bool, answer: String,
        at position: Int
    ) {
        guard tracing else { return }
        let line = Emitted.trace(TraceEvent(
            time: state.time, kind: .query, receiver: receiver.map { names[$0] } ?? receiverName ?? model.delegate,
            selector: query.rawValue, value: answer, overridden: overridden))
        if position == output.count {
            output.append(line)
        } else {
            output.insert(line, at: position)
        }
    }

    /// R9/R26: a controller's `supportedInterfaceOrientations`.
    mutating func supportedMask(of id: ControllerID) -> OrientationMask {
        // Fields are read in place: copying a whole ControllerSpec costs a retain per field.
        let defined = model.controllers[id].supported != nil
        let locked = state.controllers[id].lockedTo
        let player = state.controllers[id].player
        let overridden = defined || locked != nil || model.controllers[id].kind == .player
        let position = output.count
        let mask: OrientationMask
        if let locked {
            mask = locked.mask
        } else if let playerMask = player?.builtInMask(fileDefinesOne: defined) {
            mask = playerMask
        } else if let expr = model.controllers[id].supported {
            mask = evaluate(expr, query: .supported, in: id, fallback: defaultSupportedMask(of: id))
        } else {
            mask = defaultSupportedMask(of: id)
        }
        traceQuery(.supported, receiver: id, overridden: overridden, answer: mask.description, at: position)
        return mask
    }

    /// R5: what UIKit's default `supportedInterfaceOrientations` answers: iPad all, iPhone
    /// allButUpsideDown — but from iOS 13 an iPhone controller whose own presentation style
    /// resolves to a sheet (automatic, pageSheet, formSheet) answers all. A presented instance's
    /// style is the one it was presented with (the call site's, R15a).
    func defaultSupportedMask(of id: ControllerID) -> OrientationMask {
        guard model.device.isPhone, model.iosVersion >= 13 else { return model.device.defaultMask }
        let style = state.presentationStyles[id] ?? model.controllers[id].presentation.resolved(iosVersion: model.iosVersion)
        switch style {
        case .pageSheet, .formSheet: return .all
        default: return model.device.defaultMask
        }
    }

    /// R29: iPadOS 26's `prefersInterfaceOrientationLocked` (default NO), traced when overridden.
    mutating func prefersOrientationLocked(_ id: ControllerID) -> Bool {
        guard let expr = model.controllers[id].prefersOrientationLocked else { return false }
        let position = output.count
        let flag = evaluate(expr, query: .prefersLocked, in: id, fallback: false)
        traceQuery(.prefersLocked, receiver: id, overridden: true, answer: flag ? "YES" : "NO", at: position)
        return flag
    }

    /// `shouldAutorotate` (R5 default YES).
    mutating func shouldAutorotate(_ id: ControllerID) -> Bool {
        let expr = model.controllers[id].shouldAutorotate
        let position = output.count
        let flag = expr.map { evaluate($0, query: .shouldAutorotate, in: id, fallback: true) } ?? true
        traceQuery(.shouldAutorotate, receiver: id, overridden: expr != nil, answer: flag ? "YES" : "NO", at: position)
        return flag
    }

    /// R14: the defined preferred orientation, or nil when the file does not define it.
    mutating func preferredOrientation(of id: ControllerID) -> InterfaceOrientation? {
        let position = output.count
        guard let expr = model.controllers[id].preferred else {
            traceQuery(.preferred, receiver: id, overridden: false, answer: "default", at: position)
            return nil
        }
        // A plain forward to a controller that defines none gets UIKit's default back:
        // undefined, so R14's model applies rather than a made-up orientation.
        if let target = forwardTarget(of: expr, from: id) {
            let forwarded = preferredOrientation(of: target)
            traceQuery(.preferred, receiver: id, overridden: true, answer: forwarded?.name ?? "default", at: position)
            return forwarded
        }
        let orientation = evaluate(expr, query: .preferred, in: id, fallback: .portrait)
        traceQuery(.preferred, receiver: id, overridden: true, answer: orientation.name, at: position)
        return orientation
    }

    /// The controller a bare `top` or `{presented: …}` forwards to now, if any.
    func forwardTarget<T>(of expr: Expr<T>, from id: ControllerID) -> ControllerID? {
        switch expr {
        case .top: topChild(of: id)
        case .presented: presentedController(by: id)
        case .presenting: presentingController(of: id)
        default: nil
        }
    }

    /// R23: nil when the file does not define it.
    mutating func prefersStatusBarHidden(_ id: ControllerID) -> Bool? {
        guard let expr = model.controllers[id].prefersStatusBarHidden else { return nil }
        let position = output.count
        let flag = evaluate(expr, query: .prefersStatusBarHidden, in: id, fallback: false)
        traceQuery(.prefersStatusBarHidden, receiver: id, overridden: true, answer: flag ? "YES" : "NO", at: position)
        return flag
    }

    /// R10/R5/R26: the orientations an iOS 5 controller answers YES for (default portrait).
    mutating func autorotateMaskIOS5(of id: ControllerID) -> OrientationMask {
        if let locked = state.controllers[id].lockedTo { return locked.mask }
        guard let expr = model.controllers[id].shouldAutorotateTo else { return .portrait }
        return evaluate(expr, query: .shouldAutorotateTo, in: id, fallback: .portrait)
    }

    /// R10: one traced `shouldAutorotateToInterfaceOrientation:` call for `orientation`.
    /// Returns every orientation the controller says YES for (its row in the decision),
    /// so the caller need not evaluate the controller a second time.
    mutating func shouldAutorotateIOS5(_ id: ControllerID, to orientation: InterfaceOrientation) -> OrientationMask {
        let overridden = model.controllers[id].shouldAutorotateTo != nil || state.controllers[id].lockedTo != nil
        let position = output.count
        let answers = autorotateMaskIOS5(of: id)
        traceQuery(.shouldAutorotateTo, receiver: id, overridden: overridden,
                   answer: answers.contains(orientation) ? "YES" : "NO", at: position)
        return answers
    }

    // MARK: The app mask (R5, R7)

    /// R7: the window method's answer when defined (traced), else (iOS 27, R29) the scene
    /// delegate's, else the plist, else R5.
    /// R10: on iOS 5 the plist chooses the launch orientation only and restricts nothing.
    mutating func appMask() -> OrientationMask {
        if model.profile == .ios5 { return .all }
        if let window = model.window {
            let position = output.count
            let mask = evaluate(window, query: .window, in: nil, fallback: model.device.defaultMask)
            traceQuery(.window, receiver: nil, overridden: true, answer: mask.description, at: position)
            // R17a: a window method answering 0 restricts nothing (UIKit reads it as all four).
            return mask.isEmpty ? .all : mask
        }
        if let scene = sceneMaskInEffect {
            let position = output.count
            let mask = evaluate(scene, query: .scene, in: nil, fallback: plistMask)
            traceQuery(.scene, receiver: nil, receiverName: Engine.sceneDelegateName, overridden: true,
                       answer: mask.description, at: position)
            return mask.isEmpty ? .all : mask
        }
        return plistMask
    }

    /// R29: the scene delegate's mask counts from iOS 27 on.
    var sceneMaskInEffect: MaskExpr? { model.iosVersion >= 27 ? model.sceneMask : nil }

    /// The class the trace names for the scene delegate's method (R29).
    static let sceneDelegateName = "SceneDelegate"

    /// R20e: remembers what the system just asked, for later geometry requests.
    mutating func cacheMasks(app: OrientationMask, decider mask: OrientationMask) {
        state.maskCache = MaskCache(app: app, decider: mask, deciderName: names[decider])
    }
}
